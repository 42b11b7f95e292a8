import {
  BILLING_MESSAGES,
  billingAvailabilitySchema,
  billingStateSchema,
  billingUrlSchema,
  createCheckoutSchema,
  testSubscriptionChangeSchema,
} from '@physiomate/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.ts';
import { createLimiter } from '../auth/limits.ts';
import { AppError } from '../lib/errors.ts';
import { assertNotSubscribed, billingState, receiveWebhook } from './service.ts';
import { createStripe, stripeCheckout, stripePortal, stripeSync } from './stripe.ts';
import { testCustomer, testPay, testSetCancel } from './test-mode.ts';

/**
 * Billing (issue 15): checkout, the customer portal, the success page's sync and Stripe's webhook.
 * The tier changes only in the webhook's handler (service.ts); in test mode the test checkout and
 * portal produce signed events that go through the same handler.
 */
export async function billingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const mode = config.billingMode;
  const stripe = await createStripe(config);
  const perMinute = createLimiter(
    app,
    'billing',
    { max: 30, windowMs: 60_000 },
    { scaled: false, what: 'billing requests' },
  );

  /** Public: whether upgrades can be bought here (the plans page offers 'Upgrade' only then). */
  r.get(
    '/api/billing/availability',
    { schema: { response: { 200: billingAvailabilitySchema } } },
    async () => ({ mode }),
  );

  r.get(
    '/api/billing',
    { onRequest: requireUser, schema: { response: { 200: billingStateSchema } } },
    async (request) => billingState(app.db, request.user.id, mode),
  );

  r.post(
    '/api/billing/create-checkout',
    { onRequest: requireUser, schema: { body: createCheckoutSchema, response: { 200: billingUrlSchema } } },
    async (request) => {
      await perMinute(request, request.user.id);
      if (mode === 'off') throw new AppError('not_found', BILLING_MESSAGES.upgradesOff);
      await assertNotSubscribed(app.db, request.user.id);
      if (stripe) return { url: await stripeCheckout(stripe, app.db, config, request.user) };
      await testCustomer(app.db, request.user.id);
      return { url: '/test-checkout?plan=pro' };
    },
  );

  r.post(
    '/api/billing/customer-portal',
    { onRequest: requireUser, schema: { response: { 200: billingUrlSchema } } },
    async (request) => {
      await perMinute(request, request.user.id);
      if (stripe) return { url: await stripePortal(stripe, app.db, config, request.user.id) };
      const state = await billingState(app.db, request.user.id, mode);
      if (mode !== 'test' || !state.canManage)
        throw new AppError('not_found', BILLING_MESSAGES.noSubscription);
      return { url: '/test-portal' };
    },
  );

  /** The success page asks here: with Stripe, the subscription is read from Stripe first. */
  r.post(
    '/api/billing/sync',
    { onRequest: requireUser, schema: { response: { 200: billingStateSchema } } },
    async (request) => {
      await perMinute(request, request.user.id);
      if (stripe) await stripeSync(stripe, app.db, request.user.id);
      return billingState(app.db, request.user.id, mode);
    },
  );

  if (mode === 'test') {
    r.post(
      '/api/billing/test/pay',
      { onRequest: requireUser, schema: { response: { 200: billingUrlSchema } } },
      async (request) => {
        await perMinute(request, request.user.id);
        await testPay(app.db, request.user.id);
        return { url: '/success' };
      },
    );
    r.post(
      '/api/billing/test/subscription',
      {
        onRequest: requireUser,
        schema: { body: testSubscriptionChangeSchema, response: { 200: billingStateSchema } },
      },
      async (request) => {
        await perMinute(request, request.user.id);
        await testSetCancel(app.db, request.user.id, request.body.cancelAtPeriodEnd);
        return billingState(app.db, request.user.id, mode);
      },
    );
  }

  // Stripe's webhook: the raw body (the signature is over its exact bytes), whatever its type.
  const secret = config.STRIPE_WEBHOOK_SECRET;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/api/billing/webhook', async (request) => {
      // Without Stripe nothing from outside is accepted (test mode signs its own events inside).
      if (!secret) throw new AppError('bad_request', 'This webhook event was not accepted.');
      const outcome = await receiveWebhook(app.db, request.body, request.headers['stripe-signature'], secret);
      if (outcome === 'applied')
        request.log.info({ event: 'billing_event_applied' }, 'billing event applied');
      return { received: true, outcome };
    });
  });
}
