import { REHAB_LIMITS } from '@physiomate/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** The person's own calendar day (YYYY-MM-DD) of a moment, in the browser's time zone. */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A YYYY-MM-DD day as a local Date at midnight (what the calendar works with). */
export function dayToDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** The calendar's range: 2023-01-01 up to today (docs/decisions/product-texts.md). */
export const firstDay = (): Date => dayToDate(REHAB_LIMITS.firstDate);

/** '21 November 2026' for a YYYY-MM-DD day. */
export function formatLocalDay(day: string): string {
  return dayToDate(day).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}
