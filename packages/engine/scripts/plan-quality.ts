import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Exercise, Recommendation } from '@physiomate/shared';
import { assess } from '../src/engine.ts';
import type { Metric, Vignette } from '../src/evaluate.ts';
import { extract } from '../src/nlp/extract.ts';
import type { FindingId } from '../src/nlp/lexicon.ts';
import { summaryText } from '../src/text.ts';

/**
 * The plan-quality check of issue 10: per case with a plan, 3 to 5 exercises, and no exercise that goes
 * into a movement or position the person says brings on their pain (unless the exercise says it is the
 * graded treatment, in `graded_note`), no nerve glide without nerve symptoms and nothing demanding for
 * someone laid up in bed.
 *
 * It reads the exercise as a person would (its name and steps) with its own patterns, independent of
 * the library's contraindication data, so a wrong `loads` entry in the library shows up here.
 */

/** A case of plan-cases.json: `expect.provoking` lists, in plain words, what the person says makes it worse. */
export interface PlanCase extends Vignette {
  expect: Vignette['expect'] & { provoking?: string[]; activities?: string[] };
}

interface Provocation {
  /** What the person said, as the case writer put it ('looking up', 'gripping'). */
  said: RegExp;
  /** The same, as the engine's findings (used when a case gives no `expect.provoking`). */
  findings: FindingId[];
  /** An exercise that goes into it, read from its name and steps. */
  exercise: RegExp;
}

const PROVOCATIONS: Record<string, Provocation> = {
  'looking up': {
    said: /\blook(?:ing)? up\b|\bhead back\b|\bneck back\b/,
    findings: ['neck_extension_arm'],
    exercise:
      /\blook(?:ing)? (?:a little )?up(?:wards)?\b|\bhead back\b|\bneck retraction with gentle extension\b/,
  },
  'turning the head': {
    said: /\bturn(?:ing)? (?:my |the )?head\b|\blook(?:ing)? (?:down|over|round)\b|\bneck movement/,
    findings: ['neck_movement'],
    exercise: /\bturn your head\b|\btilt(?:ing)? your head\b|\blook down towards\b/,
  },
  gripping: {
    said: /\bgrip|\bsqueez(?:e|ing) (?:things|objects|hands?)|\bshaking hands\b|\bopening jars\b|\bwringing\b|\bholding\b/,
    findings: ['gripping'],
    exercise:
      /\bgrip\b|\bputty\b|\bflexbar\b|\bhold(?:ing)? (?:a |the )?(?:light )?(?:hammer|weight|dumbbell|bar)\b|\bholding a light weight\b|\bsqueeze (?:putty|a soft ball)\b/,
  },
  'thumb into the palm': {
    said: /\bthumb (?:into|in) (?:my |the )?(?:palm|fist)\b|\btowards (?:the )?little finger\b/,
    findings: ['finkelstein'],
    exercise: /\bthumb (?:across|into) (?:the |your )?palm\b|\btowards the little finger\b|\bside to side\b/,
  },
  overhead: {
    said: /\boverhead\b|\breach(?:ing)? up\b|\blift(?:ing)? (?:my )?arm\b|\bshelf\b/,
    findings: ['overhead', 'painful_arc'],
    exercise: /\boverhead\b|\bup the wall\b|\braise the arms?\b|\bup and over your head\b/,
  },
  'reaching behind': {
    said: /\bbehind (?:my |the )?back\b|\bbra\b/,
    findings: ['reach_behind'],
    exercise: /\bbehind your back\b/,
  },
  'lying on the sore side': {
    said: /\blying on (?:it|that side|side|the sore side)\b/,
    findings: ['lying_on_side'],
    exercise: /\blie on your sore side\b|\bpropped on your elbow\b/,
  },
  'bending forward': {
    said: /\bbending\b|\bsocks\b|\bshoes on\b/,
    findings: ['bending_forward'],
    exercise:
      /\bknees? (?:towards|to) (?:your )?chest\b|\bpush your hips back\b|\blean forward from the hips\b|\btouch(?:ing)? your toes\b/,
  },
  squatting: {
    said: /\bsquat|\bkneel|\blunge/,
    findings: ['squatting'],
    exercise: /\bsquat|\blunge|\bkneel\b/,
  },
  stairs: {
    said: /\bstairs\b|\bsteps\b|\bdownhill\b|\buphill\b/,
    findings: ['stairs', 'stairs_down', 'hills'],
    exercise: /\bstep up\b|\bstep-ups?\b|\bslowly lower the other heel\b|\bstairs\b/,
  },
  'pushing off': {
    said: /\bpush(?:ing)? off\b|\btip ?toe/,
    findings: ['push_off'],
    exercise: /\bonto your toes\b|\bon your toes\b|\brise up\b|\blift your heels\b|\bhop/,
  },
  walking: {
    said: /\bwalk/,
    findings: ['walking_aggr'],
    exercise: /\bwalk (?:at|briskly)\b|\bwalk on your heels\b/,
  },
  'standing up': {
    said: /\bget(?:ting)? (?:up|out of) (?:a |the )?(?:chair|seat|sofa)\b|\bstanding up\b/,
    findings: ['sit_to_stand'],
    exercise: /\bstand up without\b/,
  },
  'chewing and opening wide': {
    said: /\bchew|\byawn|\bopen(?:ing)? (?:my )?mouth\b/,
    findings: ['jaw_chewing'],
    exercise: /\bopen your mouth\b|\bopen against\b/,
  },
  'stretching the muscle': {
    said: /\bstretch/,
    findings: ['stretch_pain'],
    exercise: /\b(?:hamstring|calf) stretch\b|\bstretch in the calf\b|\bnordic\b|\bwalk your feet out\b/,
  },
  'weight on the hands': {
    said: /\bpress-?ups?\b|\bpush-?ups?\b|\bplank\b/,
    findings: [],
    exercise: /\bhands and knees\b|\bpush-up\b|\bplank\b|\bhands under your shoulders\b|\bon all fours\b/,
  },
  'sitting up': {
    said: /\bsit(?:ting)? up\b|\bsit-?ups?\b|\bcrunch/,
    findings: [],
    exercise: /\bsit-?ups?\b|\bcrunch|\blower one arm and the opposite leg\b|\blower one foot to tap\b/,
  },
  'legs together': {
    said: /\blegs together\b|\bsqueez\w* (?:my )?(?:legs|knees)\b/,
    findings: [],
    exercise: /\bsqueeze the knees together\b|\binner-thigh lift\b|\bcopenhagen\b/,
  },
  running: {
    said: /\brun(?:ning)?\b|\bjump|\blanding\b/,
    findings: [],
    exercise: /\brunning\b|\bhop\b|\bhops\b/,
  },
};

