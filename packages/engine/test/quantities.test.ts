import { describe, expect, it } from 'vitest';
import { assess } from '../src/index.ts';
import { extract } from '../src/nlp/extract.ts';
import { numberAt } from '../src/nlp/quantities.ts';

/**
 * Age and duration (nlp/quantities.ts): a number and its unit are read once, as how old the person is
 * or how long it has hurt, from the words around them. Each rule is tested with several phrasings.
 */
const read = (text: string) => {
  const f = extract(text);
  return { age: f.age, days: f.durationDays };
};
const YEAR = 365;

describe('numbers in words', () => {
  it.each([
    ['thirty eight', 38],
    ['ninety', 90],
    ['nineteen', 19],
    ['two and a half', 2.5],
    ['a couple of', 2],
    ['a few', 3],
    ['half a', 0.5],
    ['42', 42],
    ['1.5', 1.5],
  ])('"%s" is %d', (words, value) => {
    expect(numberAt(words.split(' '), 0)?.value).toBe(value);
  });

  it.each(['back', 'and', 'a'])('"%s" alone is no number', (word) => {
    expect(numberAt([word], 0)).toBeUndefined();
  });

  // numberAt turns most words away by their first letter and one look-up (the age rules read every word
  // of the text a dozen times): each vague amount's first word and each number word still gets through.
  it.each([
    ['several', 4],
    ['dozen', 12],
    ['couple of', 2],
    ['few', 3],
    ['half an', 0.5],
    ['twenty one', 21],
    ['7', 7],
    ['2.5', 2.5],
  ])('"%s" still passes the quick test (%d)', (words, value) => {
    expect(numberAt(words.split(' '), 0)?.value).toBe(value);
  });

  it.each(['7th', '2019s', 'a', 'half', 'couple'])('"%s" alone is still no number', (word) => {
    expect(numberAt([word], 0)).toBeUndefined();
  });
});

describe('how long it has hurt, however the number is written', () => {
  it.each([
    ['My shoulder has ached for six weeks', 42],
    ['The knee has bothered me for a fortnight', 14],
    ['Two and a half months of heel pain now', 75],
    ['My back has been sore for a year and a half', 1.5 * YEAR],
    ['Neck stiff for a week and a half', 10.5],
    ['Hip pain for thirty five years', 35 * YEAR],
    ['Eighteen months of sciatica', 540],
    ['My wrist has hurt for 3 to 4 weeks', 28],
    ['sore for a couple of days', 2],
    ['38 years of back pain and still going', 38 * YEAR],
    ['Twelve years with this knee', 12 * YEAR],
  ])('%s: %d days', (text, days) => {
    expect(read(text).days).toBe(days);
  });
});

describe('an age is not a duration, and a duration is not an age', () => {
  it.each([
    ['I am 38 years man, pain in my knee on the stairs', 38],
    ['I am 52 years woman and my hip aches', 52],
    ['Aged 61 years, heel pain in the morning', 61],
    ['45 years, sore lower back', 45],
    ['At 85 years of age I slipped and hurt my back', 85],
    ['Sixty two years young and my shoulder clicks', 62],
    ['Eighty-four years on this earth and my hands ache', 84],
  ])('%s: aged %d, no duration', (text, age) => {
    expect(read(text)).toEqual({ age, days: undefined });
  });

  it.each(['38 years of back pain', 'My knee has hurt for 20 years', 'Twenty years of neck trouble'])(
    '%s: a duration, no age',
    (text) => {
      const { age, days } = read(text);
      expect(age).toBeUndefined();
      expect(days).toBeGreaterThanOrEqual(20 * YEAR);
    },
  );

  it.each([
    ['My father is 74 years. For 10 days he has had a headache', 74, 10],
    ['My mother 76 years has a new headache since 3 weeks', 76, 21],
    ['Woman 70 years, pain in the temples from two weeks', 70, 14],
  ])('%s: the years after someone are their age, not the duration', (text, age, days) => {
    expect(read(text)).toEqual({ age, days });
  });

  it('an age and a duration in one message are both read', () => {
    expect(read('I am 38 years old and my knee has hurt for three years')).toEqual({
      age: 38,
      days: 3 * YEAR,
    });
    expect(read("I'm 45 and my back has ached for six weeks")).toEqual({ age: 45, days: 42 });
  });

  it.each([
    ["I'm 30 weeks pregnant and my wrist tingles at night"],
    ['I am 10 days out from my knee operation'],
    ['I am 20 minutes into my walk when the calf cramps'],
  ])('%s: weeks, days or minutes after "I am" are no age', (text) => {
    expect(read(text).age).toBeUndefined();
  });
});

