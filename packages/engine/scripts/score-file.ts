import { readFileSync } from 'node:fs';
import { RED_FLAGS } from '@physiomate/shared';
import { evaluate, rate, type Vignette } from '../src/evaluate.ts';

/**
 * Scores one case file given by path (a new writer's set, before it joins test/fixtures):
 * `npx tsx scripts/score-file.ts <file.json> [--sealed]`. With --sealed only figures and case ids are
 * printed, never a case's text, so a sealed set can be scored without being read.
 */
const [file] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!file) throw new Error('usage: score-file.ts <file.json> [--sealed]');
const sealed = process.argv.includes('--sealed');
const cases = JSON.parse(readFileSync(file, 'utf8')) as Vignette[];
const { metrics, misses, perFlag, falseFlags } = evaluate(cases);
console.info(`${file} (${cases.length} cases)`);
for (const m of metrics)
  if (m.total > 0)
    console.info(`  ${m.name.padEnd(40)} ${(rate(m) * 100).toFixed(1)}%  (${m.passed}/${m.total})`);
for (const flag of RED_FLAGS) {
  const f = perFlag.get(flag.id);
  if (!f) continue;
  const falses = falseFlags.get(flag.id) ?? 0;
  console.info(
    `    ${flag.id.padEnd(28)} ${f.passed}/${f.total}${falses ? `  false on ${falses}` : ''}${f.missed.length ? `  missed: ${f.missed.join(' ')}` : ''}`,
  );
}
if (!sealed) for (const m of misses) console.info(`  - ${m}`);
