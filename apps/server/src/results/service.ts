import { assess, reassess } from '@physiomate/engine';
import {
  ASSESSMENT_MESSAGES,
  type FindingCorrections,
  mergeCorrections,
  type PlanEdit,
  RESULT_MESSAGES,
  type Recommendation,
  TIER_RULES,
  type Tier,
} from '@physiomate/shared';
import { and, eq } from 'drizzle-orm';
import type { Recommender } from '../ai/recommender.ts';
import { findAssessment, toRecommendation, toResultValues } from '../assessments/queries.ts';
import {
  assertAssessmentId,
  forTier,
  type SavedAssessment,
  storedInput,
  toSavedAssessment,
} from '../assessments/service.ts';
import type { Db } from '../db/client.ts';
import { assessmentResults, assessments } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';

type User = { id: string; tier: Tier };

/** The owner's assessment with its result, or the answer a missing one gets. */
async function ownResult(db: Db, user: User, id: string) {
  const row = await findAssessment(db, user.id, assertAssessmentId(id));
  if (!row) throw new AppError('not_found', ASSESSMENT_MESSAGES.notFound);
  if (!row.result) throw new AppError('not_found', RESULT_MESSAGES.noResults);
  return { assessment: row.assessment, result: row.result };
}

/** Whether two results say the same about what is wrong and how urgent it is. */
function sameReading(a: Recommendation, b: Recommendation): boolean {
  const ids = (r: Recommendation) => r.conditions.map((c) => c.id).join(',');
  return (
    ids(a) === ids(b) &&
    a.triage.level === b.triage.level &&
    [...a.triage.red_flags].sort().join(',') === [...b.triage.red_flags].sort().join(',') &&
    [...a.identified_regions].sort().join(',') === [...b.identified_regions].sort().join(',') &&
    a.understanding === b.understanding
  );
}

/**
 * The re-run with the wording the person read: the summary with its points (a result saved before
 * the points were stored apart keeps them inside its summary, and gets none apart) and the narrative.
 */
function keepWording(rerun: Recommendation, previous: Recommendation): Recommendation {
  const { summary_points: _points, ...rest } = rerun;
  return {
    ...rest,
    summary: previous.summary,
    ...(previous.summary_points ? { summary_points: previous.summary_points } : {}),
    clinical_narrative: previous.clinical_narrative,
  };
}

/**
 * Removing exercises, lifestyle items, tools or symptoms from a saved plan (pro and master). The
 * engine re-runs with the edits and the stored safety answers (so a re-run keeps the red flags they
 * raised, and its cautions are stored with it).
 *
 * The wording (summary and narrative) is what the person read, possibly the model's: when the
 * re-run reads the same problem (same conditions, triage, flags and regions), it is kept as it was;
 * when the reading changed (a symptom removed), the model is asked to reword the new result, and
 * without a model the engine's own wording stands.
 */
export async function editPlan(
  db: Db,
  reword: Recommender['reword'],
  user: User,
  id: string,
  edits: PlanEdit,
): Promise<SavedAssessment> {
  if (!TIER_RULES[user.tier].canDeleteItems)
    throw new AppError('forbidden', RESULT_MESSAGES.freeCannotDelete);
  const row = await ownResult(db, user, id);
  const previous = toRecommendation(row.result);
  const removePainAreas = edits.removePainAreas ?? [];
  if (removePainAreas.some((a) => !previous.identified_pain_areas.includes(a)))
    throw new AppError('bad_request', RESULT_MESSAGES.invalidSymptomIndex);

  const input = storedInput(row.assessment);
  const rerun = reassess(input, previous, edits);
  const updated = sameReading(previous, rerun) ? keepWording(rerun, previous) : await reword(rerun, input);
  const [stored] = await db
    .update(assessmentResults)
    .set(toResultValues(updated))
    .where(eq(assessmentResults.id, row.result.id))
    .returning();
  return toSavedAssessment(row.assessment, stored ?? row.result);
}

/**
 * Corrections to 'What we understood': stored with the assessment and the plan re-run from the
 * person's own words with them (any tier; the red-flag screen never sees the corrections).
 * Corrections add up; the plan is rebuilt from scratch, so earlier deletions go, and the reading
 * changed, so the model (when configured) rewords it.
 */
export async function correctUnderstanding(
  db: Db,
  reword: Recommender['reword'],
  user: User,
  id: string,
  correction: FindingCorrections,
): Promise<SavedAssessment> {
  const row = await ownResult(db, user, id);
  // Made against what the person saw after any earlier corrections: they add up.
  const corrections = mergeCorrections(row.assessment.corrections, correction);
  const input = { ...storedInput(row.assessment), corrections };
  const updated = await reword(assess(input), input);
  const saved = await db.transaction(async (tx) => {
    const [assessment] = await tx
      .update(assessments)
      .set({ corrections })
      .where(and(eq(assessments.id, row.assessment.id), eq(assessments.userId, user.id)))
      .returning();
    const [result] = await tx
      .update(assessmentResults)
      .set(toResultValues(updated))
      .where(eq(assessmentResults.id, row.result.id))
      .returning();
    return { assessment: assessment ?? row.assessment, result: result ?? row.result };
  });
  return forTier(toSavedAssessment(saved.assessment, saved.result), user.tier);
}
