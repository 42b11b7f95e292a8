// Runs the engine benchmark on the engine as production runs it: bundled by esbuild (as the server's
// build bundles it) and started with plain node, not through tsx. Under tsx the loader keeps the
// source of every module it transforms, which adds several MB of heap that production never holds.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outfile = resolve(root, '.bench/bench.mjs');
await build({
  entryPoints: [resolve(root, 'scripts/bench.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  outfile,
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, outfile], { stdio: 'inherit' });
process.exit(run.status ?? 1);
