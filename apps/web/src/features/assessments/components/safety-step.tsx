import {
  SAFETY_ANSWER_LABELS,
  SAFETY_ANSWER_VALUES,
  SAFETY_MESSAGES,
  type SafetyAnswerValue,
  type SafetyQuestionId,
} from '@physiomate/shared';
import { ArrowLeft, Check, Loader2, Sparkles } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { firstUnanswered, type SafetyAnswerMap } from '@/lib/assessment-storage/safety';
import { cn } from '@/lib/cn';
import type { SafetyQuestionsState } from '../api/safety-questions';

export type SafetyStepProps = {
  /** The questions to ask ('loading' until the server has chosen them). */
  asked: SafetyQuestionsState;
  answers: SafetyAnswerMap;
  onAnswer: (id: SafetyQuestionId, answer: SafetyAnswerValue) => void;
  submitting: boolean;
  onBack: () => void;
  /** Called only once every asked question has an answer. */
  onSubmit: () => void;
  /** 'What we understood' so far, shown for checking before the plan is made (or nothing). */
  readBack?: React.ReactNode;
  headingRef?: React.Ref<HTMLHeadingElement>;
};

/**
 * Step 3: the safety check. Each question is a native radio group in a fieldset (its legend the
 * question, its hint the description): arrow keys move between Yes / No / Not sure, Tab to the next
 * question. Submitting with a question unanswered says so and focuses the first one left.
 */
export function SafetyStep({
  asked,
  answers,
  onAnswer,
  submitting,
  onBack,
  onSubmit,
  headingRef,
  readBack,
}: SafetyStepProps) {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [tried, setTried] = useState(false);
  const loading = asked.status === 'loading';
  const missing = loading ? null : firstUnanswered(asked.questions, answers);
  const showErrors = tried && missing !== null;

  const focusQuestion = (id: SafetyQuestionId) => {
    const group = formRef.current?.querySelector<HTMLElement>(`[data-question="${id}"]`);
    const input = group?.querySelector<HTMLInputElement>('input[type="radio"]');
    if (!group || !input) return;
    input.focus({ preventScroll: true });
    group.scrollIntoView({ block: 'center' });
  };

  return (
    <form
      ref={formRef}
      aria-labelledby={`${uid}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (loading || submitting) return;
        if (missing) {
          setTried(true);
          focusQuestion(missing);
          return;
        }
        onSubmit();
      }}
    >
      <h2
        id={`${uid}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-ink outline-none"
      >
        {SAFETY_MESSAGES.stepTitle}
      </h2>
      <p className="mt-2 leading-7 text-slate-700">{SAFETY_MESSAGES.stepIntro}</p>

      {loading ? (
        <p role="status" className="mt-6 flex items-center gap-3 rounded-2xl bg-slate-50 p-4 text-slate-700">
          <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin text-brand-700" />
          Choosing the questions that fit what you told us…
        </p>
      ) : (
        <ol className="mt-6 space-y-4" data-testid="safety-questions" data-source={asked.status}>
          {asked.questions.map((q, index) => {
            const name = `${uid}-${q.id}`;
            const unanswered = showErrors && !answers[q.id];
            const describedBy = unanswered ? `${name}-hint ${name}-error` : `${name}-hint`;
            return (
              <li
                key={q.id}
                className={cn(
                  'rounded-2xl border p-3 sm:p-5',
                  unanswered ? 'border-red-300 bg-red-50/40' : 'border-slate-200',
                )}
              >
                <fieldset data-question={q.id} disabled={submitting} className="min-w-0">
                  <legend className="flex gap-3 font-semibold leading-7 text-ink">
                    <span
                      aria-hidden="true"
                      className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
                    >
                      {index + 1}
                    </span>
                    <span>{q.text}</span>
                  </legend>
                  <p id={`${name}-hint`} className="mt-1 text-sm leading-6 text-slate-600 sm:pl-9">
                    {q.hint}
                  </p>
                  {/* 'Not sure' gets the widest column so it stays on one line at 320 px. */}
                  <div className="mt-3 grid grid-cols-[1fr_1fr_1.4fr] gap-2 sm:max-w-lg sm:pl-9">
                    {SAFETY_ANSWER_VALUES.map((value) => {
                      const checked = answers[q.id] === value;
                      return (
                        <label
                          key={value}
                          className={cn(
                            'relative flex min-h-12 cursor-pointer items-center justify-center gap-1.5 rounded-xl border-2 px-1 text-center text-[0.9375rem] font-semibold select-none sm:text-base',
                            'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                            'has-disabled:cursor-not-allowed has-disabled:opacity-60',
                            checked
                              ? 'border-brand-700 bg-brand-700 text-white'
                              : 'border-slate-300 bg-white text-ink hover:border-brand-600 hover:bg-brand-50',
                          )}
                        >
                          <input
                            type="radio"
                            name={name}
                            value={value}
                            checked={checked}
                            onChange={() => onAnswer(q.id, value)}
                            aria-describedby={describedBy}
                            // Invisible but spanning the whole target: taps, clicks and touch
                            // exploration by a screen reader all land on the radio itself.
                            className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
                          />
                          {/* On a phone the filled, inverted pill alone marks the choice (no room). */}
                          {checked ? (
                            <Check aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
                          ) : null}
                          {SAFETY_ANSWER_LABELS[value]}
                        </label>
                      );
                    })}
                  </div>
                  {unanswered ? (
                    <p id={`${name}-error`} className="mt-2 text-sm font-semibold text-red-700 sm:pl-9">
                      {SAFETY_MESSAGES.answerRequired}
                    </p>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}

      {readBack}

      <p
        role="alert"
        className={cn(
          'text-sm font-semibold text-red-700 sm:text-right',
          showErrors && 'mt-6 rounded-xl bg-red-50 p-3',
        )}
      >
        {showErrors ? SAFETY_MESSAGES.unansweredError : null}
      </p>

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack} disabled={submitting}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back: Pain Areas
        </Button>
        <Button type="submit" size="lg" disabled={loading || submitting}>
          {submitting ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Sparkles aria-hidden="true" className="size-5" />
          )}
          {submitting ? 'Generating...' : 'Get My Recommendations'}
        </Button>
      </div>
    </form>
  );
}
