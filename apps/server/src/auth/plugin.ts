import {
  backupCodeBodySchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  errorCodeForStatus,
  firstIssueMessage,
  forgotPasswordBodySchema,
  isEmailLike,
  ACCOUNT_MESSAGES as M,
  resetPasswordBodySchema,
  type SessionAnswer,
  signInBodySchema,
  signUpBodySchema,
  type TwoFactorChallenge,
  totpCodeBodySchema,
  twoFactorPasswordBodySchema,
} from '@physiomate/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { getTier } from '../account/queries.ts';
import { AppError } from '../lib/errors.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { passwordChangedEmail } from '../mail/templates.ts';
import {
  holdPendingAssessment,
  isSavedAlready,
  removeExpiredPendingAssessments,
  savePendingAssessments,
} from '../pending-assessments/service.ts';
import {
  AFTER_CONFIRM_PATH,
  type Auth,
  CONFIRMATION_LINK_EXPIRES_IN_S,
  createAuth,
  TWO_FACTOR_CHALLENGE_S,
} from './auth.ts';
import { isDisposableEmail } from './email-rules.ts';
import { type AuthUser, readUser, requireUser } from './guard.ts';
import { AUTH_LIMITS, createLimiter } from './limits.ts';
import { isCommonPassword } from './password-rules.ts';
import { type AuthFlow, confirmedLocation, currentFlow, userIdByEmail, withFlow } from './pending.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import { pendingTwoFactorUser } from './two-factor-account.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    mailer: Mailer;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How often expired pending assessments are removed (they are never saved once expired). */
const PENDING_SWEEP_MS = 10 * 60 * 1000;
/** A pending assessment carried by a sign-in that succeeds is saved at once; this only covers the call. */
const SIGN_IN_HOLD_S = 10 * 60;

/** The better-auth endpoints the product uses; every other one answers 404. */
const ENDPOINTS: Record<string, 'GET' | 'POST'> = {
  'sign-up/email': 'POST',
  'sign-in/email': 'POST',
  'sign-out': 'POST',
  'get-session': 'GET',
  'verify-email': 'GET',
  'send-verification-email': 'POST',
  'change-email': 'POST',
  'change-password': 'POST',
  'list-sessions': 'GET',
  'revoke-other-sessions': 'POST',
  'request-password-reset': 'POST',
  'reset-password': 'POST',
  'two-factor/enable': 'POST',
  'two-factor/verify-totp': 'POST',
  'two-factor/verify-backup-code': 'POST',
  'two-factor/generate-backup-codes': 'POST',
  'two-factor/disable': 'POST',
};

/** better-auth's error codes, said the way the spec says them. */
const FRIENDLY: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: M.invalidCredentials,
  EMAIL_NOT_VERIFIED: M.emailNotVerified,
  INVALID_PASSWORD: M.currentPasswordIncorrect,
  PASSWORD_TOO_SHORT: M.passwordTooShort,
  PASSWORD_TOO_LONG: M.passwordTooLong,
  INVALID_EMAIL: M.invalidEmail,
  INVALID_TOKEN: M.linkInvalid,
  TOKEN_EXPIRED: M.linkExpired,
  USER_NOT_FOUND: M.linkInvalid,
  INVALID_USER: M.linkInvalid,
  EMAIL_IS_THE_SAME: M.sameEmail,
  SESSION_EXPIRED: M.reauthenticate,
  SESSION_NOT_FRESH: M.reauthenticate,
  UNAUTHORIZED: M.signInRequired,
  INVALID_ORIGIN: M.crossSite,
  MISSING_OR_NULL_ORIGIN: M.crossSite,
  INVALID_CODE: M.codeInvalid,
  INVALID_BACKUP_CODE: M.backupCodeInvalid,
  INVALID_TWO_FACTOR_COOKIE: M.twoFactorExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: M.twoFactorExpired,
  ACCOUNT_TEMPORARILY_LOCKED: M.twoFactorLocked,
  TOTP_ALREADY_ENABLED: 'Two-step verification is already on.',
  TOTP_NOT_ENABLED: 'Two-step verification is not set up. Please start again.',
  TWO_FACTOR_NOT_ENABLED: 'Two-step verification is not on.',
};

