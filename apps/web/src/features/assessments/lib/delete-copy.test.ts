import { planEditSchema } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { DELETE_COPY, planEditFor, REGENERATE_FAILED } from './delete-copy.ts';

describe('deleting plan items', () => {
  it('uses the spec texts verbatim', () => {
    expect(DELETE_COPY.exercise.title).toBe('Delete Exercise?');
    expect(DELETE_COPY.exercise.description).toBe(
      'This action cannot be undone. Are you sure you want to permanently delete this exercise from your recommendations?',
    );
    expect(DELETE_COPY.symptom.title).toBe('Delete Symptom');
    expect(DELETE_COPY.symptom.description).toMatch(/re-evaluate your whole assessment/);
    expect(DELETE_COPY.symptom.description).toMatch(/cannot be undone/);
    expect(
      [DELETE_COPY.exercise, DELETE_COPY.lifestyle, DELETE_COPY.product, DELETE_COPY.symptom].map(
        (c) => c.successTitle,
      ),
    ).toEqual([
      'Exercise Deleted',
      'Lifestyle Recommendation Deleted',
      'Suggested Tool Deleted',
      'Symptom Deleted',
    ]);
    expect(REGENERATE_FAILED).toEqual({
      title: 'Error',
      text: 'Failed to update assessment. Please try again.',
    });
  });

  it('builds plan edits the server accepts', () => {
    for (const [kind, field] of [
      ['exercise', 'removeExercises'],
      ['lifestyle', 'removeLifestyle'],
      ['product', 'removeProducts'],
      ['symptom', 'removePainAreas'],
    ] as const) {
      const edit = planEditFor(kind, 'x');
      expect(edit).toEqual({ [field]: ['x'] });
      expect(planEditSchema.safeParse(edit).success).toBe(true);
    }
  });
});
