import { randomUUID } from 'node:crypto';
import {
  assistantAnswer,
  assistantChunks,
  chatTriageMessage,
  diffResults,
  keepRaisedTriage,
  reassess,
  redFlagReply,
  screenMessage,
} from '@physiomate/engine';
import {
  ASSESSMENT_MESSAGES,
  type ChatPage,
  RESULT_MESSAGES,
  type Recommendation,
  type Reevaluation,
  type Triage,
} from '@physiomate/shared';
import { and, eq } from 'drizzle-orm';
import { findAssessment, toRecommendation, toResultValues } from '../assessments/queries.ts';
import { type SavedAssessment, storedInput, toSavedAssessment } from '../assessments/service.ts';
import type { Db } from '../db/client.ts';
import { assessmentResults, assessments, type ChatMessage } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import { appendMessages, type ChatAccess, readAssessment, readMessages, updateMessages } from './queries.ts';

/** What the browser sees of a stored message (the pending engine input stays on the server). */
export function toPublic(m: ChatMessage, index: number) {
  const { pending: _pending, ...rest } = m;
  return { ...rest, id: rest.id ?? `m${index}` };
}

/** A page of the conversation, newest last: the last `limit`, or the `limit` before message `before`. */
export function pageOf(messages: ChatMessage[], limit: number, before?: string): ChatPage {
  let end = messages.length;
  if (before) {
    const at = messages.findIndex((m, i) => (m.id ?? `m${i}`) === before);
    if (at >= 0) end = at;
  }
  const start = Math.max(0, end - limit);
  return {
    messages: messages.slice(start, end).map((m, i) => toPublic(m, start + i)),
    olderCount: start,
  };
}

export async function getPage(db: Db, userId: string, assessmentId: string, limit: number, before?: string) {
  const row = await findAssessment(db, userId, assessmentId);
  if (!row) throw new AppError('not_found', ASSESSMENT_MESSAGES.notFound);
  return pageOf(await readMessages(db, userId, assessmentId), limit, before);
}

export const newMessage = (
  role: ChatMessage['role'],
  content: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({ id: randomUUID(), role, content, timestamp: new Date().toISOString(), ...extra });

type StoredInput = ReturnType<typeof storedInput>;

/** How a turn is answered: at once with the engine's triage message, or by an assistant. */
export type Turn =
  | {
      kind: 'red_flag';
      triage: Triage;
      /** The triage message as the chat says it (an emergency's without a word about exercise). */
      message: string;
      text: string;
    }
  | {
      kind: 'answer';
      result: Recommendation;
      input: StoredInput;
      /** The built-in assistant's reply (the fallback when a model is configured). */
      builtIn: string;
      /** The built-in assistant's re-evaluation offer, computed when asked for. */
      reevaluation?: () => ProposalOffer;
    };

export type ProposalOffer = { public: Reevaluation; pending: NonNullable<ChatMessage['pending']> };

/**
 * Reads the assessment (owner-scoped: another user's id is not found; `access` is what `chatAccess`
 * found for this user and id), runs the engine's red-flag screen on the message first, and otherwise
 * asks the built-in assistant. A raised flag is stored at once: the result's triage goes up (never
 * down) and the message joins the assessment's text, so every later re-run of the engine screens it
 * too.
 */
export async function startTurn(
  db: Db,
  userId: string,
  assessmentId: string,
  text: string,
  access: ChatAccess,
): Promise<Turn> {
  const row = await readAssessment(db, userId, assessmentId, access);
  if (!row) throw new AppError('not_found', ASSESSMENT_MESSAGES.notFound);
  if (!row.result) throw new AppError('not_found', RESULT_MESSAGES.noResults);
  const result = toRecommendation(row.result);
  const input = storedInput(row.assessment);
  // The engine's red-flag screen (the whole pipeline runs only for a message that raises a flag).
  const screen = screenMessage(text, result.triage, {
    symptoms: input.symptoms,
    painLocations: input.painLocations,
  });
  if (screen.raised) {
    const triage = keepRaisedTriage(result.triage, screen.triage);
    await db.transaction(async (tx) => {
      await tx
        .update(assessments)
        .set({ symptoms: `${row.assessment.symptoms.trim()}\n${text}` })
        .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)));
      await tx.update(assessmentResults).set({ triage }).where(eq(assessmentResults.id, row.result!.id));
    });
    return { kind: 'red_flag', triage, message: chatTriageMessage(triage), text: redFlagReply(triage) };
  }
  const reply = assistantAnswer(text, { result, symptoms: input.symptoms });
  // The engine re-run behind a proposal waits until the reply has been streamed.
  const found = reply.proposal;
  return {
    kind: 'answer',
    result,
    input,
    builtIn: reply.text,
    reevaluation: found && (() => proposal(input, result, found)),
  };
}

