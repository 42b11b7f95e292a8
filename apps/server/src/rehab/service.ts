import { assess } from '@physiomate/engine';
import {
  type AddRehabExercisesResponse,
  type CreateRehabLog,
  type Exercise,
  REHAB_MESSAGES,
  type RehabExercise,
  type RehabLog,
  TIER_RULES,
  type Tier,
} from '@physiomate/shared';
import { findAssessment } from '../assessments/queries.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import {
  insertOwnRehabLog,
  insertRehabExercises,
  listRehabExercises,
  lockUser,
  type RehabExerciseRow,
  type RehabLogRow,
} from './queries.ts';

export function toRehabExercise(row: RehabExerciseRow): RehabExercise {
  const details = row.details;
  return {
    id: row.id,
    exerciseId: details?.exerciseId ?? row.id,
    name: row.exerciseName,
    description: row.description ?? '',
    steps: details?.steps ?? [],
    duration: details?.duration ?? '',
    frequency: details?.frequency ?? '',
    videoSearch: details?.videoSearch ?? row.exerciseName,
    videoUrl: details?.videoUrl ?? null,
    sourceAssessmentId: row.sourceAssessmentId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRehabLog(row: RehabLogRow): RehabLog {
  return {
    id: row.id,
    rehabExerciseId: row.rehabExerciseId,
    date: row.doneOn,
    sets: row.sets,
    reps: row.reps,
    pain: row.pain,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The plan's exercises this user may see (free: the first 4), read from the stored result. */
function visibleExercises(exercises: Exercise[], tier: Tier): Exercise[] {
  const visible = TIER_RULES[tier].visibleExercises;
  return visible === null ? exercises : exercises.slice(0, visible);
}

/**
 * Adds exercises of a saved assessment to My Rehab. Everything is copied from the stored plan (the
 * browser names only ids), limited to what the user's tier shows; an id that is not among them is a
 * 400 and nothing is added. One already in My Rehab (the same engine exercise, from any assessment)
 * is left as it is. Runs under a lock on the user, so two requests at once cannot both add.
 */
export async function addFromAssessment(
  db: Db,
  user: { id: string; email: string; tier: Tier },
  input: { assessmentId: string; exerciseIds?: string[] | undefined },
): Promise<AddRehabExercisesResponse> {
  return db.transaction(async (tx) => {
    await lockUser(tx, user);
    const found = await findAssessment(tx, user.id, input.assessmentId);
    if (!found) throw new AppError('not_found', REHAB_MESSAGES.assessmentNotFound);
    const plan = visibleExercises(found.result?.exercises ?? [], user.tier);
    if (plan.length === 0) throw new AppError('bad_request', REHAB_MESSAGES.noPlan);

    let chosen = plan;
    if (input.exerciseIds) {
      const byId = new Map(plan.map((e) => [e.id, e]));
      const unknown = input.exerciseIds.filter((id) => !byId.has(id));
      if (unknown.length > 0) {
        throw new AppError('bad_request', REHAB_MESSAGES.unknownExercise, { unknown });
      }
      chosen = [...new Set(input.exerciseIds)].map((id) => byId.get(id) as Exercise);
    }

    const existing = await listRehabExercises(tx, user.id);
    const have = new Set(existing.map((row) => row.details?.exerciseId ?? row.exerciseName));
    const fresh = chosen.filter((e) => !have.has(e.id));
    // One statement, one timestamp: nudge each row by a millisecond so the list keeps plan order.
    const base = Date.now();
    const added = await insertRehabExercises(
      tx,
      fresh.map((exercise, i) => ({
        userId: user.id,
        exerciseName: exercise.name,
        description: exercise.description,
        details: {
          exerciseId: exercise.id,
          steps: exercise.steps,
          duration: exercise.duration,
          frequency: exercise.frequency,
          videoSearch: exercise.video_search,
          videoUrl: exercise.youtube_video_url ?? null,
        },
        sourceAssessmentId: found.assessment.id,
        createdAt: new Date(base + i),
      })),
    );
    return {
      added: added.map(toRehabExercise),
      exercises: [...existing, ...added].map(toRehabExercise),
    };
  });
}

/**
 * Logs a session of one of the user's rehab exercises. An id that is not one of theirs (unknown, or
 * another user's: the two read the same) is bad input, a 400, and nothing is written.
 */
export async function logSession(db: Db, userId: string, input: CreateRehabLog): Promise<RehabLog> {
  const note = input.note?.trim() || null;
  const inserting = insertOwnRehabLog(db, {
    userId,
    rehabExerciseId: input.rehabExerciseId,
    doneOn: input.date,
    sets: input.sets ?? null,
    reps: input.reps ?? null,
    pain: input.pain ?? null,
    note,
  });
  // The note's screen runs while the database inserts (its answer is only sent with the row).
  let alert: RehabLog['alert'] = null;
  if (note) {
    inserting.catch(() => {}); // awaited just below; this only keeps a failure from going unhandled meanwhile
    alert = await new Promise<RehabLog['alert']>((resolve, reject) =>
      setImmediate(() => {
        try {
          resolve(noteAlert(note));
        } catch (err) {
          reject(err);
        }
      }),
    );
  }
  const row = await inserting;
  if (!row) throw new AppError('bad_request', REHAB_MESSAGES.notFound);
  return { ...toRehabLog(row), alert };
}

/**
 * A note goes through the engine's red-flag screen (the same deterministic reading as the
 * assessment's text): words that raise a red flag answer with the engine's triage message.
 */
export function noteAlert(note: string | null): RehabLog['alert'] {
  if (!note) return null;
  const { triage } = assess({ symptoms: note, painLocations: [] });
  return triage.red_flags.length > 0 ? { level: triage.level, message: triage.message } : null;
}
