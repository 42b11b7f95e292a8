import { describe, expect, it } from 'vitest';
import { extract, type Findings } from '../src/nlp/extract.ts';
import { FINDING_DEFS, PATTERN_FINDING_IDS, type PatternFindingId } from '../src/nlp/findings.ts';
import { splitTop } from '../src/nlp/matcher.ts';

/**
 * The musculoskeletal findings are read by the concept screen's reader (findings.ts): the same
 * negation, subject and time handling as the red-flag concepts. The properties below are checked
 * over every definition, with phrases built from the definitions' own terms, so that a new finding
 * is covered the day it is written.
 */

/** The words of a term with every optional part and gap left out and the first alternative taken. */
function phraseOf(term: string): string | undefined {
  const words: string[] = [];
  let depth = 0;
  let part = '';
  const parts: string[] = [];
  for (const ch of term.replace(/\)\?(?=\S)/g, ')? ')) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ' ' && depth === 0) {
      if (part) parts.push(part);
      part = '';
    } else part += ch;
  }
  if (part) parts.push(part);
  for (const p of parts) {
    if (/^~\d+$/.test(p) || p.startsWith('?') || p.endsWith(')?')) continue;
    const body = p.startsWith('(') ? p.slice(1, -1) : p;
    const first = splitTop(body)[0] ?? '';
    if (first.startsWith('?') || first.includes('/')) return undefined;
    words.push(...first.split(' ').map((w) => w.replace(/^=/, '')));
  }
  return words.join(' ');
}

const NEGATION = /\b(?:no|not|never|nothing|without|none)\b/;
const FIRST_PERSON = /\b(?:i|me|my|mine)\b/;

/** Up to three phrases per finding, one from each of its first terms that yields a plain phrase. */
function phrasesOf(id: PatternFindingId): string[] {
  const def = FINDING_DEFS[id];
  const out: string[] = [];
  for (const term of def.terms) {
    const phrase = phraseOf(splitTop(term)[0] ?? '');
    if (phrase && !out.includes(phrase)) out.push(phrase);
    if (out.length === 3) break;
  }
  return out;
}

const state = (f: Findings, id: PatternFindingId) =>
  f.present.has(id) ? 'present' : f.denied.has(id) ? 'denied' : 'absent';

/** The writer's own complaint, so that a relative named later is someone else. */
const OWN = 'My elbow is sore.';

describe('every pattern finding, through the shared reader', () => {
  const cases = PATTERN_FINDING_IDS.flatMap((id) => phrasesOf(id).map((phrase) => [id, phrase] as const));

  it('every finding yields at least one plain phrase to test', () => {
    const without = PATTERN_FINDING_IDS.filter((id) => phrasesOf(id).length === 0);
    expect(without).toEqual([]);
  });

  it('the writer sentence raises none of them', () => {
    const f = extract(OWN);
    expect(PATTERN_FINDING_IDS.filter((id) => f.present.has(id))).toEqual([]);
  });

  it.each(cases)('%s is raised by "%s" said of oneself', (id, phrase) => {
    expect(state(extract(`${OWN} I have had ${phrase} lately.`), id)).toBe('present');
  });

  it.each(cases.filter(([, phrase]) => !NEGATION.test(phrase)))(
    '%s is denied in "I have not had %s"',
    (id, phrase) => {
      expect(state(extract(`${OWN} I have not had ${phrase} at all.`), id)).toBe('denied');
    },
  );

  // A phrase naming the writer ('by my ear', 'wake me') makes the sentence about the writer again.
  it.each(cases.filter(([, phrase]) => !FIRST_PERSON.test(phrase)))(
    '%s is not raised when a relative has "%s"',
    (id, phrase) => {
      expect(extract(`${OWN} My brother has had ${phrase} lately.`).present.has(id)).toBe(false);
    },
  );

  it.each(cases)('%s said of long ago counts only for a history finding: "%s"', (id, phrase) => {
    const f = extract(`${OWN} Years ago I had ${phrase} as a teenager.`);
    const history = (FINDING_DEFS[id] as { history?: boolean }).history === true;
    expect(f.present.has(id)).toBe(history);
  });
});

