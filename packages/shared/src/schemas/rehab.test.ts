import { describe, expect, it } from 'vitest';
import { isRehabDate, sessionsPerWeek, weekStartOf } from '../rehab-rules.ts';

describe('sessionsPerWeek', () => {
  it.each([
    ['Once a day', 7],
    ['2 times a day', 14],
    ['3 times a day', 21],
    ['2-3 times a day', 14],
    ['Once or twice a day', 7],
    ['Once a day, 4 days a week', 4],
    ['Once a day, ideally before bed', 7],
    ['Twice a day and before bed', 14],
    ['Before first steps and 3 times a day', 21],
    ['2 times a day and when a headache starts', 14],
    ['3 times a week', 3],
    ['2-3 times a week', 2],
    ['3-5 times a week', 3],
    ['Twice a week', 2],
    ['whenever it feels stiff', 7],
  ])('%s → %i', (text, expected) => {
    expect(sessionsPerWeek(text)).toBe(expected);
  });
});

describe('dates', () => {
  it('weeks start on Monday', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStartOf('2026-03-01')).toBe('2026-02-23');
  });
  it('accepts real days from 2023-01-01 to today anywhere, nothing else', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(isRehabDate('2023-01-01', now)).toBe(true);
    expect(isRehabDate('2026-11-24', now)).toBe(true); // already the 24th in Kiribati
    expect(isRehabDate('2026-11-25', now)).toBe(false);
    expect(isRehabDate('2022-12-31', now)).toBe(false);
    expect(isRehabDate('2025-02-29', now)).toBe(false);
    expect(isRehabDate('2024-2-01', now)).toBe(false);
  });
});
