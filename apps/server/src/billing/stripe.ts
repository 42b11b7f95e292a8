import { BILLING_MESSAGES } from '@physiomate/shared';
import type Stripe from 'stripe';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { stripeLibrary } from './library.ts';
import { findCustomerOfUser, linkCustomer } from './queries.ts';
import { applySubscriptionRead } from './service.ts';

/** The Stripe client when Stripe is configured, pointed at STRIPE_API_URL's host, port and protocol. */
export async function createStripe(config: Config): Promise<Stripe | null> {
  if (config.billingMode !== 'stripe' || !config.STRIPE_SECRET_KEY) return null;
  const url = new URL(config.STRIPE_API_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const Stripe = await stripeLibrary();
  return new Stripe(config.STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/** A Stripe call that fails reaches the user as our own message (BILLING_MESSAGES), never Stripe's details. */
async function calling<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('unavailable', message);
  }
}

/** The user's Stripe customer, created once (idempotently, so two tabs make one) and reused. */
async function customerFor(stripe: Stripe, db: Db, user: { id: string; email: string }): Promise<string> {
  const existing = await findCustomerOfUser(db, user.id);
  if (existing && !existing.testMode) return existing.customerId;
  if (existing) throw new AppError('conflict', BILLING_MESSAGES.checkoutFailed);
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { user_id: user.id } },
    { idempotencyKey: `physiomate-customer-${user.id}` },
  );
  const linked = await linkCustomer(db, user.id, customer.id);
  if (!linked) throw new AppError('unavailable', BILLING_MESSAGES.checkoutFailed);
  return linked.customerId;
}

/** A Checkout Session for Pro (subscription mode, our user as the client reference). */
export function stripeCheckout(stripe: Stripe, db: Db, config: Config, user: { id: string; email: string }) {
  return calling(BILLING_MESSAGES.checkoutFailed, async () => {
    const customer = await customerFor(stripe, db, user);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [{ price: config.STRIPE_PRICE_PRO, quantity: 1 }],
      subscription_data: { metadata: { user_id: user.id } },
      success_url: `${config.publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${config.publicUrl}/settings#billing`,
    });
    if (!session.url) throw new AppError('unavailable', BILLING_MESSAGES.checkoutFailed);
    return session.url;
  });
}

/** A Billing Portal session for the user's customer. */
export function stripePortal(stripe: Stripe, db: Db, config: Config, userId: string) {
  return calling(BILLING_MESSAGES.portalFailed, async () => {
    const customer = await findCustomerOfUser(db, userId);
    if (!customer || customer.testMode) throw new AppError('not_found', BILLING_MESSAGES.noSubscription);
    const session = await stripe.billingPortal.sessions.create({
      customer: customer.customerId,
      return_url: `${config.publicUrl}/settings#billing`,
    });
    return session.url;
  });
}

/**
 * The success page's sync: reads the customer's subscriptions from Stripe and gives each to the
 * state machine as a state true now (a webhook that is late changes nothing older than this).
 */
export async function stripeSync(stripe: Stripe, db: Db, userId: string): Promise<void> {
  const customer = await findCustomerOfUser(db, userId);
  if (!customer || customer.testMode) return;
  const at = new Date();
  const list = await calling(BILLING_MESSAGES.checkoutFailed, () =>
    stripe.subscriptions.list({ customer: customer.customerId, status: 'all', limit: 10 }),
  );
  for (const subscription of list.data) await applySubscriptionRead(db, subscription, at);
}

/**
 * Before an account is erased: ends every live subscription of its customer at Stripe at once, so
 * no one goes on paying for an account that no longer exists. Throws (the deletion then stops)
 * when Stripe cannot be reached.
 */
export async function stripeCancelAll(stripe: Stripe, db: Db, userId: string): Promise<void> {
  const customer = await findCustomerOfUser(db, userId);
  if (!customer || customer.testMode) return;
  await calling(BILLING_MESSAGES.cancelBeforeDeleteFailed, async () => {
    const list = await stripe.subscriptions.list({
      customer: customer.customerId,
      status: 'all',
      limit: 100,
    });
    for (const subscription of list.data)
      if (!['canceled', 'incomplete_expired'].includes(subscription.status))
        await stripe.subscriptions.cancel(subscription.id);
  });
}
