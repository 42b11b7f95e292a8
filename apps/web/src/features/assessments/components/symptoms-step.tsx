import { SYMPTOMS_MAX_CHARS, SYMPTOMS_MIN_CHARS } from '@physiomate/shared';
import { ArrowRight, Check } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const CHECKLIST = [
  'Where it hurts',
  'Since when',
  'What makes it worse or better',
  'What you have tried',
  'How it affects your day',
] as const;

export type SymptomsStepProps = {
  value: string;
  onChange: (value: string) => void;
  onNext: () => void;
  headingRef?: React.Ref<HTMLHeadingElement>;
};

/** Step 1: the free-text description, with what to include and a character counter. */
export function SymptomsStep({ value, onChange, onNext, headingRef }: SymptomsStepProps) {
  const uid = useId();
  const length = value.trim().length;
  const enough = length >= SYMPTOMS_MIN_CHARS;

  return (
    <form
      aria-labelledby={`${uid}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (enough) onNext();
      }}
    >
      <h2
        id={`${uid}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-ink outline-none"
      >
        Symptoms
      </h2>
      <p className="mt-2 leading-7 text-slate-700">
        Describe your pain in your own words. The more you tell us, the better your plan fits.
      </p>

      <div className="mt-5 rounded-2xl border border-brand-100 bg-brand-50/60 p-4">
        <p id={`${uid}-include`} className="text-sm font-semibold text-brand-900">
          Try to include:
        </p>
        <ul
          aria-labelledby={`${uid}-include`}
          className="mt-2 grid gap-x-6 gap-y-1.5 text-sm text-slate-800 sm:grid-cols-2"
        >
          {CHECKLIST.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {item}
            </li>
          ))}
        </ul>
      </div>

      <label htmlFor={`${uid}-symptoms`} className="mt-6 block font-semibold text-ink">
        Describe your symptoms
      </label>
      <textarea
        id={`${uid}-symptoms`}
        name="symptoms"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        rows={8}
        maxLength={SYMPTOMS_MAX_CHARS}
        aria-describedby={`${uid}-hint ${uid}-count`}
        placeholder="For example: My left knee has ached for three weeks, worse on stairs and after running. Rest and ice help a little…"
        className="mt-2 block w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-base leading-7 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-3 focus:outline-offset-0 focus:outline-brand-600/30"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p id={`${uid}-hint`} className="text-slate-600">
          Minimum {SYMPTOMS_MIN_CHARS} characters required
        </p>
        <p
          id={`${uid}-count`}
          data-testid="symptoms-counter"
          data-enough={enough}
          className={cn('font-semibold tabular-nums', enough ? 'text-blue-700' : 'text-slate-600')}
        >
          {enough ? `${length} characters` : `${length} / ${SYMPTOMS_MIN_CHARS} characters`}
        </p>
      </div>

      <div className="mt-8 flex justify-end">
        <Button type="submit" disabled={!enough} size="lg" className="w-full sm:w-auto">
          Next
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </form>
  );
}