describe('ages in words and as notes write them', () => {
  it.each([
    ['I am thirty eight and my hip hurts', 38],
    ["I'm ninety and my knee gives way", 90],
    ['Thirty-four, sore back for a month', 34],
    ['75yo, new headache and a sore scalp', 75],
    ['46M. Heart attack at 44, shoulder sore now', 46],
    ['I have osteoporosis and am 78', 78],
    ['Retired farmer, 72, smoked since I was 14.', 72],
    ["I'm 58 years old and still think I'm twenty", 58],
  ])('%s: aged %d', (text, age) => {
    expect(read(text).age).toBe(age);
  });

  it.each(['My temperature is 38.6 and the knee is hot', 'The pain is 10/10 when I press on it'])(
    '%s: a reading is no age',
    (text) => {
      expect(read(text).age).toBeUndefined();
    },
  );
});

describe('an age told as the past is when it began, not how old the person is', () => {
  it.each([
    'My back has hurt since I was 20',
    'Achy lower back since age 25',
    'I get migraines, have done since I was fourteen',
    'When I was 20 I hurt my knee playing rugby',
  ])('%s: no age', (text) => {
    expect(read(text).age).toBeUndefined();
  });

  it.each([
    ['Broke my wrist when I was 19, it healed. Now 35 and it aches when I type', 35],
    ['My daughter, 19, has had back pain since she was 17', 19],
    ['Had a septic knee when I was 20. Now 45, the knee clicks on stairs', 45],
  ])('%s: the age now is %d', (text, age) => {
    expect(read(text).age).toBe(age);
  });

  it('with the age now, the years since are how long it has hurt', () => {
    expect(read('My lower back has ached since I was 25, I am 33 now').days).toBe(8 * YEAR);
    expect(read('Back pain since I was 30, now 36. It wakes me at night').days).toBe(6 * YEAR);
  });

  it('an event at an age, or a habit since one, is not how long it has hurt', () => {
    expect(
      read('Broke my leg when I was 20 and it healed perfectly. Now 45, the knee aches').days,
    ).toBeUndefined();
    expect(read('I am 59 and have smoked since I was 14. My knee aches').days).toBeUndefined();
  });
});

describe('time that is not how long it has hurt', () => {
  it.each([
    'I have physio twice a week for my knee',
    'I do two days a week at the garage and my back aches',
    'I smoke 20 a day and my shoulder hurts',
    'I drive ten hours a day and my neck is stiff',
    'My knee will be checked in 2 weeks',
    'The cramp lasts 20 minutes and then goes',
    'My dad had a stroke last year, my own neck is just stiff',
    'The waiting list is eighteen months and my hip hurts',
    'I smoked for forty years and now my shoulder aches',
    'I had breast cancer five years ago, my knee is sore',
    'I had a dark patch years back but have been well for a decade. My elbow aches',
    'Twelve years of no trouble from that knee, and now the other one aches',
  ])('%s: no duration', (text) => {
    expect(read(text).days).toBeUndefined();
  });

  it('a month named as the start gives no number of days (the engine is not told the date)', () => {
    expect(read('My knee has been sore since March')).toEqual({ age: undefined, days: undefined });
    expect(read('Sore since March, and much worse for the last 2 weeks').days).toBe(14);
  });
});

