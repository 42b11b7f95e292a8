import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { ConceptDef } from '../src/nlp/concepts.ts';
import { extract, FINDING_LEXICON } from '../src/nlp/extract.ts';
import { compileLexicon, explain, namedIn, wordId } from '../src/nlp/screen.ts';
import { nlp } from '../src/nlp/wink.ts';

describe('negation (clause scope)', () => {
  it('denies findings after a cue and keeps later clauses positive', () => {
    const f = extract('No numbness or tingling in my arms, but my neck is stiff.');
    expect(f.denied.has('numbness')).toBe(true);
    expect(f.denied.has('pins_needles')).toBe(true);
    expect(f.present.has('stiffness')).toBe(true);
  });
  it('reads reassurance after the finding ("bladder and bowels are normal")', () => {
    const f = extract('Bending is not a problem. My bladder and bowels are normal.');
    expect(f.present.has('bending_forward')).toBe(false);
    expect(f.present.has('bladder_bowel')).toBe(false);
  });
  it('handles "I haven\'t travelled", "denies" and "without"', () => {
    expect(extract("I haven't travelled anywhere recently").present.has('long_travel')).toBe(false);
    expect(extract('denies any fever').denied.has('fever')).toBe(true);
    expect(extract('it came on without any injury').present.has('injury')).toBe(false);
  });
  it('carries a negation over a short comma list', () => {
    const f = extract('No swelling, bruising or redness.');
    expect(f.denied.has('swelling')).toBe(true);
    expect(f.denied.has('bruising')).toBe(true);
  });
  it('treats a cue inside a compound finding as a denial ("calf not swollen")', () => {
    expect(extract('My calf is not swollen or red.').present.has('calf_swelling')).toBe(false);
  });
  it('keeps findings whose own wording is negative ("can not stand")', () => {
    expect(extract('I can not stand or put weight on it').present.has('cannot_weight_bear')).toBe(true);
  });
});

describe('laterality', () => {
  it('applies a side word to the regions that follow it in the clause', () => {
    const f = extract('pain from my left buttock down the back of the thigh into my calf');
    expect(f.regions.map((r) => `${r.base}:${r.side}`)).toEqual(
      expect.arrayContaining(['buttock:left', 'hamstring:left', 'calf:left']),
    );
  });
  it('reads plural body parts and "both" as both sides', () => {
    expect(extract('both shins ache').regions[0]?.side).toBe('both');
    expect(extract('my knees creak').regions[0]?.side).toBe('both');
  });
  it('reads a trailing side ("neck on the right") and ignores head turning', () => {
    const f = extract('stiff neck on the right, worse when I turn my head to the left');
    expect(f.regions.map((r) => r.base)).toEqual(['neck']);
  });
  it('skips negated body parts and non-pain phrases', () => {
    const f = extract('Nothing runs down my legs. It catches when I reach into the back seat.');
    expect(f.regions).toHaveLength(0);
  });
});

describe('numbers in everyday words', () => {
  it.each([
    ['since yesterday', 1],
    ['for 3 weeks', 21],
    ['for two months', 60],
    ['a fortnight ago', 14],
    ['over a couple of years', 730],
  ])('duration "%s" is %d days', (text, days) => {
    expect(extract(`My knee hurts ${text}.`).durationDays).toBe(days);
  });
  it.each([
    ["I'm 67 and", 67],
    ['a 45 year old', 45],
    ['I am in my sixties', 65],
    ['aged 30', 30],
  ])('age "%s" is %d', (text, age) => {
    expect(extract(`${text} with a sore back`).age).toBe(age);
  });
  it('reads pain severity and morning stiffness duration', () => {
    const f = extract('Pain is 7/10. I am stiff every morning for over an hour.');
    expect(f.severity).toBe(7);
    expect(f.morningStiffnessMinutes).toBeGreaterThan(60);
  });
  it('does not take an old cancer diagnosis as the pain duration', () => {
    expect(
      extract('I had bowel cancer five years ago. The back pain started two weeks ago.').durationDays,
    ).toBe(14);
  });
});

