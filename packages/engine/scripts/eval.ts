import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, rate, type Vignette } from '../src/evaluate.ts';

const here = dirname(fileURLToPath(import.meta.url));
const shared = resolve(here, '../../../../shared/clinical/vignettes-sample.json');
const fallback = resolve(here, '../test/fixtures/vignettes-sample.json');
const holdout = resolve(here, '../test/fixtures/holdout.json');

function report(title: string, path: string): boolean {
  const cases = JSON.parse(readFileSync(path, 'utf8')) as Vignette[];
  const { metrics, misses } = evaluate(cases);
  const lines = [`\n${title} (${cases.length} cases, ${path})`];
  let ok = true;
  for (const m of metrics) {
    const pass = rate(m) >= m.target;
    ok &&= pass;
    lines.push(
      `  ${pass ? 'PASS' : 'FAIL'}  ${m.name.padEnd(40)} ${(rate(m) * 100).toFixed(1).padStart(6)}%  (${m.passed}/${m.total}, target ${(m.target * 100).toFixed(0)}%)`,
    );
  }
  lines.push(
    misses.length > 0 ? `  misses:\n${misses.map((x) => `    - ${x}`).join('\n')}` : '  misses: none',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  return ok;
}

const samplePath = existsSync(shared) ? shared : fallback;
let ok = report('Sample vignettes', samplePath);
if (existsSync(holdout))
  ok = report('Held-out cases (written for this engine, not tuned on the sample)', holdout) && ok;
process.exitCode = ok ? 0 : 1;
