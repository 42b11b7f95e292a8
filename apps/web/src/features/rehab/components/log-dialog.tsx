import { type CreateRehabLog, REHAB_LIMITS, type RehabExercise } from '@physiomate/shared';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { formMessage } from '@/components/form/form-message';
import { lazyResolver } from '@/components/form/use-server-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { localDay } from '../lib/dates';
import { FormAlert } from './form-alert';
import { ScoreField } from './score-radios';

/**
 * The shared schema of a new log, as the form's resolver (sent as typed: the server trims the note).
 * It loads, with zod, when the form is first checked.
 */
const logResolver = lazyResolver(() => import('../lib/form-schemas').then((m) => m.createRehabLogSchema), {
  raw: true,
}) as Resolver<CreateRehabLog, unknown, CreateRehabLog>;

/** Sets and repetitions: an empty box is none. */
const countValue = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The two counts of a session, side by side. */
const COUNTS = [
  { name: 'sets', label: 'Sets' },
  { name: 'reps', label: 'Repetitions' },
] as const;

/** 'Log details': the date (today or a past one), sets and reps done, pain during (0-10) and a note. */
export function LogDialog({
  exercise,
  defaultDay,
  busy,
  error,
  onClose,
  onSave,
}: {
  exercise: RehabExercise | null;
  defaultDay: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (body: CreateRehabLog) => void;
}) {
  return (
    <Dialog open={exercise !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {exercise ? (
        <DialogContent
          title={`Log a session: ${exercise.name}`}
          description="Everything but the date is optional."
        >
          <LogForm
            key={exercise.id}
            exercise={exercise}
            defaultDay={defaultDay}
            busy={busy}
            error={error}
            onSave={onSave}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function LogForm({
  exercise,
  defaultDay,
  busy,
  error,
  onSave,
}: {
  exercise: RehabExercise;
  defaultDay: string;
  busy: boolean;
  error: string | null;
  onSave: (body: CreateRehabLog) => void;
}) {
  const id = useId();
  // The shared schema checks the session as the server will; the inputs' own limits come first.
  const { register, control, watch, handleSubmit, formState } = useForm<
    CreateRehabLog,
    unknown,
    CreateRehabLog
  >({
    resolver: logResolver,
    // As before: a refusal stays until the next try.
    reValidateMode: 'onSubmit',
    defaultValues: {
      rehabExerciseId: exercise.id,
      date: defaultDay,
      sets: null,
      reps: null,
      pain: null,
      note: '',
    },
  });
  const note = watch('note') ?? '';
  const refused = formMessage(formState.errors, ['date', 'sets', 'reps', 'pain', 'note']);
  const message = refused ?? error;
  const submit = handleSubmit((values) =>
    onSave({
      rehabExerciseId: exercise.id,
      date: values.date,
      sets: values.sets ?? null,
      reps: values.reps ?? null,
      pain: values.pain ?? null,
      note: values.note?.trim() ? values.note : null,
    }),
  );
  const field = 'mt-1 block min-h-12 w-full rounded-xl border border-slate-300 px-3 text-base text-ink';
  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-date`} className="font-medium text-ink">
          Date
        </label>
        <input
          id={`${id}-date`}
          type="date"
          required
          min={REHAB_LIMITS.firstDate}
          max={localDay()}
          {...register('date')}
          className={field}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {COUNTS.map(({ name, label }) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="font-medium text-ink">
              {label}
            </label>
            <input
              id={`${id}-${name}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={REHAB_LIMITS.countMax}
              {...register(name, { setValueAs: countValue })}
              className={field}
            />
          </div>
        ))}
      </div>
      <ScoreField
        control={control}
        field="pain"
        name={`${id}-pain`}
        legend="Pain during (0 = none, 10 = worst)"
      />
      <div>
        <label htmlFor={`${id}-note`} className="font-medium text-ink">
          Note
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={REHAB_LIMITS.noteMaxChars}
          {...register('note')}
          className="mt-1 block w-full rounded-xl border border-slate-300 p-3 text-base text-ink"
        />
        <p className="mt-1 text-sm text-slate-600">
          {note.length}/{REHAB_LIMITS.noteMaxChars}
        </p>
      </div>
      <FormAlert message={message} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Saving…' : 'Save session'}
      </Button>
    </form>
  );
}
