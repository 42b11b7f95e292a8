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
