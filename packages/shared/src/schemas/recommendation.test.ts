import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assessmentRequestSchema } from './assessment.ts';
import { findingCorrectionsSchema } from './findings.ts';
import { recommendationSchema } from './recommendation.ts';
import { savedAssessmentSchema } from './results.ts';

/**
 * The recommendation contract is written with zod/mini (the web reads stored results with it) and
 * is used inside the server's full-zod schemas: both directions must hold.
 */

const rec = {
  summary: 'Your description of pain in your right knee fits best with patellofemoral pain.',
  summary_points: [
    { id: 'duration', text: 'about 3 weeks (recent, under 6 weeks)' },
    { id: 'suspected_issue', text: 'Patellofemoral pain' },
  ],
  stage: 'acute',
  clinical_narrative: null,
  exercises: [],
  lifestyle: ['Keep active within comfort.'],
  products: [],
  identified_pain_areas: ['Right knee'],
  identified_regions: ['knee-right'],
  conditions: [{ id: 'patellofemoral-pain', name: 'Patellofemoral pain', likelihood: 0.7 }],
  triage: { level: 'self-care', red_flags: [], message: '' },
  key_issues: [],
  treatment_focus: ['Load management'],
  prognosis: '',
  engine_version: '2.0.0',
};

describe('recommendationSchema', () => {
  it('takes the structured summary points and the stage, and leaves them out when absent', () => {
    expect(recommendationSchema.parse(rec)).toEqual(rec);
    const { summary_points: _p, stage: _s, ...old } = rec;
    expect(recommendationSchema.parse(old)).toEqual(old);
  });

  it.each([
    ['an unknown point', { summary_points: [{ id: 'mood', text: 'Low' }] }],
    ['an unknown stage', { stage: 'chronic' }],
    ['a fourth key issue', { key_issues: ['a', 'b', 'c', 'd'] }],
    ['a likelihood over 1', { conditions: [{ ...rec.conditions[0], likelihood: 1.2 }] }],
  ])('rejects %s', (_name, change) => {
    expect(recommendationSchema.safeParse({ ...rec, ...change }).success).toBe(false);
  });

  it('is answered through the saved-assessment schema the server encodes its replies with', () => {
    const saved = savedAssessmentSchema.parse({
      assessment: {
        id: 'a',
        createdAt: '2025-06-01T10:00:00.000Z',
        symptoms: 's',
        painLocations: [],
        safetyAnswers: [],
      },
      recommendations: rec,
    });
    expect(saved.recommendations).toEqual(rec);
    expect(z.encode(savedAssessmentSchema, saved)).toEqual(saved);
    expect(z.encode(savedAssessmentSchema, { ...saved, recommendations: null }).recommendations).toBeNull();
  });
});

describe('findingCorrectionsSchema keeps its messages inside a request', () => {
  const knee = {
    symptoms:
      'My right knee hurts at the front on stairs and when I squat, for three weeks now, no swelling at all.',
    painLocations: ['Right knee'],
  };
  it.each([
    [{ sinceDays: -3 }, 'The duration cannot be negative.'],
    [{ sinceDays: 2.5 }, 'The duration must be a whole number of days.'],
    [{ sinceDays: 'soon' }, 'The duration must be a number of days.'],
    [{ remove: ['Running!'] }, 'A finding id is lower-case letters and underscores.'],
  ])('%j: %s', (corrections, message) => {
    const parsed = assessmentRequestSchema.safeParse({ ...knee, corrections });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('fills the lists it was not given', () => {
    expect(findingCorrectionsSchema.parse({ sinceDays: null })).toEqual({
      remove: [],
      add: [],
      sinceDays: null,
    });
  });
});
