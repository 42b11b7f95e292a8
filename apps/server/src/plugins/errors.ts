import { errorCodeForStatus } from '@physiomate/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseErrorCode, isDatabaseUnavailable, queryName } from '../db/availability.ts';
import { databaseLastFailed } from '../db/query-errors.ts';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_S } from '../lib/errors.ts';
import { isSharedStateUnavailable } from '../lib/shared-state.ts';

const FRIENDLY: Partial<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/** A ping that gives up quickly: the error handler must not wait on a frozen database. */
async function databaseReachable(app: FastifyInstance): Promise<boolean> {
  if (!app.hasDecorator('database')) return true;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      app.database.ping(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('ping timed out')), 1_000);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One error shape leaves the server: `{ error: { code, message } }`. Messages of 4xx errors are
 * meant for people; a 5xx says only that something went wrong, never a stack or an internal detail.
 * When the database cannot be reached the answer is 503 with Retry-After: the caller may try again.
 * A failed query is logged by its error code and query name, never its message (PostgreSQL's and
 * Drizzle's messages carry the values and parameters) nor its stack.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (err: FastifyError, request, reply) => {
    const serverSide =
      err instanceof AppError ? err.statusCode >= 500 : !(err.statusCode && err.statusCode < 500);
    if (serverSide && isSharedStateUnavailable(err)) {
      // Redis (REDIS_URL) holds the shared limits: without it no limit can be checked, so the
      // request is refused for now rather than let through unlimited.
      request.log.warn({ event: 'shared_state_unavailable' }, 'Redis unavailable; answered 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } });
    }
    // Errors from the auth library arrive without their cause: the last query's fate, or a quick
    // ping, tells an outage apart.
    if (
      serverSide &&
      (isDatabaseUnavailable(err) || databaseLastFailed() || !(await databaseReachable(app)))
    ) {
      request.log.warn(
        { event: 'database_unavailable', code: databaseErrorCode(err), query: queryName(err) },
        'database unavailable; answered 503',
      );
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } });
    }
    if (err instanceof AppError) {
      if (err.code === 'unavailable') reply.header('retry-after', String(RETRY_AFTER_S));
      const retryAfter = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (err.code === 'rate_limited' && typeof retryAfter === 'number')
        reply.header('retry-after', String(retryAfter));
      return reply
        .status(err.statusCode)
        .send({ error: { code: err.code, message: err.message, details: err.details } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'The request is not valid.';
      return reply.status(400).send({
        error: {
          code: 'validation_failed',
          message: field ? `${field}: ${message}` : message,
          details: err.validation.map((v) => ({ path: v.instancePath, message: v.message })),
        },
      });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) {
      const code = databaseErrorCode(err);
      const query = queryName(err);
      request.log.error({
        err:
          code || query
            ? { type: err.name, code, query }
            : { type: err.name, code: err.code, message: err.message, stack: err.stack },
      });
      return reply.status(status).send({
        error: {
          code: errorCodeForStatus(status),
          message: 'Something went wrong on our side. Please try again.',
        },
      });
    }
    if (status === 415) {
      return reply
        .status(415)
        .send({ error: { code: 'bad_request', message: FRIENDLY.FST_ERR_CTP_INVALID_MEDIA_TYPE } });
    }
    return reply.status(status).send({
      error: {
        code: errorCodeForStatus(status),
        message: (err.code && FRIENDLY[err.code]) || err.message || 'The request is not valid.',
      },
    });
  });
});
