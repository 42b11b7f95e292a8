import type { ConditionId } from '@physiomate/shared';
import { ANKLE_FOOT_CONDITIONS, ANKLE_FOOT_EXERCISES } from './ankle-foot.ts';
import { BACK_CONDITIONS, BACK_EXERCISES } from './back.ts';
import { ELBOW_WRIST_HAND_CONDITIONS, ELBOW_WRIST_HAND_EXERCISES } from './elbow-wrist-hand.ts';
import { GENERAL_CONDITIONS, GENERAL_EXERCISES } from './general.ts';
import { HIP_CONDITIONS, HIP_EXERCISES } from './hip.ts';
import { KNEE_CONDITIONS, KNEE_EXERCISES } from './knee.ts';
import { NECK_CONDITIONS, NECK_EXERCISES } from './neck.ts';
import { SHOULDER_CONDITIONS, SHOULDER_EXERCISES } from './shoulder.ts';
import type { ConditionKnowledge, ExerciseDef } from './types.ts';

export { RED_FLAG_RULES } from './red-flags.ts';
export { REGION_EXERCISES } from './regions.ts';
export type {
  ConditionKnowledge,
  ExerciseDef,
  ExerciseKind,
  LoadLevel,
  RedFlagRule,
  RuleTerm,
  Stage,
} from './types.ts';

export const CONDITION_KNOWLEDGE: ConditionKnowledge[] = [
  ...NECK_CONDITIONS,
  ...SHOULDER_CONDITIONS,
  ...ELBOW_WRIST_HAND_CONDITIONS,
  ...BACK_CONDITIONS,
  ...HIP_CONDITIONS,
  ...KNEE_CONDITIONS,
  ...ANKLE_FOOT_CONDITIONS,
  ...GENERAL_CONDITIONS,
];

export const EXERCISES: ExerciseDef[] = [
  ...NECK_EXERCISES,
  ...SHOULDER_EXERCISES,
  ...ELBOW_WRIST_HAND_EXERCISES,
  ...BACK_EXERCISES,
  ...HIP_EXERCISES,
  ...KNEE_EXERCISES,
  ...ANKLE_FOOT_EXERCISES,
  ...GENERAL_EXERCISES,
];

export const EXERCISE_BY_ID = new Map<string, ExerciseDef>(EXERCISES.map((e) => [e.id, e]));
export const KNOWLEDGE_BY_ID = new Map<ConditionId, ConditionKnowledge>(
  CONDITION_KNOWLEDGE.map((c) => [c.id, c]),
);

/** Exercises safe to offer while an urgent medical check is pending (no loading of the painful area). */
export const URGENT_SAFE_EXERCISES = [
  'diaphragmatic-breathing',
  'progressive-relaxation',
  'body-scan',
  'posture-reset',
];
