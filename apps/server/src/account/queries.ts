import { TIERS, type Tier } from '@physiomate/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  accounts,
  assessmentConversations,
  assessmentResults,
  assessments,
  billingCustomers,
  billingInvoices,
  billingSubscriptions,
  rehabCheckins,
  rehabFlareUps,
  rehabLogs,
  rehabReminders,
  sessions,
  subscribers,
  userRehabExercises,
  users,
} from '../db/schema.ts';
import { pendingForExport } from '../pending-assessments/queries.ts';

/**
 * Makes sure the user has a subscribers row (tier free when created) and returns their tier. A
 * missing row means free (docs/decisions/tiers.md); it is created at sign-up, at sign-in and here.
 */
export async function ensureSubscriber(db: Db, userId: string, email?: string): Promise<Tier> {
  const [existing] = await db
    .select({ tier: subscribers.subscriptionTier })
    .from(subscribers)
    .where(eq(subscribers.userId, userId));
  if (existing) return existing.tier;
  let address = email;
  if (!address) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return 'free';
    address = user.email;
  }
  await db
    .insert(subscribers)
    .values({ userId, email: address, subscriptionTier: 'free' })
    .onConflictDoNothing({ target: subscribers.userId });
  const [row] = await db
    .select({ tier: subscribers.subscriptionTier })
    .from(subscribers)
    .where(eq(subscribers.userId, userId));
  return row?.tier ?? 'free';
}

/** The user's tier; creates the free subscribers row when it is missing. */
export const getTier = (db: Db, userId: string): Promise<Tier> => ensureSubscriber(db, userId);

export async function syncSubscriberEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.update(subscribers).set({ email }).where(eq(subscribers.userId, userId));
}

export async function setTierByEmail(db: Db, email: string, tier: Tier): Promise<boolean> {
  if (!TIERS.includes(tier)) throw new Error(`unknown tier ${tier}`);
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return false;
  await ensureSubscriber(db, user.id, user.email);
  await db.update(subscribers).set({ subscriptionTier: tier }).where(eq(subscribers.userId, user.id));
  return true;
}

export async function listUsers(db: Db) {
  return db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      tier: subscribers.subscriptionTier,
    })
    .from(users)
    .leftJoin(subscribers, eq(subscribers.userId, users.id))
    .orderBy(users.createdAt);
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return row?.password ?? null;
}

/** Erases the user; every row they own goes with them (foreign keys cascade), sessions included. */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/**
 * Everything the user owns, decrypted, as one JSON document (privacy: access and portability).
 * Secrets are left out: password hashes and session tokens are not the user's data to carry away.
 */
export async function exportUserData(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [subscription] = await db
    .select({
      tier: subscribers.subscriptionTier,
      email: subscribers.email,
      createdAt: subscribers.createdAt,
      updatedAt: subscribers.updatedAt,
    })
    .from(subscribers)
    .where(eq(subscribers.userId, userId));
  const sessionRows = await db
    .select({ createdAt: sessions.createdAt, updatedAt: sessions.updatedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
  const signInMethods = await db
    .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const assessmentRows = await db
    .select()
    .from(assessments)
    .where(eq(assessments.userId, userId))
    .orderBy(desc(assessments.createdAt));
  const ids = assessmentRows.map((a) => a.id);
  const results = ids.length
    ? await db.select().from(assessmentResults).where(inArray(assessmentResults.assessmentId, ids))
    : [];
  const conversations = await db
    .select()
    .from(assessmentConversations)
    .where(eq(assessmentConversations.userId, userId));
  const rehab = await db
    .select()
    .from(userRehabExercises)
    .where(eq(userRehabExercises.userId, userId))
    .orderBy(desc(userRehabExercises.createdAt));
  const rehabLogRows = await db
    .select()
    .from(rehabLogs)
    .where(eq(rehabLogs.userId, userId))
    .orderBy(desc(rehabLogs.doneOn), desc(rehabLogs.createdAt));
  const checkinRows = await db
    .select()
    .from(rehabCheckins)
    .where(eq(rehabCheckins.userId, userId))
    .orderBy(desc(rehabCheckins.weekStart));
  const flareRows = await db
    .select()
    .from(rehabFlareUps)
    .where(eq(rehabFlareUps.userId, userId))
    .orderBy(desc(rehabFlareUps.startedOn));
  // The reminder schedule; the nonce behind unsubscribe links is a secret, not the user's data.
  const [reminder] = await db
    .select({
      enabled: rehabReminders.enabled,
      days: rehabReminders.days,
      time: rehabReminders.time,
      timeZone: rehabReminders.timeZone,
      nextDueAt: rehabReminders.nextDueAt,
      lastSentAt: rehabReminders.lastSentAt,
      createdAt: rehabReminders.createdAt,
      updatedAt: rehabReminders.updatedAt,
    })
    .from(rehabReminders)
    .where(eq(rehabReminders.userId, userId));
  // Billing: the plan's history as the payment events left it (no card details are ever stored here).
  const [billingCustomer] = await db
    .select({ customerId: billingCustomers.customerId, testMode: billingCustomers.testMode })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  const billingSubscriptionRows = await db
    .select({
      id: billingSubscriptions.id,
      status: billingSubscriptions.status,
      currentPeriodEnd: billingSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: billingSubscriptions.cancelAtPeriodEnd,
      createdAt: billingSubscriptions.createdAt,
      updatedAt: billingSubscriptions.updatedAt,
    })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId));
  const invoiceRows = await db
    .select({
      id: billingInvoices.id,
      amount: billingInvoices.amount,
      currency: billingInvoices.currency,
      status: billingInvoices.status,
      url: billingInvoices.hostedUrl,
      issuedAt: billingInvoices.issuedAt,
    })
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.issuedAt));
  const resultByAssessment = new Map(results.map((r) => [r.assessmentId, r]));
  const conversationsByAssessment = new Map(conversations.map((c) => [c.assessmentId, c]));
  return {
    exportedAt: new Date().toISOString(),
    user,
    subscription: subscription ?? { tier: 'free' as Tier },
    signInMethods,
    sessions: sessionRows,
    assessments: assessmentRows.map(({ userId: _userId, ...a }) => {
      const result = resultByAssessment.get(a.id);
      const conversation = conversationsByAssessment.get(a.id);
      return {
        ...a,
        // Rows saved before the safety check existed have no answers.
        safetyAnswers: a.safetyAnswers ?? [],
        result: result ? (({ id: _id, assessmentId: _aid, ...r }) => r)(result) : null,
        conversation: conversation
          ? {
              messages: conversation.messages,
              createdAt: conversation.createdAt,
              updatedAt: conversation.updatedAt,
            }
          : null,
      };
    }),
    rehabExercises: rehab.map(({ userId: _userId, ...r }) => r),
    // Visitors' assessments carried with sign-up or sign-in: held ones with what they hold, saved
    // ones with the assessment they became.
    pendingAssessments: await pendingForExport(db, userId),
    rehabLogs: rehabLogRows.map(({ userId: _userId, ...r }) => r),
    rehabCheckins: checkinRows.map(({ userId: _userId, ...r }) => r),
    rehabFlareUps: flareRows.map(({ userId: _userId, ...r }) => r),
    rehabReminders: reminder ?? null,
    billing: {
      customer: billingCustomer ?? null,
      subscriptions: billingSubscriptionRows,
      invoices: invoiceRows,
    },
  };
}
