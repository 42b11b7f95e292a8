import type { ConditionId, RedFlagId, Stage, TreatmentFocus, TriageLevel } from '@physiomate/shared';
import type { FindingId } from '../nlp/lexicon.ts';
import type { BaseRegion } from '../nlp/regions.ts';

/** Acute (under 6 weeks) or persistent: the shared contract's `stage`. */
export type { Stage };

/**
 * What sort of exercise it is; it sets the default pain-monitoring rule and how demanding it is.
 * mobility and stretch: moving into range; isometric: holding still against resistance; strength and
 * control: loading through movement; nerve: a nerve glide; aerobic: walking, cycling, swimming;
 * relaxation: breathing and calming; balance; plyometric: hopping and running impact.
 */
export type ExerciseKind =
  | 'mobility'
  | 'stretch'
  | 'isometric'
  | 'strength'
  | 'control'
  | 'nerve'
  | 'aerobic'
  | 'relaxation'
  | 'balance'
  | 'plyometric';

/** 1: gentle, fine when the pain is new or very irritable; 2: moderate; 3: demanding. */
export type LoadLevel = 1 | 2 | 3;

/** The prescription and the contraindications of one exercise, written per exercise in the region files. */
export interface ExerciseMeta {
  kind: ExerciseKind;
  /** What the person should feel while doing it (where, and what is normal). */
  feel: string;
  /** When to move on, and to what. */
  progression: string;
  /** How demanding it is; defaults by kind (see plan.ts). */
  load?: LoadLevel;
  /**
   * Movements or positions it goes into. Left out when the person says that finding brings on their
   * pain, unless the top condition lists the exercise in `graded` (then kept, and said so).
   */
  loads?: FindingId[];
  /** Findings that rule it out whatever the condition (e.g. 'immobility' for a side plank). */
  notWhen?: FindingId[];
  /** Offered only when at least one of these is present (a nerve glide needs nerve symptoms). */
  onlyWhen?: FindingId[];
  /** Not in the first six weeks (too demanding for a new injury). */
  notAcute?: boolean;
  /** The pain-monitoring rule, when the kind's default does not fit. */
  painRule?: string;
  /** A phrase to search a demonstration video with (defaults to the name). */
  video?: string;
}

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
  kind: ExerciseKind;
  feel: string;
  progression: string;
  load: LoadLevel;
  loads: readonly FindingId[];
  notWhen: readonly FindingId[];
  onlyWhen: readonly FindingId[];
  notAcute: boolean;
  painRule?: string;
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
  /**
   * Exercises per stage, the one that matters most first (the free tier shows the first four).
   * Persistent lists start with graded loading or activity.
   */
  exercises: Record<Stage, string[]>;
  /**
   * Exercises that deliberately go into a movement the person may say hurts, because graded exposure
   * to it is the treatment; the value says why, in plain words, and is shown when that is the case.
   */
  graded?: Record<string, string>;
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
  /** Holds when the pain areas hold at least this many peripheral joints (a hand, a foot, a knee or an elbow, each side counted), left and right both represented. */
  | { jointsAtLeast: number }
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
