import {
  RED_FLAGS,
  type Recommendation,
  type Triage,
  triageRank,
  withoutExerciseTalk,
} from '@physiomate/shared';
import { assess, redFlagsOf } from '../engine.ts';

export interface ChatScreen {
  /** True when the message raises a red flag the assessment did not have, or a higher level. */
  raised: boolean;
  /** The assessment's triage after this message (never lower than before). */
  triage: Triage;
}

/**
 * Every chat message goes through the engine's own red-flag screen (the `assess` pipeline) before
 * any reply: the message alone, and the message with the assessment's text (an age or an area said
 * there can complete a pattern). Only red flags count here; clinical judgement stays with re-evaluation.
 * A reading that raises no flag can change nothing, so the whole pipeline runs only for one that does
 * (most messages raise none: `redFlagsOf` alone answers them).
 */
export function screenMessage(
  message: string,
  current: Triage,
  context: { symptoms?: string; painLocations?: string[] } = {},
): ChatScreen {
  const painLocations = context.painLocations ?? [];
  const texts = context.symptoms ? [message, `${context.symptoms.trim()}\n${message}`] : [message];
  const readings = texts
    .filter((symptoms) => redFlagsOf(symptoms, painLocations).length > 0)
    .map((symptoms) => assess({ symptoms, painLocations }));
  let triage = current;
  let raised = false;
  for (const r of readings) {
    const fresh = r.triage.red_flags.filter((f) => !triage.red_flags.includes(f));
    const higher = r.triage.red_flags.length > 0 && triageRank(r.triage.level) > triageRank(triage.level);
    if (fresh.length === 0 && !higher) continue;
    raised = true;
    const flags = new Set([...triage.red_flags, ...r.triage.red_flags]);
    const red_flags = RED_FLAGS.map((f) => f.id).filter((id) => flags.has(id));
    triage =
      triageRank(r.triage.level) > triageRank(triage.level)
        ? { level: r.triage.level, message: r.triage.message, red_flags }
        : { ...triage, red_flags };
  }
  return { raised, triage };
}

/**
 * The triage message as the chat says it. In an emergency nothing talks of exercise
 * (docs/decisions/emergency-wording.md): a fresh reading is clean already (`assess` guarantees it),
 * but a flag raised at the level the result already had keeps that result's message, and a result
 * stored by an engine older than EMERGENCY_WITHOUT_EXERCISE_SINCE may carry 'No exercise plan is given'.
 */
export function chatTriageMessage(triage: Pick<Triage, 'level' | 'message'>): string {
  return triage.level === 'emergency' ? withoutExerciseTalk(triage.message) : triage.message;
}

/**
 * The reply to a message that raised a flag: the engine's triage message, first and unsoftened. An
 * emergency's says nothing about exercise, not even to put it off.
 */
export function redFlagReply(triage: Triage): string {
  const emergency = triage.level === 'emergency';
  const lead = emergency ? '**This needs emergency care now.**' : '**This needs a doctor to check it soon.**';
  const message = chatTriageMessage(triage);
  const act = emergency
    ? 'Please act on this now.'
    : 'Please act on this before continuing with the exercises.';
  return `${message ? `${lead} ${message}` : lead}\n\nWhat you just described can be a warning sign, so I have raised your assessment's urgency. ${act}`;
}

/** The result with the raised triage (nothing else changes). */
export function withTriage(result: Recommendation, triage: Triage): Recommendation {
  return { ...result, triage };
}
