import { describe, expect, it } from 'vitest';
import { belowProCap, readPendingAssessment, saveDialogFor } from './save-rules';
import { clearAssessmentKeys, SESSION_KEYS } from './session-keys';
import { MemoryStorage } from './test-storage';

const SYMPTOMS =
  'My left knee has ached for three weeks, worse on stairs and after running, better with rest and ice.';

function completed(
  overrides: {
    symptoms?: string;
    painLocations?: unknown;
    recommendations?: unknown;
    safetyAnswers?: unknown;
    corrections?: unknown;
  } = {},
) {
  const storage = new MemoryStorage();
  storage.setItem(
    SESSION_KEYS.assessmentData,
    JSON.stringify({
      symptoms: overrides.symptoms ?? SYMPTOMS,
      painLocations: overrides.painLocations ?? ['Left knee'],
      ...(overrides.safetyAnswers === undefined ? {} : { safetyAnswers: overrides.safetyAnswers }),
      ...(overrides.corrections === undefined ? {} : { corrections: overrides.corrections }),
    }),
  );
  if (overrides.recommendations !== null) {
    storage.setItem(
      SESSION_KEYS.recommendations,
      JSON.stringify(overrides.recommendations ?? { summary: 'x', exercises: [{ name: 'Squat' }] }),
    );
  }
  return storage;
}

describe('saveDialogFor', () => {
  it('asks a free user with a saved assessment to confirm the replacement', () => {
    expect(saveDialogFor('free', 0)).toBeNull();
    expect(saveDialogFor('free', 1)).toBe('replace');
  });

  it('asks a free user with several saved (left from a paid plan) which one to keep', () => {
    expect(saveDialogFor('free', 2)).toBe('keep-one');
    expect(saveDialogFor('free', 5)).toBe('keep-one');
  });

  it('shows the limit dialog to a pro user at 5 or more (docs/decisions/tiers.md: the cap is 5)', () => {
    expect(saveDialogFor('pro', 0)).toBeNull();
    expect(saveDialogFor('pro', 4)).toBeNull();
    expect(saveDialogFor('pro', 5)).toBe('limit');
    expect(saveDialogFor('pro', 7)).toBe('limit');
  });

  it('never stops a master user', () => {
    expect(saveDialogFor('master', 0)).toBeNull();
    expect(saveDialogFor('master', 500)).toBeNull();
  });

  it('lets the limit dialog close once fewer than 5 remain', () => {
    expect(belowProCap(5)).toBe(false);
    expect(belowProCap(4)).toBe(true);
  });
});

describe('readPendingAssessment', () => {
  it('finds a completed anonymous assessment (data plus recommendations)', () => {
    expect(readPendingAssessment(completed())).toEqual({
      symptoms: SYMPTOMS,
      painLocations: ['Left knee'],
    });
  });

  it('carries the safety answers when the assessment had the check, dropping anything invalid', () => {
    const answers = [
      { id: 'fever', answer: 'no' },
      { id: 'saddle-bladder', answer: 'yes' },
    ];
    expect(readPendingAssessment(completed({ safetyAnswers: answers }))).toEqual({
      symptoms: SYMPTOMS,
      painLocations: ['Left knee'],
      safetyAnswers: answers,
    });
    const junk = [
      { id: 'fever', answer: 'maybe' },
      { id: 'made-up', answer: 'no' },
      'x',
      ...answers,
      answers[0],
    ];
    expect(readPendingAssessment(completed({ safetyAnswers: junk }))?.safetyAnswers).toEqual(answers);
    expect(readPendingAssessment(completed({ safetyAnswers: 'yes' }))).not.toHaveProperty('safetyAnswers');
  });

  it("carries the corrections to 'What we understood', so the saved plan is the one the visitor read", () => {
    const corrections = { remove: ['running'], add: ['night_pain'], sinceDays: 21 };
    expect(readPendingAssessment(completed({ corrections }))).toEqual({
      symptoms: SYMPTOMS,
      painLocations: ['Left knee'],
      corrections,
    });
    for (const junk of ['x', ['running'], null]) {
      expect(readPendingAssessment(completed({ corrections: junk }))).not.toHaveProperty('corrections');
    }
  });

  it('ignores a draft without recommendations', () => {
    expect(readPendingAssessment(completed({ recommendations: null }))).toBeNull();
  });

  it('ignores data that would not pass validation', () => {
    expect(readPendingAssessment(completed({ symptoms: 'Sore knee.' }))).toBeNull();
    expect(readPendingAssessment(completed({ symptoms: `   ${'a'.repeat(99)}   ` }))).toBeNull();
    expect(readPendingAssessment(completed({ painLocations: [] }))).toBeNull();
    expect(readPendingAssessment(completed({ painLocations: [' ', 3] }))).toBeNull();
    expect(readPendingAssessment(completed({ painLocations: 'Left knee' }))).toBeNull();
  });

  it('ignores broken JSON and missing storage', () => {
    const storage = completed();
    storage.setItem(SESSION_KEYS.recommendations, '{oops');
    expect(readPendingAssessment(storage)).toBeNull();
    expect(readPendingAssessment(null)).toBeNull();
  });

  it('ignores assessmentData while the wizard has a draft in progress', () => {
    const storage = completed();
    storage.setItem(SESSION_KEYS.draft, JSON.stringify({ step: 1 }));
    expect(readPendingAssessment(storage)).toBeNull();
  });

  it('clearAssessmentKeys removes exactly the assessment keys', () => {
    const storage = completed();
    storage.setItem(SESSION_KEYS.draft, '{}');
    storage.setItem('physiomate.justSignedOut', '1');
    clearAssessmentKeys(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('physiomate.justSignedOut')).toBe('1');
  });
});
