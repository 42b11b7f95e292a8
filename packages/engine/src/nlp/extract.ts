import { FINDING_DEFS, PATTERN_FINDING_IDS, type PatternFindingId } from './findings.ts';
import type { FindingId } from './lexicon.ts';
import { type Clause, toClauses } from './normalise.ts';
import { AREA_DEFS, AREA_LEXICON, AREA_RULES, type AreaId, readAreas } from './region-lexicon.ts';
import type { BaseRegion, Side } from './regions.ts';
import {
  compileLexicon,
  type Mention,
  mentionsIn,
  namedIn,
  type ReadingRules,
  type ScreenResult,
  screenWithMentions,
} from './screen.ts';

export interface RegionMention {
  base: BaseRegion;
  side?: Side;
  order: number;
}

/** Everything the engine understood from the person's text. */
export interface Findings {
  present: Set<FindingId>;
  denied: Set<FindingId>;
  regions: RegionMention[];
  /** Body words with no taxonomy region ('Leg', 'Side'), with their side. */
  genericAreas: { label: string; side?: Side }[];
  age?: number;
  sex?: 'female' | 'male';
  durationDays?: number;
  /** How long ago an operation was, when the text dates it ('hip replaced 5 weeks ago'). */
  surgeryDaysAgo?: number;
  severity?: number;
  morningStiffnessMinutes?: number;
  /** The sides named anywhere in the text. */
  sides: Set<'left' | 'right'>;
  /** The concept screen's reading (red-flag concepts, with negation, subject and time). */
  screen: ScreenResult;
}

/** The musculoskeletal findings, compiled once for the concept screen's reader. */
export const FINDING_LEXICON = compileLexicon<PatternFindingId>(FINDING_DEFS, PATTERN_FINDING_IDS);

/**
 * How the findings are weighed where they differ from the red-flag signs: 'can not squat' is pain
 * squatting, and a finding's own denial ('no injury', 'did not fall') goes on to deny what follows.
 */
const FINDING_RULES: ReadingRules = {
  inabilityAffirms: true,
  signCuesNegateNothing: false,
  strictPast: true,
  subjectPatient: true,
  activityDeniedAfter: true,
  failedReliefDenies: true,
};

/**
 * The findings each short text of our own names, by the text: the same advice lines and 'what would
 * change our view' lists are read for every assessment. Bounded, though the texts are the knowledge
 * base's own.
 */
const namedByText = new Map<string, ReadonlySet<PatternFindingId>>();
const NAMED_BY_TEXT_MAX = 5_000;

/** The findings a short text of our own names (an advice line): 'does it talk about running?'. */
export function findingsNamedIn(text: string): ReadonlySet<PatternFindingId> {
  let named = namedByText.get(text);
  if (named === undefined) {
    named = namedIn(text, FINDING_LEXICON);
    if (namedByText.size >= NAMED_BY_TEXT_MAX) namedByText.clear();
    namedByText.set(text, named);
  }
  return named;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  few: 3,
  'a few': 3,
  'a couple of': 2,
  'couple of': 2,
  'a couple': 2,
  several: 4,
  'half an': 0.5,
};
const UNIT_DAYS: Record<string, number> = { hour: 1 / 24, day: 1, night: 1, week: 7, month: 30, year: 365 };
const NUM =
  '(\\d+(?:\\.\\d+)?|a few|a couple of|couple of|a couple|several|few|half an|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty)';
const DURATION_RE = new RegExp(
  `\\b${NUM} (hour|day|night|week|month|year)s?\\b(?! (?:old|of age|young|man|woman|male|female|guy|lady|boy|girl|gentleman|gent)\\b)`,
  'g',
);
const HISTORY_CONTEXT =
  /\b(?:cancer|operation|surgery|injection|diagnosed|tumou?r|chemo\w*|baby|born|pregnan\w*|replacement|had my)\b/;
