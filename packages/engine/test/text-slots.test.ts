import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assess, summaryText } from '../src/index.ts';
import { CONDITION_KNOWLEDGE, EXERCISES } from '../src/knowledge/index.ts';
import { CONCEPTS, type ConceptId } from '../src/nlp/concepts.ts';
import type { Findings } from '../src/nlp/extract.ts';
import { FINDING_DEFS } from '../src/nlp/findings.ts';
import { type FindingId, findingLabel, PATTERN_FINDING_IDS } from '../src/nlp/lexicon.ts';
import type { Ranked } from '../src/rank.ts';
import {
  clinicalNarrative,
  denialPhrase,
  describeDuration,
  keyIssues,
  personPhrase,
  reassuringDenial,
  summary,
  trimIssue,
} from '../src/text.ts';
import type { TriageResult } from '../src/triage.ts';

/**
 * The sentences the engine writes are templates with slots: a finding's label, its denial, a condition's
 * name, explanation and key issue, the person, the duration. Every value of every slot is checked here,
 * so that no combination can print 'no an injury', 'a person female' or a doubled word.
 */

interface Case {
  id: string;
  symptoms: string;
  painLocations: string[];
}
const here = dirname(fileURLToPath(import.meta.url));
const loadFixture = (name: string): Case[] =>
  JSON.parse(readFileSync(resolve(here, 'fixtures', name), 'utf8')) as Case[];

const ALL_FINDINGS: FindingId[] = [...PATTERN_FINDING_IDS, ...(Object.keys(CONCEPTS) as ConceptId[])];