const NERVE_FINDINGS: FindingId[] = [
  'radiating_arm',
  'radiating_leg',
  'below_knee',
  'sciatica_word',
  'pins_needles',
  'numbness',
  'cts_fingers',
  'flick_sign',
  'burning',
  'electric',
];
const DEMANDING = /\bplank\b|\bnordic\b|\bhop|\bwalk-run\b|\bcopenhagen\b/i;

const text = (e: Exercise) => `${e.name}. ${e.steps.join(' ')}`.toLowerCase();

/** The provocations of a case: from `expect.provoking` when the writer gave it, else from the findings. */
export function provocationsOf(c: PlanCase, present: ReadonlySet<FindingId>): string[] {
  if (c.expect.provoking) {
    return Object.keys(PROVOCATIONS).filter((k) =>
      c.expect.provoking?.some((said) => PROVOCATIONS[k]?.said.test(said.toLowerCase())),
    );
  }
  return Object.keys(PROVOCATIONS).filter((k) => PROVOCATIONS[k]?.findings.some((f) => present.has(f)));
}

/** Why an exercise contradicts what the person said, or null. */
export function contradiction(
  e: Exercise,
  provocations: readonly string[],
  present: ReadonlySet<FindingId>,
): string | null {
  const t = text(e);
  if (!e.graded_note) {
    for (const k of provocations) if (PROVOCATIONS[k]?.exercise.test(t)) return `goes into ${k}`;
  }
  if (/\bnerve\b/i.test(e.name) && !NERVE_FINDINGS.some((f) => present.has(f)))
    return 'a nerve glide with no nerve symptoms';
  if (present.has('immobility') && DEMANDING.test(t)) return 'demanding for someone laid up';
  return null;
}

/**
 * Activities a sentence of advice or explanation may name only when the person did: read with our own
 * word lists, independent of the engine's lexicon.
 */