describe('typos and everyday words', () => {
  it('corrects common misspellings and maps everyday words', () => {
    const f = extract('numbess and tinglng in my sholder, pins and needles in my bum');
    expect(f.present.has('numbness')).toBe(true);
    expect(f.present.has('pins_needles')).toBe(true);
    expect(f.regions.map((r) => r.base)).toEqual(expect.arrayContaining(['shoulder', 'buttock']));
  });
  it('understands "gave way" and "waterworks" changes', () => {
    expect(extract('my knee gave way on the stairs').present.has('giving_way')).toBe(true);
    expect(
      extract('I have problems with my waterworks since the back pain').present.has('bladder_bowel'),
    ).toBe(true);
  });
});

describe('typo correction leaves everyday words alone', () => {
  it('keeps "shake hands" (not "shape hands"), so no hand pain is invented', () => {
    const f = extract('Pain on the outside of my elbow, worse when I shake hands or lift the kettle.');
    expect(f.regions.map((r) => r.base)).toEqual(['elbow']);
  });

  it('still corrects real misspellings of body words', () => {
    const f = extract('My left sholder and my rigth ankel are swolen.');
    expect(f.regions.map((r) => `${r.base}-${r.side}`)).toEqual(['shoulder-left', 'ankle-right']);
  });
});

describe('the lexicon matcher', () => {
  it('reads the same after its count of sentences runs past what a typed array holds', () => {
    // Terms of several required words ('pain when running downhill') are only tried when the
    // sentence holds each of them, as flags kept per term and sentence: a count that overflowed
    // would lose them.
    const texts = [
      'pain when running downhill',
      'my knee is swollen and stiff in the morning',
      'it hurts to climb the stairs',
      'pain when running downhill',
    ];
    const named = () => texts.map((t) => [...namedIn(t, FINDING_LEXICON)].sort());
    const fresh = named();
    expect(fresh.flat().length).toBeGreaterThan(3);
    FINDING_LEXICON.sentence = 2 ** 31 - 3;
    expect(named()).toEqual(fresh);
    expect(FINDING_LEXICON.sentence).toBeLessThan(10);
  });
});

describe('the wink reader', () => {
  it("holds none of the model's files once made (their packed JSON was 5 MB of heap)", () => {
    expect(nlp.readDoc('My knee hurts.').tokens().length()).toBe(4);
    const require = createRequire(import.meta.url);
    const entry = require.resolve('wink-eng-lite-web-model');
    const root = entry.slice(0, entry.lastIndexOf('dist'));
    expect(Object.keys(require.cache).filter((file) => file.startsWith(root))).toEqual([]);
  });
});

/**
 * The matcher compares words by number (screen.ts, wordId): every stem and literal word a lexicon is
 * written in has one, a word no lexicon holds has -1 and so equals no unit. A stem unit still matches
 * the token's stem or the word itself, a literal only the word, a regular expression the word.
 */
describe('words matched by number', () => {
  const defs: Record<'stem' | 'literal' | 're' | 'gap', ConceptDef> = {
    stem: { label: 'stem', terms: ['swelling ~1 ankles'] },
    literal: { label: 'literal', terms: ['=legs gave way'] },
    re: { label: 're', terms: ['/zzq\\w+/ pain'] },
    gap: { label: 'gap', terms: ['cannot ~2 toe'] },
  };
  const lexicon = compileLexicon(defs, ['stem', 'literal', 're', 'gap']);
  it("numbers the lexicons' words and no others", () => {
    expect(wordId('ankl')).toBeGreaterThanOrEqual(0); // (the stem of 'ankles')
    expect(wordId('legs')).toBeGreaterThanOrEqual(0);
    expect(wordId('qqxyzzy')).toBe(-1);
  });
  it('matches stems, literal words, regular expressions and gaps as words', () => {
    expect(namedIn('my ankles swelled up', lexicon)).toEqual(new Set());
    expect(namedIn('swelling of ankles', lexicon)).toEqual(new Set(['stem']));
    expect(namedIn('my legs gave way', lexicon)).toEqual(new Set(['literal']));
    // a literal is the word as written, not its stem
    expect(namedIn('my leg gave way', lexicon)).toEqual(new Set());
    expect(namedIn('zzqfoo pain', lexicon)).toEqual(new Set(['re']));
    expect(namedIn('cannot move my toe', lexicon)).toEqual(new Set(['gap']));
    expect(namedIn('cannot move my big left toe', lexicon)).toEqual(new Set());
  });
  it('explains matches by their words', () => {
    expect(explain('Swelling round ankles.', lexicon).map((e) => e.concept)).toEqual(['stem']);
  });
});
