#!/usr/bin/env node
// `npm run dev`: the server with reload on :3000 and Vite's dev server (proxying /api to it).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@physiomate/server'], {
    cwd: root,
    stdio: 'inherit',
    // npm runs the workspace script inside apps/server; keep the data folder where `npm start` keeps it.
    env: { ...process.env, DATA_DIR: path.resolve(process.env.DATA_DIR ?? path.join(root, 'data')) },
  }),
  spawn('npm', ['run', 'dev', '-w', '@physiomate/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
