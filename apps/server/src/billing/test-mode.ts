import { randomBytes } from 'node:crypto';
import { BILLING_MESSAGES, PLANS } from '@physiomate/shared';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { stripeLibrary } from './library.ts';
import { currentSubscription, findCustomerOfUser, linkCustomer } from './queries.ts';
import { assertNotSubscribed, isPaidStatus, newId, type Outcome, receiveWebhook } from './service.ts';

/**
 * The built-in test mode (no Stripe configured): no payment is taken, but 'Pay', cancelling,
 * resuming and the end of a period produce the events Stripe would send, signed with a secret of
 * this process and fed through the same webhook code (verification, then the one handler).
 */
const TEST_WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`;

/** Pro's price in cents, from the plans page ($4.99). */
export const PRO_PRICE_CENTS = Math.round(
  Number((PLANS.find((p) => p.tier === 'pro')?.price ?? '$0').replace('$', '')) * 100,
);

type EventObject = Record<string, unknown>;

async function deliver(db: Db, events: { type: string; object: EventObject; created: number }[]) {
  const outcomes: Outcome[] = [];
  const Stripe = await stripeLibrary();
  for (const e of events) {
    const payload = JSON.stringify({
      id: newId('evt_test'),
      object: 'event',
      type: e.type,
      created: e.created,
      livemode: false,
      data: { object: e.object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
    outcomes.push(await receiveWebhook(db, Buffer.from(payload), header, TEST_WEBHOOK_SECRET));
  }
  return outcomes;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const plusMonth = (seconds: number) => {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
};

function subscriptionObject(s: {
  id: string;
  customer: string;
  userId: string;
  status: string;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
}): EventObject {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: null,
    items: { object: 'list', data: [{ object: 'subscription_item', current_period_end: s.periodEnd }] },
    metadata: { user_id: s.userId },
  };
}

/** An invoice for the period from `created` (the simulated clock's time) to `periodEnd`. */
function invoiceObject(i: { customer: string; subscription: string; created: number; periodEnd: number }) {
  return {
    id: newId('in_test'),
    object: 'invoice',
    customer: i.customer,
    currency: 'usd',
    amount_paid: PRO_PRICE_CENTS,
    amount_due: PRO_PRICE_CENTS,
    total: PRO_PRICE_CENTS,
    created: i.created,
    // No invoice page is hosted in test mode.
    hosted_invoice_url: null,
    parent: { subscription_details: { subscription: i.subscription } },
    lines: { object: 'list', data: [{ period: { start: i.created, end: i.periodEnd } }] },
  };
}

/** The user's test-mode customer, made once (create-checkout) and reused. */
export async function testCustomer(db: Db, userId: string): Promise<string> {
  const existing = await findCustomerOfUser(db, userId);
  if (existing) return existing.customerId;
  const linked = await linkCustomer(db, userId, newId('cus_test'), true);
  if (!linked) throw new AppError('not_found', BILLING_MESSAGES.noSubscription);
  return linked.customerId;
}

/** 'Pay' on the test checkout: what Stripe sends for a paid subscription checkout. */
export async function testPay(db: Db, userId: string): Promise<void> {
  await assertNotSubscribed(db, userId);
  const customer = await testCustomer(db, userId);
  const created = nowSeconds();
  const periodEnd = plusMonth(created);
  const subscription = newId('sub_test');
  await deliver(db, [
    {
      type: 'customer.subscription.created',
      created,
      object: subscriptionObject({
        id: subscription,
        customer,
        userId,
        status: 'active',
        periodEnd,
        cancelAtPeriodEnd: false,
      }),
    },
    { type: 'invoice.paid', created, object: invoiceObject({ customer, subscription, created, periodEnd }) },
    {
      type: 'checkout.session.completed',
      created,
      object: {
        id: newId('cs_test'),
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: userId,
        customer,
        subscription,
        payment_status: 'paid',
      },
    },
  ]);
}

/** The user's live test-mode subscription, or an error saying there is none. */
async function liveTestSubscription(db: Db, userId: string) {
  const customer = await findCustomerOfUser(db, userId);
  const sub = await currentSubscription(db, userId);
  if (!customer?.testMode || !sub || !isPaidStatus(sub.status))
    throw new AppError('not_found', BILLING_MESSAGES.noSubscription);
  const periodEnd = Math.floor((sub.currentPeriodEnd ?? new Date()).getTime() / 1000);
  // Never stamped before the state it follows (which a period advanced ahead could have set).
  const created = Math.max(nowSeconds(), Math.floor(sub.stateAt.getTime() / 1000));
  return { customer: customer.customerId, sub, periodEnd, created };
}

/** The test portal: cancel at the end of the period, or resume before it ends. */
export async function testSetCancel(db: Db, userId: string, cancelAtPeriodEnd: boolean): Promise<void> {
  const { customer, sub, periodEnd, created } = await liveTestSubscription(db, userId);
  await deliver(db, [
    {
      type: 'customer.subscription.updated',
      created,
      object: subscriptionObject({
        id: sub.id,
        customer,
        userId,
        status: sub.status,
        periodEnd,
        cancelAtPeriodEnd,
      }),
    },
  ]);
}

/**
 * The operator's test clock (`billing-advance`): the current period ends now. A cancelled
 * subscription ends (the user is Free); otherwise it renews, paid, or with `fail` the renewal
 * payment fails and the subscription is past due (Pro while Stripe would retry).
 */
export async function testAdvance(
  db: Db,
  userId: string,
  fail = false,
): Promise<'ended' | 'renewed' | 'past_due'> {
  const { customer, sub, periodEnd, created } = await liveTestSubscription(db, userId);
  const base = { id: sub.id, customer, userId, cancelAtPeriodEnd: false };
  if (sub.cancelAtPeriodEnd) {
    await deliver(db, [
      {
        type: 'customer.subscription.deleted',
        created,
        object: subscriptionObject({ ...base, status: 'canceled', periodEnd, cancelAtPeriodEnd: true }),
      },
    ]);
    return 'ended';
  }
  const next = plusMonth(periodEnd);
  // The renewal invoice is dated when the period it pays for starts (the test clock's 'now').
  const invoice = invoiceObject({ customer, subscription: sub.id, created: periodEnd, periodEnd: next });
  await deliver(db, [
    { type: fail ? 'invoice.payment_failed' : 'invoice.paid', created, object: invoice },
    {
      type: 'customer.subscription.updated',
      created,
      object: subscriptionObject({ ...base, status: fail ? 'past_due' : 'active', periodEnd: next }),
    },
  ]);
  return fail ? 'past_due' : 'renewed';
}
