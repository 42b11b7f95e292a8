import { preview, safetyQuestions } from '@physiomate/engine';
import {
  ASSESSMENT_MESSAGES,
  type Recommendation,
  type SafetyAnswer,
  type SafetyQuestionsResponse,
  SYMPTOM_PREVIEW_CHARS,
  TIER_RULES,
  type Tier,
} from '@physiomate/shared';
import { eq } from 'drizzle-orm';
import type { AssessInput } from '../ai/recommender.ts';
import type { Db } from '../db/client.ts';
import { subscribers } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';
import {
  type AssessmentRow,
  assessmentIds,
  countAssessments,
  deleteOtherAssessments,
  insertAssessment,
  type ResultRow,
  toRecommendation,
} from './queries.ts';

export type SavedAssessment = {
  assessment: {
    id: string;
    createdAt: string;
    symptoms: string;
    painLocations: string[];
    safetyAnswers: SafetyAnswer[];
  };
  recommendations: Recommendation | null;
  /** Exercises the user's tier does not show (see routes.ts forTier). */
  hiddenExercises?: number;
};

/**
 * The wizard's safety check for what the person has told us so far, with what the engine understood
 * of it to read back (nothing is stored).
 */
export function askSafetyQuestions(input: {
  symptoms: string;
  painLocations: string[];
}): SafetyQuestionsResponse {
  return { questions: safetyQuestions(input), understood: preview({ ...input, writtenOn: dayWritten() }) };
}

/**
 * The day a text was written, as the engine reads it ('since March' counts from it): the assessment's
 * own date, or today for one being written now. Set here, never taken from the browser.
 */
export function dayWritten(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/**
 * What the engine is given for a stored assessment: rows saved before the safety check had none;
 * corrections to 'What we understood' go in when the person made some, so a later plan edit keeps them.
 */
export function storedInput(assessment: AssessmentRow): AssessInput & { safetyAnswers: SafetyAnswer[] } {
  return {
    symptoms: assessment.symptoms,
    painLocations: assessment.painLocations,
    safetyAnswers: assessment.safetyAnswers ?? [],
    ...(assessment.corrections ? { corrections: assessment.corrections } : {}),
    writtenOn: dayWritten(assessment.createdAt),
  };
}

export function toSavedAssessment(assessment: AssessmentRow, result: ResultRow | null): SavedAssessment {
  return {
    assessment: {
      id: assessment.id,
      createdAt: assessment.createdAt.toISOString(),
      symptoms: assessment.symptoms,
      painLocations: assessment.painLocations,
      safetyAnswers: assessment.safetyAnswers ?? [],
    },
    recommendations: result ? toRecommendation(result) : null,
  };
}

export function symptomPreview(symptoms: string): string {
  const trimmed = symptoms.trim();
  return trimmed.length > SYMPTOM_PREVIEW_CHARS ? `${trimmed.slice(0, SYMPTOM_PREVIEW_CHARS)}…` : trimmed;
}

/**
 * Saves an assessment and its result in one transaction under the tier rules. The user's
 * subscriber row is locked first, so concurrent saves by one user queue up and a cap can never be
 * passed; free replaces its old assessment only once the new one is stored (same transaction).
 */
export async function saveAssessmentWithResult(
  db: Db,
  user: { id: string; email: string },
  input: AssessInput,
  recommendation: Recommendation,
  /** The saved assessments the user agreed to delete for this one (free with several, see below). */
  replaceIds: readonly string[] = [],
): Promise<SavedAssessment> {
  return db.transaction(async (tx) => {
    await tx
      .insert(subscribers)
      .values({ userId: user.id, email: user.email })
      .onConflictDoNothing({ target: subscribers.userId });
    const [sub] = await tx
      .select({ tier: subscribers.subscriptionTier })
      .from(subscribers)
      .where(eq(subscribers.userId, user.id))
      .for('update');
    const tier: Tier = sub?.tier ?? 'free';
    const cap = TIER_RULES[tier].maxAssessments;

    if (tier === 'free') {
      // One saved is replaced after the browser's confirm dialog. Several (kept from a paid plan:
      // falling back never deletes) are deleted only when the user has named each of them.
      const existing = await assessmentIds(tx, user.id);
      const agreed = new Set(replaceIds);
      if (existing.length > 1 && !existing.every((id) => agreed.has(id))) {
        throw new AppError('conflict', ASSESSMENT_MESSAGES.chooseToKeep, {
          reason: 'choose_to_keep',
          saved: existing.length,
        });
      }
    }
    if (tier !== 'free' && cap !== null) {
      const existing = await countAssessments(tx, user.id);
      if (existing >= cap) {
        throw new AppError('conflict', ASSESSMENT_MESSAGES.proLimit, { limit: cap, tier });
      }
    }
    const { assessment, result } = await insertAssessment(
      tx,
      {
        userId: user.id,
        symptoms: input.symptoms,
        painLocations: input.painLocations,
        safetyAnswers: input.safetyAnswers ?? [],
      },
      recommendation,
    );
    if (tier === 'free') await deleteOtherAssessments(tx, user.id, assessment.id);
    return toSavedAssessment(assessment, result);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not ours, or not an id at all, reads the same: not found. */
export function assertAssessmentId(id: string): string {
  if (!UUID.test(id)) throw new AppError('not_found', ASSESSMENT_MESSAGES.notFound);
  return id;
}

/**
 * The part of a plan the user's tier shows: free gets the first 4 exercises and the count of the
 * rest, not the rest itself (the browser's slice alone could be read around). Stored plans stay
 * whole, so an upgrade shows everything.
 */
export function forTier(saved: SavedAssessment, tier: Tier): SavedAssessment {
  const visible = TIER_RULES[tier].visibleExercises;
  const rec = saved.recommendations;
  if (visible === null || !rec || rec.exercises.length <= visible) return saved;
  return {
    ...saved,
    recommendations: { ...rec, exercises: rec.exercises.slice(0, visible) },
    hiddenExercises: rec.exercises.length - visible,
  };
}
