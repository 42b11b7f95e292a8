import { REHAB_MESSAGES, type RehabExercise } from '@physiomate/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePaintedWith } from '@/lib/after-first-paint';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { addToRehab, listRehabExercises, rehabKeys } from '../api/rehab-api';

/**
 * 'Add to My Rehab' and 'Add all to My Rehab' on a saved result: which of its exercises are already
 * in My Rehab (by the engine's exercise id), and the two actions. Null assessment id: nothing to add
 * from (a visitor's result, or one kept only in this browser).
 */
export function useAddToRehab(assessmentId: string | null) {
  const queryClient = useQueryClient();
  // What is already added marks buttons far down the result: read once the result has painted.
  const painted = usePaintedWith(assessmentId !== null);
  const list = useQuery({
    queryKey: rehabKeys.exercises(),
    queryFn: ({ signal }) => listRehabExercises(signal),
    enabled: assessmentId !== null && painted,
  });
  const add = useMutation({
    mutationFn: (exerciseIds?: string[]) => addToRehab(assessmentId as string, exerciseIds),
    // A read of the list still in flight (it starts after the first paint, so a quick click can beat
    // it) answers with the list from before the add and would overwrite the new one: drop it, both
    // when the add starts and when it answers (a read may have started in between).
    onMutate: () => queryClient.cancelQueries({ queryKey: rehabKeys.exercises() }),
    onSuccess: async (data) => {
      await queryClient.cancelQueries({ queryKey: rehabKeys.exercises() });
      queryClient.setQueryData<RehabExercise[]>(rehabKeys.exercises(), data.exercises);
      void notify('success', data.added.length > 0 ? REHAB_MESSAGES.added : REHAB_MESSAGES.alreadyAdded, {
        description:
          data.added.length > 1
            ? `${data.added.length} exercises added.`
            : data.added.length === 1
              ? data.added[0]?.name
              : undefined,
      });
    },
    onError: (error) => {
      void notify('error', 'Error', { description: errorMessage(error) || REHAB_MESSAGES.addFailed });
    },
  });
  const added = new Set((list.data ?? []).map((e) => e.exerciseId));
  return {
    enabled: assessmentId !== null,
    added,
    busy: add.isPending,
    addOne: (exerciseId: string) => add.mutate([exerciseId]),
    addAll: () => add.mutate(undefined),
  };
}