/** Where one of better-auth's codes means something else on one endpoint. */
const FRIENDLY_ON: Record<string, Record<string, string>> = {
  'reset-password': {
    INVALID_TOKEN: M.resetLinkInvalid,
    USER_NOT_FOUND: M.resetLinkInvalid,
    PASSWORD_TOO_SHORT: M.passwordTooShort,
  },
  // Signed in: a wrong password here is the account's own password, asked again.
  'two-factor/enable': { INVALID_PASSWORD: M.currentPasswordIncorrect },
  'two-factor/disable': { INVALID_PASSWORD: M.currentPasswordIncorrect },
  'two-factor/generate-backup-codes': { INVALID_PASSWORD: M.currentPasswordIncorrect },
};

/** The common-password rule for every new password (sign-up, change, reset). */
function assertNotCommon(password: string): void {
  if (isCommonPassword(password)) throw new AppError('validation_failed', M.passwordCommon);
}

const emailOnlySchema = z.object(
  {
    email: z
      .string({ error: M.emailRequired })
      .trim()
      .min(1, M.emailRequired)
      .max(254, M.invalidEmail)
      .refine(isEmailLike, M.invalidEmail),
  },
  { error: M.emailRequired },
);

const verifyQuerySchema = z.object(
  {
    token: z.string({ error: M.linkInvalid }).min(1, M.linkInvalid).max(4096, M.linkInvalid),
    callbackURL: z.string({ error: M.linkInvalid }).max(2048, M.linkInvalid).optional(),
  },
  { error: M.linkInvalid },
);
/** Confirmation links only ever lead back into the app: a path, never another site. */
const SAFE_CALLBACK = /^\/(?![/\\])[^\s\\]*$/;

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new AppError('validation_failed', firstIssueMessage(result.error));
  return result.data;
}

/** A copy without any `token` field (sessions as better-auth returns them carry their token). */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

type UserRecord = { id: string; email: string; emailVerified: boolean; twoFactorEnabled?: boolean | null };

const publicUser = (user: UserRecord) => ({
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  twoFactorEnabled: user.twoFactorEnabled === true,
});

