import type { Recommendation } from '@physiomate/shared';
import { Crosshair, Lightbulb, type LucideIcon, Target } from 'lucide-react';
import { narrativeOf, paragraphs } from '../lib/recommendation';
import { SectionCard } from './section-card';

/** A titled bullet list; nothing at all when the list is empty. */
function BulletPanel({
  title,
  icon: Icon,
  items,
}: {
  title: string;
  icon: LucideIcon;
  items: readonly string[];
}) {
  if (items.length === 0) return null;
  return (
    <div className="rounded-xl bg-slate-50 p-4 print:bg-white print:p-0">
      <h3 className="flex items-center gap-2 font-semibold text-ink">
        <Icon aria-hidden="true" className="size-4 text-brand-700 print:hidden" />
        {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 leading-7 text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function likelihoodLabel(value: number): string {
  if (value >= 0.6) return 'Most likely';
  if (value >= 0.3) return 'Possible';
  return 'Less likely';
}

export function ProblemCard({ rec, regenerating }: { rec: Recommendation; regenerating: boolean }) {
  const narrative = narrativeOf(rec);
  // In an emergency the musculoskeletal ranking is beside the point (and could falsely reassure).
  const conditions = rec.triage.level === 'emergency' ? [] : rec.conditions.slice(0, 3);
  return (
    <SectionCard id="problem" icon={Lightbulb} title="What We Think the Problem Is">
      <div className="grid gap-4 sm:grid-cols-2">
        <BulletPanel title="Key Issues" icon={Crosshair} items={rec.key_issues} />
        <BulletPanel title="Treatment Focus" icon={Target} items={rec.treatment_focus} />
      </div>

      <div className="mt-5" aria-live="polite">
        {narrative && !regenerating ? (
          paragraphs(narrative).map((p) => (
            <p key={p} className="mb-3 leading-7 text-slate-700 last:mb-0">
              {p}
            </p>
          ))
        ) : (
          <p className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 p-4 text-slate-700">
            <span
              aria-hidden="true"
              className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700 motion-reduce:animate-none print:hidden"
            />
            {regenerating
              ? 'Generating your personalized clinical analysis...'
              : 'Your clinical analysis is still being prepared. Please wait a moment and check back shortly.'}
          </p>
        )}
      </div>

      {conditions.length > 0 ? (
        <div className="mt-5">
          <h3 className="font-semibold text-ink">Possible causes</h3>
          <ul className="mt-2 space-y-2">
            {conditions.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 text-slate-700">
                <span>{c.name}</span>
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                  {likelihoodLabel(c.likelihood)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm leading-6 text-slate-600">
            This is guidance, not a diagnosis. A physiotherapist or doctor can confirm what is going on.
          </p>
        </div>
      ) : null}

      {rec.prognosis ? (
        <div className="mt-5">
          <h3 className="font-semibold text-ink">What to expect</h3>
          <p className="mt-1 leading-7 text-slate-700">{rec.prognosis}</p>
        </div>
      ) : null}
    </SectionCard>
  );
}
