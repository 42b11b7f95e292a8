import type { RehabExercise } from '@physiomate/shared';
import { formatLocalDay } from '../lib/dates';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WEEKS = [1, 2, 3, 4];

/**
 * 'Print my plan': on paper only, one A4 page per exercise with its steps and dose, and a 4-week
 * tick table (a box per day) to mark the days it was done.
 */
export function PrintPlan({ exercises, today }: { exercises: RehabExercise[]; today: string }) {
  return (
    <div className="rehab-print hidden print:block" data-testid="print-plan">
      {exercises.map((exercise) => (
        <section
          key={exercise.id}
          className="rehab-print-page"
          aria-label={`Printable plan: ${exercise.name}`}
        >
          <p className="text-sm">PhysioMate · My Rehab · printed {formatLocalDay(today)}</p>
          <h2 className="mt-2 text-2xl font-bold">{exercise.name}</h2>
          {exercise.description ? <p className="mt-2 leading-6">{exercise.description}</p> : null}
          <p className="mt-2">
            {exercise.duration ? <strong>Duration: </strong> : null}
            {exercise.duration}
            {exercise.duration && exercise.frequency ? ' · ' : ''}
            {exercise.frequency ? <strong>How often: </strong> : null}
            {exercise.frequency}
          </p>
          {exercise.steps.length > 0 ? (
            <>
              <h3 className="mt-4 font-semibold">Steps</h3>
              <ol className="mt-1 list-decimal space-y-1 pl-6 leading-6">
                {exercise.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </>
          ) : null}
          <h3 className="mt-5 font-semibold">Tick a box each day you do it</h3>
          <table className="rehab-ticks mt-2 w-full border-collapse">
            <thead>
              <tr>
                <th scope="col">Week</th>
                {DAYS.map((day) => (
                  <th key={day} scope="col">
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {WEEKS.map((week) => (
                <tr key={week}>
                  <th scope="row">Week {week}</th>
                  {DAYS.map((day) => (
                    <td key={day} aria-label={`Week ${week}, ${day}`} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
