/**
 * The wizard's safety check (step 3), browser side: which questions to show, and the answers as the
 * wizard keeps them (a map by question id) and sends them (a list of the asked questions only).
 * Hand-validated rather than zod-parsed: the wizard chunk stays lean, and anything odd from the
 * server or from storage is dropped, never trusted.
 */
import {
  MAX_SAFETY_QUESTIONS,
  SAFETY_ANSWER_VALUES,
  SAFETY_QUESTION_BY_ID,
  SAFETY_QUESTIONS,
  type SafetyAnswer,
  type SafetyAnswerValue,
  type SafetyQuestionId,
} from '@physiomate/shared';

/** A question as asked: the server's wording (or the catalogue's for the fallback). */
export type AskedQuestion = { id: SafetyQuestionId; text: string; hint: string };

/** Answers by question id; a question without an entry is unanswered. */
export type SafetyAnswerMap = Readonly<Partial<Record<SafetyQuestionId, SafetyAnswerValue>>>;

export const NO_ANSWERS: SafetyAnswerMap = Object.freeze({});

/**
 * Asked whenever the server cannot say which questions fit: the universal ones, so the check is
 * never skipped.
 */
export const FALLBACK_QUESTIONS: readonly AskedQuestion[] = SAFETY_QUESTIONS.filter((q) => q.universal).map(
  (q) => ({ id: q.id, text: q.text, hint: q.hint }),
);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isQuestionId(value: unknown): value is SafetyQuestionId {
  return typeof value === 'string' && SAFETY_QUESTION_BY_ID.has(value);
}

function isAnswerValue(value: unknown): value is SafetyAnswerValue {
  return typeof value === 'string' && (SAFETY_ANSWER_VALUES as readonly string[]).includes(value);
}

/**
 * The questions of a `POST /api/safety-questions` answer: known ids only, each once, at most
 * MAX_SAFETY_QUESTIONS. Null when nothing usable came back (the caller falls back).
 */
export function parseQuestions(body: unknown): AskedQuestion[] | null {
  if (!isRecord(body) || !Array.isArray(body.questions)) return null;
  const seen = new Set<string>();
  const questions: AskedQuestion[] = [];
  for (const item of body.questions) {
    if (!isRecord(item) || !isQuestionId(item.id) || seen.has(item.id)) continue;
    const known = SAFETY_QUESTION_BY_ID.get(item.id)!;
    seen.add(item.id);
    questions.push({
      id: item.id,
      text: typeof item.text === 'string' && item.text.trim() ? item.text : known.text,
      hint: typeof item.hint === 'string' ? item.hint : known.hint,
    });
  }
  return questions.length > 0 ? questions.slice(0, MAX_SAFETY_QUESTIONS) : null;
}

/** Answers read back from storage: valid entries only, the first answer per question. */
export function parseAnswers(value: unknown): SafetyAnswer[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const answers: SafetyAnswer[] = [];
  for (const item of value) {
    if (!isRecord(item) || !isQuestionId(item.id) || !isAnswerValue(item.answer) || seen.has(item.id)) {
      continue;
    }
    seen.add(item.id);
    answers.push({ id: item.id, answer: item.answer });
  }
  return answers;
}

export function answerMap(answers: readonly SafetyAnswer[]): SafetyAnswerMap {
  const map: Partial<Record<SafetyQuestionId, SafetyAnswerValue>> = {};
  for (const a of answers) map[a.id] = a.answer;
  return map;
}

/** Every answer in the map, as stored in the draft (including questions not asked right now). */
export function answerList(map: SafetyAnswerMap): SafetyAnswer[] {
  return parseAnswers(Object.entries(map).map(([id, answer]) => ({ id, answer })));
}

/** The answers to the asked questions, in the order asked: what is sent and stored with the result. */
export function askedAnswers(questions: readonly AskedQuestion[], map: SafetyAnswerMap): SafetyAnswer[] {
  return questions.flatMap((q) => {
    const answer = map[q.id];
    return answer ? [{ id: q.id, answer }] : [];
  });
}

/** The first asked question without an answer, or null when all are answered. */
export function firstUnanswered(
  questions: readonly AskedQuestion[],
  map: SafetyAnswerMap,
): SafetyQuestionId | null {
  return questions.find((q) => !map[q.id])?.id ?? null;
}

/**
 * Keeps only the answers to questions still asked (after the symptoms or areas changed). Returns
 * the same map when nothing is dropped, so state and the draft are left alone.
 */
export function keepAsked(map: SafetyAnswerMap, questions: readonly AskedQuestion[]): SafetyAnswerMap {
  const asked = new Set<string>(questions.map((q) => q.id));
  const kept = Object.entries(map).filter(([id]) => asked.has(id));
  if (kept.length === Object.keys(map).length) return map;
  return Object.fromEntries(kept) as SafetyAnswerMap;
}
