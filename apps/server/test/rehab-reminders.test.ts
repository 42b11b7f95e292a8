import { REMINDER_MESSAGES } from '@physiomate/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { rehabFlareUps, rehabReminders } from '../src/db/schema.ts';
import type { JobLock } from '../src/lib/job-lock.ts';
import { insertRehabExercises } from '../src/rehab/queries.ts';
import {
  maySendAt,
  nextReminderAt,
  type ReminderDeps,
  saveReminderSettings,
  sendDueReminders,
  type TickResult,
  unsubscribeKey,
} from '../src/rehab/reminders.ts';
import { createTestApp, httpAppPerTest } from './helpers/app.ts';
import {
  AUTH_SECRET,
  Client,
  type Mail,
  mailsTo,
  ORIGIN,
  readOutbox,
  signedInClient,
  tempDataDir,
} from './helpers/auth.ts';
import { createScratchDatabase, describeEachDatabase } from './helpers/db.ts';
import { createUserRow } from './helpers/factories.ts';

const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The scheduler's collaborators, taken from a running app (as the app's own scheduler does). */
function depsOf(app: FastifyInstance, lock?: JobLock): ReminderDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    jobLock: lock ?? app.jobLock,
    log: app.log,
    publicUrl: app.config.publicUrl,
    key: unsubscribeKey(app.config),
  };
}

/**
 * One scheduler run at an injected `now`. The app's own scheduler may hold the lock at that moment
 * (it ticks on the real clock, far from the years these tests stand in); then the run is retried.
 */
