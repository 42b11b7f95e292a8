/** The account-management calls of the settings screens (server: apps/server/src/auth/plugin.ts and account/routes.ts). */
import { api } from '@/lib/api-client';
import { verifyTotpCode } from '@/lib/two-factor-api';

type Ok = { ok: true; message?: string };
export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

export const accountApi = {
  /** The first code while setting up two-factor sign-in. */
  verifyCode: verifyTotpCode,
  enableTwoFactor: (password: string) => api.post<TwoFactorSetup>('/auth/two-factor/enable', { password }),
  disableTwoFactor: (password: string) => api.post<Ok>('/auth/two-factor/disable', { password }),
  newBackupCodes: (password: string) =>
    api.post<{ backupCodes: string[] }>('/auth/two-factor/generate-backup-codes', { password }),
  changeEmail: (newEmail: string) => api.post<Ok>('/auth/change-email', { newEmail: newEmail.trim() }),
  changePassword: (currentPassword: string, newPassword: string, confirmPassword: string) =>
    api.post<Ok>('/auth/change-password', { currentPassword, newPassword, confirmPassword }),
  deleteAccount: (confirm: string, password: string) =>
    api.post<Ok>('/account/delete', { confirm, password }),
};

/** Where the JSON download of all the user's data comes from (a plain link: the cookie goes along). */
export const EXPORT_URL = '/api/account/export';
