import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * State several server processes must agree on (rate limits, the sign-in delay, job locks). With
 * REDIS_URL it lives in Redis under `prefix`; without it each process keeps its own in memory.
 */
export type SharedState = { redis: Redis; prefix: string };

/** Seconds a command may take before the request fails (503) instead of waiting on Redis. */
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * Connects to Redis and waits until it answers, so a wrong REDIS_URL stops the server at start. At
 * runtime commands fail fast while Redis is unreachable (no offline queue: a request is not held
 * while the client reconnects), and the client keeps reconnecting in the background.
 */
export async function openRedis(url: string, onError: (err: Error) => void = () => {}): Promise<Redis> {
  // Loaded only with REDIS_URL: a single process without it never pays for the client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnect forever, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  // An 'error' nobody listens to would end the process; a lost connection is only a fact for the log.
  let starting = true;
  let reason: Error | undefined;
  redis.on('error', (err: Error) => {
    if (starting) reason = err;
    else onError(err);
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    // The connection error says why (ECONNREFUSED, ENOTFOUND, NOAUTH…); the rejection only that it closed.
    throw new Error(`cannot reach Redis at ${redisWhere(url)}: ${(reason ?? (err as Error)).message}`);
  }
  starting = false;
  return redis;
}

/** Host, port and database number of a Redis URL, never its password. */
export function redisWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    return 'REDIS_URL';
  }
}

/** True for errors that mean Redis could not be asked (down, reconnecting, too slow). */
export function isSharedStateUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return (
    err.name === 'MaxRetriesPerRequestError' ||
    /Stream isn't writeable|Connection is closed|Command timed out/.test(err.message)
  );
}

/**
 * What goes into a key instead of an email or an address: counters need a stable name, not the
 * person's details (Redis is shared infrastructure and its keys show in monitoring tools).
 */
export function keyFor(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 32);
}
