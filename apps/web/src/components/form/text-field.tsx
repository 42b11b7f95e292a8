import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input for the account forms. */
export function TextField({ id, label, value, onChange, hint, className, ...props }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-describedby={hintId}
        className={cn(
          'mt-1.5 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-ink',
          'placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600',
          'read-only:bg-slate-50 read-only:text-slate-700',
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
