/**
 * The browser's side of the account rules (docs/decisions/product-texts.md): the same messages the server answers
 * with, checked before sending so people see them at once. The server checks everything again.
 */
import {
  BACKUP_CODE_PATTERN,
  DELETE_CONFIRMATION_WORD,
  isEmailLike,
  isReservedEmailDomain,
  ACCOUNT_MESSAGES as M,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  TOTP_CODE_PATTERN,
} from '@physiomate/shared';

export function validateSignIn(email: string, password: string): string | null {
  if (!email.trim()) return M.emailRequired;
  if (!password) return M.passwordRequired;
  return null;
}

export function validateSignUp(email: string, password: string): string | null {
  const value = email.trim();
  if (!value) return M.emailRequired;
  if (!isEmailLike(value)) return M.invalidEmail;
  if (isReservedEmailDomain(value)) return M.blockedDomain;
  if (!password) return M.passwordRequired;
  if (password.length < MIN_PASSWORD_LENGTH) return M.passwordTooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return M.passwordTooLong;
  return null;
}

export function validateNewEmail(newEmail: string, currentEmail: string): string | null {
  const value = newEmail.trim();
  if (!value) return M.newEmailRequired;
  if (value.toLowerCase() === currentEmail.toLowerCase()) return M.sameEmail;
  if (!isEmailLike(value)) return M.invalidEmail;
  if (isReservedEmailDomain(value)) return M.blockedDomain;
  return null;
}

export function validatePasswordChange(current: string, next: string, confirm: string): string | null {
  if (!current || !next || !confirm) return M.passwordFieldsRequired;
  if (next !== confirm) return M.passwordsDoNotMatch;
  if (next.length < MIN_PASSWORD_LENGTH) return M.passwordTooShort;
  if (next.length > MAX_PASSWORD_LENGTH) return M.passwordTooLong;
  return null;
}

export function validateDeletion(confirm: string, password: string): string | null {
  if (confirm !== DELETE_CONFIRMATION_WORD) return M.deleteConfirmRequired;
  if (!password) return M.deletePasswordRequired;
  return null;
}

/** Spec: when the service calls the address invalid, suggest a real (not test or temporary) domain. */
export function friendlyEmailError(message: string): string {
  return message === M.invalidEmail ? M.invalidEmailFromService : message;
}

/** Messages for `?error=` on a confirmation link's landing page. */
export function confirmationLinkError(code: string | null): string | null {
  if (!code) return null;
  return code === 'TOKEN_EXPIRED' ? M.linkExpired : M.linkInvalid;
}

export function validateNewPassword(next: string, confirm: string): string | null {
  if (!next) return M.newPasswordRequired;
  if (!confirm) return M.passwordFieldsRequired;
  if (next !== confirm) return M.passwordsDoNotMatch;
  if (next.length < MIN_PASSWORD_LENGTH) return M.passwordTooShort;
  if (next.length > MAX_PASSWORD_LENGTH) return M.passwordTooLong;
  return null;
}

export function validateResetEmail(email: string): string | null {
  const value = email.trim();
  if (!value) return M.emailRequired;
  if (!isEmailLike(value)) return M.invalidEmail;
  return null;
}

/** A code as typed: the app's 6 digits (spaces ignored), or a backup code. */
export function validateCode(code: string, kind: 'app' | 'backup'): string | null {
  const value = code.replace(/\s+/g, '');
  if (kind === 'app') {
    if (!value) return M.codeRequired;
    return TOTP_CODE_PATTERN.test(value) ? null : M.codeInvalid;
  }
  if (!value) return M.backupCodeRequired;
  return BACKUP_CODE_PATTERN.test(value) ? null : M.backupCodeInvalid;
}
