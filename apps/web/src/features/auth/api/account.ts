/** The account calls of the web app (server: apps/server/src/auth/plugin.ts and account/routes.ts). */
import type { PendingAssessmentInput } from '@physiomate/shared';
import { api } from '@/lib/api-client';
import type { SessionAnswer } from '../lib/session';

type Ok = { ok: true; message?: string };
/** Sign-in answers with the session, or says that the authenticator code is still due. */
export type SignInAnswer = SessionAnswer | { twoFactorRequired: true };
export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

export const needsCode = (answer: SignInAnswer): answer is { twoFactorRequired: true } =>
  'twoFactorRequired' in answer && answer.twoFactorRequired === true;

export const accountApi = {
  /** With a visitor's unsaved assessment, the server saves it at sign-in (or when the email is confirmed). */
  signIn: (email: string, password: string, pendingAssessment?: PendingAssessmentInput) =>
    api.post<SignInAnswer>('/auth/sign-in/email', { email: email.trim(), password, pendingAssessment }),
  /** The second step of sign-in (or the first code while setting up): a code from the app. */
  verifyCode: (code: string) => api.post<SessionAnswer>('/auth/two-factor/verify-totp', { code }),
  verifyBackupCode: (code: string) =>
    api.post<SessionAnswer>('/auth/two-factor/verify-backup-code', { code }),
  requestPasswordReset: (email: string) =>
    api.post<Ok>('/auth/request-password-reset', { email: email.trim() }),
  resetPassword: (token: string, newPassword: string, confirmPassword: string) =>
    api.post<Ok>('/auth/reset-password', { token, newPassword, confirmPassword }),
  enableTwoFactor: (password: string) => api.post<TwoFactorSetup>('/auth/two-factor/enable', { password }),
  disableTwoFactor: (password: string) => api.post<Ok>('/auth/two-factor/disable', { password }),
  newBackupCodes: (password: string) =>
    api.post<{ backupCodes: string[] }>('/auth/two-factor/generate-backup-codes', { password }),
  /** With a visitor's unsaved assessment, the server saves it when the email is confirmed. */
  signUp: (email: string, password: string, pendingAssessment?: PendingAssessmentInput) =>
    api.post<Ok>('/auth/sign-up/email', { email: email.trim(), password, pendingAssessment }),
  changeEmail: (newEmail: string) => api.post<Ok>('/auth/change-email', { newEmail: newEmail.trim() }),
  changePassword: (currentPassword: string, newPassword: string, confirmPassword: string) =>
    api.post<Ok>('/auth/change-password', { currentPassword, newPassword, confirmPassword }),
  deleteAccount: (confirm: string, password: string) =>
    api.post<Ok>('/account/delete', { confirm, password }),
};

/** Where the JSON download of all the user's data comes from (a plain link: the cookie goes along). */
export const EXPORT_URL = '/api/account/export';
