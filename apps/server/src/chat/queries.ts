import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { assessmentConversations, type ChatMessage } from '../db/schema.ts';

type Conn = Db | Tx;

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
  return db.transaction(async (tx) => {
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
    await tx
      .update(assessmentConversations)
      .set({ messages: next })
      .where(eq(assessmentConversations.id, row.id));
    return next;
  });
}
