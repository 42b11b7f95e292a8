/** The sign-in, sign-up and password-reset calls (server: apps/server/src/auth/plugin.ts). */
import type { PendingAssessmentInput } from '@physiomate/shared';
import { api } from '@/lib/api-client';
import type { SessionAnswer } from '@/lib/session';
import { verifyTotpCode } from '@/lib/two-factor-api';

type Ok = { ok: true; message?: string };
/** Sign-in answers with the session, or says that the authenticator code is still due. */
export type SignInAnswer = SessionAnswer | { twoFactorRequired: true };

export const needsCode = (answer: SignInAnswer): answer is { twoFactorRequired: true } =>
  'twoFactorRequired' in answer && answer.twoFactorRequired === true;

export const authApi = {
  /** With a visitor's unsaved assessment, the server saves it at sign-in (or when the email is confirmed). */
  signIn: (email: string, password: string, pendingAssessment?: PendingAssessmentInput) =>
    api.post<SignInAnswer>('/auth/sign-in/email', { email: email.trim(), password, pendingAssessment }),
  /** The second step of sign-in: a code from the app. */
  verifyCode: verifyTotpCode,
  verifyBackupCode: (code: string) =>
    api.post<SessionAnswer>('/auth/two-factor/verify-backup-code', { code }),
  requestPasswordReset: (email: string) =>
    api.post<Ok>('/auth/request-password-reset', { email: email.trim() }),
  resetPassword: (token: string, newPassword: string, confirmPassword: string) =>
    api.post<Ok>('/auth/reset-password', { token, newPassword, confirmPassword }),
  /** With a visitor's unsaved assessment, the server saves it when the email is confirmed. */
  signUp: (email: string, password: string, pendingAssessment?: PendingAssessmentInput) =>
    api.post<Ok>('/auth/sign-up/email', { email: email.trim(), password, pendingAssessment }),
};
