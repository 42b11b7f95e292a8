import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import { fromNodeHeaders } from 'better-auth/node';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { perDatabase } from './prepared.ts';

/** What the quick check needs of the auth library's set-up; null when it must always defer to it. */
type QuickCheck = {
  cookie: string;
  dataCookie: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
} | null;

const setUps = new WeakMap<FastifyInstance, Promise<QuickCheck>>();

/**
 * The quick check holds only while sessions are plain rows of the session table, refreshed by the
 * library on the request that finds them due: no cookie cache, no secondary storage, no deferred
 * refresh. Any other set-up always goes through the library.
 */
async function quickCheckOf(app: FastifyInstance): Promise<QuickCheck> {
  let found = setUps.get(app);
  if (!found) {
    found = app.auth.$context.then((ctx) => {
      // Read as the library's general options: what this set-up leaves out reads as absent.
      const options = ctx.options as BetterAuthOptions;
      const session = options.session;
      if (options.secondaryStorage || session?.cookieCache?.enabled || session?.deferSessionRefresh)
        return null;
      return {
        cookie: ctx.authCookies.sessionToken.name,
        dataCookie: ctx.authCookies.sessionData.name,
        secret: ctx.secret,
        expiresInMs: ctx.sessionConfig.expiresIn * 1000,
        // A library set up never to refresh: treat every session as not due.
        updateAgeMs: session?.disableSessionRefresh
          ? Number.POSITIVE_INFINITY
          : ctx.sessionConfig.updateAge * 1000,
      };
    });
    setUps.set(app, found);
  }
  return found;
}

/** A cookie's value as the library reads it: the first of that name, unquoted, URI-decoded. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * The session token of a cookie signed with `secret` (`token.signature`, the signature the base64 of
 * HMAC-SHA256 of the token, as the library signs it), or null when the cookie is not exactly that.
 */
export function signedToken(value: string, secret: string): string | null {
  const at = value.lastIndexOf('.');
  if (at < 1) return null;
  const token = value.slice(0, at);
  const signature = Buffer.from(value.slice(at + 1), 'latin1');
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'), 'latin1');
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** A validly signed session token, and whether a session row's expiry lets the quick check decide. */
export type SignedSession = { token: string; decides(expiresAt: Date): boolean };

/**
 * The session token of the request's cookie when the quick check may decide the request: the
 * library's set-up allows it and the cookie is exactly one the library signed. Null: ask the library.
 */
export async function signedSession(request: FastifyRequest): Promise<SignedSession | null> {
  const check = await quickCheckOf(request.server);
  if (!check) return null;
  const header = request.headers.cookie;
  // A cookie-cache cookie left from another set-up: the library clears it.
  if (cookieValue(header, check.dataCookie) !== undefined) return null;
  const value = cookieValue(header, check.cookie);
  const token = value ? signedToken(value, check.secret) : null;
  if (!token) return null;
  return {
    token,
    // Not expired, and not yet due for the daily refresh (the library does that, re-setting the cookie).
    decides: (expiresAt) => {
      const at = expiresAt.getTime();
      const now = Date.now();
      return at > now && at - check.expiresInMs + check.updateAgeMs > now;
    },
  };
}

/** The session row of a token, with its user (prepared: it runs at every request of the busiest routes). */
const sessionByToken = perDatabase((db) =>
  db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_by_token'),
);

/**
 * The user id of a signed-in request, in one query, when the request is the common case: a validly
 * signed session cookie whose session row exists (with its user), has not expired and is not yet due
 * for its daily refresh. Null means "not decided here": the caller asks the library.
 */
async function quickUserId(db: Db, request: FastifyRequest): Promise<string | null> {
  const signed = await signedSession(request);
  if (!signed) return null;
  const [row] = await sessionByToken(db).execute({ token: signed.token });
  return row && signed.decides(row.expiresAt) ? row.userId : null;
}

/**
 * The auth library's own session check (`readUser`'s, without the tier): it refreshes a session due
 * for it and re-sets the cookie on `reply`, or clears a cookie that names no valid session.
 */
export async function librarySessionUserId(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  const { headers, response } = await request.server.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return response?.user.id ?? null;
}

/**
 * The signed-in user's id from the session cookie, or null: the same session check as `readUser`,
 * without the tier lookup, for the busiest routes (My Rehab's session log does not depend on the
 * tier). The common case (a valid session that is not due for refresh) is decided here with one
 * query and a synchronous HMAC; everything else (no or a bad cookie, an unknown, expired or due
 * session) goes to the auth library, exactly as on every other route.
 */
export async function sessionUserId(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  return (await quickUserId(request.server.db, request)) ?? librarySessionUserId(request, reply);
}
