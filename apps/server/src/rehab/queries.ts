import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { encrypt } from '../db/encryption.ts';
import { rehabCheckins, rehabLogs, subscribers, userRehabExercises } from '../db/schema.ts';
import { preparedStatement } from '../lib/prepared.ts';

type Conn = Db | Tx;
export type RehabExerciseRow = typeof userRehabExercises.$inferSelect;
export type RehabLogRow = typeof rehabLogs.$inferSelect;
export type NewRehabExercise = typeof userRehabExercises.$inferInsert;

/**
 * Serialises one user's rehab writes (two 'Add all' at once must not both add): the subscribers row
 * is created if missing, then locked until the transaction ends.
 */
export async function lockUser(tx: Tx, user: { id: string; email: string }): Promise<void> {
  await tx
    .insert(subscribers)
    .values({ userId: user.id, email: user.email })
    .onConflictDoNothing({ target: subscribers.userId });
  await tx
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.userId, user.id))
    .for('update');
}

/** Oldest first, so the list keeps the order the plan gave. */
export async function listRehabExercises(db: Conn, userId: string): Promise<RehabExerciseRow[]> {
  return db
    .select()
    .from(userRehabExercises)
    .where(eq(userRehabExercises.userId, userId))
    .orderBy(asc(userRehabExercises.createdAt), asc(userRehabExercises.id));
}

export async function insertRehabExercises(db: Conn, rows: NewRehabExercise[]): Promise<RehabExerciseRow[]> {
  if (rows.length === 0) return [];
  return db.insert(userRehabExercises).values(rows).returning();
}

export async function deleteRehabExercise(db: Conn, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(userRehabExercises)
    .where(and(eq(userRehabExercises.id, id), eq(userRehabExercises.userId, userId)))
    .returning({ id: userRehabExercises.id });
  return deleted.length > 0;
}

/** The log's insert, only when the exercise is the user's (prepared: the busiest write of My Rehab). */
const insertLog = preparedStatement(
  'rehab_log_insert_own',
  sql`insert into rehab_logs (user_id, rehab_exercise_id, done_on, sets, reps, pain, note)
      select ${sql.placeholder('userId')}, e.id, ${sql.placeholder('doneOn')}::date, ${sql.placeholder('sets')}::int,
             ${sql.placeholder('reps')}::int, ${sql.placeholder('pain')}::int, ${sql.placeholder('note')}
      from user_rehab_exercises e
      where e.id = ${sql.placeholder('rehabExerciseId')}::uuid and e.user_id = ${sql.placeholder('userId')}
      returning id, created_at`,
);

/**
 * Logs a session of one of the user's exercises in one statement (the busiest write of My Rehab):
 * the row is inserted only when the exercise is theirs; null when it is not (unknown, or another
 * user's). The note is encrypted here, as its column type would.
 */
export async function insertOwnRehabLog(
  db: Db,
  values: Omit<typeof rehabLogs.$inferInsert, 'id' | 'createdAt'> & { userId: string },
): Promise<RehabLogRow | null> {
  const log = {
    userId: values.userId,
    rehabExerciseId: values.rehabExerciseId,
    doneOn: values.doneOn,
    sets: values.sets ?? null,
    reps: values.reps ?? null,
    pain: values.pain ?? null,
  };
  const [row] = await insertLog<{ id: string; created_at: string | Date }>(db, {
    ...log,
    note: values.note ? encrypt(values.note) : null,
  });
  if (!row) return null;
  return { id: row.id, ...log, note: values.note ?? null, createdAt: new Date(row.created_at) };
}

export async function listRehabLogs(
  db: Conn,
  userId: string,
  range: { from?: string | undefined; to?: string | undefined } = {},
): Promise<RehabLogRow[]> {
  const conditions = [eq(rehabLogs.userId, userId)];
  if (range.from) conditions.push(gte(rehabLogs.doneOn, range.from));
  if (range.to) conditions.push(lte(rehabLogs.doneOn, range.to));
  return db
    .select()
    .from(rehabLogs)
    .where(and(...conditions))
    .orderBy(desc(rehabLogs.doneOn), desc(rehabLogs.createdAt));
}

export async function deleteRehabLog(db: Conn, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(rehabLogs)
    .where(and(eq(rehabLogs.id, id), eq(rehabLogs.userId, userId)))
    .returning({ id: rehabLogs.id });
  return deleted.length > 0;
}

export type RehabCheckinRow = typeof rehabCheckins.$inferSelect;

/** One check-in per week: a second in the same week replaces the first. */
export async function upsertCheckin(
  db: Conn,
  values: Omit<typeof rehabCheckins.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<RehabCheckinRow> {
  const [row] = await db
    .insert(rehabCheckins)
    .values(values)
    .onConflictDoUpdate({
      target: [rehabCheckins.userId, rehabCheckins.weekStart],
      set: {
        takenOn: values.takenOn,
        pain: values.pain,
        activities: values.activities,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** Oldest first. */
export async function listCheckins(db: Conn, userId: string): Promise<RehabCheckinRow[]> {
  return db
    .select()
    .from(rehabCheckins)
    .where(eq(rehabCheckins.userId, userId))
    .orderBy(asc(rehabCheckins.weekStart));
}
