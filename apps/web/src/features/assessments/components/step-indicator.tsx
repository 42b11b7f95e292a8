import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

export type StepIndicatorProps = { current: number; steps: readonly string[] };

/**
 * "Step 1 of 3" with the step names; the current step is marked for assistive technology. On a
 * narrow phone each name sits under its number so three steps fit in 320 px.
 */
export function StepIndicator({ current, steps }: StepIndicatorProps) {
  return (
    <nav aria-label="Assessment progress">
      <p className="text-sm font-semibold text-brand-800" data-testid="step-indicator">
        Step {current} of {steps.length}
      </p>
      <ol className="mt-3 flex items-start gap-2 sm:items-center sm:gap-3">
        {steps.map((name, i) => {
          const n = i + 1;
          const done = n < current;
          const active = n === current;
          return (
            <li
              key={name}
              aria-current={active ? 'step' : undefined}
              className="flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-3 sm:text-left"
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
              <span
                className={cn(
                  'text-xs leading-tight font-semibold sm:text-sm',
                  active ? 'text-ink' : 'text-slate-600',
                )}
              >
                {name}
              </span>
              {n < steps.length ? (
                <span aria-hidden="true" className="hidden h-px flex-1 bg-slate-200 sm:block" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
