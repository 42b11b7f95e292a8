// @vitest-environment jsdom
import { type AddRehabExercisesResponse, type RehabExercise, rehabExerciseSchema } from '@physiomate/shared';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render';
import { server } from '@/testing/server';
import { useAddToRehab } from './use-add-to-rehab';

function exercise(exerciseId: string): RehabExercise {
  return rehabExerciseSchema.parse({
    id: `row-${exerciseId}`,
    exerciseId,
    name: `Exercise ${exerciseId}`,
    description: 'A gentle exercise.',
    steps: ['Do it slowly.'],
    duration: '5 minutes',
    frequency: 'Daily',
    videoSearch: exerciseId,
    videoUrl: null,
    sourceAssessmentId: 'assessment-1',
    createdAt: '2026-11-30T09:00:00.000Z',
  });
}

function AddButtons() {
  const rehab = useAddToRehab('assessment-1');
  return (
    <div>
      <button type="button" onClick={rehab.addAll}>
        Add all
      </button>
      <p>
        {['a', 'b'].map((id) => (rehab.added.has(id) ? `${id} in My Rehab` : `${id} not added`)).join(', ')}
      </p>
    </div>
  );
}

describe('useAddToRehab', () => {
  it('keeps what "Add all" added when a read of the list that started earlier answers after it', async () => {
    let releaseRead: () => void = () => {};
    const readHeld = new Promise<void>((resolve) => {
      releaseRead = resolve;
    });
    let readStarted = false;
    let staleAnswerSent = false;
    let reads = 0;
    server.use(
      http.get('/api/rehab/exercises', async () => {
        reads += 1;
        // The first read (started after the first paint) is held and answers with the list from before
        // the add; any later read is the server's list after it.
        if (reads === 1) {
          readStarted = true;
          await readHeld;
          staleAnswerSent = true;
          return HttpResponse.json({ exercises: [] });
        }
        return HttpResponse.json({ exercises: [exercise('a'), exercise('b')] });
      }),
      http.post('/api/rehab/exercises', () => {
        const body: AddRehabExercisesResponse = {
          added: [exercise('a'), exercise('b')],
          exercises: [exercise('a'), exercise('b')],
        };
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderScreen(<AddButtons />);
    await waitFor(() => expect(readStarted).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Add all' }));
    expect(await screen.findByText('a in My Rehab, b in My Rehab')).toBeInTheDocument();
    releaseRead();
    // The stale answer goes out now; once the app has had time to take it, what the add returned
    // must still be shown.
    await waitFor(() => expect(staleAnswerSent).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('a in My Rehab, b in My Rehab')).toBeInTheDocument();
  });
});
