import type { Tier } from '@physiomate/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AssessmentRow, ResultRow } from '../assessments/queries.ts';
import type { Db, Tx } from '../db/client.ts';
import { encrypt } from '../db/encryption.ts';
import { assessmentConversations, assessmentResults, assessments, type ChatMessage } from '../db/schema.ts';
import { perDatabase, preparedStatement } from '../lib/prepared.ts';
import type { SignedSession } from '../lib/session.ts';
import { VersionedCache } from './cache.ts';

type Conn = Db | Tx;

/** A saved assessment with its result, as `findAssessment` reads it. */
export type AssessmentWithResult = { assessment: AssessmentRow; result: ResultRow | null };

/**
 * Decrypted plans and conversations, kept briefly (1 minute, at most 500 of each per process): a chat
 * turn re-reads neither when the database says the row has not changed since (see VersionedCache).
 */
const caches = perDatabase(() => ({
  plans: new VersionedCache<AssessmentWithResult>(60_000, 500),
  conversations: new VersionedCache<ChatMessage[]>(60_000, 500),
}));
const keyOf = (userId: string, assessmentId: string) => `${userId}:${assessmentId}`;

/** The versions of an assessment row and of its result row (`<id>/<xmin>`, or null), as one string. */
const planVersion = (assessment: string, result: string | null) => `${assessment}/${result ?? '-'}`;

/** What a chat turn needs to know before anything else, in one query. */
export type ChatAccess = {
  userId: string;
  /** The user's tier; null when they have no subscribers row yet (read it with `getTier`). */
  tier: Tier | null;
  /** The assessment's row versions when it is this user's; null when it is not (or no id was given). */
  assessment: { version: string } | null;
};

type AccessRow = {
  user_id: string;
  expires_at: Date | string | null;
  tier: Tier | null;
  assessment_version: string | null;
  result_version: string | null;
};

/** What `chatAccess` reads, after who asks (`s`: user_id, expires_at). Prepared: it runs at every turn. */
const accessOf = (who: SQL, where: SQL) =>
  sql`select s.user_id, s.expires_at,
             (select sub.subscription_tier from subscribers sub where sub.user_id = s.user_id) as tier,
             (select a.xmin::text from assessments a
               where a.id = ${sql.placeholder('assessmentId')}::uuid and a.user_id = s.user_id) as assessment_version,
             (select r.id::text || '/' || r.xmin::text from assessment_results r
               where r.assessment_id = ${sql.placeholder('assessmentId')}::uuid) as result_version
      from ${who} ${where}`;
const accessBySession = preparedStatement(
  'chat_access_by_session',
  accessOf(
    sql`session s join "user" u on u.id = s.user_id`,
    sql`where s.token = ${sql.placeholder('token')}`,
  ),
);
const accessByUser = preparedStatement(
  'chat_access_by_user',
  accessOf(
    sql`(select ${sql.placeholder('userId')}::text as user_id, null::timestamptz as expires_at) as s`,
    sql``,
  ),
);

/**
 * Who asks, their tier and, when `assessmentId` (a valid uuid) is theirs, the versions of the
 * assessment and its result rows, in one round trip. The asker is a user whose session was checked,
 * or a signed session cookie's token: then the session row is read in the same query, and the answer
 * is null unless it decides the request (see lib/session.ts; the caller then asks the auth library).
 * Owner-scoped: another user's assessment reads as absent. Written as scalar subqueries rather than
 * joins: the embedded database plans it in about half the time, and it is planned at every turn.
 */
export async function chatAccess(
  db: Db,
  asker: { userId: string } | { session: SignedSession },
  assessmentId: string | null,
): Promise<ChatAccess | null> {
  const [row] =
    'userId' in asker
      ? await accessByUser<AccessRow>(db, { userId: asker.userId, assessmentId })
      : await accessBySession<AccessRow>(db, { token: asker.session.token, assessmentId });
  if (!row) return null;
  if ('session' in asker && !(row.expires_at && asker.session.decides(new Date(row.expires_at)))) return null;
  return {
    userId: row.user_id,
    tier: row.tier,
    assessment:
      row.assessment_version != null
        ? { version: planVersion(row.assessment_version, row.result_version) }
        : null,
  };
}

/**
 * The assessment and its result, decrypted, for an owner whose access was just checked: from the
 * cache when the rows are still at the versions `chatAccess` read, else from the database (with the
 * versions read in the same statement, so what is cached is exactly that version). Each caller gets
 * its own copy: nothing a turn does can change what the next one reads.
 */
