/**
 * Saving an assessment to the signed-in user's account: one call stores the assessment and its result
 * in one transaction and answers both. The server enforces the tier rules (free replaces its one
 * assessment, pro stops at 5 with a 409, master has no cap).
 */
import type { AssessmentPayload, SavedAssessmentResponse } from '@physiomate/shared';
import { api, isApiError } from '@/lib/api-client';

export type SaveInput = AssessmentPayload;

/** POST /api/assessments (same payload as POST /api/recommendations). */
export function saveAssessment(input: SaveInput): Promise<SavedAssessmentResponse> {
  return api.post<SavedAssessmentResponse>('/assessments', {
    assessmentId: null,
    symptoms: input.symptoms.trim(),
    painLocations: input.painLocations,
    safetyAnswers: input.safetyAnswers,
    ...(input.corrections ? { corrections: input.corrections } : {}),
    replaceIds: input.replaceIds,
    pendingKey: input.pendingKey,
  });
}

/** The server refused because the tier's cap is reached (pro at 5). */
export function isLimitConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/** The server refused a free account with several saved assessments: it wants to know which to keep. */
export function isChooseToKeep(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 409 &&
    (error.details as { reason?: unknown } | undefined)?.reason === 'choose_to_keep'
  );
}
