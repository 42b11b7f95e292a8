import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/features/assessment/lib/test-storage';
import { reopenDraft } from './reopen-draft.ts';

const input = {
  symptoms: 'It hurts',
  painLocations: ['Left knee', 'Lower back', 'Pain areas marked on body diagram'],
  safetyAnswers: [{ id: 'fever' as const, answer: 'no' as const }],
};

const json = (store: Storage, key: string) => JSON.parse(store.getItem(key) ?? 'null');

describe('reopenDraft', () => {
  it('puts a submitted anonymous assessment back as a step-1 draft, keeping assessmentData as it is', () => {
    const store = new MemoryStorage();
    const data = { age: 30, gender: 'not_specified', ...input };
    store.setItem('assessmentData', JSON.stringify(data));
    reopenDraft(input, store);
    expect(json(store, 'assessmentData')).toEqual(data);
    expect(json(store, 'assessmentDraft')).toEqual({
      step: 1,
      diagram: { v: 1, front: [], back: [], ticked: ['knee-left', 'lower-back'] },
      safetyAnswers: input.safetyAnswers,
    });
  });

  it("writes assessmentData from a saved assessment when storage holds another one's", () => {
    const store = new MemoryStorage();
    store.setItem('assessmentData', JSON.stringify({ symptoms: 'Something else', painLocations: [] }));
    reopenDraft(input, store);
    expect(json(store, 'assessmentData')).toMatchObject({
      symptoms: 'It hurts',
      painLocations: input.painLocations,
    });
  });

  it('leaves a draft in progress alone', () => {
    const store = new MemoryStorage();
    store.setItem('assessmentDraft', JSON.stringify({ step: 2 }));
    reopenDraft(input, store);
    expect(json(store, 'assessmentDraft')).toEqual({ step: 2 });
    expect(store.getItem('assessmentData')).toBeNull();
  });
});
