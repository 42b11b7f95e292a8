import { SAFETY_QUESTION_BY_ID } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { parseSafetyAnswers, safetyAnswerRows } from './safety-answers.ts';

describe('parseSafetyAnswers', () => {
  it('keeps known questions with a valid answer, first answer per question, in order', () => {
    expect(
      parseSafetyAnswers([
        { id: 'fever', answer: 'no' },
        { id: 'chest', answer: 'unsure' },
        { id: 'fever', answer: 'yes' },
        { id: 'made-up', answer: 'yes' },
        { id: 'calf', answer: 'maybe' },
        null,
        'fever',
        { id: 'weight-loss', answer: 'yes' },
      ]),
    ).toEqual([
      { id: 'fever', answer: 'no' },
      { id: 'chest', answer: 'unsure' },
      { id: 'weight-loss', answer: 'yes' },
    ]);
  });

  it('reads anything that is not a list as no answers', () => {
    expect(parseSafetyAnswers(undefined)).toEqual([]);
    expect(parseSafetyAnswers({ fever: 'yes' })).toEqual([]);
  });
});

describe('safetyAnswerRows', () => {
  it("pairs each question's text with the answer's label", () => {
    const rows = safetyAnswerRows([
      { id: 'fever', answer: 'yes' },
      { id: 'chest', answer: 'no' },
      { id: 'calf', answer: 'unsure' },
    ]);
    expect(rows.map((r) => r.label)).toEqual(['Yes', 'No', 'Not sure']);
    expect(rows[0]!.question).toBe(SAFETY_QUESTION_BY_ID.get('fever')!.text);
    expect(rows[2]!.question).toBe(SAFETY_QUESTION_BY_ID.get('calf')!.text);
  });

  it('is empty when nothing was asked', () => {
    expect(safetyAnswerRows([])).toEqual([]);
  });
});
