import type { RehabExercise, RehabLog } from '@physiomate/shared';
import { Undo2 } from 'lucide-react';
import { memo } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Button } from '@/components/ui/button';
import { Card, CardText } from '@/components/ui/card';
import { dayToDate, firstDay, formatLocalDay, localDay } from '../lib/dates';

/**
 * 'Track Your Progress': a single-date calendar (2023-01-01 to today; clicking the chosen date
 * clears it) whose marked days have logged sessions, and what was done on the chosen date. Memo: the
 * calendar is the page's costliest part to render, and My Rehab re-renders as each of its reads
 * answers (reminders, flare-ups, progress) and on every toast-bearing action.
 */
export const TrackProgressCard = memo(function TrackProgressCard({
  selected,
  onSelect,
  logs,
  exercises,
  undoing,
  onUndo,
}: {
  selected: string | null;
  onSelect: (day: string | null) => void;
  logs: RehabLog[];
  exercises: RehabExercise[];
  undoing: boolean;
  onUndo: (log: RehabLog) => void;
}) {
  const doneDays = [...new Set(logs.map((l) => l.date))].map(dayToDate);
  const onDay = selected ? logs.filter((l) => l.date === selected) : [];
  const nameOf = new Map(exercises.map((e) => [e.id, e.name]));
  const today = new Date();
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">Track Your Progress</h2>
      <CardText>Select a date to view completed exercises.</CardText>
      <div className="rehab-calendar mt-4 flex justify-center">
        <DayPicker
          mode="single"
          selected={selected ? dayToDate(selected) : undefined}
          onSelect={(date) => onSelect(date ? localDay(date) : null)}
          startMonth={firstDay()}
          endMonth={today}
          disabled={[{ before: firstDay() }, { after: today }]}
          defaultMonth={selected ? dayToDate(selected) : today}
          modifiers={{ done: doneDays }}
          modifiersClassNames={{ done: 'rehab-done' }}
          footer={
            <p aria-live="polite" className="mt-3 text-center font-medium text-ink">
              {selected ? formatLocalDay(selected) : 'Please select a date.'}
            </p>
          }
        />
      </div>
      <p className="mt-2 flex items-center justify-center gap-2 text-sm text-slate-700">
        <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-emerald-600" />
        Days with completed exercises
      </p>
      {selected ? (
        <div className="mt-5" data-testid="day-log">
          <h3 className="font-semibold text-ink">Completed on {formatLocalDay(selected)}</h3>
          {onDay.length === 0 ? (
            <p className="mt-2 text-slate-700">No exercises logged on this date.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200">
              {onDay.map((log) => (
                <li key={log.id} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{nameOf.get(log.rehabExerciseId) ?? 'Exercise'}</p>
                    <p className="text-sm text-slate-700">{describeLog(log)}</p>
                    {log.note ? (
                      <p className="mt-1 text-sm break-words text-slate-700">“{log.note}”</p>
                    ) : null}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={undoing}
                    onClick={() => onUndo(log)}
                    aria-label={`Undo: ${nameOf.get(log.rehabExerciseId) ?? 'session'} on ${formatLocalDay(log.date)}`}
                  >
                    <Undo2 aria-hidden="true" className="size-4" />
                    Undo
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </Card>
  );
});

export function describeLog(log: RehabLog): string {
  const parts: string[] = [];
  if (log.sets !== null) parts.push(`${log.sets} ${log.sets === 1 ? 'set' : 'sets'}`);
  if (log.reps !== null) parts.push(`${log.reps} reps`);
  if (log.pain !== null) parts.push(`pain ${log.pain}/10`);
  return parts.length ? parts.join(' · ') : 'Done';
}
