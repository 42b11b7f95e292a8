import { randomBytes } from 'node:crypto';
import { BILLING_MESSAGES, type BillingState } from '@physiomate/shared';
import { getTier } from '../account/queries.ts';
import type { BillingMode } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import {
  type BillingEvent,
  checkoutSessionSchema,
  eventEnvelopeSchema,
  type InvoiceState,
  invoiceObjectSchema,
  isHandled,
  PAID_STATUSES,
  type SubscriptionState,
  subscriptionSchema,
} from './events.ts';
import { stripeLibrary } from './library.ts';
import {
  currentSubscription,
  findCustomerOfUser,
  findUserOfCustomer,
  insertSubscriptionIfNew,
  linkCustomer,
  listInvoices,
  lockUser,
  markSubscriptionPaid,
  recomputeTier,
  recordEvent,
  upsertInvoice,
  upsertSubscription,
  userExists,
} from './queries.ts';

/** Stripe's own default: a signature older (or newer) than this is refused, so a captured event cannot be replayed later. */
export const SIGNATURE_TOLERANCE_S = 300;

const badEvent = () => new AppError('bad_request', 'This webhook event was not accepted.');

/**
 * Verifies a webhook body with the official library (signature and timestamp) and reads the event
 * envelope. Anything wrong with the input is a 400, never a 500: Stripe retries it, nothing changes.
 */
export async function verifyEvent(raw: unknown, header: unknown, secret: string): Promise<BillingEvent> {
  if (!Buffer.isBuffer(raw) && typeof raw !== 'string') throw badEvent();
  if (typeof header !== 'string' || header.length === 0 || header.length > 8192) throw badEvent();
  const Stripe = await stripeLibrary();
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(raw, header, secret, SIGNATURE_TOLERANCE_S);
  } catch {
    throw badEvent();
  }
  const parsed = eventEnvelopeSchema.safeParse(event);
  if (!parsed.success) throw badEvent();
  return parsed.data;
}

type Effect =
  | { kind: 'checkout'; session: ReturnType<typeof checkoutSessionSchema.parse> }
  | { kind: 'subscription'; subscription: SubscriptionState; deleted: boolean }
  | { kind: 'invoice'; invoice: InvoiceState; paid: boolean };

function effectOf(event: BillingEvent): Effect {
  const object = event.data.object;
  const read = <T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }) => {
    const parsed = schema.safeParse(object);
    if (!parsed.success) throw badEvent();
    return parsed.data;
  };
  switch (event.type) {
    case 'checkout.session.completed':
      return { kind: 'checkout', session: read(checkoutSessionSchema) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        kind: 'subscription',
        subscription: read(subscriptionSchema),
        deleted: event.type === 'customer.subscription.deleted',
      };
    default:
      return { kind: 'invoice', invoice: read(invoiceObjectSchema), paid: event.type === 'invoice.paid' };
  }
}

/** Locks the user for billing and returns their id, or null when the user no longer exists. */
async function lockedUser(tx: Tx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const user = await userExists(tx, userId);
  if (!user) return null;
  await lockUser(tx, userId, user.email);
  return userId;
}

/** The user a customer belongs to; a subscription made by our checkout also names the user. */
async function userOfCustomer(tx: Tx, customerId: string, named: string | null): Promise<string | null> {
  const known = await findUserOfCustomer(tx, customerId);
  if (known) return known;
  if (!named || !(await userExists(tx, named))) return null;
  const linked = await linkCustomer(tx, named, customerId);
  return linked?.customerId === customerId ? named : null;
}

const toDate = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000));

/**
 * The state machine: one effect, then the tier follows from the user's subscriptions. `at` is when
 * the state was true (the event's creation time, or the time of a read from Stripe).
 */
