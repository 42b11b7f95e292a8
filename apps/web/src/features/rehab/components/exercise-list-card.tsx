import type { RehabExercise, RehabLog } from '@physiomate/shared';
import { Check, NotebookPen, Plus, Trash2, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardText } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format-date';

function RowSkeleton() {
  return (
    <li className="space-y-2 py-4" aria-hidden="true">
      <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
      <div className="h-4 w-5/6 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
    </li>
  );
}

/**
 * 'Your Exercises': the list (400 px, scrolling), three skeleton rows while loading. Each row has
 * its name, 'Created at', description, the 'View Assessment' link while the assessment exists,
 * 'Done today' (one tap, thumb-sized), 'Log details' and delete.
 */
export function ExerciseListCard({
  loading,
  exercises,
  todayLogs,
  logging,
  onDoneToday,
  onUndo,
  onDetails,
  onDelete,
}: {
  loading: boolean;
  exercises: RehabExercise[];
  /** Today's sessions, newest first. */
  todayLogs: RehabLog[];
  logging: boolean;
  onDoneToday: (exercise: RehabExercise) => void;
  onUndo: (log: RehabLog) => void;
  onDetails: (exercise: RehabExercise) => void;
  onDelete: (exercise: RehabExercise) => void;
}) {
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">Your Exercises</h2>
      <CardText>Manage your personalized rehab exercises.</CardText>
      <div
        className="mt-4 h-[400px] overflow-y-auto rounded-xl border border-slate-200 px-4"
        data-testid="rehab-list"
      >
        {loading ? (
          <ul role="status" aria-label="Loading exercises" className="divide-y divide-slate-200">
            <RowSkeleton />
            <RowSkeleton />
            <RowSkeleton />
          </ul>
        ) : exercises.length === 0 ? (
          <p className="py-6 text-center text-slate-700">No exercises added yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {exercises.map((exercise) => {
              const done = todayLogs.filter((l) => l.rehabExerciseId === exercise.id);
              const last = done[0];
              return (
                <li key={exercise.id} className="py-4" data-testid="rehab-exercise">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h3 className="font-semibold text-ink">{exercise.name}</h3>
                      <p className="text-sm text-slate-600">Created at {formatDay(exercise.createdAt)}</p>
                    </div>
                    <button
                      type="button"
                      onClick={() => onDelete(exercise)}
                      aria-label={`Delete ${exercise.name}`}
                      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                    </button>
                  </div>
                  {exercise.description ? (
                    <p className="mt-2 text-sm leading-6 text-slate-700">{exercise.description}</p>
                  ) : null}
                  {exercise.frequency || exercise.duration ? (
                    <p className="mt-1 text-sm text-slate-600">
                      {[exercise.duration, exercise.frequency].filter(Boolean).join(' · ')}
                    </p>
                  ) : null}
                  {exercise.sourceAssessmentId ? (
                    <Link
                      to={paths.result(exercise.sourceAssessmentId)}
                      className="mt-2 inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    >
                      View Assessment
                    </Link>
                  ) : null}
                  <div className="mt-3 flex flex-wrap items-center gap-2">
                    <Button
                      size="lg"
                      className="min-w-40 flex-1 sm:flex-none"
                      variant={done.length > 0 ? 'secondary' : 'primary'}
                      disabled={logging}
                      onClick={() => onDoneToday(exercise)}
                      aria-label={`Done today: ${exercise.name}`}
                    >
                      {done.length > 0 ? (
                        <Plus aria-hidden="true" className="size-5" />
                      ) : (
                        <Check aria-hidden="true" className="size-5" />
                      )}
                      {done.length > 0 ? 'Done again' : 'Done today'}
                    </Button>
                    <Button
                      variant="outline"
                      size="md"
                      onClick={() => onDetails(exercise)}
                      aria-label={`Log details: ${exercise.name}`}
                    >
                      <NotebookPen aria-hidden="true" className="size-4" />
                      Log details
                    </Button>
                  </div>
                  {last ? (
                    <p
                      className="mt-2 flex flex-wrap items-center gap-2 text-sm text-emerald-800"
                      data-testid="done-status"
                    >
                      <Check aria-hidden="true" className="size-4" />
                      {done.length === 1 ? 'Done today' : `Done ${done.length} times today`}
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onUndo(last)}
                        aria-label={`Undo the last session of ${exercise.name}`}
                      >
                        <Undo2 aria-hidden="true" className="size-4" />
                        Undo
                      </Button>
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <ButtonLink to={paths.assessment} variant="outline" className="mt-5">
        Create New Assessment
      </ButtonLink>
    </Card>
  );
}
