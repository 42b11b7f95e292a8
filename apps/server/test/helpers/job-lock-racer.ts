// One contender for a job lock, in a process of its own: waits until START_AT, asks for the lock
// named LOCK_NAME, holds it for HOLD_MS if it got it, and prints `ran` or `skipped`.
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../../src/db/client.ts';
import { createJobLock } from '../../src/lib/job-lock.ts';
import { openRedis } from '../../src/lib/shared-state.ts';

const env = process.env;
const redis = env.REDIS_URL ? await openRedis(env.REDIS_URL) : null;
const database = await openDatabase({ url: env.DATABASE_URL as string, poolSize: 2 });
const lock = createJobLock(redis ? { redis, prefix: env.REDIS_KEY_PREFIX ?? '' } : null, database);
await sleep(Math.max(0, Number(env.START_AT) - Date.now()));
const outcome = await lock.runExclusive(env.LOCK_NAME ?? 'race', () => sleep(Number(env.HOLD_MS ?? 500)));
process.stdout.write(`${lock.kind} ${outcome.ran ? 'ran' : 'skipped'}\n`);
redis?.disconnect();
await database.close();
