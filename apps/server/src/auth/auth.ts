import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PRODUCT_NAME } from '@physiomate/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { ensureSubscriber, syncSubscriberEmail } from '../account/queries.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema.ts';
import { loadOrCreateSecrets } from '../lib/secrets.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  approveEmailChange,
  confirmNewEmail,
  confirmSignUpEmail,
  existingAccountEmail,
  passwordChangedEmail,
  resetPasswordEmail,
} from '../mail/templates.ts';
import { currentFlow } from './pending.ts';

/** Where confirmation links land in the web app; it shows errors from `?error=` and redirects once signed in. */
export const AFTER_CONFIRM_PATH = '/auth';

export const SESSION_EXPIRES_IN_S = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;
export const CONFIRMATION_LINK_EXPIRES_IN_S = 60 * 60;
/** A password reset link works once, for 30 minutes. */
export const RESET_LINK_EXPIRES_IN_S = 30 * 60;
/** Where a reset link lands in the web app: /auth shows the new-password form for `?reset=TOKEN`. */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth?reset=${encodeURIComponent(token)}`;
/** How long the password step of a sign-in waits for the authenticator code. */
export const TWO_FACTOR_CHALLENGE_S = 10 * 60;

const EMAIL_IN_TEXT = /[^\s@"'<>]+@[^\s@"'<>]+/g;
const redact = (value: unknown) =>
  typeof value === 'string' ? value.replace(EMAIL_IN_TEXT, '[email]') : undefined;

/** Cookies are Secure everywhere except a plain-HTTP localhost. */
export function isSecureOrigin(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  if (url.protocol === 'https:') return true;
  return !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export type CreateAuthOptions = {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** A user was created by sign-up (the account is new and unconfirmed). */
  onUserCreated?: (user: { id: string; email: string }) => Promise<void>;
  /** A sign-up's address was confirmed by its link (not an email change). */
  onSignUpConfirmed?: (user: { id: string; email: string }) => Promise<void>;
};

/**
 * The better-auth instance: email and password with confirmation, server-side sessions in an
 * httpOnly SameSite=Lax cookie, email change confirmed from the old address and verified at the
 * new one, password reset by an emailed single-use link, and optional two-step sign-in with an
 * authenticator app (TOTP) and one-time backup codes. A confirmation link confirms the address and
 * signs no one in: whoever opens it is asked to sign in (docs/decisions/confirmation-links.md). Its own rate limiter is off: the Fastify
 * layer limits per IP and per account.
 */
export function createAuth({ config, db, mailer, log, onUserCreated, onSignUpConfirmed }: CreateAuthOptions) {
  const secret = config.AUTH_SECRET ?? loadOrCreateSecrets(config.dataDir).authSecret;
  const secure = isSecureOrigin(config.publicUrl);
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [new URL(config.publicUrl).origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_EXPIRES_IN_S,
      sendResetPassword: async ({ user, token }) => {
        // Not awaited: an address with an account must not answer slower than one without.
        mailer
          .send(resetPasswordEmail(user.email, resetLink(config.publicUrl, token)))
          .catch((err: Error) => {
            log.error({ err: { message: err.message } }, 'password reset email not sent');
          });
      },
      onPasswordReset: async ({ user }) => {
        mailer.send(passwordChangedEmail(user.email)).catch((err: Error) => {
          log.error({ err: { message: err.message } }, 'password-changed notice not sent');
        });
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountEmail(user.email, `${config.publicUrl}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // A link can be opened by anyone who gets hold of the email (a forwarded message, a shared
      // device, a mail scanner): it confirms the address, and the person signs in with the password.
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_LINK_EXPIRES_IN_S,
      // Called only when a new account's address is confirmed (an email change skips it).
      beforeEmailVerification: async () => {
        const flow = currentFlow();
        if (flow) flow.confirmed = true;
      },
      afterEmailVerification: async (user) => {
        if (currentFlow()?.confirmed) await onSignUpConfirmed?.(user);
      },
      sendVerificationEmail: async ({ user, url }) => {
        // A verified user receiving a link is confirming a new address; otherwise it is sign-up.
        const message = user.emailVerified
          ? confirmNewEmail(user.email, url)
          : confirmSignUpEmail(user.email, url);
        await mailer.send(message);
      },
    },
    user: {
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }) => {
          await mailer.send(approveEmailChange(user.email, newEmail, url));
        },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      freshAge: SESSION_UPDATE_AGE_S,
    },
    plugins: [
      twoFactor({
        issuer: PRODUCT_NAME,
        twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_S,
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
      }),
    ],
    rateLimit: { enabled: false },
    // Unexpected errors (a database outage) reach the server's one error handler, which answers 503
    // or 500 and logs without parameters, instead of being printed to stderr with them.
    onAPIError: { throw: true },
    advanced: {
      cookiePrefix: 'physiomate',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      // Addresses are not kept with sessions (privacy); rate limits use the socket address.
      ipAddress: { disableIpTracking: true },
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => {
        const text = redact(message) ?? 'auth event';
        if (level === 'error') log.error({ source: 'auth' }, text);
        else if (level === 'warn') log.warn({ source: 'auth' }, text);
        else log.debug({ source: 'auth' }, text);
      },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureSubscriber(db, user.id, user.email);
            await onUserCreated?.(user);
          },
        },
        update: {
          after: async (user) => {
            if (user.email) await syncSubscriberEmail(db, user.id, user.email);
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await ensureSubscriber(db, session.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
