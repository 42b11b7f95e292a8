/**
 * The authenticator-code check: the second step of sign-in (auth feature) and the first code while
 * setting up two-factor sign-in (settings feature) call the same endpoint, so it is defined once here.
 */
import { api } from '@/lib/api-client';
import type { SessionAnswer } from '@/lib/session';

export const verifyTotpCode = (code: string) =>
  api.post<SessionAnswer>('/auth/two-factor/verify-totp', { code });
