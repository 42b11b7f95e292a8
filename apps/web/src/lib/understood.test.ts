import type { Understood } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import {
  addableOf,
  correctionsOf,
  EMPTY_DRAFT,
  groupsOf,
  toDays,
  toParts,
  withAdded,
  withRemoved,
} from './understood';

const understood: Understood = {
  where: ['Right knee'],
  sinceDays: 21,
  since: 'about 3 weeks (recent, under 6 weeks)',
  started: [{ id: 'running', label: 'Running', editable: true }],
  worse: [{ id: 'stairs', label: 'Pain on stairs', editable: true }],
  eases: [],
  other: [{ id: 'saddle_numbness', label: 'Numbness in the saddle area', editable: false }],
  denied: [{ id: 'swelling', label: 'Swelling', editable: true }],
  addable: [
    { id: 'squatting', label: 'Pain squatting or kneeling', editable: true, group: 'worse' },
    { id: 'ease_rest', label: 'Easier with rest', editable: true, group: 'eases' },
  ],
};

describe("'What we understood' draft", () => {
  it('shows only groups with something in them, in reading order', () => {
    expect(groupsOf(understood, EMPTY_DRAFT).map((g) => g.title)).toEqual([
      'How it started',
      'What makes it worse',
      'Other symptoms',
      'You said no to',
    ]);
  });

  it('removing and adding move chips, and the corrections say exactly that', () => {
    let draft = withRemoved(EMPTY_DRAFT, 'running');
    draft = withAdded(draft, 'ease_rest');
    const groups = groupsOf(understood, draft);
    expect(groups.find((g) => g.key === 'started')).toBeUndefined();
    expect(groups.find((g) => g.key === 'eases')?.chips.map((c) => [c.id, c.added])).toEqual([
      ['ease_rest', true],
    ]);
    expect(addableOf(understood, draft).map((c) => c.id)).toEqual(['squatting']);
    expect(correctionsOf(draft, understood)).toEqual({ remove: ['running'], add: ['ease_rest'] });
  });

  it('taking back an added chip, or re-adding a removed one, leaves nothing to send', () => {
    expect(
      correctionsOf(withRemoved(withAdded(EMPTY_DRAFT, 'ease_rest'), 'ease_rest'), understood),
    ).toBeNull();
    expect(correctionsOf(withAdded(withRemoved(EMPTY_DRAFT, 'running'), 'running'), understood)).toBeNull();
  });

  it('a duration is sent only when it changed; not sure clears it', () => {
    expect(correctionsOf({ ...EMPTY_DRAFT, sinceDays: 21 }, understood)).toBeNull();
    expect(correctionsOf({ ...EMPTY_DRAFT, sinceDays: 120 }, understood)).toEqual({
      remove: [],
      add: [],
      sinceDays: 120,
    });
    expect(correctionsOf({ ...EMPTY_DRAFT, sinceDays: null }, understood)?.sinceDays).toBeNull();
  });
});

describe('durations as people say them', () => {
  it.each([
    [21, '3', 'weeks'],
    [5, '5', 'days'],
    [120, '4', 'months'],
    [730, '2', 'years'],
  ] as const)('%i days reads as %s %s', (days, amount, unit) => {
    expect(toParts(days)).toEqual({ amount, unit });
  });

  it('turns what was typed into days, or says what is wrong', () => {
    expect(toDays('3', 'weeks')).toEqual({ days: 21 });
    expect(toDays(' 2 ', 'months')).toEqual({ days: 60 });
    expect(toDays('two', 'weeks')).toEqual({ error: expect.stringMatching(/whole number/) });
    expect(toDays('-1', 'days')).toEqual({ error: expect.stringMatching(/whole number/) });
    expect(toDays('200', 'years')).toEqual({ error: expect.stringMatching(/100 years/) });
  });
});
