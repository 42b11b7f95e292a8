import type { FindingCorrections, Understood } from '@physiomate/shared';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { UnderstoodEditor } from '@/components/understood-editor';
import { correctionsOf, type Draft, EMPTY_DRAFT } from '@/lib/understood';
import { SectionCard } from './section-card';

/**
 * 'What we understood': the findings the engine used, grouped as a clinician reads them back. The
 * person removes what we got wrong, fixes the duration or adds what we missed, then 'Update my plan'
 * re-runs the engine. Warning signs are shown but cannot be removed.
 */
export function UnderstoodCard({
  understood,
  busy,
  onUpdate,
}: {
  understood: Understood;
  busy: boolean;
  onUpdate: (corrections: FindingCorrections) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  // A new reading (after an update) starts the editor afresh.
  const [editorKey, setEditorKey] = useState(0);
  const corrections = correctionsOf(draft, understood);

  const update = async () => {
    if (!corrections) return;
    if (await onUpdate(corrections)) {
      setDraft(EMPTY_DRAFT);
      setEditorKey((k) => k + 1);
    }
  };

  return (
    <SectionCard id="understood" icon={ListChecks} title="What we understood" className="print:hidden">
      <p className="leading-7 text-slate-700">
        This is what we took from your description. Remove anything we got wrong, correct how long it has
        hurt, or add something we missed, then update your plan.
      </p>
      <UnderstoodEditor key={editorKey} understood={understood} draft={draft} onDraftChange={setDraft} />
      <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <Button type="button" onClick={update} disabled={!corrections || busy}>
          {busy ? 'Updating your plan…' : 'Update my plan'}
        </Button>
        {corrections ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setDraft(EMPTY_DRAFT);
              setEditorKey((k) => k + 1);
            }}
            disabled={busy}
          >
            Undo my changes
          </Button>
        ) : (
          <span className="text-sm text-slate-600">Nothing changed yet.</span>
        )}
      </div>
    </SectionCard>
  );
}
