import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  isQuietTime,
  REMINDERS,
  type ReminderSettings,
  type ReminderSettingsInput,
  reminderSettingsInputSchema,
} from '@physiomate/shared';
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rehabReminders, users } from '../db/schema.ts';
import type { JobLock } from '../lib/job-lock.ts';
import { loadOrCreateSecrets } from '../lib/secrets.ts';
import type { Mailer } from '../mail/mailer.ts';
import { rehabReminderEmail } from '../mail/templates.ts';
import { flareState } from './flare-up.ts';
import { listRehabExercises } from './queries.ts';

export type ReminderRow = typeof rehabReminders.$inferSelect;
export type Schedule = { days: number[]; time: string; timeZone: string };

// ---- Local-time math (Luxon: the user's IANA zone, daylight saving included) ----

/**
 * The first reminder strictly after `after`: the next chosen weekday, at the chosen wall-clock time
 * in the user's zone. A day whose clocks change keeps the wall-clock time (08:00 stays 08:00 local,
 * so its UTC instant moves by the hour). Null only for a schedule with no days.
 */
export function nextReminderAt(schedule: Schedule, after: Date): Date | null {
  const [hour, minute] = schedule.time.split(':').map(Number) as [number, number];
  const start = DateTime.fromJSDate(after, { zone: schedule.timeZone });
  for (let i = 0; i <= 7; i++) {
    const day = start.plus({ days: i });
    if (!schedule.days.includes(day.weekday)) continue;
    const slot = DateTime.fromObject(
      { year: day.year, month: day.month, day: day.day, hour, minute },
      { zone: schedule.timeZone },
    );
    if (slot.toMillis() > after.getTime()) return slot.toJSDate();
  }
  return null;
}

/** The calendar date (YYYY-MM-DD) and wall-clock time (HH:MM) of an instant in a zone. */
export function localClock(at: Date, timeZone: string): { day: string; time: string } {
  const local = DateTime.fromJSDate(at, { zone: timeZone });
  return { day: local.toISODate() as string, time: local.toFormat('HH:mm') };
}

/**
 * Whether a due slot may still be sent at `now`: not in the quiet hours (22:00-07:00 local) and at
 * most REMINDERS.lateMinutes late. A slot missed while the server was down is skipped, not sent at
 * night or hours late.
 */
export function maySendAt(slot: Date, now: Date, timeZone: string): boolean {
  if (now.getTime() - slot.getTime() > REMINDERS.lateMinutes * 60_000) return false;
  return !isQuietTime(localClock(now, timeZone).time);
}

// ---- One-click unsubscribe: a signed token, nothing stored but a per-user nonce ----

/** A key for unsubscribe links only, derived from AUTH_SECRET (generated into DATA_DIR when unset). */
export function unsubscribeKey(config: Pick<Config, 'AUTH_SECRET' | 'dataDir'>): Buffer {
  const secret = config.AUTH_SECRET ?? loadOrCreateSecrets(config.dataDir).authSecret;
  return createHmac('sha256', secret).update('physiomate:rehab-reminder-unsubscribe:v1').digest();
}

const signature = (key: Buffer, userId: string, nonce: string) =>
  createHmac('sha256', key).update(`${userId}\n${nonce}`).digest();

