import path from 'node:path';
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());

/**
 * Every configuration variable, its default and its rule. The README's table mirrors this schema;
 * a bad value stops the server at start with a message naming each variable that is wrong.
 */
export const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('localhost'),
  /** Where the embedded database, the outbox and generated secrets live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * PostgreSQL: a statement running longer is cancelled, and a query whose answer never comes (a
   * frozen database) fails, so a request fails within this time instead of hanging.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /**
   * Behind a reverse proxy: how many proxy hops to trust for the client address (X-Forwarded-For),
   * so per-IP rate limits see people rather than the proxy. 0 trusts none.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** The public origin of the app, used in email links and origin checks. */
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * 32 bytes, base64: the key that encrypts health data at rest. Several keys separated by commas,
   * oldest first, during a rotation: the last encrypts, any decrypts. Generated into DATA_DIR when unset.
   */
  DATA_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .refine(
        (v) =>
          v.split(',').every((k) => k.trim() === '' || Buffer.from(k.trim(), 'base64').length === 32) &&
          v.split(',').some((k) => k.trim() !== ''),
        'must be 32 bytes encoded as base64 (several keys separated by commas, oldest first)',
      )
      .optional(),
  ),
  /**
   * redis:// or rediss:// — shared state for several processes: every rate limit, the sign-in delay
   * and job locks live there, so N processes enforce one limit. Unset: in memory (one process).
   */
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** Prefix of every Redis key, so several deployments (or tests) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits, _ - . : only (at most 64)')
    .default('physiomate:'),
  /** Anonymous recommendation requests allowed per IP per minute. */
  RECOMMENDATIONS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Assessment saves allowed per signed-in user per minute. */
  ASSESSMENT_SAVES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Chat messages allowed per user in 10 minutes, and per day (PhysioMate AI, pro and master). */
  CHAT_MESSAGES_PER_10_MINUTES: z.coerce.number().int().min(1).default(30),
  CHAT_MESSAGES_PER_DAY: z.coerce.number().int().min(1).default(200),
  /** An OpenAI-compatible /audio/transcriptions service for the chat's voice input (all three to enable). */
  STT_BASE_URL: optionalUrl,
  STT_API_KEY: optionalString,
  STT_MODEL: optionalString,
  /** Pause between streamed pieces of the built-in assistant's reply (0 for load tests). */
  CHAT_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(8),
  /** YouTube Data API key for exercise videos; without it the app links to a YouTube search. */
  YOUTUBE_API_KEY: optionalString,
  YOUTUBE_API_BASE_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  /** An OpenAI-compatible service that personalises wording and powers chat (all three to enable). */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** The configured model reads images: the chat then offers a photo button (true/false). */
  AI_VISION: z.stringbool().default(false),
  /** Signs session cookies and email links; at least 32 characters. Generated into DATA_DIR when unset. */
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** smtp(s)://user:pass@host:port for real email; without it emails are written to DATA_DIR/outbox. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** Multiplies every sign-in, sign-up and email rate limit (e.g. 10 for a load test). */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  /** The sender of account emails. */
  MAIL_FROM: z.string().min(3).default('PhysioMate <no-reply@physiomate.app>'),
  /**
   * A request must arrive whole (headers and body) within this time, or its connection is closed
   * with 408: a half-sent body cannot hold a connection open.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /**
   * Stripe (all three to enable): the secret API key, the webhook endpoint's signing secret and the
   * price id of Pro ($4.99 a month). Without them billing runs in the built-in test mode.
   */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  /** Where the Stripe API is (a local fake in tests); the library is pointed at its host, port and protocol. */
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /**
   * Without Stripe: true shows the built-in test-mode checkout (no payment is taken); false hides
   * upgrades entirely. Ignored when Stripe is configured.
   */
  BILLING_TEST_MODE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Where the built web app is; defaults to apps/web/dist. */
  WEB_DIST_DIR: optionalString,
});

export type Env = z.infer<typeof envSchema>;
/** How upgrades are taken: Stripe, the built-in test checkout, or not at all. */
export type BillingMode = 'stripe' | 'test' | 'off';
export type Config = Env & {
  dataDir: string;
  webDistDir: string;
  publicUrl: string;
  billingMode: BillingMode;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PRICE_PRO];
  const stripeConfigured = stripeKeys.every(Boolean);
  if (!stripeConfigured && stripeKeys.some(Boolean)) {
    throw new ConfigError([
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_PRO: set all three for Stripe, or none for the test-mode checkout',
    ]);
  }
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    ...e,
    dataDir: path.resolve(e.DATA_DIR),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    publicUrl: (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/$/, ''),
    billingMode: stripeConfigured ? 'stripe' : e.BILLING_TEST_MODE ? 'test' : 'off',
  };
}

/** For entry points: the configuration, or a clear message naming every bad variable and exit 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
