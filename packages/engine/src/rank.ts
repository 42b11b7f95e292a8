import { CONDITIONS, type ConditionId } from '@physiomate/shared';
import { CONDITION_KNOWLEDGE, type ConditionKnowledge, type Stage } from './knowledge/index.ts';
import type { Location } from './locate.ts';
import type { Findings } from './nlp/extract.ts';
import type { FindingId } from './nlp/lexicon.ts';
import type { BaseRegion } from './nlp/regions.ts';

export interface Ranked {
  id: ConditionId;
  name: string;
  likelihood: number;
  score: number;
  /** Findings that pushed this condition up, strongest first. */
  support: FindingId[];
  /** Findings that pulled it down. */
  against: FindingId[];
}

const NAMES = new Map<string, string>(CONDITIONS.map((c) => [c.id, c.name]));
const ACUTE_MARKERS: FindingId[] = [
  'sudden_onset',
  'injury',
  'fall',
  'sprinting',
  'pop_snap',
  'ankle_inversion',
  'whiplash_mechanism',
  'sudden_grab',
  'twisting',
];
const TEMPERATURE = 1.1;

/** Acute (under 6 weeks) or persistent, from the stated duration or the way it started. */
export function stageOf(findings: Findings): Stage {
  if (findings.durationDays !== undefined) return findings.durationDays < 42 ? 'acute' : 'persistent';
  return ACUTE_MARKERS.some((f) => findings.present.has(f)) ? 'acute' : 'persistent';
}

/** `weights`: the location's weights as [region, weight] pairs, in the map's order (read once per ranking). */
function regionScore(
  ck: ConditionKnowledge,
  location: Location,
  weights: readonly (readonly [BaseRegion, number])[],
): number {
  if (ck.id === 'nonspecific-musculoskeletal-pain') {
    const spread = location.weights.size;
    if (location.weights.size === 0) return 2.5;
    return (location.generic ? 1.5 : 0) + (spread >= 4 ? 1.5 : spread === 3 ? 0.5 : -0.5);
  }
  if (location.weights.size === 0) return -1.5;
  let best = 0;
  for (let k = 0; k < weights.length; k++) {
    const [base, weight] = weights[k] as readonly [BaseRegion, number];
    best = Math.max(best, (ck.regions[base] ?? 0) * weight);
  }
  return best > 0 ? best : -4;
}

/**
 * A condition's finding weights as [id, weight] lists, in the order Object.entries gives them (the
 * order they are added up in), made once per condition rather than at every assessment.
 */
const WEIGHTS = new WeakMap<
  ConditionKnowledge,
  { findings: [FindingId, number][]; denied: [FindingId, number][] }
>();
function weightsOf(ck: ConditionKnowledge) {
  let weights = WEIGHTS.get(ck);
  if (!weights) {
    weights = {
      findings: Object.entries(ck.findings) as [FindingId, number][],
      denied: Object.entries(ck.denied ?? {}) as [FindingId, number][],
    };
    WEIGHTS.set(ck, weights);
  }
  return weights;
}

/**
 * The support or against list of a condition that has none: one frozen empty list shared by them all
 * (most of the taxonomy's conditions have none at any assessment, and the lists are only read).
 */
const NONE: FindingId[] = Object.freeze([]) as unknown as FindingId[];
const byWeight = (a: [FindingId, number], b: [FindingId, number]) => b[1] - a[1];
const byScore = (a: Ranked, b: Ranked) => b.score - a.score;

/** Scores every condition of the taxonomy from regions and findings, most likely first. */
export function rank(findings: Findings, location: Location, stage: Stage): Ranked[] {
  // (index loops, and one object per condition: every condition is scored at every assessment)
  const ranked: Ranked[] = [];
  let max = -Infinity;
  // (the map's entries once, not an iterator and a pair per entry for every condition)
  const regionWeights = [...location.weights];
  for (let c = 0; c < CONDITION_KNOWLEDGE.length; c++) {
    const ck = CONDITION_KNOWLEDGE[c] as ConditionKnowledge;
    let score = ck.prior + regionScore(ck, location, regionWeights);
    // The findings that support it, by weight (highest first; equal weights in the order added up).
    let contributions: [FindingId, number][] | undefined;
    const weights = weightsOf(ck);
    const present = weights.findings;
    for (let k = 0; k < present.length; k++) {
      const entry = present[k] as [FindingId, number];
      if (findings.present.has(entry[0])) {
        score += entry[1];
        if (entry[1] > 0) {
          if (contributions) contributions.push(entry);
          else contributions = [entry];
        }
      }
    }
    let against: FindingId[] | undefined;
    const denied = weights.denied;
    for (let k = 0; k < denied.length; k++) {
      const [id, weight] = denied[k] as [FindingId, number];
      if (findings.denied.has(id)) {
        score += weight;
        if (weight < 0) {
          if (against) against.push(id);
          else against = [id];
        }
      }
    }
    if (findings.age !== undefined && ck.age) {
      for (let k = 0; k < ck.age.length; k++) {
        const band = ck.age[k] as NonNullable<ConditionKnowledge['age']>[number];
        if (findings.age >= (band.min ?? 0) && findings.age <= (band.max ?? 200)) score += band.weight;
      }
    }
    if (findings.sex && ck.sex) score += ck.sex[findings.sex] ?? 0;
    score += ck.stageWeight?.[stage] ?? 0;
    let support = NONE;
    if (contributions) {
      if (contributions.length > 1) sortStably(contributions, byWeight);
      support = [];
      for (let k = 0; k < contributions.length; k++)
        support.push((contributions[k] as [FindingId, number])[0]);
    }
    max = Math.max(max, score);
    // (likelihood is set below, once the largest score is known)
    ranked.push({
      id: ck.id,
      name: NAMES.get(ck.id) ?? ck.id,
      score,
      support,
      against: against ?? NONE,
      likelihood: Number.NaN,
    });
  }
  let total = 0;
  for (const r of ranked) total += Math.exp((r.score - max) / TEMPERATURE);
  for (const r of ranked)
    r.likelihood = Math.round((Math.exp((r.score - max) / TEMPERATURE) / total) * 1000) / 1000;
  return sortStably(ranked, byScore);
}

/**
 * `list.sort(order)` done in place by insertion: the same order (Array.prototype.sort is stable, and so
 * is this, so equal elements keep their order in both), without the work arrays a sort call allocates;
 * the lists are short (30 conditions, a condition's few findings).
 */
function sortStably<T>(list: T[], order: (a: T, b: T) => number): T[] {
  for (let i = 1; i < list.length; i++) {
    const item = list[i] as T;
    let j = i - 1;
    while (j >= 0 && order(list[j] as T, item) > 0) {
      list[j + 1] = list[j] as T;
      j--;
    }
    list[j + 1] = item;
  }
  return list;
}
