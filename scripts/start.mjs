#!/usr/bin/env node
// `npm start`: build the web app if it is missing or older than its sources, then start the one
// server process (it migrates the database on start and serves the app and the API).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web', 'packages/shared/src'].map((p) => path.join(root, p)).filter(existsSync);
const stale = !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
if (stale) {
  console.info('Building the web app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
});

// The server drains open requests for up to 10 s (close-with-grace in main.ts); past that, it goes.
const DRAIN_MS = 10_000;
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
  setTimeout(() => server.kill('SIGKILL'), DRAIN_MS + 1_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// `npm start` execs this file (see package.json), so npm passes SIGINT and SIGTERM straight here. If
// npm goes without passing one on (killed outright, or an older script line that keeps a shell in
// between), this process is orphaned: treat that as a stop, or the server would run on unstoppable.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) stop('SIGTERM');
}, 250).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
