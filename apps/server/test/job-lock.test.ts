import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { createJobLock, type JobLock } from '../src/lib/job-lock.ts';
import { createScratchDatabase } from './helpers/db.ts';

const run = promisify(execFile);
const REDIS_URL = process.env.TEST_REDIS_URL;
const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const serverDir = path.resolve(import.meta.dirname, '..');
/** The Redis and in-process locks only ask which database this is; they never query it. */
const EMBEDDED = { kind: 'pglite' } as DatabaseHandle;

/** Two contenders running at once and one after the other, on one lock. */
async function exclusive(lock: JobLock) {
  let running = 0;
  let most = 0;
  const job = async () => {
    running++;
    most = Math.max(most, running);
    await sleep(200);
    running--;
    return 'done';
  };
  const together = await Promise.all([lock.runExclusive('tick', job), lock.runExclusive('tick', job)]);
  expect(together.filter((o) => o.ran)).toEqual([{ ran: true, value: 'done' }]);
  expect(most).toBe(1);
  // Free again once the run is over; another name was never blocked.
  expect(await lock.runExclusive('tick', job)).toEqual({ ran: true, value: 'done' });
  const [a, b] = await Promise.all([lock.runExclusive('tick', job), lock.runExclusive('other', job)]);
  expect([a.ran, b.ran]).toEqual([true, true]);
  // A job that fails releases the lock.
  await expect(lock.runExclusive('tick', async () => Promise.reject(new Error('boom')))).rejects.toThrow(
    'boom',
  );
  expect((await lock.runExclusive('tick', job)).ran).toBe(true);
}

describe('job lock', () => {
  it('in one process (embedded database): one run at a time per name', async () => {
    const lock = createJobLock(null, EMBEDDED);
    expect(lock.kind).toBe('process');
    await exclusive(lock);
  });

  describe.skipIf(!POSTGRES)('on PostgreSQL (advisory lock)', () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    beforeAll(async () => {
      scratch = await createScratchDatabase();
    });
    afterAll(async () => {
      await scratch.drop();
    });

    it('one run at a time per name', async () => {
      const database = await openDatabase({ url: scratch.url, poolSize: 4 });
      try {
        const lock = createJobLock(null, database);
        expect(lock.kind).toBe('postgres');
        await exclusive(lock);
      } finally {
        await database.close();
      }
    });

    it('two processes racing for it: exactly one runs the job', async () => {
      const outcomes = await race({ DATABASE_URL: scratch.url });
      expect(outcomes.sort()).toEqual(['postgres ran', 'postgres skipped']);
    }, 60_000);
  });

  describe.skipIf(!REDIS_URL)('in Redis (TEST_REDIS_URL)', () => {
    let redis: Redis;
    const prefix = `pmtest:${randomBytes(6).toString('hex')}:`;
    beforeAll(() => {
      redis = new Redis(REDIS_URL as string);
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });

    it('one run at a time per name', async () => {
      const lock = createJobLock({ redis, prefix }, EMBEDDED);
      expect(lock.kind).toBe('redis');
      await exclusive(lock);
      expect(await redis.keys(`${prefix}*`)).toEqual([]);
    });

    it('the lease is renewed while the job runs longer than it, and expires when the holder is gone', async () => {
      const lock = createJobLock({ redis, prefix }, EMBEDDED);
      let secondTry: { ran: boolean } | undefined;
      await lock.runExclusive(
        'long',
        async () => {
          await sleep(700); // more than twice the lease
          secondTry = await lock.runExclusive('long', async () => {}, { leaseMs: 300 });
        },
        { leaseMs: 300 },
      );
      expect(secondTry?.ran).toBe(false);

      // A holder that died: its key stays only until the lease runs out.
      await redis.set(`${prefix}job-lock:orphan`, 'dead-process', 'PX', 300);
      expect((await lock.runExclusive('orphan', async () => {})).ran).toBe(false);
      await sleep(400);
      expect((await lock.runExclusive('orphan', async () => {})).ran).toBe(true);
    });

    it.skipIf(!POSTGRES)(
      'two processes racing for it: exactly one runs the job',
      async () => {
        const scratch = await createScratchDatabase();
        try {
          const outcomes = await race({
            DATABASE_URL: scratch.url,
            REDIS_URL: REDIS_URL as string,
            REDIS_KEY_PREFIX: prefix,
          });
          expect(outcomes.sort()).toEqual(['redis ran', 'redis skipped']);
        } finally {
          await scratch.drop();
        }
      },
      60_000,
    );
  });
});

/** Starts two processes that ask for the same lock at the same moment; returns what each printed. */
async function race(env: Record<string, string>): Promise<string[]> {
  const common = {
    ...process.env,
    ...env,
    LOCK_NAME: `race-${randomBytes(4).toString('hex')}`,
    START_AT: String(Date.now() + 10_000),
    HOLD_MS: '5000',
  };
  const contenders = [0, 1].map(() =>
    run(process.execPath, ['--import', 'tsx', 'test/helpers/job-lock-racer.ts'], {
      cwd: serverDir,
      env: common,
    }),
  );
  return (await Promise.all(contenders)).map((r) => r.stdout.trim());
}
