import {
  type Exercise,
  PRODUCT_NAME,
  SAFETY_MESSAGES,
  type SavedAssessmentResponse,
  TIER_RULES,
} from '@physiomate/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Leaf, Printer, RotateCcw, Stethoscope, Wrench } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigationType, useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { LazyConfirmDialog as ConfirmDialog, loadConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { paths } from '@/config/paths';
import { reopenDraft } from '@/features/assessments/lib/draft-storage';
import { usePaintedWith } from '@/lib/after-first-paint';
import { usePageTitle } from '@/lib/use-page-title';
import { useViewer } from '@/lib/viewer';
import { assessmentKeys } from '../api/assessments-api';
import { AnonymousWarning } from '../components/anonymous-warning';
import { ExercisesCard } from '../components/exercises-card';
import { ListCard } from '../components/list-card';
import { NotUnderstoodCard } from '../components/not-understood-card';
import { OtherCausesCard } from '../components/other-causes-card';
import { PrintExercises } from '../components/print-plan';
import { ProblemCard } from '../components/problem-card';
import { ResultsLoading, ResultsNotFound } from '../components/results-states';
import { SafetyAnswersCard } from '../components/safety-answers-card';
import { SummaryCard } from '../components/summary-card';
import { TriageCard } from '../components/triage-card';
import { UnderstoodCard } from '../components/understood-card';
import { type DeleteRequest, useResults } from '../hooks/use-results';
import { DELETE_COPY } from '../lib/delete-copy';
import {
  displayCautions,
  displayLifestyle,
  displaySummary,
  otherCauses,
  PLAN_TITLE,
  resultView,
} from '../lib/result-view';
import '../results.css';
import { formatDay } from '@/lib/format-date';

// The dialogs (Radix with its focus trap and scroll lock, the exercise video) are not part of the
// page's first paint: they load once the result has painted (usePaintedWith below), and a dialog
// opened before that waits for its chunk. With the page they were 16 KB more to fetch and run
// before the result could show.
const loadExerciseDialog = () => import('../components/exercise-dialog');
const ExerciseDialog = lazy(() => loadExerciseDialog().then((m) => ({ default: m.ExerciseDialog })));
const loadDialogs = () => {
  void loadExerciseDialog();
  void loadConfirmDialog();
};

/** What the chat feature lends the results screen (composed in app/routes/results-page.tsx). */
export type ResultsChat = {
  /** PhysioMate AI beside the result; the app downloads it only for pro and master users on a saved result. */
  render: (props: {
    assessmentId: string;
    userId: string;
    readOnly: boolean;
    onAssessmentChanged: (saved?: SavedAssessmentResponse) => void;
  }) => ReactNode;
  /** Whether a saved assessment already has a conversation (kept readable after a Pro plan ends). */
  hasConversation: (assessmentId: string, signal?: AbortSignal) => Promise<boolean>;
};

/** What the rehab feature lends it: 'Add to My Rehab' for a saved result (null id: nothing to add from). */
export type UseRehabActions = (assessmentId: string | null) => {
  enabled: boolean;
  added: Set<string>;
  busy: boolean;
  addOne: (exerciseId: string) => void;
  addAll: () => void;
};

