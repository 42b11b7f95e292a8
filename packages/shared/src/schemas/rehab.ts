import { z } from 'zod';
import { storableText } from './text.ts';

/** My Rehab (docs/decisions/product-texts.md): what both sides agree on. */
export const REHAB_LIMITS = {
  /** The calendar's first selectable date (docs/decisions/product-texts.md). */
  firstDate: '2023-01-01',
  noteMaxChars: 500,
  painMin: 0,
  painMax: 10,
  /** Sets or repetitions done in one session: more is a typing slip. */
  countMax: 999,
  /** Exercises one request may add (a plan has 3 to 5; 20 leaves room). */
  addMax: 20,
  /** Weeks the progress card looks back over. */
  progressWeeks: 8,
} as const;

export const REHAB_MESSAGES = {
  notFound: 'That exercise is not in your rehab list.',
  logNotFound: 'That session is not in your log.',
  assessmentNotFound: 'Assessment not found.',
  unknownExercise: 'One of those exercises is not in this assessment.',
  noPlan: 'This assessment has no exercises to add.',
  badDate: 'Please choose a date between 1 January 2023 and today.',
  badPain: 'Pain must be a whole number from 0 to 10.',
  noteTooLong: 'Please keep the note to 500 characters or fewer.',
  badCount: 'Sets and repetitions must be whole numbers from 1 to 999.',
  // The toasts (docs/decisions/product-texts.md).
  loadFailed: 'Failed to load exercises. Please try again.',
  deleteFailed: 'Failed to delete exercise. Please try again.',
  deleted: 'Exercise deleted successfully.',
  added: 'Added to My Rehab.',
  alreadyAdded: 'Already in My Rehab.',
  addFailed: 'Could not add to My Rehab. Please try again.',
  logFailed: 'Could not save this session. Please try again.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** YYYY-MM-DD of a Date in UTC. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The latest date that is 'today' somewhere: the browser sends the user's own calendar date, which
 * runs up to 14 hours ahead of UTC (Kiribati), so the server accepts that far and no further.
 */
export function latestToday(now: Date = new Date()): string {
  return isoDay(new Date(now.getTime() + 14 * 3_600_000));
}

/** True for a real calendar date from 2023-01-01 up to today (anywhere). */
export function isRehabDate(value: string, now: Date = new Date()): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || isoDay(parsed) !== value) return false;
  return value >= REHAB_LIMITS.firstDate && value <= latestToday(now);
}

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

export const REHAB_CHECKIN = {
  maxActivities: 3,
  activityMaxChars: 80,
  /** Minimal clinically important difference: NRS 2 points, PSFS 2 points on the mean. */
  mcid: 2,
  /** A logged pain above this suggests a re-assessment... */
  highPain: 7,
  /** ...as does a rise of this many points within a week. */
  painRise: 3,
} as const;

export const CHECKIN_MESSAGES = {
  activityName: 'Please name the activity (up to 80 characters).',
  badScore: 'Scores must be whole numbers from 0 to 10.',
  tooMany: 'Up to 3 activities.',
  duplicate: 'Please name each activity once.',
} as const;

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

/** Monday of the week a YYYY-MM-DD day falls in. */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return isoDay(new Date(date.getTime() - back * 86_400_000));
}

export const addDays = (day: string, days: number): string =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

const WORD_COUNTS: Record<string, number> = { once: 1, twice: 2, thrice: 3 };

/**
 * Sessions a week an exercise's frequency asks for ('2 times a day' is 14, 'Once a day, 4 days a
 * week' 4, '2-3 times a week' 2: a range counts its lower end). Unreadable text counts as daily.
 */
export function sessionsPerWeek(frequency: string): number {
  const text = frequency.toLowerCase();
  const count = (unit: 'day' | 'week'): number | null => {
    const digits = new RegExp(`(\\d+)(?:\\s*-\\s*\\d+)?\\s+times?\\s+(?:a|per)\\s+${unit}`).exec(text);
    if (digits) return Number(digits[1]);
    const word = new RegExp(`\\b(once|twice|thrice)(?:\\s+or\\s+\\w+)?\\s+(?:a|per)\\s+${unit}`).exec(text);
    if (word) return WORD_COUNTS[word[1] as string] ?? null;
    return null;
  };
  const days = /(\d+)(?:\s*-\s*\d+)?\s+days?\s+(?:a|per)\s+week/.exec(text);
  const perDay = count('day');
  if (days) return (perDay ?? 1) * Number(days[1]);
  if (perDay !== null) return perDay * 7;
  const perWeek = count('week');
  if (perWeek !== null) return perWeek;
  return 7;
}

// ---- Flare-up mode: 3 days of the engine's gentler set, then 'how did it go?' ----

export const FLARE_UP = {
  days: 3,
  advice: [
    'A flare-up is common and usually settles within a few days; it does not mean new damage.',
    'Keep moving gently: short, frequent bouts of easy movement help more than bed rest.',
    'Do the gentler set below instead of your usual exercises; keep pain during them at 3-4 out of 10 or less.',
    'Heat or a cold pack for 15-20 minutes can ease the pain; use whichever feels better.',
    'If the pain keeps getting worse, or anything new appears (numbness, weakness, fever), take a new assessment or see a professional.',
  ],
  outcomes: ['better', 'same', 'worse'],
} as const;

export const FLARE_MESSAGES = {
  noAssessment: 'Flare-up mode needs a saved assessment to base the gentler set on.',
  notFound: 'That flare-up was not found.',
  worse: 'A flare-up that got worse over 3 days is worth a new assessment.',
} as const;

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

export const REMINDERS = {
  /** No reminder is sent from 22:00 to 07:00 the user's time: a time in those hours is refused. */
  quietFrom: '22:00',
  quietUntil: '07:00',
  /** A reminder more than this late (the server was down) is skipped, never sent late. */
  lateMinutes: 120,
  /** The time offered before the user picks one. */
  defaultTime: '18:00',
  /** The reminder in the calendar file lasts this long. */
  calendarMinutes: 15,
} as const;

/** ISO weekdays, Monday 1 to Sunday 7 (as the calendar's RRULE and Luxon count them). */
export const WEEKDAYS = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 7, short: 'Sun', long: 'Sunday' },
] as const;

export const REMINDER_MESSAGES = {
  badTime: 'Please choose a time, such as 18:00.',
  quietTime:
    'Reminders are not sent between 22:00 and 07:00 your time. Please choose a time from 07:00 to 21:59.',
  badZone: 'Please choose your time zone from the list.',
  noDays: 'Please choose at least one day.',
  badDay: 'Days are numbered 1 (Monday) to 7 (Sunday).',
  quietRule:
    'Reminders are never sent between 22:00 and 07:00 your time, and one that would arrive more than 2 hours late is skipped.',
  badLink: 'This unsubscribe link is not valid. You can turn reminders off on the My Rehab page.',
  unsubscribed: 'You will get no more reminder emails. You can turn them on again on the My Rehab page.',
  noSchedule: 'Please save a reminder schedule first.',
  saved: 'Reminder settings saved.',
  saveFailed: 'Could not save your reminder settings. Please try again.',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for HH:MM inside the quiet hours (22:00 up to 07:00). */
export const isQuietTime = (time: string): boolean =>
  time >= REMINDERS.quietFrom || time < REMINDERS.quietUntil;

/** An IANA time zone name the runtime knows (Europe/London, America/New_York, UTC). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

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
