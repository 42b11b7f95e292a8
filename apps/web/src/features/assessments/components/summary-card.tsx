import type { Recommendation } from '@physiomate/shared';
import { ClipboardList, X } from 'lucide-react';
import type { SummaryView } from '../lib/recommendation';
import { SectionCard } from './section-card';

export function SummaryCard({
  rec,
  summary,
  canDelete,
  onDeleteSymptom,
}: {
  rec: Recommendation;
  /** The summary as the page shows it (see displaySummary). */
  summary: SummaryView;
  canDelete: boolean;
  onDeleteSymptom: (index: number, label: string) => void;
}) {
  const { narrative, points } = summary;
  return (
    <SectionCard id="summary" icon={ClipboardList} title="Assessment Summary">
      {narrative.map((p) => (
        <p key={p} className="mb-3 leading-7 text-slate-700 last:mb-0">
          {p}
        </p>
      ))}
      {points.length > 0 ? (
        <ul className={narrative.length > 0 ? 'mt-4 space-y-2.5' : 'space-y-2.5'}>
          {points.map((p) => (
            <li key={`${p.label}-${p.text}`} className="flex gap-3 leading-7 text-slate-700">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
              <span>
                {p.label ? <strong className="font-semibold text-ink">{p.label}: </strong> : null}
                {p.text}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {rec.identified_pain_areas.length > 0 ? (
        <div className={narrative.length > 0 || points.length > 0 ? 'mt-6' : undefined}>
          <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Identified Symptoms
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Identified Symptoms">
            {rec.identified_pain_areas.map((area, index) => (
              <li
                key={area}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3.5 text-sm font-medium text-brand-900 print:border-slate-500 print:bg-white"
              >
                <span className={canDelete ? undefined : 'pr-2.5'}>{area}</span>
                {canDelete ? (
                  <button
                    type="button"
                    onClick={() => onDeleteSymptom(index, area)}
                    aria-label={`Delete symptom ${area}`}
                    className="inline-flex size-7 items-center justify-center rounded-full text-brand-800 hover:bg-red-100 hover:text-red-700 print:hidden"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </SectionCard>
  );
}
