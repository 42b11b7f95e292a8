import { ASSESSMENT_MESSAGES, type AssessmentSummary, RESULT_MESSAGES } from '@physiomate/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import {
  assessmentKeys,
  deleteAssessment,
  listAssessments,
} from '@/features/assessments/api/assessments-api';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/toast';
import { belowProCap } from '../lib/save-rules';

/** Free tier at its limit: 'Assessment Limit Reached' with the choice to replace the saved one. */
export function ReplaceAssessmentDialog({
  open,
  onOpenChange,
  onReplace,
  cancelLabel = 'Cancel',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReplace: () => void;
  cancelLabel?: string;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={ASSESSMENT_MESSAGES.freeLimitTitle}
      description={`${ASSESSMENT_MESSAGES.freeLimit} ${ASSESSMENT_MESSAGES.replaceTitle} Your saved assessment and its recommendations will be replaced by this new one.`}
      confirmLabel="Replace"
      cancelLabel={cancelLabel}
      onConfirm={onReplace}
    />
  );
}

/**
 * Pro tier at its cap: lists the saved assessments, each with a delete button, and closes on its own
 * once fewer than 5 remain (the user then submits again). Mount it only while it is open: it re-reads
 * the list when it appears.
 */
export function AssessmentLimitDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  // One click only asks: deleting is confirmed, as on My Assessments.
  const [confirming, setConfirming] = useState<AssessmentSummary | null>(null);
  const list = useQuery({
    queryKey: assessmentKeys.list(),
    queryFn: ({ signal }) => listAssessments(signal),
    refetchOnMount: 'always',
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteAssessment(id),
    onSuccess: (_data, id) => {
      setConfirming(null);
      queryClient.setQueryData<AssessmentSummary[]>(assessmentKeys.list(), (old) =>
        old?.filter((a) => a.id !== id),
      );
      queryClient.removeQueries({ queryKey: assessmentKeys.detail(id) });
      void notify('success', 'Assessment Deleted', {
        description: 'Your assessment has been successfully deleted.',
      });
    },
    onError: () => {
      void notify('error', 'Error', { description: RESULT_MESSAGES.deleteFailed });
    },
  });

  const count = list.data?.length;
  useEffect(() => {
    if (count !== undefined && !list.isFetching && belowProCap(count)) onClose();
  }, [count, list.isFetching, onClose]);

  const assessments = list.data ?? [];

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={ASSESSMENT_MESSAGES.freeLimitTitle} description={ASSESSMENT_MESSAGES.proLimit}>
        <p className="leading-7 text-slate-700">
          Delete an assessment to make room for this one. What you typed and drew stays here.
        </p>
        {list.isPending ? (
          <p role="status" className="mt-4 text-slate-600">
            Loading your assessments...
          </p>
        ) : list.isError ? (
          <p role="alert" className="mt-4 text-red-800">
            {RESULT_MESSAGES.listLoadFailed}
          </p>
        ) : (
          <ul aria-label="Your saved assessments" className="mt-4 divide-y divide-slate-200">
            {assessments.map((assessment) => {
              const date = formatDateTime(assessment.createdAt);
              const deleting = remove.isPending && remove.variables === assessment.id;
              return (
                <li key={assessment.id} className="flex items-start gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold text-ink">{date}</p>
                    <p className="mt-1 line-clamp-2 text-sm leading-6 text-slate-700">
                      {assessment.symptomsPreview}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    className="shrink-0"
                    disabled={remove.isPending}
                    aria-busy={deleting || undefined}
                    onClick={() => setConfirming(assessment)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {deleting ? 'Deleting...' : 'Delete'}
                    <span className="sr-only"> assessment from {date}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-4 flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </div>
      </DialogContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Delete Assessment?"
        description={`This permanently deletes the assessment from ${confirming ? formatDateTime(confirming.createdAt) : ''} and its recommendations. This action cannot be undone.`}
        confirmLabel="Delete Assessment"
        busy={remove.isPending}
        busyLabel="Deleting…"
        onConfirm={() => confirming && remove.mutate(confirming.id)}
      />
    </Dialog>
  );
}
