import { z } from 'zod';
import {
  CHECKIN_MESSAGES,
  FLARE_UP,
  isQuietTime,
  isRehabDate,
  isTimeZone,
  REHAB_CHECKIN,
  REHAB_LIMITS,
  REHAB_MESSAGES,
  REMINDER_MESSAGES,
} from '../rehab-rules.ts';
import { storableText } from './text.ts';

/** My Rehab's requests and answers, built on its rules (../rehab-rules.ts). */
export const rehabDateSchema = z.string().refine((v) => isRehabDate(v), REHAB_MESSAGES.badDate);

const uuid = z.uuid(REHAB_MESSAGES.notFound);

/** An exercise in My Rehab: copied from the stored plan when it was added. */
export const rehabExerciseSchema = z.object({
  id: z.string(),
  /** The engine's exercise id (the same exercise from two assessments is one row). */
  exerciseId: z.string(),
  name: z.string(),
  description: z.string(),
  steps: z.array(z.string()),
  duration: z.string(),
  frequency: z.string(),
  videoSearch: z.string(),
  videoUrl: z.string().nullable(),
  /** Null once the assessment it came from is deleted (the exercise stays). */
  sourceAssessmentId: z.string().nullable(),
  createdAt: z.string(),
});
export type RehabExercise = z.infer<typeof rehabExerciseSchema>;

export const rehabExerciseListSchema = z.object({ exercises: z.array(rehabExerciseSchema) });
export type RehabExerciseList = z.infer<typeof rehabExerciseListSchema>;

/** Add one (exerciseIds of one), several, or every exercise the user can see (exerciseIds left out). */
export const addRehabExercisesSchema = z.object({
  assessmentId: z.uuid(REHAB_MESSAGES.assessmentNotFound),
  exerciseIds: z
    .array(
      z
        .string()
        .min(1)
        .max(100)
        .refine(...storableText),
    )
    .min(1)
    .max(REHAB_LIMITS.addMax)
    .optional(),
});
export type AddRehabExercises = z.infer<typeof addRehabExercisesSchema>;

export const addRehabExercisesResponseSchema = z.object({
  /** The rows this request created (none when every one was already there). */
  added: z.array(rehabExerciseSchema),
  exercises: z.array(rehabExerciseSchema),
});
export type AddRehabExercisesResponse = z.infer<typeof addRehabExercisesResponseSchema>;

const count = z
  .number(REHAB_MESSAGES.badCount)
  .int(REHAB_MESSAGES.badCount)
  .min(1, REHAB_MESSAGES.badCount)
  .max(REHAB_LIMITS.countMax, REHAB_MESSAGES.badCount);

export const painSchema = z
  .number(REHAB_MESSAGES.badPain)
  .int(REHAB_MESSAGES.badPain)
  .min(REHAB_LIMITS.painMin, REHAB_MESSAGES.badPain)
  .max(REHAB_LIMITS.painMax, REHAB_MESSAGES.badPain);

/** 'Done today' (or on a chosen past date), with what the person wants to note. */
export const createRehabLogSchema = z.object({
  rehabExerciseId: uuid,
  date: rehabDateSchema,
  sets: count.nullish(),
  reps: count.nullish(),
  pain: painSchema.nullish(),
  note: z
    .string()
    .trim()
    .max(REHAB_LIMITS.noteMaxChars, REHAB_MESSAGES.noteTooLong)
    .refine(...storableText)
    .nullish(),
});
export type CreateRehabLog = z.input<typeof createRehabLogSchema>;

export const rehabLogSchema = z.object({
  id: z.string(),
  rehabExerciseId: z.string(),
  date: z.string(),
  sets: z.number().nullable(),
  reps: z.number().nullable(),
  pain: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Set on the answer to a new log when the engine's red-flag screen finds a sign of serious
   * disease in the note: its triage message (what to do now). Never stored.
   */
  alert: z.object({ level: z.string(), message: z.string() }).nullable().optional(),
});
export type RehabLog = z.infer<typeof rehabLogSchema>;

export const rehabLogQuerySchema = z.object({
  from: rehabDateSchema.optional(),
  to: rehabDateSchema.optional(),
});

export const rehabLogListSchema = z.object({ logs: z.array(rehabLogSchema) });
export type RehabLogList = z.infer<typeof rehabLogListSchema>;

// ---- Progress: weekly check-in (NRS pain + PSFS) and the figures the progress card draws ----

const score = z
  .number(CHECKIN_MESSAGES.badScore)
  .int(CHECKIN_MESSAGES.badScore)
  .min(0, CHECKIN_MESSAGES.badScore)
  .max(10, CHECKIN_MESSAGES.badScore);

/** A PSFS activity: something the person finds hard, named in their words, scored 0 (cannot) to 10 (as before). */
export const psfsActivitySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, CHECKIN_MESSAGES.activityName)
    .max(REHAB_CHECKIN.activityMaxChars, CHECKIN_MESSAGES.activityName)
    .refine(...storableText),
  score,
});
export type PsfsActivity = z.infer<typeof psfsActivitySchema>;

