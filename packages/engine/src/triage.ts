import {
  RED_FLAGS,
  type RedFlagId,
  SAFETY_QUESTIONS,
  type SafetyAnswer,
  TRIAGE_LEVELS,
  type TriageLevel,
  triageRank,
} from '@physiomate/shared';
import { KNOWLEDGE_BY_ID, RED_FLAG_RULES, type RuleTerm, type Stage } from './knowledge/index.ts';
import type { Location } from './locate.ts';
import type { Findings } from './nlp/extract.ts';
import type { Ranked } from './rank.ts';

export interface TriageResult {
  level: TriageLevel;
  red_flags: RedFlagId[];
  message: string;
  /** Triage level of each raised flag. */
  flagLevels: Map<RedFlagId, TriageLevel>;
  /** True when the level comes from a red flag rather than clinical judgement. */
  fromFlag: boolean;
}

const QUESTION_FLAG = new Map<string, RedFlagId>(SAFETY_QUESTIONS.map((q) => [q.id, q.flag]));

/** Flags raised by the answers: 'yes' at the flag's level, 'unsure' as a possible flag. */
export function flagsFromAnswers(answers: readonly SafetyAnswer[] | undefined): {
  yes: Set<RedFlagId>;
  unsure: Set<RedFlagId>;
} {
  const yes = new Set<RedFlagId>();
  const unsure = new Set<RedFlagId>();
  for (const a of answers ?? []) {
    const flag = QUESTION_FLAG.get(a.id);
    if (!flag) continue;
    if (a.answer === 'yes') yes.add(flag);
    else if (a.answer === 'unsure') unsure.add(flag);
  }
  for (const id of yes) unsure.delete(id);
  return { yes, unsure };
}

const FLAG_TRIAGE = new Map<string, TriageLevel>(RED_FLAGS.map((f) => [f.id, f.triage]));
const FLAG_NAME = new Map<string, string>(RED_FLAGS.map((f) => [f.id, f.name]));
const ADVICE = new Map<string, string>(TRIAGE_LEVELS.map((t) => [t.id, t.advice]));

/** Areas counted as one peripheral joint each side: a hand's or a foot's small joints, a knee, an elbow. */
const JOINT_OF: Partial<Record<string, string>> = {
  hand: 'hand',
  wrist: 'hand',
  foot: 'foot',
  ankle: 'foot',
  heel: 'foot',
  knee: 'knee',
  elbow: 'elbow',
};

/**
 * How many peripheral joints (each side its own) the person marked, counted only when left and right both
 * have one: 'Left knee', 'Right knee' and 'Left wrist' are three; one swollen leg is none.
 */
function jointsOnBothSides(location: Location): number {
  const joints = new Set<string>();
  let left = false;
  let right = false;
  for (const region of location.marked) {
    const side = region.endsWith('-left') ? 'left' : region.endsWith('-right') ? 'right' : '';
    const joint = side ? JOINT_OF[region.slice(0, -side.length - 1)] : undefined;
    if (!joint) continue;
    joints.add(`${joint} ${side}`);
    if (side === 'left') left = true;
    else right = true;
  }
  return left && right ? joints.size : 0;
}

function holds(term: RuleTerm, findings: Findings, location: Location): boolean {
  if (typeof term === 'string') return findings.present.has(term);
  // (loops, not `some` with a closure: every rule's terms are weighed at every assessment)
  if ('any' in term) {
    for (const f of term.any) if (findings.present.has(f)) return true;
    return false;
  }
  if ('not' in term) return !findings.present.has(term.not);
  if ('region' in term) {
    for (const r of term.region) if (location.weights.has(r)) return true;
    return false;
  }
  if ('ageAtLeast' in term)
    return (
      (findings.age !== undefined && findings.age >= term.ageAtLeast) ||
      (findings.age === undefined && term.ageAtLeast <= 60 && findings.present.has('older_cue'))
    );
  if ('ageNotBelow' in term) return findings.age === undefined || findings.age >= term.ageNotBelow;
  if ('ageBelow' in term) return findings.age !== undefined && findings.age < term.ageBelow;
  if ('jointsAtLeast' in term) return jointsOnBothSides(location) >= term.jointsAtLeast;
  return (
    findings.morningStiffnessMinutes !== undefined &&
    findings.morningStiffnessMinutes > term.morningStiffnessOver
  );
}

/** Whether every term of some pattern holds (in order, stopping at the first that fails). */
function anyPattern(patterns: RuleTerm[][], findings: Findings, location: Location): boolean {
  for (const pattern of patterns) {
    let all = true;
    for (const term of pattern)
      if (!holds(term, findings, location)) {
        all = false;
        break;
      }
    if (all) return true;
  }
  return false;
}

