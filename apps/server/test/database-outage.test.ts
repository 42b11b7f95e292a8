import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTierByEmail } from '../src/account/queries.ts';
import { isDatabaseUnavailable } from '../src/db/availability.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { createTestApp } from './helpers/app.ts';
import { AUTH_SECRET, type Client, ORIGIN, signedInClient, tempDataDir } from './helpers/auth.ts';
import { createScratchDatabase } from './helpers/db.ts';
import { KNEE_SAVE } from './helpers/factories.ts';
import { type FaultProxy, startFaultProxy } from './helpers/proxy.ts';

/**
 * The database going away under the server, injected by a TCP proxy between the two (so the shared
 * CI PostgreSQL keeps running): the process must stay up, answer 503 with Retry-After while the
 * database is gone, lose no acknowledged save, and serve again as soon as it is back.
 */
const BODY = KNEE_SAVE;
const EMAIL = 'outage.person@physiomate.app';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a database outage [postgres]', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let proxy: FaultProxy;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let client: Client;
  const data = tempDataDir();
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    scratch = await createScratchDatabase();
    proxy = await startFaultProxy(scratch.url);
    handle = await openDatabase({
      url: proxy.url,
      poolSize: 5,
      statementTimeoutMs: 1_000,
      connectTimeoutMs: 1_000,
    });
    await handle.migrate();
    app = await createTestApp(handle, {
      DATA_DIR: data.dir,
      AUTH_SECRET,
      PUBLIC_URL: ORIGIN,
      ASSESSMENT_SAVES_PER_MINUTE: '100000',
    });
    client = await signedInClient(app, data.dir, EMAIL);
    await setTierByEmail(handle.db, EMAIL, 'master');
  });
  afterEach(() => {
    proxy.up();
    expect(uncaught).toEqual([]);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await app?.close();
    await handle?.close();
    await proxy?.close();
    await scratch?.drop();
    data.remove();
  });

  it('a connection lost inside a transaction fails that transaction only: no crash, and the pool serves again', async () => {
    const outcome = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.down();
        await sleep(200); // the checked-out client hears its connection die while idle in the transaction
        await tx.execute(sql`select 2`);
      })
      .then(
        () => 'committed',
        (err: unknown) => err,
      );
    expect(outcome).not.toBe('committed');
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    await sleep(100);
    expect(uncaught).toEqual([]);
    proxy.up();
    await handle.ping();
  });

  it('a frozen database fails transactions within the statement timeout and leaks no pooled connection', async () => {
    await Promise.all(Array.from({ length: 5 }, () => handle.ping())); // five idle connections in the pool
    proxy.freeze();
    const started = Date.now();
    const frozen = await Promise.allSettled(
      Array.from({ length: 6 }, () => handle.db.transaction(async (tx) => tx.execute(sql`select 1`))),
    );
    const frozenMs = Date.now() - started;
    expect(frozen.every((r) => r.status === 'rejected')).toBe(true);
    expect(frozenMs).toBeLessThan(3_000);
    proxy.up();
    // Five transactions at once need all five connections back.
    const after = Date.now();
    await Promise.all(
      Array.from({ length: 5 }, () =>
        handle.db.transaction(async (tx) => tx.execute(sql`select pg_sleep(0.1)`)),
      ),
    );
    const recoveredMs = Date.now() - after;
    console.info(
      `frozen database: 6 transactions failed in ${frozenMs} ms; 5 concurrent ran ${recoveredMs} ms after`,
    );
    expect(recoveredMs).toBeLessThan(2_000);
  });

  it('answers 503 with Retry-After in the error shape during the outage, reports not ready, and serves the first request after', async () => {
    expect((await client.get('/api/assessments')).statusCode).toBe(200);
    proxy.down();
    const probes: Array<[string, () => ReturnType<Client['get']>]> = [
      ['list', () => client.get('/api/assessments')],
      ['save', () => client.post('/api/assessments', BODY)],
      ['session', () => client.get('/api/session')],
      ['export', () => client.get('/api/account/export')],
      ['sign-in', () => client.post('/api/auth/sign-in/email', { email: EMAIL, password: 'correct horse' })],
    ];
    for (const [name, probe] of probes) {
      const started = Date.now();
      const res = await probe();
      const ms = Date.now() - started;
      expect({ name, status: res.statusCode }).toEqual({ name, status: 503 });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
      expect(ms).toBeLessThan(2_000);
    }
    expect((await client.get('/api/ready')).statusCode).toBe(503);
    expect((await client.get('/api/health')).statusCode).toBe(200);

    proxy.up();
    expect((await client.get('/api/assessments')).statusCode).toBe(200);
    expect((await client.get('/api/ready')).statusCode).toBe(200);
  });

  it('a frozen database (accepts, never answers): requests fail with 503 within the statement timeout, and serve once it answers again', async () => {
    expect((await client.get('/api/assessments')).statusCode).toBe(200);
    proxy.freeze();
    const timings: number[] = [];
    for (const probe of [() => client.get('/api/assessments'), () => client.post('/api/assessments', BODY)]) {
      const started = Date.now();
      const res = await probe();
      timings.push(Date.now() - started);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
    }
    const readyStarted = Date.now();
    expect((await client.get('/api/ready')).statusCode).toBe(503);
    timings.push(Date.now() - readyStarted);
    console.info(
      `frozen database: list, save and ready answered 503 in ${timings.join(', ')} ms (timeout 1000 ms)`,
    );
    // Within the statement timeout (1 s here, 5 s by default) and a margin.
    for (const ms of timings) expect(ms).toBeLessThan(1_700);
    proxy.up();
    expect((await client.get('/api/assessments')).statusCode).toBe(200);
  });

  it('under a 10 s save load through a 3 s outage: every failure is a 503, no acknowledged save is missing, success within 2 s of the return', async () => {
    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    let upAt = 0;
    let firstSuccessAfterUp = 0;
    const end = Date.now() + 10_000;
    const worker = async () => {
      while (Date.now() < end) {
        const res = await client.post('/api/assessments', BODY);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 201) {
          acknowledged.push(res.json().assessment.id);
          if (upAt && !firstSuccessAfterUp) firstSuccessAfterUp = Date.now();
        } else {
          await sleep(20);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, worker));
    await sleep(3_000);
    proxy.down();
    await sleep(3_000);
    proxy.up();
    upAt = Date.now();
    await load;

    const list = await client.get('/api/assessments');
    expect(list.statusCode).toBe(200);
    const stored = new Set((list.json().assessments as { id: string }[]).map((a) => a.id));
    const missing = acknowledged.filter((id) => !stored.has(id));
    const recoveryMs = firstSuccessAfterUp - upAt;
    console.info(
      `outage under load: statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${acknowledged.length} acknowledged, ${missing.length} missing, first success ${recoveryMs} ms after the database returned`,
    );
    expect([...statuses.keys()].sort()).toEqual([201, 503]);
    expect(missing).toEqual([]);
    expect(firstSuccessAfterUp).toBeGreaterThan(0);
    expect(recoveryMs).toBeLessThan(2_000);
  });
});
