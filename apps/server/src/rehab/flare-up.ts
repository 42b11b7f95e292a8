import { assess } from '@physiomate/engine';
import {
  addDays,
  FLARE_MESSAGES,
  FLARE_UP,
  type FlareOutcome,
  type FlareState,
  type FlareUp,
} from '@physiomate/shared';
import { and, desc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { findAssessment } from '../assessments/queries.ts';
import { storedInput } from '../assessments/service.ts';
import type { Db } from '../db/client.ts';
import { assessments, rehabFlareUps, userRehabExercises } from '../db/schema.ts';
import { AppError } from '../lib/errors.ts';

type FlareRow = typeof rehabFlareUps.$inferSelect;

function toFlareUp(row: FlareRow): FlareUp {
  return {
    id: row.id,
    startedOn: row.startedOn,
    endsOn: row.endsOn,
    exercises: row.exercises,
    advice: [...FLARE_UP.advice],
    outcome: row.outcome ?? null,
  };
}

/** The assessment the gentler set is based on: the newest behind My Rehab, else the newest saved. */
async function baseAssessmentId(db: Db, userId: string): Promise<string | null> {
  const [fromRehab] = await db
    .select({ id: assessments.id })
    .from(userRehabExercises)
    .innerJoin(assessments, eq(assessments.id, userRehabExercises.sourceAssessmentId))
    .where(and(eq(userRehabExercises.userId, userId), isNotNull(userRehabExercises.sourceAssessmentId)))
    .orderBy(desc(assessments.createdAt))
    .limit(1);
  if (fromRehab) return fromRehab.id;
  const [newest] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(eq(assessments.userId, userId))
    .orderBy(desc(assessments.createdAt))
    .limit(1);
  return newest?.id ?? null;
}

/**
 * Starts flare-up mode: the engine is asked for the plan it gives when the same problem is severe
 * (its own dosing then keeps to fewer, gentler exercises), with the person's corrections kept; the
 * red-flag screen still reads only their words. A flare-up already running is replaced.
 */
export async function startFlareUp(db: Db, userId: string, today: string): Promise<FlareUp> {
  const id = await baseAssessmentId(db, userId);
  const found = id ? await findAssessment(db, userId, id) : null;
  if (!found) throw new AppError('bad_request', FLARE_MESSAGES.noAssessment);
  const input = storedInput(found.assessment);
  const corrections = input.corrections ?? { remove: [], add: [] };
  const rec = assess({
    ...input,
    corrections: {
      ...corrections,
      remove: corrections.remove.filter((f) => f !== 'severe_pain'),
      add: [...new Set([...corrections.add, 'severe_pain'])],
    },
  });
  const exercises = rec.exercises.map((e) => ({
    id: e.id,
    name: e.name,
    description: e.description,
    steps: e.steps,
    duration: e.duration,
    frequency: e.frequency,
    painRule: e.pain_rule ?? null,
  }));
  return db.transaction(async (tx) => {
    // One at a time: a new flare-up ends any still running (it counts as answered 'same').
    await tx
      .update(rehabFlareUps)
      .set({ outcome: 'same' })
      .where(and(eq(rehabFlareUps.userId, userId), isNull(rehabFlareUps.outcome)));
    const [row] = await tx
      .insert(rehabFlareUps)
      .values({ userId, startedOn: today, endsOn: addDays(today, FLARE_UP.days - 1), exercises })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toFlareUp(row);
  });
}

export async function flareState(db: Db, userId: string, today: string): Promise<FlareState> {
  const [row] = await db
    .select()
    .from(rehabFlareUps)
    .where(
      and(
        eq(rehabFlareUps.userId, userId),
        isNull(rehabFlareUps.outcome),
        lte(rehabFlareUps.startedOn, today),
      ),
    )
    .orderBy(desc(rehabFlareUps.startedOn), desc(rehabFlareUps.createdAt))
    .limit(1);
  if (!row) return { active: null, askOutcome: null };
  return today <= row.endsOn
    ? { active: toFlareUp(row), askOutcome: null }
    : { active: null, askOutcome: toFlareUp(row) };
}

/** 'How did it go?': owner-scoped (another user's flare-up reads as not found). */
export async function recordOutcome(
  db: Db,
  userId: string,
  id: string,
  outcome: FlareOutcome,
): Promise<FlareUp> {
  const [row] = await db
    .update(rehabFlareUps)
    .set({ outcome })
    .where(and(eq(rehabFlareUps.id, id), eq(rehabFlareUps.userId, userId)))
    .returning();
  if (!row) throw new AppError('not_found', FLARE_MESSAGES.notFound);
  return toFlareUp(row);
}
