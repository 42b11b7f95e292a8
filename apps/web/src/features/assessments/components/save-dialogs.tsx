import { ASSESSMENT_MESSAGES, type AssessmentSummary, RESULT_MESSAGES } from '@physiomate/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { belowProCap } from '@/lib/assessment-storage/save-rules';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/toast';
import { assessmentKeys, deleteAssessment, listAssessments } from '../api/assessments-api';
import { useDeleteAssessment } from '../hooks/use-delete-assessment';

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
  // One click only asks: deleting is confirmed, as on My Assessments.
  const [confirming, setConfirming] = useState<AssessmentSummary | null>(null);
  const list = useQuery({
    queryKey: assessmentKeys.list(),
    queryFn: ({ signal }) => listAssessments(signal),
    refetchOnMount: 'always',
  });

  const remove = useDeleteAssessment('limit-dialog', () => setConfirming(null));

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

const KEEP_NEW = 'new';

/**
 * A free account with several saved assessments (left from a paid plan; falling back deletes
 * nothing). Free keeps one, so the user chooses which: this new one (the saved ones are deleted with
 * it, and the server checks they were all named), or one of the saved ones (the others are deleted
 * and this new one is not saved; what was typed stays in the wizard). Mount it only while open.
 */
export function KeepOneDialog({
  onKeepNew,
  onClose,
}: {
  onKeepNew: (replaceIds: string[]) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const groupId = useId();
  const [choice, setChoice] = useState(KEEP_NEW);
  const list = useQuery({
    queryKey: assessmentKeys.list(),
    queryFn: ({ signal }) => listAssessments(signal),
    refetchOnMount: 'always',
  });
  const saved = list.data ?? [];

  const keepOld = useMutation({
    mutationFn: async (keepId: string) => {
      for (const assessment of saved) {
        if (assessment.id !== keepId) await deleteAssessment(assessment.id);
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: assessmentKeys.list() }),
    onSuccess: (_data, keepId) => {
      const kept = saved.find((a) => a.id === keepId);
      void notify('success', 'Assessment kept', {
        description: `You kept your assessment from ${kept ? formatDateTime(kept.createdAt) : 'before'}; the others were deleted. This new one was not saved.`,
      });
      onClose();
    },
    onError: () => void notify('error', 'Error', { description: RESULT_MESSAGES.deleteFailed }),
  });

  const confirm = () => {
    if (choice === KEEP_NEW) onKeepNew(saved.map((a) => a.id));
    else keepOld.mutate(choice);
  };

  return (
    <Dialog open onOpenChange={(open) => (open || keepOld.isPending ? undefined : onClose())}>
      <DialogContent title={ASSESSMENT_MESSAGES.freeLimitTitle} description={ASSESSMENT_MESSAGES.freeLimit}>
        {list.isPending ? (
          <p role="status" className="text-slate-600">
            Loading your assessments...
          </p>
        ) : list.isError ? (
          <p role="alert" className="text-red-800">
            {RESULT_MESSAGES.listLoadFailed}
          </p>
        ) : (
          <fieldset aria-describedby={`${groupId}-hint`}>
            <legend className="font-semibold text-ink">Which assessment do you want to keep?</legend>
            <p id={`${groupId}-hint`} className="mt-1 text-sm leading-6 text-slate-700">
              You have {saved.length} saved from your earlier plan. The Free plan keeps one: the others are
              deleted for good, with their recommendations.
            </p>
            <ul className="mt-3 space-y-2">
              {[{ id: KEEP_NEW, title: 'This new assessment', text: 'Save it and delete the saved ones.' }]
                .concat(
                  saved.map((a) => ({
                    id: a.id,
                    title: formatDateTime(a.createdAt),
                    text: a.symptomsPreview,
                  })),
                )
                .map((option) => (
                  <li key={option.id}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                      <input
                        type="radio"
                        name={groupId}
                        value={option.id}
                        checked={choice === option.id}
                        onChange={() => setChoice(option.id)}
                        className="mt-1 size-4 accent-brand-700"
                      />
                      <span className="min-w-0">
                        <span className="block text-sm font-semibold text-ink">{option.title}</span>
                        <span className="mt-0.5 line-clamp-2 block text-sm leading-6 text-slate-700">
                          {option.text}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
            </ul>
          </fieldset>
        )}
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={keepOld.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            onClick={confirm}
            disabled={!list.isSuccess || keepOld.isPending}
            aria-busy={keepOld.isPending || undefined}
          >
            {keepOld.isPending ? 'Deleting...' : 'Keep this one, delete the others'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
