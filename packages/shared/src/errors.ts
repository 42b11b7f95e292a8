// zod/mini: the web reads error bodies with this schema and it must stay tree-shakable there.
import * as z from 'zod/mini';

/** Every error leaves the server in this one shape. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.optional(z.unknown()) }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** The error code for an HTTP status, for answers that carry no code of their own. */
export function errorCodeForStatus(status: number): ErrorCode {
  const match = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(
    ([code, s]) => s === status && code !== 'validation_failed',
  );
  return match?.[0] ?? (status >= 500 ? 'internal' : 'bad_request');
}