type Proposal = {
  reason: Reevaluation['reason'];
  summary: string;
  extraInformation: string;
  removeExercises: string[];
  addPainAreas: string[];
};

/** A re-evaluation offer: what the engine would change (the diff), kept with the input it would use. */
export function proposal(
  input: StoredInput,
  result: Recommendation,
  p: Proposal,
): { public: Reevaluation; pending: NonNullable<ChatMessage['pending']> } {
  const pending = {
    extraInformation: p.extraInformation,
    removeExercises: p.removeExercises,
    addPainAreas: p.addPainAreas,
  };
  const next = reevaluate(input, result, pending);
  return {
    public: {
      id: randomUUID(),
      reason: p.reason,
      summary: p.summary,
      diff: diffResults(result, next),
      status: 'proposed',
    },
    pending,
  };
}

/**
 * The engine re-run a re-evaluation proposes: the assessment with what the person said added, any
 * new area marked, exercises they say make it worse removed; items deleted earlier stay deleted
 * (engine `reassess`), and a raised triage never goes down.
 */
function reevaluate(
  input: StoredInput,
  previous: Recommendation,
  pending: NonNullable<ChatMessage['pending']>,
): Recommendation {
  const painLocations = [...new Set([...input.painLocations, ...pending.addPainAreas])];
  const next = reassess({ ...input, painLocations }, previous, {
    extraInformation: pending.extraInformation,
    removeExercises: pending.removeExercises,
  });
  return { ...next, triage: keepRaisedTriage(previous.triage, next.triage) };
}

/** The question and its reply, stored together once the reply is over (or cut off). */
export async function storeExchange(
  db: Db,
  userId: string,
  assessmentId: string,
  question: ChatMessage,
  reply: ChatMessage,
) {
  await appendMessages(db, userId, assessmentId, [question, reply]);
}

/** The built-in assistant's reply in pieces, with a short pause between them (it reads as typing). */
export async function* builtInStream(text: string, delayMs: number): AsyncGenerator<string> {
  for (const piece of assistantChunks(text)) {
    yield piece;
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
  }
}

/**
 * 'Apply changes' re-runs the engine as proposed against the result as it is now (so deletions made
 * since stay deleted) and stores it, with the new words in the assessment's text; 'Keep current plan'
 * changes nothing but the proposal's status. A decided proposal cannot be decided again.
 */
export async function decide(
  db: Db,
  userId: string,
  assessmentId: string,
  reevaluationId: string,
  decision: 'apply' | 'keep',
): Promise<{ status: 'applied' | 'declined'; saved: SavedAssessment }> {
  const row = await findAssessment(db, userId, assessmentId);
  if (!row) throw new AppError('not_found', ASSESSMENT_MESSAGES.notFound);
  if (!row.result) throw new AppError('not_found', RESULT_MESSAGES.noResults);
  const messages = await readMessages(db, userId, assessmentId);
  const message = messages.find((m) => m.reevaluation?.id === reevaluationId);
  if (!message?.reevaluation || !message.pending) throw new AppError('not_found', 'No such proposal.');
  if (message.reevaluation.status !== 'proposed')
    throw new AppError('conflict', 'This proposal has already been decided.');
  const status = decision === 'apply' ? 'applied' : 'declined';
  let saved = toSavedAssessment(row.assessment, row.result);
  if (decision === 'apply') {
    const input = storedInput(row.assessment);
    const next = reevaluate(input, toRecommendation(row.result), message.pending);
    const painLocations = [...new Set([...input.painLocations, ...message.pending.addPainAreas])];
    saved = await db.transaction(async (tx) => {
      const [assessment] = await tx
        .update(assessments)
        .set({
          symptoms: `${row.assessment.symptoms.trim()}\n${message.pending!.extraInformation}`,
          painLocations,
        })
        .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)))
        .returning();
      const [result] = await tx
        .update(assessmentResults)
        .set(toResultValues(next))
        .where(eq(assessmentResults.id, row.result!.id))
        .returning();
      return toSavedAssessment(assessment ?? row.assessment, result ?? row.result);
    });
  }
  await updateMessages(db, userId, assessmentId, (all) =>
    all.map((m) =>
      m.reevaluation?.id === reevaluationId && m.reevaluation
        ? { ...m, reevaluation: { ...m.reevaluation, status } }
        : m,
    ),
  );
  return { status, saved };
}
