import type {
  AssessmentInput,
  CautionId,
  ConditionId,
  Exercise,
  FindingCorrections,
  FlareExercise,
  FlareOutcome,
  PsfsActivity,
  SafetyAnswer,
  ChatMessage as SharedChatMessage,
  Stage,
  SummaryPoint,
  Tier,
  Triage,
  Understanding,
  Understood,
} from '@physiomate/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { encryptedJson, encryptedJsonOverPlain, encryptedText } from './encryption.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---- Accounts (the auth library's tables) ----

export const users = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Set by the two-factor plugin once an authenticator app is confirmed. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/**
 * The two-factor plugin's table: the authenticator secret and the backup codes, both encrypted by
 * the library with the auth secret; `verified` stays false until the first code from the app.
 */
export const twoFactors = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_user_id_idx').on(t.userId)],
);

// ---- Product tables (health columns encrypted: docs/decisions/encryption-at-rest.md) ----

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    subscriptionTier: text('subscription_tier').$type<Tier>().notNull().default('free'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('subscribers_tier_check', sql`${t.subscriptionTier} in ('free', 'pro', 'master')`)],
);

export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symptoms: encryptedText('symptoms').notNull(),
    /** Encrypted like the symptoms (where it hurts is health data); plaintext JSON before 0003. */
    painLocations: encryptedJsonOverPlain<string[]>('pain_locations')
      .notNull()
      .$defaultFn(() => []),
    /**
     * The wizard's safety check as answered. Encrypted like the symptoms (an answer is health
     * data); null on rows saved before the check existed, which read as no answers.
     */
    safetyAnswers: encryptedJson<SafetyAnswer[]>('safety_answers'),
    /** Corrections to 'What we understood' (encrypted; null when the person made none). */
    corrections: encryptedJson<FindingCorrections>('corrections'),
    createdAt: createdAt(),
  },
  // Serves: list by user newest first, count by user, select by id and user.
  (t) => [index('assessments_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export type ConditionLikelihood = { id: ConditionId; name: string; likelihood: number };
export type ResultCaution = { id: CautionId; message: string };

export const assessmentResults = pgTable('assessment_results', {
  id: uuid('id').primaryKey().defaultRandom(),
  assessmentId: uuid('assessment_id')
    .notNull()
    .unique()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  aiSummary: encryptedText('ai_summary').notNull(),
  /**
   * The summary's labelled points and the engine's stage (engine 2.0.0 on), encrypted like the rest of
   * the result; null on rows saved before, whose summary carries its points as bullet lines.
   */
  summaryPoints: encryptedJson<SummaryPoint[]>('summary_points'),
  stage: encryptedText('stage').$type<Stage>(),
  clinicalNarrative: encryptedText('clinical_narrative'),
  exercises: encryptedJson<Exercise[]>('exercises').notNull(),
  lifestyleAdvice: encryptedJson<string[]>('lifestyle_advice').notNull(),
  recommendedProducts: encryptedJson<string[]>('recommended_products').notNull(),
  identifiedPainAreas: encryptedJson<string[]>('identified_pain_areas').notNull(),
  identifiedRegions: encryptedJson<string[]>('identified_regions').notNull(),
  conditions: encryptedJson<ConditionLikelihood[]>('conditions').notNull(),
  triage: encryptedJson<Triage>('triage').notNull(),
  keyIssues: encryptedJson<string[]>('key_issues').notNull(),
  treatmentFocus: encryptedJson<string[]>('treatment_focus').notNull(),
  prognosis: encryptedText('prognosis'),
  /**
   * Whether the engine could read the text ('not_english' and 'too_thin' carry no plan) and the
   * groups who need a professional's eye (a child, pregnancy...). Encrypted like the rest of the
   * result; null on rows saved before they existed, which read as the fields being absent.
   */
  understanding: encryptedText('understanding').$type<Understanding>(),
  cautions: encryptedJson<ResultCaution[]>('cautions'),
  /** The findings the engine used, for 'What we understood' (null on older rows). */
  findings: encryptedJson<Understood>('findings'),
  /** The engine that wrote the result (`ENGINE_VERSION`), rewritten with it on every re-run. */
  engineVersion: text('engine_version').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What a pending assessment holds until it is saved: the save's input, the engine's input. */
export type PendingInput = AssessmentInput;

/**
 * A visitor's assessment carried with sign-up or sign-in (apps/server/src/pending-assessments): held for
 * the account it came with, encrypted like the symptoms, until the email is confirmed or the sign-in
 * completes, and removed when it expires (with the confirmation link). Once saved, the row keeps
 * only the browser's key and the assessment it became (no health data), so the same assessment sent
 * again is recognised instead of being saved twice.
 */
export const pendingAssessments = pgTable(
  'pending_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's random key for the assessment (not health data). */
    clientKey: text('client_key').notNull(),
    /** Null once saved. */
    input: encryptedJson<PendingInput>('input'),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    savedAssessmentId: uuid('saved_assessment_id').references(() => assessments.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pending_assessments_user_key_idx').on(t.userId, t.clientKey),
    index('pending_assessments_expires_idx').on(t.expiresAt),
  ],
);

/**
 * One message as stored (encrypted with the rest of the conversation): the shared shape, and for a
 * proposed re-evaluation the engine input it would re-run with (never sent to the browser).
 */
export type ChatMessage = Omit<SharedChatMessage, 'id'> & {
  /** Absent on messages stored before ids existed (read as their position). */
  id?: string;
  pending?: { extraInformation: string; removeExercises: string[]; addPainAreas: string[] };
};

export const assessmentConversations = pgTable(
  'assessment_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messages: encryptedJson<ChatMessage[]>('messages').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('assessment_conversations_assessment_user_idx').on(t.assessmentId, t.userId)],
);

/** What My Rehab keeps of a plan's exercise beyond its name and description (copied at add time). */
export type RehabExerciseDetails = {
  /** The engine's exercise id: the same exercise added from two assessments is one row. */
  exerciseId: string;
  steps: string[];
  duration: string;
  frequency: string;
  videoSearch: string;
  videoUrl: string | null;
};

/**
 * My Rehab's exercises. Name, description and details are health
 * words (they name the problem), so they are encrypted like the symptoms; rows of one user are
 * added under a lock on their subscribers row, which keeps them free of duplicates without a
 * plaintext key. Deleting the source assessment keeps the row and drops the link.
 */
export const userRehabExercises = pgTable(
  'user_rehab_exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseName: encryptedText('exercise_name').notNull(),
    description: encryptedText('description'),
    /** Null only on rows from before 0006 (none were ever written: the route did not exist). */
    details: encryptedJson<RehabExerciseDetails>('details'),
    sourceAssessmentId: uuid('source_assessment_id').references(() => assessments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('user_rehab_exercises_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * A session of a rehab exercise the user did ('Done today' or a past date). The date is the user's
 * own calendar day; the note is encrypted (health words). Goes with its exercise and its user.
 */
export const rehabLogs = pgTable(
  'rehab_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rehabExerciseId: uuid('rehab_exercise_id')
      .notNull()
      .references(() => userRehabExercises.id, { onDelete: 'cascade' }),
    doneOn: date('done_on', { mode: 'string' }).notNull(),
    sets: integer('sets'),
    reps: integer('reps'),
    pain: integer('pain'),
    note: encryptedText('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('rehab_logs_user_done_idx').on(t.userId, t.doneOn),
    index('rehab_logs_exercise_idx').on(t.rehabExerciseId),
    check('rehab_logs_pain_check', sql`${t.pain} is null or ${t.pain} between 0 and 10`),
    check('rehab_logs_counts_check', sql`coalesce(${t.sets}, 1) > 0 and coalesce(${t.reps}, 1) > 0`),
  ],
);

/**
 * The weekly check-in: pain now (NRS 0-10) and up to 3 activities the person named (PSFS, each
 * 0-10). Activity names are the person's own words about their limits: encrypted. One per week.
 */
export const rehabCheckins = pgTable(
  'rehab_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    pain: integer('pain').notNull(),
    activities: encryptedJson<PsfsActivity[]>('activities').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rehab_checkins_user_week_idx').on(t.userId, t.weekStart),
    check('rehab_checkins_pain_check', sql`${t.pain} between 0 and 10`),
  ],
);

/**
 * Flare-up mode: 3 days of the engine's gentler set (copied when it started, encrypted: it names
 * the problem), then the person's answer to 'how did it go?'.
 */
export const rehabFlareUps = pgTable(
  'rehab_flare_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    exercises: encryptedJson<FlareExercise[]>('exercises').notNull(),
    outcome: text('outcome').$type<FlareOutcome>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rehab_flare_ups_user_idx').on(t.userId, t.startedOn),
    check(
      'rehab_flare_ups_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in ('better', 'same', 'worse')`,
    ),
  ],
);

/**
 * Reminder emails (My Rehab): the days (ISO weekdays, Monday 1) and the local time in the user's
 * IANA time zone. The scheduler keeps its state here so it survives restarts: `next_due_at` is the
 * next slot (null when off), `last_sent_for` the last slot handled, claimed by one conditional
 * update so two processes can never send one slot twice. The unsubscribe link is signed with a
 * key derived from AUTH_SECRET over the user id and `unsubscribe_nonce`; the link itself is never
 * stored. A schedule, no health words: not encrypted.
 */
export const rehabReminders = pgTable(
  'rehab_reminders',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    days: integer('days').array().notNull(),
    time: text('time').notNull(),
    timeZone: text('time_zone').notNull(),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    lastSentFor: timestamp('last_sent_for', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    unsubscribeNonce: text('unsubscribe_nonce').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rehab_reminders_due_idx').on(t.nextDueAt).where(sql`${t.enabled}`),
    check('rehab_reminders_time_check', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** Exercise video lookups, shared by all users (no personal data), kept 7 days. */
export const videoCache = pgTable('video_cache', {
  key: text('key').primaryKey(),
  videoId: text('video_id'),
  videoUrl: text('video_url'),
  videoTitle: text('video_title'),
  thumbnailUrl: text('thumbnail_url'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Billing (apps/server/src/billing) ----

/**
 * The billing customer of a user (Stripe's `cus_...`, or one made by the built-in test checkout),
 * created once and reused for every checkout and portal session.
 */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  /** Made by the built-in test-mode checkout (no payment is taken); only these can be advanced. */
  testMode: boolean('test_mode').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A subscription as the billing events last described it. `stateAt` is the creation time of the
 * event (or Stripe read) that set this state: an older event never overwrites a newer state.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('billing_subscriptions_user_idx').on(t.userId)],
);

/** Invoices for the Billing History (amounts in the currency's smallest unit). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    hostedUrl: text('hosted_url'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('billing_invoices_user_idx').on(t.userId, t.issuedAt.desc())],
);

/** Every billing event id handled, stored in the transaction of its effect: each one counts once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
