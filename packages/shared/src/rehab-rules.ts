/**
 * My Rehab's rules, limits and messages, without zod: what the web pages and the server agree on
 * (docs/decisions/product-texts.md). The request and response schemas built on them are in
 * schemas/rehab.ts; kept apart so a page that only shows a message or checks a date does not load
 * zod with it.
 */

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
