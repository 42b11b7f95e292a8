import { CHAT_MESSAGES, type Reevaluation, type TriageLevel } from '@physiomate/shared';
import { Button } from '@/components/ui/button';

const LEVEL: Record<TriageLevel, string> = {
  emergency: 'Emergency care',
  urgent: 'See a doctor soon',
  routine: 'Book an appointment',
  'self-care': 'Self-care',
};

function Changes({ title, added, removed }: { title: string; added: string[]; removed: string[] }) {
  if (added.length === 0 && removed.length === 0) return null;
  return (
    <div>
      <p className="font-semibold text-ink">{title}</p>
      <ul className="mt-1 space-y-1">
        {added.map((a) => (
          <li key={`+${a}`} className="text-emerald-800">
            <span aria-hidden="true">+ </span>
            <span className="sr-only">Added: </span>
            {a}
          </li>
        ))}
        {removed.map((r) => (
          <li key={`-${r}`} className="text-red-800 line-through decoration-1">
            <span aria-hidden="true">− </span>
            <span className="sr-only">Removed: </span>
            {r}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The proposed re-evaluation as a diff, with 'Apply changes' and 'Keep current plan'. */
export function ReevaluationCard({
  reevaluation,
  busy,
  onDecide,
}: {
  reevaluation: Reevaluation;
  busy: boolean;
  onDecide: (decision: 'apply' | 'keep') => void;
}) {
  const { diff, status } = reevaluation;
  const conditionsChanged = diff.conditions.before.join('|') !== diff.conditions.after.join('|');
  return (
    <section
      aria-label="Proposed changes to your assessment"
      className="mt-3 space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm"
    >
      <p className="font-semibold text-brand-900">{reevaluation.summary}</p>
      {diff.changed ? null : <p>Re-running the assessment would not change your plan.</p>}
      {conditionsChanged ? (
        <div>
          <p className="font-semibold text-ink">Likely problem</p>
          <p>
            <span className="text-slate-700">{diff.conditions.before.join(', ') || 'None'}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> would become </span>
            <span className="font-medium text-ink">{diff.conditions.after.join(', ') || 'None'}</span>
          </p>
        </div>
      ) : null}
      {diff.triage.before !== diff.triage.after ? (
        <div>
          <p className="font-semibold text-ink">Urgency</p>
          <p>
            {LEVEL[diff.triage.before]} <span aria-hidden="true">→</span>
            <span className="sr-only"> would become </span> <strong>{LEVEL[diff.triage.after]}</strong>
          </p>
        </div>
      ) : null}
      <Changes title="Exercises" {...diff.exercises} />
      <Changes title="Advice" {...diff.lifestyle} />
      <Changes title="Tools" {...diff.products} />
      {status === 'proposed' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onDecide('apply')} disabled={busy || !diff.changed}>
            {CHAT_MESSAGES.apply}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDecide('keep')} disabled={busy}>
            {CHAT_MESSAGES.keep}
          </Button>
        </div>
      ) : (
        <p className="font-medium text-slate-700">
          {status === 'applied' ? 'Changes applied to your assessment.' : 'You kept your current plan.'}
        </p>
      )}
    </section>
  );
}
