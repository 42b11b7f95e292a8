import type { Understood } from '@physiomate/shared';
import { Plus, ShieldAlert, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  addableOf,
  type Draft,
  GROUP_TITLES,
  groupsOf,
  toDays,
  toParts,
  UNITS,
  type Unit,
  withAdded,
  withRemoved,
} from '@/lib/understood';

const chipBase =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium leading-5';

function sinceText(days: number | null): string {
  if (days === null) return 'Not stated';
  const { amount, unit } = toParts(days);
  const n = Number(amount);
  return `About ${amount} ${n === 1 ? unit.replace(/s$/, '') : unit}`;
}

/**
 * The findings the engine used as chips grouped the way a clinician reads them back: remove what we
 * got wrong, fix how long it has hurt, add what we missed. Controlled: the draft belongs to the
 * caller (the results page re-runs the plan with it; the wizard sends it with the assessment).
 * Warning signs are shown but cannot be removed.
 */
export function UnderstoodEditor({
  understood,
  draft,
  onDraftChange,
}: {
  understood: Understood;
  draft: Draft;
  onDraftChange: (update: (draft: Draft) => Draft) => void;
}) {
  const [editingSince, setEditingSince] = useState(false);
  const initial = toParts(understood.sinceDays);
  const [amount, setAmount] = useState(initial.amount);
  const [unit, setUnit] = useState<Unit>(initial.unit);
  const [sinceError, setSinceError] = useState<string | null>(null);
  const [toAdd, setToAdd] = useState('');
  const ids = useId();
  const groups = groupsOf(understood, draft);
  const addable = addableOf(understood, draft);
  const setDraft = onDraftChange;

  const saveSince = () => {
    const parsed = toDays(amount, unit);
    if ('error' in parsed) {
      setSinceError(parsed.error);
      return;
    }
    setSinceError(null);
    setDraft((d) => ({ ...d, sinceDays: parsed.days }));
    setEditingSince(false);
  };

  return (
    <>
      <dl className="mt-5 space-y-5" data-testid="understood">
        <div>
          <dt className="text-sm font-semibold text-slate-600">Where</dt>
          <dd className="mt-2 flex flex-wrap gap-2">
            {understood.where.map((area) => (
              <span key={area} className={`${chipBase} border-slate-200 bg-slate-50 text-slate-800`}>
                {area}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600" id={`${ids}-since`}>
            Since when
          </dt>
          <dd className="mt-2">
            {editingSince ? (
              <fieldset className="flex flex-wrap items-end gap-3" aria-labelledby={`${ids}-since`}>
                <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
                  How long has it hurt?
                  <input
                    type="text"
                    inputMode="numeric"
                    value={amount}
                    onChange={(e) => setAmount(e.target.value)}
                    aria-invalid={sinceError !== null}
                    aria-describedby={sinceError ? `${ids}-since-error` : undefined}
                    className="h-10 w-24 rounded-lg border border-slate-300 px-3 text-base text-ink"
                  />
                </label>
                <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
                  Unit
                  <select
                    value={unit}
                    onChange={(e) => setUnit(e.target.value as Unit)}
                    className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-base text-ink"
                  >
                    {UNITS.map((u) => (
                      <option key={u.id} value={u.id}>
                        {u.label}
                      </option>
                    ))}
                  </select>
                </label>
                <Button type="button" size="sm" onClick={saveSince}>
                  Use this
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setDraft((d) => ({ ...d, sinceDays: null }));
                    setSinceError(null);
                    setEditingSince(false);
                  }}
                >
                  Not sure
                </Button>
                {sinceError ? (
                  <p
                    id={`${ids}-since-error`}
                    role="alert"
                    className="w-full text-sm font-medium text-red-700"
                  >
                    {sinceError}
                  </p>
                ) : null}
              </fieldset>
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <span className={`${chipBase} border-slate-200 bg-slate-50 text-slate-800`}>
                  {sinceText(draft.sinceDays !== undefined ? draft.sinceDays : understood.sinceDays)}
                </span>
                <Button type="button" size="sm" variant="outline" onClick={() => setEditingSince(true)}>
                  Change how long
                </Button>
              </div>
            )}
          </dd>
        </div>
        {groups.map((group) => (
          <div key={group.key} data-group={group.key}>
            <dt className="text-sm font-semibold text-slate-600">{group.title}</dt>
            <dd className="mt-2">
              <ul className="flex flex-wrap gap-2">
                {group.chips.map((chip) => (
                  <li
                    key={chip.id}
                    className={`${chipBase} ${
                      chip.editable
                        ? chip.added
                          ? 'border-brand-300 bg-brand-50 text-brand-900'
                          : 'border-slate-200 bg-white text-slate-800'
                        : 'border-red-200 bg-red-50 text-red-900'
                    }`}
                  >
                    {chip.editable ? null : <ShieldAlert aria-hidden="true" className="size-4" />}
                    {chip.label}
                    {chip.editable ? (
                      <button
                        type="button"
                        onClick={() => setDraft((d) => withRemoved(d, chip.id))}
                        aria-label={`Remove '${chip.label}'`}
                        className="-mr-1.5 inline-flex size-7 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                      >
                        <X aria-hidden="true" className="size-4" />
                      </button>
                    ) : (
                      <span className="sr-only"> (a warning sign: it stays on your plan)</span>
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
      {addable.length > 0 ? (
        <div className="mt-6 flex flex-wrap items-end gap-3">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-slate-700 sm:flex-none">
            Add something we missed
            <select
              value={toAdd}
              onChange={(e) => setToAdd(e.target.value)}
              className="h-10 max-w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink"
            >
              <option value="">Choose…</option>
              {(['started', 'worse', 'eases', 'other'] as const).map((group) => {
                const options = addable.filter((c) => c.group === group);
                return options.length > 0 ? (
                  <optgroup key={group} label={GROUP_TITLES[group]}>
                    {options.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.label}
                      </option>
                    ))}
                  </optgroup>
                ) : null;
              })}
            </select>
          </label>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={!toAdd}
            onClick={() => {
              setDraft((d) => withAdded(d, toAdd));
              setToAdd('');
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add
          </Button>
        </div>
      ) : null}
    </>
  );
}
