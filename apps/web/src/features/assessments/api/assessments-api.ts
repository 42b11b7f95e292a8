import type {
  AssessmentRequest,
  AssessmentSummary,
  FindingCorrections,
  PlanEdit,
  Recommendation,
  SavedAssessmentResponse,
  VideoSearchRequest,
  VideoSearchResponse,
} from '@physiomate/shared';
import { api } from '@/lib/api-client';
import type { EarlyQuery } from '@/lib/early-reads';

/** The saved-assessment calls and query keys of the wizard, the results screen and My Assessments. */
export const assessmentKeys = {
  all: ['assessments'] as const,
  list: () => [...assessmentKeys.all, 'list'] as const,
  detail: (id: string) => [...assessmentKeys.all, 'detail', id] as const,
};

export function getAssessment(id: string, signal?: AbortSignal): Promise<SavedAssessmentResponse> {
  return api.get<SavedAssessmentResponse>(`/assessments/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/** A saved result's first screen as a query (see src/lib/early-reads.ts). */
export function resultQuery(id: string): EarlyQuery {
  return {
    path: `/assessments/${encodeURIComponent(id)}`,
    queryKey: assessmentKeys.detail(id),
    queryFn: () => getAssessment(id),
  };
}

/** Removes plan items; the server re-runs the engine and answers the regenerated result. */
export function editPlan(id: string, edit: PlanEdit): Promise<SavedAssessmentResponse> {
  return api.patch<SavedAssessmentResponse>(`/assessments/${encodeURIComponent(id)}/recommendations`, edit);
}

export function searchVideo(body: VideoSearchRequest, signal?: AbortSignal): Promise<VideoSearchResponse> {
  return api.post<VideoSearchResponse>('/videos/search', body, signal ? { signal } : {});
}

/** Corrections to 'What we understood' on a saved assessment: stored, and the plan re-run (any tier). */
export function correctUnderstood(
  id: string,
  corrections: FindingCorrections,
): Promise<SavedAssessmentResponse> {
  return api.put<SavedAssessmentResponse>(`/assessments/${encodeURIComponent(id)}/understood`, corrections);
}

/** The same for a result kept only in this browser: the engine re-runs on the original words. */
export function rerunWithCorrections(request: AssessmentRequest): Promise<Recommendation> {
  return api.post<Recommendation>('/recommendations', request);
}

export async function listAssessments(signal?: AbortSignal): Promise<AssessmentSummary[]> {
  const data = await api.get<{ assessments: AssessmentSummary[] }>('/assessments', signal ? { signal } : {});
  return data.assessments;
}

/** My Assessments' first screen as a query (see src/lib/early-reads.ts). */
export function listQuery(): EarlyQuery {
  return { path: '/assessments', queryKey: assessmentKeys.list(), queryFn: () => listAssessments() };
}

export function deleteAssessment(id: string): Promise<void> {
  return api.delete<void>(`/assessments/${encodeURIComponent(id)}`);
}
