import type { Exercise } from '@physiomate/shared';

/** The exercise plan as a handout: only rendered on paper (the grid hides there). */
export function PrintExercises({ exercises }: { exercises: Exercise[] }) {
  if (exercises.length === 0) return null;
  return (
    <section aria-label="Exercise plan (printable)" className="hidden print:block">
      <h2 className="text-xl font-semibold">Your exercises</h2>
      <ol className="mt-3 space-y-4">
        {exercises.map((exercise, index) => (
          <li key={exercise.id} className="print-card border border-slate-400 p-4 print:break-inside-avoid">
            <h3 className="font-semibold">
              {index + 1}. {exercise.name}
            </h3>
            {exercise.description ? <p className="mt-1 leading-6">{exercise.description}</p> : null}
            {exercise.steps.length > 0 ? (
              <ol className="mt-2 list-decimal space-y-1 pl-6 leading-6">
                {exercise.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            ) : null}
            <p className="mt-2 text-sm">
              {exercise.duration ? (
                <>
                  <strong>Duration:</strong> {exercise.duration}
                </>
              ) : null}
              {exercise.duration && exercise.frequency ? ' · ' : null}
              {exercise.frequency ? (
                <>
                  <strong>Frequency:</strong> {exercise.frequency}
                </>
              ) : null}
              {exercise.equipment.length > 0 ? (
                <>
                  {' · '}
                  <strong>Equipment:</strong> {exercise.equipment.join(', ')}
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
