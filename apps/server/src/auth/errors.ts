import { errorCodeForStatus, ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** better-auth's error codes, in the product's own words (the messages in @physiomate/shared). */
export const FRIENDLY: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: M.invalidCredentials,
  EMAIL_NOT_VERIFIED: M.emailNotVerified,
  INVALID_PASSWORD: M.currentPasswordIncorrect,
  PASSWORD_TOO_SHORT: M.passwordTooShort,
  PASSWORD_TOO_LONG: M.passwordTooLong,
  INVALID_EMAIL: M.invalidEmail,
  INVALID_TOKEN: M.linkInvalid,
  TOKEN_EXPIRED: M.linkExpired,
  USER_NOT_FOUND: M.linkInvalid,
  INVALID_USER: M.linkInvalid,
  EMAIL_IS_THE_SAME: M.sameEmail,
  SESSION_EXPIRED: M.reauthenticate,
  SESSION_NOT_FRESH: M.reauthenticate,
  UNAUTHORIZED: M.signInRequired,
  INVALID_ORIGIN: M.crossSite,
  MISSING_OR_NULL_ORIGIN: M.crossSite,
  INVALID_CODE: M.codeInvalid,
  INVALID_BACKUP_CODE: M.backupCodeInvalid,
  INVALID_TWO_FACTOR_COOKIE: M.twoFactorExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: M.twoFactorExpired,
  ACCOUNT_TEMPORARILY_LOCKED: M.twoFactorLocked,
  TOTP_ALREADY_ENABLED: 'Two-step verification is already on.',
  TOTP_NOT_ENABLED: 'Two-step verification is not set up. Please start again.',
  TWO_FACTOR_NOT_ENABLED: 'Two-step verification is not on.',
};

/**
 * better-auth's refusal as our one error shape: its code in the product's words (`overrides` are the
 * endpoint's own meanings, see endpoints.ts), its status kept; a failure on its side is logged and
 * said plainly, never with its details.
 */
export async function toAppError(
  response: Response,
  request: FastifyRequest,
  overrides: Record<string, string> = {},
): Promise<AppError> {
  let code = '';
  let message = '';
  try {
    const data = (await response.json()) as { code?: unknown; message?: unknown };
    code = typeof data.code === 'string' ? data.code : '';
    message = typeof data.message === 'string' ? data.message : '';
  } catch {
    // Not JSON: the status alone decides.
  }
  if (response.status >= 500) {
    request.log.error({ event: 'auth_error', status: response.status, code }, 'auth service failed');
    return new AppError('internal', 'Something went wrong on our side. Please try again.');
  }
  const errorCode = errorCodeForStatus(response.status);
  if (response.status === 401 || response.status === 403) {
    request.log.info({ event: 'auth_refused', status: response.status, code }, 'auth request refused');
  }
  const friendly =
    (Object.hasOwn(overrides, code) ? overrides[code] : undefined) ??
    (Object.hasOwn(FRIENDLY, code) ? FRIENDLY[code] : undefined) ??
    (message === 'Email is the same' ? M.sameEmail : undefined);
  return new AppError(errorCode, friendly ?? (message || 'The request is not valid.'));
}
