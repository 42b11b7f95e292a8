import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors.ts';
import { keyFor, type SharedState } from '../lib/shared-state.ts';

export type ThrottleOptions = {
  /** Failures that cost nothing (typos). */
  freeFailures: number;
  /** The delay after the first costly failure; it doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** An attempt that would wait longer than this is refused with 429 instead. */
  maxWaitMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
};

export const SIGN_IN_THROTTLE: ThrottleOptions = {
  freeFailures: 3,
  baseDelayMs: 100,
  maxDelayMs: 3_000,
  maxWaitMs: 10_000,
  forgetAfterMs: 15 * 60_000,
};

/**
 * Where the failures of each account are counted. `turn` books the account's next turn and says
 * how long to wait for it (or that the queue is too long); one implementation per process, one in
 * Redis shared by every process.
 */
interface ThrottleStore {
  turn(account: string): Promise<{ waitMs: number; refused: boolean }>;
  failed(account: string): Promise<void>;
  succeeded(account: string): Promise<void>;
}

function delayAfter(options: ThrottleOptions, failures: number): number {
  const { freeFailures, baseDelayMs, maxDelayMs } = options;
  if (failures <= freeFailures) return 0;
  return Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - freeFailures - 1));
}

type State = { failures: number; nextAt: number; lastFailureAt: number };

class MemoryStore implements ThrottleStore {
  private readonly accounts = new Map<string, State>();
  private sweptAt = 0;
  constructor(private readonly options: ThrottleOptions) {}

  /**
   * An entry past forgetAfterMs is dropped when its account is next tried; one never tried again
   * (an address guessed once) would stay for the life of the process. At most once a minute, a
   * failure sweeps those out, so the map holds only the last forgetAfterMs of failures.
   */
  private sweep(now: number) {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [account, state] of this.accounts) {
      if (now - state.lastFailureAt > this.options.forgetAfterMs) this.accounts.delete(account);
    }
  }

  private current(account: string, now: number): State | undefined {
    const state = this.accounts.get(account);
    if (state && now - state.lastFailureAt > this.options.forgetAfterMs) {
      this.accounts.delete(account);
      return undefined;
    }
    return state;
  }

  async turn(account: string) {
    const now = Date.now();
    const state = this.current(account, now);
    if (!state) return { waitMs: 0, refused: false };
    const start = Math.max(now, state.nextAt);
    const waitMs = start - now;
    if (waitMs > this.options.maxWaitMs) return { waitMs, refused: true };
    state.nextAt = start + delayAfter(this.options, state.failures);
    return { waitMs, refused: false };
  }

  async failed(account: string) {
    const now = Date.now();
    this.sweep(now);
    const state = this.current(account, now) ?? { failures: 0, nextAt: now, lastFailureAt: now };
    state.failures++;
    state.lastFailureAt = now;
    state.nextAt = Math.max(state.nextAt, now + delayAfter(this.options, state.failures));
    this.accounts.set(account, state);
  }

  async succeeded(account: string) {
    this.accounts.delete(account);
  }
}

// The same rules as MemoryStore, run inside Redis so that two processes cannot book one turn, on
// Redis's clock so that processes on machines whose clocks differ agree. The key expires
// `forgetAfterMs` after the last failure.
const LUA_DELAY = `
local function delay(failures)
  local free, base, max = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
  if failures <= free then return 0 end
  return math.min(max, base * 2 ^ (failures - free - 1))
end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;
const LUA_TURN = `${LUA_DELAY}
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
if failures == 0 then return {0, 0} end
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'nextAt') or '0')
local start = math.max(now, nextAt)
local waitMs = start - now
if waitMs > tonumber(ARGV[4]) then return {waitMs, 1} end
redis.call('HSET', KEYS[1], 'nextAt', start + delay(failures))
return {waitMs, 0}
`;
const LUA_FAILED = `${LUA_DELAY}
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'nextAt') or '0')
redis.call('HSET', KEYS[1], 'nextAt', math.max(nextAt, now + delay(failures)))
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return failures
`;

type ThrottleRedis = Redis & {
  signInThrottleTurn(key: string, ...args: number[]): Promise<[number, number]>;
  signInThrottleFailed(key: string, ...args: number[]): Promise<number>;
};

class RedisStore implements ThrottleStore {
  private readonly redis: ThrottleRedis;
  private readonly base: string;
  private readonly args: number[];
  constructor({ redis, prefix }: SharedState, name: string, options: ThrottleOptions) {
    if (!('signInThrottleTurn' in redis)) {
      redis.defineCommand('signInThrottleTurn', { numberOfKeys: 1, lua: LUA_TURN });
      redis.defineCommand('signInThrottleFailed', { numberOfKeys: 1, lua: LUA_FAILED });
    }
    this.redis = redis as ThrottleRedis;
    this.base = `${prefix}throttle:${name}:`;
    this.args = [
      options.freeFailures,
      options.baseDelayMs,
      options.maxDelayMs,
      options.maxWaitMs,
      options.forgetAfterMs,
    ];
  }

  private key(account: string) {
    return this.base + keyFor(account);
  }

  async turn(account: string) {
    const [waitMs, refused] = await this.redis.signInThrottleTurn(this.key(account), ...this.args);
    return { waitMs, refused: refused === 1 };
  }

  async failed(account: string) {
    await this.redis.signInThrottleFailed(this.key(account), ...this.args);
  }

  async succeeded(account: string) {
    await this.redis.del(this.key(account));
  }
}

/**
 * Sign-in attempts on one account after wrong passwords wait a growing delay (100 ms, doubling, at
 * most 3 s), one after another, instead of the account being locked: guessing slows to a crawl
 * from any number of addresses, while the person with the right password still gets in, a few
 * seconds later at worst. A right password clears the account's failures. With shared state
 * (REDIS_URL) every server process sees the same failures and the same queue.
 */
export class SignInThrottle {
  private readonly store: ThrottleStore;
  constructor(
    shared: SharedState | null = null,
    { name = 'sign-in', options = SIGN_IN_THROTTLE }: { name?: string; options?: ThrottleOptions } = {},
  ) {
    this.store = shared ? new RedisStore(shared, name, options) : new MemoryStore(options);
  }

  /** Waits for the account's turn; 429 when the queue is longer than `maxWaitMs`. */
  async wait(account: string): Promise<void> {
    const { waitMs, refused } = await this.store.turn(account);
    if (refused) {
      throw new AppError(
        'rate_limited',
        `Too many attempts. Please wait ${Math.ceil(waitMs / 1000)} seconds and try again.`,
      );
    }
    if (waitMs > 0) await sleep(waitMs);
  }

  failed(account: string): Promise<void> {
    return this.store.failed(account);
  }

  succeeded(account: string): Promise<void> {
    return this.store.succeeded(account);
  }
}
