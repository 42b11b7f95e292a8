import { type CreateCheckin, REHAB_CHECKIN, type RehabCheckin } from '@physiomate/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { progressKey, saveCheckin } from '../api/rehab-api';
import { FormAlert } from './form-alert';
import { ScoreField } from './score-radios';

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

/** The weekly check-in form of the progress card (progress-card.tsx), a chunk of its own. */
export function CheckinForm({
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
