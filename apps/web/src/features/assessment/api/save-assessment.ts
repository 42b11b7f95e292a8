/**
 * Saving an assessment to the signed-in user's account: one call stores the assessment and its result
 * in one transaction and answers both. The server enforces the tier rules (free replaces its one
 * assessment, pro stops at 5 with a 409, master has no cap).
 */
import type { SafetyAnswer, SavedAssessmentResponse } from '@physiomate/shared';
import { api, isApiError } from '@/lib/api-client';

export type SaveInput = {
  symptoms: string;
  painLocations: string[];
  /** The 1024x1024 PNG data URL of the diagram, or null. */
  bodyDiagramImage: string | null;
  /** The answers to the safety questions asked (absent only for an assessment from before the check). */
  safetyAnswers?: SafetyAnswer[];
};

/** POST /api/assessments (same payload as POST /api/recommendations). */
export function saveAssessment(input: SaveInput): Promise<SavedAssessmentResponse> {
  return api.post<SavedAssessmentResponse>('/assessments', {
    assessmentId: null,
    symptoms: input.symptoms.trim(),
    painLocations: input.painLocations,
    bodyDiagramImage: input.bodyDiagramImage,
    safetyAnswers: input.safetyAnswers,
  });
}

/** The server refused because the tier's cap is reached (pro at 5). */
export function isLimitConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
