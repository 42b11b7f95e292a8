import { planEditSchema } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { planEditFor } from './delete-copy.ts';

describe('deleting plan items', () => {
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
