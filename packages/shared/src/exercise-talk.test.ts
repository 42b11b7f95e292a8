import { describe, expect, it } from 'vitest';
import { mentionsExercise, withoutExerciseTalk } from './exercise-talk.ts';

describe('mentionsExercise', () => {
  it('finds exercise, exercises and exercising in any case', () => {
    expect(mentionsExercise('No exercise plan is given.')).toBe(true);
    expect(mentionsExercise('Do not start Exercises yet')).toBe(true);
    expect(mentionsExercise('Stop EXERCISING now.')).toBe(true);
    expect(mentionsExercise('Rest and call 999.')).toBe(false);
  });
});

describe('withoutExerciseTalk', () => {
  it('drops the sentences about exercise and keeps the rest', () => {
    expect(withoutExerciseTalk('Call 999 now. No exercise plan is given.')).toBe('Call 999 now.');
    expect(withoutExerciseTalk('No exercises today! Call 999? Yes.')).toBe('Call 999? Yes.');
    expect(withoutExerciseTalk('Do not start Exercises yet')).toBe('');
  });

  it("drops the sentence after a parenthesis's stop, keeping the parenthesis", () => {
    expect(withoutExerciseTalk('Call 999 now. (Screening raised: x.) No exercise plan is given.')).toBe(
      'Call 999 now. (Screening raised: x.)',
    );
    expect(
      withoutExerciseTalk(
        'Call the emergency number now (999 in the UK, 112 in Europe, 911 in North America). Stop what you are doing, sit down and rest while you wait. (Screening raised: possible heart-related pain.) No exercise plan is given until you have been seen.',
      ),
    ).toBe(
      'Call the emergency number now (999 in the UK, 112 in Europe, 911 in North America). Stop what you are doing, sit down and rest while you wait. (Screening raised: possible heart-related pain.)',
    );
  });

  it('returns a text with no exercise wording as it was, spaces and line breaks included', () => {
    expect(withoutExerciseTalk('Rest now.')).toBe('Rest now.');
    expect(withoutExerciseTalk('  Rest now.\n\nCall 999.  ')).toBe('  Rest now.\n\nCall 999.  ');
  });

  it("keeps a summary's lines, dropping a bullet that was only about exercise", () => {
    expect(
      withoutExerciseTalk(
        'Serious. Go now.\n\n• Likely cause: Needs a doctor\n• Note: No exercise plan is given.',
      ),
    ).toBe('Serious. Go now.\n\n• Likely cause: Needs a doctor');
  });

  it('cleans each line on its own, so a line without a stop loses only itself', () => {
    expect(withoutExerciseTalk('• Call 999 now\n• Stop the exercises\n• Sit down')).toBe(
      '• Call 999 now\n• Sit down',
    );
    expect(withoutExerciseTalk('Call 999. No exercise.\nSit down. Rest.')).toBe('Call 999.\nSit down. Rest.');
  });
});
