import { describe, expect, it } from 'vitest';
import { extract } from '../src/nlp/extract.ts';

/**
 * How long morning stiffness lasts (extract's morningStiffnessMinutes, which the inflammatory-arthritis
 * screen reads past 30 minutes): the stiffness is found by the shared reader, so it is the writer's own,
 * current and not denied; its time is read from its clause and the one beside it.
 */
const minutes = (text: string) => extract(text).morningStiffnessMinutes;

describe('morning stiffness: how long it lasts', () => {
  it.each([
    ['My fingers are stiff for about 45 minutes when I get up.', 45],
    ['When I wake up, my lower back is stiff for two hours.', 120],
    ['Every morning I feel like the tin man. It takes an hour before I can bend down.', 60],
    ['Stiff as a board first thing, it takes half an hour to loosen up.', 30],
    ['My hands are stiff until lunchtime every morning.', 180],
    ['Both knees are stiff in the morning for a few minutes only.', 8],
  ])('%s → %i minutes', (text, expected) => {
    expect(minutes(text)).toBe(expected);
  });
});

describe("a 'no' earlier in a list does not deny a stiffness told with its time", () => {
  it.each([
    ['No swelling, stiff for an hour each morning.', 60],
    ['No injury, no fever, stiff for 90 minutes on waking.', 90],
    ['Nothing red or hot, stiff forty minutes every morning.', 40],
    // every number the shared quantity reader reads, not a short list of its own
    ['No swelling, stiff for sixty minutes each morning.', 60],
    ['No fever, stiff for half an hour every morning.', 30],
  ])('%s → %i minutes', (text, expected) => {
    expect(minutes(text)).toBe(expected);
  });

  it('still denies a stiffness that is itself listed after the no', () => {
    expect(minutes('No swelling, stiffness or redness in the mornings.')).toBeUndefined();
  });
});

describe("a stiffness that is not the writer's own, or not now, gives no time", () => {
  it.each([
    'My husband is stiff for two hours every morning, I just have a sore knee.',
    'My mum says she is stiff for an hour when she gets up; my shoulder hurts when I lift.',
    'I am not stiff in the morning for more than a minute or two, the pain comes with running.',
    'I do not wake up stiff for an hour, the heel hurts with the first steps.',
  ])('%s', (text) => {
    expect(minutes(text)).toBeUndefined();
  });
});

describe('a time spent doing something before the stiffness is not how long it lasts', () => {
  it.each([
    'My neck was stiff after six hours at the wheel.',
    'After a 12 hour flight my back was stiff the next morning.',
    'Sitting in cramped seats for thirteen hours left me stiff.',
  ])('%s', (text) => {
    expect(minutes(text)).toBeUndefined();
  });
});
