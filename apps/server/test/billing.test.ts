import { BILLING_MESSAGES, CHAT_MESSAGES } from '@physiomate/shared';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { userIdByEmail } from '../src/billing/queries.ts';
import { billingEvents, billingInvoices, billingSubscriptions, subscribers } from '../src/db/schema.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { type Client, signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';
import { KNEE_SAVE } from './helpers/factories.ts';
import { startFakeStripe } from './helpers/fake-stripe.ts';

const SECRET = 'whsec_billing_test_secret_0123456789';
const quiet = { log: () => {}, error: () => {} };
const now = () => Math.floor(Date.now() / 1000);
const DAY = 86400;

// Started before the suites are declared: their configuration names its address.
const fake = await startFakeStripe(SECRET);
afterAll(() => fake.close());

const stripeEnv = () => ({
  STRIPE_SECRET_KEY: 'sk_test_fake_key',
  STRIPE_WEBHOOK_SECRET: SECRET,
  STRIPE_PRICE_PRO: 'price_pro_monthly',
  STRIPE_API_URL: fake.url,
});

let seq = 0;
type Signed = { payload: string; signature: string };
function signed(type: string, object: Record<string, unknown>, created = now(), id = `evt_${++seq}`): Signed {
  const payload = JSON.stringify({ id, object: 'event', type, created, data: { object } });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) };
}

const webhook = (app: FastifyInstance, e: Signed, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': e.signature,
      ...headers,
    },
    payload: e.payload,
  });

