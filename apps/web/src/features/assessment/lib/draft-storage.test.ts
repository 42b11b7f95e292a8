import { describe, expect, it } from 'vitest';
import { EMPTY_DIAGRAM } from '../body-diagram/selection';
import { loadDraft, SESSION_KEYS, saveDraft, saveSubmitted } from './draft-storage';
import { MemoryStorage } from './test-storage';

describe('draft storage', () => {
  it('keeps the spec-shaped assessmentData and our draft', () => {
    const storage = new MemoryStorage();
    const diagram = { ...EMPTY_DIAGRAM, ticked: ['knee-left' as const] };
    saveDraft({ step: 2, symptoms: 'It hurts', diagram }, ['Left knee'], storage);
    expect(JSON.parse(storage.getItem(SESSION_KEYS.assessmentData)!)).toEqual({
      age: 30,
      gender: 'not_specified',
      symptoms: 'It hurts',
      painLocations: ['Left knee'],
    });
    expect(loadDraft(storage)).toEqual({ step: 2, symptoms: 'It hurts', diagram });
  });

  it('starts fresh after a submit and survives junk', () => {
    const storage = new MemoryStorage();
    saveDraft({ step: 1, symptoms: 'text', diagram: EMPTY_DIAGRAM }, [], storage);
    saveSubmitted(
      { age: 30, gender: 'not_specified', symptoms: 'text', painLocations: ['Neck'] },
      { summary: 's' } as never,
      storage,
    );
    expect(loadDraft(storage)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.recommendations)).toBe('{"summary":"s"}');
    storage.setItem(SESSION_KEYS.draft, '{not json');
    expect(loadDraft(storage)).toBeNull();
  });
});
