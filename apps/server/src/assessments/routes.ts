import {
  ASSESSMENT_MESSAGES,
  assessmentListSchema,
  assessmentRequestSchema,
  recommendationSchema,
  safetyQuestionsRequestSchema,
  safetyQuestionsResponseSchema,
  savedAssessmentSchema,
  TIER_RULES,
} from '@physiomate/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getTier } from '../account/queries.ts';
import type { AssessInput } from '../ai/recommender.ts';
import { requireUser } from '../auth/guard.ts';
import { createLimiter } from '../auth/limits.ts';
import { AppError } from '../lib/errors.ts';
import { assessmentSavedWithKey, rememberSavedKey } from '../pending-assessments/service.ts';
import { deleteAssessment, findAssessment, listAssessments } from './queries.ts';
import {
  askSafetyQuestions,
  assertAssessmentId,
  dayWritten,
  forTier,
  saveAssessmentWithResult,
  symptomPreview,
  toSavedAssessment,
} from './service.ts';

/**
 * What the engine is asked: the request without its transport fields (id, replaceIds, pendingKey), written
 * today.
 */
const engineInput = (body: AssessInput): AssessInput => ({
  symptoms: body.symptoms,
  painLocations: body.painLocations,
  safetyAnswers: body.safetyAnswers,
  corrections: body.corrections,
  writtenOn: dayWritten(),
});

/**
 * Open to visitors, nothing stored: a plan for an assessment (docs/decisions/engine-owns-triage.md) and the wizard's
 * safety check questions. Each is limited per IP because anyone may call it.
 */
export async function recommendationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perIp = { rateLimit: { max: app.config.RECOMMENDATIONS_PER_MINUTE, timeWindow: '1 minute' } };

  r.post(
    '/api/recommendations',
    { schema: { body: assessmentRequestSchema, response: { 200: recommendationSchema } }, config: perIp },
    async (request) => app.recommend(engineInput(request.body)),
  );

  r.post(
    '/api/safety-questions',
    {
      schema: { body: safetyQuestionsRequestSchema, response: { 200: safetyQuestionsResponseSchema } },
      config: perIp,
    },
    async (request) => askSafetyQuestions(request.body),
  );
}

const idParams = z.object({ id: z.string() });

/** Saved assessments of the signed-in user. Every query is scoped to `request.user.id`. */
export async function assessmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per account, keyed on the verified user id (a cookie header can say anything).
  const saveLimit = createLimiter(
    app,
    'assessment-save',
    { max: app.config.ASSESSMENT_SAVES_PER_MINUTE, windowMs: 60_000 },
    { scaled: false, what: 'saves' },
  );

  r.post(
    '/api/assessments',
    {
      preHandler: requireUser,
      schema: {
        body: assessmentRequestSchema,
        response: { 200: savedAssessmentSchema, 201: savedAssessmentSchema },
      },
    },
    async (request, reply) => {
      const user = request.user;
      await saveLimit(request, user.id);
      const key = request.body.pendingKey;
      if (key) {
        // A visitor's assessment the server already saved (its sign-up was confirmed, or a sign-in
        // carried it): answered with that one, 200, never saved twice.
        const id = await assessmentSavedWithKey(app.db, user.id, key);
        const row = id ? await findAssessment(app.db, user.id, id) : null;
        if (row) {
          const tier = await getTier(app.db, user.id);
          return reply.status(200).send(forTier(toSavedAssessment(row.assessment, row.result), tier));
        }
      }
      const input = engineInput(request.body);
      const saved = await saveAssessmentWithResult(
        app.db,
        user,
        input,
        await app.recommend(input),
        request.body.replaceIds,
      );
      if (key) await rememberSavedKey(app.db, user.id, key, saved.assessment.id);
      return reply.status(201).send(forTier(saved, await getTier(app.db, user.id)));
    },
  );

  r.get(
    '/api/assessments',
    { preHandler: requireUser, schema: { response: { 200: assessmentListSchema } } },
    async (request) => {
      const rows = await listAssessments(app.db, request.user.id);
      const visible = TIER_RULES[await getTier(app.db, request.user.id)].visibleExercises;
      return {
        assessments: rows.map(({ assessment, result }) => ({
          id: assessment.id,
          createdAt: assessment.createdAt.toISOString(),
          symptomsPreview: symptomPreview(assessment.symptoms),
          summary: result?.aiSummary ?? null,
          summaryPoints: result?.summaryPoints ?? null,
          identifiedPainAreas: result?.identifiedPainAreas ?? [],
          exerciseNames: (result?.exercises ?? []).slice(0, visible ?? undefined).map((e) => e.name),
          products: result?.recommendedProducts ?? [],
          triageLevel: result?.triage.level ?? null,
        })),
      };
    },
  );

  r.get(
    '/api/assessments/:id',
    { preHandler: requireUser, schema: { params: idParams, response: { 200: savedAssessmentSchema } } },
    async (request) => {
      const row = await findAssessment(app.db, request.user.id, assertAssessmentId(request.params.id));
      if (!row) throw new AppError('not_found', ASSESSMENT_MESSAGES.notFound);
      return forTier(toSavedAssessment(row.assessment, row.result), await getTier(app.db, request.user.id));
    },
  );

  r.delete(
    '/api/assessments/:id',
    { preHandler: requireUser, schema: { params: idParams } },
    async (request, reply) => {
      const deleted = await deleteAssessment(app.db, request.user.id, assertAssessmentId(request.params.id));
      if (!deleted) throw new AppError('not_found', ASSESSMENT_MESSAGES.notFound);
      return reply.status(204).send();
    },
  );
}
