import { ASSESSMENT_MESSAGES, SYMPTOMS_MIN_CHARS } from '@physiomate/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import {
  type AssessmentSubmission,
  RecommendationGenerationError,
  submitAssessment,
} from '../api/submit-assessment';
import { type DiagramValue, EMPTY_DIAGRAM, exportPng, useDiagramSelection } from '../body-diagram';
import { PainAreasStep } from '../components/pain-areas-step';
import { StepIndicator } from '../components/step-indicator';
import { SymptomsStep } from '../components/symptoms-step';
import { assessmentData, loadDraft, saveDraft, saveSubmitted, type WizardStep } from '../lib/draft-storage';

const STEPS = ['Symptoms', 'Pain Areas'] as const;

/** /assessment: describe symptoms (step 1), mark pain areas (step 2), get recommendations. */
export default function AssessmentRoute() {
  usePageTitle('Assessment');
  const navigate = useNavigate();
  const [initial] = useState(() => loadDraft());
  const [step, setStep] = useState<WizardStep>(initial?.step ?? 1);
  const [symptoms, setSymptoms] = useState(initial?.symptoms ?? '');
  const [diagram, setDiagram] = useState<DiagramValue>(initial?.diagram ?? EMPTY_DIAGRAM);
  const selection = useDiagramSelection(diagram);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  const enoughText = symptoms.trim().length >= SYMPTOMS_MIN_CHARS;

  // Keep the draft across reloads (debounced: typing writes at most every 300 ms).
  const touched = useRef(initial !== null);
  useEffect(() => {
    if (!touched.current) {
      if (symptoms === '' && diagram === EMPTY_DIAGRAM && step === 1) return;
      touched.current = true;
    }
    const timer = window.setTimeout(
      () => saveDraft({ step, symptoms, diagram }, selection.painLocations),
      300,
    );
    return () => window.clearTimeout(timer);
  }, [step, symptoms, diagram, selection.painLocations]);

  // Move focus to the new step's heading so keyboard and screen-reader users land in the right place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (!stepChanged.current) return;
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const goTo = (next: WizardStep) => {
    stepChanged.current = true;
    setStep(next);
  };

  const submit = useMutation({
    mutationFn: (submission: AssessmentSubmission) => submitAssessment(submission),
    onSuccess: ({ recommendation }, submission) => {
      saveSubmitted(assessmentData(submission.symptoms, submission.painLocations), recommendation);
      void notify('success', ASSESSMENT_MESSAGES.completeTitle, {
        description: ASSESSMENT_MESSAGES.complete,
      });
      navigate(paths.results);
    },
    onError: (error) => {
      if (error instanceof RecommendationGenerationError) {
        const description = [ASSESSMENT_MESSAGES.generationFailed, ...error.details].join('\n');
        void notify('error', ASSESSMENT_MESSAGES.generationFailedTitle, { description });
      } else {
        void notify('error', ASSESSMENT_MESSAGES.submitFailed, { description: error.message });
      }
    },
  });

  const canSubmit = enoughText && selection.hasMarks;

  const onSubmit = () => {
    if (!canSubmit || submit.isPending) return;
    let image: string | null = null;
    try {
      image = exportPng(diagram);
    } catch (error) {
      console.warn('Body diagram export failed; sending without the image.', error);
    }
    submit.mutate({
      symptoms: symptoms.trim(),
      painLocations: selection.painLocations,
      bodyDiagramImage: image,
    });
  };

  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Your pain assessment</h1>
        <p className="mt-2 text-lg leading-8 text-slate-700">
          Two short steps, about 5 to 10 minutes. Nothing is saved unless you create an account.
        </p>
        <div className="mt-6">
          <StepIndicator current={step} steps={STEPS} />
        </div>
        <div className="mt-6 rounded-3xl border border-slate-200 bg-white px-4 py-5 shadow-sm sm:p-8">
          {step === 1 ? (
            <SymptomsStep
              value={symptoms}
              onChange={setSymptoms}
              onNext={() => goTo(2)}
              headingRef={headingRef}
            />
          ) : (
            <PainAreasStep
              diagram={diagram}
              onDiagramChange={setDiagram}
              selection={selection}
              canSubmit={canSubmit}
              submitting={submit.isPending}
              onBack={() => goTo(1)}
              onSubmit={onSubmit}
              headingRef={headingRef}
            />
          )}
        </div>
      </div>
    </div>
  );
}
