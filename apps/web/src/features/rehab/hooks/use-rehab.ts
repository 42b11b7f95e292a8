import { type CreateRehabLog, REHAB_MESSAGES, type RehabExercise, type RehabLog } from '@physiomate/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage, isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import {
  deleteRehabExercise,
  listRehabExercises,
  listRehabLogs,
  logSession,
  rehabKeys,
  undoLog,
} from '../api/rehab-api';

/** My Rehab's data: the exercises, the logged sessions, and what changes them. */
export function useRehab() {
  const queryClient = useQueryClient();
  const exercises = useQuery({
    queryKey: rehabKeys.exercises(),
    queryFn: ({ signal }) => listRehabExercises(signal),
  });
  const logs = useQuery({ queryKey: rehabKeys.logs(), queryFn: ({ signal }) => listRehabLogs(signal) });

  // A failed load toasts and leaves the list as it was: nothing the person saw disappears.
  const loadFailed = exercises.isError && !(isApiError(exercises.error) && exercises.error.status === 401);
  useEffect(() => {
    if (loadFailed) void notify('error', 'Error', { description: REHAB_MESSAGES.loadFailed });
  }, [loadFailed]);

  // Any change to the sessions changes the progress figures.
  const refreshProgress = () =>
    void queryClient.invalidateQueries({ queryKey: [...rehabKeys.all, 'progress'] });

  const remove = useMutation({
    mutationFn: (id: string) => deleteRehabExercise(id),
    // The row goes only once the server has confirmed, so a refused delete never looks done.
    onSuccess: (_data, id) => {
      queryClient.setQueryData<RehabExercise[]>(rehabKeys.exercises(), (old) =>
        old?.filter((e) => e.id !== id),
      );
      queryClient.setQueryData<RehabLog[]>(rehabKeys.logs(), (old) =>
        old?.filter((l) => l.rehabExerciseId !== id),
      );
      refreshProgress();
      void notify('success', 'Success', { description: REHAB_MESSAGES.deleted });
    },
    onError: () => {
      void notify('error', 'Error', { description: REHAB_MESSAGES.deleteFailed });
    },
  });

  const log = useMutation({
    mutationFn: (body: CreateRehabLog) => logSession(body),
    onSuccess: (created) => {
      refreshProgress();
      queryClient.setQueryData<RehabLog[]>(rehabKeys.logs(), (old) =>
        [created, ...(old ?? [])].sort((a, b) =>
          a.date === b.date ? b.createdAt.localeCompare(a.createdAt) : b.date.localeCompare(a.date),
        ),
      );
    },
  });

  const undo = useMutation({
    mutationFn: (id: string) => undoLog(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<RehabLog[]>(rehabKeys.logs(), (old) => old?.filter((l) => l.id !== id));
      refreshProgress();
      void notify('success', 'Session removed');
    },
    onError: (error) => {
      void notify('error', 'Error', { description: errorMessage(error) });
    },
  });

  return { exercises, logs, remove, log, undo };
}