describe('subject, time and inability on the musculoskeletal findings', () => {
  it.each([
    ['My son runs marathons and my knee hurts on the stairs', 'running'],
    ['My husband plays football every week; my hip aches', 'contact_sport'],
    ['My wife is a keen golfer. I have pain in my shoulder', 'throwing_climbing'],
  ] as const)('a relative’s activity is not the person’s: %s', (text, id) => {
    expect(extract(text).present.has(id)).toBe(false);
  });

  it.each([
    ['I used to run a lot when I was younger, my knee hurts now', 'running'],
    ['Back in 2015 I played tennis; now my elbow aches when typing', 'racket_sport'],
  ] as const)('an activity of long ago is not current: %s', (text, id) => {
    expect(extract(text).present.has(id)).toBe(false);
  });

  it.each([
    ['I injured my knee years ago and it aches again now', 'injury'],
    ['I have had diabetes since I was a teenager and my shoulder is stiff', 'diabetes'],
    ['I smoked for thirty years, stopped long ago; my back hurts', 'smoker'],
  ] as const)('a past injury or medical history still counts: %s', (text, id) => {
    expect(extract(text).present.has(id)).toBe(true);
  });

  it.each([
    ['I can not squat down any more because of my knee', 'squatting'],
    ['I could not lift my arm above my head this morning', 'overhead'],
    ['My shoulder is so sore I can not sleep on that side', 'lying_on_side'],
  ] as const)('an inability is the finding, not its denial: %s', (text, id) => {
    expect(extract(text).present.has(id)).toBe(true);
  });

  it.each([
    ['My back aches. Bending is not a problem.', 'bending_forward'],
    ['My knee hurts but walking does not hurt.', 'walking_aggr'],
    ['Sore hip, stairs no problem.', 'stairs'],
    ['My ankle is swollen but walking slowly is fine.', 'walking_aggr'],
    ['Knee aches, though squatting and kneeling are fine.', 'squatting'],
  ] as const)('a movement said to be no trouble is denied: %s', (text, id) => {
    const f = extract(text);
    expect(f.present.has(id)).toBe(false);
    expect(f.denied.has(id)).toBe(true);
  });

  it.each([
    ['I can not open jars like I used to', 'gripping'],
    ['There is a lump above my heel where it used to be smooth, and it aches', 'above_heel'],
    ['I sneezed and felt a sharp pain in my back in the middle', 'cough_sneeze'],
  ] as const)('a comparison with the past, or "back in" without a date, is current: %s', (text, id) => {
    expect(extract(text).present.has(id)).toBe(true);
  });

  it('a carer’s text is about the relative in subject position, not one picked up', () => {
    const f = extract(
      'Dad is 80 with thin bones. He reached down to pick up the dog and now his lower back is very sore.',
    );
    expect(f.present.has('osteoporosis')).toBe(true);
  });

  it('a pain that runs down the leg is not running', () => {
    const f = extract('A burning pain runs down my leg into the calf');
    expect(f.present.has('running')).toBe(false);
    expect(f.present.has('radiating_leg')).toBe(true);
  });
});

describe('numbness told without the word', () => {
  it.each([
    ['Since the fall I cannot feel my toes on the left.'],
    ['The top of my foot feels like cardboard.'],
    ['My thumb and first finger feel like they are not even mine.'],
  ])('is numbness: %s', (text) => {
    expect(extract(text).present.has('numbness')).toBe(true);
  });

  it.each([
    ['I cannot feel the stretch in my hamstring when I do the exercise.'],
    ['Honestly I cannot feel the difference since the new pillow.'],
  ])('what is not felt is no part of the body: %s', (text) => {
    expect(extract(text).present.has('numbness')).toBe(false);
  });
});