export function maxLevel(a: TriageLevel, b: TriageLevel): TriageLevel {
  return triageRank(a) >= triageRank(b) ? a : b;
}

/**
 * The red flags raised by the rules and the safety answers, each with its level, and those a rule
 * softened: what `triage` weighs first, and depends on neither the ranking nor the stage (so the engine
 * screens once where the screen and the plan read the same findings and location).
 */
export interface FlagScreen {
  flagLevels: Map<RedFlagId, TriageLevel>;
  softened: Set<RedFlagId>;
}

/** Screens every red flag (the first half of `triage`). */
export function screenRedFlags(
  findings: Findings,
  location: Location,
  answers?: readonly SafetyAnswer[],
): FlagScreen {
  const flagLevels = new Map<RedFlagId, TriageLevel>();
  const answered = flagsFromAnswers(answers);
  const softened = new Set<RedFlagId>();
  for (const id of answered.yes) flagLevels.set(id, FLAG_TRIAGE.get(id) ?? 'urgent');
  // 'Not sure' is a possible yes: the flag is raised, an emergency one as 'see a doctor today'.
  for (const id of answered.unsure) {
    const level = FLAG_TRIAGE.get(id) ?? 'urgent';
    flagLevels.set(id, level === 'emergency' ? 'urgent' : level);
  }
  for (const rule of RED_FLAG_RULES) {
    if (!anyPattern(rule.when, findings, location)) continue;
    let level = FLAG_TRIAGE.get(rule.id) ?? 'urgent';
    if (rule.escalate && anyPattern(rule.escalate.when, findings, location)) level = rule.escalate.to;
    else if (rule.soften && anyPattern(rule.soften.when, findings, location)) {
      level = rule.soften.to;
      softened.add(rule.id);
    }
    const prior = flagLevels.get(rule.id);
    flagLevels.set(rule.id, prior ? maxLevel(prior, level) : level);
  }
  return { flagLevels, softened };
}

/** The raised flags in the taxonomy's order. */
export const raisedFlags = ({ flagLevels }: FlagScreen): RedFlagId[] =>
  RED_FLAGS.map((f) => f.id).filter((id) => flagLevels.has(id));

/**
 * Screens every red flag first, then applies clinical judgement; the level is the highest of both.
 * `screened`: the flags already screened for these findings, location and answers (screenRedFlags).
 */
export function triage(
  findings: Findings,
  location: Location,
  ranked: Ranked[],
  stage: Stage,
  answers?: readonly SafetyAnswer[],
  screened: FlagScreen = screenRedFlags(findings, location, answers),
): TriageResult {
  const { flagLevels, softened } = screened;
  const top = ranked[0];
  const knowledge = top ? KNOWLEDGE_BY_ID.get(top.id) : undefined;
  let clinical: TriageLevel = knowledge?.triage ?? 'routine';
  const reasons: string[] = [];
  if ((findings.severity ?? 0) >= 8 || findings.present.has('severe_pain'))
    reasons.push('the pain is severe');
  if (stage === 'persistent' && (findings.durationDays ?? 0) > 84)
    reasons.push('it has lasted more than 3 months');
  if ((top?.likelihood ?? 0) < 0.3) reasons.push('the pattern is not clear-cut');
  if (findings.present.has('weakness') && !findings.denied.has('weakness'))
    reasons.push('you notice weakness');
  if (reasons.length > 0) clinical = maxLevel(clinical, 'routine');

  const red_flags = raisedFlags(screened);
  let level = clinical;
  for (const flagLevel of flagLevels.values()) level = maxLevel(level, flagLevel);
  const fromFlag = red_flags.length > 0 && [...flagLevels.values()].some((l) => l === level);

  let message: string;
  if (red_flags.length > 0) {
    const lead = red_flags
      .slice()
      .sort(
        (a, b) => triageRank(flagLevels.get(b) ?? 'routine') - triageRank(flagLevels.get(a) ?? 'routine'),
      )[0];
    const rule = RED_FLAG_RULES.find((r) => r.id === lead);
    const names = red_flags.map((id) => FLAG_NAME.get(id)?.toLowerCase() ?? id).join('; ');
    const action =
      rule && softened.has(rule.id) && level !== 'emergency' ? rule.soften?.action : rule?.action;
    message = `${action ?? ADVICE.get(level)} (Screening raised: ${names}.)`;
  } else if (level === 'routine') {
    message = `${ADVICE.get('routine')}${reasons.length > 0 ? ` We suggest this because ${reasons.join(' and ')}.` : ''}`;
  } else {
    message = ADVICE.get(level) ?? '';
  }
  return { level, red_flags, message, flagLevels, fromFlag };
}