const SHORT_PHRASES: [RegExp, number][] = [
  [/\bfortnight\b/, 14],
  [/\byesterday\b/, 1],
  [
    /\b(?:this morning|today|tonight|this afternoon|this evening|last night|hours ago|an hour ago|earlier today)\b/,
    0.3,
  ],
  [/\blast week\b/, 7],
  [/\blast month\b/, 30],
  [/\blast year\b/, 365],
  [/\b(?:the|this|last) weekend\b/, 3],
  [/\bsince (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/, 4],
  // 'since last Tuesday': up to a week; 'it went on Monday': an onset on a weekday, about half a week
  [/\bsince last (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/, 7],
  [
    /\b(?:started|began|went|happened|did it|hurt it|injured it|twisted it|fell|came on)\b.*\bon (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/,
    4,
  ],
  [/\ball (?:this |last )?week\b/, 5],
  [/\b(?:for )?(?:ages|years and years|as long as i can remember)\b/, 365],
];

const DECADES: Record<string, number> = {
  teens: 15,
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
  '20s': 20,
  '30s': 30,
  '40s': 40,
  '50s': 50,
  '60s': 60,
  '70s': 70,
  '80s': 80,
  '90s': 90,
};

function numberValue(word: string): number {
  const n = Number(word);
  if (!Number.isNaN(n)) return n;
  return NUMBER_WORDS[word] ?? 1;
}

function parseAge(text: string): number | undefined {
  const direct =
    /\b(?:i am|aged?|age of) (\d{1,3})\b(?! (?:minutes?|hours?|days?|weeks?|months?|kg|cm|percent|times|mg|stone|pounds|miles|km))/.exec(
      text,
    ) ??
    /\b(\d{1,3}) ?(?:year|yr)s? old\b/.exec(text) ??
    /\b(\d{1,3}) ?yo\b/.exec(text) ??
    /\b(\d{1,3}) ?(?:year|yr)s? old\b/.exec(text);
  // '72. New headaches', 'Woman, 66.', '45F', 'male 58', '58 and these headaches are new'
  const bare =
    direct ??
    /^\s*(\d{2})\s*(?:[.,]|(?:m|f|male|female|yo|years?)\b|and (?!\d|a half|(?:a )?quarter))/.exec(text) ??
    // '35 low back pain 6 months': a bare number opening the message, then straight into the complaint
    /^\s*(\d{2})\s+(?=(?:low|lower|upper|bad|sore|chronic|severe|sharp|back|neck|knee|hip|shoulder|pain|chest|headache|my|left|right)\b)/.exec(
      text,
    ) ??
    /\b(?:man|woman|male|female|guy|lady|bloke|mum|dad|mother|father|mom)\s*,?\s*(?:aged?\s*)?(\d{2})\b(?! (?:minutes?|hours?|days?|weeks?|months?|kg|miles|km))/.exec(
      text,
    ) ??
    /\b(?:i am|im) (\d{2})\b/.exec(text) ??
    /\b(?:is|was|aged|age) (\d{2})\b(?! (?:weeks?|months?|days?|minutes?|hours?|kg|miles|km|percent))/.exec(
      text,
    );
  // 'my partner (44)', 'Dad (77)' (the brackets have become clause breaks); an age ending a sentence: '… at 70.'
  const bracketed =
    /\b(?:mum|mom|mother|dad|father|partner|husband|wife|son|daughter|gran|grandma|granny|grandad|grandpa|nan|nanna|brother|sister|friend|neighbour|patient|client|i|me|he|she|him|her|man|woman|male|female)\s*\.\s*(\d{2,3})\s*(?:[mf]|yrs?|yo|years?|male|female)?\s*\./.exec(
      text,
    );
  // 'M 61, central chest pain', and an age on its own at the end: '… straight. 74.'
  const leading =
    /^\s*(?:m|f|male|female)\s*,?\s*(\d{2})\b(?! ?(?:minutes?|mins?|hours?|days?|weeks?|months?|kg|%))/.exec(
      text,
    );
  const trailing =
    /(?:^|[.!?]\s+)(\d{2})\s*,?\s*(?:male|female|m|f|man|woman)?\s*\.?\s*$/.exec(text) ??
    // '52 if that matters', '67 if it helps'
    /(?:^|[.!?]\s+)(\d{2})\s*(?:yrs?|years?(?: old)?)?\s*,?\s*if (?:that|it) (?:matters|helps)\b/.exec(text);
  const atAge = /\b(?:at|aged) (\d{2})(?=\s*(?:[.,;!]|$|(?:i|i am|i have|my)\b))/.exec(text);
  // 'now 70, and …': the age one has reached, told by 'now' before a bare two-digit number
  const nowAge = /\bnow (\d{2})(?=\s*(?:[.,;!?]|$|(?:and|n|yrs?|years? old)\b))/.exec(text);
  // Clinical notes: '47M', '58F'.
  const noted = /(?:^|[\s,(])(\d{2})(?:m|f)\b/.exec(text);
  // Scots and Northern English drop the 'I': 'am 83'.
  const amAge =
    /(?:^|[^\w\d] ?)am (\d{2})\b(?! ?(?:minutes?|mins?|hours?|days?|weeks?|months?|%|am|pm|kg|mg|o ?clock))/.exec(
      text,
    );
  // Romance, Slavic and Arabic speakers count their age as had: 'I have 77 years', 'he has 80 years'.
  const hadAge =
    /\b(?:i|he|she|mum|mom|dad|mother|father|grandma|grandpa) (?:have|has|am having|is having) (\d{2,3}) years?\b(?! (?:ago|of|with|since|now|already|in|at|on|from|pain))/.exec(
      text,
    );
  // 'ninety years young', 'seventy-two years old'
  const worded =
    /\b(sixty|seventy|eighty|ninety)(?: (one|two|three|four|five|six|seven|eight|nine))? (?:years? )?(?:old|young)\b/.exec(
      text,
    );
  // 'Thirty-four, sore back …': an age in words opening the message
  const wordedLead =
    /^\s*(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?\s*[,.]/.exec(
      text,
    );
  if (wordedLead && !direct && !bare) {
    const tens =
      { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 }[
        wordedLead[1] as 'twenty'
      ] ?? 0;
    return (
      tens +
      ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].indexOf(wordedLead[2] ?? '') +
      1
    );
  }
  if (worded && !direct && !bare) {
    const tens = { sixty: 60, seventy: 70, eighty: 80, ninety: 90 }[worded[1] as 'sixty'] ?? 0;
    const units =
      ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].indexOf(worded[2] ?? '') + 1;
    return tens + units;
  }
  // an age set off by commas after the person's role or description, as a clause of its own after who the
  // person is (the commas have become clause breaks); not after a score, a level or a reading.
  const appositive = /(?:^|\.)\s*(?:i am an? )?([a-z]+(?: [a-z]+)?)\s*\.\s*(\d{2})\s*\.(?:\s|$)/.exec(text);
  const appositiveAge =
    appositive &&
    !/\b(?:score|scores|pain|level|number|rate|reading|temperature|temp|weight|bp|sats|pulse|out|of|about|around|maybe|is|was|at)\b/.test(
      appositive[1] ?? '',
    )
      ? [appositive[0], appositive[2]]
      : null;
  for (const m of [hadAge, bracketed, atAge, amAge, nowAge, noted, leading, trailing, appositiveAge]) {
    const age = Number(m?.[1]);
    if (!direct && !bare && age >= 16 && age <= 105) return age;
  }
  if (bare?.[1] && !direct) {
    const age = Number(bare[1]);
    if (age >= 10 && age <= 105) return age;
  }
  if (direct?.[1]) {
    const age = Number(direct[1]);
    if (age >= 10 && age <= 105) return age;
  }
  const decade =
    /\bin (?:my|her|his) (early |mid |late )?(teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|[2-9]0s)\b/.exec(
      text,
    );
  if (decade?.[2]) {
    const base = DECADES[decade[2]] ?? 40;
    const offset = decade[1] === 'early ' ? 2 : decade[1] === 'late ' ? 8 : 5;
    return base + offset;
  }
  return undefined;
}

function parseDuration(clauses: Clause[]): number | undefined {
  let best: number | undefined;
  const take = (days: number) => {
    if (best === undefined || days > best) best = days;
  };
  for (const clause of clauses) {
    if (HISTORY_CONTEXT.test(clause.text)) continue;
    DURATION_RE.lastIndex = 0;
    for (let m = DURATION_RE.exec(clause.text); m; m = DURATION_RE.exec(clause.text)) {
      const before = clause.text.slice(Math.max(0, m.index - 12), m.index);
      if (/\b(?:within|in|every|per|each|once|twice|after)\s*$/.test(before)) continue;
      // 'I am 38 years', 'aged 38 years': an age, not how long it has hurt
      if (/\b(?:i am|im|i m|aged?|age of|he is|she is)\s*$/.test(before) && m[2] === 'year') continue;
      // 'I have 77 years': an age told as had (see parseAge)
      if (/\b(?:i have|he has|she has)\s*$/.test(before) && m[2] === 'year' && numberValue(m[1] ?? '1') >= 16)
        continue;
      take(numberValue(m[1] ?? '1') * (UNIT_DAYS[m[2] ?? 'day'] ?? 1));
    }
    for (const [re, days] of SHORT_PHRASES) if (re.test(clause.text)) take(days);
  }
  return best;
}

const SURGERY_WORD =
  /\b(?:operation|surgery|op|operated|replaced|replacement|repair(?:ed)?|reconstruction|arthroscopy|keyhole|scope|scoped|fusion|discectomy|fixation|caesarean|section|removed|out)\b/;
const AGO_RE = new RegExp(`\\b${NUM} (day|week|month|year)s? (?:ago|back|since|after|post)\\b`, 'g');

/** Days since an operation the text dates in the same clause (the most recent one). */
function parseSurgeryDaysAgo(clauses: Clause[]): number | undefined {
  let best: number | undefined;
  for (const clause of clauses) {
    if (!SURGERY_WORD.test(clause.text)) continue;
    AGO_RE.lastIndex = 0;
    for (let m = AGO_RE.exec(clause.text); m; m = AGO_RE.exec(clause.text)) {
      const days = numberValue(m[1] ?? '1') * (UNIT_DAYS[m[2] ?? 'day'] ?? 1);
      if (best === undefined || days < best) best = days;
    }
  }
  return best;
}

function parseMorningStiffness(clauses: Clause[]): number | undefined {
  for (const [index, clause] of clauses.entries()) {
    // a stiffness likeness in one clause and its duration in the next: the time can be told in
    // the next clause, of the same sentence or one that says how long it takes.
    const next = clauses[index + 1];
    const joined =
      next !== undefined &&
      (next.sentence === clause.sentence ||
        /\b(?:before i can|until i can|till i can|takes?|took|loosen\w*)\b/.test(next.text));
    const t = joined ? `${clause.text}${next.text}` : clause.text;
    // The morning told by getting up, and stiffness told by a likeness ('set in concrete', 'rusty').
    if (!/\bstiff|\bmorning|\bget(?:ting)? up\b|\bgot up\b|\bout of bed\b|\bwak(?:e|ing)\b|\bwoke\b/.test(t))
      continue;
    if (
      !/\bstiff|\bloosen|\blimber|\bfree(?:s|d)? (?:off|up)|\bseize[ds]?\b|\bseized up\b|\brusty\b|\bconcrete\b|\bcement\b|\btin man\b|\brobot\b|\blocked up\b/.test(
        t,
      )
    )
      continue;
    if (/\b(?:all morning|until lunch\w*|most of the morning|half the morning)\b/.test(t)) return 180;
    if (/\b(?:over|more than) (?:an|one) hour\b/.test(t)) return 75;
    if (/\bhalf an hour\b/.test(t)) return 30;
    if (/\b(?:a few|few|couple of|a couple of) minutes\b|\bshort (?:while|time)\b|\bbriefly\b/.test(t))
      return 8;
    const m = new RegExp(`\\b${NUM} (minute|hour)s?\\b`).exec(t);
    if (!m) continue;
    // 'stiff after six hours at the wheel', 'after the 12 hour flight … stiff': how long something
    // lasted before the stiffness, not how long the stiffness lasts.
    const before = t.slice(Math.max(0, m.index - 30), m.index);
    const after = t.slice(m.index + m[0].length, m.index + m[0].length + 24);
    const exposure =
      /\b(?:after|from|following|during)\b(?:\s+\S+){0,2}\s*$/.test(before) ||
      /^\s*(?:flight|drive|journey|shift|trip|car|bus|train|coach|at the|in the|on the|of (?:sitting|driving|standing|travel\w*|work\w*|gardening))\b/.test(
        after,
      );
    // The stiffness has to be a morning's, or said to last.
    const lasting =
      /\b(?:morning|mornings|wake|waking|woke|get up|getting up|got up|first thing|out of bed|lasts?|lasting|takes?|took|loosen\w*|ease|eases|wears? off|free\w* off|before i can|until i can)\b/.test(
        t,
      );
    if (!exposure && lasting) return numberValue(m[1] ?? '1') * (m[2] === 'hour' ? 60 : 1);
  }
  return undefined;
}

/** The body areas of a reading's mentions: the taxonomy's regions, and body words with none ('Leg'). */
export function areasOf(mentions: readonly Mention<AreaId>[]): {
  regions: RegionMention[];
  generic: { label: string; side?: Side }[];
} {
  const regions: RegionMention[] = [];
  const generic: { label: string; side?: Side }[] = [];
  for (const area of readAreas(mentions)) {
    const label = AREA_DEFS[area.id].generic;
    if (label) generic.push({ label, side: area.side });
    else regions.push({ base: area.id as BaseRegion, side: area.side, order: area.order });
  }
  return { regions, generic };
}

/** The body areas named in a short text (a body-diagram item such as 'Back of left knee'). */
export function areasIn(text: string): RegionMention[] {
  return areasOf(mentionsIn(text, AREA_LEXICON, AREA_RULES).mentions).regions;
}

/** Reads the person's text: findings (present or denied), regions, sides and numbers. */
export function extract(symptoms: string): Findings {
  const clauses = toClauses(symptoms);
  const present = new Set<FindingId>();
  const denied = new Set<FindingId>();
  const {
    screen: screened,
    findings,
    located,
  } = screenWithMentions(symptoms, FINDING_LEXICON, FINDING_RULES, AREA_LEXICON, AREA_RULES);
  const { regions, generic: genericAreas } = areasOf(located.mentions);
  const sides = new Set<'left' | 'right'>();
  for (const r of regions) if (r.side === 'left' || r.side === 'right') sides.add(r.side);
  for (const id of findings.present) present.add(id);
  for (const id of findings.denied) denied.add(id);
  for (const id of screened.present) present.add(id);
  for (const id of screened.denied) denied.add(id);
  // A finding both affirmed and denied (in different clauses) counts as present.
  for (const id of present) denied.delete(id);
  const all = clauses.map((c) => c.text).join(' . ');
  const severityMatch = /\b(\d{1,2}) ?(?:\/|out of) ?10\b/.exec(all);
  const severity = severityMatch ? Number(severityMatch[1]) : undefined;
  const female =
    /\b(?:woman|female|lady|girl|pregnan\w*|menopaus\w*|postmenopausal|my husband|mum of|mother of)\b/.test(
      all,
    );
  const male = /\b(?:i am a (?:\d+ year old )?man|male|guy|bloke|my wife|prostate)\b/.test(all);
  return {
    present,
    denied,
    regions,
    genericAreas,
    age: parseAge(all),
    sex: female ? 'female' : male ? 'male' : undefined,
    durationDays: parseDuration(clauses),
    surgeryDaysAgo: parseSurgeryDaysAgo(clauses),
    severity: severity !== undefined && severity <= 10 ? severity : undefined,
    morningStiffnessMinutes: parseMorningStiffness(clauses),
    sides,
    screen: screened,
  };
}
