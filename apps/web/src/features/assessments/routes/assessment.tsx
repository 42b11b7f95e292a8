import {
  ASSESSMENT_MESSAGES,
  type SafetyAnswerValue,
  type SafetyQuestionId,
  SYMPTOMS_MIN_CHARS,
  type Tier,
} from '@physiomate/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { assessmentKeys, listAssessments } from '@/features/assessments/api/assessments-api';
import { announcesCompletion } from '@/features/assessments/lib/result-view';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { api } from '@/lib/api-client';
import { askedAnswers, keepAsked, NO_ANSWERS, type SafetyAnswerMap } from '@/lib/assessment-storage/safety';
import { type SaveDialog, saveDialogFor } from '@/lib/assessment-storage/save-rules';
import { clearAssessmentKeys } from '@/lib/assessment-storage/session-keys';
import { type SessionAnswer, type SessionState, setSession, useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { correctionsOf, EMPTY_DRAFT, type Draft as UnderstoodDraft } from '@/lib/understood';
import { usePageTitle } from '@/lib/use-page-title';
import { useSafetyQuestions } from '../api/safety-questions';
import { isChooseToKeep, isLimitConflict } from '../api/save-assessment';
import {
  type AssessmentSubmission,
  RecommendationGenerationError,
  submitAssessment,
} from '../api/submit-assessment';
import { type DiagramValue, EMPTY_DIAGRAM, useDiagramSelection } from '../body-diagram';
import { StepIndicator } from '../components/step-indicator';
import { SymptomsStep } from '../components/symptoms-step';
import { assessmentData, loadDraft, saveDraft, saveSubmitted, type WizardStep } from '../lib/draft-storage';

// The save dialogs (and the dialog library under them) load when one is needed, not with the page.
const saveDialogs = () => import('../components/save-dialogs');
const ReplaceAssessmentDialog = lazy(() =>
  saveDialogs().then((m) => ({ default: m.ReplaceAssessmentDialog })),
);
const AssessmentLimitDialog = lazy(() => saveDialogs().then((m) => ({ default: m.AssessmentLimitDialog })));
const KeepOneDialog = lazy(() => saveDialogs().then((m) => ({ default: m.KeepOneDialog })));

// Steps 2 and 3 (the body diagram's drawing code, the safety questions, the 'What we understood'
// editor) are not needed for the first paint of step 1: they load once it has painted and the page
// is idle, so they are there by the time someone presses Next.
const painAreasStep = () => import('../components/pain-areas-step');
const safetyStep = () => import('../components/safety-step');
const understoodCheck = () => import('../components/understood-check');
const PainAreasStep = lazy(() => painAreasStep().then((m) => ({ default: m.PainAreasStep })));
const SafetyStep = lazy(() => safetyStep().then((m) => ({ default: m.SafetyStep })));
const UnderstoodCheck = lazy(() => understoodCheck().then((m) => ({ default: m.UnderstoodCheck })));

function loadLaterSteps() {
  void Promise.all([painAreasStep(), safetyStep(), understoodCheck()]).catch((error) =>
    console.warn('Could not preload the later steps; they load when shown.', error),
  );
}

const STEPS = ['Symptoms', 'Pain Areas', 'Safety check'] as const;

/** Who submits, read fresh (a tier may have changed since the page loaded); the store if that fails. */
async function currentSession(fallback: SessionState): Promise<{ signedIn: boolean; tier: Tier }> {
  try {
    const answer = await api.get<SessionAnswer>('/session');
    setSession(answer);
    return { signedIn: answer.user !== null, tier: answer.tier };
  } catch (error) {
    console.warn('Session check failed; using the known session.', error);
    return { signedIn: fallback.user !== null, tier: fallback.tier };
  }
}

/**
 * /assessment: describe symptoms (step 1), mark pain areas (step 2), answer the safety check
 * (step 3), get recommendations.
 */
export default function AssessmentRoute() {
  usePageTitle('Assessment');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [initial] = useState(() => loadDraft());
  const [step, setStep] = useState<WizardStep>(initial?.step ?? 1);
  const [symptoms, setSymptoms] = useState(initial?.symptoms ?? '');
  const [diagram, setDiagram] = useState<DiagramValue>(initial?.diagram ?? EMPTY_DIAGRAM);
  const [safetyAnswers, setSafetyAnswers] = useState<SafetyAnswerMap>(initial?.safetyAnswers ?? NO_ANSWERS);
  const selection = useDiagramSelection(diagram);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const stepChanged = useRef(false);
  // After a step change the new step's heading takes focus when it appears: steps 2 and 3 may
  // still be loading when the step changes (see the effect below for the step already there).
  const focusHeading = useCallback((heading: HTMLHeadingElement | null) => {
    headingRef.current = heading;
    if (heading && stepChanged.current) heading.focus();
  }, []);

  const enoughText = symptoms.trim().length >= SYMPTOMS_MIN_CHARS;
  const canContinue = enoughText && selection.hasMarks;
  // A draft restored on step 3 without what it needs (say, storage edited by hand) shows step 2.
  const shown: WizardStep = step === 3 && !canContinue ? 2 : step;

  const trimmed = symptoms.trim();
  const questionsInput = useMemo(
    () => ({ symptoms: trimmed, painLocations: selection.painLocations }),
    [trimmed, selection.painLocations],
  );
  const asked = useSafetyQuestions(questionsInput, shown === 3);

  // The symptoms or areas changed and the server chose again: keep the answers to questions still
  // asked. Not after a failed request: the universal fallback must not cost the other answers.
  useEffect(() => {
    if (asked.status === 'ready') setSafetyAnswers((prev) => keepAsked(prev, asked.questions));
  }, [asked]);

  // Corrections to 'What we understood', made against the reading shown; a new reading (the text or
  // the areas changed) starts afresh.
  const [understoodDraft, setUnderstoodDraft] = useState<UnderstoodDraft>(EMPTY_DRAFT);
  const understood = asked.status === 'ready' ? asked.understood : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the reading changes.
  useEffect(() => setUnderstoodDraft(EMPTY_DRAFT), [understood]);
  const corrections = understood ? correctionsOf(understoodDraft, understood) : null;

  const onAnswer = useCallback((id: SafetyQuestionId, answer: SafetyAnswerValue) => {
    setSafetyAnswers((prev) => ({ ...prev, [id]: answer }));
  }, []);

  // Keep the draft across reloads (debounced: typing writes at most every 300 ms).
  const touched = useRef(initial !== null);
  // Set once submitted: the page can stay mounted while the results page loads, and a late draft
  // write must not bring back the keys the submit just cleared.
  const submitted = useRef(false);
  // The write still waiting for its 300 ms, if any.
  const pendingSave = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!touched.current) {
      if (symptoms === '' && diagram === EMPTY_DIAGRAM && step === 1 && safetyAnswers === NO_ANSWERS) return;
      touched.current = true;
    }
    const save = () => {
      if (pendingSave.current === save) pendingSave.current = null;
      if (!submitted.current) saveDraft({ step, symptoms, diagram, safetyAnswers }, selection.painLocations);
    };
    pendingSave.current = save;
    const timer = window.setTimeout(save, 300);
    return () => window.clearTimeout(timer);
  }, [step, symptoms, diagram, safetyAnswers, selection.painLocations]);
  // A reload, a closed tab or leaving the page within those 300 ms must not lose the last change
  // (an answer just given): the waiting write happens at once.
  useEffect(() => {
    const flush = () => pendingSave.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  // Move focus to the new step's heading so keyboard and screen-reader users land in the right place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (!stepChanged.current) return;
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  useEffect(() => afterFirstPaint(loadLaterSteps), []);

  const goTo = (next: WizardStep) => {
    stepChanged.current = true;
    setStep(next);
  };

  // Signed-in saving: the tier dialog to show before saving, and the submission waiting on it.
  const [dialog, setDialog] = useState<SaveDialog | null>(null);
  const [checking, setChecking] = useState(false);
  const waiting = useRef<AssessmentSubmission | null>(null);
  const closeLimitDialog = useCallback(() => setDialog(null), []);

  const submit = useMutation({
    mutationFn: ({ submission, signedIn }: { submission: AssessmentSubmission; signedIn: boolean }) =>
      submitAssessment(submission, { signedIn }),
    onSuccess: (result, { submission }) => {
      submitted.current = true;
      if (result.kind === 'saved') {
        clearAssessmentKeys();
        queryClient.setQueryData(assessmentKeys.detail(result.assessmentId), result.saved);
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.list() });
      } else {
        saveSubmitted(
          assessmentData(
            submission.symptoms,
            submission.painLocations,
            submission.safetyAnswers,
            submission.corrections,
          ),
          result.recommendation,
        );
      }
      // No 'complete' cheer over a red flag, an emergency or a result we could not understand.
      const rec = result.kind === 'saved' ? result.saved.recommendations : result.recommendation;
      if (announcesCompletion(rec)) {
        void notify('success', ASSESSMENT_MESSAGES.completeTitle, {
          description: ASSESSMENT_MESSAGES.complete,
        });
      }
      navigate(result.kind === 'saved' ? paths.result(result.assessmentId) : paths.results);
    },
    onError: (error, { submission }) => {
      if (isChooseToKeep(error)) {
        // A free account with several saved: the server wants the user's choice first.
        waiting.current = { ...submission, replaceIds: undefined };
        setDialog('keep-one');
      } else if (isLimitConflict(error)) {
        // Another save reached the cap first: the server said no; offer the same way out.
        setDialog('limit');
      } else if (error instanceof RecommendationGenerationError) {
        const description = [ASSESSMENT_MESSAGES.generationFailed, ...error.details].join('\n');
        void notify('error', ASSESSMENT_MESSAGES.generationFailedTitle, { description });
      } else {
        void notify('error', ASSESSMENT_MESSAGES.submitFailed, { description: error.message });
      }
    },
  });

  const busy = checking || submit.isPending;

  /** Saved assessments of the signed-in user; a failed check is logged and counts as none: the server enforces the tier rules anyway (docs/decisions/tiers.md). */
  const existingCount = async (): Promise<number> => {
    try {
      const list = await queryClient.fetchQuery({
        queryKey: assessmentKeys.list(),
        queryFn: ({ signal }) => listAssessments(signal),
        staleTime: 0,
      });
      return list.length;
    } catch (error) {
      console.warn('Could not check existing assessments; continuing as if there were none.', error);
      return 0;
    }
  };

  /** Called by the safety step once every asked question is answered. */
  const onSubmit = async () => {
    if (!canContinue || busy || asked.status === 'loading') return;
    const submission: AssessmentSubmission = {
      symptoms: symptoms.trim(),
      painLocations: selection.painLocations,
      safetyAnswers: askedAnswers(asked.questions, safetyAnswers),
      ...(corrections ? { corrections } : {}),
    };
    setChecking(true);
    try {
      const who = await currentSession(session);
      if (who.signedIn && who.tier !== 'master') {
        const show = saveDialogFor(who.tier, await existingCount());
        if (show) {
          waiting.current = submission;
          setDialog(show);
          return;
        }
      }
      submit.mutate({ submission, signedIn: who.signedIn });
    } finally {
      setChecking(false);
    }
  };

  const onReplace = () => {
    const submission = waiting.current;
    waiting.current = null;
    setDialog(null);
    if (submission) submit.mutate({ submission, signedIn: true });
  };

  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Your pain assessment</h1>
        <p className="mt-2 text-lg leading-8 text-slate-700">
          Three short steps, about 5 to 10 minutes.{' '}
          {session.user
            ? 'Your assessment is saved to your account.'
            : 'Nothing is saved unless you create an account.'}
        </p>
        <div className="mt-6">
          <StepIndicator current={shown} steps={STEPS} />
        </div>
        <div className="mt-6 rounded-3xl border border-slate-200 bg-white px-4 py-5 shadow-sm sm:p-8">
          <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
            {shown === 1 ? (
              <SymptomsStep
                value={symptoms}
                onChange={setSymptoms}
                onNext={() => goTo(2)}
                headingRef={focusHeading}
              />
            ) : shown === 2 ? (
              <PainAreasStep
                diagram={diagram}
                onDiagramChange={setDiagram}
                selection={selection}
                canContinue={canContinue}
                onBack={() => goTo(1)}
                onNext={() => goTo(3)}
                headingRef={focusHeading}
              />
            ) : (
              <SafetyStep
                asked={asked}
                answers={safetyAnswers}
                onAnswer={onAnswer}
                submitting={busy}
                onBack={() => goTo(2)}
                onSubmit={() => void onSubmit()}
                headingRef={focusHeading}
                readBack={
                  understood ? (
                    <UnderstoodCheck
                      understood={understood}
                      draft={understoodDraft}
                      onDraftChange={setUnderstoodDraft}
                      disabled={busy}
                    />
                  ) : null
                }
              />
            )}
          </Suspense>
        </div>
      </div>
      <Suspense fallback={null}>
        {dialog === 'replace' ? (
          <ReplaceAssessmentDialog
            open
            onOpenChange={(open) => {
              if (!open) {
                waiting.current = null;
                setDialog(null);
              }
            }}
            onReplace={onReplace}
          />
        ) : null}
        {dialog === 'limit' ? <AssessmentLimitDialog onClose={closeLimitDialog} /> : null}
        {dialog === 'keep-one' ? (
          <KeepOneDialog
            onKeepNew={(replaceIds) => {
              const submission = waiting.current;
              waiting.current = null;
              setDialog(null);
              if (submission) submit.mutate({ submission: { ...submission, replaceIds }, signedIn: true });
            }}
            onClose={() => {
              waiting.current = null;
              setDialog(null);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
