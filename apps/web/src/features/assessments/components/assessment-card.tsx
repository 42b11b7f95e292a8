import type { AssessmentSummary } from '@physiomate/shared';
import { CalendarDays, ChevronRight, Trash2 } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { summaryOf } from '@/features/assessments/lib/recommendation';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';

const EXERCISES_SHOWN = 3;

const triageBadge: Record<string, { label: string; className: string } | undefined> = {
  emergency: { label: 'Emergency', className: 'bg-red-100 text-red-800' },
  urgent: { label: 'See a doctor soon', className: 'bg-amber-100 text-amber-900' },
  routine: { label: 'Book a check-up', className: 'bg-sky-100 text-sky-900' },
};

export function AssessmentCard({
  assessment,
  onDelete,
}: {
  assessment: AssessmentSummary;
  onDelete: (assessment: AssessmentSummary) => void;
}) {
  const date = formatDateTime(assessment.createdAt);
  const summary = assessment.summary
    ? summaryOf({ summary: assessment.summary, summary_points: assessment.summaryPoints }).narrative.join(' ')
    : null;
  const shown = assessment.exerciseNames.slice(0, EXERCISES_SHOWN);
  const more = assessment.exerciseNames.length - shown.length;
  const badge = assessment.triageLevel ? triageBadge[assessment.triageLevel] : undefined;
  const titleId = `assessment-${assessment.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="assessment-card"
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-ink">
          <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
          <span>
            <span className="sr-only">Assessment of </span>
            <time dateTime={assessment.createdAt}>{date}</time>
          </span>
        </h2>
        {badge ? (
          <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', badge.className)}>
            {badge.label}
          </span>
        ) : null}
      </div>

      <dl className="mt-4 space-y-4 text-slate-700">
        <div>
          <dt className="text-sm font-semibold text-slate-600">Summary</dt>
          <dd className="mt-1 line-clamp-3 leading-7">{summary || 'No summary available yet.'}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Symptoms</dt>
          <dd className="mt-1">
            {assessment.identifiedPainAreas.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label="Identified pain areas">
                {assessment.identifiedPainAreas.map((area) => (
                  <li
                    key={area}
                    className="rounded-full border border-brand-200 bg-brand-50 px-3 py-0.5 text-sm font-medium text-brand-900"
                  >
                    {area}
                  </li>
                ))}
              </ul>
            ) : null}
            {assessment.symptomsPreview ? (
              <p className="mt-2 text-sm leading-6 text-slate-600">{assessment.symptomsPreview}</p>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Exercises</dt>
          <dd className="mt-1">
            {shown.length > 0 ? (
              <ul className="list-disc space-y-0.5 pl-5 leading-7">
                {shown.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ) : (
              <p>No exercises.</p>
            )}
            {more > 0 ? (
              <p className="mt-1 text-sm font-medium text-brand-800">
                +{more} more exercise{more === 1 ? '' : 's'}
              </p>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Tools</dt>
          <dd className="mt-1 leading-7">
            {assessment.products.length > 0 ? assessment.products.join(', ') : 'No tools suggested.'}
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <ButtonLink to={paths.result(assessment.id)} size="sm" aria-label={`View Results of ${date}`}>
          View Results
          <ChevronRight aria-hidden="true" className="size-4" />
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDelete(assessment)}
          aria-label={`Delete assessment of ${date}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </article>
  );
}
