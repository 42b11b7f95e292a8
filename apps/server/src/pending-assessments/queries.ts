import { and, desc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type PendingInput, pendingAssessments } from '../db/schema.ts';

export type PendingRow = typeof pendingAssessments.$inferSelect;

/**
 * Holds an assessment for a user until `expiresAt`. A key the user already has keeps its row: a saved
 * one stays saved (never held again), a held one takes the newer input and expiry.
 */
export async function holdPending(
  db: Db,
  userId: string,
  clientKey: string,
  input: PendingInput,
  expiresAt: Date,
): Promise<void> {
  await db
    .insert(pendingAssessments)
    .values({ userId, clientKey, input, expiresAt })
    .onConflictDoUpdate({
      target: [pendingAssessments.userId, pendingAssessments.clientKey],
      set: { input, expiresAt },
      setWhere: isNull(pendingAssessments.savedAt),
    });
}

/** The user's held (unsaved, unexpired) assessments, newest first. */
export function heldFor(db: Db, userId: string, now = new Date()): Promise<PendingRow[]> {
  return db
    .select()
    .from(pendingAssessments)
    .where(
      and(
        eq(pendingAssessments.userId, userId),
        isNull(pendingAssessments.savedAt),
        gt(pendingAssessments.expiresAt, now),
      ),
    )
    .orderBy(desc(pendingAssessments.createdAt));
}

/**
 * Takes a held row for saving: only one caller can (the update is the lock), so two confirmations at
 * once cannot save it twice. Returns its input, or null when another caller took it or it expired.
 */
export async function claim(
  db: Db,
  id: string,
  userId: string,
  now = new Date(),
): Promise<PendingInput | null> {
  const [row] = await db
    .update(pendingAssessments)
    .set({ savedAt: now })
    .where(
      and(
        eq(pendingAssessments.id, id),
        eq(pendingAssessments.userId, userId),
        isNull(pendingAssessments.savedAt),
        gt(pendingAssessments.expiresAt, now),
      ),
    )
    .returning({ input: pendingAssessments.input });
  return row?.input ?? null;
}

/** After the save: the row keeps the assessment it became and drops its health data. */
export async function markSaved(
  db: Db,
  id: string,
  userId: string,
  assessmentId: string,
  keepUntil: Date,
): Promise<void> {
  await db
    .update(pendingAssessments)
    .set({ input: null, savedAssessmentId: assessmentId, expiresAt: keepUntil })
    .where(and(eq(pendingAssessments.id, id), eq(pendingAssessments.userId, userId)));
}

/** The save failed: the claim is given back so a later sign-in can still save it. */
export async function release(db: Db, id: string, userId: string): Promise<void> {
  await db
    .update(pendingAssessments)
    .set({ savedAt: null })
    .where(and(eq(pendingAssessments.id, id), eq(pendingAssessments.userId, userId)));
}

/** Records a key as saved (the browser saved it itself), so a later copy of it is not saved again. */
export async function recordSaved(
  db: Db,
  userId: string,
  clientKey: string,
  assessmentId: string,
  keepUntil: Date,
): Promise<void> {
  const now = new Date();
  await db
    .insert(pendingAssessments)
    .values({
      userId,
      clientKey,
      input: null,
      savedAt: now,
      savedAssessmentId: assessmentId,
      expiresAt: keepUntil,
    })
    .onConflictDoUpdate({
      target: [pendingAssessments.userId, pendingAssessments.clientKey],
      set: { input: null, savedAt: now, savedAssessmentId: assessmentId, expiresAt: keepUntil },
    });
}

/**
 * Whether the user's assessment with this key was saved already. `assessmentId` is the assessment
 * it became, or null when the user has deleted that assessment since.
 */
export async function savedWithKey(
  db: Db,
  userId: string,
  clientKey: string,
): Promise<{ assessmentId: string | null } | null> {
  const [row] = await db
    .select({ assessmentId: pendingAssessments.savedAssessmentId })
    .from(pendingAssessments)
    .where(
      and(
        eq(pendingAssessments.userId, userId),
        eq(pendingAssessments.clientKey, clientKey),
        isNotNull(pendingAssessments.savedAt),
      ),
    );
  return row ?? null;
}

export async function deleteHeld(db: Db, ids: string[], userId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(pendingAssessments)
    .where(and(inArray(pendingAssessments.id, ids), eq(pendingAssessments.userId, userId)));
}

/** Removes every expired row (held or saved); returns how many. */
export async function deleteExpired(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(pendingAssessments)
    .where(lt(pendingAssessments.expiresAt, now))
    .returning({ id: pendingAssessments.id });
  return removed.length;
}

/** The user's rows for the data export: what is held (decrypted) and what became which assessment. */
export function pendingForExport(db: Db, userId: string) {
  return db
    .select({
      input: pendingAssessments.input,
      savedAt: pendingAssessments.savedAt,
      savedAssessmentId: pendingAssessments.savedAssessmentId,
      expiresAt: pendingAssessments.expiresAt,
      createdAt: pendingAssessments.createdAt,
    })
    .from(pendingAssessments)
    .where(eq(pendingAssessments.userId, userId))
    .orderBy(desc(pendingAssessments.createdAt));
}
