import { describe, expect, it } from 'vitest';
import { narrativeOf, normaliseRecommendation, parseSummary, removeItem } from './recommendation.ts';

describe('parseSummary', () => {
  it('splits the narrative from bullet lines with optional bold headers', () => {
    const parsed = parseSummary(
      'Pain in the lower back after lifting.\n\n• Likely cause: muscle strain\n- Duration: 2 weeks\n• Keep moving gently',
    );
    expect(parsed.narrative).toEqual(['Pain in the lower back after lifting.']);
    expect(parsed.bullets).toEqual([
      { header: 'Likely cause', content: 'muscle strain' },
      { header: 'Duration', content: '2 weeks' },
      { header: null, content: 'Keep moving gently' },
    ]);
  });

  it('keeps a plain summary as narrative', () => {
    expect(parseSummary('Just text.')).toEqual({ narrative: ['Just text.'], bullets: [] });
  });
});

describe('normaliseRecommendation', () => {
  it('defaults lists to empty and accepts string exercises', () => {
    const rec = normaliseRecommendation({
      summary: 'S',
      exercises: ['Bridges', { name: 'Cat-cow', steps: ['a'] }],
    });
    expect(rec).not.toBeNull();
    expect(rec!.lifestyle).toEqual([]);
    expect(rec!.products).toEqual([]);
    expect(rec!.identified_pain_areas).toEqual([]);
    expect(rec!.exercises.map((e) => e.name)).toEqual(['Bridges', 'Cat-cow']);
    expect(new Set(rec!.exercises.map((e) => e.id)).size).toBe(2);
    expect(rec!.triage.level).toBe('self-care');
  });

  it('rejects what is not an object', () => {
    expect(normaliseRecommendation(null)).toBeNull();
    expect(normaliseRecommendation('x')).toBeNull();
    expect(normaliseRecommendation([])).toBeNull();
  });
});

describe('narrativeOf', () => {
  it("treats null, empty and 'null' as absent", () => {
    expect(narrativeOf({ clinical_narrative: null })).toBeNull();
    expect(narrativeOf({ clinical_narrative: '  ' })).toBeNull();
    expect(narrativeOf({ clinical_narrative: 'null' })).toBeNull();
    expect(narrativeOf({ clinical_narrative: 'Real text' })).toBe('Real text');
  });
});

describe('removeItem', () => {
  const rec = normaliseRecommendation({
    summary: '',
    exercises: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    lifestyle: ['Walk', 'Sleep'],
    products: ['Foam roller'],
    identified_pain_areas: ['Lower back', 'Left knee'],
  })!;

  it('removes one item of the given kind only', () => {
    expect(removeItem(rec, 'exercise', 'a').exercises.map((e) => e.id)).toEqual(['b']);
    expect(removeItem(rec, 'lifestyle', 'Walk').lifestyle).toEqual(['Sleep']);
    expect(removeItem(rec, 'product', 'Foam roller').products).toEqual([]);
    const noKnee = removeItem(rec, 'symptom', 'Left knee');
    expect(noKnee.identified_pain_areas).toEqual(['Lower back']);
    expect(noKnee.exercises).toHaveLength(2);
  });
});

describe('normaliseRecommendation: understanding and cautions', () => {
  it('keeps a known understanding and leaves an unknown or missing one out', () => {
    expect(normaliseRecommendation({ understanding: 'too_thin' })!.understanding).toBe('too_thin');
    expect(normaliseRecommendation({ understanding: 'not_english' })!.understanding).toBe('not_english');
    expect(normaliseRecommendation({ understanding: 'klingon' })).not.toHaveProperty('understanding');
    expect(normaliseRecommendation({})).not.toHaveProperty('understanding');
  });

  it('keeps known cautions with a message, each once, and drops the rest', () => {
    const rec = normaliseRecommendation({
      cautions: [
        { id: 'pregnancy', message: 'See your midwife first.' },
        { id: 'pregnancy', message: 'Again.' },
        { id: 'child', message: '  ' },
        { id: 'alien', message: 'No.' },
        'recent_surgery',
        { id: 'recent_surgery', message: 'Ask your surgeon.' },
      ],
    });
    expect(rec!.cautions).toEqual([
      { id: 'pregnancy', message: 'See your midwife first.' },
      { id: 'recent_surgery', message: 'Ask your surgeon.' },
    ]);
    expect(normaliseRecommendation({})).not.toHaveProperty('cautions');
  });
});
