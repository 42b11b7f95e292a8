import type { RehabCheckin, RehabProgress } from '@physiomate/shared';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardText } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { getProgress, progressKey } from '../api/rehab-api';
import { formatLocalDay } from '../lib/dates';

// uPlot comes with the charts, after the rest of the page.
const AdherenceChart = lazy(() => import('./progress-charts').then((m) => ({ default: m.AdherenceChart })));
const PainChart = lazy(() => import('./progress-charts').then((m) => ({ default: m.PainChart })));
// The check-in form (react-hook-form) too: it opens on a click, and is fetched once the card shows.
const loadCheckinForm = () => import('./checkin-form');
const CheckinForm = lazy(() => loadCheckinForm().then((m) => ({ default: m.CheckinForm })));

/** What the charts show, in words (for screen readers, and for anyone who prefers words). */
export function adherenceSummary(weeks: RehabProgress['weeks']): string {
  const current = weeks.at(-1);
  const done = weeks.reduce((s, w) => s + w.done, 0);
  const planned = weeks.reduce((s, w) => s + w.planned, 0);
  const pct = (d: number, p: number) => (p > 0 ? ` (${Math.round((d / p) * 100)}%)` : '');
  return (
    `This week: ${current?.done ?? 0} of ${current?.planned ?? 0} planned sessions done${pct(current?.done ?? 0, current?.planned ?? 0)}. ` +
    `Last ${weeks.length} weeks: ${done} of ${planned}${pct(done, planned)}.`
  );
}

export function painSummary(pain: RehabProgress['pain']): string {
  const first = pain[0];
  const last = pain.at(-1);
  if (!first || !last) return 'No pain ratings logged yet. Add one with “Log details”.';
  if (first === last)
    return `One pain rating so far: ${last.pain} out of 10 on ${formatLocalDay(last.date)}.`;
  return `Pain during sessions went from ${first.pain} out of 10 on ${formatLocalDay(first.date)} to ${last.pain} out of 10 on ${formatLocalDay(last.date)} (${pain.length} days rated).`;
}

/** 'Your progress': adherence, the pain trend, the weekly check-in and what the change means. */
export function ProgressCard({ today }: { today: string }) {
  const progress = useQuery({
    queryKey: progressKey(today),
    queryFn: ({ signal }) => getProgress(today, signal),
  });
  const data = progress.data;
  return (
    <Card aria-labelledby="progress-title">
      <h2 id="progress-title" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <TrendingUp aria-hidden="true" className="size-5 text-brand-700" />
        Your progress
      </h2>
      {!data ? (
        <p role="status" className="mt-4 text-slate-700">
          {progress.isError ? 'Your progress could not be loaded.' : 'Loading your progress…'}
        </p>
      ) : (
        <div className="mt-4 space-y-8">
          {data.reassess ? (
            <div
              role="alert"
              className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
            >
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div>
                <p>{data.reassess.reason}</p>
                <ButtonLink to={paths.assessment} size="sm" variant="outline" className="mt-3">
                  Take a new assessment
                </ButtonLink>
              </div>
            </div>
          ) : null}
          <section aria-labelledby="adherence-title">
            <h3 id="adherence-title" className="font-semibold text-ink">
              Sessions done vs planned, by week
            </h3>
            <p className="mt-1 text-slate-700" data-testid="adherence-summary">
              {adherenceSummary(data.weeks)}
            </p>
            <Suspense fallback={<div className="h-[230px]" />}>
              <div className="mt-3" data-testid="adherence-chart">
                <AdherenceChart weeks={data.weeks} label={`Chart: ${adherenceSummary(data.weeks)}`} />
              </div>
            </Suspense>
            <table className="sr-only">
              <caption>Sessions by week</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  <th scope="col">Done</th>
                  <th scope="col">Planned</th>
                </tr>
              </thead>
              <tbody>
                {data.weeks.map((w) => (
                  <tr key={w.weekStart}>
                    <th scope="row">{formatLocalDay(w.weekStart)}</th>
                    <td>{w.done}</td>
                    <td>{w.planned}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="pain-title">
            <h3 id="pain-title" className="font-semibold text-ink">
              Pain trend
            </h3>
            <p className="mt-1 text-slate-700" data-testid="pain-summary">
              {painSummary(data.pain)}
            </p>
            {data.pain.length > 0 ? (
              <Suspense fallback={<div className="h-[230px]" />}>
                <div className="mt-3" data-testid="pain-chart">
                  <PainChart pain={data.pain} label={`Chart: ${painSummary(data.pain)}`} />
                </div>
              </Suspense>
            ) : null}
          </section>
          <CheckinSection today={today} checkins={data.checkins} notes={data.notes} />
        </div>
      )}
    </Card>
  );
}

function CheckinSection({
  today,
  checkins,
  notes,
}: {
  today: string;
  checkins: RehabCheckin[];
  notes: string[];
}) {
  const last = checkins.at(-1);
  const [open, setOpen] = useState(false);
  useEffect(() => void loadCheckinForm(), []);
  return (
    <section aria-labelledby="checkin-title">
      <h3 id="checkin-title" className="font-semibold text-ink">
        Weekly check-in
      </h3>
      <CardText className="mt-1">
        Once a week: your pain now (0-10), and up to 3 activities your problem makes hard, each scored from 0
        (cannot do it) to 10 (as well as before). A change of 2 points or more on either is a meaningful
        change.
      </CardText>
      {last ? (
        <p className="mt-2 text-slate-700" data-testid="last-checkin">
          Last check-in, {formatLocalDay(last.date)}: pain {last.pain}/10
          {last.psfsMean !== null ? `, activities ${last.psfsMean}/10 on average` : ''}.
        </p>
      ) : null}
      {notes.length > 0 ? (
        <ul className="mt-3 space-y-2" data-testid="mcid-notes">
          {notes.map((note) => (
            <li key={note} className="rounded-lg bg-brand-50 p-3 text-brand-950">
              {note}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CheckinForm today={today} previous={last} onDone={() => setOpen(false)} />
        </Suspense>
      ) : (
        <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
          {last && last.weekStart === weekOf(today) ? 'Redo this week’s check-in' : 'Do this week’s check-in'}
        </Button>
      )}
    </section>
  );
}

function weekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
