/**
 * After sign-in or sign-up (spec section 4): a completed anonymous assessment still in session storage
 * is saved to the account under the same tier rules, then the session keys are removed. Mounted in
 * the app layout, so it also runs on /auth after a confirmation link signs the user in.
 *
 * Kept light on purpose (the app layout loads it): no wizard code, only storage, the API client and
 * the toast helper.
 */
import { ASSESSMENT_MESSAGES } from '@physiomate/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/features/auth/lib/session';
import { assessmentKeys } from '@/features/results/api/results-api';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { isLimitConflict, saveAssessment } from '../api/save-assessment';
import { readPendingAssessment } from '../lib/save-rules';
import { clearAssessmentKeys, sessionStore } from '../lib/session-keys';

/** One attempt per signed-in user per page load: StrictMode and layout remounts must not save twice. */
let attemptedFor: string | null = null;
let running: Promise<PendingSaveOutcome> | null = null;

export type PendingSaveOutcome = 'none' | 'saved' | 'failed' | 'skipped';

/** Exported for tests: resets the once-per-user guard. */
export function resetPendingSaveGuard(): void {
  attemptedFor = null;
  running = null;
}

export async function savePendingAssessment(
  userId: string,
  queryClient: QueryClient,
  storage: Storage | null = sessionStore(),
): Promise<PendingSaveOutcome> {
  if (attemptedFor === userId || running) return 'skipped';
  const pending = readPendingAssessment(storage);
  if (!pending) return 'none';
  attemptedFor = userId;
  running = (async (): Promise<PendingSaveOutcome> => {
    try {
      await saveAssessment({ ...pending, bodyDiagramImage: null });
    } catch (error) {
      // The keys stay: nothing the user entered is lost (the results screen still shows it).
      console.warn('Saving the assessment after sign-in failed.', error);
      if (isApiError(error) && error.status === 401) {
        attemptedFor = null; // Not really signed in: try again once the session is.
        return 'failed';
      }
      const description = isLimitConflict(error)
        ? `${ASSESSMENT_MESSAGES.saveFailed} ${(error as Error).message}`
        : ASSESSMENT_MESSAGES.saveFailed;
      void notify('warning', ASSESSMENT_MESSAGES.saveFailedTitle, { description });
      return 'failed';
    }
    clearAssessmentKeys(storage);
    void notify('success', ASSESSMENT_MESSAGES.savedTitle, { description: ASSESSMENT_MESSAGES.saved });
    await queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
    return 'saved';
  })();
  try {
    return await running;
  } finally {
    running = null;
  }
}

/** Runs the save once the session becomes signed in. */
export function useSavePendingAssessment(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.user?.id ?? null;
  useEffect(() => {
    if (userId) void savePendingAssessment(userId, queryClient);
  }, [userId, queryClient]);
}

/** Renders nothing; mount it inside the QueryClientProvider of the app layout. */
export function SavePendingAssessment(): null {
  useSavePendingAssessment();
  return null;
}