const checkoutCompleted = (userId: string, customer: string, subscription: string) =>
  ({
    id: `cs_${subscription}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: userId,
    customer,
    subscription,
    payment_status: 'paid',
  }) as Record<string, unknown>;

const subscription = (
  id: string,
  customer: string,
  status: string,
  periodEnd: number,
  cancelAtPeriodEnd = false,
) => ({
  id,
  object: 'subscription',
  customer,
  status,
  cancel_at_period_end: cancelAtPeriodEnd,
  cancel_at: null,
  items: { object: 'list', data: [{ current_period_end: periodEnd }] },
  metadata: {},
});

const invoice = (id: string, customer: string, sub: string, created: number, periodEnd: number) => ({
  id,
  object: 'invoice',
  customer,
  currency: 'usd',
  amount_paid: 499,
  amount_due: 499,
  total: 499,
  created,
  hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
  parent: { subscription_details: { subscription: sub } },
  lines: { object: 'list', data: [{ period: { start: created, end: periodEnd } }] },
});

describeEachDatabase('Billing', ({ get }) => {
  const http = httpAppPerTest(get, stripeEnv());
  const app = () => http.app;

  async function user(email: string): Promise<{ client: Client; id: string }> {
    const client = await signedInClient(app(), http.dir, email);
    const id = (await client.session()).user?.id;
    if (!id) throw new Error('no user');
    return { client, id };
  }
  const tierOf = async (client: Client) => (await client.session()).tier;
  const state = async (client: Client) => (await client.get('/api/billing')).json();
  const rows = async () => ({
    events: (await get().db.select({ n: count() }).from(billingEvents))[0]?.n,
    subscriptions: (await get().db.select({ n: count() }).from(billingSubscriptions))[0]?.n,
    invoices: (await get().db.select({ n: count() }).from(billingInvoices))[0]?.n,
  });

  /** A user who paid: checkout completed for customer cus_<tag> and subscription sub_<tag>. */
  async function paidUser(email: string, tag: string, created = now()) {
    const u = await user(email);
    const res = await webhook(
      app(),
      signed('checkout.session.completed', checkoutCompleted(u.id, `cus_${tag}`, `sub_${tag}`), created),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('applied');
    return { ...u, customer: `cus_${tag}`, sub: `sub_${tag}` };
  }

  it('follows a subscription: checkout, renewal, failed payment (grace), cancel, resume, end', async () => {
    const t = now();
    const u = await paidUser('life@billing.app', 'life', t);
    expect(await tierOf(u.client)).toBe('pro');
    expect((await state(u.client)).subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
    });

    // Stripe's own description of the subscription, then the first invoice.
    await webhook(
      app(),
      signed('customer.subscription.created', subscription(u.sub, u.customer, 'active', t + 30 * DAY), t),
    );
    await webhook(app(), signed('invoice.paid', invoice('in_1', u.customer, u.sub, t, t + 30 * DAY), t));
    // Renewal: paid, and the period moves on a month.
    await webhook(
      app(),
      signed('invoice.paid', invoice('in_2', u.customer, u.sub, t + 30 * DAY, t + 60 * DAY), t + 30 * DAY),
    );
    let s = await state(u.client);
    expect(s.tier).toBe('pro');
    expect(new Date(s.subscription.currentPeriodEnd).getTime()).toBe((t + 60 * DAY) * 1000);
    expect(
      s.invoices.map((i: { id: string; status: string; amount: number; url: string }) => [
        i.id,
        i.status,
        i.amount,
        i.url,
      ]),
    ).toEqual([
      ['in_2', 'paid', 499, 'https://invoice.stripe.test/i/in_2'],
      ['in_1', 'paid', 499, 'https://invoice.stripe.test/i/in_1'],
    ]);

    // The next renewal fails: past due, still Pro while Stripe retries.
    await webhook(
      app(),
      signed(
        'invoice.payment_failed',
        invoice('in_3', u.customer, u.sub, t + 60 * DAY, t + 90 * DAY),
        t + 60 * DAY,
      ),
    );
    await webhook(
      app(),
      signed(
        'customer.subscription.updated',
        subscription(u.sub, u.customer, 'past_due', t + 90 * DAY),
        t + 60 * DAY,
      ),
    );
    s = await state(u.client);
    expect(s.tier).toBe('pro');
    expect(s.subscription.status).toBe('past_due');
    expect(s.invoices[0]).toMatchObject({ id: 'in_3', status: 'failed' });
    // The retry succeeds.
    await webhook(
      app(),
      signed('invoice.paid', invoice('in_3', u.customer, u.sub, t + 60 * DAY, t + 90 * DAY), t + 62 * DAY),
    );
    s = await state(u.client);
    expect(s.subscription.status).toBe('active');
    expect(s.invoices[0]).toMatchObject({ id: 'in_3', status: 'paid' });

    // Cancel at period end: still Pro, until the period's end.
    await webhook(
      app(),
      signed(
        'customer.subscription.updated',
        subscription(u.sub, u.customer, 'active', t + 90 * DAY, true),
        t + 70 * DAY,
      ),
    );
    s = await state(u.client);
    expect(s.tier).toBe('pro');
    expect(s.subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date((t + 90 * DAY) * 1000).toISOString(),
    });
    // Resume.
    await webhook(
      app(),
      signed(
        'customer.subscription.updated',
        subscription(u.sub, u.customer, 'active', t + 90 * DAY, false),
        t + 71 * DAY,
      ),
    );
    expect((await state(u.client)).subscription.cancelAtPeriodEnd).toBe(false);
    // Cancel again, and the period ends: Free.
    await webhook(
      app(),
      signed(
        'customer.subscription.updated',
        subscription(u.sub, u.customer, 'active', t + 90 * DAY, true),
        t + 72 * DAY,
      ),
    );
    await webhook(
      app(),
      signed(
        'customer.subscription.deleted',
        subscription(u.sub, u.customer, 'canceled', t + 90 * DAY, true),
        t + 90 * DAY,
      ),
    );
    s = await state(u.client);
    expect(s.tier).toBe('free');
    expect(await tierOf(u.client)).toBe('free');
    expect(s.subscription.status).toBe('canceled');
    expect(s.invoices).toHaveLength(3);
  });

  it('replaying one event 5 times has one effect (the operator tier set between replays stays)', async () => {
    const t = now();
    const u = await paidUser('replay@billing.app', 'replay', t);
    const ended = signed(
      'customer.subscription.deleted',
      subscription(u.sub, u.customer, 'canceled', t),
      t + 1,
    );
    const first = await webhook(app(), ended);
    expect(first.json().outcome).toBe('applied');
    expect(await tierOf(u.client)).toBe('free');
    // The operator gives Pro back by hand; a replay of the old event must not take it away again.
    await runAdmin(['set-tier', 'replay@billing.app', 'pro'], get().db, quiet);
    for (let i = 0; i < 4; i++) {
      const again = await webhook(
        app(),
        signed(
          'customer.subscription.deleted',
          JSON.parse(ended.payload).data.object,
          t + 1,
          JSON.parse(ended.payload).id,
        ),
      );
      expect(again.statusCode).toBe(200);
      expect(again.json().outcome).toBe('duplicate');
    }
    expect(await tierOf(u.client)).toBe('pro');
    expect((await rows()).events).toBe(2);
  });

  it('the operator set-tier wins until the next billing event', async () => {
    const t = now();
    const u = await paidUser('operator@billing.app', 'operator', t);
    await runAdmin(['set-tier', 'operator@billing.app', 'master'], get().db, quiet);
    expect(await tierOf(u.client)).toBe('master');
    await webhook(app(), signed('invoice.paid', invoice('in_op', u.customer, u.sub, t, t + 30 * DAY), t + 5));
    expect(await tierOf(u.client)).toBe('pro');
  });

  it('delivered out of order, an older state never undoes a newer one', async () => {
    const t = now();
    const u = await paidUser('order@billing.app', 'order', t);
    // Stripe's 'created' (incomplete) of the same second arrives after the paid checkout: still Pro.
    await webhook(
      app(),
      signed('customer.subscription.created', subscription(u.sub, u.customer, 'incomplete', t + 30 * DAY), t),
    );
    expect(await tierOf(u.client)).toBe('pro');
    // The cancellation (newer) arrives before a resume that happened earlier.
    await webhook(
      app(),
      signed(
        'customer.subscription.updated',
        subscription(u.sub, u.customer, 'active', t + 30 * DAY, true),
        t + 20,
      ),
    );
    await webhook(
      app(),
      signed(
        'customer.subscription.updated',
        subscription(u.sub, u.customer, 'active', t + 30 * DAY, false),
        t + 10,
      ),
    );
    expect((await state(u.client)).subscription.cancelAtPeriodEnd).toBe(true);
    // The end arrives, then a late update from before it: the subscription stays ended.
    await webhook(
      app(),
      signed(
        'customer.subscription.deleted',
        subscription(u.sub, u.customer, 'canceled', t + 30 * DAY, true),
        t + 40,
      ),
    );
    await webhook(
      app(),
      signed(
        'customer.subscription.updated',
        subscription(u.sub, u.customer, 'active', t + 30 * DAY, true),
        t + 30,
      ),
    );
    expect(await tierOf(u.client)).toBe('free');
    // Even an update stamped later cannot bring an ended subscription back.
    await webhook(
      app(),
      signed(
        'customer.subscription.updated',
        subscription(u.sub, u.customer, 'active', t + 60 * DAY),
        t + 50,
      ),
    );
    expect(await tierOf(u.client)).toBe('free');
    // A late payment failure does not undo a paid invoice.
    await webhook(app(), signed('invoice.paid', invoice('in_x', u.customer, u.sub, t, t + 30 * DAY), t + 60));
    await webhook(
      app(),
      signed('invoice.payment_failed', invoice('in_x', u.customer, u.sub, t, t + 30 * DAY), t + 59),
    );
    expect((await state(u.client)).invoices[0]).toMatchObject({ id: 'in_x', status: 'paid' });
  });

  it('refuses a bad signature, a tampered body, a stale timestamp and no signature: 400, no effect', async () => {
    const u = await user('forged@billing.app');
    const good = signed('checkout.session.completed', checkoutCompleted(u.id, 'cus_forged', 'sub_forged'));
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({
      payload: good.payload,
      secret: 'whsec_other',
    });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: good.payload,
      secret: SECRET,
      timestamp: now() - 301,
    });
    const attempts = [
      webhook(app(), { payload: good.payload, signature: wrongSecret }),
      webhook(app(), { payload: good.payload.replace('"paid"', '"paid" '), signature: good.signature }),
      webhook(app(), { payload: good.payload, signature: stale }),
      app().inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json' },
        payload: good.payload,
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
    }
    expect(await tierOf(u.client)).toBe('free');
    expect(await rows()).toEqual({ events: 0, subscriptions: 0, invoices: 0 });
    // A signature 299 s old is still inside the tolerance.
    const recent = Stripe.webhooks.generateTestHeaderString({
      payload: good.payload,
      secret: SECRET,
      timestamp: now() - 299,
    });
    expect((await webhook(app(), { payload: good.payload, signature: recent })).statusCode).toBe(200);
    expect(await tierOf(u.client)).toBe('pro');
  });

  it('answers an unknown event type 200 with no effect', async () => {
    const u = await user('unknown@billing.app');
    const res = await webhook(app(), signed('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
    expect(await rows()).toEqual({ events: 0, subscriptions: 0, invoices: 0 });
    expect(await tierOf(u.client)).toBe('free');
  });

  it('20 concurrent deliveries of one event have one effect', async () => {
    const u = await user('burst@billing.app');
    const e = signed('checkout.session.completed', checkoutCompleted(u.id, 'cus_burst', 'sub_burst'));
    const all = await Promise.all(Array.from({ length: 20 }, () => webhook(app(), e)));
    expect(all.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const outcomes = all.map((r) => r.json().outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    expect(await rows()).toEqual({ events: 1, subscriptions: 1, invoices: 0 });
    expect(await tierOf(u.client)).toBe('pro');

    // And 20 at once of one invoice: one invoice row.
    const t = now();
    const paid = signed('invoice.paid', invoice('in_burst', 'cus_burst', 'sub_burst', t, t + 30 * DAY), t);
    const again = await Promise.all(Array.from({ length: 20 }, () => webhook(app(), paid)));
    expect(again.filter((r) => r.json().outcome === 'applied')).toHaveLength(1);
    expect((await rows()).invoices).toBe(1);
  });

  it('fuzz: malformed bodies and headers never answer 500 and never change a tier', async () => {
    const u = await user('fuzz@billing.app');
    const header = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constant(''),
      fc.integer().map((n) => `t=${n},v1=${'0'.repeat(64)}`),
      fc.string({ maxLength: 64 }).map((s) => `t=${now()},v1=${s}`),
    );
    const body = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.json(),
      fc.constant('{"id":"evt_1","type":"checkout.session.completed"'),
    );
    const contentType = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
    );
    await fc.assert(
      fc.asyncProperty(body, header, contentType, async (payload, signature, type) => {
        const res = await app().inject({
          method: 'POST',
          url: '/api/billing/webhook',
          headers: { 'content-type': type, 'stripe-signature': signature },
          payload,
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    // Correctly signed, but the event or its object is malformed (wrong types, missing fields).
    const object = fc.oneof(
      fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 })),
      fc.record({
        id: fc.oneof(fc.string({ maxLength: 5 }), fc.integer()),
        customer: fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 5 })),
        status: fc.oneof(fc.constant(undefined), fc.integer(), fc.string({ maxLength: 5 })),
        client_reference_id: fc.oneof(fc.constant(u.id), fc.integer(), fc.constant(null)),
        created: fc.oneof(fc.constant(-1), fc.string(), fc.double()),
        currency: fc.oneof(fc.constant(''), fc.integer()),
      }),
    );
    const type = fc.constantFrom(
      'checkout.session.completed',
      'customer.subscription.updated',
      'customer.subscription.deleted',
      'invoice.paid',
      'invoice.payment_failed',
    );
    await fc.assert(
      fc.asyncProperty(
        type,
        object,
        fc.oneof(fc.integer(), fc.constant('x'), fc.constant(now())),
        async (t, o, created) => {
          const payload = JSON.stringify({ id: `evt_fz_${++seq}`, type: t, created, data: { object: o } });
          const res = await webhook(app(), {
            payload,
            signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
    expect(await tierOf(u.client)).toBe('free');
    expect((await rows()).subscriptions).toBe(0);
  });

  it('falling back to Free keeps every saved assessment readable; the next save asks which to keep', async () => {
    const u = await paidUser('keep@billing.app', 'keep');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await u.client.post('/api/assessments', KNEE_SAVE);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().assessment.id);
    }
    await webhook(
      app(),
      signed('customer.subscription.deleted', subscription(u.sub, u.customer, 'canceled', now()), now() + 1),
    );
    expect(await tierOf(u.client)).toBe('free');
    const list = (await u.client.get('/api/assessments')).json();
    expect(list.assessments.map((a: { id: string }) => a.id).sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await u.client.get(`/api/assessments/${id}`)).statusCode).toBe(200);
    const next = await u.client.post('/api/assessments', KNEE_SAVE);
    expect(next.statusCode).toBe(409);
    expect(next.json().error.details).toMatchObject({ reason: 'choose_to_keep', saved: 3 });
    expect((await u.client.get('/api/assessments')).json().assessments).toHaveLength(3);
  });

  it('a downgraded user reads their conversation but cannot send a message (403)', async () => {
    const u = await paidUser('chat@billing.app', 'chat');
    const save = await u.client.post('/api/assessments', KNEE_SAVE);
    const id = save.json().assessment.id as string;
    const ask = () =>
      u.client.post('/api/assessment-chat', {
        assessmentId: id,
        messages: [{ role: 'user', content: 'How long will it take?' }],
      });
    expect((await ask()).statusCode).toBe(200);
    await webhook(
      app(),
      signed('customer.subscription.deleted', subscription(u.sub, u.customer, 'canceled', now()), now() + 1),
    );
    const page = await u.client.get(`/api/assessments/${id}/conversation`);
    expect(page.statusCode).toBe(200);
    expect(page.json().messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    const refused = await ask();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(CHAT_MESSAGES.proOnly);
  });

  it('Stripe end to end against a local fake: checkout, signed webhook, portal, and the sync', async () => {
    const u = await user('stripe@billing.app');
    const customersAsked = () => fake.requests.filter((r) => r.path === '/v1/customers').length;
    const before = customersAsked();
    const res = await u.client.post('/api/billing/create-checkout', { plan: 'pro' });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_fake/);
    const sessionId = url.split('/').at(-1) ?? '';
    const asked = fake.sessions.get(sessionId);
    expect(asked).toMatchObject({
      mode: 'subscription',
      client_reference_id: u.id,
      price: 'price_pro_monthly',
    });
    expect(fake.requests.at(-1)?.authorization).toBe('Bearer sk_test_fake_key');
    // The customer is reused for the next checkout.
    const again = await u.client.post('/api/billing/create-checkout', { plan: 'pro' });
    expect(fake.sessions.get(again.json().url.split('/').at(-1))?.customer).toBe(asked?.customer);
    expect(customersAsked() - before).toBe(1);
    // Returning to /success changes nothing by itself.
    expect(await tierOf(u.client)).toBe('free');

    for (const e of fake.completeCheckout(sessionId)) expect((await webhook(app(), e)).statusCode).toBe(200);
    expect(await tierOf(u.client)).toBe('pro');
    expect((await u.client.post('/api/billing/create-checkout', { plan: 'pro' })).statusCode).toBe(409);
    const portal = await u.client.post('/api/billing/customer-portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);

    // Another user whose webhook has not come yet: the success page's sync reads Stripe.
    const v = await user('sync@billing.app');
    const checkout = (await v.client.post('/api/billing/create-checkout', { plan: 'pro' })).json()
      .url as string;
    fake.completeCheckout(checkout.split('/').at(-1) ?? '');
    expect(await tierOf(v.client)).toBe('free');
    const synced = await v.client.post('/api/billing/sync');
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({ mode: 'stripe', tier: 'pro', subscription: { status: 'active' } });
    expect(await tierOf(v.client)).toBe('pro');
  });

  it('deleting an account ends its Stripe subscription first; when Stripe cannot, nothing is deleted', async () => {
    const u = await user('leaving@billing.app');
    const url = (await u.client.post('/api/billing/create-checkout', { plan: 'pro' })).json().url as string;
    const events = fake.completeCheckout(url.split('/').at(-1) ?? '');
    for (const e of events) expect((await webhook(app(), e)).statusCode).toBe(200);
    expect(await tierOf(u.client)).toBe('pro');
    const subscriptionId = String(fake.sessions.get(url.split('/').at(-1) ?? '')?.subscription);
    expect(subscriptionId).toBeTruthy();

    fake.control.failCancel = true;
    const refused = await u.client.post('/api/account/delete', {
      confirm: 'DELETE',
      password: 'correct horse',
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(BILLING_MESSAGES.cancelBeforeDeleteFailed);
    expect(await tierOf(u.client)).toBe('pro');
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('active');

    fake.control.failCancel = false;
    const deleted = await u.client.post('/api/account/delete', {
      confirm: 'DELETE',
      password: 'correct horse',
    });
    expect(deleted.statusCode).toBe(200);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(
      fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`),
    ).toBe(true);
    expect(await userIdByEmail(get().db, 'leaving@billing.app')).toBeNull();
  });

  it('the customer portal without a customer, and checkout for a signed-out visitor, are refused', async () => {
    const u = await user('nobody@billing.app');
    expect((await u.client.post('/api/billing/customer-portal')).statusCode).toBe(404);
    const visitor = await app().inject({
      method: 'POST',
      url: '/api/billing/create-checkout',
      payload: { plan: 'pro' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await u.client.post('/api/billing/create-checkout', { plan: 'master' })).statusCode).toBe(400);
  });

  describe('test mode (nothing configured)', () => {
    it('Pay goes through the webhook handler; cancel keeps Pro to the period end; advancing ends it', async () => {
      await http.restart({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_PRICE_PRO: '' });
      const u = await user('testmode@billing.app');
      expect((await state(u.client)).mode).toBe('test');
      const checkout = await u.client.post('/api/billing/create-checkout', { plan: 'pro' });
      expect(checkout.json().url).toBe('/test-checkout?plan=pro');
      expect(await tierOf(u.client)).toBe('free');
      const pay = await u.client.post('/api/billing/test/pay');
      expect(pay.json().url).toBe('/success');
      expect(await tierOf(u.client)).toBe('pro');
      // The same handler recorded the events it was given.
      const types = (await get().db.select({ type: billingEvents.type }).from(billingEvents))
        .map((r) => r.type)
        .sort();
      expect(types).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
      let s = await state(u.client);
      expect(s.invoices).toEqual([
        expect.objectContaining({ amount: 499, currency: 'usd', status: 'paid', url: null }),
      ]);
      expect((await u.client.post('/api/billing/test/pay')).statusCode).toBe(409);
      // The plan's history is in the user's data export.
      const exported = (await u.client.get('/api/account/export')).json();
      expect(exported.billing.customer).toMatchObject({ testMode: true });
      expect(exported.billing.subscriptions).toEqual([expect.objectContaining({ status: 'active' })]);
      expect(exported.billing.invoices).toEqual([expect.objectContaining({ amount: 499, status: 'paid' })]);

      expect((await u.client.post('/api/billing/customer-portal')).json().url).toBe('/test-portal');
      s = (await u.client.post('/api/billing/test/subscription', { cancelAtPeriodEnd: true })).json();
      expect(s).toMatchObject({ tier: 'pro', subscription: { cancelAtPeriodEnd: true } });
      s = (await u.client.post('/api/billing/test/subscription', { cancelAtPeriodEnd: false })).json();
      expect(s.subscription.cancelAtPeriodEnd).toBe(false);

      // Not cancelled: the period end renews it (a second invoice); --fail leaves it past due, still Pro.
      expect(await runAdmin(['billing-advance', 'testmode@billing.app'], get().db, quiet)).toBe(0);
      expect((await state(u.client)).invoices).toHaveLength(2);
      expect(await runAdmin(['billing-advance', 'testmode@billing.app', '--fail'], get().db, quiet)).toBe(0);
      s = await state(u.client);
      expect(s).toMatchObject({ tier: 'pro', subscription: { status: 'past_due' } });
      expect(s.invoices[0].status).toBe('failed');

      await u.client.post('/api/billing/test/subscription', { cancelAtPeriodEnd: true });
      expect(await runAdmin(['billing-advance', 'testmode@billing.app'], get().db, quiet)).toBe(0);
      expect(await tierOf(u.client)).toBe('free');
      expect(await runAdmin(['billing-advance', 'testmode@billing.app'], get().db, quiet)).toBe(1);
      // Nothing from outside is accepted by the webhook in test mode.
      const e = signed('checkout.session.completed', checkoutCompleted(u.id, 'cus_out', 'sub_out'));
      expect((await webhook(app(), e)).statusCode).toBe(400);
      expect(await tierOf(u.client)).toBe('free');
    });

    it('BILLING_TEST_MODE=false hides upgrades', async () => {
      await http.restart({
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        STRIPE_PRICE_PRO: '',
        BILLING_TEST_MODE: 'false',
      });
      const u = await user('off@billing.app');
      expect((await state(u.client)).mode).toBe('off');
      expect((await u.client.post('/api/billing/create-checkout', { plan: 'pro' })).statusCode).toBe(404);
      expect((await u.client.post('/api/billing/test/pay')).statusCode).toBe(404);
      expect(await tierOf(u.client)).toBe('free');
      const [row] = await get().db.select().from(subscribers).where(eq(subscribers.email, 'off@billing.app'));
      expect(row?.subscriptionTier).toBe('free');
    });
  });
});
