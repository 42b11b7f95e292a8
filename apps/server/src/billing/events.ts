import { z } from 'zod';

/**
 * The parts of Stripe's event objects that billing reads, parsed leniently (Stripe adds fields
 * freely; older API versions keep some fields elsewhere, read in both places). Anything else in
 * an event is ignored.
 */

/** A reference Stripe sends either as an id or as the expanded object. */
const ref = z.union([z.string().min(1), z.object({ id: z.string().min(1) }).transform((o) => o.id)]);
const seconds = z.number().int().nonnegative();

export const eventEnvelopeSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type BillingEvent = z.infer<typeof eventEnvelopeSchema>;

export const checkoutSessionSchema = z.object({
  id: z.string().min(1),
  mode: z.string().nullish(),
  client_reference_id: z.string().min(1).max(255).nullish(),
  customer: ref.nullish(),
  subscription: ref.nullish(),
  payment_status: z.string().nullish(),
});

export const subscriptionSchema = z
  .object({
    id: z.string().min(1).max(255),
    customer: ref,
    status: z.string().min(1).max(64),
    cancel_at_period_end: z.boolean().nullish(),
    cancel_at: seconds.nullish(),
    /** API versions before 2025-03-31 keep the period here; later ones on each item. */
    current_period_end: seconds.nullish(),
    items: z
      .object({ data: z.array(z.object({ current_period_end: seconds.nullish() }).loose()) })
      .loose()
      .nullish(),
    metadata: z.record(z.string(), z.string()).nullish(),
  })
  .loose()
  .transform((s) => ({
    id: s.id,
    customerId: s.customer,
    status: s.status,
    periodEnd: s.current_period_end ?? s.items?.data[0]?.current_period_end ?? null,
    // The portal cancels either at the period end or at a date (cancel_at): both end the plan then.
    cancelAtPeriodEnd: s.cancel_at_period_end === true || (s.cancel_at ?? null) !== null,
    cancelAt: s.cancel_at ?? null,
    userId: s.metadata?.user_id ?? null,
  }));
export type SubscriptionState = z.output<typeof subscriptionSchema>;

export const invoiceObjectSchema = z
  .object({
    id: z.string().min(1).max(255),
    customer: ref.nullish(),
    currency: z.string().min(1).max(16),
    amount_paid: z.number().int().nullish(),
    amount_due: z.number().int().nullish(),
    total: z.number().int().nullish(),
    created: seconds,
    hosted_invoice_url: z.string().url().max(2048).nullish(),
    /** Before 2025-03-31 the subscription is a field of its own; later it is under `parent`. */
    subscription: ref.nullish(),
    parent: z
      .object({ subscription_details: z.object({ subscription: ref.nullish() }).loose().nullish() })
      .loose()
      .nullish(),
    lines: z
      .object({
        data: z.array(z.object({ period: z.object({ end: seconds }).loose().nullish() }).loose()),
      })
      .loose()
      .nullish(),
  })
  .loose()
  .transform((i) => ({
    id: i.id,
    customerId: i.customer ?? null,
    currency: i.currency,
    amountPaid: i.amount_paid ?? i.total ?? 0,
    amountDue: i.amount_due ?? i.total ?? 0,
    created: i.created,
    hostedUrl: i.hosted_invoice_url ?? null,
    subscriptionId: i.subscription ?? i.parent?.subscription_details?.subscription ?? null,
    periodEnd: i.lines?.data[0]?.period?.end ?? null,
  }));
export type InvoiceState = z.output<typeof invoiceObjectSchema>;

/** The event types billing acts on; every other type is answered 200 with no effect. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
export type HandledEvent = (typeof HANDLED_EVENTS)[number];
export const isHandled = (type: string): type is HandledEvent =>
  (HANDLED_EVENTS as readonly string[]).includes(type);

/** Statuses that keep Pro: past_due is the grace Stripe gives while it retries a failed payment. */
export const PAID_STATUSES = ['active', 'trialing', 'past_due'] as const;
/** Statuses a subscription never leaves. */
export const TERMINAL_STATUSES = ['canceled', 'incomplete_expired'] as const;

/**
 * How far along a status is, to order two states stamped with the same second: a subscription
 * goes from incomplete to a live status, and from any status to an ended one, never back.
 */
export function statusRank(status: string): number {
  if ((TERMINAL_STATUSES as readonly string[]).includes(status)) return 2;
  return status === 'incomplete' ? 0 : 1;
}
