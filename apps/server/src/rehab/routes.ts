import {
  addRehabExercisesResponseSchema,
  addRehabExercisesSchema,
  createCheckinSchema,
  createRehabLogSchema,
  FLARE_MESSAGES,
  flareOutcomeSchema,
  flareStateSchema,
  flareUpSchema,
  isoDay,
  progressQuerySchema,
  REHAB_MESSAGES,
  rehabCheckinSchema,
  rehabExerciseListSchema,
  rehabLogListSchema,
  rehabLogQuerySchema,
  rehabLogSchema,
  rehabProgressSchema,
  startFlareSchema,
  weekStartOf,
} from '@physiomate/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guard.ts';
import { AppError } from '../lib/errors.ts';
import { flareState, recordOutcome, startFlareUp } from './flare-up.ts';
import { computeProgress, toCheckin } from './progress.ts';
import {
  deleteRehabExercise,
  deleteRehabLog,
  listCheckins,
  listRehabExercises,
  listRehabLogs,
  upsertCheckin,
} from './queries.ts';
import { addFromAssessment, logSession, toRehabExercise, toRehabLog } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = z.object({ id: z.string() });

/** An id that is not ours, or not an id at all, reads the same: not found. */
function ownId(id: string, message: string): string {
  if (!UUID.test(id)) throw new AppError('not_found', message);
  return id;
}

/** My Rehab: the user's exercises and the sessions they log. Every query is scoped to `request.user.id`. */
export async function rehabRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/rehab/exercises',
    { onRequest: requireUser, schema: { response: { 200: rehabExerciseListSchema } } },
    async (request) => ({
      exercises: (await listRehabExercises(app.db, request.user.id)).map(toRehabExercise),
    }),
  );

  r.post(
    '/api/rehab/exercises',
    {
      onRequest: requireUser,
      schema: {
        body: addRehabExercisesSchema,
        response: { 200: addRehabExercisesResponseSchema, 201: addRehabExercisesResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await addFromAssessment(app.db, request.user, request.body);
      return reply.status(result.added.length > 0 ? 201 : 200).send(result);
    },
  );

  r.delete(
    '/api/rehab/exercises/:id',
    { onRequest: requireUser, schema: { params: idParams } },
    async (request, reply) => {
      const id = ownId(request.params.id, REHAB_MESSAGES.notFound);
      if (!(await deleteRehabExercise(app.db, request.user.id, id))) {
        throw new AppError('not_found', REHAB_MESSAGES.notFound);
      }
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/rehab/logs',
    {
      onRequest: requireUser,
      schema: { querystring: rehabLogQuerySchema, response: { 200: rehabLogListSchema } },
    },
    async (request) => ({
      logs: (await listRehabLogs(app.db, request.user.id, request.query)).map(toRehabLog),
    }),
  );

  r.post(
    '/api/rehab/logs',
    { onRequest: requireUser, schema: { body: createRehabLogSchema, response: { 201: rehabLogSchema } } },
    async (request, reply) => reply.status(201).send(await logSession(app.db, request.user.id, request.body)),
  );

  r.delete(
    '/api/rehab/logs/:id',
    { onRequest: requireUser, schema: { params: idParams } },
    async (request, reply) => {
      const id = ownId(request.params.id, REHAB_MESSAGES.logNotFound);
      if (!(await deleteRehabLog(app.db, request.user.id, id))) {
        throw new AppError('not_found', REHAB_MESSAGES.logNotFound);
      }
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/rehab/checkins',
    { onRequest: requireUser, schema: { body: createCheckinSchema, response: { 201: rehabCheckinSchema } } },
    async (request, reply) => {
      const { date, pain, activities } = request.body;
      const row = await upsertCheckin(app.db, {
        userId: request.user.id,
        weekStart: weekStartOf(date),
        takenOn: date,
        pain,
        activities,
      });
      return reply.status(201).send(toCheckin(row));
    },
  );

  r.get(
    '/api/rehab/progress',
    {
      onRequest: requireUser,
      schema: { querystring: progressQuerySchema, response: { 200: rehabProgressSchema } },
    },
    async (request) => {
      const { today } = request.query;
      const userId = request.user.id;
      const [exercises, logs, checkins] = await Promise.all([
        listRehabExercises(app.db, userId),
        listRehabLogs(app.db, userId),
        listCheckins(app.db, userId),
      ]);
      // The day an exercise was added, as a UTC date no later than the user's today.
      return computeProgress(
        today,
        exercises,
        logs,
        checkins,
        (row) => [isoDay(row.createdAt), today].sort()[0] as string,
      );
    },
  );

  r.get(
    '/api/rehab/flare-up',
    {
      onRequest: requireUser,
      schema: { querystring: progressQuerySchema, response: { 200: flareStateSchema } },
    },
    async (request) => flareState(app.db, request.user.id, request.query.today),
  );

  r.post(
    '/api/rehab/flare-up',
    { onRequest: requireUser, schema: { body: startFlareSchema, response: { 201: flareUpSchema } } },
    async (request, reply) =>
      reply.status(201).send(await startFlareUp(app.db, request.user.id, request.body.today)),
  );

  r.post(
    '/api/rehab/flare-up/:id/outcome',
    {
      onRequest: requireUser,
      schema: { params: idParams, body: flareOutcomeSchema, response: { 200: flareUpSchema } },
    },
    async (request) =>
      recordOutcome(
        app.db,
        request.user.id,
        ownId(request.params.id, FLARE_MESSAGES.notFound),
        request.body.outcome,
      ),
  );
}
