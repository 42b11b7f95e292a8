import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { assess } from '../src/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const load = (name: string) =>
  JSON.parse(readFileSync(resolve(here, '../test/fixtures', name), 'utf8')) as { symptoms: string; painLocations: string[] }[];
const cases = [...load('vignettes-sample.json'), ...load('holdout.json')].map((c) => ({
  symptoms: c.symptoms,
  painLocations: c.painLocations,
}));

for (let i = 0; i < 3; i++) for (const c of cases) assess(c);
globalThis.gc?.();
const mem = process.memoryUsage();

const times: number[] = [];
const rounds = 40;
const started = performance.now();
for (let r = 0; r < rounds; r++) {
  for (const c of cases) {
    const t0 = performance.now();
    assess(c);
    times.push(performance.now() - t0);
  }
}
const elapsed = performance.now() - started;
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
process.stdout.write(
  [
    `assessments: ${times.length} (${cases.length} distinct cases x ${rounds})`,
    `median: ${pct(0.5).toFixed(3)} ms   (target < 2 ms)`,
    `p99:    ${pct(0.99).toFixed(3)} ms   (target < 5 ms)`,
    `throughput: ${Math.round(times.length / (elapsed / 1000))} assessments/s on one core`,
    `memory after loading: heapUsed ${mb(mem.heapUsed)}, rss ${mb(mem.rss)}   (target < 50 MB heap)`,
    '',
  ].join('\n'),
);
