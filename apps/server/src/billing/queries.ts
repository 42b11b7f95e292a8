import type { Tier } from '@physiomate/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  billingCustomers,
  billingEvents,
  billingInvoices,
  billingSubscriptions,
  subscribers,
  users,
} from '../db/schema.ts';
import { PAID_STATUSES, TERMINAL_STATUSES } from './events.ts';

type Q = Db | Tx;

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
/** `statusRank` (events.ts) in SQL. */
const rank = (status: SQL | string) =>
  sql`(case when ${status} in (${inList(TERMINAL_STATUSES)}) then 2 when ${status} = 'incomplete' then 0 else 1 end)`;

/** Records the event id; false when it was already recorded (by this or a concurrent delivery). */
export async function recordEvent(tx: Tx, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: billingEvents.id })
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

export async function userExists(q: Q, userId: string): Promise<{ email: string } | null> {
  const [row] = await q.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Takes the user's billing lock for the rest of the transaction (their subscribers row, created
 * free when missing): every billing effect on one user runs one at a time, so the tier is computed
 * from every change that came before.
 */
export async function lockUser(tx: Tx, userId: string, email: string): Promise<void> {
  await tx
    .insert(subscribers)
    .values({ userId, email, subscriptionTier: 'free' })
    .onConflictDoNothing({ target: subscribers.userId });
  await tx.execute(sql`select 1 from ${subscribers} where ${subscribers.userId} = ${userId} for update`);
}

export async function findCustomerOfUser(q: Q, userId: string) {
  const [row] = await q.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row ?? null;
}

export async function findUserOfCustomer(q: Q, customerId: string): Promise<string | null> {
  const [row] = await q
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId));
  return row?.userId ?? null;
}

/** Links a customer to a user unless either already has a link (the first link stays). */
export async function linkCustomer(q: Q, userId: string, customerId: string, testMode = false) {
  await q.insert(billingCustomers).values({ userId, customerId, testMode }).onConflictDoNothing();
  return findCustomerOfUser(q, userId);
}

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

/**
 * Stores a subscription's state unless the stored one is newer: a state stamped later wins; at
 * the same second the one further along wins (incomplete, then live, then ended); an ended
 * subscription never comes back. Atomic, so concurrent events cannot interleave.
 */
export async function upsertSubscription(
  tx: Tx,
  state: {
    id: string;
    userId: string;
    customerId: string;
    status: string;
    periodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
    at: Date;
  },
): Promise<void> {
  const t = billingSubscriptions;
  await tx
    .insert(t)
    .values({
      id: state.id,
      userId: state.userId,
      customerId: state.customerId,
      status: state.status,
      currentPeriodEnd: state.periodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      stateAt: state.at,
    })
    .onConflictDoUpdate({
      target: t.id,
      set: {
        status: sql`excluded.status`,
        currentPeriodEnd: sql`coalesce(excluded.current_period_end, ${t.currentPeriodEnd})`,
        cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
        stateAt: sql`excluded.state_at`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${t.userId} = excluded.user_id
        and (${t.stateAt} < excluded.state_at
          or (${t.stateAt} = excluded.state_at and ${rank(sql`${t.status}`)} <= ${rank(sql`excluded.status`)}))
        and not (${t.status} in (${inList(TERMINAL_STATUSES)}) and excluded.status not in (${inList(TERMINAL_STATUSES)}))`,
    });
}

/** A checkout paid for a subscription: it is live, unless an event already said what it is. */
export async function insertSubscriptionIfNew(
  tx: Tx,
  state: { id: string; userId: string; customerId: string; at: Date },
): Promise<void> {
  await tx
    .insert(billingSubscriptions)
    .values({ ...state, status: 'active', stateAt: state.at, cancelAtPeriodEnd: false })
    .onConflictDoNothing({ target: billingSubscriptions.id });
}

/**
 * A paid invoice: a subscription waiting for this payment (past due, unpaid, incomplete) is live
 * again, and the period it paid for extends the current one (never shortens it).
 */
export async function markSubscriptionPaid(
  tx: Tx,
  subscriptionId: string,
  userId: string,
  periodEnd: Date | null,
  at: Date,
): Promise<void> {
  const t = billingSubscriptions;
  const own = and(eq(t.id, subscriptionId), eq(t.userId, userId));
  if (periodEnd)
    await tx
      .update(t)
      .set({ currentPeriodEnd: sql`greatest(coalesce(${t.currentPeriodEnd}, ${periodEnd}), ${periodEnd})` })
      .where(and(own, sql`${t.status} not in (${inList(TERMINAL_STATUSES)})`));
  await tx
    .update(t)
    .set({ status: 'active', stateAt: at })
    .where(and(own, inArray(t.status, ['past_due', 'unpaid', 'incomplete']), sql`${t.stateAt} <= ${at}`));
}

/** Stores an invoice; a paid invoice stays paid, and an older event never overwrites a newer one. */
export async function upsertInvoice(
  tx: Tx,
  row: {
    id: string;
    userId: string;
    subscriptionId: string | null;
    amount: number;
    currency: string;
    status: string;
    hostedUrl: string | null;
    issuedAt: Date;
    at: Date;
  },
): Promise<void> {
  const t = billingInvoices;
  const { at, ...values } = row;
  await tx
    .insert(t)
    .values({ ...values, stateAt: at })
    .onConflictDoUpdate({
      target: t.id,
      set: {
        status: sql`excluded.status`,
        amount: sql`excluded.amount`,
        hostedUrl: sql`coalesce(excluded.hosted_url, ${t.hostedUrl})`,
        stateAt: sql`excluded.state_at`,
      },
      setWhere: sql`${t.userId} = excluded.user_id and ${t.status} <> 'paid' and ${t.stateAt} <= excluded.state_at`,
    });
}

/**
 * Sets the tier from the user's subscriptions: Pro while one is paid for (or in its grace while a
 * failed payment is retried), otherwise Free. Replaces whatever the operator set last.
 */
export async function recomputeTier(tx: Tx, userId: string): Promise<Tier> {
  const [live] = await tx
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, userId), inArray(billingSubscriptions.status, PAID_STATUSES)))
    .limit(1);
  const tier: Tier = live ? 'pro' : 'free';
  await tx.update(subscribers).set({ subscriptionTier: tier }).where(eq(subscribers.userId, userId));
  return tier;
}

/** The subscription to show: a live one first, else the latest. */
export async function currentSubscription(q: Q, userId: string): Promise<SubscriptionRow | null> {
  const rows = await q
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .orderBy(desc(billingSubscriptions.stateAt));
  return rows.find((r) => (PAID_STATUSES as readonly string[]).includes(r.status)) ?? rows[0] ?? null;
}

export async function listInvoices(q: Q, userId: string) {
  return q
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.issuedAt))
    .limit(50);
}

export async function userIdByEmail(q: Q, email: string): Promise<string | null> {
  const [row] = await q.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}
