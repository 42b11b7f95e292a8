import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_SECRET, lastLinkTo, mailsTo, tempDataDir } from './helpers/auth.ts';
import { createScratchDatabase } from './helpers/db.ts';
import { KNEE_SAVE } from './helpers/factories.ts';
import { freePort, type ServerProcess, startServerProcess } from './helpers/process.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const POSTGRES = process.env.TEST_DATABASE_URL;
const PASSWORD = 'correct horse';
const BODY = KNEE_SAVE;

type Answer = { status: number; json: () => unknown; ms: number };

/**
 * Two real server processes (src/main.ts, as `npm start` runs it) on one PostgreSQL database of
 * their own and one Redis, as N processes behind a reverse proxy would be: the proxy's address is
 * PUBLIC_URL and it passes the client's address in X-Forwarded-For (TRUST_PROXY_HOPS=1).
 */
describe.skipIf(!REDIS_URL || !POSTGRES)('two server processes on one PostgreSQL and one Redis', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let redis: Redis;
  const prefix = `pmtest:${randomBytes(6).toString('hex')}:`;
  const dirs = [tempDataDir(), tempDataDir()];
  const ports: number[] = [];
  const servers: ServerProcess[] = [];
  let publicUrl = '';
  /** The account that used up its save rate limit (checked again after the restart). */
  let fastCookie = '';
  const env = (i: number) => ({
    DATABASE_URL: scratch.url,
    REDIS_URL: REDIS_URL as string,
    REDIS_KEY_PREFIX: prefix,
    DATA_DIR: dirs[i]!.dir,
    PORT: String(ports[i]),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY_HOPS: '1',
    AUTH_SECRET,
    DATA_ENCRYPTION_KEY: keyBase64,
    AUTH_RATE_LIMIT_SCALE: '0.3', // three sign-in attempts per account and address
    ASSESSMENT_SAVES_PER_MINUTE: '10',
    CHAT_MESSAGES_PER_10_MINUTES: '3',
    CHAT_STREAM_DELAY_MS: '0',
  });
  const keyBase64 = randomBytes(32).toString('base64');

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    redis = new Redis(REDIS_URL as string);
    ports.push(await freePort(), await freePort());
    publicUrl = `http://127.0.0.1:${ports[0]}`;
    // Both at once on the new database: one migrates while the other waits for it.
    for (const i of [0, 1]) servers[i] = startServerProcess(env(i));
    await Promise.all(servers.map((s) => s.waitFor(/PhysioMate is running/, 90_000)));
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await scratch.drop();
    for (const d of dirs) d.remove();
  });

  /** A request to process `i` from the client at `client` (the proxy's X-Forwarded-For). */
  async function call(
    i: number,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    { body, cookie, client = '203.0.113.1' }: { body?: unknown; cookie?: string; client?: string } = {},
  ): Promise<Answer> {
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${ports[i]}${url}`, {
      method,
      headers: {
        'x-forwarded-for': client,
        ...(method !== 'GET' ? { 'content-type': 'application/json', origin: publicUrl } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text), ms: Date.now() - started };
  }

  let signUps = 0;
  /** Signs up on process 0, confirms through the emailed link, signs in, returns the session cookie. */
  async function signUp(email: string, tier: 'free' | 'pro' | 'master'): Promise<string> {
    expect(
      (await call(0, 'POST', '/api/auth/sign-up/email', { body: { email, password: PASSWORD } })).status,
    ).toBe(200);
    let link = '';
    for (let n = 0; n < 50 && !link; n++) {
      try {
        link = lastLinkTo(dirs[0]!.dir, email);
      } catch {
        await sleep(100);
      }
    }
    // The link only confirms (docs/decisions/confirmation-links.md): then sign in, from an address
    // of its own so the sign-in limits the tests below measure start from nothing.
    expect((await fetch(link, { redirect: 'manual' })).status).toBeLessThan(400);
    const signIn = await fetch(`http://127.0.0.1:${ports[0]}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: publicUrl,
        'x-forwarded-for': `198.51.100.${++signUps}`,
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    await admin.query(
      'update subscribers set subscription_tier = $1 where user_id = (select id from "user" where email = $2)',
      [tier, email],
    );
    await admin.end();
    return cookie;
  }

  it('a session made on one process is valid on the other', async () => {
    const cookie = await signUp('both@physiomate.app', 'free');
    const onB = await call(1, 'GET', '/api/session', { cookie });
    expect(onB.json()).toMatchObject({ user: { email: 'both@physiomate.app' } });
    // Signing out on B ends it on A too.
    expect((await call(1, 'POST', '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
    expect((await call(0, 'GET', '/api/session', { cookie })).json()).toMatchObject({ user: null });
  }, 60_000);

  it('one save cap across both: eight saves at once, half on each, keep exactly the pro plan’s five', async () => {
    const cookie = await signUp('capped@physiomate.app', 'pro');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => call(n % 2, 'POST', '/api/assessments', { cookie, body: BODY })),
    );
    const statuses = answers.map((a) => a.status).sort();
    console.info(`save cap across two processes: ${JSON.stringify(statuses)}`);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    const list = (await call(1, 'GET', '/api/assessments', { cookie })).json() as { assessments: unknown[] };
    expect(list.assessments).toHaveLength(5);
  }, 60_000);

  it('one save rate limit across both, which a restart of a process does not reset', async () => {
    const cookie = await signUp('fast@physiomate.app', 'master');
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) {
      statuses.push((await call(n % 2, 'POST', '/api/assessments', { cookie, body: BODY })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    fastCookie = cookie;
  }, 60_000);

  it('one chat rate limit across both: three messages, sent to either process, then 429', async () => {
    const cookie = await signUp('chatty@physiomate.app', 'pro');
    const saved = await call(0, 'POST', '/api/assessments', { cookie, body: BODY });
    expect(saved.status).toBe(201);
    const assessmentId = (saved.json() as { assessment: { id: string } }).assessment.id;
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) {
      const body = { assessmentId, messages: [{ role: 'user', content: 'How long will it take to heal?' }] };
      statuses.push((await call(n % 2, 'POST', '/api/assessment-chat', { cookie, body })).status);
    }
    console.info(`chat limit across two processes: ${JSON.stringify(statuses)}`);
    expect(statuses).toEqual([200, 200, 200, 429]);
  }, 60_000);

  it('one sign-in limit per account and address, and one growing delay per account', async () => {
    const email = 'guessed@physiomate.app';
    await signUp(email, 'free');
    const wrong = { email, password: 'not the password' };
    const byOneAddress: number[] = [];
    for (let n = 0; n < 4; n++) {
      byOneAddress.push(
        (await call(n % 2, 'POST', '/api/auth/sign-in/email', { body: wrong, client: '198.51.100.7' }))
          .status,
      );
    }
    expect(byOneAddress).toEqual([401, 401, 401, 429]);

    // How long a right password takes on B for an account with no failures.
    await signUp('baseline@physiomate.app', 'free');
    const baseline = await call(1, 'POST', '/api/auth/sign-in/email', {
      body: { email: 'baseline@physiomate.app', password: PASSWORD },
      client: '198.51.100.98',
    });
    // Five more wrong passwords from other addresses on process A (eight in all: the next turn is
    // 1.6 s after the last)...
    for (let n = 0; n < 5; n++) {
      await call(0, 'POST', '/api/auth/sign-in/email', { body: wrong, client: `198.51.100.${20 + n}` });
    }
    // ...make the right password wait on process B, and it still gets in.
    const right = await call(1, 'POST', '/api/auth/sign-in/email', {
      body: { email, password: PASSWORD },
      client: '198.51.100.99',
    });
    console.info(
      `sign-in delay shared across processes: the right password took ${right.ms} ms on the other process (${baseline.ms} ms without failures)`,
    );
    expect(baseline.status).toBe(200);
    expect(right.status).toBe(200);
    expect(right.ms - baseline.ms).toBeGreaterThanOrEqual(800);
  }, 60_000);

  it('a rolling restart of one process fails no request on the other', async () => {
    const cookie = await signUp('steady@physiomate.app', 'master');
    const outcomes = new Map<string, number>();
    let stop = false;
    const loop = async () => {
      while (!stop) {
        try {
          const res = await call(1, 'GET', '/api/assessments', {
            cookie,
            client: `192.0.2.${Math.floor(Math.random() * 200)}`,
          });
          outcomes.set(String(res.status), (outcomes.get(String(res.status)) ?? 0) + 1);
        } catch {
          outcomes.set('network error', (outcomes.get('network error') ?? 0) + 1);
        }
      }
    };
    const load = Promise.all([loop(), loop()]);
    await sleep(500);
    const a = servers[0]!;
    a.child.kill('SIGTERM');
    const code = await a.exited;
    servers[0] = startServerProcess(env(0));
    await servers[0]!.waitFor(/PhysioMate is running/);
    await sleep(500);
    stop = true;
    await load;
    console.info(
      `rolling restart: process A exited ${code} and came back; process B answered ${JSON.stringify(Object.fromEntries(outcomes))}`,
    );
    expect(code).toBe(0);
    expect([...outcomes.keys()]).toEqual(['200']);
    expect(outcomes.get('200')).toBeGreaterThan(10);

    // The restarted process knows the sessions and the limits: they were never its own.
    expect((await call(0, 'GET', '/api/session', { cookie })).json()).toMatchObject({
      user: { email: 'steady@physiomate.app' },
    });
    expect(fastCookie).not.toBe('');
    expect((await call(0, 'POST', '/api/assessments', { cookie: fastCookie, body: BODY })).status).toBe(429);
  }, 120_000);

  it('no duplicate scheduled job: both restarted at once, their first reminder runs race, one email', async () => {
    const email = 'reminded@physiomate.app';
    const cookie = await signUp(email, 'pro');
    const saved = await call(0, 'POST', '/api/assessments', { cookie, body: BODY });
    const assessmentId = (saved.json() as { assessment: { id: string } }).assessment.id;
    expect((await call(1, 'POST', '/api/rehab/exercises', { cookie, body: { assessmentId } })).status).toBe(
      201,
    );
    // A zone where it is about midday now, outside the quiet hours; the slot fell due a minute ago.
    const offset = 12 - new Date().getUTCHours();
    const timeZone = `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const reminders = { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], time: '12:00', timeZone };
    expect((await call(0, 'PUT', '/api/rehab/reminders', { cookie, body: reminders })).status).toBe(200);
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    await admin.query(
      // A JavaScript date (milliseconds), as the app writes it: the claim compares the slot exactly.
      `update rehab_reminders set next_due_at = $2 where user_id = (select id from "user" where email = $1)`,
      [email, new Date(Date.now() - 60_000)],
    );
    await admin.end();
    // Each process's scheduler first runs 5 s after it starts: restarted together, they run together.
    await Promise.all(
      servers.map((s) => {
        s.child.kill('SIGTERM');
        return s.exited;
      }),
    );
    for (const i of [0, 1]) servers[i] = startServerProcess(env(i));
    await Promise.all(servers.map((s) => s.waitFor(/PhysioMate is running/)));
    await sleep(8_000);
    const sent = dirs.map(
      (d) => mailsTo(d.dir, email).filter((m) => /rehab exercises/.test(m.subject)).length,
    );
    console.info(`scheduled reminders after both processes ran at once: ${JSON.stringify(sent)} (A, B)`);
    expect(sent[0]! + sent[1]!).toBe(1);
  }, 120_000);
});
