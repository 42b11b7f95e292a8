import { describe, expect, it } from 'vitest';
import { NO_ANSWERS } from '@/lib/assessment-storage/safety';
import { MemoryStorage } from '@/lib/assessment-storage/test-storage';
import { EMPTY_DIAGRAM } from '../body-diagram/selection';
import {
  assessmentData,
  loadDraft,
  reopenDraft,
  SESSION_KEYS,
  saveDraft,
  saveSubmitted,
} from './draft-storage';

describe('draft storage', () => {
  it('keeps assessmentData (the text and the areas, nothing else) and our draft', () => {
    const storage = new MemoryStorage();
    const diagram = { ...EMPTY_DIAGRAM, ticked: ['knee-left' as const] };
    saveDraft({ step: 2, symptoms: 'It hurts', diagram, safetyAnswers: NO_ANSWERS }, ['Left knee'], storage);
    expect(JSON.parse(storage.getItem(SESSION_KEYS.assessmentData)!)).toEqual({
      symptoms: 'It hurts',
      painLocations: ['Left knee'],
    });
    expect(loadDraft(storage)).toEqual({ step: 2, symptoms: 'It hurts', diagram, safetyAnswers: {} });
  });

  it('keeps the safety step and its answers in our draft, not in assessmentData', () => {
    const storage = new MemoryStorage();
    const safetyAnswers = { fever: 'no', 'saddle-bladder': 'unsure' } as const;
    saveDraft(
      { step: 3, symptoms: 'It hurts', diagram: EMPTY_DIAGRAM, safetyAnswers },
      ['Lower back'],
      storage,
    );
    expect(JSON.parse(storage.getItem(SESSION_KEYS.assessmentData)!)).not.toHaveProperty('safetyAnswers');
    expect(JSON.parse(storage.getItem(SESSION_KEYS.draft)!).safetyAnswers).toEqual([
      { id: 'fever', answer: 'no' },
      { id: 'saddle-bladder', answer: 'unsure' },
    ]);
    expect(loadDraft(storage)).toMatchObject({ step: 3, safetyAnswers });

    // Junk answers are dropped; an unknown step starts over.
    storage.setItem(
      SESSION_KEYS.draft,
      JSON.stringify({
        step: 4,
        safetyAnswers: [
          { id: 'fever', answer: 'perhaps' },
          { id: 'x', answer: 'no' },
        ],
      }),
    );
    expect(loadDraft(storage)).toMatchObject({ step: 1, safetyAnswers: {} });
  });

  it('stores the submitted safety answers on assessmentData for the results screen', () => {
    const storage = new MemoryStorage();
    const answers = [{ id: 'fever' as const, answer: 'yes' as const }];
    saveSubmitted(assessmentData('text', ['Neck'], answers), { summary: 's' } as never, storage);
    expect(JSON.parse(storage.getItem(SESSION_KEYS.assessmentData)!)).toEqual({
      symptoms: 'text',
      painLocations: ['Neck'],
      safetyAnswers: answers,
    });
  });

  it('starts fresh after a submit and survives junk', () => {
    const storage = new MemoryStorage();
    saveDraft({ step: 1, symptoms: 'text', diagram: EMPTY_DIAGRAM, safetyAnswers: NO_ANSWERS }, [], storage);
    saveSubmitted({ symptoms: 'text', painLocations: ['Neck'] }, { summary: 's' } as never, storage);
    expect(loadDraft(storage)).toBeNull();
    expect(storage.getItem(SESSION_KEYS.recommendations)).toBe('{"summary":"s"}');
    storage.setItem(SESSION_KEYS.draft, '{not json');
    expect(loadDraft(storage)).toBeNull();
  });

  it('a new submit is a new assessment: the save key of the earlier one goes', () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_KEYS.pendingKey, '0b0f4c3e-7a52-4c2a-9b1e-3d0c7e1f2a44');
    saveSubmitted({ symptoms: 'text', painLocations: ['Neck'] }, { summary: 's' } as never, storage);
    expect(storage.getItem(SESSION_KEYS.pendingKey)).toBeNull();
    storage.setItem(SESSION_KEYS.draft, '{not json');
    expect(loadDraft(storage)).toBeNull();
  });
});

describe("'Add more detail' reopens a result as a draft", () => {
  const input = {
    symptoms: 'Ich habe seit drei Wochen Schmerzen im Knie.',
    painLocations: ['Left knee', 'Lower back', 'Pain areas marked on body diagram'],
    safetyAnswers: [{ id: 'fever' as const, answer: 'no' as const }],
  };

  it('restores the text, the marked areas as ticked regions and the answers on step 1', () => {
    const store = new MemoryStorage();
    reopenDraft(input, store);
    const draft = loadDraft(store);
    expect(draft?.step).toBe(1);
    expect(draft?.symptoms).toBe(input.symptoms);
    expect(draft?.diagram.ticked).toEqual(['lower-back', 'knee-left']);
    expect(draft?.safetyAnswers).toEqual({ fever: 'no' });
  });

  it('leaves a draft in progress alone', () => {
    const store = new MemoryStorage();
    saveDraft({ step: 2, symptoms: 'typing', diagram: EMPTY_DIAGRAM, safetyAnswers: NO_ANSWERS }, [], store);
    reopenDraft(input, store);
    expect(loadDraft(store)).toMatchObject({ step: 2, symptoms: 'typing' });
  });
});
