/** The account calls of the web app (server: apps/server/src/auth/plugin.ts and account/routes.ts). */
import { api } from '@/lib/api-client';
import type { SessionAnswer } from '../lib/session';

type Ok = { ok: true; message?: string };

export const accountApi = {
  signIn: (email: string, password: string) =>
    api.post<SessionAnswer>('/auth/sign-in/email', { email: email.trim(), password }),
  signUp: (email: string, password: string) =>
    api.post<Ok>('/auth/sign-up/email', { email: email.trim(), password }),
  changeEmail: (newEmail: string) => api.post<Ok>('/auth/change-email', { newEmail: newEmail.trim() }),
  changePassword: (currentPassword: string, newPassword: string, confirmPassword: string) =>
    api.post<Ok>('/auth/change-password', { currentPassword, newPassword, confirmPassword }),
  deleteAccount: (confirm: string, password: string) =>
    api.post<Ok>('/account/delete', { confirm, password }),
};

/** Where the JSON download of all the user's data comes from (a plain link: the cookie goes along). */
export const EXPORT_URL = '/api/account/export';
