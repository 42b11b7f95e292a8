import type { Understood } from '@physiomate/shared';
import { ListChecks } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { UnderstoodEditor } from '@/components/understood-editor';
import { correctionsOf, type Draft, EMPTY_DRAFT } from '@/lib/understood';

/**
 * The wizard's read-back before the plan is made: what the engine took from the description so far,
 * to correct in place. The corrections go with the assessment; nothing is sent until it is submitted.
 * Shown only once the text says enough to read back.
 */
export function UnderstoodCheck({
  understood,
  draft,
  onDraftChange,
  disabled,
}: {
  understood: Understood;
  draft: Draft;
  onDraftChange: (update: (draft: Draft) => Draft) => void;
  disabled: boolean;
}) {
  const uid = useId();
  const changed = correctionsOf(draft, understood) !== null;
  return (
    <section
      aria-labelledby={`${uid}-title`}
      data-testid="wizard-understood"
      className="mt-8 rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-6"
    >
      <h3 id={`${uid}-title`} className="flex items-center gap-2 text-lg font-bold text-ink">
        <ListChecks aria-hidden="true" className="size-5 text-brand-700" />
        What we understood
      </h3>
      <p className="mt-2 leading-7 text-slate-700">
        Before we make your plan, check what we took from your description. Remove anything we got wrong,
        correct how long it has hurt, or add something we missed.
      </p>
      <fieldset disabled={disabled} className="min-w-0">
        <UnderstoodEditor understood={understood} draft={draft} onDraftChange={onDraftChange} />
      </fieldset>
      {changed ? (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">Your changes will be used for your plan.</p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => onDraftChange(() => EMPTY_DRAFT)}
          >
            Undo my changes
          </Button>
        </div>
      ) : null}
    </section>
  );
}
