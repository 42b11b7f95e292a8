import { createHash } from 'node:crypto';
import { PRODUCT_NAME, REMINDERS, WEEKDAYS } from '@physiomate/shared';
import type { ICalWeekday } from 'ical-generator';
import { DateTime } from 'luxon';
import { nextReminderAt, type Schedule } from './reminders.ts';

/** ISO weekday (1 is Monday) to the RRULE's BYDAY code; the same strings as ical-generator's ICalWeekday. */
const BY_DAY = { 1: 'MO', 2: 'TU', 3: 'WE', 4: 'TH', 5: 'FR', 6: 'SA', 7: 'SU' } as Record<
  number,
  ICalWeekday
>;

/**
 * 'Add to calendar': the reminder schedule as one weekly recurring event (RRULE BYDAY) at the
 * chosen time in the user's zone, starting on the first chosen day from today. It names no
 * exercise: a calendar file travels to other services, so it holds no health words.
 */
export async function reminderCalendar(
  userId: string,
  schedule: Schedule,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<string> {
  // The generator and the time-zone rules (about 1 MB of heap) are imported when a calendar is
  // first asked for, not at start.
  const [{ default: ical, ICalEventRepeatingFreq }, { tzlib_get_ical_block }] = await Promise.all([
    import('ical-generator'),
    import('timezones-ical-library'),
  ]);
  /** The zone's VTIMEZONE block (its daylight-saving rules), so every calendar app reads the time alike. */
  const vtimezone = (name: string): string | null => {
    try {
      const block = tzlib_get_ical_block(name);
      return Array.isArray(block) && block[0] ? block[0] : null;
    } catch {
      return null;
    }
  };
  const today = DateTime.fromJSDate(now, { zone: schedule.timeZone }).startOf('day');
  const first = nextReminderAt(schedule, today.minus({ milliseconds: 1 }).toJSDate());
  if (!first) throw new Error('a schedule without days has no calendar');
  const start = DateTime.fromJSDate(first, { zone: schedule.timeZone });
  const calendar = ical({
    name: `${PRODUCT_NAME}: rehab exercises`,
    prodId: { company: PRODUCT_NAME, product: 'My Rehab', language: 'EN' },
  });
  // The zone named on the event (not the calendar, which would write DTSTAMP in local time); the
  // generator adds its VTIMEZONE.
  calendar.timezone({ name: null, generator: vtimezone });
  const host = new URL(publicUrl).hostname;
  const uid = createHash('sha256').update(`rehab-reminders:${userId}`).digest('hex').slice(0, 32);
  const days = WEEKDAYS.filter((d) => schedule.days.includes(d.day)).map((d) => d.long);
  calendar.createEvent({
    id: `${uid}@${host}`,
    stamp: DateTime.fromJSDate(now, { zone: 'utc' }),
    start,
    end: start.plus({ minutes: REMINDERS.calendarMinutes }),
    timezone: schedule.timeZone,
    summary: 'Rehab exercises',
    description: `Time for your rehab exercises (${days.join(', ')} at ${schedule.time}). Open My Rehab: ${publicUrl}/my-rehab`,
    url: `${publicUrl}/my-rehab`,
    repeating: {
      freq: ICalEventRepeatingFreq.WEEKLY,
      byDay: schedule.days.map((d) => BY_DAY[d] as ICalWeekday),
    },
  });
  return calendar.toString();
}
