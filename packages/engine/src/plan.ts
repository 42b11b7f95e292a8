import type { Exercise, RegionId } from '@physiomate/shared';
import { CONDITIONS } from '@physiomate/shared';
import { EQUIPMENT_PRODUCTS, PERSONAL_ADVICE } from './knowledge/advice.ts';
import {
  EXERCISE_BY_ID,
  type ExerciseDef,
  type ExerciseKind,
  KNOWLEDGE_BY_ID,
  type LoadLevel,
  RED_FLAG_RULES,
  REGION_EXERCISES,
  type Stage,
  URGENT_SAFE_EXERCISES,
} from './knowledge/index.ts';
import type { Findings } from './nlp/extract.ts';
import type { FindingId } from './nlp/lexicon.ts';
import { baseOf, sidedIds } from './nlp/regions.ts';
import type { Ranked } from './rank.ts';
import type { TriageResult } from './triage.ts';

export interface Exclusions {
  exercises: ReadonlySet<string>;
  lifestyle: ReadonlySet<string>;
  products: ReadonlySet<string>;
  regions: ReadonlySet<string>;
}

export interface Plan {
  exercises: Exercise[];
  lifestyle: string[];
  products: string[];
}

const CONDITION_REGIONS = new Map<string, readonly string[]>(CONDITIONS.map((c) => [c.id, c.regions]));
const norm = (s: string) => s.trim().toLowerCase();

export function isExcluded(set: ReadonlySet<string>, ...keys: string[]): boolean {
  // (a first assessment excludes nothing: no key lowercased for an empty set)
  return set.size > 0 && keys.some((k) => set.has(norm(k)));
}

/** The regions the relevance rule allows: identified ones and those of the top condition. */
export function allowedRegions(identified: readonly string[], topId: string | undefined): Set<string> {
  return new Set([...identified, ...(topId ? (CONDITION_REGIONS.get(topId) ?? []) : [])]);
}

/** The pain-monitoring rule for each kind of exercise, unless the exercise states its own. */
export const PAIN_RULES: Record<ExerciseKind, string> = {
  mobility:
    'Move only into mild discomfort (up to 3 out of 10) that eases as soon as you stop; if pain builds with each repetition, make the movement smaller.',
  stretch:
    'Feel a stretch, not pain: keep it to mild discomfort (up to 3 out of 10) that fades as soon as you let go.',
  isometric:
    'Pain up to 3 out of 10 during a hold is fine if it settles within a few minutes; ease the effort if it climbs. Pain often eases after the holds.',
  strength:
    'Pain up to 3-4 out of 10 during the set is acceptable if it settles by the next morning; if pain or stiffness is worse the next day, go back to the previous level for a few days.',
  control:
    'Should feel like effort, not pain: keep any discomfort mild (up to 3 out of 10) and settling within an hour.',
  nerve:
    'It should bring on no more than a faint, brief stretch or tingle that goes as soon as you ease off; if tingling or numbness lingers afterwards, make the movement smaller or leave it out for a day.',
  aerobic:
    'Keep to a pace where pain stays at or below 3 out of 10 and is no worse the next morning; if it flares, shorten the next session rather than stopping altogether.',
  relaxation: 'It should not hurt; if any position is uncomfortable, change it.',
  balance: 'Pain should stay mild (up to 3 out of 10); hold onto something steady whenever you need to.',
  plyometric:
    'No more than 2 out of 10 during and no increase the next morning; a sore spot on the bone or pain that lingers means stop and go back a stage.',
};

