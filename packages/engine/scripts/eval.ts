import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RED_FLAGS } from '@physiomate/shared';
import { evaluate, rate, type Vignette } from '../src/evaluate.ts';
import { reportPlanQuality } from './plan-quality.ts';

/**
 * Scores the engine on every case set in test/fixtures and prints recall per red flag.
 * Sealed sets (written by people who never read the engine, never used for tuning) print figures
 * and case ids only, never their texts. `--tuning` leaves the sealed sets out (the tuning loop).
 * `--file <path>` scores one file instead (a new writer's set before it joins test/fixtures), with
 * `--sealed` printing figures and ids only, so a new sealed set can be scored without being read.
 */
const here = dirname(fileURLToPath(import.meta.url));
const fixtures = resolve(here, '../test/fixtures');
const tuning = process.argv.includes('--tuning');

interface CaseSet {
  title: string;
  file: string;
  sealed: boolean;
  /** Sets whose condition targets apply (the red-flag sets expect no condition). */
  gate: boolean;
}

/** Each set's title, by file (test/fixtures/sets.json); a set without one is named by its file. */
const TITLES = JSON.parse(readFileSync(resolve(fixtures, 'sets.json'), 'utf8')) as Record<string, string>;
/** The sets whose condition targets apply (the red-flag sets expect no condition). */
const GATED = ['vignettes-sample.json', 'holdout.json'];
const number = (file: string) => Number(/(\d+)\.json$/.exec(file)?.[1] ?? 1);

/**
 * Every case set in test/fixtures: the gated sets, the red-flag development sets in the order they
 * were written, then the sealed sets (sealed-*.json).
 */
const SETS: CaseSet[] = [
  ...GATED,
  ...readdirSync(fixtures)
    .filter((f) => /^redflag-dev\d*\.json$/.test(f))
    .sort((a, b) => number(a) - number(b)),
  ...readdirSync(fixtures)
    .filter((f) => /^sealed-[a-z]+\.json$/.test(f))
    .sort(),
].map((file) => ({
  title: TITLES[file] ?? file,
  file,
  sealed: file.startsWith('sealed-'),
  gate: GATED.includes(file),
}));

const pct = (passed: number, total: number) =>
  `${(total === 0 ? 100 : (passed / total) * 100).toFixed(1).padStart(6)}%`;

function report(set: CaseSet): boolean {
  const path = resolve(fixtures, set.file);
  const cases = JSON.parse(readFileSync(path, 'utf8')) as Vignette[];
  const { metrics, misses, perFlag, falseFlags } = evaluate(cases);
  const lines = [`\n${set.title} (${cases.length} cases, ${set.file})`];
  let ok = true;
  for (const m of metrics) {
    if (m.total === 0) continue;
    const pass = rate(m) >= m.target;
    if (set.gate) ok &&= pass;
    lines.push(
      `  ${pass ? 'PASS' : 'FAIL'}  ${m.name.padEnd(40)} ${pct(m.passed, m.total)}  (${m.passed}/${m.total}, target ${(m.target * 100).toFixed(0)}%)`,
    );
  }
  if (perFlag.size > 0) {
    lines.push('  recall per red flag (target 95%, goal 100%):');
    for (const flag of RED_FLAGS) {
      const f = perFlag.get(flag.id);
      if (!f) continue;
      const falses = falseFlags.get(flag.id) ?? 0;
      lines.push(
        `    ${f.passed / f.total >= 0.95 ? 'PASS' : 'FAIL'}  ${flag.id.padEnd(28)} ${pct(f.passed, f.total)}  (${f.passed}/${f.total})${falses ? `  false on ${falses} benign/trap case(s)` : ''}${f.missed.length && set.sealed ? `  missed: ${f.missed.join(' ')}` : ''}`,
      );
    }
  }
  if (!set.sealed)
    lines.push(
      misses.length > 0 ? `  misses:\n${misses.map((x) => `    - ${x}`).join('\n')}` : '  misses: none',
    );
  process.stdout.write(`${lines.join('\n')}\n`);
  return ok;
}

const fileArg = process.argv.indexOf('--file');
if (fileArg >= 0) {
  const file = process.argv[fileArg + 1];
  if (!file) throw new Error('usage: eval.ts --file <cases.json> [--sealed]');
  // resolve() keeps an absolute path as it is; the title names the file itself.
  report({
    title: 'Scored by path',
    file: resolve(file),
    sealed: process.argv.includes('--sealed'),
    gate: false,
  });
  process.exit(0);
}

let ok = true;
for (const set of SETS) {
  if (tuning && set.sealed) continue;
  if (!existsSync(resolve(fixtures, set.file))) continue;
  ok = report(set) && ok;
}
// Plan quality (issue 10), a separate section: scripts/plan-quality.ts.
ok = reportPlanQuality(fixtures) && ok;
process.exitCode = ok ? 0 : 1;
