/**
 * The pending assessment on its way through better-auth (issue 12). Our routes parse it before
 * better-auth sees the request; better-auth's own hooks (a user created, an email confirmed) then
 * need it, and they only get the user. The request's flow is kept in an AsyncLocalStorage for the
 * time of that one call into better-auth, so a hook can only ever act on the user of its own request:
 * a pending assessment is held only for a user this very sign-up created (never for an address that
 * already had an account), and saved only for the user whose link was confirmed.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PendingAssessmentInput } from '@physiomate/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { PendingOutcome } from '../pending-assessments/service.ts';

export type AuthFlow = {
  /** The better-auth endpoint being called ('sign-up/email', 'verify-email'...). */
  path: string;
  /** The visitor's assessment the request carried, if any. */
  pending?: PendingAssessmentInput;
  /** Set by the hooks of a sign-up confirmation: the address was confirmed by this request. */
  confirmed?: boolean;
  /** What became of the held assessment at confirmation. */
  outcome?: PendingOutcome;
};

const flows = new AsyncLocalStorage<AuthFlow>();

/** Runs one call into better-auth with its flow. */
export const withFlow = <T>(flow: AuthFlow, run: () => Promise<T>): Promise<T> => flows.run(flow, run);

/** The flow of the better-auth call this code runs in, if any. */
export const currentFlow = (): AuthFlow | undefined => flows.getStore();

/** The id of the account with this address (sign-in has checked the password before we ask). */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row?.id ?? null;
}

/**
 * Where a confirmed sign-up link lands: /auth says 'Email confirmed', and 'Your assessment was saved'
 * when it was. A link that failed keeps better-auth's `?error=` answer.
 */
export function confirmedLocation(location: string, flow: AuthFlow): string {
  if (!flow.confirmed) return location;
  const url = new URL(location, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid' || url.searchParams.has('error')) return location;
  url.searchParams.set('confirmed', '1');
  if (flow.outcome === 'saved') url.searchParams.set('assessment', 'saved');
  return `${url.pathname}${url.search}`;
}