/** Turns a library exercise into the output contract, with region ids on the person's side(s). */
export function materialise(
  def: ExerciseDef,
  identified: readonly string[],
  allowed: ReadonlySet<string>,
  gradedNote?: string,
): Exercise {
  let regions: string[];
  if (def.regions[0] === 'general') regions = ['general'];
  else {
    // (which sides the identified ids are on, read with a loop rather than a list and a set per exercise)
    let left = false;
    let right = false;
    for (let k = 0; k < identified.length; k++) {
      const id = identified[k] as string;
      if (id.endsWith('-left')) left = true;
      else if (id.endsWith('-right')) right = true;
    }
    const side = left && !right ? 'left' : right && !left ? 'right' : undefined;
    const all: RegionId[] = [];
    for (const base of def.regions as Exclude<ExerciseDef['regions'], ['general']>) {
      const own = identified.filter((id) => baseOf(id) === base) as RegionId[];
      all.push(...(own.length > 0 ? own : sidedIds(base, side)));
    }
    const relevant = all.filter((id) => allowed.has(id));
    regions = [...new Set(relevant.length > 0 ? relevant : all)];
  }
  return {
    id: def.id,
    name: def.name,
    description: def.description,
    steps: [...def.steps],
    duration: def.duration,
    frequency: def.frequency,
    regions,
    equipment: [...def.equipment],
    video_search: def.video_search,
    feel: def.feel,
    pain_rule: def.painRule ?? PAIN_RULES[def.kind],
    progression: def.progression,
    ...(gradedNote ? { graded_note: gradedNote } : {}),
  };
}

export function isRelevant(exercise: Exercise, allowed: ReadonlySet<string>): boolean {
  return exercise.regions.some((r) => r === 'general' || allowed.has(r));
}

/** Candidate exercise ids for a ranked result, best first (the pool the personalisation step may draw from). */
export function candidateIds(ranked: readonly Pick<Ranked, 'id' | 'likelihood'>[], stage: Stage): string[] {
  const ids: string[] = [];
  const push = (list: readonly string[]) => {
    for (const id of list) if (!ids.includes(id)) ids.push(id);
  };
  const top = ranked[0] ? KNOWLEDGE_BY_ID.get(ranked[0].id) : undefined;
  if (top) push(top.exercises[stage]);
  const other: Stage = stage === 'acute' ? 'persistent' : 'acute';
  for (const r of ranked.slice(1, 3)) {
    const k = KNOWLEDGE_BY_ID.get(r.id);
    if (k && r.likelihood >= 0.1) push(k.exercises[stage].slice(0, 2));
  }
  if (top) push(top.exercises[other]);
  for (const r of ranked.slice(1, 3)) {
    const k = KNOWLEDGE_BY_ID.get(r.id);
    if (k) push([...k.exercises[stage], ...k.exercises[other]]);
  }
  push(FALLBACK_EXERCISES);
  return ids;
}

/** Gentle whole-body exercises that complete a plan a condition's own lists leave short. */
const FALLBACK_EXERCISES = [
  'walking-program',
  'diaphragmatic-breathing',
  'gentle-full-body-stretch',
  'posture-reset',
];

/** The fewest and most exercises of a plan (issue 10: a physiotherapist prescribes 3 to 5). */
export const PLAN_MIN = 3;
export const PLAN_MAX = 5;

/**
 * How many exercises and how demanding, from the stage and how irritable the pain is: very irritable
 * pain (severe, 7/10 or more, or someone laid up in bed) gets three gentle ones; new pain up to four
 * moderate ones; persistent pain up to five, graded loading first.
 */
export function dosing(
  findings: Pick<Findings, 'present' | 'severity'>,
  stage: Stage,
): {
  max: number;
  maxLoad: LoadLevel;
  irritable: boolean;
} {
  const irritable =
    findings.present.has('severe_pain') ||
    (findings.severity ?? 0) >= 7 ||
    findings.present.has('immobility');
  if (irritable) return { max: PLAN_MIN, maxLoad: stage === 'acute' ? 1 : 2, irritable };
  return stage === 'acute' ? { max: 4, maxLoad: 2, irritable } : { max: PLAN_MAX, maxLoad: 3, irritable };
}