export async function readAssessment(
  db: Db,
  userId: string,
  assessmentId: string,
  access: ChatAccess,
): Promise<AssessmentWithResult | null> {
  if (!access.assessment) return null;
  const { plans } = caches(db);
  const key = keyOf(userId, assessmentId);
  const cached = plans.get(key, access.assessment.version);
  if (cached) return structuredClone(cached);
  const [row] = await db
    .select({
      assessment: assessments,
      result: assessmentResults,
      assessmentVersion: sql<string>`${assessments}.xmin::text`,
      resultVersion: sql<string | null>`${assessmentResults}.xmin::text`,
    })
    .from(assessments)
    .leftJoin(assessmentResults, eq(assessmentResults.assessmentId, assessments.id))
    .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)));
  if (!row) return null;
  const found: AssessmentWithResult = { assessment: row.assessment, result: row.result };
  plans.set(
    key,
    planVersion(row.assessmentVersion, row.result ? `${row.result.id}/${row.resultVersion}` : null),
    structuredClone(found),
  );
  return found;
}

/** The conversation of one assessment and its owner (every message, oldest first), or []. */
export async function readMessages(db: Conn, userId: string, assessmentId: string): Promise<ChatMessage[]> {
  const [row] = await db
    .select({ messages: assessmentConversations.messages })
    .from(assessmentConversations)
    .where(
      and(eq(assessmentConversations.assessmentId, assessmentId), eq(assessmentConversations.userId, userId)),
    );
  return row?.messages ?? [];
}

/** Conversations longer than this (in characters of text) are not kept in memory between turns. */
const REMEMBER_UP_TO_CHARS = 200_000;

function remember(db: Db, key: string, version: string, messages: ChatMessage[]): void {
  const { conversations } = caches(db);
  const chars = messages.reduce((n, m) => n + m.content.length, 0);
  if (chars <= REMEMBER_UP_TO_CHARS) conversations.set(key, version, messages);
  else conversations.delete(key);
}

/**
 * Changes the conversation under a row lock (the messages are one encrypted document, so two
 * requests must not both read the old list): `change` gets the current list and returns the new one.
 */
export async function updateMessages(
  db: Db,
  userId: string,
  assessmentId: string,
  change: (messages: ChatMessage[]) => ChatMessage[],
): Promise<ChatMessage[]> {
  const { next, version } = await db.transaction(async (tx) => {
    // The row exists before it is locked (a first message creates it; a race leaves one row).
    await tx
      .insert(assessmentConversations)
      .values({ assessmentId, userId, messages: [] })
      .onConflictDoNothing({
        target: [assessmentConversations.assessmentId, assessmentConversations.userId],
      });
    const [row] = await tx
      .select({ id: assessmentConversations.id, messages: assessmentConversations.messages })
      .from(assessmentConversations)
      .where(
        and(
          eq(assessmentConversations.assessmentId, assessmentId),
          eq(assessmentConversations.userId, userId),
        ),
      )
      .for('update');
    if (!row) throw new Error('conversation row missing after insert');
    const next = change(row.messages);
    const [updated] = await tx
      .update(assessmentConversations)
      .set({ messages: next })
      .where(eq(assessmentConversations.id, row.id))
      .returning({ version: sql<string>`xmin::text` });
    return { next, version: updated?.version };
  });
  // The version is committed now: the next append may skip the read (appendMessages).
  if (version) remember(db, keyOf(userId, assessmentId), version, structuredClone(next));
  return next;
}

/** The new list, written only if the row is still at the version this process knows. */
const appendIfUnchanged = preparedStatement(
  'chat_append_if_unchanged',
  sql`update assessment_conversations
      set messages = ${sql.placeholder('messages')}, updated_at = now()
      where assessment_id = ${sql.placeholder('assessmentId')}::uuid and user_id = ${sql.placeholder('userId')}
        and xmin = ${sql.placeholder('version')}::xid
      returning xmin::text as version`,
);

/**
 * Adds messages at the end of the conversation. When this process knows the conversation as it is
 * stored (the version it last wrote or read), one conditional update writes the new list: it
 * applies only if the row is still at that version, so a change made meanwhile by another request or
 * another process is never overwritten. Otherwise (or when that update finds the row changed) the
 * locked read-modify-write of `updateMessages` does it.
 */
export async function appendMessages(
  db: Db,
  userId: string,
  assessmentId: string,
  added: ChatMessage[],
): Promise<ChatMessage[]> {
  const { conversations } = caches(db);
  const key = keyOf(userId, assessmentId);
  const known = conversations.peek(key);
  if (known) {
    const next = [...known.value, ...added];
    const [row] = await appendIfUnchanged<{ version: string }>(db, {
      messages: encrypt(JSON.stringify(next)),
      assessmentId,
      userId,
      version: known.version,
    });
    if (row) {
      // The cache holds its own copy: the caller may go on using the messages it passed.
      remember(db, key, row.version, [...known.value, ...structuredClone(added)]);
      return next;
    }
    conversations.delete(key);
  }
  return updateMessages(db, userId, assessmentId, (messages) => [...messages, ...added]);
}
