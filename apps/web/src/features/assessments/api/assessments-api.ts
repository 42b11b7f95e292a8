import type { AssessmentSummary } from '@physiomate/shared';
import { api } from '@/lib/api-client';

export { assessmentKeys } from '@/features/results/api/results-api';

export async function listAssessments(signal?: AbortSignal): Promise<AssessmentSummary[]> {
  const data = await api.get<{ assessments: AssessmentSummary[] }>('/assessments', signal ? { signal } : {});
  return data.assessments;
}

export function deleteAssessment(id: string): Promise<void> {
  return api.delete<void>(`/assessments/${encodeURIComponent(id)}`);
}