export type Contraindication =
  | { ok: true; gradedNote?: string }
  | { ok: false; reason: 'stage' | 'load' | 'not-when' | 'needs' | 'provokes'; finding?: FindingId };

/**
 * Whether an exercise may be given to this person: its stage, how demanding it is, the findings that
 * rule it out, the findings it needs, and the movements it goes into that the person says provoke
 * their pain (allowed only as the condition's graded exposure, and then said so).
 */
export function checkExercise(
  def: ExerciseDef,
  present: ReadonlySet<FindingId>,
  stage: Stage,
  maxLoad: LoadLevel,
  graded: Readonly<Record<string, string>> = {},
): Contraindication {
  if (def.notAcute && stage === 'acute') return { ok: false, reason: 'stage' };
  if (def.load > maxLoad) return { ok: false, reason: 'load' };
  const ruledOut = def.notWhen.find((f) => present.has(f));
  if (ruledOut) return { ok: false, reason: 'not-when', finding: ruledOut };
  if (def.onlyWhen.length > 0 && !def.onlyWhen.some((f) => present.has(f)))
    return { ok: false, reason: 'needs' };
  const provoking = def.loads.find((f) => present.has(f));
  if (provoking) {
    const note = graded[def.id];
    return note ? { ok: true, gradedNote: note } : { ok: false, reason: 'provokes', finding: provoking };
  }
  return { ok: true };
}

/** Exercise ids in the order to consider them: the condition's own lists, then the painful areas', then gentle fallbacks. */
function prescriptionOrder(
  ranked: readonly Ranked[],
  identified: readonly string[],
  stage: Stage,
  widespread: boolean,
): string[] {
  const ids: string[] = [];
  const push = (list: readonly string[]) => {
    for (const id of list) if (!ids.includes(id)) ids.push(id);
  };
  const other: Stage = stage === 'acute' ? 'persistent' : 'acute';
  const top = ranked[0] ? KNOWLEDGE_BY_ID.get(ranked[0].id) : undefined;
  const bases = [...new Set(identified.map(baseOf))].filter((b) => b in REGION_EXERCISES);
  const regional = (s: Stage) => {
    // Interleave the areas so one area does not fill the plan.
    const lists = bases.map((b) => REGION_EXERCISES[b][s]);
    const longest = Math.max(0, ...lists.map((l) => l.length));
    for (let i = 0; i < longest; i++) for (const l of lists) if (l[i]) push([l[i] as string]);
  };
  // Non-specific pain in one or two areas is treated as that area's pain; spread pain gets the general plan.
  const local =
    top?.id === 'nonspecific-musculoskeletal-pain' && !widespread && bases.length > 0 && bases.length <= 2;
  if (local) regional(stage);
  if (top) push(top.exercises[stage]);
  if (top) push(top.exercises[other]);
  if (!local) regional(stage);
  const second = ranked[1] ? KNOWLEDGE_BY_ID.get(ranked[1].id) : undefined;
  if (second && (ranked[1]?.likelihood ?? 0) >= 0.1) push(second.exercises[stage]);
  push(FALLBACK_EXERCISES);
  return ids;
}

/** Chooses 3 to 5 exercises for the condition and the stage, most important first, none contraindicated. */
function prescribe(
  findings: Findings,
  identified: readonly string[],
  ranked: readonly Ranked[],
  stage: Stage,
  allowed: ReadonlySet<string>,
  exclusions: Exclusions,
): Exercise[] {
  const { max, maxLoad } = dosing(findings, stage);
  const graded = (ranked[0] && KNOWLEDGE_BY_ID.get(ranked[0].id)?.graded) ?? {};
  const order = prescriptionOrder(ranked, identified, stage, findings.present.has('widespread'));
  const out: Exercise[] = [];
  const chosen = new Set<string>();
  // A second pass one level more demanding only when the gentle ones leave the plan short.
  const passes: LoadLevel[] = maxLoad < 3 ? [maxLoad, (maxLoad + 1) as LoadLevel] : [maxLoad];
  for (const load of passes) {
    if (out.length >= PLAN_MIN) break;
    for (const id of order) {
      if (out.length >= max) break;
      if (chosen.has(id)) continue;
      const def = EXERCISE_BY_ID.get(id);
      if (!def || isExcluded(exclusions.exercises, def.id, def.name)) continue;
      const verdict = checkExercise(def, findings.present, stage, load, graded);
      if (!verdict.ok) continue;
      const exercise = materialise(def, identified, allowed, verdict.gradedNote);
      if (!isRelevant(exercise, allowed)) continue;
      chosen.add(id);
      out.push(exercise);
    }
  }
  return out;
}

