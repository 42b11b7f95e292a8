import type {
  AddRehabExercisesResponse,
  CreateCheckin,
  CreateRehabLog,
  FlareOutcome,
  FlareState,
  FlareUp,
  RehabCheckin,
  RehabExercise,
  RehabExerciseList,
  RehabLog,
  RehabLogList,
  RehabProgress,
  ReminderSettings,
  ReminderSettingsInput,
} from '@physiomate/shared';
import { API_BASE, api } from '@/lib/api-client';
import type { EarlyQuery } from '@/lib/early-reads';

/** Query keys of My Rehab (the results screen reads the list too, to mark what is already added). */
export const rehabKeys = {
  all: ['rehab'] as const,
  exercises: () => [...rehabKeys.all, 'exercises'] as const,
  logs: () => [...rehabKeys.all, 'logs'] as const,
};

export async function listRehabExercises(signal?: AbortSignal): Promise<RehabExercise[]> {
  const data = await api.get<RehabExerciseList>('/rehab/exercises', signal ? { signal } : {});
  return data.exercises;
}

/** Adds the given exercises of a saved assessment, or all the user can see when `exerciseIds` is left out. */
export function addToRehab(assessmentId: string, exerciseIds?: string[]): Promise<AddRehabExercisesResponse> {
  return api.post<AddRehabExercisesResponse>('/rehab/exercises', {
    assessmentId,
    ...(exerciseIds ? { exerciseIds } : {}),
  });
}

export function deleteRehabExercise(id: string): Promise<void> {
  return api.delete<void>(`/rehab/exercises/${encodeURIComponent(id)}`);
}

export async function listRehabLogs(signal?: AbortSignal): Promise<RehabLog[]> {
  const data = await api.get<RehabLogList>('/rehab/logs', signal ? { signal } : {});
  return data.logs;
}

export function logSession(body: CreateRehabLog): Promise<RehabLog> {
  return api.post<RehabLog>('/rehab/logs', body);
}

export function undoLog(id: string): Promise<void> {
  return api.delete<void>(`/rehab/logs/${encodeURIComponent(id)}`);
}

export const progressKey = (today: string) => [...rehabKeys.all, 'progress', today] as const;

export function getProgress(today: string, signal?: AbortSignal): Promise<RehabProgress> {
  return api.get<RehabProgress>('/rehab/progress', { query: { today }, ...(signal ? { signal } : {}) });
}

export function saveCheckin(body: CreateCheckin): Promise<RehabCheckin> {
  return api.post<RehabCheckin>('/rehab/checkins', body);
}

export const flareKey = (today: string) => [...rehabKeys.all, 'flare-up', today] as const;

export function getFlareState(today: string, signal?: AbortSignal): Promise<FlareState> {
  return api.get<FlareState>('/rehab/flare-up', { query: { today }, ...(signal ? { signal } : {}) });
}

/**
 * My Rehab's first screen as queries (the page's own keys and reads): public/route-hint.js starts
 * these reads from <head>, and the page's lazy load puts the answers already in into the queries.
 */
export function firstScreenQueries(today: string): EarlyQuery[] {
  return [
    { path: '/rehab/exercises', queryKey: rehabKeys.exercises(), queryFn: () => listRehabExercises() },
    { path: '/rehab/logs', queryKey: rehabKeys.logs(), queryFn: () => listRehabLogs() },
    {
      path: '/rehab/flare-up',
      query: { today },
      queryKey: flareKey(today),
      queryFn: () => getFlareState(today),
    },
  ];
}

export function startFlareUp(today: string): Promise<FlareUp> {
  return api.post<FlareUp>('/rehab/flare-up', { today });
}

export function answerFlareUp(id: string, outcome: FlareOutcome): Promise<FlareUp> {
  return api.post<FlareUp>(`/rehab/flare-up/${encodeURIComponent(id)}/outcome`, { outcome });
}

export const remindersKey = () => [...rehabKeys.all, 'reminders'] as const;

export function getReminders(signal?: AbortSignal): Promise<ReminderSettings> {
  return api.get<ReminderSettings>('/rehab/reminders', signal ? { signal } : {});
}

export function saveReminders(body: ReminderSettingsInput): Promise<ReminderSettings> {
  return api.put<ReminderSettings>('/rehab/reminders', body);
}

/** 'Add to calendar': the schedule as an .ics file (a plain link: the browser downloads it). */
export const reminderCalendarUrl = `${API_BASE}/rehab/reminders/calendar.ics`;
