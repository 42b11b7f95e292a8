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
  REMINDER_MESSAGES,
  rehabCheckinSchema,
  rehabExerciseListSchema,
  rehabLogListSchema,
  rehabLogQuerySchema,
  rehabLogSchema,
  rehabProgressSchema,
  reminderSettingsInputSchema,
  reminderSettingsSchema,
  startFlareSchema,
  unsubscribeQuerySchema,
  weekStartOf,
} from '@physiomate/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guard.ts';
import { AppError } from '../lib/errors.ts';
import { reminderCalendar } from './calendar.ts';
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
import {
  findReminder,
  saveReminderSettings,
  startReminderScheduler,
  toReminderSettings,
  unsubscribe,
  unsubscribeKey,
} from './reminders.ts';
import { addFromAssessment, logSession, toRehabExercise, toRehabLog } from './service.ts';
import { requireSession, signedInUserId } from './session.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParams = z.object({ id: z.string() });

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a click on an email's unsubscribe link lands on (no sign-in, no script). */
function unsubscribePage(ok: boolean, publicUrl: string): string {
  const title = ok ? 'Reminders turned off' : 'Link not valid';
  const text = ok ? REMINDER_MESSAGES.unsubscribed : REMINDER_MESSAGES.badLink;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - PhysioMate</title></head>
<body><main><h1>${title}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(publicUrl)}/my-rehab">Go to My Rehab</a></p></main></body></html>`;
}

/** An id that is not ours, or not an id at all, reads the same: not found. */
function ownId(id: string, message: string): string {
  if (!UUID.test(id)) throw new AppError('not_found', message);
  return id;
}

/** My Rehab: the user's exercises and the sessions they log. Every query is scoped to `request.user.id`. */
export async function rehabRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const key = unsubscribeKey(app.config);

  // Reminder emails: one scheduler per process; the job lock and the database claim make all of
  // them one sender (reminders.ts).
  const scheduler = startReminderScheduler({
    db: app.db,
    mailer: app.mailer,
    jobLock: app.jobLock,
    log: app.log,
    publicUrl: app.config.publicUrl,
    key,
  });
  app.addHook('onClose', () => scheduler.stop());
  // Mail apps' one-click unsubscribe (RFC 8058) posts a form; only these routes read it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

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

  // The busiest write: the session is checked without the tier lookup (logging does not depend
  // on the tier); ownership is in the insert itself (queries.ts).
  r.post(
    '/api/rehab/logs',
    { onRequest: requireSession, schema: { body: createRehabLogSchema, response: { 201: rehabLogSchema } } },
    async (request, reply) =>
      reply.status(201).send(await logSession(app.db, signedInUserId(request), request.body)),
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

  r.get(
    '/api/rehab/reminders',
    { onRequest: requireUser, schema: { response: { 200: reminderSettingsSchema } } },
    async (request) => toReminderSettings(await findReminder(app.db, request.user.id)),
  );

  r.put(
    '/api/rehab/reminders',
    {
      onRequest: requireUser,
      schema: { body: reminderSettingsInputSchema, response: { 200: reminderSettingsSchema } },
    },
    async (request) => saveReminderSettings(app.db, request.user.id, request.body),
  );

  // The email's link: one click, no sign-in. The signed token is the only authority; a bad one
  // changes nothing and says so.
  const unsubscribeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  r.get(
    '/api/rehab/reminders/unsubscribe',
    { config: unsubscribeLimit, schema: { querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const ok = await unsubscribe(app.db, key, request.query.token ?? '');
      request.log.info({ event: ok ? 'reminders_unsubscribed' : 'unsubscribe_refused' }, 'unsubscribe link');
      return reply
        .status(ok ? 200 : 400)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(ok, app.config.publicUrl));
    },
  );
  r.post(
    '/api/rehab/reminders/unsubscribe',
    { config: unsubscribeLimit, schema: { querystring: unsubscribeQuerySchema } },
    async (request) => {
      const ok = await unsubscribe(app.db, key, request.query.token ?? '');
      request.log.info({ event: ok ? 'reminders_unsubscribed' : 'unsubscribe_refused' }, 'unsubscribe post');
      if (!ok) throw new AppError('bad_request', REMINDER_MESSAGES.badLink);
      return { ok: true, message: REMINDER_MESSAGES.unsubscribed };
    },
  );

  r.get('/api/rehab/reminders/calendar.ics', { onRequest: requireUser }, async (request, reply) => {
    const row = await findReminder(app.db, request.user.id);
    if (!row) throw new AppError('not_found', REMINDER_MESSAGES.noSchedule);
    return reply
      .header('content-disposition', 'attachment; filename="physiomate-rehab-reminders.ics"')
      .header('cache-control', 'no-store')
      .type('text/calendar; charset=utf-8')
      .send(await reminderCalendar(request.user.id, row, { publicUrl: app.config.publicUrl }));
  });
}
