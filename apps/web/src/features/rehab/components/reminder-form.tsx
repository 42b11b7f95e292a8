import {
  REMINDER_MESSAGES,
  REMINDERS,
  type ReminderSettings,
  type ReminderSettingsInput,
  WEEKDAYS,
} from '@physiomate/shared';
import * as Switch from '@radix-ui/react-switch';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { formMessage } from '@/components/form/form-message';
import { lazyResolver } from '@/components/form/use-server-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { reminderCalendarUrl, remindersKey, saveReminders } from '../api/rehab-api';
import { FormAlert } from './form-alert';

/**
 * The shared schema as the form's resolver; the settings are sent as chosen (the server sorts the
 * days). It loads, with zod, when the form is first checked.
 */
const remindersResolver = lazyResolver(
  () => import('../lib/form-schemas').then((m) => m.reminderSettingsInputSchema),
  { raw: true },
) as Resolver<ReminderSettingsInput>;

/** The browser's own IANA zone, offered until the user has saved one. */
const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone the browser knows, with the given ones (the saved zone, the browser's) included. */
function zoneList(...include: (string | null)[]): string[] {
  const supported =
    (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...new Set([...supported, ...include.filter((z): z is string => Boolean(z))])].sort();
}

/** 'Monday 24 November at 08:00', in the reminder's own zone. */
function formatNext(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString(undefined, { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const time = at.toLocaleTimeString(undefined, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${day} at ${time}`;
}

/** The reminder settings form of the Reminders card (reminders-card.tsx), a chunk of its own. */
export function ReminderForm({ settings }: { settings: ReminderSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, formState } = useForm<ReminderSettingsInput>({
    resolver: remindersResolver,
    // As before: a refusal stays until the next try.
    reValidateMode: 'onSubmit',
    defaultValues: {
      enabled: settings.saved ? settings.enabled : true,
      days: settings.days,
      time: settings.time,
      timeZone: settings.timeZone ?? browserZone(),
    },
  });
  const [error, setError] = useState<string | null>(null);
  const zones = useMemo(() => zoneList(settings.timeZone, browserZone()), [settings.timeZone]);

  const save = useMutation({
    mutationFn: (body: ReminderSettingsInput) => saveReminders(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(remindersKey(), saved);
      setError(null);
      void notify('success', REMINDER_MESSAGES.saved);
    },
    onError: (e) => setError(errorMessage(e) || REMINDER_MESSAGES.saveFailed),
  });

  const submit = handleSubmit(({ enabled, days, time, timeZone }) =>
    save.mutate({ enabled, days, time, timeZone }),
  );
  const message = formMessage(formState.errors, ['enabled', 'days', 'time', 'timeZone']) ?? error;

  const current = queryClient.getQueryData<ReminderSettings>(remindersKey()) ?? settings;
  return (
    <form onSubmit={submit} className="mt-4 space-y-5" aria-label="Reminder settings">
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch.Root
              id={`${id}-on`}
              checked={field.value}
              onCheckedChange={field.onChange}
              className="relative h-7 w-12 shrink-0 rounded-full bg-slate-300 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-700"
            >
              <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
          )}
        />
        <label htmlFor={`${id}-on`} className="font-medium text-ink">
          Email me a reminder
        </label>
      </div>

      <fieldset>
        <legend className="font-medium text-ink">Days</legend>
        <Controller
          control={control}
          name="days"
          render={({ field }) => (
            <ToggleGroup.Root
              type="multiple"
              value={field.value.map(String)}
              onValueChange={(picked) => field.onChange(picked.map(Number))}
              aria-label="Days"
              className="mt-2 grid grid-cols-7 gap-1.5 sm:flex sm:flex-wrap sm:gap-2"
            >
              {WEEKDAYS.map((d) => (
                <ToggleGroup.Item
                  key={d.day}
                  value={String(d.day)}
                  aria-label={d.long}
                  className="flex min-h-11 min-w-0 items-center justify-center rounded-lg border border-slate-300 px-1 text-sm font-semibold text-ink sm:min-w-14 sm:px-3 sm:text-base focus-visible:outline-3 focus-visible:outline-brand-600 data-[state=on]:border-brand-700 data-[state=on]:bg-brand-700 data-[state=on]:text-white"
                >
                  {d.short}
                </ToggleGroup.Item>
              ))}
            </ToggleGroup.Root>
          )}
        />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <label htmlFor={`${id}-time`} className="block font-medium text-ink">
            Time
          </label>
          <input
            id={`${id}-time`}
            type="time"
            required
            min={REMINDERS.quietUntil}
            max="21:59"
            {...register('time')}
            className="block min-h-12 w-full rounded-xl border border-slate-300 px-3 text-base text-ink"
          />
        </div>
        <div className="space-y-2">
          <label htmlFor={`${id}-zone`} className="block font-medium text-ink">
            Time zone
          </label>
          <select
            id={`${id}-zone`}
            {...register('timeZone')}
            className="block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p className="text-sm text-slate-700" data-testid="quiet-hours">
        {REMINDER_MESSAGES.quietRule}
      </p>

      <FormAlert message={message} />

      <p role="status" className="text-slate-700" data-testid="reminder-status">
        {!current.saved
          ? 'No reminders yet.'
          : current.enabled && current.nextAt && current.timeZone
            ? `Next reminder: ${formatNext(current.nextAt, current.timeZone)} (${current.timeZone.replaceAll('_', ' ')}).`
            : 'Reminders are off.'}
      </p>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save reminders'}
        </Button>
        {current.saved ? (
          <a href={reminderCalendarUrl} download className={buttonClasses('outline')}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Add to calendar
          </a>
        ) : null}
      </div>
    </form>
  );
}