/** The weekly check-in: one per week (a second in the same week replaces the first). */
export const createCheckinSchema = z.object({
  date: rehabDateSchema,
  pain: painSchema,
  activities: z
    .array(psfsActivitySchema)
    .max(REHAB_CHECKIN.maxActivities, CHECKIN_MESSAGES.tooMany)
    .refine(
      (list) => new Set(list.map((a) => a.name.toLowerCase())).size === list.length,
      CHECKIN_MESSAGES.duplicate,
    ),
});
export type CreateCheckin = z.input<typeof createCheckinSchema>;

export const rehabCheckinSchema = z.object({
  id: z.string(),
  weekStart: z.string(),
  date: z.string(),
  pain: z.number(),
  activities: z.array(psfsActivitySchema),
  /** Mean of the activity scores; null without activities. */
  psfsMean: z.number().nullable(),
});
export type RehabCheckin = z.infer<typeof rehabCheckinSchema>;

export const progressQuerySchema = z.object({ today: rehabDateSchema });

export const rehabProgressSchema = z.object({
  /** The last 8 weeks (Monday to Sunday), oldest first; the last is the current week. */
  weeks: z.array(z.object({ weekStart: z.string(), done: z.number(), planned: z.number() })),
  /** Pain during sessions, one point per logged day (the day's highest), oldest first. */
  pain: z.array(z.object({ date: z.string(), pain: z.number() })),
  checkins: z.array(rehabCheckinSchema),
  /** Plain-language notes on changes that pass the MCID (2 points) since the first check-in. */
  notes: z.array(z.string()),
  /** Set when pain above 7 or a 3-point rise within a week suggests a new assessment. */
  reassess: z.object({ reason: z.string() }).nullable(),
});
export type RehabProgress = z.infer<typeof rehabProgressSchema>;

// ---- Flare-up mode: 3 days of the engine's gentler set, then 'how did it go?' ----

/** A gentler exercise of a flare-up: the engine's exercise id, the texts My Rehab shows, and its pain rule. */
export const flareExerciseSchema = rehabExerciseSchema
  .pick({ name: true, description: true, steps: true, duration: true, frequency: true })
  .extend({ id: z.string(), painRule: z.string().nullable() });
export type FlareExercise = z.infer<typeof flareExerciseSchema>;

export const flareUpSchema = z.object({
  id: z.string(),
  startedOn: z.string(),
  /** The last day of the gentler set (the third day). */
  endsOn: z.string(),
  exercises: z.array(flareExerciseSchema),
  advice: z.array(z.string()),
  outcome: z.enum(FLARE_UP.outcomes).nullable(),
});
export type FlareUp = z.infer<typeof flareUpSchema>;

export const flareStateSchema = z.object({
  /** A flare-up whose 3 days include today. */
  active: flareUpSchema.nullable(),
  /** A flare-up whose days are over with no answer yet to 'how did it go?'. */
  askOutcome: flareUpSchema.nullable(),
});
export type FlareState = z.infer<typeof flareStateSchema>;

export const startFlareSchema = z.object({ today: rehabDateSchema });
export const flareOutcomeSchema = z.object({ outcome: z.enum(FLARE_UP.outcomes) });
export type FlareOutcome = z.infer<typeof flareOutcomeSchema>['outcome'];

// ---- Reminders: opt-in emails on chosen days at a chosen time in the user's time zone ----

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const reminderSettingsInputSchema = z.object({
  enabled: z.boolean(),
  days: z
    .array(
      z
        .number(REMINDER_MESSAGES.badDay)
        .int(REMINDER_MESSAGES.badDay)
        .min(1, REMINDER_MESSAGES.badDay)
        .max(7, REMINDER_MESSAGES.badDay),
    )
    .min(1, REMINDER_MESSAGES.noDays)
    .max(7, REMINDER_MESSAGES.badDay)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  time: z
    .string(REMINDER_MESSAGES.badTime)
    .regex(TIME, REMINDER_MESSAGES.badTime)
    .refine((t) => !isQuietTime(t), REMINDER_MESSAGES.quietTime),
  timeZone: z
    .string(REMINDER_MESSAGES.badZone)
    .max(64, REMINDER_MESSAGES.badZone)
    .refine(isTimeZone, REMINDER_MESSAGES.badZone),
});
export type ReminderSettingsInput = z.input<typeof reminderSettingsInputSchema>;

export const reminderSettingsSchema = z.object({
  /** False until the user first saves a schedule (the rest are then the defaults). */
  saved: z.boolean(),
  enabled: z.boolean(),
  days: z.array(z.number()),
  time: z.string(),
  /** Null until saved: the browser offers its own. */
  timeZone: z.string().nullable(),
  /** When the next reminder goes out (ISO, UTC); null when they are off. */
  nextAt: z.string().nullable(),
  /** When the last reminder went out (ISO, UTC). */
  lastSentAt: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().max(512).optional() });