/** Things a grammatical sentence of ours never contains. */
const SMELLS: [RegExp, string][] = [
  [/\bno (?:a|an|the|no|not)\b/i, "'no' before an article or another negation"],
  [/\bnot (?:no|not)\b/i, 'a double negation'],
  [/\b(a|an|the|and|or|of|in|to|with|no) \1\b/i, 'a doubled word'],
  [/\ba [aeiou]\w/i, "'a' before a vowel"],
  [/ {2}|\s[,.;:]|\.\.(?!\.)|,,|\(\s*\)/, 'broken spacing or punctuation'],
  [/\bundefined\b|\bNaN\b|\bnull\b|\[object /, 'a value that was not filled in'],
  [/\ba person (?:female|male)\b/i, 'a sex used as a noun'],
  [/\bnot unable\b/i, "a double negation ('not unable')"],
  [/\bnot (?:eases|improves|helps|feeling of)\b/i, "'not' before a verb in -s or a noun"],
  [/\bno (?:something|eased|easier|eases|improves|unable|rolling|lifting a)\b/i, "'no' before a verb"],
];

function smellsIn(text: string): string[] {
  // 'a uni…', 'a use…' are fine ('a useful', 'a university'); 'an hour' is fine.
  const cleaned = text.replace(/\ba u(?:s|n[io]|r)/gi, 'a x');
  return SMELLS.filter(([re]) => re.test(cleaned)).map(([, why]) => why);
}

describe('finding slots', () => {
  it.each(ALL_FINDINGS)('%s has a label that reads mid-sentence', (id) => {
    const label = findingLabel(id);
    expect(label.length).toBeGreaterThan(2);
    expect(label).toBe(label.trim());
    // Mid-sentence: lower case first (proper names and acronyms aside), no closing full stop.
    expect(label).toMatch(/^(?:[a-z0-9'(]|[A-Z]{2}|Achilles|De Quervain)/);
    expect(label).not.toMatch(/[.;:]$/);
    expect(smellsIn(`They mentioned ${label}.`)).toEqual([]);
  });

  it.each(ALL_FINDINGS)('%s is denied grammatically', (id) => {
    const phrase = denialPhrase(id);
    if (phrase === undefined) {
      // Only a finding that is itself a denial cannot be denied again.
      expect(findingLabel(id)).toMatch(/^no\b/);
      return;
    }
    // 'no …', 'not …', or the ability an inability's denial means ('being able to bear weight').
    expect(phrase).toMatch(/^(?:no|not|nothing|being able) |^full \w+ not kept$/);
    expect(smellsIn(`You reported ${phrase}, which is reassuring.`)).toEqual([]);
  });

  it.each(ALL_FINDINGS)('%s as a key issue is whole or left out, never cut', (id) => {
    const top: Ranked = {
      id: CONDITION_KNOWLEDGE[0]?.id as Ranked['id'],
      name: 'X',
      likelihood: 0.6,
      score: 1,
      support: [id],
      against: [],
    };
    const issues = keyIssues(noFindings(), [top], SELF_CARE);
    const label = findingLabel(id).toLowerCase();
    for (const issue of issues.slice(1)) expect(label).toBe(issue.toLowerCase());
  });
});

const noFindings = (over: Partial<Findings> = {}) =>
  ({ present: new Set(), denied: new Set(), sides: new Set(), ...over }) as Findings;
const SELF_CARE: TriageResult = {
  level: 'self-care',
  red_flags: [],
  message: 'Safe to self-manage.',
  flagLevels: new Map(),
  fromFlag: false,
};

describe('sentences that list findings', () => {
  const ranked = (support: FindingId[]): Ranked[] => [
    {
      id: 'patellofemoral-pain' as Ranked['id'],
      name: 'Patellofemoral pain',
      likelihood: 0.6,
      score: 1,
      support,
      against: [],
    },
  ];

  it('agree in number with one clue or several', () => {
    const one = ranked(['stairs']);
    const two = ranked(['stairs', 'squatting']);
    expect(summary(['Right knee'], one, SELF_CARE)).toMatch(/ The main clue is pain [^.]*\./);
    expect(summary(['Right knee'], two, SELF_CARE)).toMatch(/ The main clues are [^.]* and [^.]*\./);
    const narrative = (r: Ranked[]) => clinicalNarrative(noFindings(), ['Right knee'], r, 'acute', SELF_CARE);
    expect(narrative(one)).toMatch(/Reasoning: in favour is pain [^.]*\./);
    expect(narrative(two)).toMatch(/Reasoning: in favour are [^.]* and [^.]*\./);
  });

  it('list as reassuring only denials of a symptom, not of relief', () => {
    const denied = new Set<FindingId>(['swelling', 'ease_rest', 'improves_exercise', 'warm_up_eases']);
    const text = clinicalNarrative(
      noFindings({ denied }),
      ['Right knee'],
      ranked(['stairs']),
      'acute',
      SELF_CARE,
    );
    expect(text).toMatch(/You reported no swelling, which is reassuring\./);
    expect(reassuringDenial('swelling')).toBe(true);
    for (const id of ['ease_rest', 'improves_exercise', 'warm_up_eases'] as FindingId[])
      expect(reassuringDenial(id)).toBe(false);
  });

  it.each([
    ['cannot_weight_bear', 'being able to bear weight'],
    ['improves_exercise', 'not improving with exercise'],
    ['warm_up_eases', 'not easing once warmed up'],
    ['kicked_sensation', 'no feeling of being kicked'],
    ['spreading_any', 'nothing spreading'],
    ['focal_bone_tenderness', 'no tender spot on a bone'],
    ['injury', 'no injury'],
    ['bending_forward', 'not worse bending forward'],
  ] as [FindingId, string][])('denies %s as "%s"', (id, phrase) => {
    expect(denialPhrase(id)).toBe(phrase);
  });
});

describe('condition slots', () => {
  it.each(CONDITION_KNOWLEDGE.map((k) => [k.id, k] as const))('%s fills every template', (_id, k) => {
    // 'This is {explanation}.' and '...fits best with X: {explanation}.'
    expect(k.explanation).toMatch(/^[a-z]/);
    expect(k.explanation).not.toMatch(/\.$/);
    expect(smellsIn(`This is ${k.explanation}.`)).toEqual([]);
    // It describes the condition, never the person: no age is assumed when none was given.
    expect(k.explanation).not.toMatch(/\bage-related\b|\bageing\b|\bolder\b|\bwear and tear\b/i);
    // A key issue is at most 8 words and 50 characters, and trimming never cuts it.
    expect(trimIssue(k.keyIssue)).toBe(k.keyIssue);
    expect(k.keyIssue).toMatch(/^[A-Z]/);
    // 'What would change our view: {rethink}.'
    expect(k.rethink).not.toMatch(/\.$/);
    expect(smellsIn(`What would change our view: ${k.rethink}.`)).toEqual([]);
    for (const stage of ['acute', 'persistent'] as const) {
      expect(k.prognosis[stage]).toMatch(/^[A-Z].*\.$/);
      expect(smellsIn(k.prognosis[stage])).toEqual([]);
    }
    for (const line of [...k.lifestyle, ...k.products]) expect(smellsIn(line)).toEqual([]);
  });

  it.each(EXERCISES.map((e) => [e.id, e] as const))('exercise %s reads cleanly', (_id, e) => {
    for (const text of [e.name, e.description, ...e.steps, e.duration, e.frequency])
      expect(smellsIn(text), text).toEqual([]);
  });
});

describe('person and duration slots', () => {
  const base = (over: Partial<Findings>) => ({ present: new Set(), denied: new Set(), ...over }) as Findings;

  it.each([
    [{}, ''],
    [{ sex: 'female' as const }, 'a woman'],
    [{ sex: 'male' as const }, 'a man'],
    [{ age: 70 }, 'a person aged 70'],
    [{ age: 38, sex: 'male' as const }, 'a man aged 38'],
    [{ age: 8, sex: 'female' as const }, 'a girl aged 8'],
    [{ age: 12, sex: 'male' as const }, 'a boy aged 12'],
    [{ age: 15 }, 'a child aged 15'],
    [{ age: 16, sex: 'female' as const }, 'a woman aged 16'],
  ])('person %o reads as "%s"', (over, expected) => {
    // Children are not 'a woman aged 8'.
    expect(personPhrase(base(over))).toBe(expected);
  });

  it.each([0.2, 1, 2, 6, 13, 14, 21, 45, 59, 60, 200, 729, 730, 3650])(
    'a duration of %s days reads as a whole span, singular or plural as it should',
    (days) => {
      const text = describeDuration(base({ durationDays: days }), days < 42 ? 'acute' : 'persistent');
      expect(text).toMatch(
        /^(?:less than a day|about 1 (?:day|week|month|year)|about (?:[2-9]|\d{2,}) (?:days|weeks|months|years)) \((?:recent, under 6 weeks|persistent, over 6 weeks)\)$/,
      );
    },
  );

  it('an unstated duration says so', () => {
    expect(describeDuration(base({}), 'acute')).toBe('Not stated');
  });
});

describe('every sentence written for the development and plan cases', () => {
  const files = ['vignettes-sample.json', 'plan-cases.json', 'holdout.json', 'redflag-dev8.json'];
  for (const file of files) {
    it(`${file}: no slot left broken, no fact said twice`, () => {
      const problems: string[] = [];
      for (const c of loadFixture(file)) {
        const r = assess({ symptoms: c.symptoms, painLocations: c.painLocations });
        const texts = [
          summaryText(r),
          r.clinical_narrative ?? '',
          ...r.key_issues,
          ...r.lifestyle,
          ...(r.conditions ?? []).map((x) => x.name),
        ];
        for (const t of texts)
          for (const why of smellsIn(t)) problems.push(`${c.id}: ${why}: ${t.slice(0, 90)}`);
        // No sentence is said twice in one text.
        for (const t of [summaryText(r), r.clinical_narrative ?? '']) {
          const sentences = t.split(/(?<=[.!?])\s+/).filter((s) => s.length > 20);
          const seen = new Set<string>();
          for (const s of sentences) {
            if (seen.has(s)) problems.push(`${c.id}: repeated sentence: ${s.slice(0, 90)}`);
            seen.add(s);
          }
        }
        // No label listed twice in one list ('swelling and swelling').
        for (const m of (r.clinical_narrative ?? '').matchAll(/in favour (?:is|are) ([^.]*)\./g)) {
          const items = (m[1] ?? '').split(/, | and /);
          if (new Set(items).size !== items.length) problems.push(`${c.id}: repeated clue: ${m[1]}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

it('the slot lists are the whole vocabulary', () => {
  expect(ALL_FINDINGS.length).toBe(Object.keys(FINDING_DEFS).length + Object.keys(CONCEPTS).length);
});
