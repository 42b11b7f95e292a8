import type { Exercise } from '@physiomate/shared';
import { Check, ChevronRight, Clock, Dumbbell, ListPlus, Lock, Plus, Repeat } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DeleteButton, SectionCard } from './section-card';

/** 'Add to My Rehab' on a saved result: what is already there (engine exercise ids) and the actions. */
export type RehabActions = {
  added: ReadonlySet<string>;
  busy: boolean;
  onAdd: (exerciseId: string) => void;
  onAddAll: () => void;
};

export function ExercisesCard({
  exercises,
  hiddenCount,
  upgradeTo,
  canDelete,
  onOpen,
  onDelete,
  rehab,
}: {
  exercises: Exercise[];
  /** Exercises beyond the free tier's allowance. */
  hiddenCount: number;
  upgradeTo: string;
  canDelete: boolean;
  onOpen: (exercise: Exercise) => void;
  onDelete: (exercise: Exercise) => void;
  /** Present on a saved result of a signed-in user. */
  rehab?: RehabActions | undefined;
}) {
  const allAdded = rehab !== undefined && exercises.every((e) => rehab.added.has(e.id));
  const addAll =
    rehab && exercises.length > 0 ? (
      <Button
        variant={allAdded ? 'ghost' : 'secondary'}
        size="sm"
        className="shrink-0"
        disabled={rehab.busy || allAdded}
        onClick={rehab.onAddAll}
      >
        {allAdded ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <ListPlus aria-hidden="true" className="size-4" />
        )}
        {allAdded ? 'All in My Rehab' : 'Add all to My Rehab'}
      </Button>
    ) : null;
  return (
    <SectionCard
      id="exercises"
      icon={Dumbbell}
      title="Recommended Exercises"
      className="print:hidden"
      action={addAll}
    >
      {exercises.length === 0 ? (
        <p className="text-slate-700">No exercises are recommended right now.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="exercise-grid">
          {exercises.map((exercise) => (
            <li
              key={exercise.id}
              data-testid="exercise-card"
              className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-4 transition-shadow hover:border-brand-200 hover:shadow-md"
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="pt-1.5 font-semibold text-ink">{exercise.name}</h3>
                {canDelete ? (
                  <DeleteButton
                    label={`Delete exercise ${exercise.name}`}
                    onClick={() => onDelete(exercise)}
                  />
                ) : null}
              </div>
              {exercise.description ? (
                <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-700">{exercise.description}</p>
              ) : null}
              <dl className="mt-3 flex flex-wrap gap-2 text-xs font-medium text-slate-700">
                {exercise.duration ? (
                  <div className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1">
                    <dt>
                      <Clock aria-label="Duration" className="size-3.5" />
                    </dt>
                    <dd>{exercise.duration}</dd>
                  </div>
                ) : null}
                {exercise.frequency ? (
                  <div className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1">
                    <dt>
                      <Repeat aria-label="Frequency" className="size-3.5" />
                    </dt>
                    <dd>{exercise.frequency}</dd>
                  </div>
                ) : null}
              </dl>
              <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
                <button
                  type="button"
                  onClick={() => onOpen(exercise)}
                  aria-label={`View exercise: ${exercise.name}`}
                  className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
                >
                  View exercise
                  <ChevronRight aria-hidden="true" className="size-4" />
                </button>
                {rehab ? (
                  rehab.added.has(exercise.id) ? (
                    <span className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-emerald-800">
                      <Check aria-hidden="true" className="size-4" />
                      In My Rehab
                    </span>
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={rehab.busy}
                      onClick={() => rehab.onAdd(exercise.id)}
                      aria-label={`Add to My Rehab: ${exercise.name}`}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                      Add to My Rehab
                    </Button>
                  )
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {hiddenCount > 0 ? (
        <div className="mt-5 flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm text-brand-900">
            <Lock aria-hidden="true" className="size-4 shrink-0" />
            {hiddenCount === 1 ? '1 more exercise is' : `${hiddenCount} more exercises are`} included in your
            full plan on Pro.
          </p>
          <Link to={upgradeTo} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
            See plans
          </Link>
        </div>
      ) : null}
    </SectionCard>
  );
}
