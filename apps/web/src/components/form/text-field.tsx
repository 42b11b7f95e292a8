import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  /** Set while the field's value is refused: the id of the message that says why. */
  errorId?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled text input for the account forms. Takes react-hook-form's `register(name)` as it is
 * (name, ref, onChange, onBlur), or `value` with `readOnly` for a field that only shows something.
 */
export function TextField({ id, label, hint, errorId, className, ...props }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={describedBy}
        aria-invalid={errorId ? true : undefined}
        className={cn(
          'mt-1.5 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-ink',
          'placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600',
          'read-only:bg-slate-50 read-only:text-slate-700 aria-[invalid=true]:border-red-600',
        )}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
