import { ACCOUNT_MESSAGES, type Tier } from '@physiomate/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getTier } from '../account/queries.ts';
import { AppError } from '../lib/errors.ts';

export type AuthUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  /** Whether sign-in asks for a code from an authenticator app. */
  twoFactorEnabled: boolean;
  tier: Tier;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user. Set by the `requireUser` preHandler; only read it on routes that use it. */
    user: AuthUser;
  }
}

/**
 * Reads the session from the cookie (refreshing it when due, which re-sets the cookie) and
 * returns the user with their tier, or null when signed out.
 */
export async function readUser(request: FastifyRequest, reply?: FastifyReply): Promise<AuthUser | null> {
  const { auth, db } = request.server;
  const { headers, response } = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (reply && cookies.length) reply.header('set-cookie', cookies);
  if (!response) return null;
  const { user } = response;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled === true,
    tier: await getTier(db, user.id),
  };
}

/**
 * preHandler for routes that need a signed-in user: `{ preHandler: requireUser }`, then
 * `request.user`. Answers 401 with the shared 'sign in' message otherwise (docs/decisions/sessions.md).
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = await readUser(request, reply);
  if (!user) throw new AppError('unauthorized', ACCOUNT_MESSAGES.signInRequired);
  request.user = user;
}
