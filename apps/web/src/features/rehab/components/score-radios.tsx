import { REHAB_LIMITS } from '@physiomate/shared';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

const SCORES = Array.from({ length: REHAB_LIMITS.painMax + 1 }, (_, i) => i);

/** A 0-10 score as big radio buttons (pain in a log, pain and activities in the check-in): one thumb on a phone. */
export function ScoreRadios({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (v: number) => void;
}) {
  return (
    <fieldset>
      <legend className="font-medium text-ink">{legend}</legend>
      <div className="mt-2 grid grid-cols-6 gap-2 sm:grid-cols-11">
        {SCORES.map((score) => (
          <label
            key={score}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 font-semibold text-ink has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="sr-only"
            />
            {score}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A 0-10 score of a react-hook-form form (empty until chosen). */
export function ScoreField<T extends FieldValues, Sent extends FieldValues>({
  control,
  field: name,
  name: radioName,
  legend,
}: {
  control: Control<T, unknown, Sent>;
  /** The form's field. */
  field: Path<T>;
  /** The radio group's name. */
  name: string;
  legend: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ScoreRadios name={radioName} legend={legend} value={field.value ?? null} onChange={field.onChange} />
      )}
    />
  );
}
