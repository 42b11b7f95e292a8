import { errorCodeForStatus } from '@physiomate/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const FRIENDLY: Partial<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

/**
 * One error shape leaves the server: `{ error: { code, message } }`. Messages of 4xx errors are
 * meant for people; a 5xx says only that something went wrong, never a stack or an internal detail.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
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
      request.log.error({ err: { type: err.name, code: err.code, message: err.message, stack: err.stack } });
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