/**
 * Accounts: better-auth mounted at /api/auth/* behind our own validation (the spec's messages),
 * per-IP and per-account rate limits and one error shape; `GET /api/session`; and an Origin check
 * on every state-changing /api request.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.dataDir,
      log: app.log,
    });
    const auth = createAuth({
      config,
      db: app.db,
      mailer,
      log: app.log,
      // Only a sign-up that carried an assessment, for the user it created. Failing to hold it does
      // not fail the sign-up: the tab that sent it still has it and saves it after sign-in.
      onUserCreated: async (user) => {
        const flow = currentFlow();
        if (flow?.path !== 'sign-up/email' || !flow.pending) return;
        await holdPendingAssessment(app.db, user.id, flow.pending, CONFIRMATION_LINK_EXPIRES_IN_S).catch(
          (err: Error) => {
            app.log.warn({ err: { message: err.message } }, 'pending assessment not held');
          },
        );
      },
      // The address is confirmed whatever happens to the assessment.
      onSignUpConfirmed: async (user) => {
        const flow = currentFlow();
        if (!flow) return;
        flow.outcome = await savePendingAssessments(app.db, app.recommend, user, app.log).catch(
          (err: Error) => {
            app.log.warn({ err: { message: err.message } }, 'pending assessment not saved at confirmation');
            return 'failed' as const;
          },
        );
      },
    });
    app.decorate('auth', auth);
    app.decorate('mailer', mailer);
    app.decorateRequest('user', null as unknown as AuthUser);

    const allowedOrigin = new URL(config.publicUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
      const origin = request.headers.origin;
      const crossSite =
        origin !== undefined ? origin !== allowedOrigin : request.headers['sec-fetch-site'] === 'cross-site';
      if (crossSite) {
        request.log.warn({ event: 'origin_refused' }, 'state-changing request from another origin refused');
        throw new AppError('forbidden', M.crossSite);
      }
    });

    const limit = {
      signInIp: createLimiter(app, 'sign-in-ip', AUTH_LIMITS.signInIp),
      signInAccount: createLimiter(app, 'sign-in-account', AUTH_LIMITS.signInAccount),
      signUpIp: createLimiter(app, 'sign-up-ip', AUTH_LIMITS.signUpIp),
      signUpAccount: createLimiter(app, 'sign-up-account', AUTH_LIMITS.signUpAccount),
      emailIp: createLimiter(app, 'email-ip', AUTH_LIMITS.emailIp),
      emailAccount: createLimiter(app, 'email-account', AUTH_LIMITS.emailAccount),
      changeEmailAccount: createLimiter(app, 'change-email-account', AUTH_LIMITS.changeEmailAccount),
      passwordAccount: createLimiter(app, 'password-account', AUTH_LIMITS.passwordCheckAccount),
      verifyIp: createLimiter(app, 'verify-ip', AUTH_LIMITS.verifyIp),
      resetAccount: createLimiter(app, 'reset-account', AUTH_LIMITS.resetAccount),
      twoFactorAccount: createLimiter(app, 'two-factor-account', AUTH_LIMITS.twoFactorAccount),
      twoFactorCodeAccount: createLimiter(app, 'two-factor-code-account', AUTH_LIMITS.twoFactorCodeAccount),
      otherIp: createLimiter(app, 'auth-ip', AUTH_LIMITS.otherIp),
    };

    // Wrong passwords, and wrong two-step codes, slow the account's next attempts (shared by every
    // process with REDIS_URL). `throttled` remembers which account a request counts against.
    const signInThrottle = new SignInThrottle(app.sharedState);
    const codeThrottle = new SignInThrottle(app.sharedState, { name: 'two-factor-code' });
    const throttled = new WeakMap<FastifyRequest, { throttle: SignInThrottle; account: string }>();

    const sweep = () =>
      removeExpiredPendingAssessments(app.db).catch((err: Error) => {
        app.log.warn({ err: { message: err.message } }, 'expired pending assessments not removed');
      });
    const sweeper = setInterval(sweep, PENDING_SWEEP_MS);
    sweeper.unref();
    app.addHook('onReady', async () => {
      void sweep();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));

    /**
     * A sign-in carrying a visitor's assessment: where the password was right but the session is not
     * there yet (the email is unconfirmed, or a two-step code is due) it is held for the account until
     * the link or the code; once signed in, it is saved now unless it was saved before.
     */
    async function pendingAfterSignIn(
      flow: AuthFlow,
      response: Response,
      data: Record<string, unknown> | null,
      email: string,
    ): Promise<boolean | undefined> {
      const pending = flow.pending;
      if (!pending) return undefined;
      if (response.status === 403) {
        const code = (
          (await response
            .clone()
            .json()
            .catch(() => null)) as { code?: unknown } | null
        )?.code;
        if (code !== 'EMAIL_NOT_VERIFIED') return undefined;
        const userId = await userIdByEmail(app.db, email);
        if (userId) await holdPendingAssessment(app.db, userId, pending, CONFIRMATION_LINK_EXPIRES_IN_S);
        return undefined;
      }
      if (response.status !== 200) return undefined;
      if (data?.twoFactorRedirect === true) {
        const userId = await userIdByEmail(app.db, email);
        if (userId) await holdPendingAssessment(app.db, userId, pending, TWO_FACTOR_CHALLENGE_S);
        return undefined;
      }
      const user = data?.user as UserRecord | undefined;
      if (!user) return undefined;
      if (await isSavedAlready(app.db, user.id, pending.key)) return true;
      await holdPendingAssessment(app.db, user.id, pending, SIGN_IN_HOLD_S);
      return (await savePendingAssessments(app.db, app.recommend, user, app.log)) === 'saved';
    }

    /** Checks and limits a request before better-auth sees it; returns the body to forward. */
    async function prepare(
      path: string,
      request: FastifyRequest,
      reply: FastifyReply,
      flow: AuthFlow,
    ): Promise<unknown> {
      switch (path) {
        case 'sign-up/email': {
          await limit.signUpIp(request, request.ip);
          const body = parse(signUpBodySchema, request.body);
          if (await isDisposableEmail(body.email)) throw new AppError('validation_failed', M.blockedDomain);
          assertNotCommon(body.password);
          await limit.signUpAccount(request, body.email);
          flow.pending = body.pendingAssessment;
          return { email: body.email, password: body.password, name: '', callbackURL: AFTER_CONFIRM_PATH };
        }
        case 'sign-in/email': {
          await limit.signInIp(request, request.ip);
          const body = parse(signInBodySchema, request.body);
          await limit.signInAccount(request, `${body.email}|${request.ip}`);
          await signInThrottle.wait(body.email);
          flow.pending = body.pendingAssessment;
          throttled.set(request, { throttle: signInThrottle, account: body.email });
          return {
            email: body.email,
            password: body.password,
            callbackURL: AFTER_CONFIRM_PATH,
            rememberMe: true,
          };
        }
        case 'send-verification-email': {
          await limit.emailIp(request, request.ip);
          const body = parse(emailOnlySchema, request.body);
          await limit.emailAccount(request, body.email.toLowerCase());
          return { email: body.email.toLowerCase(), callbackURL: AFTER_CONFIRM_PATH };
        }
        case 'change-email': {
          await limit.emailIp(request, request.ip);
          await requireUser(request, reply);
          await limit.changeEmailAccount(request, request.user.id);
          const body = parse(changeEmailBodySchema, request.body);
          if (body.newEmail === request.user.email.toLowerCase()) {
            throw new AppError('validation_failed', M.sameEmail);
          }
          if (await isDisposableEmail(body.newEmail))
            throw new AppError('validation_failed', M.blockedDomain);
          // The web app says what the link did (features/settings/lib/email-change.ts).
          return { newEmail: body.newEmail, callbackURL: '/settings?email-change=1' };
        }
        case 'change-password': {
          await limit.otherIp(request, request.ip);
          await requireUser(request, reply);
          await limit.passwordAccount(request, request.user.id);
          const body = parse(changePasswordBodySchema, request.body);
          if (isCommonPassword(body.newPassword)) {
            // A wrong current password is said first, as when the new one is fine.
            const current = await auth.api
              .verifyPassword({
                body: { password: body.currentPassword },
                headers: fromNodeHeaders(request.headers),
              })
              .catch(() => null);
            throw new AppError('validation_failed', current ? M.passwordCommon : M.currentPasswordIncorrect);
          }
          return {
            currentPassword: body.currentPassword,
            newPassword: body.newPassword,
            revokeOtherSessions: true,
          };
        }
        case 'request-password-reset': {
          // Limited like sign-in, per IP and per address, whether or not the address has an account.
          await limit.signInIp(request, request.ip);
          const body = parse(forgotPasswordBodySchema, request.body);
          await limit.resetAccount(request, body.email);
          return { email: body.email };
        }
        case 'reset-password': {
          await limit.signInIp(request, request.ip);
          const body = parse(resetPasswordBodySchema, request.body);
          assertNotCommon(body.newPassword);
          return { token: body.token, newPassword: body.newPassword };
        }
        case 'two-factor/verify-totp':
        case 'two-factor/verify-backup-code': {
          // During sign-in (a two_factor cookie, no session) or while setting up (signed in):
          // limited like sign-in, per address, per account and address, and a growing delay.
          await limit.signInIp(request, request.ip);
          const account =
            (await pendingTwoFactorUser(app.db, request)) ?? (await readUser(request, reply))?.id;
          if (account) {
            await limit.twoFactorCodeAccount(request, `${account}|${request.ip}`);
            await codeThrottle.wait(account);
            throttled.set(request, { throttle: codeThrottle, account });
          }
          const body = parse(
            path === 'two-factor/verify-totp' ? totpCodeBodySchema : backupCodeBodySchema,
            request.body,
          );
          return { code: body.code };
        }
        case 'two-factor/enable':
        case 'two-factor/disable':
        case 'two-factor/generate-backup-codes': {
          await limit.otherIp(request, request.ip);
          await requireUser(request, reply);
          await limit.twoFactorAccount(request, request.user.id);
          const body = parse(twoFactorPasswordBodySchema, request.body);
          return { password: body.password };
        }
        case 'verify-email': {
          await limit.verifyIp(request, request.ip);
          const query = parse(verifyQuerySchema, request.query);
          if (query.callbackURL !== undefined && !SAFE_CALLBACK.test(query.callbackURL)) {
            throw new AppError('validation_failed', M.linkInvalid);
          }
          return undefined;
        }
        default:
          await limit.otherIp(request, request.ip);
          return request.method === 'POST' ? {} : undefined;
      }
    }

    async function forward(request: FastifyRequest, body: unknown): Promise<Response> {
      const headers = fromNodeHeaders(request.headers);
      headers.delete('content-length');
      headers.delete('transfer-encoding');
      const init: RequestInit = { method: request.method, headers };
      if (request.method === 'POST') {
        headers.set('content-type', 'application/json');
        init.body = JSON.stringify(body ?? {});
      }
      return auth.handler(new Request(new URL(request.url, config.publicUrl), init));
    }

    async function toError(response: Response, request: FastifyRequest, path: string): Promise<AppError> {
      let code = '';
      let message = '';
      try {
        const data = (await response.json()) as { code?: unknown; message?: unknown };
        code = typeof data.code === 'string' ? data.code : '';
        message = typeof data.message === 'string' ? data.message : '';
      } catch {
        // Not JSON: the status alone decides.
      }
      if (response.status >= 500) {
        request.log.error({ event: 'auth_error', status: response.status, code }, 'auth service failed');
        return new AppError('internal', 'Something went wrong on our side. Please try again.');
      }
      const errorCode = errorCodeForStatus(response.status);
      if (response.status === 401 || response.status === 403) {
        request.log.info({ event: 'auth_refused', status: response.status, code }, 'auth request refused');
      }
      const friendly =
        FRIENDLY_ON[path]?.[code] ??
        FRIENDLY[code] ??
        (message === 'Email is the same' ? M.sameEmail : undefined);
      return new AppError(errorCode, friendly ?? (message || 'The request is not valid.'));
    }

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      handler: async (request, reply) => {
        const path =
          ((request.params as { '*': string })['*'] ?? '').split('?')[0]?.replace(/\/+$/, '') ?? '';
        const method = ENDPOINTS[path];
        if (!method || method !== request.method) throw new AppError('not_found', 'Not found.');
        const flow: AuthFlow = { path };
        const body = await prepare(path, request, reply, flow);
        const response = await withFlow(flow, () => forward(request, body));
        const slowed = throttled.get(request);
        if (slowed) {
          // A wrong password or code slows the next attempts on the account; a right one (even on
          // an unconfirmed account) clears them.
          if (response.status === 401) await slowed.throttle.failed(slowed.account);
          else if (response.status < 500) await slowed.throttle.succeeded(slowed.account);
        }

        const cookies = response.headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
        if (response.status >= 300 && response.status < 400) {
          return reply
            .status(response.status)
            .header('location', confirmedLocation(response.headers.get('location') ?? '/', flow))
            .send();
        }
        if (response.status >= 400) {
          if (path === 'sign-in/email') {
            await pendingAfterSignIn(flow, response, null, (body as { email: string }).email);
          }
          throw await toError(response, request, path);
        }

        const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
        const pendingSaved =
          path === 'sign-in/email'
            ? await pendingAfterSignIn(flow, response, data, (body as { email: string }).email)
            : undefined;
        switch (path) {
          case 'sign-up/email':
            request.log.info({ event: 'sign_up' }, 'sign-up accepted');
            return { ok: true, message: M.signUpSuccess };
          case 'sign-in/email': {
            if (data?.twoFactorRedirect === true) {
              // The password was right; the session only starts once the code is checked.
              request.log.info({ event: 'sign_in_code_due' }, 'password accepted, two-step code due');
              return { twoFactorRequired: true } satisfies TwoFactorChallenge;
            }
            const user = data?.user as UserRecord;
            request.log.info({ event: 'sign_in' }, 'signed in');
            return {
              user: publicUser(user),
              tier: await getTier(app.db, user.id),
              ...(pendingSaved ? { pendingAssessmentSaved: true } : {}),
            } satisfies SessionAnswer;
          }
          case 'two-factor/verify-totp':
          case 'two-factor/verify-backup-code': {
            const user = data?.user as UserRecord;
            request.log.info({ event: 'two_factor_verified' }, 'two-step code accepted');
            // A sign-in that carried a visitor's assessment held it until this code.
            const saved =
              (await savePendingAssessments(app.db, app.recommend, user, request.log)) === 'saved';
            // Setting up, the session was rotated: the user turned it on with this code.
            return {
              user: { ...publicUser(user), twoFactorEnabled: true },
              tier: await getTier(app.db, user.id),
              ...(saved ? { pendingAssessmentSaved: true } : {}),
            } satisfies SessionAnswer;
          }
          case 'request-password-reset':
            // The same answer whether or not the address has an account.
            return { ok: true, message: M.resetRequested };
          case 'reset-password':
            request.log.info({ event: 'password_reset' }, 'password reset, every session revoked');
            return { ok: true, message: M.passwordReset };
          case 'two-factor/enable': {
            const answer = data as { totpURI: string; backupCodes: string[] };
            return { totpURI: answer.totpURI, backupCodes: answer.backupCodes };
          }
          case 'two-factor/generate-backup-codes': {
            request.log.info({ event: 'backup_codes_replaced' }, 'new backup codes made');
            return { backupCodes: (data as { backupCodes: string[] }).backupCodes };
          }
          case 'two-factor/disable':
            request.log.info({ event: 'two_factor_disabled' }, 'two-step verification turned off');
            return { ok: true, message: M.twoFactorDisabled };
          case 'sign-out':
            return { ok: true };
          case 'change-email':
            return { ok: true, message: M.emailUpdateSent };
          case 'change-password': {
            request.log.info({ event: 'password_changed' }, 'password changed, other sessions revoked');
            mailer.send(passwordChangedEmail(request.user.email)).catch((err: Error) => {
              request.log.error({ err: { message: err.message } }, 'password-changed notice not sent');
            });
            return { ok: true, message: M.passwordChanged };
          }
          case 'get-session':
          case 'list-sessions':
            // The session token lives in an httpOnly cookie; it is never handed to JavaScript.
            return withoutTokens(data);
          default:
            return data ?? { ok: true };
        }
      },
    });

    app.get('/api/session', async (request, reply): Promise<SessionAnswer> => {
      const user = await readUser(request, reply);
      return user ? { user: publicUser(user), tier: user.tier } : { user: null, tier: 'free' };
    });
  },
  { name: 'auth', dependencies: ['@fastify/rate-limit', 'shared-state'] },
);
