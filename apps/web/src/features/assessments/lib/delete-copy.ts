import type { PlanEdit } from '@physiomate/shared';
import type { PlanItemKind } from './recommendation';

/** Confirmation dialogs and success toasts for removing plan items (docs/decisions/product-texts.md). */
export const DELETE_COPY: Record<
  PlanItemKind,
  { title: string; description: string; confirm: string; successTitle: string; successText: string }
> = {
  exercise: {
    title: 'Delete Exercise?',
    description:
      'This action cannot be undone. Are you sure you want to permanently delete this exercise from your recommendations?',
    confirm: 'Delete Exercise',
    successTitle: 'Exercise Deleted',
    successText: 'The exercise has been removed from your recommendations.',
  },
  lifestyle: {
    title: 'Delete Lifestyle Recommendation?',
    description:
      'This action cannot be undone. Are you sure you want to permanently delete this lifestyle recommendation?',
    confirm: 'Delete Recommendation',
    successTitle: 'Lifestyle Recommendation Deleted',
    successText: 'The lifestyle recommendation has been removed.',
  },
  product: {
    title: 'Delete Suggested Tool?',
    description:
      'This action cannot be undone. Are you sure you want to permanently delete this suggested tool?',
    confirm: 'Delete Tool',
    successTitle: 'Suggested Tool Deleted',
    successText: 'The suggested tool has been removed.',
  },
  symptom: {
    title: 'Delete Symptom',
    description:
      'Deleting this symptom will re-evaluate your whole assessment and update your recommendations. This action cannot be undone.',
    confirm: 'Delete Symptom',
    successTitle: 'Symptom Deleted',
    successText: 'Your assessment has been re-evaluated without this symptom.',
  },
};

export const REGENERATE_FAILED = { title: 'Error', text: 'Failed to update assessment. Please try again.' };

export function planEditFor(kind: PlanItemKind, key: string): PlanEdit {
  switch (kind) {
    case 'exercise':
      return { removeExercises: [key] };
    case 'lifestyle':
      return { removeLifestyle: [key] };
    case 'product':
      return { removeProducts: [key] };
    case 'symptom':
      return { removePainAreas: [key] };
  }
}
