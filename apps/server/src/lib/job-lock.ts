import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/client.ts';
import type { SharedState } from './shared-state.ts';

export type JobOutcome<T> = { ran: true; value: T } | { ran: false };

/**
 * Makes sure a job runs in one process at a time across every server process (a scheduler's tick,
 * a clean-up): whoever takes the lock runs the job, the others skip it (they do not wait).
 *
 * ```ts
 * const outcome = await app.jobLock.runExclusive('send-reminders', () => sendDueReminders(app.db));
 * if (!outcome.ran) app.log.debug('another process is sending reminders');
 * ```
 *
 * The lock covers the run, not a period: a process that asks after the run has finished runs the
 * job again. A job meant to run once per period (a day's reminders) records what it has done in
 * the database inside the lock and checks that record first, so it is also safe after a crash.
 *
 * Backends, chosen by configuration:
 * - Redis (REDIS_URL): a key set only if absent, with a lease that is renewed while the job runs
 *   and expires if the process dies (then another process may take it).
 * - PostgreSQL (DATABASE_URL): a transaction-scoped advisory lock held on one pooled connection
 *   for the run; it is released when the job ends or the connection drops.
 * - Embedded database (PGlite): one process owns the database, so a lock in this process suffices.
 */
export type JobLock = {
  readonly kind: 'redis' | 'postgres' | 'process';
  runExclusive<T>(
    name: string,
    job: () => Promise<T>,
    options?: { leaseMs?: number },
  ): Promise<JobOutcome<T>>;
};

const DEFAULT_LEASE_MS = 30_000;

// Renews or deletes the key only while it still holds this holder's token, so a holder whose lease
// ran out cannot extend or release someone else's lock.
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

type LockRedis = Redis & {
  jobLockRenew(key: string, token: string, leaseMs: number): Promise<number>;
  jobLockRelease(key: string, token: string): Promise<number>;
};

function redisLock({ redis, prefix }: SharedState): JobLock {
  if (!('jobLockRenew' in redis)) {
    redis.defineCommand('jobLockRenew', { numberOfKeys: 1, lua: RENEW });
    redis.defineCommand('jobLockRelease', { numberOfKeys: 1, lua: RELEASE });
  }
  const r = redis as LockRedis;
  return {
    kind: 'redis',
    async runExclusive(name, job, { leaseMs = DEFAULT_LEASE_MS } = {}) {
      const key = `${prefix}job-lock:${name}`;
      const token = randomUUID();
      if ((await r.set(key, token, 'PX', leaseMs, 'NX')) !== 'OK') return { ran: false };
      const renew = setInterval(
        () => void r.jobLockRenew(key, token, leaseMs).catch(() => {}),
        Math.max(50, Math.floor(leaseMs / 3)),
      );
      try {
        return { ran: true, value: await job() };
      } finally {
        clearInterval(renew);
        await r.jobLockRelease(key, token).catch(() => {});
      }
    },
  };
}

function postgresLock(database: DatabaseHandle): JobLock {
  return {
    kind: 'postgres',
    async runExclusive(name, job) {
      // The transaction holds one connection for the run; the job's own queries use others.
      return database.db.transaction(async (tx) => {
        const result = await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtextextended(${`physiomate-job:${name}`}, 0)) as locked`,
        );
        const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
        if (!row?.locked) return { ran: false } as const;
        return { ran: true, value: await job() } as const;
      });
    },
  };
}

function processLock(): JobLock {
  const running = new Set<string>();
  return {
    kind: 'process',
    async runExclusive(name, job) {
      if (running.has(name)) return { ran: false };
      running.add(name);
      try {
        return { ran: true, value: await job() };
      } finally {
        running.delete(name);
      }
    },
  };
}

/** Redis when configured, else the PostgreSQL server's advisory locks, else this process. */
export function createJobLock(shared: SharedState | null, database: DatabaseHandle): JobLock {
  if (shared) return redisLock(shared);
  if (database.kind === 'postgres') return postgresLock(database);
  return processLock();
}