const ACTIVITIES: Record<string, { words: RegExp; findings: FindingId[] }> = {
  running: {
    words: /\b(?:run|running|jog|jogging|runner|marathon|parkrun)\b/,
    findings: ['running', 'sprinting', 'into_run'],
  },
  lifting: {
    words: /(?<!arm-)\b(?:lifting(?! (?:the|your|my) arms?)|lifts? (?:heavy|weights?|boxes|loads?))\b/,
    findings: ['lifting', 'new_baby', 'manual_work'],
  },
  'desk work': {
    words: /\b(?:desk|computer|keyboard|laptop|screen work|typing|office)\b/,
    findings: ['typing_computer', 'slumped_posture', 'sustained_posture'],
  },
  cycling: { words: /\b(?:cycling|cycle|bike|biking)\b/, findings: ['cycling'] },
  swimming: { words: /\b(?:swim|swimming)\b/, findings: ['overhead', 'throwing_climbing'] },
  gardening: { words: /\b(?:garden|gardening|digging)\b/, findings: ['manual_work', 'lifting'] },
  'racket sport': { words: /\b(?:tennis|squash|badminton|padel|racket)\b/, findings: ['racket_sport'] },
  'field sport': {
    words: /\b(?:football|rugby|hockey|netball|basketball)\b/,
    findings: ['contact_sport', 'jumping', 'sprinting'],
  },
};
const DURATION_STATED = /Duration: (?!Not stated)|\b(?:recent|persistent) \((?:under|over) 6 weeks\)/;
/** Condition names that contain an activity word ('tennis elbow', "runner's knee") are not advice. */
const CONDITION_NAMES = /\b(?:tennis|golfer'?s?|runner'?s?|jumper'?s?) (?:elbow|knee)\b/g;

/**
 * What the words say that the engine did not read: an activity neither in the person's words nor in its
 * findings, or a duration never given.
 */
export function unfoundedStatements(c: PlanCase, r: Recommendation, durationGiven: boolean): string[] {
  const said = c.symptoms.toLowerCase();
  const present = extract(c.symptoms).present;
  const written = [summaryText(r), r.clinical_narrative ?? '', ...r.lifestyle, ...r.key_issues]
    .join('\n')
    .toLowerCase()
    .replace(CONDITION_NAMES, '');
  const out: string[] = [];
  for (const [name, a] of Object.entries(ACTIVITIES))
    if (a.words.test(written) && !a.words.test(said) && !a.findings.some((f) => present.has(f)))
      out.push(`mentions ${name}`);
  if (!durationGiven && DURATION_STATED.test(`${summaryText(r)}\n${r.clinical_narrative ?? ''}`))
    out.push('states a duration');
  return out;
}

export interface PlanQualityReport {
  metrics: Metric[];
  misses: string[];
}

/** Scores the plans of a case set. */
export function planQuality(
  cases: readonly PlanCase[],
  engine: (c: PlanCase) => Recommendation = (c) => assess(c),
): PlanQualityReport {
  const count = { name: 'plan has 3-5 exercises', passed: 0, total: 0, target: 1 };
  const fit = { name: 'no exercise against a provoking finding', passed: 0, total: 0, target: 1 };
  const known = { name: 'says only what is known', passed: 0, total: 0, target: 1 };
  const misses: string[] = [];
  for (const c of cases) {
    const r = engine(c);
    // A plan: not an emergency, text understood, and no caution that withholds exercise.
    if (r.triage.level === 'emergency' || (r.understanding ?? 'ok') !== 'ok') continue;
    if (r.exercises.length === 0 && (r.cautions ?? []).length > 0) continue;
    const present = extract(c.symptoms).present;
    count.total++;
    if (r.exercises.length >= 3 && r.exercises.length <= 5) count.passed++;
    else misses.push(`${c.id} has ${r.exercises.length} exercises`);
    fit.total++;
    const provocations = provocationsOf(c, present);
    const wrong = r.exercises
      .map((e) => [e.id, contradiction(e, provocations, present)] as const)
      .filter(([, why]) => why !== null);
    if (wrong.length === 0) fit.passed++;
    else misses.push(`${c.id}: ${wrong.map(([id, why]) => `${id} (${why})`).join(', ')}`);
    known.total++;
    const durationGiven =
      (c.expect as { duration_given?: boolean }).duration_given ??
      extract(c.symptoms).durationDays !== undefined;
    const unfounded = unfoundedStatements(c, r, durationGiven);
    if (unfounded.length === 0) known.passed++;
    else misses.push(`${c.id}: ${unfounded.join(', ')}`);
  }
  return { metrics: [count, fit, known], misses };
}

const pct = (m: Metric) => `${(m.total === 0 ? 100 : (m.passed / m.total) * 100).toFixed(1).padStart(6)}%`;

/** Prints the plan-quality section of `npm run eval:engine`; false when a gated set falls short. */
export function reportPlanQuality(fixtures: string): boolean {
  const sets = [
    { file: 'vignettes-sample.json', gate: true },
    { file: 'plan-cases.json', gate: true },
    { file: 'holdout.json', gate: false },
  ];
  const lines = [
    '\nPlan quality (issue 10: 3-5 exercises, none into a provoking movement unless graded and said so, no activity or duration the person did not give)',
  ];
  let ok = true;
  for (const set of sets) {
    let cases: PlanCase[];
    try {
      cases = JSON.parse(readFileSync(resolve(fixtures, set.file), 'utf8')) as PlanCase[];
    } catch {
      continue;
    }
    const { metrics, misses } = planQuality(cases);
    lines.push(`  ${set.file} (${cases.length} cases)`);
    for (const m of metrics) {
      const pass = m.passed === m.total;
      if (set.gate) ok &&= pass;
      lines.push(
        `    ${pass ? 'PASS' : 'FAIL'}  ${m.name.padEnd(40)} ${pct(m)}  (${m.passed}/${m.total}, target 100%)`,
      );
    }
    for (const x of misses) lines.push(`    - ${x}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return ok;
}
