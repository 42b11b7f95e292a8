import type { RedFlagId, Triage } from '@physiomate/shared';
import { type ChatScreen, screenMessage } from './assistant/safety.ts';
import { locate } from './locate.ts';
import { extract } from './nlp/extract.ts';
import { stageOf } from './rank.ts';
import { triage } from './triage.ts';

const NO_REGIONS: ReadonlySet<string> = new Set();

/**
 * The red flags `assess` would raise for a text with no safety answers and no corrections, without
 * the rest of the pipeline (ranking, plan, wording, schema check): the same reading (`extract`), the
 * same location and the same rules. A flag depends on neither the ranking nor the stage, and with no
 * corrections the findings `assess` locates are the reading itself.
 */
export function redFlagsOf(symptoms: string, painLocations: string[]): RedFlagId[] {
  const read = extract(symptoms);
  return triage(read, locate(painLocations, read, NO_REGIONS), [], stageOf(read)).red_flags;
}

/**
 * `screenMessage` for the chat's every message, answered from the red flags alone when neither
 * reading (the message, and the message after the assessment's text) raises one: then the full
 * screen would change nothing either (a reading without flags can neither add one nor raise the
 * level). When either reading raises a flag, the full screen decides, as before. Same answer as
 * `screenMessage` in every case; most messages raise nothing and skip two full assessments.
 */
export function screenChatMessage(
  message: string,
  current: Triage,
  context: { symptoms?: string; painLocations?: string[] } = {},
): ChatScreen {
  const painLocations = context.painLocations ?? [];
  const flagged =
    redFlagsOf(message, painLocations).length > 0 ||
    (context.symptoms !== undefined &&
      context.symptoms !== '' &&
      redFlagsOf(`${context.symptoms.trim()}\n${message}`, painLocations).length > 0);
  return flagged ? screenMessage(message, current, context) : { raised: false, triage: current };
}
