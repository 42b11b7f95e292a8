import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONCEPTS, WORD_CLASSES } from '../src/nlp/concepts.ts';
import { FINDING_LEXICON } from '../src/nlp/extract.ts';
import { AREA_LEXICON } from '../src/nlp/region-lexicon.ts';
import { CONCEPT_LEXICON, type Lexicon, termMatches } from '../src/nlp/screen.ts';

/**
 * hitsIn tries only the terms its indexes say could match (every marked slot has a word in the sentence,
 * the term opens with the word, the word after it is one the term can have next). An index may leave out
 * only terms that cannot match: every match found by trying every term at every word is found by hitsIn.
 */
const LEXICONS: [string, Lexicon<string>][] = [
  ['concepts', CONCEPT_LEXICON as unknown as Lexicon<string>],
  ['findings', FINDING_LEXICON as unknown as Lexicon<string>],
  ['areas', AREA_LEXICON as unknown as Lexicon<string>],
];

const fixtures = resolve(import.meta.dirname, 'fixtures');
const texts = ['vignettes-sample.json', 'holdout.json', 'redflag-dev136.json'].flatMap((file) =>
  (JSON.parse(readFileSync(resolve(fixtures, file), 'utf8')) as { symptoms: string }[]).map(
    (c) => c.symptoms,
  ),
);

/** The words the lexicons are written in (without their pattern marks), to make sentences that match often. */
const WORDS = [
  ...new Set(
    [...Object.values(WORD_CLASSES).flat(), ...Object.values(CONCEPTS).flatMap((def) => def.terms)]
      .join(' ')
      .replace(/\/[^/]*\//g, ' ')
      .split(/[^a-z]+/)
      .filter((w) => w.length > 0),
  ),
].sort();

describe('the matcher indexes drop no match', () => {
  // (trying every term at every word takes seconds for the concepts: the time allowed is a minute)
  for (const [name, lexicon] of LEXICONS)
    it(`finds every ${name} match in the sample, holdout and a development set`, { timeout: 60_000 }, () => {
      for (const text of texts) expect(termMatches(text, lexicon)).toEqual(termMatches(text, lexicon, true));
    });

  it('finds every match in sentences made of the lexicons’ own words', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 14 }), (words) => {
        const text = words.join(' ');
        for (const [, lexicon] of LEXICONS)
          expect(termMatches(text, lexicon)).toEqual(termMatches(text, lexicon, true));
      }),
      { numRuns: 150, seed: 17 },
    );
  }, 60_000);
});