describe('how long an activity or a job has gone on is not how long it has hurt', () => {
  it.each([
    ['Been crocheting blankets for forty years, and my thumb has ached since Wednesday', 4],
    ['I have swum competitively for 15 years and my shoulder got sore two weeks ago', 14],
    ['Played hockey for 12 years. My ankle has been swollen for 5 days', 5],
    ['I have worked as an electrician for 30 years and my knees have been painful for a month', 30],
    ['Drove lorries for twenty five years, lower back stiff for a fortnight', 14],
  ])("%s: the pain's time, not the activity's", (text, days) => {
    expect(read(text).days).toBe(days);
  });

  it.each([
    'I have been a hairdresser for 22 years and my wrists ache at the end of the day',
    'Cycling for ten years, and now my hip clicks when I get up',
    'Twenty years of teaching, my voice is fine but my neck hurts',
  ])("%s: no duration (only the activity's is told)", (text) => {
    expect(read(text).days).toBeUndefined();
  });
});

describe('what the person is shown', () => {
  it.each([
    'I am 38 years man, my knee hurts going down stairs',
    'I am 52 years, woman, with a sore knee on the stairs',
  ])('%s: no duration is read back or written', (text) => {
    const result = assess({ symptoms: text, painLocations: ['Right knee'] });
    expect(result.findings?.sinceDays ?? null).toBeNull();
    expect(result.clinical_narrative).not.toMatch(/persistent|years/i);
  });

  it('a duration in words is read back', () => {
    const result = assess({
      symptoms: 'My right knee has ached at the front for two and a half months, worse on stairs',
      painLocations: ['Right knee'],
    });
    expect(result.findings?.sinceDays).toBe(75);
    // 2.5 months, rounded as the read-back words it
    expect(result.findings?.since).toMatch(/^about 3 months \(persistent/);
  });
});

describe('a month told as the onset counts from the day the text was written', () => {
  const written = '2026-11-27';
  it.each([
    ['My knee has ached since March.', 271],
    ['Sore heel since early March, worse on the stairs.', 269],
    ['Neck pain since the end of October that will not shift.', 30],
    ['My shoulder has been stiff from mid September.', 73],
    ['Back pain since May 2025, on and off.', 575],
    // a month after the day written is last year's
    ['Hip sore since December, no injury.', 361],
    ['Wrist painful since Jan, mostly when typing.', 330],
  ])('%s → %d days', (symptoms, days) => {
    expect(extract(symptoms, written).durationDays).toBe(days);
  });

  it.each([
    'I had to march up the hill to work and my knee has ached since.',
    'My physio says it may settle; the hip hurts when I walk far.',
    'I was told in March that my knee would need a scan and it aches on the stairs.',
  ])('a month word that dates no onset gives no days: %s', (symptoms) => {
    expect(extract(symptoms, written).durationDays).toBeUndefined();
  });

  it('without the day written, a month gives no duration (the engine has no today of its own)', () => {
    expect(extract('My knee has ached since March.').durationDays).toBeUndefined();
  });

  it('the plan reads a month-long onset as persistent pain', () => {
    const input = {
      symptoms: 'My lower back has ached since March, worse after sitting.',
      painLocations: ['Lower back'],
    };
    expect(assess({ ...input, writtenOn: written }).stage).toBe('persistent');
    expect(assess({ ...input, writtenOn: '2026-03-04' }).stage).not.toBe('persistent');
  });

  it('a day that is not YYYY-MM-DD is ignored', () => {
    expect(extract('My knee has ached since March.', '27/11/2026').durationDays).toBeUndefined();
  });
});

describe("'in ages' is a gap before today, not how long it has hurt", () => {
  it('reads no year from a first session in ages, and still a year from pain for ages', () => {
    expect(read('My first swim in ages yesterday and my shoulder is sore today.').days).toBe(1);
    expect(read('My shoulder has ached for ages.').days).toBe(YEAR);
  });
});