function pickExercises(
  ids: readonly string[],
  identified: readonly string[],
  allowed: ReadonlySet<string>,
  exclusions: Exclusions,
  max: number,
): Exercise[] {
  const out: Exercise[] = [];
  for (const id of ids) {
    if (out.length >= max) break;
    const def = EXERCISE_BY_ID.get(id);
    if (!def || isExcluded(exclusions.exercises, def.id, def.name)) continue;
    const exercise = materialise(def, identified, allowed);
    if (!isRelevant(exercise, allowed)) continue;
    out.push(exercise);
  }
  return out;
}

/** Builds exercises, lifestyle advice and products from the knowledge base. */
export function buildPlan(
  findings: Findings,
  identified: readonly string[],
  ranked: readonly Ranked[],
  stage: Stage,
  tri: TriageResult,
  exclusions: Exclusions,
): Plan {
  const safety: string[] = [];
  for (const id of tri.red_flags) {
    for (const line of RED_FLAG_RULES.find((r) => r.id === id)?.safety ?? [])
      if (!safety.includes(line)) safety.push(line);
  }
  const keepLifestyle = (list: string[]) => list.filter((l) => !isExcluded(exclusions.lifestyle, l));
  const keepProducts = (list: string[]) => list.filter((p) => !isExcluded(exclusions.products, p));

  if (tri.level === 'emergency') {
    return { exercises: [], lifestyle: keepLifestyle(safety), products: [] };
  }
  const top = ranked[0];
  const knowledge = top ? KNOWLEDGE_BY_ID.get(top.id) : undefined;
  const allowed = allowedRegions(identified, top?.id);
  if (tri.level === 'urgent' && tri.fromFlag) {
    const exercises = pickExercises(URGENT_SAFE_EXERCISES, identified, allowed, exclusions, 4).map((e) => ({
      ...e,
      description: `${e.description} Safe while you wait to be checked; start the full plan only once a clinician has cleared you.`,
    }));
    return {
      exercises,
      lifestyle: keepLifestyle([
        ...safety,
        'Once you have been checked and cleared, ask for an exercise plan for the affected area.',
      ]),
      products: [],
    };
  }
  const exercises = prescribe(findings, identified, ranked, stage, allowed, exclusions);

  const lifestyle: string[] = [...safety];
  for (const line of knowledge?.lifestyle ?? []) if (!lifestyle.includes(line)) lifestyle.push(line);
  for (const rule of PERSONAL_ADVICE) {
    if (rule.when.some((f) => findings.present.has(f)) && !lifestyle.includes(rule.text))
      lifestyle.push(rule.text);
  }
  if ((findings.age ?? 0) >= 65)
    lifestyle.push(
      'Include balance and leg-strength work most days: it keeps you steady and lowers the risk of falls.',
    );

  const products: string[] = [];
  for (const p of knowledge?.products ?? []) if (!products.includes(p)) products.push(p);
  for (const e of exercises) {
    for (const item of e.equipment) {
      const product = EQUIPMENT_PRODUCTS[item];
      if (product && !products.includes(product)) products.push(product);
    }
  }
  return {
    exercises,
    lifestyle: keepLifestyle(lifestyle).slice(0, 7),
    products: keepProducts(products).slice(0, 6),
  };
}
