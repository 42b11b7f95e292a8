import {
  addDays,
  REHAB_CHECKIN,
  REHAB_LIMITS,
  type RehabCheckin,
  type RehabProgress,
  sessionsPerWeek,
  weekStartOf,
} from '@physiomate/shared';
import type { RehabCheckinRow, RehabExerciseRow, RehabLogRow } from './queries.ts';

export function toCheckin(row: RehabCheckinRow): RehabCheckin {
  const scores = row.activities.map((a) => a.score);
  return {
    id: row.id,
    weekStart: row.weekStart,
    date: row.takenOn,
    pain: row.pain,
    activities: row.activities,
    psfsMean: scores.length
      ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10
      : null,
  };
}

const points = (n: number) => `${n} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/**
 * The MCID notes (2 points or more on either scale is a meaningful change: the minimal clinically important
 * difference commonly used for pain NRS and the PSFS): the latest
 * check-in against the first, for pain (lower is better) and the PSFS mean (higher is better).
 */
export function mcidNotes(checkins: RehabCheckin[]): string[] {
  const first = checkins[0];
  const last = checkins.at(-1);
  if (!first || !last || first === last) return [];
  const notes: string[] = [];
  const pain = last.pain - first.pain;
  if (pain <= -REHAB_CHECKIN.mcid) {
    notes.push(
      `Your pain is ${points(-pain)} lower than at your first check-in (${first.pain} → ${last.pain} out of 10). A change of 2 points or more is a meaningful improvement.`,
    );
  } else if (pain >= REHAB_CHECKIN.mcid) {
    notes.push(
      `Your pain is ${points(pain)} higher than at your first check-in (${first.pain} → ${last.pain} out of 10). That is a meaningful change: if it keeps rising, take a new assessment or see a professional.`,
    );
  }
  if (first.psfsMean !== null && last.psfsMean !== null) {
    const change = Math.round((last.psfsMean - first.psfsMean) * 10) / 10;
    if (change >= REHAB_CHECKIN.mcid) {
      notes.push(
        `Your activities score ${points(change)} better on average than at your first check-in (${first.psfsMean} → ${last.psfsMean}). A change of 2 points or more is a meaningful improvement.`,
      );
    } else if (change <= -REHAB_CHECKIN.mcid) {
      notes.push(
        `Your activities score ${points(-change)} worse on average than at your first check-in (${first.psfsMean} → ${last.psfsMean}). That is a meaningful change: consider a new assessment.`,
      );
    }
  }
  return notes;
}

/**
 * Pain above 7 in the latest rating, or a rise of 3 points or more within a week (the latest
 * against the lowest of the 7 days before it), suggests a new assessment.
 */
export function reassessment(pain: { date: string; pain: number }[]): RehabProgress['reassess'] {
  const last = pain.at(-1);
  if (!last) return null;
  if (last.pain > REHAB_CHECKIN.highPain) {
    return {
      reason: `You rated your pain ${last.pain} out of 10. Pain this strong is worth a new assessment.`,
    };
  }
  const weekBefore = pain.filter((p) => p.date >= addDays(last.date, -7) && p.date < last.date);
  const lowest = Math.min(...weekBefore.map((p) => p.pain));
  if (weekBefore.length && last.pain - lowest >= REHAB_CHECKIN.painRise) {
    return {
      reason: `Your pain rose from ${lowest} to ${last.pain} out of 10 within a week. A rise like this is worth a new assessment.`,
    };
  }
  return null;
}

/**
 * The progress card's figures for the 8 weeks up to the user's today: sessions done against those
 * planned (each exercise's frequency, for the days it was in My Rehab that week, up to today),
 * the pain ratings (the day's highest), the check-ins with their MCID notes.
 */
export function computeProgress(
  today: string,
  exercises: RehabExerciseRow[],
  logs: RehabLogRow[],
  checkinRows: RehabCheckinRow[],
  /** The user's calendar day an exercise was added (the server knows only the instant). */
  addedOn: (row: RehabExerciseRow) => string,
): RehabProgress {
  const current = weekStartOf(today);
  const weeks: RehabProgress['weeks'] = [];
  for (let i = REHAB_LIMITS.progressWeeks - 1; i >= 0; i--) {
    const weekStart = addDays(current, -7 * i);
    const weekEnd = addDays(weekStart, 6);
    const lastDay = [weekEnd, today].sort()[0] as string;
    let planned = 0;
    for (const exercise of exercises) {
      const from = [addedOn(exercise), weekStart].sort()[1] as string;
      if (from > lastDay) continue;
      const days = (Date.parse(lastDay) - Date.parse(from)) / 86_400_000 + 1;
      planned += (sessionsPerWeek(exercise.details?.frequency ?? '') * days) / 7;
    }
    const done = logs.filter((l) => l.doneOn >= weekStart && l.doneOn <= weekEnd).length;
    weeks.push({ weekStart, done, planned: Math.round(planned) });
  }
  const byDay = new Map<string, number>();
  for (const log of logs) {
    if (log.pain === null) continue;
    byDay.set(log.doneOn, Math.max(byDay.get(log.doneOn) ?? 0, log.pain));
  }
  const pain = [...byDay]
    .map(([date, value]) => ({ date, pain: value }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const checkins = checkinRows.map(toCheckin);
  return { weeks, pain, checkins, notes: mcidNotes(checkins), reassess: reassessment(pain) };
}