async function tick(app: FastifyInstance, now: Date): Promise<TickResult> {
  for (let i = 0; i < 100; i++) {
    const result = await sendDueReminders(depsOf(app), now);
    if (result.ran) return result;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the reminders lock was never free');
}

/** A user with two exercises in My Rehab, made directly (the scheduler is what is under test). */
async function userWithExercises(db: DatabaseHandle['db']) {
  const user = await createUserRow(db);
  await insertRehabExercises(db, [
    {
      userId: user.id,
      exerciseName: 'Straight leg raise',
      description: 'Lift the straight leg.',
      details: {
        exerciseId: 'slr',
        steps: ['Lie down', 'Lift'],
        duration: '3 sets of 10',
        frequency: 'Once a day',
        videoSearch: 'straight leg raise',
        videoUrl: null,
      },
      sourceAssessmentId: null,
    },
    {
      userId: user.id,
      exerciseName: 'Wall sit',
      description: 'Sit against a wall.',
      details: {
        exerciseId: 'wall-sit',
        steps: ['Lean', 'Hold'],
        duration: '30 seconds',
        frequency: '2 times a day',
        videoSearch: 'wall sit',
        videoUrl: null,
      },
      sourceAssessmentId: null,
    },
  ]);
  return user;
}

const everyDay = [1, 2, 3, 4, 5, 6, 7];

describe('reminder times in the user’s zone (injected clock, no waiting)', () => {
  it('London, daily 08:00: 08:00 GMT before the clocks go forward, 08:00 BST (07:00 UTC) after', () => {
    const s = { days: everyDay, time: '08:00', timeZone: 'Europe/London' };
    // Friday 23 March 2035; the clocks go forward on Sunday 25 March at 01:00 UTC.
    const sat = nextReminderAt(s, at('2035-03-23T12:00:00Z'));
    expect(iso(sat)).toBe('2035-03-24T08:00:00.000Z');
    const sun = nextReminderAt(s, sat as Date);
    expect(iso(sun)).toBe('2035-03-25T07:00:00.000Z');
    expect(iso(nextReminderAt(s, sun as Date))).toBe('2035-03-26T07:00:00.000Z');
  });

  it('New York, Sat-Sun-Mon 07:30: the clocks go back on Sunday 4 November 2035', () => {
    const s = { days: [6, 7, 1], time: '07:30', timeZone: 'America/New_York' };
    const sat = nextReminderAt(s, at('2035-11-02T12:00:00Z'));
    expect(iso(sat)).toBe('2035-11-03T11:30:00.000Z'); // EDT, UTC-4
    const sun = nextReminderAt(s, sat as Date);
    expect(iso(sun)).toBe('2035-11-04T12:30:00.000Z'); // EST, UTC-5
    const mon = nextReminderAt(s, sun as Date);
    expect(iso(mon)).toBe('2035-11-05T12:30:00.000Z');
    // Then the following Saturday: the days between are not chosen.
    expect(iso(nextReminderAt(s, mon as Date))).toBe('2035-11-10T12:30:00.000Z');
  });

  it('Sydney (southern hemisphere, clocks back on 1 April 2035) and Kolkata (UTC+05:30, no DST)', () => {
    const sydney = { days: [6, 7], time: '07:00', timeZone: 'Australia/Sydney' };
    const sat = nextReminderAt(sydney, at('2035-03-29T00:00:00Z'));
    expect(iso(sat)).toBe('2035-03-30T20:00:00.000Z'); // Sat 31 March 07:00 AEDT, UTC+11
    expect(iso(nextReminderAt(sydney, sat as Date))).toBe('2035-03-31T21:00:00.000Z'); // Sun 07:00 AEST
    // The user's Monday, while it is still Sunday in UTC.
    const kolkata = { days: [1], time: '09:15', timeZone: 'Asia/Kolkata' };
    expect(iso(nextReminderAt(kolkata, at('2035-03-27T00:00:00Z')))).toBe('2035-04-02T03:45:00.000Z');
  });

  it('a slot is sent on time or up to 2 hours late, never in the quiet hours (22:00-07:00 local)', () => {
    const slot = at('2035-03-24T08:00:00Z'); // 08:00 London
    expect(maySendAt(slot, at('2035-03-24T08:00:30Z'), 'Europe/London')).toBe(true);
    expect(maySendAt(slot, at('2035-03-24T09:59:00Z'), 'Europe/London')).toBe(true);
    expect(maySendAt(slot, at('2035-03-24T10:01:00Z'), 'Europe/London')).toBe(false);
    // 21:30 London, sent 40 minutes late: it would arrive at 22:10, in the quiet hours.
    const evening = at('2035-03-24T21:30:00Z');
    expect(maySendAt(evening, at('2035-03-24T21:50:00Z'), 'Europe/London')).toBe(true);
    expect(maySendAt(evening, at('2035-03-24T22:10:00Z'), 'Europe/London')).toBe(false);
  });
});

describeEachDatabase('My Rehab reminders', ({ get }) => {
  const http = httpAppPerTest(get);
  const settings = { enabled: true, days: everyDay, time: '08:00', timeZone: 'Europe/London' };
  const reminders = (email: string) =>
    mailsTo(http.dir, email).filter((m) => m.subject.includes('exercises'));
  const rowOf = async (userId: string) =>
    (await get().db.select().from(rehabReminders).where(eq(rehabReminders.userId, userId)))[0];

  it('settings need sign-in; the unsubscribe link does not', async () => {
    const anon = new Client(http.app);
    expect((await anon.get('/api/rehab/reminders')).statusCode).toBe(401);
    expect((await anon.request('PUT', '/api/rehab/reminders', settings)).statusCode).toBe(401);
    expect((await anon.get('/api/rehab/reminders/calendar.ics')).statusCode).toBe(401);
    // Reaches the route (not 401): a missing token is simply not valid.
    expect((await anon.get('/api/rehab/reminders/unsubscribe')).statusCode).toBe(400);
  });

  it('saves days, time and zone; bad input is a clear 400 and nothing is saved; each user sees only their own', async () => {
    const ana = await signedInClient(http.app, http.dir, 'ana@reminders.app');
    const first = (await ana.get('/api/rehab/reminders')).json();
    expect(first).toMatchObject({ saved: false, enabled: false, timeZone: null, nextAt: null });

    const bad: [Record<string, unknown>, string][] = [
      [{ timeZone: 'Mars/Olympus_Mons' }, REMINDER_MESSAGES.badZone],
      [{ timeZone: "Europe/London'; drop table x;--" }, REMINDER_MESSAGES.badZone],
      [{ time: '22:30' }, REMINDER_MESSAGES.quietTime],
      [{ time: '06:59' }, REMINDER_MESSAGES.quietTime],
      [{ time: '8am' }, REMINDER_MESSAGES.badTime],
      [{ days: [] }, REMINDER_MESSAGES.noDays],
      [{ days: [0, 8] }, REMINDER_MESSAGES.badDay],
    ];
    for (const [change, message] of bad) {
      const res = await ana.request('PUT', '/api/rehab/reminders', { ...settings, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect((await ana.get('/api/rehab/reminders')).json().saved).toBe(false);

    const saved = await ana.request('PUT', '/api/rehab/reminders', {
      ...settings,
      days: [5, 1, 3, 3],
      time: '07:00',
      timeZone: 'America/New_York',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, enabled: true, days: [1, 3, 5], time: '07:00' });
    const next = new Date(saved.json().nextAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    // 07:00 in New York is 11:00 or 12:00 UTC, whatever the season.
    expect([11, 12]).toContain(next.getUTCHours());

    const ben = await signedInClient(http.app, http.dir, 'ben@reminders.app', 'correct horse', '10.0.0.2');
    expect((await ben.get('/api/rehab/reminders')).json().saved).toBe(false);
    await ben.request('PUT', '/api/rehab/reminders', { ...settings, enabled: false });
    expect((await ana.get('/api/rehab/reminders')).json()).toMatchObject({
      enabled: true,
      timeZone: 'America/New_York',
    });
  });

  it('sends once per slot, at 08:00 local on both sides of the clock change, listing today’s exercises', async () => {
    const db = get().db;
    const user = await userWithExercises(db);
    await saveReminderSettings(db, user.id, settings, at('2035-03-23T12:00:00Z'));
    expect(iso((await rowOf(user.id))!.nextDueAt)).toBe('2035-03-24T08:00:00.000Z');

    // A minute early: nothing.
    expect(await tick(http.app, at('2035-03-24T07:59:00Z'))).toMatchObject({ sent: 0 });
    expect(reminders(user.email)).toHaveLength(0);

    expect(await tick(http.app, at('2035-03-24T08:00:20Z'))).toMatchObject({ sent: 1 });
    // Again at the same moment, and a minute later: the slot is done.
    expect(await tick(http.app, at('2035-03-24T08:00:20Z'))).toMatchObject({ sent: 0 });
    expect(await tick(http.app, at('2035-03-24T08:01:20Z'))).toMatchObject({ sent: 0 });
    const [mail] = reminders(user.email) as [Mail];
    expect(reminders(user.email)).toHaveLength(1);
    expect(mail.subject).toBe('Your rehab exercises for today');
    expect(mail.text).toContain('Straight leg raise: 3 sets of 10, Once a day');
    expect(mail.text).toContain('Wall sit: 30 seconds, 2 times a day');
    // The headers, unfolded.
    const headers = (mail.text.split(/\r?\n\r?\n/)[0] as string).replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/rehab\/reminders\/unsubscribe\?token=[\w-]+\.[\w-]+>$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail.links).toContain(`${ORIGIN}/my-rehab`);

    // Sunday: the clocks went forward at 01:00 UTC, so 08:00 local is 07:00 UTC.
    const row = await rowOf(user.id);
    expect(iso(row!.nextDueAt)).toBe('2035-03-25T07:00:00.000Z');
    expect(iso(row!.lastSentFor)).toBe('2035-03-24T08:00:00.000Z');
    expect(await tick(http.app, at('2035-03-25T06:59:00Z'))).toMatchObject({ sent: 0 });
    expect(await tick(http.app, at('2035-03-25T07:00:05Z'))).toMatchObject({ sent: 1 });
    expect(reminders(user.email)).toHaveLength(2);
    expect(iso((await rowOf(user.id))!.nextDueAt)).toBe('2035-03-26T07:00:00.000Z');
  });

  it('survives a restart: the next slot is in the database, and a slot already sent is not sent again', async () => {
    const db = get().db;
    const user = await userWithExercises(db);
    await saveReminderSettings(db, user.id, settings, at('2035-03-23T12:00:00Z'));
    await http.restart({});
    expect(await tick(http.app, at('2035-03-24T08:00:30Z'))).toMatchObject({ sent: 1 });
    await http.restart({});
    expect(await tick(http.app, at('2035-03-24T08:00:40Z'))).toMatchObject({ sent: 0 });
    expect(reminders(user.email)).toHaveLength(1);
  });

  it('quiet hours and lateness: a slot over 2 hours late or landing after 22:00 local is skipped, and the schedule moves on', async () => {
    const db = get().db;
    const late = await userWithExercises(db);
    await saveReminderSettings(db, late.id, settings, at('2035-03-23T12:00:00Z'));
    // The server was down from 07:30 to 10:30 UTC: Saturday's 08:00 is skipped, Sunday's is due.
    expect(await tick(http.app, at('2035-03-24T10:30:00Z'))).toMatchObject({ sent: 0, skipped: 1 });
    expect(iso((await rowOf(late.id))!.nextDueAt)).toBe('2035-03-25T07:00:00.000Z');

    const evening = await userWithExercises(db);
    await saveReminderSettings(db, evening.id, { ...settings, time: '21:30' }, at('2035-03-23T12:00:00Z'));
    // Friday 21:30 GMT; the run comes at 22:10, in the quiet hours.
    expect(await tick(http.app, at('2035-03-23T22:10:00Z'))).toMatchObject({ sent: 0, skipped: 1 });
    expect(iso((await rowOf(evening.id))!.nextDueAt)).toBe('2035-03-24T21:30:00.000Z');
    expect(await tick(http.app, at('2035-03-24T21:31:00Z'))).toMatchObject({ sent: 1 });
    expect(reminders(late.email)).toHaveLength(0);
    expect(reminders(evening.email)).toHaveLength(1);

    // Nothing in My Rehab: nothing to remind of, no email.
    const empty = await createUserRow(db);
    await saveReminderSettings(db, empty.id, settings, at('2035-03-23T12:00:00Z'));
    expect(await tick(http.app, at('2035-03-24T08:00:00Z'))).toMatchObject({ skipped: 1 });
    expect(reminders(empty.email)).toHaveLength(0);
  });

  it('in flare-up mode the reminder lists the gentler set', async () => {
    const db = get().db;
    const user = await userWithExercises(db);
    await db.insert(rehabFlareUps).values({
      userId: user.id,
      startedOn: '2035-03-23',
      endsOn: '2035-03-25',
      exercises: [
        {
          id: 'gentle',
          name: 'Gentle knee bends',
          description: '',
          steps: [],
          duration: '5 minutes',
          frequency: '3 times a day',
          painRule: null,
        },
      ],
    });
    await saveReminderSettings(db, user.id, settings, at('2035-03-23T12:00:00Z'));
    await tick(http.app, at('2035-03-24T08:00:00Z'));
    const [mail] = reminders(user.email) as [Mail];
    expect(mail.subject).toBe('Your gentler exercises for today');
    expect(mail.text).toContain('Gentle knee bends: 5 minutes, 3 times a day');
    expect(mail.text).not.toContain('Wall sit');
  });

  it('unsubscribes in one click without signing in; a forged or altered link is refused and changes nothing', async () => {
    const db = get().db;
    const ana = await userWithExercises(db);
    const ben = await userWithExercises(db);
    for (const u of [ana, ben]) await saveReminderSettings(db, u.id, settings, at('2035-03-23T12:00:00Z'));
    await tick(http.app, at('2035-03-24T08:00:00Z'));
    const link = reminders(ana.email)[0]!.links.find((l) => l.includes('/unsubscribe?token='));
    const benLink = reminders(ben.email)[0]!.links.find((l) => l.includes('/unsubscribe?token='));
    expect(link).toBeDefined();
    const token = new URL(link as string).searchParams.get('token') as string;
    const benToken = new URL(benLink as string).searchParams.get('token') as string;
    const [anaId, anaSig] = token.split('.') as [string, string];
    const [benId] = benToken.split('.') as [string];

    const anon = new Client(http.app, '10.9.9.9');
    const forged = [
      '',
      'garbage',
      `${anaId}.${Buffer.alloc(32).toString('base64url')}`,
      `${anaId}.${anaSig.slice(0, -2)}`,
      // Ana's signature on Ben's id.
      `${benId}.${anaSig}`,
      `${Buffer.from('no-such-user').toString('base64url')}.${anaSig}`,
      `${token}.extra`,
    ];
    for (const bad of forged) {
      const res = await anon.get(`/api/rehab/reminders/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain('This unsubscribe link is not valid');
    }
    expect((await rowOf(ana.id))!.enabled).toBe(true);
    expect((await rowOf(ben.id))!.enabled).toBe(true);

    const page = await anon.get(new URL(link as string).pathname + new URL(link as string).search);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Reminders turned off');
    expect(await rowOf(ana.id)).toMatchObject({ enabled: false, nextDueAt: null });
    // A second click says the same.
    expect(
      (await anon.get(new URL(link as string).pathname + new URL(link as string).search)).statusCode,
    ).toBe(200);

    // The mail app's own button (RFC 8058): a form post, no cookie, no Origin.
    const oneClick = await http.app.inject({
      method: 'POST',
      url: `/api/rehab/reminders/unsubscribe?token=${benToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await rowOf(ben.id))!.enabled).toBe(false);
    const badPost = await http.app.inject({
      method: 'POST',
      url: `/api/rehab/reminders/unsubscribe?token=${anaId}.${anaSig.slice(1)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(badPost.statusCode).toBe(400);

    // Off means off: the next morning sends nothing.
    expect(await tick(http.app, at('2035-03-25T07:00:00Z'))).toMatchObject({ sent: 0, skipped: 0 });
    expect(reminders(ana.email)).toHaveLength(1);
  });

  it('the calendar file: a weekly event by the chosen weekdays at the chosen time in the user’s zone', async () => {
    const client = await signedInClient(http.app, http.dir, 'cal@reminders.app');
    const none = await client.get('/api/rehab/reminders/calendar.ics');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(REMINDER_MESSAGES.noSchedule);

    await client.request('PUT', '/api/rehab/reminders', {
      enabled: true,
      days: [1, 3, 5],
      time: '07:30',
      timeZone: 'America/New_York',
    });
    const res = await client.get('/api/rehab/reminders/calendar.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toContain('.ics');
    const ics = res.body.replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR');
    const start = /^DTSTART;TZID=America\/New_York:(\d{8})T073000$/m.exec(ics);
    expect(start, ics).not.toBeNull();
    // The first occurrence is on a chosen weekday.
    const first = start?.[1] as string;
    const weekday = new Date(
      `${first.slice(0, 4)}-${first.slice(4, 6)}-${first.slice(6)}T12:00:00Z`,
    ).getUTCDay();
    expect([1, 3, 5]).toContain(weekday);
    expect(ics).toMatch(/^DTEND;TZID=America\/New_York:\d{8}T074500$/m);
    // The zone's rules travel with it, daylight saving included.
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toMatch(/^TZID:America\/New_York$/m);
    expect(ics).toContain('BEGIN:DAYLIGHT');
    expect(ics).toContain(`URL;VALUE=URI:${ORIGIN}/my-rehab`);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    // RFC 5545: the stamp is in UTC.
    expect(ics).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/m);
  });

  it('is in the data export and erased with the account', async () => {
    const client = await signedInClient(http.app, http.dir, 'gone@reminders.app');
    await client.request('PUT', '/api/rehab/reminders', { ...settings, timeZone: 'Asia/Kolkata' });
    const exported = (await client.get('/api/account/export')).json();
    expect(exported.rehabReminders).toMatchObject({
      enabled: true,
      days: everyDay,
      time: '08:00',
      timeZone: 'Asia/Kolkata',
    });
    expect(JSON.stringify(exported)).not.toContain('unsubscribeNonce');
    const gone = await client.post('/api/account/delete', { confirm: 'DELETE', password: 'correct horse' });
    expect(gone.statusCode).toBe(200);
    const left = await get().db.execute(sql`select count(*)::int as n from rehab_reminders`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

/**
 * Two app instances, each with its own connection pool, on one PostgreSQL database: as two server
 * processes would be. Their schedulers run at the same moment; every user gets one email.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('reminders with two app instances on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const data = tempDataDir();

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ url: scratch.url, poolSize: 5 });
      await handle.migrate();
      handles.push(handle);
      // One outbox for both, so the test counts every email either one sent.
      apps.push(await createTestApp(handle, { DATA_DIR: data.dir, AUTH_SECRET, PUBLIC_URL: ORIGIN }));
    }
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const h of handles) await h.close();
    await scratch?.drop();
    data.remove();
  });

  async function dueUsers(count: number, slotDay: string) {
    const db = handles[0]!.db;
    const list = [];
    for (let i = 0; i < count; i++) {
      const user = await userWithExercises(db);
      await saveReminderSettings(
        db,
        user.id,
        { enabled: true, days: everyDay, time: '08:00', timeZone: 'UTC' },
        at(`${slotDay}T07:00:00Z`),
      );
      list.push(user);
    }
    return list;
  }

  const countFor = (email: string) => readOutbox(data.dir).filter((m) => m.to === email).length;

  it('both schedulers at once (job lock and claim): one email per user', async () => {
    const users = await dueUsers(6, '2036-01-07');
    const now = at('2036-01-07T08:00:10Z');
    for (let round = 0; round < 3; round++) {
      await Promise.all(apps.map((app) => sendDueReminders(depsOf(app), now)));
    }
    for (const u of users) expect(countFor(u.email)).toBe(1);
  });

  it('even with no job lock at all, the database claim keeps every slot to one email', async () => {
    const users = await dueUsers(6, '2036-02-08');
    const noLock: JobLock = {
      kind: 'process',
      runExclusive: async (_name, job) => ({ ran: true, value: await job() }),
    };
    const now = at('2036-02-08T08:00:10Z');
    const results = await Promise.all(
      [0, 1, 0, 1].map((i) => sendDueReminders(depsOf(apps[i] as FastifyInstance, noLock), now)),
    );
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(users.length);
    for (const u of users) expect(countFor(u.email)).toBe(1);
  });
});
