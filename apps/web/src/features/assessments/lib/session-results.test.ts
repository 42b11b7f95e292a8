import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/lib/assessment-storage/test-storage';
import { readSessionAssessment, readSessionRecommendations, SESSION_KEYS } from './session-results.ts';

describe('readSessionAssessment', () => {
  it("reads the wizard's assessmentData with its safety answers (an older tab's age and gender are ignored)", () => {
    const store = new MemoryStorage();
    store.setItem(
      SESSION_KEYS.assessmentData,
      JSON.stringify({
        age: 30,
        gender: 'not_specified',
        symptoms: 'Sore knee',
        painLocations: ['Left knee', 3, ''],
        safetyAnswers: [
          { id: 'fever', answer: 'no' },
          { id: 'nope', answer: 'yes' },
        ],
      }),
    );
    expect(readSessionAssessment(store)).toEqual({
      symptoms: 'Sore knee',
      painLocations: ['Left knee'],
      safetyAnswers: [{ id: 'fever', answer: 'no' }],
    });
  });

  it('has no answers for data from before the safety check, or none at all', () => {
    const store = new MemoryStorage();
    expect(readSessionAssessment(store).safetyAnswers).toEqual([]);
    store.setItem(SESSION_KEYS.assessmentData, JSON.stringify({ symptoms: 'x', painLocations: [] }));
    expect(readSessionAssessment(store).safetyAnswers).toEqual([]);
    store.setItem(SESSION_KEYS.assessmentData, '{broken');
    expect(readSessionAssessment(store)).toEqual({ symptoms: '', painLocations: [], safetyAnswers: [] });
  });
});

describe('readSessionRecommendations', () => {
  it('reads the stored result, or null when missing or broken', () => {
    const store = new MemoryStorage();
    expect(readSessionRecommendations(store)).toBeNull();
    store.setItem(SESSION_KEYS.recommendations, '{broken');
    expect(readSessionRecommendations(store)).toBeNull();
    const tooThin = {
      summary: 'We could not understand enough of this to give a safe plan.',
      summary_points: [],
      clinical_narrative: null,
      exercises: [],
      lifestyle: [],
      products: [],
      identified_pain_areas: ['Right knee'],
      identified_regions: ['knee-right'],
      conditions: [],
      triage: { level: 'routine', red_flags: [], message: 'See a doctor if it gets worse.' },
      key_issues: [],
      treatment_focus: [],
      prognosis: '',
      engine_version: '2.0.0',
      understanding: 'too_thin',
    };
    store.setItem(SESSION_KEYS.recommendations, JSON.stringify(tooThin));
    expect(readSessionRecommendations(store)).toEqual(tooThin);
    // Not a recommendation (no triage): none, rather than a result made up around it.
    store.setItem(SESSION_KEYS.recommendations, JSON.stringify({ summary: 'S', understanding: 'too_thin' }));
    expect(readSessionRecommendations(store)).toBeNull();
  });
});
