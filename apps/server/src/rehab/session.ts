import { ACCOUNT_MESSAGES } from '@physiomate/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { sessionUserId } from '../lib/session.ts';

const signedIn = new WeakMap<FastifyRequest, string>();

/**
 * onRequest for My Rehab routes that do not depend on the tier (the session log, its busiest
 * write): the same session check as `requireUser` (the auth library reads and, when due,
 * refreshes the session cookie), without the tier lookup, one database round trip fewer. Read the
 * user's id with `signedInUserId(request)`.
 */
export async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const id = await sessionUserId(request, reply);
  if (!id) throw new AppError('unauthorized', ACCOUNT_MESSAGES.signInRequired);
  signedIn.set(request, id);
}

/** The id `requireSession` found; throws if the route forgot the hook. */
export function signedInUserId(request: FastifyRequest): string {
  const id = signedIn.get(request);
  if (!id) throw new Error('requireSession did not run on this route');
  return id;
}