export default function ResultsRoute({
  chat,
  useAddToRehab,
}: {
  chat: ResultsChat;
  useAddToRehab: UseRehabActions;
}) {
  const { assessmentId } = useParams();
  const [search] = useSearchParams();
  const id = assessmentId ?? search.get('assessment');
  const viewer = useViewer();
  const { state, remove, correct, regenerating } = useResults(viewer, id);
  const view = state.status === 'ready' ? resultView(state.rec) : null;
  usePageTitle(view?.documentTitle ?? 'Your Results');
  const [openExercise, setOpenExercise] = useState<Exercise | null>(null);
  const [pending, setPending] = useState<DeleteRequest | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusHeadingOnArrival(state.status !== 'loading');
  // Once the result has painted: the dialogs' chunks, and whether a conversation was kept (below).
  const painted = usePaintedWith(state.status === 'ready');
  useEffect(() => {
    if (painted) loadDialogs();
  }, [painted]);
  const rehab = useAddToRehab(state.status === 'ready' && viewer.user !== null ? state.assessmentId : null);
  const queryClient = useQueryClient();
  // The chat changed the assessment (a re-evaluation applied, or a red flag raised the triage).
  const onAssessmentChanged = useCallback(
    (saved?: SavedAssessmentResponse) => {
      if (!id) return;
      if (saved) queryClient.setQueryData(assessmentKeys.detail(id), saved);
      else void queryClient.invalidateQueries({ queryKey: assessmentKeys.detail(id) });
    },
    [id, queryClient],
  );

  // Without chat (a Pro plan that ended), a conversation already had stays readable.
  const savedId = state.status === 'ready' && viewer.user !== null ? state.assessmentId : null;
  const keptConversation = useQuery({
    queryKey: ['chat', savedId, 'kept'],
    queryFn: ({ signal }) => chat.hasConversation(savedId as string, signal),
    enabled: painted && savedId !== null && !TIER_RULES[viewer.tier].chat,
  });

  if (state.status === 'loading') return <ResultsLoading />;
  if (state.status === 'not-found' || !view) return <ResultsNotFound />;

  const { rec, assessment } = state;
  const signedIn = viewer.user !== null;
  const rules = TIER_RULES[signedIn ? viewer.tier : 'free'];
  const canDelete = signedIn && rules.canDeleteItems;
  const { emergency } = view;
  const visible =
    rules.visibleExercises === null ? rec.exercises : rec.exercises.slice(0, rules.visibleExercises);
  const hiddenCount = rec.exercises.length - visible.length + state.hiddenExercises;
  const date = formatDay(state.createdAt);
  const banner = signedIn ? 'none' : view.banner;
  const cautions = displayCautions(rec);
  const lifestyle = displayLifestyle(rec);
  // Safety answers explain a raised flag or an empty result: then they come first, otherwise last.
  const answersFirst = view.lead !== 'plan';

  const confirmDelete = async () => {
    if (!pending) return;
    setBusy(true);
    const request = pending;
    try {
      await remove(request);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const copy = pending ? DELETE_COPY[pending.kind] : null;

  const actions = (
    <div className="flex shrink-0 flex-wrap gap-2 sm:gap-3 print:hidden">
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-4" />
        Print plan
      </Button>
      <ButtonLink to={paths.assessment} variant="secondary" size="sm">
        <RotateCcw aria-hidden="true" className="size-4" />
        New assessment
      </ButtonLink>
    </div>
  );

  const notUnderstood = view.notUnderstood ? (
    <NotUnderstoodCard
      kind={view.notUnderstood}
      lead={view.lead === 'not-understood'}
      eyebrow={view.lead === 'not-understood' ? (date ?? undefined) : undefined}
      onAddDetail={() => reopenDraft(assessment)}
    />
  ) : null;

  const lifestyleCard = (
    <ListCard
      id="lifestyle"
      icon={Leaf}
      title={emergency ? 'Until you get help' : 'Lifestyle Recommendations'}
      items={lifestyle}
      emptyText="No lifestyle recommendations for now."
      itemNoun="lifestyle recommendation"
      canDelete={canDelete}
      onDelete={(item) => setPending({ kind: 'lifestyle', key: item, label: item })}
    />
  );
  const showLifestyle = !(emergency && lifestyle.length === 0);

  const readOnlyChat = signedIn && !rules.chat && keptConversation.data === true;
  const chatUserId =
    signedIn && (rules.chat || readOnlyChat) && state.assessmentId ? viewer.user?.id : undefined;

  const page = (
    <div className="results-page min-w-0 flex-1 bg-slate-50 print:bg-white">
      <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-slate-50 print:border-0 print:bg-none">
        <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-12 print:py-0">
          {view.lead === 'plan' ? (
            <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
              <div>
                <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
                  {PRODUCT_NAME} plan{date ? ` · ${date}` : ''}
                </p>
                <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{PLAN_TITLE}</h1>
                <p className="mt-2 max-w-2xl leading-7 text-slate-700 sm:mt-3">
                  Based on what you told us. This is guidance to support your recovery, not a diagnosis.
                </p>
              </div>
              {actions}
            </div>
          ) : view.lead === 'triage' ? (
            <div className="space-y-4">
              <TriageCard
                triage={rec.triage}
                engineVersion={rec.engine_version}
                cautions={cautions}
                lead
                eyebrow={date ?? undefined}
              />
              {emergency || view.notUnderstood ? null : actions}
            </div>
          ) : (
            notUnderstood
          )}
        </div>
      </div>

      <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-10 print:space-y-4 print:py-4">
        {regenerating ? (
          <p
            role="status"
            className="sticky top-20 z-10 rounded-xl border border-brand-200 bg-white px-4 py-3 text-sm font-medium text-brand-900 shadow-sm print:hidden"
          >
            Updating your plan…
          </p>
        ) : null}
        {view.lead === 'triage' ? notUnderstood : null}
        {view.triageCard === 'full' ? (
          <TriageCard triage={rec.triage} engineVersion={rec.engine_version} cautions={cautions} />
        ) : null}
        {view.triageCard === 'cautions-only' ? (
          <TriageCard
            triage={{ ...rec.triage, level: 'self-care' }}
            engineVersion={rec.engine_version}
            cautions={cautions}
          />
        ) : null}
        {banner === 'top' ? <AnonymousWarning /> : null}
        {answersFirst ? <SafetyAnswersCard answers={assessment.safetyAnswers} /> : null}
        {view.notUnderstood ? (
          <section
            aria-labelledby="seek-care-title"
            className="print-card rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
          >
            <h2 id="seek-care-title" className="flex items-center gap-3 text-xl font-semibold text-ink">
              <Stethoscope aria-hidden="true" className="size-5 text-brand-700 print:hidden" />
              When to see a doctor
            </h2>
            <p className="mt-3 leading-7 text-slate-800">{SAFETY_MESSAGES.seekCare}</p>
          </section>
        ) : null}
        {view.showPlan && view.showProblem ? (
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start print:block print:space-y-4">
            <SummaryCard
              rec={rec}
              summary={displaySummary(rec)}
              canDelete={canDelete}
              onDeleteSymptom={(index, label) => setPending({ kind: 'symptom', key: label, label, index })}
            />
            <ProblemCard rec={rec} regenerating={regenerating} />
          </div>
        ) : view.showPlan ? (
          <SummaryCard
            rec={rec}
            summary={displaySummary(rec)}
            canDelete={canDelete}
            onDeleteSymptom={(index, label) => setPending({ kind: 'symptom', key: label, label, index })}
          />
        ) : null}
        {view.showPlan && rec.findings ? (
          <UnderstoodCard understood={rec.findings} busy={regenerating} onUpdate={correct} />
        ) : null}
        {view.showExercises ? (
          <>
            <ExercisesCard
              exercises={visible}
              hiddenCount={hiddenCount}
              upgradeTo={signedIn ? paths.billing : paths.pricing}
              canDelete={canDelete}
              onOpen={setOpenExercise}
              onDelete={(exercise) =>
                setPending({ kind: 'exercise', key: exercise.id, label: exercise.name })
              }
              rehab={
                rehab.enabled
                  ? { added: rehab.added, busy: rehab.busy, onAdd: rehab.addOne, onAddAll: rehab.addAll }
                  : undefined
              }
            />
            <PrintExercises exercises={visible} />
          </>
        ) : null}
        {view.showPlan && view.showTools ? (
          <div className="grid gap-6 lg:grid-cols-2 lg:items-start print:block print:space-y-4">
            {lifestyleCard}
            <ListCard
              id="tools"
              icon={Wrench}
              title="Suggested Tools"
              items={rec.products}
              emptyText="No tools are needed for this plan."
              itemNoun="suggested tool"
              canDelete={canDelete}
              onDelete={(item) => setPending({ kind: 'product', key: item, label: item })}
            />
          </div>
        ) : view.showPlan && showLifestyle ? (
          lifestyleCard
        ) : null}
        {view.showOtherCauses ? <OtherCausesCard causes={otherCauses(rec)} /> : null}
        {answersFirst ? null : <SafetyAnswersCard answers={assessment.safetyAnswers} />}
        {banner === 'bottom' ? <AnonymousWarning /> : null}
        {view.notUnderstood ? null : (
          <p className="text-sm leading-6 text-slate-600">
            {emergency
              ? 'This is not a diagnosis. If you feel worse while you wait for help, call your local emergency number again.'
              : view.flagFirst
                ? 'If your pain gets much worse, you feel unwell, or new symptoms appear, do not wait for your appointment: contact a doctor. In an emergency, call your local emergency number.'
                : 'If your pain gets much worse, you feel unwell, or new symptoms appear, stop the exercises and contact a doctor. In an emergency, call your local emergency number.'}
          </p>
        )}
      </div>

      <Suspense fallback={null}>
        {openExercise ? (
          <ExerciseDialog exercise={openExercise} onClose={() => setOpenExercise(null)} />
        ) : null}
        {pending && copy ? (
          <ConfirmDialog
            open
            onOpenChange={(open) => (open ? undefined : setPending(null))}
            title={copy.title}
            description={copy.description}
            confirmLabel={copy.confirm}
            busy={busy}
            busyLabel={pending.kind === 'symptom' ? 'Re-evaluating…' : 'Deleting…'}
            onConfirm={confirmDelete}
          >
            <p className="mb-4 rounded-xl bg-slate-50 px-4 py-3 font-medium text-ink">{pending.label}</p>
          </ConfirmDialog>
        ) : null}
      </Suspense>
    </div>
  );

  if (!chatUserId || !state.assessmentId) return page;
  return (
    <div className="lg:flex lg:items-start">
      {page}
      {chat.render({
        assessmentId: state.assessmentId,
        userId: chatUserId,
        readOnly: readOnlyChat,
        onAssessmentChanged,
      })}
    </div>
  );
}

/**
 * Arriving from the wizard (or any link), focus goes to the page's H1 once the result is there, so a
 * screen reader starts with 'Your Personalized Recommendations' or 'Get medical help now'. A frame
 * later than the effects, which move focus to <main> on every navigation. Not on a fresh load.
 */
function useFocusHeadingOnArrival(ready: boolean) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (!ready || navigationType === 'POP') return;
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, navigationType]);
}
