import { type AssessmentSummary, RESULT_MESSAGES, TIMINGS } from '@physiomate/shared';
import { useQuery } from '@tanstack/react-query';
import { ClipboardPlus, Plus } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { LazyConfirmDialog as ConfirmDialog, loadConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { paths } from '@/config/paths';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { isApiError } from '@/lib/api-client';
import { seedQueries } from '@/lib/early-reads';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useViewer } from '@/lib/viewer';
import { assessmentKeys, listAssessments, listQuery } from '../api/assessments-api';
import { AssessmentCard } from '../components/assessment-card';
import { useDeleteAssessment } from '../hooks/use-delete-assessment';

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading assessments" className="grid gap-6 md:grid-cols-2">
      {[0, 1].map((i) => (
        <div key={i} className="h-72 animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none" />
      ))}
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
      >
        <ClipboardPlus className="size-7" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-ink">No assessments yet</h2>
      <p className="mt-2 max-w-md leading-7 text-slate-700">
        Describe your symptoms and mark where it hurts to get a personalised plan. It takes about 5-10
        minutes.
      </p>
      <ButtonLink to={paths.assessment} className="mt-6">
        Take Your First Assessment
      </ButtonLink>
    </div>
  );
}

/** For the router's lazy load: the list's answer already in from <head>, in its query. */
export function seedEarlyReads(): Promise<void> {
  return seedQueries([listQuery()]);
}

export default function MyAssessmentsRoute() {
  usePageTitle('My Assessments');
  const viewer = useViewer();
  const [selected, setSelected] = useState<AssessmentSummary | null>(null);
  const list = useQuery({
    queryKey: assessmentKeys.list(),
    queryFn: ({ signal }) => listAssessments(signal),
    enabled: !viewer.isLoading && viewer.user !== null,
  });
  const { refetch } = list;

  // Reload once, TIMINGS.listReloadAfterUserMs after the user is known (a save finishing in another
  // tab, such as a confirmation link's, lands in the list without a manual reload)...
  const userId = viewer.user?.id;
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => void refetch(), TIMINGS.listReloadAfterUserMs);
    return () => clearTimeout(timer);
  }, [userId, refetch]);

  // ...and whenever the tab becomes visible again (after being hidden: a page that only finished
  // loading, which some browsers announce as a visibility change, does not count).
  useEffect(() => {
    let wasHidden = document.visibilityState === 'hidden';
    const onVisible = () => {
      if (document.visibilityState === 'hidden') wasHidden = true;
      else if (wasHidden) {
        wasHidden = false;
        void refetch();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  useEffect(() => {
    if (list.isError && !(isApiError(list.error) && list.error.status === 401)) {
      void notify('error', 'Error', { description: RESULT_MESSAGES.listLoadFailed });
    }
  }, [list.isError, list.error]);

  const remove = useDeleteAssessment('my-assessments', () => setSelected(null));
  const listed = list.isSuccess;
  useEffect(() => (listed ? afterFirstPaint(() => void loadConfirmDialog()) : undefined), [listed]);

  if (!viewer.isLoading && viewer.user === null) return <Navigate to={paths.auth} replace />;
  if (list.isError && isApiError(list.error) && list.error.status === 401) {
    return <Navigate to={paths.auth} replace />;
  }

  const assessments = list.data ?? [];

  return (
    <div className="min-h-full bg-slate-50">
      <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-10 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:py-12">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">My Assessments</h1>
            <p className="mt-3 max-w-2xl leading-7 text-slate-700">
              Your saved assessments, newest first. Open one to see its full plan.
            </p>
          </div>
          <ButtonLink to={paths.assessment} className="shrink-0">
            <Plus aria-hidden="true" className="size-4" />
            New Assessment
          </ButtonLink>
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        {viewer.isLoading || list.isPending ? (
          <ListSkeleton />
        ) : list.isError ? (
          <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
            <p>{RESULT_MESSAGES.listLoadFailed}</p>
            <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : assessments.length === 0 ? (
          <EmptyState />
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {assessments.map((assessment) => (
              <AssessmentCard key={assessment.id} assessment={assessment} onDelete={setSelected} />
            ))}
          </div>
        )}
      </div>

      <Suspense fallback={null}>
        {selected ? (
          <ConfirmDialog
            open
            onOpenChange={(open) => (open ? undefined : setSelected(null))}
            title="Delete Assessment?"
            description="This permanently deletes the assessment and its recommendations. This action cannot be undone."
            confirmLabel="Delete Assessment"
            busy={remove.isPending}
            busyLabel="Deleting…"
            onConfirm={() => remove.mutate(selected.id)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
