import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SignInThrottle } from '../src/auth/sign-in-throttle.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createTestApp } from './helpers/app.ts';
import { AUTH_SECRET, Client, ORIGIN, signedInClient, tempDataDir } from './helpers/auth.ts';
import { openTestDatabase, truncateAll } from './helpers/db.ts';
import { KNEE_SAVE } from './helpers/factories.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const PASSWORD = 'correct horse';
const SYMPTOMS = KNEE_SAVE;

/** A prefix of its own per test, so tests running at the same time never share a counter. */
const freshPrefix = () => `pmtest:${randomBytes(6).toString('hex')}:`;

/** The same browser (cookies, address) talking to another process. */
function sameBrowserOn(client: Client, app: FastifyInstance): Client {
  const other = new Client(app, client.ip);
  for (const [k, v] of client.cookies) other.cookies.set(k, v);
  return other;
}

describe('without REDIS_URL each process counts on its own', () => {
  let database: DatabaseHandle & { drop(): Promise<void> };
  const data = tempDataDir();
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.drop();
    data.remove();
  });

  it('two apps each allow the full per-IP limit', async () => {
    const settings = { DATA_DIR: data.dir, AUTH_SECRET, PUBLIC_URL: ORIGIN, RECOMMENDATIONS_PER_MINUTE: '2' };
    const a = await createTestApp(database, settings);
    const b = await createTestApp(database, settings);
    try {
      const statuses: number[] = [];
      for (const app of [a, a, b, b]) {
        statuses.push((await new Client(app).post('/api/recommendations', SYMPTOMS)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect(a.sharedState).toBeNull();
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.skipIf(!REDIS_URL)('shared state in Redis (TEST_REDIS_URL)', () => {
  let database: DatabaseHandle & { drop(): Promise<void> };
  let redis: Redis;
  const data = tempDataDir();
  const apps: FastifyInstance[] = [];
  let prefix = '';

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    redis = new Redis(REDIS_URL as string);
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await truncateAll(database);
  });
  afterAll(async () => {
    redis.disconnect();
    await database.drop();
    data.remove();
  });

  /** Two server instances on one database and one Redis, as two processes behind a proxy would be. */
  async function twoProcesses(
    settings: Record<string, string> = {},
  ): Promise<[FastifyInstance, FastifyInstance]> {
    prefix = freshPrefix();
    const env = {
      DATA_DIR: data.dir,
      AUTH_SECRET,
      PUBLIC_URL: ORIGIN,
      REDIS_URL: REDIS_URL as string,
      REDIS_KEY_PREFIX: prefix,
      ...settings,
    };
    const pair: [FastifyInstance, FastifyInstance] = [
      await createTestApp(database, env),
      await createTestApp(database, env),
    ];
    apps.push(...pair);
    return pair;
  }

  it('a per-IP route limit is one count across processes', async () => {
    const [a, b] = await twoProcesses({ RECOMMENDATIONS_PER_MINUTE: '3' });
    const statuses: number[] = [];
    for (const app of [a, b, a, b]) {
      statuses.push((await new Client(app).post('/api/recommendations', SYMPTOMS)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another address still has its own allowance.
    expect((await new Client(b, '10.0.0.2').post('/api/recommendations', SYMPTOMS)).statusCode).toBe(200);
  });

  it('the save limit per account is one count across processes', async () => {
    const [a, b] = await twoProcesses({ ASSESSMENT_SAVES_PER_MINUTE: '2' });
    const onA = await signedInClient(a, data.dir, 'saver@physiomate.app');
    const onB = sameBrowserOn(onA, b);
    // The free plan keeps one assessment: each save replaces it, so only the rate limit refuses.
    const first = await onA.post('/api/assessments', SYMPTOMS);
    expect(first.statusCode).toBe(201);
    const second = await onB.post('/api/assessments', {
      ...SYMPTOMS,
      replaceIds: [first.json().assessment.id],
    });
    expect(second.statusCode).toBe(201);
    const third = await onA.post('/api/assessments', {
      ...SYMPTOMS,
      replaceIds: [second.json().assessment.id],
    });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('rate_limited');
  });

  it('the sign-in limit per account and address is one count across processes, and holds no email', async () => {
    const [a, b] = await twoProcesses({ AUTH_RATE_LIMIT_SCALE: '0.3' }); // 10 × 0.3 = 3 attempts
    const email = 'guessed@physiomate.app';
    await signedInClient(a, data.dir, email);
    const statuses: number[] = [];
    for (const app of [a, b, a, b]) {
      const res = await new Client(app, '10.0.0.9').post('/api/auth/sign-in/email', {
        email,
        password: 'wrong password',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // From another address the person can still sign in.
    const elsewhere = await new Client(b, '10.0.0.10').post('/api/auth/sign-in/email', {
      email,
      password: PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(200);

    const keys = await redis.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    const values = await Promise.all(
      keys.map(async (k) =>
        (await redis.type(k)) === 'hash' ? JSON.stringify(await redis.hgetall(k)) : await redis.get(k),
      ),
    );
    expect(`${keys.join(' ')} ${values.join(' ')}`).not.toMatch(/guessed|physiomate\.app|10\.0\.0/);
  });

  it('a session made on one process is valid on the other', async () => {
    const [a, b] = await twoProcesses();
    const onA = await signedInClient(a, data.dir, 'both@physiomate.app');
    const session = await sameBrowserOn(onA, b).session();
    expect(session.user?.email).toBe('both@physiomate.app');
  });

  it('the sign-in delay after wrong passwords is shared: the other process makes the next attempt wait', async () => {
    const options = {
      freeFailures: 1,
      baseDelayMs: 300,
      maxDelayMs: 2_000,
      maxWaitMs: 1_000,
      forgetAfterMs: 60_000,
    };
    prefix = freshPrefix();
    const shared = { redis, prefix };
    const one = new SignInThrottle(shared, { options });
    const two = new SignInThrottle(shared, { options });
    const alone = new SignInThrottle(null, { options });

    await one.failed('ann@example.com');
    await one.failed('ann@example.com'); // the second failure costs 300 ms
    await alone.failed('ann@example.com');
    await alone.failed('ann@example.com');

    let started = Date.now();
    await two.wait('ann@example.com');
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(250);

    // The queue is shared too: turns booked on one process push the other's further back, until
    // the wait would exceed maxWaitMs and the attempt is refused.
    await one.failed('ann@example.com'); // third failure: 600 ms each
    const attempts = await Promise.allSettled(
      [one, two, one, two].map((throttle) => throttle.wait('ann@example.com')),
    );
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    expect(String((refused[0] as PromiseRejectedResult).reason.message)).toMatch(/Too many attempts/);
    const aloneAttempts = await Promise.allSettled([
      alone.wait('ann@example.com'),
      alone.wait('ann@example.com'),
    ]);
    expect(aloneAttempts.every((a) => a.status === 'fulfilled')).toBe(true);

    // A right password on either process clears it for both.
    await two.succeeded('ann@example.com');
    started = Date.now();
    await one.wait('ann@example.com');
    expect(Date.now() - started).toBeLessThan(100);
    // Another account was never slowed.
    started = Date.now();
    await two.wait('bob@example.com');
    expect(Date.now() - started).toBeLessThan(100);
  });
});
