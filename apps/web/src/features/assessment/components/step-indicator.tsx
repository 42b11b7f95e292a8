import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

export type StepIndicatorProps = { current: number; steps: readonly string[] };

/** "Step 1 of 2" with the step names; the current step is marked for assistive technology. */
export function StepIndicator({ current, steps }: StepIndicatorProps) {
  return (
    <nav aria-label="Assessment progress">
      <p className="text-sm font-semibold text-brand-800" data-testid="step-indicator">
        Step {current} of {steps.length}
      </p>
      <ol className="mt-3 flex items-center gap-3">
        {steps.map((name, i) => {
          const n = i + 1;
          const done = n < current;
          const active = n === current;
          return (
            <li
              key={name}
              aria-current={active ? 'step' : undefined}
              className="flex flex-1 items-center gap-3"
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  active && 'bg-brand-700 text-white',
                  done && 'bg-brand-100 text-brand-800',
                  !active && !done && 'bg-slate-100 text-slate-600',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : n}
                {done ? <span className="sr-only">{n} (done)</span> : null}
              </span>
              <span className={cn('text-sm font-semibold', active ? 'text-ink' : 'text-slate-600')}>
                {name}
              </span>
              {n < steps.length ? <span aria-hidden="true" className="h-px flex-1 bg-slate-200" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
