/**
 * Exercise wording, found and taken out of a text: an emergency says nothing about exercise
 * (docs/decisions/emergency-wording.md). One implementation for every reader: the engine cleans its
 * own emergency results with it (`packages/engine/src/emergency-wording.ts`), the results page the
 * emergencies stored by an engine older than EMERGENCY_WITHOUT_EXERCISE_SINCE, and the chat its reply
 * to a message that raised an emergency.
 */

const EXERCISE_TALK = /exercis/i;
/** Sentence ends, a closing parenthesis after the stop included: "(Screening raised: x.) Next". */
const SENTENCE_END = /(?<=[.!?]\)?)\s+/;

/** Whether a text says anything about exercise ('exercise', 'exercises', 'exercising'). */
export function mentionsExercise(text: string): boolean {
  return EXERCISE_TALK.test(text);
}

/**
 * The text without its sentences about exercise. Each line is cleaned on its own, so line breaks (a
 * summary's bullets) are kept and a line left with nothing is dropped; a text that never mentions
 * exercise comes back as it was.
 */
export function withoutExerciseTalk(text: string): string {
  if (!EXERCISE_TALK.test(text)) return text;
  return text
    .split('\n')
    .flatMap((line) => {
      if (!EXERCISE_TALK.test(line)) return [line];
      const kept = line
        .split(SENTENCE_END)
        .filter((sentence) => !EXERCISE_TALK.test(sentence))
        .join(' ')
        .trimEnd();
      return kept.trim() === '' ? [] : [kept];
    })
    .join('\n')
    .trim();
}
