import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { assess } from '../src/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const load = (name: string) =>
  JSON.parse(readFileSync(resolve(here, '../test/fixtures', name), 'utf8')) as {
    symptoms: string;
    painLocations: string[];
  }[];
const cases = [...load('vignettes-sample.json'), ...load('holdout.json')].map((c) => ({
  symptoms: c.symptoms,
  painLocations: c.painLocations,
}));

assess(cases[0] ?? { symptoms: '', painLocations: [] });
globalThis.gc?.();
const loaded = process.memoryUsage();
for (let i = 0; i < 3; i++) for (const c of cases) assess(c);
globalThis.gc?.();
const mem = process.memoryUsage();

const times: number[] = [];
const cpuTimes: number[] = [];
const rounds = 40;
const started = performance.now();
for (let r = 0; r < rounds; r++) {
  for (const c of cases) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    assess(c);
    times.push(performance.now() - t0);
    const c1 = process.cpuUsage(c0);
    cpuTimes.push((c1.user + c1.system) / 1000);
  }
}
const elapsed = performance.now() - started;
times.sort((a, b) => a - b);
cpuTimes.sort((a, b) => a - b);
const at = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))] ?? 0;
const pct = (p: number) => at(times, p);
const cpu = (p: number) => at(cpuTimes, p);
const loadAverage = loadavg()[0] ?? 0;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
process.stdout.write(
  [
    `assessments: ${times.length} (${cases.length} distinct cases x ${rounds})`,
    `median: ${pct(0.5).toFixed(3)} ms   (target < 2 ms)`,
    `p99:    ${pct(0.99).toFixed(3)} ms   (target < 5 ms)`,
    `cpu time per assessment: median ${cpu(0.5).toFixed(3)} ms, p99 ${cpu(0.99).toFixed(3)} ms (wall-clock p99 is sensitive to machine load; 1-min load average ${loadAverage.toFixed(1)} on ${cpus().length} cores)`,
    `throughput: ${Math.round(times.length / (elapsed / 1000))} assessments/s on one core`,
    `memory after loading: heapUsed ${mb(loaded.heapUsed)} (and one assessment), rss ${mb(loaded.rss)}   (target < 50 MB heap)`,
    `memory after the warm-up (${3 * cases.length} assessments): heapUsed ${mb(mem.heapUsed)}, rss ${mb(mem.rss)}`,
    '',
  ].join('\n'),
);
