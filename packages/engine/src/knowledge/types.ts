import type { ConditionId, RedFlagId, TreatmentFocus, TriageLevel } from '@physiomate/shared';
import type { FindingId } from '../nlp/lexicon.ts';
import type { BaseRegion } from '../nlp/regions.ts';

export type Stage = 'acute' | 'persistent';

/** One exercise of the library. `regions` are the body areas it serves (sides are resolved per person). */
export interface ExerciseDef {
  id: string;
  name: string;
  description: string;
  steps: string[];
  duration: string;
  frequency: string;
  regions: BaseRegion[] | ['general'];
  equipment: string[];
  video_search: string;
}

/** An age band that makes a condition more (positive) or less (negative) likely. */
export interface AgeWeight {
  min?: number;
  max?: number;
  weight: number;
}

/** What a physiotherapist knows about one condition, as weighted data. */
export interface ConditionKnowledge {
  id: ConditionId;
  /** The guideline or review the content follows. */
  source: string;
  /** How strongly each body area points to the condition (0..4). */
  regions: Partial<Record<BaseRegion, number>>;
  /** Baseline (log-odds style) before findings. */
  prior: number;
  /** Weight added when a finding is present in the text. */
  findings: Partial<Record<FindingId, number>>;
  /** Weight added when a finding is explicitly denied ('no numbness'). */
  denied?: Partial<Record<FindingId, number>>;
  age?: AgeWeight[];
  sex?: { female?: number; male?: number };
  /** Weight added when the pain is recent (< 6 weeks) or persistent. */
  stageWeight?: Partial<Record<Stage, number>>;
  /** Clinical-judgement triage when no red flag is raised. */
  triage: TriageLevel;
  exercises: Record<Stage, string[]>;
  lifestyle: string[];
  products: string[];
  prognosis: Record<Stage, string>;
  /** Short person-facing issue (max 8 words). */
  keyIssue: string;
  focus: TreatmentFocus[];
  /** One sentence: what the problem is, in plain words. */
  explanation: string;
  /** What would make us think again. */
  rethink: string;
  /** Typical cause when the text names none. */
  typicalCause: string;
}

/** A term of a red-flag rule: a finding, any of several findings, or a fact about the person. */
export type RuleTerm =
  | FindingId
  | { any: readonly FindingId[] }
  | { region: readonly BaseRegion[] }
  | { ageAtLeast: number }
  | { ageBelow: number }
  /** Holds when the age is at least this, or unknown (an older-age cue counts as known). */
  | { ageNotBelow: number }
  | { morningStiffnessOver: number }
  | { not: FindingId };

export interface RedFlagRule {
  id: RedFlagId;
  /** Raised when every term of any one pattern holds. */
  when: RuleTerm[][];
  /** A stricter pattern that lifts the flag's triage (e.g. visual loss in giant cell arteritis). */
  escalate?: { to: TriageLevel; when: RuleTerm[][] };
  /** Triage for a milder presentation (e.g. exertional chest pain settling with rest). */
  soften?: { to: TriageLevel; when: RuleTerm[][]; action?: string };
  /** Plain words: what to do now. */
  action: string;
  /** Safety advice shown in place of (or with) the plan. */
  safety: string[];
}
