import { describe, expect, it } from 'vitest';
import { diagnosticDetails, hasRecommendations } from './submit-assessment';

describe('hasRecommendations', () => {
  it('needs one non-empty list among exercises, lifestyle and products', () => {
    expect(hasRecommendations({ exercises: [{ name: 'Squat' }], lifestyle: [], products: [] })).toBe(true);
    expect(hasRecommendations({ exercises: [], lifestyle: ['Walk daily'], products: [] })).toBe(true);
    expect(hasRecommendations({ exercises: [], lifestyle: [], products: ['Foam roller'] })).toBe(true);
    expect(hasRecommendations({ exercises: [], lifestyle: [], products: [] })).toBe(false);
    expect(hasRecommendations({ summary: 'x' })).toBe(false);
    expect(hasRecommendations(null)).toBe(false);
    expect(hasRecommendations('oops')).toBe(false);
  });

  it('accepts an emergency answer, which carries advice instead of exercises', () => {
    const emergency = {
      summary: 'Call now',
      exercises: [],
      lifestyle: [],
      products: [],
      triage: { level: 'emergency' },
    };
    expect(hasRecommendations(emergency)).toBe(true);
    expect(hasRecommendations({ ...emergency, triage: { level: 'routine' } })).toBe(false);
  });
});

describe('diagnosticDetails', () => {
  it('collects the diagnostic fields, each cut to 600 characters', () => {
    const details = diagnosticDetails({
      error: 'e'.repeat(700),
      stack: 'at x',
      ai_response: { a: 1 },
      other: 'no',
    });
    expect(details).toEqual([`error: ${'e'.repeat(600)}`, 'stack: at x', 'ai_response: {"a":1}']);
    expect(diagnosticDetails(undefined)).toEqual([]);
  });
});
