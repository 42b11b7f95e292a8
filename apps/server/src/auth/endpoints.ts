import {
  backupCodeBodySchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  emailOnlyBodySchema,
  firstIssueMessage,
  forgotPasswordBodySchema,
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
import { z } from 'zod';
import { getTier } from '../account/queries.ts';
import { AppError } from '../lib/errors.ts';
import { passwordChangedEmail } from '../mail/templates.ts';
import {
  holdPendingAssessment,
  isSavedAlready,
  savePendingAssessments,
} from '../pending-assessments/service.ts';
import {
  AFTER_CONFIRM_PATH,
  type Auth,
  CONFIRMATION_LINK_EXPIRES_IN_S,
  TWO_FACTOR_CHALLENGE_S,
} from './auth.ts';
import { isDisposableEmail } from './email-rules.ts';
import { readUser, requireUser } from './guard.ts';
import type { AuthLimiters } from './limits.ts';
import { isCommonPassword } from './password-rules.ts';
import { type AuthFlow, userIdByEmail } from './pending.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import { pendingTwoFactorUser } from './two-factor-account.ts';

/** A pending assessment carried by a sign-in that succeeds is saved at once; this only covers the call. */
const SIGN_IN_HOLD_S = 10 * 60;

/** What the endpoints share: the app, better-auth, the limiters and the growing delays. */
export type EndpointContext = {
  app: FastifyInstance;
  auth: Auth;
  limit: AuthLimiters;
  /** Wrong passwords slow the account's next sign-ins; wrong two-step codes its next codes. */
  signInThrottle: SignInThrottle;
  codeThrottle: SignInThrottle;
  /** Which throttle and account a request counts against (set by `prepare`, read after the answer). */
  throttled: WeakMap<FastifyRequest, { throttle: SignInThrottle; account: string }>;
};

export type EndpointCall = {
  ctx: EndpointContext;
  request: FastifyRequest;
  reply: FastifyReply;
  flow: AuthFlow;
};

/**
 * One better-auth endpoint the product uses, described once: its method, what is checked before
 * better-auth sees it, what its error codes mean here, and what the browser is answered.
 */
export type AuthEndpoint = {
  method: 'GET' | 'POST';
  /**
   * Limits and validates the request; returns the body forwarded to better-auth. Without it: the
   * per-IP limit and an empty body.
   */
  prepare?: (call: EndpointCall) => Promise<unknown>;
  /** better-auth codes that mean something else on this endpoint than in `FRIENDLY` (errors.ts). */
  errors?: Record<string, string>;
  /** After better-auth refused the request, before its error is answered. */
  refused?: (call: EndpointCall, response: Response, body: unknown) => Promise<void>;
  /** The answer once better-auth accepted; without it, better-auth's own JSON. */
  answer?: (
    call: EndpointCall,
    data: Record<string, unknown> | null,
    response: Response,
    body: unknown,
  ) => Promise<unknown> | unknown;
};

type UserRecord = { id: string; email: string; emailVerified: boolean; twoFactorEnabled?: boolean | null };

export const publicUser = (user: UserRecord) => ({
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  twoFactorEnabled: user.twoFactorEnabled === true,
});

/** Request bodies are checked with the shared schemas (zod/mini) and the local ones (zod) alike. */
function parse<T>(schema: z.core.$ZodType<T>, body: unknown): T {
  const result = z.safeParse(schema, body);
  if (!result.success) throw new AppError('validation_failed', firstIssueMessage(result.error));
  return result.data;
}

/** The common-password rule for every new password (sign-up, change, reset). */
async function assertNotCommon(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new AppError('validation_failed', M.passwordCommon);
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

const verifyQuerySchema = z.object(
  {
    token: z.string({ error: M.linkInvalid }).min(1, M.linkInvalid).max(4096, M.linkInvalid),
    callbackURL: z.string({ error: M.linkInvalid }).max(2048, M.linkInvalid).optional(),
  },
  { error: M.linkInvalid },
);
/** Confirmation links only ever lead back into the app: a path, never another site. */
const SAFE_CALLBACK = /^\/(?![/\\])[^\s\\]*$/;

/**
 * A sign-in carrying a visitor's assessment: where the password was right but the session is not
 * there yet (the email is unconfirmed, or a two-step code is due) it is held for the account until
 * the link or the code; once signed in, it is saved now unless it was saved before.
 */
async function pendingAfterSignIn(
  { ctx: { app }, flow }: EndpointCall,
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

/** Two-step codes, during sign-in (a two_factor cookie, no session) or while setting up (signed in). */
const twoFactorCode = (schema: typeof totpCodeBodySchema | typeof backupCodeBodySchema): AuthEndpoint => ({
  method: 'POST',
  // Limited like sign-in, per address, per account and address, and a growing delay.
  prepare: async ({ ctx, request, reply }) => {
    await ctx.limit.signInIp(request, request.ip);
    const account = (await pendingTwoFactorUser(ctx.app.db, request)) ?? (await readUser(request, reply))?.id;
    if (account) {
      await ctx.limit.twoFactorCodeAccount(request, `${account}|${request.ip}`);
      await ctx.codeThrottle.wait(account);
      ctx.throttled.set(request, { throttle: ctx.codeThrottle, account });
    }
    return { code: parse(schema, request.body).code };
  },
  answer: async ({ ctx: { app }, request }, data) => {
    const user = data?.user as UserRecord;
    request.log.info({ event: 'two_factor_verified' }, 'two-step code accepted');
    // A sign-in that carried a visitor's assessment held it until this code.
    const saved = (await savePendingAssessments(app.db, app.recommend, user, request.log)) === 'saved';
    // Setting up, the session was rotated: the user turned it on with this code.
    return {
      user: { ...publicUser(user), twoFactorEnabled: true },
      tier: await getTier(app.db, user.id),
      ...(saved ? { pendingAssessmentSaved: true } : {}),
    } satisfies SessionAnswer;
  },
});

/** Turning two-step verification on or off, or new backup codes: signed in, the password asked again. */
const twoFactorWithPassword = (answer: AuthEndpoint['answer']): AuthEndpoint => ({
  method: 'POST',
  prepare: async ({ ctx, request, reply }) => {
    await ctx.limit.otherIp(request, request.ip);
    await requireUser(request, reply);
    await ctx.limit.twoFactorAccount(request, request.user.id);
    return { password: parse(twoFactorPasswordBodySchema, request.body).password };
  },
  // Signed in: a wrong password here is the account's own password, asked again.
  errors: { INVALID_PASSWORD: M.currentPasswordIncorrect },
  answer,
});

/** The better-auth endpoints the product uses, by path under /api/auth; every other one answers 404. */
export const AUTH_ENDPOINTS: Record<string, AuthEndpoint> = {
  'sign-up/email': {
    method: 'POST',
    prepare: async ({ ctx: { limit }, request, flow }) => {
      await limit.signUpIp(request, request.ip);
      const body = parse(signUpBodySchema, request.body);
      if (await isDisposableEmail(body.email)) throw new AppError('validation_failed', M.blockedDomain);
      await assertNotCommon(body.password);
      await limit.signUpAccount(request, body.email);
      flow.pending = body.pendingAssessment;
      return { email: body.email, password: body.password, name: '', callbackURL: AFTER_CONFIRM_PATH };
    },
    answer: ({ request }) => {
      request.log.info({ event: 'sign_up' }, 'sign-up accepted');
      return { ok: true, message: M.signUpSuccess };
    },
  },

  'sign-in/email': {
    method: 'POST',
    prepare: async ({ ctx, request, flow }) => {
      await ctx.limit.signInIp(request, request.ip);
      const body = parse(signInBodySchema, request.body);
      await ctx.limit.signInAccount(request, `${body.email}|${request.ip}`);
      await ctx.signInThrottle.wait(body.email);
      flow.pending = body.pendingAssessment;
      ctx.throttled.set(request, { throttle: ctx.signInThrottle, account: body.email });
      return {
        email: body.email,
        password: body.password,
        callbackURL: AFTER_CONFIRM_PATH,
        rememberMe: true,
      };
    },
    refused: async (call, response, body) => {
      await pendingAfterSignIn(call, response, null, (body as { email: string }).email);
    },
    answer: async (call, data, response, body) => {
      const pendingSaved = await pendingAfterSignIn(call, response, data, (body as { email: string }).email);
      const { request } = call;
      if (data?.twoFactorRedirect === true) {
        // The password was right; the session only starts once the code is checked.
        request.log.info({ event: 'sign_in_code_due' }, 'password accepted, two-step code due');
        return { twoFactorRequired: true } satisfies TwoFactorChallenge;
      }
      const user = data?.user as UserRecord;
      request.log.info({ event: 'sign_in' }, 'signed in');
      return {
        user: publicUser(user),
        tier: await getTier(call.ctx.app.db, user.id),
        ...(pendingSaved ? { pendingAssessmentSaved: true } : {}),
      } satisfies SessionAnswer;
    },
  },

  'sign-out': { method: 'POST', answer: () => ({ ok: true }) },

  // The session token lives in an httpOnly cookie; it is never handed to JavaScript.
  'get-session': { method: 'GET', answer: (_call, data) => withoutTokens(data) },
  'list-sessions': { method: 'GET', answer: (_call, data) => withoutTokens(data) },

  'verify-email': {
    method: 'GET',
    prepare: async ({ ctx: { limit }, request }) => {
      await limit.verifyIp(request, request.ip);
      const query = parse(verifyQuerySchema, request.query);
      if (query.callbackURL !== undefined && !SAFE_CALLBACK.test(query.callbackURL)) {
        throw new AppError('validation_failed', M.linkInvalid);
      }
      return undefined;
    },
  },

  'send-verification-email': {
    method: 'POST',
    prepare: async ({ ctx: { limit }, request }) => {
      await limit.emailIp(request, request.ip);
      const body = parse(emailOnlyBodySchema, request.body);
      await limit.emailAccount(request, body.email);
      return { email: body.email, callbackURL: AFTER_CONFIRM_PATH };
    },
  },

  'change-email': {
    method: 'POST',
    prepare: async ({ ctx: { limit }, request, reply }) => {
      await limit.emailIp(request, request.ip);
      await requireUser(request, reply);
      await limit.changeEmailAccount(request, request.user.id);
      const body = parse(changeEmailBodySchema(request.user.email), request.body);
      if (await isDisposableEmail(body.newEmail)) throw new AppError('validation_failed', M.blockedDomain);
      // The web app says what the link did (the settings page reads `email-change`).
      return { newEmail: body.newEmail, callbackURL: '/settings?email-change=1' };
    },
    answer: () => ({ ok: true, message: M.emailUpdateSent }),
  },

  'change-password': {
    method: 'POST',
    prepare: async ({ ctx: { limit, auth }, request, reply }) => {
      await limit.otherIp(request, request.ip);
      await requireUser(request, reply);
      await limit.passwordAccount(request, request.user.id);
      const body = parse(changePasswordBodySchema, request.body);
      if (await isCommonPassword(body.newPassword)) {
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
    },
    answer: ({ ctx: { app }, request }) => {
      request.log.info({ event: 'password_changed' }, 'password changed, other sessions revoked');
      app.mailer.send(passwordChangedEmail(request.user.email)).catch((err: Error) => {
        request.log.error({ err: { message: err.message } }, 'password-changed notice not sent');
      });
      return { ok: true, message: M.passwordChanged };
    },
  },

  'request-password-reset': {
    method: 'POST',
    // Limited like sign-in, per IP and per address, whether or not the address has an account.
    prepare: async ({ ctx: { limit }, request }) => {
      await limit.signInIp(request, request.ip);
      const body = parse(forgotPasswordBodySchema, request.body);
      await limit.resetAccount(request, body.email);
      return { email: body.email };
    },
    // The same answer whether or not the address has an account.
    answer: () => ({ ok: true, message: M.resetRequested }),
  },

  'reset-password': {
    method: 'POST',
    prepare: async ({ ctx: { limit }, request }) => {
      await limit.signInIp(request, request.ip);
      const body = parse(resetPasswordBodySchema, request.body);
      await assertNotCommon(body.newPassword);
      return { token: body.token, newPassword: body.newPassword };
    },
    errors: {
      INVALID_TOKEN: M.resetLinkInvalid,
      USER_NOT_FOUND: M.resetLinkInvalid,
      PASSWORD_TOO_SHORT: M.passwordTooShort,
    },
    answer: ({ request }) => {
      request.log.info({ event: 'password_reset' }, 'password reset, every session revoked');
      return { ok: true, message: M.passwordReset };
    },
  },

  'two-factor/enable': twoFactorWithPassword((_call, data) => {
    const answer = data as { totpURI: string; backupCodes: string[] };
    return { totpURI: answer.totpURI, backupCodes: answer.backupCodes };
  }),
  'two-factor/verify-totp': twoFactorCode(totpCodeBodySchema),
  'two-factor/verify-backup-code': twoFactorCode(backupCodeBodySchema),
  'two-factor/generate-backup-codes': twoFactorWithPassword(({ request }, data) => {
    request.log.info({ event: 'backup_codes_replaced' }, 'new backup codes made');
    return { backupCodes: (data as { backupCodes: string[] }).backupCodes };
  }),
  'two-factor/disable': twoFactorWithPassword(({ request }) => {
    request.log.info({ event: 'two_factor_disabled' }, 'two-step verification turned off');
    return { ok: true, message: M.twoFactorDisabled };
  }),
};
