/**
 * Results as the server sends them, for component tests: built from the shared types and checked
 * with the shared schemas, so a fixture that the server could not send fails at once.
 */
import {
  type Exercise,
  type Recommendation,
  recommendationSchema,
  type SafetyAnswer,
  type SavedAssessmentResponse,
  savedAssessmentSchema,
} from '@physiomate/shared';

export const WALL_SIT: Exercise = {
  id: 'wall-sit',
  name: 'Wall sit',
  description: 'Slide down a wall until your knees are bent, and hold.',
  steps: ['Stand with your back to a wall.', 'Slide down until your knees are bent.', 'Hold, then stand.'],
  duration: '30 seconds',
  frequency: '3 times a day',
  regions: ['knee-left'],
  equipment: [],
  video_search: 'wall sit exercise',
};

export function recommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return recommendationSchema.parse({
    summary: 'Your knee pain is most likely from overuse.',
    clinical_narrative: null,
    exercises: [WALL_SIT],
    lifestyle: ['Keep walking on flat ground.'],
    products: [],
    identified_pain_areas: ['Left knee'],
    identified_regions: ['knee-left'],
    conditions: [],
    triage: { level: 'self-care', red_flags: [], message: '' },
    key_issues: [],
    treatment_focus: [],
    prognosis: 'Most people improve within 6 weeks.',
    engine_version: '1.0.0',
    ...overrides,
  });
}

export function savedAssessment(
  id: string,
  rec: Recommendation,
  safetyAnswers: SafetyAnswer[] = [],
): SavedAssessmentResponse {
  return savedAssessmentSchema.parse({
    assessment: {
      id,
      createdAt: '2026-05-03T10:00:00.000Z',
      symptoms: 'My back hurts and I cannot feel the saddle area since this morning.',
      painLocations: ['Lower back'],
      safetyAnswers,
    },
    recommendations: rec,
  });
}
