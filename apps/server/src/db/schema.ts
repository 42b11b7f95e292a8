import type {
  CautionId,
  ConditionId,
  Exercise,
  FindingCorrections,
  SafetyAnswer,
  Tier,
  Triage,
  Understanding,
  Understood,
} from '@physiomate/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

// ---- Product tables (spec section 3) ----

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
    age: integer('age').notNull().default(30),
    gender: text('gender').notNull().default('not_specified'),
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
  engineVersion: text('engine_version').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type ChatMessage = { role: 'user' | 'assistant'; content: string; timestamp: string };

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

export const userRehabExercises = pgTable(
  'user_rehab_exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseName: text('exercise_name').notNull(),
    description: text('description'),
    sourceAssessmentId: uuid('source_assessment_id').references(() => assessments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('user_rehab_exercises_user_created_idx').on(t.userId, t.createdAt.desc())],
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
