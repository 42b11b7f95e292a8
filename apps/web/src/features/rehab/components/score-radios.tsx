import { REHAB_LIMITS } from '@physiomate/shared';

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
