import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { keyFor } from '../lib/shared-state.ts';

const keys = new WeakMap<FastifyRequest, string>();

export type Limit = { max: number; windowMs: number };
export type Limiter = (request: FastifyRequest, key: string) => Promise<void>;

/**
 * A named counter from @fastify/rate-limit that can be keyed by anything (an IP, an email, a user
 * id), so one route can be limited per IP and per account. Over the limit answers 429. It counts in
 * the plugin's store: Redis when REDIS_URL is set (one count for every process), else this process.
 * The key is stored hashed: counters never hold an email or an address.
 */
export function createLimiter(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  /** `scaled: false` for limits that are not auth limits (AUTH_RATE_LIMIT_SCALE does not apply). */
  { scaled = true, what = 'attempts' }: { scaled?: boolean; what?: string } = {},
): Limiter {
  const check = app.createRateLimit({
    max: Math.max(1, Math.round(limit.max * (scaled ? app.config.AUTH_RATE_LIMIT_SCALE : 1))),
    timeWindow: limit.windowMs,
    keyGenerator: (request) => keys.get(request) ?? request.ip,
  });
  return async (request, key) => {
    keys.set(request, `${name}:${keyFor(key)}`);
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      const wait = Math.max(1, result.ttlInSeconds);
      const minutes = Math.ceil(wait / 60);
      throw new AppError(
        'rate_limited',
        wait > 90
          ? `Too many ${what}. Please wait ${minutes} minutes and try again.`
          : `Too many ${what}. Please wait ${wait} seconds and try again.`,
        { retryAfterSeconds: wait },
      );
    }
  };
}

const MINUTE = 60_000;

/**
 * Per IP (generous: many people can share one address) and per account (tight: guessing one
 * person's password or flooding one inbox). AUTH_RATE_LIMIT_SCALE multiplies every maximum.
 */
export const AUTH_LIMITS = {
  signInIp: { max: 100, windowMs: 5 * MINUTE },
  /** Per account and address: one address guessing one account; other addresses are not locked out. */
  signInAccount: { max: 10, windowMs: 15 * MINUTE },
  signUpIp: { max: 50, windowMs: 60 * MINUTE },
  signUpAccount: { max: 3, windowMs: 60 * MINUTE },
  emailIp: { max: 50, windowMs: 60 * MINUTE },
  emailAccount: { max: 3, windowMs: 15 * MINUTE },
  changeEmailAccount: { max: 5, windowMs: 60 * MINUTE },
  passwordCheckAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Reset links asked for one address (known or not): like sign-in per account, and few emails. */
  resetAccount: { max: 3, windowMs: 15 * MINUTE },
  /** Turning two-step verification on or off, or new backup codes: the password is checked each time. */
  twoFactorAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Two-step codes (app or backup) per account and address, like sign-in per account. */
  twoFactorCodeAccount: { max: 10, windowMs: 15 * MINUTE },
  verifyIp: { max: 60, windowMs: 15 * MINUTE },
  otherIp: { max: 120, windowMs: 5 * MINUTE },
} as const satisfies Record<string, Limit>;

/** The counters of the account endpoints, each with its store name (which keys its entries). */
const AUTH_COUNTERS = {
  signInIp: ['sign-in-ip', AUTH_LIMITS.signInIp],
  signInAccount: ['sign-in-account', AUTH_LIMITS.signInAccount],
  signUpIp: ['sign-up-ip', AUTH_LIMITS.signUpIp],
  signUpAccount: ['sign-up-account', AUTH_LIMITS.signUpAccount],
  emailIp: ['email-ip', AUTH_LIMITS.emailIp],
  emailAccount: ['email-account', AUTH_LIMITS.emailAccount],
  changeEmailAccount: ['change-email-account', AUTH_LIMITS.changeEmailAccount],
  passwordAccount: ['password-account', AUTH_LIMITS.passwordCheckAccount],
  verifyIp: ['verify-ip', AUTH_LIMITS.verifyIp],
  resetAccount: ['reset-account', AUTH_LIMITS.resetAccount],
  twoFactorAccount: ['two-factor-account', AUTH_LIMITS.twoFactorAccount],
  twoFactorCodeAccount: ['two-factor-code-account', AUTH_LIMITS.twoFactorCodeAccount],
  otherIp: ['auth-ip', AUTH_LIMITS.otherIp],
} as const satisfies Record<string, readonly [string, Limit]>;

export type AuthLimiters = Record<keyof typeof AUTH_COUNTERS, Limiter>;

export function createAuthLimiters(app: FastifyInstance): AuthLimiters {
  return Object.fromEntries(
    Object.entries(AUTH_COUNTERS).map(([key, [name, limit]]) => [key, createLimiter(app, name, limit)]),
  ) as AuthLimiters;
}
