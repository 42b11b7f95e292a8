// Benchmark-only tools live in bench/ with their own package.json and lock file, outside the
// workspaces, so a plain `npm install` does not download Lighthouse (and its puppeteer-core) or
// autocannon. The bench scripts call `benchTools()`: it installs bench/ on first use, or again when
// its package.json or lock file changed, and returns the tools.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const bench = path.resolve(import.meta.dirname, '../../bench');

function installed() {
  const marker = path.join(bench, 'node_modules/.package-lock.json');
  if (!existsSync(marker)) return false;
  const wanted = ['package.json', 'package-lock.json']
    .map((f) => path.join(bench, f))
    .filter(existsSync)
    .map((f) => statSync(f).mtimeMs);
  return Math.max(...wanted) <= statSync(marker).mtimeMs;
}

/** @returns {Promise<typeof import('../../bench/tools.mjs')>} */
export async function benchTools() {
  if (!installed()) {
    console.info('Installing the benchmark tools into bench/ (once)…');
    const result = spawnSync('npm', ['install', '--prefix', bench, '--no-audit', '--no-fund'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (result.status !== 0) throw new Error('npm install --prefix bench failed');
  }
  return import('../../bench/tools.mjs');
}
