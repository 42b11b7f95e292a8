/**
 * After sign-in or sign-up (docs/decisions/confirmation-links.md): a completed anonymous assessment still in session storage
 * is saved to the account under the same tier rules, then the session keys are removed. Mounted in
 * the app layout (see components/save-pending-assessment.tsx), so it also runs on /auth after a
 * confirmation link signs the user in.
 *
 * Tier rules: a free user who already has a saved assessment is asked first (the same 'Replace
 * Existing Assessment?' as the wizard; docs/decisions/tiers.md: a replacement needs the confirm); pro at
 * the cap gets the server's 409, shown as the save-failure warning; master has no cap. Failures keep
 * the keys.
 *
 * Kept light on purpose (the app layout loads it): no wizard code, only storage, the API client and
 * the toast helper.
 */
import { ASSESSMENT_MESSAGES, type Tier } from '@physiomate/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { assessmentKeys, listAssessments } from '@/features/assessments/api/assessments-api';
import { isApiError } from '@/lib/api-client';
import {
  type PendingAssessment,
  readPendingAssessment,
  saveDialogFor,
} from '@/lib/assessment-storage/save-rules';
import { clearAssessmentKeys, SESSION_KEYS, sessionStore } from '@/lib/assessment-storage/session-keys';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { isLimitConflict, saveAssessment } from '../api/save-assessment';

export type PendingSaveOutcome = 'none' | 'saved' | 'failed' | 'skipped' | 'confirm';

/** One attempt per signed-in user per page load: StrictMode and layout remounts must not save twice. */
let attemptedFor: string | null = null;
let running: Promise<PendingSaveOutcome> | null = null;

/**
 * The replace question waiting for the user. Module state, not component state: /auth and the pages
 * it redirects to sit under different layout instances, and the question must survive that remount.
 */
let replaceQuestion: PendingAssessment | null = null;
const listeners = new Set<() => void>();

function setReplaceQuestion(next: PendingAssessment | null) {
  replaceQuestion = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The pending assessment a free user is being asked to replace their saved one with, if any. */
export function useReplaceQuestion(): PendingAssessment | null {
  return useSyncExternalStore(
    subscribe,
    () => replaceQuestion,
    () => null,
  );
}

/** Exported for tests: resets the once-per-user guard and any open question. */
export function resetPendingSaveGuard(): void {
  attemptedFor = null;
  running = null;
  setReplaceQuestion(null);
}

/** Saved assessments of the user; a failed check is logged and counts as none: the server enforces the tier rules anyway (docs/decisions/tiers.md). */
async function existingCount(): Promise<number> {
  try {
    return (await listAssessments()).length;
  } catch (error) {
    console.warn('Could not check existing assessments; continuing as if there were none.', error);
    return 0;
  }
}

/** POST /api/assessments for the pending assessment, then clear the keys and tell the user. */
export async function savePendingNow(
  pending: PendingAssessment,
  queryClient: QueryClient,
  storage: Storage | null = sessionStore(),
): Promise<PendingSaveOutcome> {
  if (running) return 'skipped';
  running = (async (): Promise<PendingSaveOutcome> => {
    try {
      // With the key a sign-up or sign-in sent it with, if any: when the server saved it then (the
      // email confirmation), it answers with that one instead of saving a second copy.
      // (lib/pending-key.ts makes it; a storage that throws here fails like the save would.)
      const pendingKey = storage?.getItem(SESSION_KEYS.pendingKey) ?? undefined;
      await saveAssessment({ ...pending, pendingKey });
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

export async function savePendingAssessment(
  userId: string,
  tier: Tier,
  queryClient: QueryClient,
  storage: Storage | null = sessionStore(),
): Promise<PendingSaveOutcome> {
  if (attemptedFor === userId || running) return 'skipped';
  const pending = readPendingAssessment(storage);
  if (!pending) return 'none';
  attemptedFor = userId;
  if (tier === 'free' && saveDialogFor(tier, await existingCount()) === 'replace') {
    setReplaceQuestion(pending);
    return 'confirm';
  }
  return savePendingNow(pending, queryClient, storage);
}

/** The user's answer to the replace question: replace (save now) or keep the existing one. */
export function answerReplaceQuestion(replace: boolean, queryClient: QueryClient): void {
  const pending = replaceQuestion;
  setReplaceQuestion(null);
  if (replace && pending) void savePendingNow(pending, queryClient);
}

/** Runs the save once the session becomes signed in. */
export function useSavePendingAssessment(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.user?.id ?? null;
  const tier = session.tier;
  useEffect(() => {
    if (userId) void savePendingAssessment(userId, tier, queryClient);
  }, [userId, tier, queryClient]);
}
