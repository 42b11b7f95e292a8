/**
 * The safety check as answered, for the results screen: read by hand from the server's saved
 * assessment or from session storage (no zod in the results chunk), and turned into rows of question
 * text and answer label.
 */
import {
  SAFETY_ANSWER_LABELS,
  SAFETY_ANSWER_VALUES,
  SAFETY_QUESTION_BY_ID,
  type SafetyAnswer,
  type SafetyAnswerValue,
} from '@physiomate/shared';

export type SafetyAnswerRow = {
  id: SafetyAnswer['id'];
  question: string;
  answer: SafetyAnswerValue;
  /** 'Yes', 'No' or 'Not sure'. */
  label: string;
};

const ANSWERS = new Set<string>(SAFETY_ANSWER_VALUES);

/** Known questions with a valid answer, the first answer per question, in the order given. */
export function parseSafetyAnswers(value: unknown): SafetyAnswer[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: SafetyAnswer[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, answer } = item as { id?: unknown; answer?: unknown };
    if (typeof id !== 'string' || !SAFETY_QUESTION_BY_ID.has(id) || seen.has(id)) continue;
    if (typeof answer !== 'string' || !ANSWERS.has(answer)) continue;
    seen.add(id);
    out.push({ id: id as SafetyAnswer['id'], answer: answer as SafetyAnswerValue });
  }
  return out;
}

/** What the 'Your safety answers' section lists: each asked question's text and the answer's label. */
export function safetyAnswerRows(answers: readonly SafetyAnswer[]): SafetyAnswerRow[] {
  return answers.flatMap((a) => {
    const question = SAFETY_QUESTION_BY_ID.get(a.id);
    return question
      ? [{ id: a.id, question: question.text, answer: a.answer, label: SAFETY_ANSWER_LABELS[a.answer] }]
      : [];
  });
}
