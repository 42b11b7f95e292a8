import { assess, reassess } from '@physiomate/engine';
import {
  ASSESSMENT_MESSAGES,
  findingCorrectionsSchema,
  mergeCorrections,
  planEditSchema,
  RESULT_MESSAGES,
  savedAssessmentSchema,
  TIER_RULES,
} from '@physiomate/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAssessment, toRecommendation, toResultValues } from '../assessments/queries.ts';
import { assertAssessmentId, forTier, storedInput, toSavedAssessment } from '../assessments/service.ts';
import { requireUser } from '../auth/guard.ts';
import { assessmentResults, assessments } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';

/**
 * Editing a saved plan: removing exercises, lifestyle items, tools or symptoms re-runs the engine
 * with the edits (the spec's regeneration) and stores the new result. Pro and master only.
 */
export async function resultRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/assessments/:id/recommendations',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ id: z.string() }),
        body: planEditSchema,
        response: { 200: savedAssessmentSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!TIER_RULES[user.tier].canDeleteItems)
        throw new AppError('forbidden', RESULT_MESSAGES.freeCannotDelete);
      const row = await findAssessment(app.db, user.id, assertAssessmentId(request.params.id));
      if (!row) throw new AppError('not_found', ASSESSMENT_MESSAGES.notFound);
      if (!row.result) throw new AppError('not_found', RESULT_MESSAGES.noResults);
      const previous = toRecommendation(row.result);
      const edits = request.body;
      const unknownArea = edits.removePainAreas.find((a) => !previous.identified_pain_areas.includes(a));
      if (unknownArea !== undefined) throw new AppError('bad_request', RESULT_MESSAGES.invalidSymptomIndex);

      // The stored safety answers go in too, so a re-run keeps the red flags they raised; the
      // re-run's understanding and cautions are stored with it, so an edit cannot drop a caution.
      const updated = reassess(storedInput(row.assessment), previous, edits);
      const [stored] = await app.db
        .update(assessmentResults)
        .set(toResultValues(updated))
        .where(eq(assessmentResults.id, row.result.id))
        .returning();
      return toSavedAssessment(row.assessment, stored ?? row.result);
    },
  );

  /**
   * Corrections to 'What we understood': stored with the assessment and the plan re-run from the
   * person's own words with them. Any tier (correcting what we read is not a deletion); the red-flag
   * screen never sees the corrections. Corrections add up; the plan is rebuilt from scratch, so
   * earlier deletions go.
   */
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/assessments/:id/understood',
    {
      preHandler: requireUser,
      schema: {
        params: z.object({ id: z.string() }),
        body: findingCorrectionsSchema,
        response: { 200: savedAssessmentSchema },
      },
    },
    async (request) => {
      const user = request.user;
      const row = await findAssessment(app.db, user.id, assertAssessmentId(request.params.id));
      if (!row) throw new AppError('not_found', ASSESSMENT_MESSAGES.notFound);
      if (!row.result) throw new AppError('not_found', RESULT_MESSAGES.noResults);
      // Made against what the person saw after any earlier corrections: they add up.
      const corrections = mergeCorrections(row.assessment.corrections, request.body);
      const updated = assess({ ...storedInput(row.assessment), corrections });
      const saved = await app.db.transaction(async (tx) => {
        const [assessment] = await tx
          .update(assessments)
          .set({ corrections })
          .where(and(eq(assessments.id, row.assessment.id), eq(assessments.userId, user.id)))
          .returning();
        const [result] = await tx
          .update(assessmentResults)
          .set(toResultValues(updated))
          .where(eq(assessmentResults.id, row.result!.id))
          .returning();
        return { assessment: assessment ?? row.assessment, result: result ?? row.result };
      });
      return forTier(toSavedAssessment(saved.assessment, saved.result), user.tier);
    },
  );
}
