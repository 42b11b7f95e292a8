import { ERROR_STATUS, type ErrorCode } from '@physiomate/shared';

/** An error meant for the caller: its code and message leave the server as they are. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not found.') => new AppError('not_found', message);

/** Seconds a caller is asked to wait when the database cannot be reached (the Retry-After header). */
export const RETRY_AFTER_S = 5;
export const RESTARTING_MESSAGE = 'PhysioMate is restarting. Please try again in a few seconds.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'PhysioMate is briefly unavailable. Please try again in a few seconds.';
