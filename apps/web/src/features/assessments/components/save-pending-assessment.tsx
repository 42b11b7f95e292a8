import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import {
  answerReplaceQuestion,
  useReplaceQuestion,
  useSavePendingAssessment,
} from '../hooks/use-save-pending-assessment';

const ReplaceAssessmentDialog = lazy(() =>
  import('./save-dialogs').then((m) => ({ default: m.ReplaceAssessmentDialog })),
);

/**
 * Saves a completed anonymous assessment once the user signs in (mount inside the app layout's
 * QueryClientProvider). Renders only the replace question, when a free user already has one saved.
 */
export function SavePendingAssessment() {
  useSavePendingAssessment();
  const question = useReplaceQuestion();
  const queryClient = useQueryClient();
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <ReplaceAssessmentDialog
        open
        cancelLabel="Keep existing"
        onOpenChange={(open) => {
          if (!open) answerReplaceQuestion(false, queryClient);
        }}
        onReplace={() => answerReplaceQuestion(true, queryClient)}
      />
    </Suspense>
  );
}
