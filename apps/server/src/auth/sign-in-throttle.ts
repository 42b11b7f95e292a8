import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../lib/errors.ts';

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

type State = { failures: number; nextAt: number; lastFailureAt: number };

/**
 * Sign-in attempts on one account after wrong passwords wait a growing delay (100 ms, doubling, at
 * most 3 s), one after another, instead of the account being locked: guessing slows to a crawl
 * from any number of addresses, while the person with the right password still gets in, a few
 * seconds later at worst. A right password clears the account's failures.
 */
export class SignInThrottle {
  private readonly accounts = new Map<string, State>();
  constructor(private readonly options: ThrottleOptions = SIGN_IN_THROTTLE) {}

  private delayAfter(failures: number): number {
    const { freeFailures, baseDelayMs, maxDelayMs } = this.options;
    if (failures <= freeFailures) return 0;
    return Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - freeFailures - 1));
  }

  private current(account: string, now: number): State | undefined {
    const state = this.accounts.get(account);
    if (state && now - state.lastFailureAt > this.options.forgetAfterMs) {
      this.accounts.delete(account);
      return undefined;
    }
    return state;
  }

  /** Waits for the account's turn; 429 when the queue is longer than `maxWaitMs`. */
  async wait(account: string): Promise<void> {
    const now = Date.now();
    const state = this.current(account, now);
    if (!state) return;
    const start = Math.max(now, state.nextAt);
    const waitMs = start - now;
    if (waitMs > this.options.maxWaitMs) {
      throw new AppError(
        'rate_limited',
        `Too many attempts. Please wait ${Math.ceil(waitMs / 1000)} seconds and try again.`,
      );
    }
    state.nextAt = start + this.delayAfter(state.failures);
    if (waitMs > 0) await sleep(waitMs);
  }

  failed(account: string): void {
    const now = Date.now();
    const state = this.current(account, now) ?? { failures: 0, nextAt: now, lastFailureAt: now };
    state.failures++;
    state.lastFailureAt = now;
    state.nextAt = Math.max(state.nextAt, now + this.delayAfter(state.failures));
    this.accounts.set(account, state);
  }

  succeeded(account: string): void {
    this.accounts.delete(account);
  }
}
