import { findingCorrectionsSchema, planEditSchema, savedAssessmentSchema } from '@physiomate/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guard.ts';
import { correctUnderstanding, editPlan } from './service.ts';

const idParams = z.object({ id: z.string() });

/** Changes to a saved result: the owner's own, through the results service (see service.ts). */
export async function resultRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Removing plan items or symptoms (pro and master): the engine re-runs with the edits. */
  r.patch(
    '/api/assessments/:id/recommendations',
    {
      preHandler: requireUser,
      schema: { params: idParams, body: planEditSchema, response: { 200: savedAssessmentSchema } },
    },
    async (request) => editPlan(app.db, app.recommend.reword, request.user, request.params.id, request.body),
  );

  /** Corrections to 'What we understood' (any tier). */
  r.put(
    '/api/assessments/:id/understood',
    {
      preHandler: requireUser,
      schema: { params: idParams, body: findingCorrectionsSchema, response: { 200: savedAssessmentSchema } },
    },
    async (request) =>
      correctUnderstanding(app.db, app.recommend.reword, request.user, request.params.id, request.body),
  );
}
