import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { verifications } from '../db/schema.ts';

/**
 * The account a two-step code is for while signing in: the two_factor cookie that the password
 * step set holds (signed) the identifier of a verification row whose value is the user id. Its
 * limits then follow the account, not the challenge: signing in again for a fresh challenge does
 * not buy more guesses. Null when the cookie is absent or names nothing (the code is refused then).
 * The identifier is 20 random characters known only to whoever passed the password step, so an
 * unchecked signature here lets nobody pick another account's counter; better-auth checks it.
 */
export async function pendingTwoFactorUser(db: Db, request: FastifyRequest): Promise<string | null> {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || !part.slice(0, at).trim().endsWith('.two_factor')) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
    const identifier = value.slice(0, Math.max(0, value.lastIndexOf('.')));
    // better-auth's identifiers are `2fa-` and random letters; anything else names no challenge.
    if (!/^2fa-[\w-]{1,80}$/.test(identifier)) return null;
    const [row] = await db
      .select({ userId: verifications.value })
      .from(verifications)
      .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
      .limit(1);
    return row?.userId ?? null;
  }
  return null;
}
