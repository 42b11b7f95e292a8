import { type CreateRehabLog, REHAB_LIMITS, type RehabExercise } from '@physiomate/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { localDay } from '../lib/dates';
import { ScoreRadios } from './score-radios';

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
  const [date, setDate] = useState(defaultDay);
  const [sets, setSets] = useState('');
  const [reps, setReps] = useState('');
  const [pain, setPain] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({
      rehabExerciseId: exercise.id,
      date,
      sets: sets ? Number(sets) : null,
      reps: reps ? Number(reps) : null,
      pain,
      note: note.trim() ? note : null,
    });
  };
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
          value={date}
          onChange={(e) => setDate(e.target.value)}
          className={field}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-sets`} className="font-medium text-ink">
            Sets
          </label>
          <input
            id={`${id}-sets`}
            type="number"
            inputMode="numeric"
            min={1}
            max={REHAB_LIMITS.countMax}
            value={sets}
            onChange={(e) => setSets(e.target.value)}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-reps`} className="font-medium text-ink">
            Repetitions
          </label>
          <input
            id={`${id}-reps`}
            type="number"
            inputMode="numeric"
            min={1}
            max={REHAB_LIMITS.countMax}
            value={reps}
            onChange={(e) => setReps(e.target.value)}
            className={field}
          />
        </div>
      </div>
      <ScoreRadios
        name={`${id}-pain`}
        legend="Pain during (0 = none, 10 = worst)"
        value={pain}
        onChange={setPain}
      />
      <div>
        <label htmlFor={`${id}-note`} className="font-medium text-ink">
          Note
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={REHAB_LIMITS.noteMaxChars}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className="mt-1 block w-full rounded-xl border border-slate-300 p-3 text-base text-ink"
        />
        <p className="mt-1 text-sm text-slate-600">
          {note.length}/{REHAB_LIMITS.noteMaxChars}
        </p>
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Saving…' : 'Save session'}
      </Button>
    </form>
  );
}
