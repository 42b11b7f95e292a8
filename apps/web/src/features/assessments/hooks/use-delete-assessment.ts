import { type AssessmentSummary, RESULT_MESSAGES } from '@physiomate/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/toast';
import { assessmentKeys, deleteAssessment } from '../api/assessments-api';

/** The success toast differs by page; both wordings are the product's (docs/decisions/product-texts.md). */
const DELETED_TOAST = {
  'my-assessments': { title: RESULT_MESSAGES.listDeletedTitle, description: RESULT_MESSAGES.listDeleted },
  'limit-dialog': { title: RESULT_MESSAGES.deletedTitle, description: RESULT_MESSAGES.deleted },
} as const;

/**
 * Deleting a saved assessment, from My Assessments or the wizard's limit dialog: the card leaves the
 * cached list at once, its detail is forgotten, and the list is read again.
 */
export function useDeleteAssessment(where: keyof typeof DELETED_TOAST, onDeleted?: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAssessment(id),
    onSuccess: async (_data, id) => {
      // A list read that started before the delete would put the deleted card back when it lands:
      // cancel it, drop the card, then read the list afresh.
      await queryClient.cancelQueries({ queryKey: assessmentKeys.list() });
      queryClient.setQueryData<AssessmentSummary[]>(assessmentKeys.list(), (old) =>
        old?.filter((a) => a.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.list() });
      queryClient.removeQueries({ queryKey: assessmentKeys.detail(id) });
      const toast = DELETED_TOAST[where];
      void notify('success', toast.title, { description: toast.description });
      onDeleted?.(id);
    },
    onError: () => {
      void notify('error', 'Error', { description: RESULT_MESSAGES.deleteFailed });
    },
  });
}
