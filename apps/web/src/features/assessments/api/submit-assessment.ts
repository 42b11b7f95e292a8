/**
 * Submitting an assessment, the one function the wizard calls.
 * - Anonymous: the payload goes to the recommendations endpoint and the answer travels to the results
 *   screen through session storage.
 * - Signed in: POST /api/assessments saves the assessment and its result in one transaction and
 *   answers both; the results screen then loads it by id. The wizard shows the tier dialogs first
 *   (see routes/assessment.tsx); the server enforces the rules either way.
 */
import type {
  AssessmentPayload,
  Recommendation,
  SafetyAnswer,
  SavedAssessmentResponse,
} from '@physiomate/shared';
import { api } from '@/lib/api-client';
import { saveAssessment } from './save-assessment';

/** The shared payload; the wizard always has the safety answers (in the order asked). */
export type AssessmentSubmission = Omit<AssessmentPayload, 'pendingKey'> & { safetyAnswers: SafetyAnswer[] };

export type SubmissionResult =
  | { kind: 'anonymous'; assessmentId: null; recommendation: Recommendation }
  | { kind: 'saved'; assessmentId: string; saved: SavedAssessmentResponse };

const DETAIL_LIMIT = 600;
const DETAIL_FIELDS = ['error', 'stack', 'ai_response', 'openai_response'] as const;

/** The AI answered, but without a usable plan (no exercises, lifestyle or products). */
export class RecommendationGenerationError extends Error {
  override readonly name = 'RecommendationGenerationError';
  /** Diagnostic fields of the answer, each cut to 600 characters. */
  readonly details: string[];

  constructor(details: string[]) {
    super('The recommendations came back empty.');
    this.details = details;
  }
}

const nonEmptyArray = (value: unknown) => Array.isArray(value) && value.length > 0;

/**
 * A result counts only if at least one of exercises, lifestyle or products is a non-empty array. An
 * emergency triage is also a real answer: it deliberately carries advice instead of exercises.
 */
export function hasRecommendations(answer: unknown): answer is Recommendation {
  if (typeof answer !== 'object' || answer === null) return false;
  const a = answer as Record<string, unknown>;
  if (nonEmptyArray(a.exercises) || nonEmptyArray(a.lifestyle) || nonEmptyArray(a.products)) return true;
  const triage = a.triage as { level?: unknown } | undefined;
  return triage?.level === 'emergency' && typeof a.summary === 'string';
}

export function diagnosticDetails(answer: unknown): string[] {
  if (typeof answer !== 'object' || answer === null) return [];
  const a = answer as Record<string, unknown>;
  return DETAIL_FIELDS.flatMap((field) => {
    const value = a[field];
    if (value === undefined || value === null || value === '') return [];
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return [`${field}: ${text.slice(0, DETAIL_LIMIT)}`];
  });
}

/** POST /api/recommendations through the app's API client. */
export async function requestRecommendations(
  submission: AssessmentSubmission & { assessmentId: string | null },
  signal?: AbortSignal,
): Promise<Recommendation> {
  const answer = await api.post<unknown>(
    '/recommendations',
    {
      assessmentId: submission.assessmentId,
      symptoms: submission.symptoms.trim(),
      painLocations: submission.painLocations,
      safetyAnswers: submission.safetyAnswers,
      ...(submission.corrections ? { corrections: submission.corrections } : {}),
    },
    signal ? { signal } : undefined,
  );
  if (!hasRecommendations(answer)) throw new RecommendationGenerationError(diagnosticDetails(answer));
  return answer;
}

/** The wizard's submit: saved to the account when signed in, otherwise only generated. */
export async function submitAssessment(
  submission: AssessmentSubmission,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<SubmissionResult> {
  if (signedIn) {
    const saved = await saveAssessment(submission);
    return { kind: 'saved', assessmentId: saved.assessment.id, saved };
  }
  const recommendation = await requestRecommendations({ ...submission, assessmentId: null });
  return { kind: 'anonymous', assessmentId: null, recommendation };
}
