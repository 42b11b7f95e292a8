import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/lib/assessment-storage/test-storage';
import { readSessionAssessment, readSessionRecommendations, SESSION_KEYS } from './session-results.ts';

describe('readSessionAssessment', () => {
  it("reads the wizard's assessmentData with its safety answers", () => {
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
    store.setItem(SESSION_KEYS.recommendations, JSON.stringify({ summary: 'S', understanding: 'too_thin' }));
    expect(readSessionRecommendations(store)!.understanding).toBe('too_thin');
  });
});