async function applyEffect(tx: Tx, effect: Effect, at: Date): Promise<void> {
  if (effect.kind === 'checkout') {
    const { session } = effect;
    const userId = await lockedUser(tx, session.client_reference_id ?? null);
    if (!userId) return;
    const customerId = session.customer ?? null;
    if (customerId) await linkCustomer(tx, userId, customerId);
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    if (session.mode === 'subscription' && session.subscription && customerId && paid) {
      await insertSubscriptionIfNew(tx, { id: session.subscription, userId, customerId, at });
    }
    await recomputeTier(tx, userId);
    return;
  }
  if (effect.kind === 'subscription') {
    const s = effect.subscription;
    const userId = await lockedUser(tx, await userOfCustomer(tx, s.customerId, s.userId));
    if (!userId) return;
    await upsertSubscription(tx, {
      id: s.id,
      userId,
      customerId: s.customerId,
      // A deleted subscription has ended, whatever else its object says.
      status: effect.deleted ? 'canceled' : s.status,
      periodEnd: toDate(s.cancelAt ?? s.periodEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      at,
    });
    await recomputeTier(tx, userId);
    return;
  }
  const i = effect.invoice;
  if (!i.customerId) return;
  const userId = await lockedUser(tx, await findUserOfCustomer(tx, i.customerId));
  if (!userId) return;
  await upsertInvoice(tx, {
    id: i.id,
    userId,
    subscriptionId: i.subscriptionId,
    amount: effect.paid ? i.amountPaid : i.amountDue,
    currency: i.currency,
    status: effect.paid ? 'paid' : 'failed',
    hostedUrl: i.hostedUrl,
    issuedAt: new Date(i.created * 1000),
    at,
  });
  if (effect.paid && i.subscriptionId) {
    await markSubscriptionPaid(tx, i.subscriptionId, userId, toDate(i.periodEnd), at);
  }
  await recomputeTier(tx, userId);
}

export type Outcome = 'applied' | 'duplicate' | 'ignored';

/**
 * The one handler of billing events. An event id counts once: it is recorded in the transaction of
 * its effect, so a replay (or a concurrent delivery) finds it and changes nothing, and a failure
 * rolls both back so the retry applies it. Unknown types change nothing.
 */
export async function handleEvent(db: Db, event: BillingEvent): Promise<Outcome> {
  if (!isHandled(event.type)) return 'ignored';
  const effect = effectOf(event);
  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, event.id, event.type))) return 'duplicate';
    await applyEffect(tx, effect, new Date(event.created * 1000));
    return 'applied';
  });
}

/** The webhook: verify, then the handler. The built-in test checkout comes through here too. */
export async function receiveWebhook(
  db: Db,
  raw: unknown,
  header: unknown,
  secret: string,
): Promise<Outcome> {
  return handleEvent(db, await verifyEvent(raw, header, secret));
}

/**
 * A subscription as read from Stripe just now (the success page's sync): the same state machine,
 * stamped with the time of the read, so only events created after it can change it again.
 */
export async function applySubscriptionRead(db: Db, object: unknown, at = new Date()): Promise<void> {
  const parsed = subscriptionSchema.safeParse(object);
  if (!parsed.success) return;
  await db.transaction((tx) =>
    applyEffect(tx, { kind: 'subscription', subscription: parsed.data, deleted: false }, at),
  );
}

export const isPaidStatus = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);

/** What Settings, /success and the test portal show. */
export async function billingState(db: Db, userId: string, mode: BillingMode): Promise<BillingState> {
  const [subscription, customer, invoices] = await Promise.all([
    currentSubscription(db, userId),
    findCustomerOfUser(db, userId),
    listInvoices(db, userId),
  ]);
  return {
    mode,
    tier: await getTier(db, userId),
    subscription: subscription
      ? {
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        }
      : null,
    canManage: customer !== null && (mode === 'stripe' ? !customer.testMode : customer.testMode),
    invoices: invoices.map((i) => ({
      id: i.id,
      date: i.issuedAt.toISOString(),
      amount: i.amount,
      currency: i.currency,
      status: i.status,
      url: i.hostedUrl,
    })),
  };
}

/** Refuses a second paid plan: the user manages the one they have. */
export async function assertNotSubscribed(db: Db, userId: string): Promise<void> {
  const current = await currentSubscription(db, userId);
  if (current && isPaidStatus(current.status)) throw new AppError('conflict', BILLING_MESSAGES.alreadyPro);
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
