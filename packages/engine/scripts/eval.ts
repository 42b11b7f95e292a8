import { existsSync, readFileSync } from 'node:fs';
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

const SETS: CaseSet[] = [
  { title: 'Sample vignettes', file: 'vignettes-sample.json', sealed: false, gate: true },
  {
    title: 'Held-out cases (written for this engine, not tuned on the sample)',
    file: 'holdout.json',
    sealed: false,
    gate: true,
  },
  {
    title: 'Red-flag development set (paraphrases and traps, used for tuning)',
    file: 'redflag-dev.json',
    sealed: false,
    gate: false,
  },
  {
    title: 'Red-flag development set 2 (another writer, other idioms; used for tuning)',
    file: 'redflag-dev2.json',
    sealed: false,
    gate: false,
  },
  {
    title: 'Red-flag development set 3 (a third writer: texting, carers, US English; used for tuning)',
    file: 'redflag-dev3.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 4 (a fourth writer: other Englishes, dialects, the elderly; used for tuning)',
    file: 'redflag-dev4.json',
    sealed: false,
    gate: false,
  },
  {
    title: 'Red-flag development set 5 (a fifth writer: the weakest flags in new voices; used for tuning)',
    file: 'redflag-dev5.json',
    sealed: false,
    gate: false,
  },
  {
    title: 'Red-flag development set 6 (a sixth writer, written with sealed set C; used for tuning)',
    file: 'redflag-dev6.json',
    sealed: false,
    gate: false,
  },
  {
    title: 'Red-flag development set 7 (the hardest flags in many more voices; used for tuning)',
    file: 'redflag-dev7.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 8 (signs in passing, minimised, by lost function, in translation; used for tuning)',
    file: 'redflag-dev8.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 9 (the sign as an aside or a sensation, typos, the young and very old; used for tuning)',
    file: 'redflag-dev9.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 10 (notes, one-liners, translated idioms, what others noticed; used for tuning)',
    file: 'redflag-dev10.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 11 (people in a hurry: phone typos, vague, the sign once in a long story, by its consequence; used for tuning)',
    file: 'redflag-dev11.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 12 (the hardest flags many ways: every listed sign, regional English, carers, shorthand; used for tuning)',
    file: 'redflag-dev12.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 13 (asking about exercise, the danger sign in passing, in brackets or as a question; used for tuning)',
    file: 'redflag-dev13.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 14 (timelines, worsening, two signs together, numbers, medicines that hint at the risk; used for tuning)',
    file: 'redflag-dev14.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 15 (carers of people with dementia or a learning disability, parents of teenagers, simple English; used for tuning)',
    file: 'redflag-dev15.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 16 (very short texts and long rambling stories, the sign as a metaphor or a consequence; used for tuning)',
    file: 'redflag-dev16.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 17 (the flags hardest to word, 15 cases each in many voices: cauda equina, mental-health crisis, fracture, DVT, tendon rupture, progressive deficit; used for tuning)',
    file: 'redflag-dev17.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 18 (busy descriptions: two or three ordinary complaints and one red-flag sign; busy benign traps; used for tuning)',
    file: 'redflag-dev18.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 19 (everyday words and what people can no longer do; carers, second-language English, long rambles; used for tuning)',
    file: 'redflag-dev19.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 20 (the eight hardest flags 12 ways each: slang, understatement, timelines, medicines, questions; quiet near-misses; used for tuning)',
    file: 'redflag-dev20.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 21 (hedged and mixed messages, new signs among old conditions, jargon, parents; used for tuning)',
    file: 'redflag-dev21.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 22 (half very short messages, half signs told by a sensation, an image or what others noticed; used for tuning)',
    file: 'redflag-dev22.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 23 (the sign inside a story of the day or the job, timelines, numbers, medicines named without saying why; used for tuning)',
    file: 'redflag-dev23.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 24 (English as a second language with idioms translated literally; regional slang and texting; used for tuning)',
    file: 'redflag-dev24.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 25 (older adults, carers and people who play the sign down or mention it in passing; used for tuning)',
    file: 'redflag-dev25.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 26 (many kinds of writer; extra cases for aortic aneurysm, PE, DVT, progressive deficit, malignancy and tendon rupture; used for tuning)',
    file: 'redflag-dev26.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 27 (English as a second language from ten first languages, and short phone messages; used for tuning)',
    file: 'redflag-dev27.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 28 (the six hardest flags ten ways each: images, what others noticed, risk factors in passing, consequences, very short and very long; used for tuning)',
    file: 'redflag-dev28.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 29 (teenagers, parents, manual workers, the very old and carers, people who joke or hedge, seven first languages; used for tuning)',
    file: 'redflag-dev29.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 30 (people who play signs down or joke, signs told by their consequence or buried in a list, older people and carers, eight first languages; used for tuning)',
    file: 'redflag-dev30.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 31 (half very short night-time phone messages in many Englishes, half sensations, images, questions and risky medicines or events named without saying why; used for tuning)',
    file: 'redflag-dev31.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 32 (the eight hardest flags 12 ways each, every sign told indirectly: images, sensations, tasks, what others noticed, habits, timelines; used for tuning)',
    file: 'redflag-dev32.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 33 (carers, partners and parents writing, day-by-day timelines, ordinary complaints with one serious sign, numbers; six first languages; used for tuning)',
    file: 'redflag-dev33.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      "Red-flag development set 34 (80 hard traps: every flag's words denied, in others, long past, read about, explained or idioms; 5 cases per flag; used for tuning)",
    file: 'redflag-dev34.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      'Red-flag development set 35 (14 cases each for mental-health crisis, cauda equina, tendon rupture, inflammatory arthritis, progressive deficit, stroke and giant cell arteritis; used for tuning)',
    file: 'redflag-dev35.json',
    sealed: false,
    gate: false,
  },
  {
    title:
      "Red-flag development set 36 (70 hard traps: other people's illnesses told by nurses, carers and family, clear tests, ordinary causes, numbers; 6 cases per flag; used for tuning)",
    file: 'redflag-dev36.json',
    sealed: false,
    gate: false,
  },
  {
    title: 'Sealed set A (written before the concept screen; never tuned on)',
    file: 'sealed-a.json',
    sealed: true,
    gate: false,
  },
  {
    title: 'Sealed set B (never tuned on)',
    file: 'sealed-b.json',
    sealed: true,
    gate: false,
  },
  {
    title: 'Sealed set C (10 cases per flag, written before the 2026-11-23 changes; never tuned on)',
    file: 'sealed-c.json',
    sealed: true,
    gate: false,
  },
  {
    title:
      'Sealed set D (10 cases per flag and 50 traps, mixed voices, written before the seventh round; never tuned on)',
    file: 'sealed-d.json',
    sealed: true,
    gate: false,
  },
  {
    title:
      'Sealed set E (8 cases per flag and 36 traps, a natural mix of voices, written before the eighth round; never tuned on)',
    file: 'sealed-e.json',
    sealed: true,
    gate: false,
  },
  {
    title:
      'Sealed set F (8 cases per flag and 36 traps, a natural mix of voices, written before the ninth round; never tuned on)',
    file: 'sealed-f.json',
    sealed: true,
    gate: false,
  },
  {
    title:
      'Sealed set G (10 cases per flag and 40 traps, a wide spread of the public, written before the tenth round; never tuned on)',
    file: 'sealed-g.json',
    sealed: true,
    gate: false,
  },
  {
    title:
      "Sealed set H (10 cases per flag and 40 traps, a week of a real site's messages, written before the eleventh round; never tuned on)",
    file: 'sealed-h.json',
    sealed: true,
    gate: false,
  },
];

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
