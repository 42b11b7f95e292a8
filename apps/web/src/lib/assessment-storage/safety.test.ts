import { MAX_SAFETY_QUESTIONS, SAFETY_QUESTIONS } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import {
  answerList,
  answerMap,
  askedAnswers,
  FALLBACK_QUESTIONS,
  firstUnanswered,
  keepAsked,
  parseAnswers,
  parseQuestions,
} from './safety';

const q = (id: string) => ({ id, text: `Q ${id}?`, hint: `Hint ${id}` });

describe('the fallback questions', () => {
  it('are the universal ones, at least four, in catalogue order', () => {
    const universal = SAFETY_QUESTIONS.filter((x) => x.universal).map((x) => x.id);
    expect(FALLBACK_QUESTIONS.map((x) => x.id)).toEqual(universal);
    expect(FALLBACK_QUESTIONS.length).toBeGreaterThanOrEqual(4);
    expect(FALLBACK_QUESTIONS.every((x) => x.text && x.hint)).toBe(true);
  });
});

describe('parseQuestions', () => {
  it('keeps known ids once, in the server order, with the server wording', () => {
    expect(
      parseQuestions({ questions: [q('saddle-bladder'), q('fever'), q('made-up'), q('fever'), 'x'] }),
    ).toEqual([q('saddle-bladder'), q('fever')]);
  });

  it('fills a missing wording from the catalogue and caps the list', () => {
    const [fever] = parseQuestions({ questions: [{ id: 'fever' }] })!;
    expect(fever?.text).toBe(SAFETY_QUESTIONS[0].text);
    const all = parseQuestions({ questions: SAFETY_QUESTIONS.map((x) => q(x.id)) })!;
    expect(all).toHaveLength(MAX_SAFETY_QUESTIONS);
  });

  it('answers null when nothing usable came back', () => {
    for (const body of [
      null,
      'oops',
      {},
      { questions: 'x' },
      { questions: [] },
      { questions: [q('nope')] },
    ]) {
      expect(parseQuestions(body)).toBeNull();
    }
  });
});

describe('answers', () => {
  const asked = [q('fever'), q('injury'), q('saddle-bladder')] as never[];

  it('parse from storage: valid entries only, first answer per question', () => {
    expect(
      parseAnswers([
        { id: 'fever', answer: 'no' },
        { id: 'fever', answer: 'yes' },
        { id: 'injury', answer: 'maybe' },
        { id: 'nope', answer: 'no' },
        { id: 'chest', answer: 'unsure' },
        null,
      ]),
    ).toEqual([
      { id: 'fever', answer: 'no' },
      { id: 'chest', answer: 'unsure' },
    ]);
    expect(parseAnswers('x')).toEqual([]);
  });

  it('round-trip between the list and the map', () => {
    const list = [
      { id: 'fever' as const, answer: 'no' as const },
      { id: 'chest' as const, answer: 'yes' as const },
    ];
    expect(answerList(answerMap(list))).toEqual(list);
  });

  it('sends only the asked questions, in the order asked', () => {
    const map = answerMap([
      { id: 'chest', answer: 'yes' },
      { id: 'saddle-bladder', answer: 'unsure' },
      { id: 'fever', answer: 'no' },
    ]);
    expect(askedAnswers(asked, map)).toEqual([
      { id: 'fever', answer: 'no' },
      { id: 'saddle-bladder', answer: 'unsure' },
    ]);
  });

  it('name the first unanswered question', () => {
    expect(firstUnanswered(asked, answerMap([{ id: 'fever', answer: 'no' }]))).toBe('injury');
    expect(
      firstUnanswered(
        asked,
        answerMap([
          { id: 'fever', answer: 'no' },
          { id: 'injury', answer: 'unsure' },
          { id: 'saddle-bladder', answer: 'yes' },
        ]),
      ),
    ).toBeNull();
  });

  it('keep the answers to questions still asked, and the same map when nothing goes', () => {
    const map = answerMap([
      { id: 'fever', answer: 'no' },
      { id: 'chest', answer: 'yes' },
    ]);
    expect(keepAsked(map, asked)).toEqual({ fever: 'no' });
    const kept = answerMap([{ id: 'fever', answer: 'no' }]);
    expect(keepAsked(kept, asked)).toBe(kept);
  });
});
