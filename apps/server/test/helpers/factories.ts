import { randomUUID } from 'node:crypto';
import type { Recommendation, Tier } from '@physiomate/shared';
import type { Db } from '../../src/db/client.ts';
import { subscribers, users } from '../../src/db/schema.ts';

/** A user row (and subscriber row with the given tier) created directly, for service-level tests. */
export async function createUserRow(db: Db, tier: Tier = 'free') {
  const id = randomUUID();
  const email = `user-${id.slice(0, 8)}@physiomate.app`;
  await db.insert(users).values({ id, name: email, email, emailVerified: true });
  await db.insert(subscribers).values({ userId: id, email, subscriptionTier: tier });
  return { id, email };
}

/** A small, valid recommendation; tests that need the engine's real output call the engine. */
export function recommendationFixture(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    summary: 'Your knee pain looks like an irritated kneecap joint.',
    summary_points: [
      { id: 'likely_cause', text: 'Load' },
      { id: 'duration', text: 'about 3 weeks (recent, under 6 weeks)' },
    ],
    stage: 'acute',
    clinical_narrative: 'We think this is patellofemoral pain.',
    exercises: [
      {
        id: 'wall-sit',
        name: 'Wall sit',
        description: 'Hold a gentle squat against a wall.',
        steps: ['Lean on a wall', 'Slide down a little', 'Hold'],
        duration: '30 seconds',
        frequency: '3 times a day',
        regions: ['knee-right'],
        equipment: [],
        video_search: 'wall sit knee',
      },
    ],
    lifestyle: ['Keep active within comfort.'],
    products: ['Resistance band'],
    identified_pain_areas: ['Right knee'],
    identified_regions: ['knee-right'],
    conditions: [{ id: 'patellofemoral-pain', name: 'Patellofemoral pain', likelihood: 0.7 }],
    triage: { level: 'self-care', red_flags: [], message: 'Safe to self-manage.' },
    key_issues: ['Pain around the kneecap'],
    treatment_focus: ['Load management'],
    prognosis: 'Usually improves over 6 to 12 weeks.',
    engine_version: 'test',
    ...overrides,
  };
}

/**
 * A result as engine 1.0.0 wrote it: the points as bullet lines of the summary, no `summary_points`
 * and no `stage` (every other field as today).
 */
export function legacyRecommendationFixture(): Recommendation {
  const { summary_points: _points, stage: _stage, ...rest } = recommendationFixture();
  return {
    ...rest,
    summary:
      'Your knee pain looks like an irritated kneecap joint.\n• Likely cause: load\n• Duration: 3 weeks',
    engine_version: '1.0.0',
  };
}

/** A plain knee assessment as the save and recommendation endpoints take it (no red flag). */
export const KNEE_SAVE = {
  assessmentId: null,
  symptoms:
    'My left knee aches when I walk down the stairs and after sitting for a long time at my desk each day.',
  painLocations: ['Left knee'],
  safetyAnswers: [],
};