/** `<user id, base64url>.<HMAC over the id and the row's nonce, base64url>`. */
export function unsubscribeToken(key: Buffer, userId: string, nonce: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${signature(key, userId, nonce).toString('base64url')}`;
}

/**
 * Turns reminders off for the token's user when its signature is right. Unknown user, damaged or
 * forged token: false, and nothing changes. Saying it twice is fine (still true).
 */
export async function unsubscribe(db: Db, key: Buffer, token: string): Promise<boolean> {
  const [idPart, sigPart, extra] = token.split('.');
  if (!idPart || !sigPart || extra !== undefined) return false;
  const userId = Buffer.from(idPart, 'base64url').toString('utf8');
  const given = Buffer.from(sigPart, 'base64url');
  const [row] = await db
    .select({ nonce: rehabReminders.unsubscribeNonce })
    .from(rehabReminders)
    .where(eq(rehabReminders.userId, userId));
  if (!row) return false;
  const expected = signature(key, userId, row.nonce);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  await db
    .update(rehabReminders)
    .set({ enabled: false, nextDueAt: null })
    .where(eq(rehabReminders.userId, userId));
  return true;
}

// ---- Settings ----

const DEFAULTS: ReminderSettings = {
  saved: false,
  enabled: false,
  days: [1, 2, 3, 4, 5, 6, 7],
  time: REMINDERS.defaultTime,
  timeZone: null,
  nextAt: null,
  lastSentAt: null,
};

export function toReminderSettings(row: ReminderRow | undefined): ReminderSettings {
  if (!row) return DEFAULTS;
  return {
    saved: true,
    enabled: row.enabled,
    days: row.days,
    time: row.time,
    timeZone: row.timeZone,
    nextAt: row.enabled && row.nextDueAt ? row.nextDueAt.toISOString() : null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

export async function findReminder(db: Db, userId: string): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(rehabReminders).where(eq(rehabReminders.userId, userId));
  return row;
}

/**
 * Saves the user's schedule and works out the next slot after `now` (the clock is a parameter so
 * tests can stand anywhere in time). What was already sent stays recorded, so saving can never
 * make a slot go out twice.
 */
export async function saveReminderSettings(
  db: Db,
  userId: string,
  input: ReminderSettingsInput,
  now: Date = new Date(),
): Promise<ReminderSettings> {
  const settings = reminderSettingsInputSchema.parse(input);
  const nextDueAt = settings.enabled ? nextReminderAt(settings, now) : null;
  const values = {
    enabled: settings.enabled,
    days: settings.days,
    time: settings.time,
    timeZone: settings.timeZone,
    nextDueAt,
  };
  const [row] = await db
    .insert(rehabReminders)
    .values({ userId, ...values, unsubscribeNonce: randomBytes(16).toString('base64url') })
    .onConflictDoUpdate({ target: rehabReminders.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toReminderSettings(row);
}

// ---- The scheduler ----

export type ReminderDeps = {
  db: Db;
  mailer: Mailer;
  jobLock: JobLock;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'debug'>;
  publicUrl: string;
  key: Buffer;
};

export type TickResult = { ran: boolean; sent: number; skipped: number; failed: number };

const BATCH = 100;

/**
 * Claims one due slot: moves `next_due_at` on and records the slot as handled, only if the row
 * still waits for exactly this slot and has not handled it yet. Under READ COMMITTED a second
 * process updating the same row waits for the first and then finds the condition false, so the
 * slot is claimed (and sent) at most once, whatever runs at the same time.
 */
async function claim(db: Db, row: { userId: string; slot: Date }, next: Date | null, now: Date) {
  const claimed = await db
    .update(rehabReminders)
    .set({ nextDueAt: next, lastSentFor: row.slot, updatedAt: now })
    .where(
      and(
        eq(rehabReminders.userId, row.userId),
        eq(rehabReminders.enabled, true),
        eq(rehabReminders.nextDueAt, row.slot),
        or(isNull(rehabReminders.lastSentFor), lt(rehabReminders.lastSentFor, row.slot)),
      ),
    )
    .returning({ userId: rehabReminders.userId });
  return claimed.length === 1;
}

/** The names and doses of today's exercises: the flare-up's gentler set while one runs. */
async function todaysExercises(db: Db, userId: string, today: string) {
  const flare = await flareState(db, userId, today);
  if (flare.active) {
    return { flareUp: true, items: flare.active.exercises.map((e) => dose(e.name, e.duration, e.frequency)) };
  }
  const rows = await listRehabExercises(db, userId);
  return {
    flareUp: false,
    items: rows.map((r) => dose(r.exerciseName, r.details?.duration ?? '', r.details?.frequency ?? '')),
  };
}

const dose = (name: string, duration: string, frequency: string) =>
  [name, [duration, frequency].filter(Boolean).join(', ')].filter(Boolean).join(': ');

/**
 * One run of the scheduler at `now`: every slot due by then is claimed and, when it may still go
 * out (not in quiet hours, not over 2 hours late, exercises to list), emailed. Runs under the job
 * lock, so one process at a time does the work; the claim above keeps even two runs at once from
 * sending a slot twice. A send that fails is logged and not retried (at most once, never twice).
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date = new Date()): Promise<TickResult> {
  const outcome = await deps.jobLock.runExclusive('rehab-reminders', async () => {
    const result = { ran: true, sent: 0, skipped: 0, failed: 0 };
    for (;;) {
      const due = await deps.db
        .select({
          userId: rehabReminders.userId,
          slot: rehabReminders.nextDueAt,
          days: rehabReminders.days,
          time: rehabReminders.time,
          timeZone: rehabReminders.timeZone,
          nonce: rehabReminders.unsubscribeNonce,
          email: users.email,
        })
        .from(rehabReminders)
        .innerJoin(users, eq(users.id, rehabReminders.userId))
        .where(and(eq(rehabReminders.enabled, true), lte(rehabReminders.nextDueAt, now)))
        .orderBy(asc(rehabReminders.nextDueAt))
        .limit(BATCH);
      let claimedAny = false;
      for (const row of due) {
        const slot = row.slot as Date;
        // The next slot after both the one being handled and now: a long outage skips the missed ones.
        const next = nextReminderAt(row, new Date(Math.max(slot.getTime(), now.getTime())));
        if (!(await claim(deps.db, { userId: row.userId, slot }, next, now))) continue;
        claimedAny = true;
        if (!maySendAt(slot, now, row.timeZone)) {
          result.skipped++;
          continue;
        }
        const today = localClock(now, row.timeZone).day;
        const { flareUp, items } = await todaysExercises(deps.db, row.userId, today);
        if (items.length === 0) {
          result.skipped++;
          continue;
        }
        const unsubscribeUrl = `${deps.publicUrl}/api/rehab/reminders/unsubscribe?token=${unsubscribeToken(deps.key, row.userId, row.nonce)}`;
        try {
          await deps.mailer.send(
            rehabReminderEmail(row.email, {
              exercises: items,
              flareUp,
              pageUrl: `${deps.publicUrl}/my-rehab`,
              unsubscribeUrl,
            }),
          );
          await deps.db
            .update(rehabReminders)
            .set({ lastSentAt: now })
            .where(eq(rehabReminders.userId, row.userId));
          result.sent++;
        } catch (err) {
          result.failed++;
          deps.log.error({ err: { message: (err as Error).message } }, 'rehab reminder not sent');
        }
      }
      if (due.length < BATCH || !claimedAny) break;
    }
    if (result.sent || result.skipped || result.failed) {
      deps.log.info(
        { event: 'rehab_reminders', sent: result.sent, skipped: result.skipped, failed: result.failed },
        'rehab reminders run',
      );
    }
    return result;
  });
  return outcome.ran ? outcome.value : { ran: false, sent: 0, skipped: 0, failed: 0 };
}

/**
 * Runs `sendDueReminders` every `intervalMs` inside the server (each process has one; the job lock
 * and the claim make them one sender). State is in the database, so a restart carries on where
 * it was: the first run comes shortly after start.
 */
export function startReminderScheduler(
  deps: ReminderDeps,
  { intervalMs = 60_000, firstDelayMs = 5_000 }: { intervalMs?: number; firstDelayMs?: number } = {},
) {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = sendDueReminders(deps)
      .catch((err: Error) => deps.log.error({ err: { message: err.message } }, 'rehab reminders run failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, firstDelayMs);
  const every = setInterval(tick, intervalMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
