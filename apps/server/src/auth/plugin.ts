import type { SessionAnswer } from '@physiomate/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import {
  holdPendingAssessment,
  removeExpiredPendingAssessments,
  savePendingAssessments,
} from '../pending-assessments/service.ts';
import { type Auth, CONFIRMATION_LINK_EXPIRES_IN_S, createAuth } from './auth.ts';
import { AUTH_ENDPOINTS, type EndpointCall, type EndpointContext, publicUser } from './endpoints.ts';
import { toAppError } from './errors.ts';
import { type AuthUser, readUser } from './guard.ts';
import { createAuthLimiters } from './limits.ts';
import { type AuthFlow, confirmedLocation, currentFlow, withFlow } from './pending.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/** How often expired pending assessments are removed (they are never saved once expired). */
const PENDING_SWEEP_MS = 10 * 60 * 1000;

/**
 * Accounts: better-auth mounted at /api/auth/* behind the endpoints described in endpoints.ts (each
 * with its validation, limits and answer), one error shape (errors.ts), and `GET /api/session`.
 * The mailer comes from plugins/mailer.ts; the Origin check from plugins/security.ts.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const auth = createAuth({
      config,
      db: app.db,
      mailer: app.mailer,
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
    app.decorateRequest('user', null as unknown as AuthUser);

    const ctx: EndpointContext = {
      app,
      auth,
      limit: createAuthLimiters(app),
      // Wrong passwords, and wrong two-step codes, slow the account's next attempts (shared by every
      // process with REDIS_URL).
      signInThrottle: new SignInThrottle(app.sharedState),
      codeThrottle: new SignInThrottle(app.sharedState, { name: 'two-factor-code' }),
      throttled: new WeakMap(),
    };

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

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      handler: async (request, reply) => {
        const path =
          ((request.params as { '*': string })['*'] ?? '').split('?')[0]?.replace(/\/+$/, '') ?? '';
        const endpoint = Object.hasOwn(AUTH_ENDPOINTS, path) ? AUTH_ENDPOINTS[path] : undefined;
        if (!endpoint || endpoint.method !== request.method) throw new AppError('not_found', 'Not found.');
        const flow: AuthFlow = { path };
        const call: EndpointCall = { ctx, request, reply, flow };
        let body: unknown;
        if (endpoint.prepare) body = await endpoint.prepare(call);
        else {
          await ctx.limit.otherIp(request, request.ip);
          body = request.method === 'POST' ? {} : undefined;
        }
        const response = await withFlow(flow, () => forward(request, body));
        const slowed = ctx.throttled.get(request);
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
          await endpoint.refused?.(call, response, body);
          throw await toAppError(response, request, endpoint.errors);
        }
        const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
        return endpoint.answer ? endpoint.answer(call, data, response, body) : (data ?? { ok: true });
      },
    });

    app.get('/api/session', async (request, reply): Promise<SessionAnswer> => {
      const user = await readUser(request, reply);
      return user ? { user: publicUser(user), tier: user.tier } : { user: null, tier: 'free' };
    });
  },
  { name: 'auth', dependencies: ['@fastify/rate-limit', 'shared-state', 'mailer'] },
);
