import { describe, expect, it } from 'vitest';
import { assess } from '../src/index.ts';
import { extract } from '../src/nlp/extract.ts';

/**
 * What the text says of the person (nlp/extract.ts): their sex and how bad the pain is, read by the
 * same reader as the findings, so that another person's sex or score is not the writer's and a score
 * said not to be is no score.
 */
describe("someone else's sex is not the writer's", () => {
  it.each([
    'The woman at the gym reckons the clicking in my knee is a bursa',
    'My shoulder aches at night and the lady at the chemist sold me a heat patch',
    'My husband drove me to the walk-in centre because my ankle had ballooned',
    'A female physio looked at my neck last year, it is stiff again',
  ])('%s: no sex', (text) => {
    expect(extract(text).sex).toBeUndefined();
  });

  it.each([
    'My wife thinks I have pulled something in my calf',
    'My wife has been nagging me to get my sore heel seen',
  ])('%s: a spouse does not tell the writer is a man', (text) => {
    expect(extract(text).sex).toBeUndefined();
  });

  it.each([
    [
      'Writing for my husband, 71: his lower back has been sore for a month and he had prostate surgery in 2019',
      'male',
    ],
    ['Man, 47. Stiff neck for three days after painting a ceiling', 'male'],
    ['A 60 year old gentleman with a sore left hip on the stairs', 'male'],
    ['Achilles sore on the first steps of the morning, 58F', 'female'],
    ['Had my baby by caesarean five weeks ago and my lower back aches', 'female'],
  ])('%s: %s, as told of the person', (text, sex) => {
    expect(extract(text).sex).toBe(sex);
  });

  it('the read-back does not call the writer a woman for having a husband', () => {
    const result = assess({
      symptoms: 'I am 44 and my husband says I limp. My right knee has been swollen for two weeks.',
      painLocations: ['Right knee'],
    });
    expect(result.clinical_narrative).not.toMatch(/\bwoman\b/i);
  });
});

describe('how bad the pain is', () => {
  it.each([
    ['My partner rates his back 9/10, my own knee is about 4/10', 4],
    ['From 8/10 last week to about 3/10 today, my knee', 3],
    ['Ankle sore, seven out of ten when I walk on it', 7],
    ['My hip is honestly 11/10 at night', 10],
    ['Shoulder pain is a mild ache most days', 3],
    ['A moderate ache in my elbow when I lift the kettle', 5],
  ])('%s: %d out of 10', (text, score) => {
    expect(extract(text).severity).toBe(score);
  });

  it.each([
    "My knee hurts when I kneel, it's not 8/10 or anything",
    'My wife says 7/10 is nothing, my wrist is sore on gripping',
    "My mum's hip is 9/10 these days and my wrist aches when I lift her",
    "My husband's back is 6/10 most days; my neck is just stiff",
  ])('%s: no score of the writer', (text) => {
    expect(extract(text).severity).toBeUndefined();
  });
});
