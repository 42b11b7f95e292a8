/**
 * A visitor's assessment carried with sign-up or sign-in (issue 12): held for the account it came
 * with, then saved under the same tier rules as `POST /api/assessments` when the email is confirmed
 * or the sign-in completes. The auth plugin decides when (see auth/pending.ts); this module only
 * holds, saves and forgets. Nothing here logs the assessment or the address.
 */
import type { PendingAssessmentInput, Recommendation, Tier } from '@physiomate/shared';
import { TIER_RULES } from '@physiomate/shared';
import type { FastifyBaseLogger } from 'fastify';
import { getTier } from '../account/queries.ts';
import type { AssessInput } from '../ai/recommender.ts';
import { countAssessments } from '../assessments/queries.ts';
import { saveAssessmentWithResult } from '../assessments/service.ts';
import type { Db } from '../db/client.ts';
import type { PendingInput } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import {
  claim,
  deleteExpired,
  deleteHeld,
  heldFor,
  holdPending,
  markSaved,
  recordSaved,
  release,
  savedWithKey,
} from './queries.ts';

/**
 * How long a saved key is remembered: the tab that sent the assessment may sign in (or reload) much
 * later and must not save it a second time. The row then holds no health data, only the key.
 */
export const SAVED_KEY_KEPT_S = 7 * 24 * 60 * 60;

/** 'saved': it is in the account; 'kept': the tier rules need a question, so the browser keeps it. */
export type PendingOutcome = 'saved' | 'kept' | 'none' | 'failed';

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** What is stored: the save's input, without the browser's key and the diagram image (never stored). */
export function toPendingInput(pending: PendingAssessmentInput): PendingInput {
  return {
    symptoms: pending.symptoms,
    painLocations: pending.painLocations,
    ...(pending.safetyAnswers ? { safetyAnswers: pending.safetyAnswers } : {}),
    ...(pending.corrections ? { corrections: pending.corrections } : {}),
  };
}

/** Holds a visitor's assessment for the user for `expiresInS` seconds (nothing if already saved). */
export async function holdPendingAssessment(
  db: Db,
  userId: string,
  pending: PendingAssessmentInput,
  expiresInS: number,
): Promise<void> {
  await holdPending(db, userId, pending.key, toPendingInput(pending), later(expiresInS));
}

/** Whether the user's assessment with this key is saved already (at confirmation or an earlier sign-in). */
export async function isSavedAlready(db: Db, userId: string, key: string): Promise<boolean> {
  return (await savedWithKey(db, userId, key)) !== null;
}

/**
 * The assessment the key became, if it was saved for this user and still exists; `POST
 * /api/assessments` answers with it instead of saving the same assessment twice.
 */
export async function assessmentSavedWithKey(db: Db, userId: string, key: string): Promise<string | null> {
  return (await savedWithKey(db, userId, key))?.assessmentId ?? null;
}

/** The browser saved the assessment itself: remember its key, so no copy of it is saved again. */
export function rememberSavedKey(db: Db, userId: string, key: string, assessmentId: string): Promise<void> {
  return recordSaved(db, userId, key, assessmentId, later(SAVED_KEY_KEPT_S));
}

/**
 * Whether saving one more would need the person's answer: free with one saved (the replace
 * confirmation) or several (which to keep), pro at its cap. Saving without asking is only for the
 * cases the wizard would save without a dialog.
 */
async function needsQuestion(db: Db, userId: string): Promise<boolean> {
  const tier: Tier = await getTier(db, userId);
  const existing = await countAssessments(db, userId);
  if (tier === 'free') return existing > 0;
  const cap = TIER_RULES[tier].maxAssessments;
  return cap !== null && existing >= cap;
}

/**
 * Saves the user's newest held assessment as their assessment (older held ones are dropped: the
 * newest replaces them, as a new wizard run would). When the tier rules would need a question, it is
 * not saved and the held copy is dropped: the browser that carried it still has it and asks.
 */
export async function savePendingAssessments(
  db: Db,
  recommend: (input: AssessInput) => Promise<Recommendation>,
  user: { id: string; email: string },
  log: FastifyBaseLogger,
): Promise<PendingOutcome> {
  const [newest, ...older] = await heldFor(db, user.id);
  if (!newest) return 'none';
  await deleteHeld(
    db,
    older.map((row) => row.id),
    user.id,
  );
  if (await needsQuestion(db, user.id)) {
    await deleteHeld(db, [newest.id], user.id);
    log.info({ event: 'pending_assessment_kept' }, 'pending assessment left to the browser (tier question)');
    return 'kept';
  }
  const input = await claim(db, newest.id, user.id);
  if (!input) return (await isSavedAlready(db, user.id, newest.clientKey)) ? 'saved' : 'none';
  try {
    const saved = await saveAssessmentWithResult(db, user, input, await recommend(input));
    await markSaved(db, newest.id, user.id, saved.assessment.id, later(SAVED_KEY_KEPT_S));
    log.info({ event: 'pending_assessment_saved' }, 'pending assessment saved to the account');
    return 'saved';
  } catch (error) {
    await release(db, newest.id, user.id);
    const code = error instanceof AppError ? error.code : 'error';
    log.warn({ event: 'pending_assessment_not_saved', code }, 'pending assessment could not be saved');
    return 'failed';
  }
}

/** Removes expired rows: held assessments whose link expired, and old saved keys. */
export function removeExpiredPendingAssessments(db: Db): Promise<number> {
  return deleteExpired(db);
}
