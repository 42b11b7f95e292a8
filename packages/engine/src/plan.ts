import type { Exercise, RegionId } from '@physiomate/shared';
import { CONDITIONS } from '@physiomate/shared';
import { EQUIPMENT_PRODUCTS, PERSONAL_ADVICE } from './knowledge/advice.ts';
import {
  EXERCISE_BY_ID,
  type ExerciseDef,
  KNOWLEDGE_BY_ID,
  RED_FLAG_RULES,
  type Stage,
  URGENT_SAFE_EXERCISES,
} from './knowledge/index.ts';
import type { Findings } from './nlp/extract.ts';
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
  return keys.some((k) => set.has(norm(k)));
}

/** The regions the relevance rule allows: identified ones and those of the top condition. */
export function allowedRegions(identified: readonly string[], topId: string | undefined): Set<string> {
  return new Set([...identified, ...(topId ? (CONDITION_REGIONS.get(topId) ?? []) : [])]);
}

/** Turns a library exercise into the output contract, with region ids on the person's side(s). */
export function materialise(
  def: ExerciseDef,
  identified: readonly string[],
  allowed: ReadonlySet<string>,
): Exercise {
  let regions: string[];
  if (def.regions[0] === 'general') regions = ['general'];
  else {
    const sides = new Set(
      identified.map((id) => (/-left$/.test(id) ? 'left' : /-right$/.test(id) ? 'right' : '')),
    );
    const side =
      sides.has('left') && !sides.has('right')
        ? 'left'
        : sides.has('right') && !sides.has('left')
          ? 'right'
          : undefined;
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
  };
}

export function isRelevant(exercise: Exercise, allowed: ReadonlySet<string>): boolean {
  return exercise.regions.some((r) => r === 'general' || allowed.has(r));
}

/** Candidate exercise ids for a ranked result, best first. */
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
  push(['walking-program']);
  if (top) push(top.exercises[other]);
  for (const r of ranked.slice(1, 3)) {
    const k = KNOWLEDGE_BY_ID.get(r.id);
    if (k) push([...k.exercises[stage], ...k.exercises[other]]);
  }
  push(['diaphragmatic-breathing', 'gentle-full-body-stretch', 'stationary-cycling', 'posture-reset']);
  return ids;
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
  const exercises = pickExercises(candidateIds(ranked, stage), identified, allowed, exclusions, 7);

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
