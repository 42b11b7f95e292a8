import { type CreateCheckin, REHAB_CHECKIN, type RehabCheckin, type RehabProgress } from '@physiomate/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardText } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { getProgress, progressKey, saveCheckin } from '../api/rehab-api';
import { formatLocalDay } from '../lib/dates';
import { FormAlert } from './form-alert';
import { ScoreField } from './score-radios';

// uPlot comes with the charts, after the rest of the page.
const AdherenceChart = lazy(() => import('./progress-charts').then((m) => ({ default: m.AdherenceChart })));
const PainChart = lazy(() => import('./progress-charts').then((m) => ({ default: m.PainChart })));

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
        <CheckinForm today={today} previous={last} onDone={() => setOpen(false)} />
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

type CheckinValues = { pain: number | null; activities: { name: string; score: number | null }[] };

const ACTIVITY_SLOTS = Array.from({ length: REHAB_CHECKIN.maxActivities }, (_, i) => `activity-${i + 1}`);

/**
 * The check-in's own two asks first (a pain score; a score for each activity named), then the shared
 * schema on what will be sent: the activities named, trimmed, for today.
 */
function checkinResolver(today: string): Resolver<CheckinValues, unknown, CreateCheckin> {
  const refuse = (message: string) => ({ values: {}, errors: { root: { type: 'refused', message } } });
  return async ({ pain, activities }) => {
    if (pain === null) return refuse('Please rate your pain now, from 0 to 10.');
    const named = activities.filter((a) => a.name.trim());
    if (named.some((a) => a.score === null))
      return refuse('Please score each activity you named, from 0 to 10.');
    const body: CreateCheckin = {
      date: today,
      pain,
      activities: named.map((a) => ({ name: a.name.trim(), score: a.score as number })),
    };
    // The schema loads, with zod, when the form is first checked.
    const { createCheckinSchema } = await import('../lib/form-schemas');
    const checked = createCheckinSchema.safeParse(body);
    return checked.success ? { values: body, errors: {} } : refuse(checked.error.issues[0]?.message ?? '');
  };
}

function CheckinForm({
  today,
  previous,
  onDone,
}: {
  today: string;
  previous: RehabCheckin | undefined;
  onDone: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => checkinResolver(today), [today]);
  const { register, control, watch, handleSubmit, formState } = useForm<
    CheckinValues,
    unknown,
    CreateCheckin
  >({
    resolver,
    // As before: a refusal stays until the next try.
    reValidateMode: 'onSubmit',
    defaultValues: {
      pain: null,
      activities: Array.from({ length: REHAB_CHECKIN.maxActivities }, (_, i) => ({
        name: previous?.activities[i]?.name ?? '',
        score: null,
      })),
    },
  });
  const activities = watch('activities');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: CreateCheckin) => saveCheckin(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: progressKey(today) });
      void notify('success', 'Check-in saved');
      onDone();
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const submit = handleSubmit((body) => {
    setError(null);
    save.mutate(body);
  });
  const message = formState.errors.root?.message ?? error;
  return (
    <form
      onSubmit={submit}
      className="mt-4 space-y-5 rounded-xl border border-slate-200 p-4"
      aria-label="Weekly check-in"
    >
      <ScoreField
        control={control}
        field="pain"
        name={`${id}-pain`}
        legend="Pain now (0 = none, 10 = worst imaginable)"
      />
      {activities.map((activity, i) => (
        <div key={ACTIVITY_SLOTS[i]} className="space-y-2">
          <label htmlFor={`${id}-a${i}`} className="font-medium text-ink">
            Activity {i + 1} {i > 0 ? '(optional)' : ''}
          </label>
          <input
            id={`${id}-a${i}`}
            maxLength={REHAB_CHECKIN.activityMaxChars}
            placeholder={['e.g. Climbing stairs', 'e.g. Kneeling', 'e.g. Running for a bus'][i]}
            {...register(`activities.${i}.name`)}
            className="block min-h-12 w-full rounded-xl border border-slate-300 px-3 text-base text-ink"
          />
          {activity.name.trim() ? (
            <ScoreField
              control={control}
              field={`activities.${i}.score`}
              name={`${id}-s${i}`}
              legend={`How well can you do “${activity.name.trim()}” now? (0 = cannot, 10 = as before)`}
            />
          ) : null}
        </div>
      ))}
      <FormAlert message={message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save check-in'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
