import type { Clause } from './normalise.ts';

/**
 * How old the person is and how long it has hurt, read from the words of the engine's clauses (the
 * shared tokeniser of normalise.ts: lowercased, contractions expanded, typos corrected, 'yrs' and
 * 'yo' spelled out, hyphens and commas gone) rather than by patterns over the raw text.
 *
 * A quantity is a number (in digits or words: '38', 'thirty eight', 'a couple of', 'two and a
 * half') and a unit of time ('weeks', 'a fortnight'). Each quantity is read once, as either an age
 * or a duration, by the words around it: '38 years old', 'I am 38 years man' and 'a 45 year old'
 * are ages; '38 years of back pain' and 'for six weeks' are durations; 'in 2 weeks', 'every day' and
 * 'twice a week' are neither. An age told as the past ('since I was 20', 'from the age of 12') is
 * when something began, not how old the person is now.
 *
 * Why not wink-nlp's entities: its recogniser (the 'ner' pipe, not loaded by the engine's reader)
 * marks '38 years' in 'I am 38 years man' as a DURATION just as in '38 years of back pain', gives no
 * values ('thirty eight' stays words), misses 'a fortnight' and reads 'a year and a half' as 'year';
 * loading it would also slow every reading of the shared reader by about a quarter. The decision that
 * matters here, age or duration, is made by the words around the number, so this reader works on the
 * tokens the engine already has.
 */

/** The words of the whole text with '.' between clauses (commas and sentence ends alike). */
export type Stream = readonly string[];
const BREAK = '.';

const SMALL: Record<string, number> = {
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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** Amounts told without a number: 'a couple of weeks', 'a few days', 'several months'. */
const VAGUE: [string[], number][] = [
  [['a', 'couple', 'of'], 2],
  [['couple', 'of'], 2],
  [['a', 'couple'], 2],
  [['a', 'few'], 3],
  [['few'], 3],
  [['several'], 4],
  [['a', 'dozen'], 12],
  [['dozen'], 12],
  [['half', 'a'], 0.5],
  [['half', 'an'], 0.5],
];

/** The first word of each vague amount. */
const VAGUE_FIRST = new Set(VAGUE.map(([seq]) => seq[0]));

/** A number that starts at `i`: its value, the index after it, and whether it was written in digits. */
export interface NumberRead {
  value: number;
  end: number;
  digits: boolean;
}

const isDigits = (w: string | undefined) => w !== undefined && /^\d+(?:\.\d+)?$/.test(w);
/** The words of `seq` start at `i` (a loop: numberAt and quantityAt ask this at every number). */
const seqAt = (ws: Stream, i: number, seq: readonly string[]) => {
  for (let k = 0; k < seq.length; k++) if (ws[i + k] !== seq[k]) return false;
  return true;
};

/**
 * A number in digits or words at `i`: '38', '2.5', 'thirty eight', 'nineteen', 'a couple of',
 * 'two and a half'. 'a' and 'an' count as one only before a unit (see quantityAt).
 */
/**
 * The words for which `w in TENS || w in SMALL || VAGUE_FIRST.has(w)` holds, as one set: the tables' keys, the
 * names objects inherit (what `in` also finds), and the vague amounts' first words. One look-up of the word
 * rather than three, two of which look a fresh string up as a property name.
 */
const MAY_OPEN: ReadonlySet<string | undefined> = new Set<string | undefined>([
  ...Object.keys(TENS),
  ...Object.keys(SMALL),
  ...Object.getOwnPropertyNames(Object.prototype),
  ...VAGUE_FIRST,
]);

export function numberAt(ws: Stream, i: number): NumberRead | undefined {
  const w = ws[i];
  if (w === undefined) return undefined;
  // Most words are no number: they are turned away by their first letter and one set look-up before
  // the tests below (a digit opens every number in digits, VAGUE_FIRST holds each vague amount's first
  // word). Same answers: the `in` tests are kept as they were, inherited keys and all.
  const first = w.charCodeAt(0);
  if ((first < 48 || first > 57) && !MAY_OPEN.has(w)) return undefined;
  let read: NumberRead | undefined;
  if (isDigits(w)) read = { value: Number(w), end: i + 1, digits: true };
  else if (w in TENS) {
    const unit = SMALL[ws[i + 1] ?? ''];
    read =
      unit !== undefined && unit < 10
        ? { value: (TENS[w] ?? 0) + unit, end: i + 2, digits: false }
        : { value: TENS[w] ?? 0, end: i + 1, digits: false };
  } else if (w in SMALL) read = { value: SMALL[w] ?? 0, end: i + 1, digits: false };
  else
    for (const [seq, value] of VAGUE)
      if (seqAt(ws, i, seq)) return { value, end: i + seq.length, digits: false };
  // 'two and a half months'
  if (read && seqAt(ws, read.end, ['and', 'a', 'half']))
    return { ...read, value: read.value + 0.5, end: read.end + 3 };
  return read;
}

/** Days in each unit of time. A night is a day ('three nights of no sleep'). */
const UNIT_DAYS: Record<string, number> = {
  minute: 1 / 1440,
  minutes: 1 / 1440,
  hour: 1 / 24,
  hours: 1 / 24,
  day: 1,
  days: 1,
  night: 1,
  nights: 1,
  week: 7,
  weeks: 7,
  fortnight: 14,
  fortnights: 14,
  month: 30,
  months: 30,
  year: 365,
  years: 365,
  decade: 3650,
  decades: 3650,
};
const isYears = (unit: string) => unit === 'year' || unit === 'years';

/** A number with its unit of time: '6 weeks', 'a fortnight', 'two and a half months', 'a year and a half'. */
export interface Quantity {
  value: number;
  unit: string;
  days: number;
  /** Index of the first word (the number, or a range's first number). */
  start: number;
  /** Index after the last word. */
  end: number;
}

/**
 * The quantity that starts at `i`. A range ('3 to 4 weeks', '2 or 3 months') is read at its upper
 * end; 'a' or 'an' is one of the unit ('a week', 'an hour'); 'and a half' after the unit adds half
 * of it ('a year and a half').
 */
export function quantityAt(ws: Stream, i: number): Quantity | undefined {
  let number = numberAt(ws, i);
  if (!number && (ws[i] === 'a' || ws[i] === 'an')) number = { value: 1, end: i + 1, digits: false };
  if (!number) return undefined;
  // the upper end of a range
  if (ws[number.end] === 'to' || ws[number.end] === 'or') {
    const upper = numberAt(ws, number.end + 1);
    if (upper && UNIT_DAYS[ws[upper.end] ?? ''] !== undefined) number = upper;
  }
  const unit = ws[number.end] ?? '';
  const perUnit = UNIT_DAYS[unit];
  if (perUnit === undefined) return undefined;
  let value = number.value;
  let end = number.end + 1;
  if (seqAt(ws, end, ['and', 'a', 'half'])) {
    value += 0.5;
    end += 3;
  }
  return { value, unit, days: value * perUnit, start: i, end };
}

/** Every quantity in the words, left to right, none inside another. */
export function quantitiesIn(ws: Stream): Quantity[] {
  const found: Quantity[] = [];
  for (let i = 0; i < ws.length; i++) {
    const q = quantityAt(ws, i);
    if (!q) continue;
    found.push(q);
    i = q.end - 1;
  }
  return found;
}

/** The whole text's words, its clauses separated by '.', as the age reader sees them. */
export function streamOf(clauses: readonly Clause[]): string[] {
  const ws: string[] = [];
  // (index loops: no iterator for every clause and word)
  for (let c = 0; c < clauses.length; c++) {
    if (ws.length > 0) ws.push(BREAK);
    const split = (clauses[c] as Clause).text.trim().split(/\s+/);
    for (let k = 0; k < split.length; k++) {
      const w = split[k] as string;
      // '75yo' as a note writes it: '75 year old'
      const yo = /^(\d{1,3})yo$/.exec(w);
      if (yo?.[1]) ws.push(yo[1], 'year', 'old');
      else if (w) ws.push(w);
    }
  }
  return ws;
}

const oneOf = (words: string) => new Set(words.split(' '));

/** Words after a quantity that make it an age: '38 years old', '90 years young', '38 years man'. */
const AGE_AFTER = oneOf('old young man woman male female guy lady boy girl gentleman gent');
/** Words before a number of years that make it an age: 'I am 38 years', 'aged 38 years', 'she is 70 years'. */
const AGE_BEFORE: string[][] = [
  ['i', 'am'],
  ['i', 'm'],
  ['aged'],
  ['age'],
  ['age', 'of'],
  ['he', 'is'],
  ['she', 'is'],
];
/** Words before a quantity that say when something happens, not how long it has lasted: 'in 2 weeks', 'every day'. */
const NOT_HOW_LONG_BEFORE = oneOf('within in every per each once twice after');
/**
 * A quantity in a clause about these is another story's time: 'cancer five years ago', 'had my baby 6
 * weeks ago', 'a mini stroke a decade back', 'smoked for fifty years', 'waited fourteen weeks for an
 * appointment', 'healed and perfect for a decade'.
 */
const HISTORY = oneOf(
  'cancer operation surgery injection diagnosed tumor tumour baby born replacement chemo chemotherapy pregnant pregnancy stroke smoke smoked smoking smoker wait waited waiting perfect healed recovered',
);
/** Units of measure after a number that is therefore no age: 'I am 20 minutes away', 'aged 30 kg'. */
const MEASURES = oneOf(
  'minute minutes min mins hour hours day days week weeks month months kg cm percent % times mg stone pounds miles mile km',
);
/** Who a bare number can be the age of, as a form or a note writes it: 'woman 66', 'dad aged 70'. */
const PERSON = oneOf('man woman male female guy lady bloke mum dad mother father mom');
/** Words a clause of a lone number can follow, making the number someone's age: 'my husband (58)'. */
const ABOUT_SOMEONE = oneOf(
  'mum mom mother dad father partner husband wife son daughter gran grandma granny grandad grandpa nan nanna brother sister friend neighbour patient client i me he she him her man woman male female',
);
/** Words that say what a number opening the message is about: '35 low back pain 6 months'. */
const COMPLAINT_START = oneOf(
  'low lower upper bad sore chronic severe sharp back neck knee hip shoulder pain chest headache my left right',
);
const SEX = oneOf('m f male female');
/** A score, a level or a reading: a number after these is none of an age ('pain . 7 .', 'temp . 38 .'). */
const READING = oneOf(
  'score scores pain level number rate reading temperature temp weight bp sats pulse out of about around maybe is was at',
);
/** Words that date a past age: 'since I was 20', 'when I was 30'. */
const SINCE = oneOf('since when from until till as before after');
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

const endsWith = (ws: Stream, end: number, seq: readonly string[]) => seqAt(ws, end - seq.length, seq);
const twoDigit = (n: NumberRead | undefined) =>
  n?.digits === true && n.value >= 10 && n.value <= 99 && Number.isInteger(n.value);
const at = (ws: Stream, i: number) => ws[i] ?? BREAK;

/** The age's reading and the quantity it used ('38 years'), so that quantity is not also a duration. */
export interface AgeRead {
  age: number;
  quantity?: Quantity;
}

/** 'since I was 20', 'when I was 30', 'from the age of 12', 'since age 16': the number at `i` is an age the person had then. */
export function pastAgeAt(ws: Stream, i: number): boolean {
  // '… since I was 20': the number after 'was', dated by the word before 'I was'
  if (ws[i - 1] === 'was' && SINCE.has(at(ws, i - 3))) return true;
  // '… from the age of 12', 'since age 16'
  if (endsWith(ws, i, ['the', 'age', 'of']) && SINCE.has(at(ws, i - 4))) return true;
  if (endsWith(ws, i, ['age']) && SINCE.has(at(ws, i - 2))) return true;
  return false;
}

/**
 * A number of years (in digits or words) that the words around it make an age: '38 years old',
 * 'seventy two years young', 'I am 38 years man', 'aged 45 years', 'a 45 year old'.
 */
function ageQuantity(ws: Stream, q: Quantity): boolean {
  if (!isYears(q.unit)) return false;
  if (
    AGE_AFTER.has(at(ws, q.end)) ||
    seqAt(ws, q.end, ['of', 'age']) ||
    seqAt(ws, q.end, ['on', 'this', 'earth'])
  )
    return true;
  return AGE_BEFORE.some((seq) => endsWith(ws, q.start, seq));
}

/** A rule that reads the number at `i` as an age. */
type AgeRule = (ws: Stream, i: number, n: NumberRead) => boolean;

const HAD_BY = oneOf('i he she mum mom dad mother father grandma grandpa');
const NOT_HAD_AGE_AFTER = oneOf('ago of with since now already in at on from pain');
const SEX_OR_YEARS = oneOf('m f yrs yr years year male female');
/** After a number, a time of day: 'up at 6 am', '5 o clock'. */
const CLOCK = oneOf('am pm o');
/** What may follow the age one has reached: 'now 70 and …', 'now 70 years'. */
const NOW_AGE_AFTER = oneOf('and n yrs yr years year');

/**
 * An age said in so many words: 'I am 67', 'aged 30', 'age of 45'. A number in words counts from ten
 * ('I am thirty eight'); 'I am 20 minutes away' and 'I am 30 weeks pregnant' are no age.
 */
const SAID: AgeRule = (ws, i, n) =>
  (endsWith(ws, i, ['i', 'am']) ||
    ['aged', 'age'].includes(at(ws, i - 1)) ||
    endsWith(ws, i, ['age', 'of'])) &&
  (n.digits || n.value >= 10) &&
  !MEASURES.has(at(ws, n.end)) &&
  !pastAgeAt(ws, i);

/**
 * Ages as a form, a note or a quick message writes them (a bare two-digit number), in the order they
 * are trusted: the number opening the message ('72. New headaches', '45 f', '58 and these headaches
 * are new', '35 low back pain 6 months', 'Thirty-four, sore back'); after who it is ('woman 66', 'dad
 * aged 70'); after 'is' or 'was' ('mum is 82'; never 'since I was 20', the age it began).
 */
const OPENING: AgeRule = (ws, i, n) => {
  if (i !== 0) return false;
  const next = at(ws, n.end);
  if (!n.digits) return n.value >= 20 && next === BREAK;
  if (!twoDigit(n)) return false;
  const after = at(ws, n.end + 1);
  return (
    next === BREAK ||
    SEX.has(next) ||
    (next === 'year' && after === 'old') ||
    // '45 years, sore back', '45 years female' (not '38 years of back pain')
    (isYears(next) && (after === BREAK || SEX.has(after) || n.end + 1 === ws.length)) ||
    // '58 and these headaches' (not '2 and a half', '6 and 7')
    (next === 'and' &&
      !numberAt(ws, n.end + 1) &&
      after !== 'quarter' &&
      !seqAt(ws, n.end + 1, ['a', 'quarter'])) ||
    COMPLAINT_START.has(next)
  );
};
const AFTER_PERSON: AgeRule = (ws, i, n) =>
  twoDigit(n) &&
  (PERSON.has(at(ws, i - 1)) ||
    ((ws[i - 1] === 'aged' || ws[i - 1] === 'age') && PERSON.has(at(ws, i - 2)))) &&
  !MEASURES.has(at(ws, n.end));
const IS_OR_WAS: AgeRule = (ws, i, n) =>
  twoDigit(n) &&
  ['is', 'was', 'aged', 'age'].includes(at(ws, i - 1)) &&
  !MEASURES.has(at(ws, n.end)) &&
  !pastAgeAt(ws, i) &&
  // 'that was 30 years ago': a date, not an age
  !(isYears(at(ws, n.end)) && ['ago', 'back'].includes(at(ws, n.end + 1)));

/**
 * Ages told less directly, each needing a sixteen-or-over number: 'I have 77 years' (counted as had,
 * as Romance, Slavic and Arabic speakers say it); 'my partner (44)' (a clause of the number alone,
 * after someone); 'a new headache at 67.'; 'am 83' (Scots and Northern English drop the 'I'); 'now
 * 70, and …' (the age one has reached); 'M 61, chest pain'; an age alone at the end ('… straight.
 * 74.', '52 if that matters'); 'Retired teacher, 68, …' (after who the person is).
 */
const HAD: AgeRule = (ws, i, n) =>
  n.digits &&
  isYears(at(ws, n.end)) &&
  ((['have', 'has'].includes(at(ws, i - 1)) && HAD_BY.has(at(ws, i - 2))) ||
    (ws[i - 1] === 'having' && ['am', 'is'].includes(at(ws, i - 2)) && HAD_BY.has(at(ws, i - 3)))) &&
  !NOT_HAD_AGE_AFTER.has(at(ws, n.end + 1));
const BRACKETED: AgeRule = (ws, i, n) => {
  if (!n.digits || ws[i - 1] !== BREAK || !ABOUT_SOMEONE.has(at(ws, i - 2))) return false;
  const next = at(ws, n.end);
  return next === BREAK || (SEX_OR_YEARS.has(next) && at(ws, n.end + 1) === BREAK);
};
const ends = (ws: Stream, end: number) => end >= ws.length || ws[end] === BREAK;
const AT_AGE: AgeRule = (ws, i, n) =>
  twoDigit(n) &&
  ['at', 'aged'].includes(at(ws, i - 1)) &&
  (ends(ws, n.end) || ['i', 'my'].includes(at(ws, n.end)));
const AM: AgeRule = (ws, i, n) =>
  twoDigit(n) && ws[i - 1] === 'am' && !MEASURES.has(at(ws, n.end)) && !CLOCK.has(at(ws, n.end));
const NOW: AgeRule = (ws, i, n) =>
  twoDigit(n) && ws[i - 1] === 'now' && (ends(ws, n.end) || NOW_AGE_AFTER.has(at(ws, n.end)));
const LEADING_SEX: AgeRule = (ws, i, n) =>
  twoDigit(n) && i === 1 && SEX.has(ws[0] ?? '') && !MEASURES.has(at(ws, n.end));
const TRAILING: AgeRule = (ws, i, n) =>
  twoDigit(n) && (i === 0 || ws[i - 1] === BREAK) && trailingAge(ws, n.end);
const APPOSITIVE: AgeRule = (ws, i, n) =>
  twoDigit(n) && ws[i - 1] === BREAK && ws[n.end] === BREAK && appositive(ws, i - 1);

/**
 * The number at each word of a stream (undefined where none starts), read once per stream: readAge
 * tries a dozen rules in turn, each walking every word, and reading the numbers again for each rule
 * was a tenth of an assessment. Streams are never changed once made (Stream is read-only), and the
 * numbers are only read, so one array per stream serves every rule.
 */
const NUMBERS = new WeakMap<Stream, readonly (NumberRead | undefined)[]>();
function numbersOf(ws: Stream): readonly (NumberRead | undefined)[] {
  let numbers = NUMBERS.get(ws);
  if (numbers === undefined) {
    numbers = ws.map((_, i) => numberAt(ws, i));
    NUMBERS.set(ws, numbers);
  }
  return numbers;
}

/** The first number (left to right) that a rule reads as an age within the range, and where it starts. */
function firstAge(ws: Stream, rule: AgeRule, min: number): { age: number; at: number } | undefined {
  const numbers = numbersOf(ws);
  for (let i = 0; i < ws.length; i++) {
    const n = numbers[i];
    if (n && rule(ws, i, n) && n.value >= min && n.value <= 105) return { age: n.value, at: i };
  }
  return undefined;
}

/** A clinical note's age and sex in one token: '47m', '58f'. */
const NOTED = /^(\d{2})[mf]$/;

/**
 * How old the person is: an age said in words, then a number as forms and notes write it, then a
 * decade ('in my sixties'). The first form that reads one decides. An age told as the past ('since I
 * was 20', 'from the age of 12') is never the person's age.
 */
export function readAge(ws: Stream, quantities: readonly Quantity[]): AgeRead | undefined {
  // The age, with the quantity of years it was read from ('I am 38 years man'), which is then no duration.
  const found = (read: { age: number; at: number } | undefined): AgeRead | undefined =>
    read && { age: read.age, quantity: quantities.find((q) => q.start === read.at && isYears(q.unit)) };
  const said = (digits: boolean) =>
    found(firstAge(ws, (w, i, n) => n.digits === digits && SAID(w, i, n), 10));
  // 'I am 67'; then '58 years old'; then 'I am twenty' in words (more often a figure of speech:
  // '58 years old and still thinking I am twenty')
  const inDigits = said(true);
  if (inDigits) return inDigits;
  for (let k = 0; k < quantities.length; k++) {
    const q = quantities[k] as Quantity;
    if (ageQuantity(ws, q) && q.value >= 10 && q.value <= 105) return { age: q.value, quantity: q };
  }
  const inWords = said(false);
  if (inWords) return inWords;
  // '46m, …' opening a note
  const opening = NOTED.exec(ws[0] ?? '');
  if (opening) return { age: Number(opening[1]) };
  // (index loops over lists made once: an age is read at every assessment)
  for (let k = 0; k < ADULT_RULES.length; k++) {
    const age = found(firstAge(ws, ADULT_RULES[k] as AgeRule, 10));
    if (age) return age;
  }
  for (let k = 0; k < LATER_RULES.length; k++) {
    const age = found(firstAge(ws, LATER_RULES[k] as AgeRule, 16));
    if (age) return age;
  }
  for (let k = 0; k < ws.length; k++) {
    const age = Number(NOTED.exec(ws[k] as string)?.[1]);
    if (age >= 16 && age <= 105) return { age };
  }
  for (let k = 0; k < LAST_RULES.length; k++) {
    const age = found(firstAge(ws, LAST_RULES[k] as AgeRule, 16));
    if (age) return age;
  }
  return decadeAge(ws);
}
/** readAge's rules, in the order it tries them (from 10 years, then from 16, then the last resorts). */
const ADULT_RULES: readonly AgeRule[] = [OPENING, AFTER_PERSON, IS_OR_WAS];
const LATER_RULES: readonly AgeRule[] = [HAD, BRACKETED, AT_AGE, AM, NOW];
const LAST_RULES: readonly AgeRule[] = [LEADING_SEX, TRAILING, APPOSITIVE];

/** What may follow an age that ends the message: 'years old', a sex, 'if that matters'. */
function trailingAge(ws: Stream, from: number): boolean {
  let i = from;
  if (SEX_OR_YEARS.has(at(ws, i)) && !SEX.has(at(ws, i))) i += ws[i + 1] === 'old' ? 2 : 1;
  if (
    ws[i] === 'if' &&
    ['that', 'it'].includes(at(ws, i + 1)) &&
    ['matters', 'helps'].includes(at(ws, i + 2))
  )
    return true;
  if (ws[i] === BREAK) i++;
  if (SEX.has(at(ws, i)) || at(ws, i) === 'man' || at(ws, i) === 'woman') i++;
  return i >= ws.length;
}

/** The clause ending before `end` names who the person is ('retired teacher', 'i am a nurse'), not a reading. */
function appositive(ws: Stream, end: number): boolean {
  let start = end;
  while (start > 0 && ws[start - 1] !== BREAK) start--;
  let words = ws.slice(start, end);
  if (words[0] === 'i' && words[1] === 'am' && (words[2] === 'a' || words[2] === 'an'))
    words = words.slice(3);
  return words.length >= 1 && words.length <= 2 && words.every((w) => /^[a-z]+$/.test(w) && !READING.has(w));
}

/** 'in my sixties', 'in her early 70s': the middle of the decade, or its early or late years. */
function decadeAge(ws: Stream): AgeRead | undefined {
  for (let i = 0; i + 2 < ws.length; i++) {
    if (ws[i] !== 'in' || !['my', 'her', 'his'].includes(at(ws, i + 1))) continue;
    const part = at(ws, i + 2);
    const timing = ['early', 'mid', 'late'].includes(part);
    const base = DECADES[timing ? at(ws, i + 3) : part];
    if (base !== undefined) return { age: base + (part === 'early' ? 2 : part === 'late' ? 8 : 5) };
  }
  return undefined;
}

/** The clause (its words, between breaks) around index `i` of the stream. */
function clauseAround(ws: Stream, i: number): Stream {
  let start = i;
  while (start > 0 && ws[start - 1] !== BREAK) start--;
  let end = i;
  while (end < ws.length && ws[end] !== BREAK) end++;
  return ws.slice(start, end);
}

/** The words of `seq` start somewhere in `words` (a loop: asked of every clause, many times). */
function hasSeq(words: Stream, seq: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) if (seqAt(words, i, seq)) return true;
  return false;
}
/** Some sequence of `seqs` is in `words`. */
function hasAnySeq(words: Stream, seqs: readonly (readonly string[])[]): boolean {
  for (const seq of seqs) if (hasSeq(words, seq)) return true;
  return false;
}
const HAD_MY = ['had', 'my'];

/** How a clause says all was well for a time: 'it has been fine for 15 years', 'no problems for a decade'. */
const WELL: string[][] = [
  ['been', 'fine'],
  ['been', 'well'],
  ['been', 'good'],
  ['been', 'ok'],
  ['been', 'okay'],
  ['no', 'problems'],
  ['no', 'trouble'],
];

/**
 * A clause about another story (see HISTORY), or a time when all was well: its quantities and
 * phrases are not how long it has hurt.
 */
function aboutHistory(words: Stream): boolean {
  return (
    words.some((w) => HISTORY.has(w) || w.startsWith('chemo') || w.startsWith('pregnan')) ||
    hasSeq(words, HAD_MY) ||
    hasAnySeq(words, WELL)
  );
}

const WEEKDAYS = oneOf('monday tuesday wednesday thursday friday saturday sunday');
/** Verbs of an onset: 'it went on Monday', 'I hurt it on Saturday'. */
const ONSET: string[][] = [
  ['started'],
  ['began'],
  ['went'],
  ['happened'],
  ['did', 'it'],
  ['hurt', 'it'],
  ['injured', 'it'],
  ['twisted', 'it'],
  ['fell'],
  ['came', 'on'],
];

/** A calendar day (month 1–12). */
export interface Day {
  year: number;
  month: number;
  day: number;
}

/** '2026-11-27' as a day; anything else is no day. */
export function dayOf(iso: string | undefined): Day | undefined {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : undefined;
}

const MONTHS = new Map<string, number>(
  [
    ['january', 'jan'],
    ['february', 'feb'],
    ['march'],
    ['april', 'apr'],
    ['may'],
    ['june'],
    ['july'],
    ['august', 'aug'],
    ['september', 'sept', 'sep'],
    ['october', 'oct'],
    ['november', 'nov'],
    ['december', 'dec'],
  ].flatMap((names, i) => names.map((n) => [n, i + 1] as const)),
);
/** Where in a month an onset falls: 'early March', 'the end of May'. */
const PART_OF_MONTH = new Map([
  ['early', 3],
  ['start', 1],
  ['beginning', 1],
  ['mid', 15],
  ['middle', 15],
  ['late', 25],
  ['end', 28],
]);

/**
 * Days from a month named after 'since' or 'from' ('since March', 'from early May', 'since the end of
 * January 2026') to the day the text was written. A month name counts only there: 'march' and 'may' are
 * ordinary words elsewhere. A month with no year is the latest one not after the day written.
 */
function daysSinceMonth(words: Stream, from: number, writtenOn: Day): number | undefined {
  let i = from;
  let dayOfMonth = 1;
  if (words[i] === 'the') i++;
  const part = PART_OF_MONTH.get(words[i] ?? '');
  if (part !== undefined) {
    dayOfMonth = part;
    i += words[i + 1] === 'of' ? 2 : 1;
  }
  if (words[i] === 'last') i++;
  const month = MONTHS.get(words[i] ?? '');
  if (month === undefined) return undefined;
  const told = words[i + 1] ?? '';
  let year = /^(19|20)\d\d$/.test(told) ? Number(told) : writtenOn.year;
  const written = Date.UTC(writtenOn.year, writtenOn.month - 1, writtenOn.day);
  if (!/^(19|20)\d\d$/.test(told) && Date.UTC(year, month - 1, dayOfMonth) > written) year--;
  const days = (written - Date.UTC(year, month - 1, dayOfMonth)) / 86_400_000;
  return days >= 0 ? Math.max(days, 0.3) : undefined;
}

/**
 * How long it has hurt, told without a number: the days each phrase stands for. A weekday is about
 * half a week back ('since Monday', 'it went on Monday'), 'since last Tuesday' up to a week.
 */
function phraseDays(words: Stream, writtenOn?: Day): number[] {
  const days: number[] = [];
  // (loops over the words rather than callbacks, and the phrases held once: this reads every clause)
  if (writtenOn)
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      if (w !== 'since' && w !== 'from') continue;
      const d = daysSinceMonth(words, i + 1, writtenOn);
      if (d !== undefined) days.push(d);
    }
  if (words.includes('fortnight')) days.push(14);
  if (words.includes('yesterday')) days.push(1);
  if (hasAnySeq(words, TODAY)) days.push(0.3);
  if (hasSeq(words, LAST_WEEK)) days.push(7);
  if (hasSeq(words, LAST_MONTH)) days.push(30);
  if (hasSeq(words, LAST_YEAR)) days.push(365);
  let weekend = false;
  for (let i = 0; i < words.length && !weekend; i++)
    weekend = words[i] === 'weekend' && THIS_OR_LAST.has(words[i - 1] ?? '');
  if (weekend) days.push(3);
  for (let i = 0; i < words.length; i++) {
    if (words[i] !== 'since') continue;
    if (WEEKDAYS.has(words[i + 1] ?? '')) days.push(4);
    if (words[i + 1] === 'last' && WEEKDAYS.has(words[i + 2] ?? '')) days.push(7);
  }
  // an onset on a weekday, said before it: 'it went on Monday' (not 'physio on Monday')
  const weekday = words.findIndex((w, i) => WEEKDAYS.has(w) && words[i - 1] === 'on');
  if (weekday > 0 && onsetBefore(words, weekday - 1)) days.push(4);
  let allWeek = false;
  for (let i = 0; i < words.length && !allWeek; i++)
    allWeek =
      words[i] === 'week' &&
      (words[i - 1] === 'all' ||
        ((words[i - 1] === 'this' || words[i - 1] === 'last') && words[i - 2] === 'all'));
  if (allWeek) days.push(5);
  // ('the first run in ages', 'not been climbing in ages': a gap before today, not how long it has hurt)
  const ages = words.some((w, i) => w === 'ages' && words[i - 1] !== 'in');
  if (ages || hasAnySeq(words, FOR_AGES)) days.push(365);
  return days;
}

/** Phrases of a time earlier today ('this morning', 'an hour ago'), and of a long time ('years and years'). */
const TODAY = [
  ['this', 'morning'],
  ['today'],
  ['tonight'],
  ['this', 'afternoon'],
  ['this', 'evening'],
  ['last', 'night'],
  ['hours', 'ago'],
  ['an', 'hour', 'ago'],
];
const LAST_WEEK = ['last', 'week'];
const LAST_MONTH = ['last', 'month'];
const LAST_YEAR = ['last', 'year'];
const FOR_AGES = [
  ['years', 'and', 'years'],
  ['as', 'long', 'as', 'i', 'can', 'remember'],
];
const THIS_OR_LAST = oneOf('the this last');
/** An onset verb (ONSET) within words[0..end). */
function onsetBefore(words: Stream, end: number): boolean {
  for (const seq of ONSET) for (let i = 0; i + seq.length <= end; i++) if (seqAt(words, i, seq)) return true;
  return false;
}

/**
 * Words that say a phrase is about the pain or another symptom: a time told with one of them is how
 * long it has hurt ('knee pain for 3 weeks', 'limping for a fortnight', 'it has been playing up for a month').
 */
const SYMPTOM = oneOf(
  'pain pains painful hurt hurts hurting hurted ache aches aching achy sore soreness stiff stiffness tender twinge twinges niggle niggles niggling throb throbs throbbing swollen swelling swelled numb numbness tingling tingle tingles pins needles burning weak weakness limp limping limped injury injured injure problem problems issue issues trouble troubles troubling bother bothers bothering bothered symptom symptoms agony sprain sprained strain strained tweaked twisted pulled clicking clicks locking gives giving catching cramp cramps spasm spasms flare flared discomfort uncomfortable grumbling grumbles grumbled nagging killing murder started began happened tight tightness bad worse weaker wobbly unsteady clumsy become became bits wrecked acting came come coming crept creeping gradually gone sloppy stupid downhill drunk mad heavy off headache headaches migraine migraines sciatica broke broken fracture fractured cast crutches pressure breathless breathlessness dizzy dizziness messed ruined history',
);
/**
 * Activities, sports and work: a time told of one of these, with no symptom in its phrase, is how long
 * the person has done it, not how long it has hurt ('knitting for fifty years', 'played rugby for 20
 * years', 'a nurse for 30 years').
 */
const ACTIVITY = oneOf(
  'knitting knit knitted sewing sew crochet crocheting embroidery quilting gardening garden gardened running run ran jogging jog jogged cycling cycled biking swimming swim swam swum competed competing rowing row rowed climbing climb climbed dancing dance danced skiing ski skied surfing surf hiking hike hiked rambling lifting lift lifted weightlifting bodybuilding training train trained playing play played rugby football soccer tennis golf cricket netball hockey basketball badminton squash volleyball baseball boxing boxed martial karate judo yoga pilates gym crossfit marathon marathons triathlon triathlons working work worked job jobs career employed employment profession trade typing typed teaching teach taught nursing nursed farming farmed plumbing decorating painting painted drumming drum drummed guitar piano violin cello sitting desk driving drove drive hairdressing cooking cooked cleaning cleaned labouring carpentry bricklaying welding mechanic plumber builder nurse teacher carpenter electrician chef cook hairdresser cleaner farmer labourer bricklayer welder driver postman postie painter decorator dancer musician runner cyclist swimmer golfer climber gardener knitter carer soldier army forces navy police',
);
/** Words after a time that date something back from now ('two weeks ago', 'nine months post op'). */
const DATED_BACK = oneOf('ago back post after earlier later');
/** Words that join two statements in one clause of the stream ('knitting for years while my wrist hurts'). */
const PHRASE_BREAKS = oneOf('while whilst because plus');
/** After 'and', the words that open a statement of its own ('… and my wrist hurts', '… and have sore hands'). */
const AND_OPENS = oneOf('i my it the have has had am is was been now then this that she he they we');
const breaksAt = (ws: Stream, k: number) =>
  PHRASE_BREAKS.has(ws[k] ?? '') || (ws[k] === 'and' && AND_OPENS.has(ws[k + 1] ?? ''));

/** The words of the phrase around index `i`: its clause, cut where a second statement opens. */
function phraseAround(ws: Stream, i: number): Stream {
  let start = i;
  while (start > 0 && ws[start - 1] !== BREAK && !breaksAt(ws, start - 1)) start--;
  let end = i;
  while (end < ws.length && ws[end] !== BREAK && !breaksAt(ws, end)) end++;
  return ws.slice(start, end);
}

/** After an activity's word, the words that make it a condition's name ('tennis elbow') or an idiom ('driving me mad'). */
const NOT_THE_ACTIVITY_AFTER = oneOf('elbow elbows knee knees toe shoulder thumb me up');

/** 'knitting for fifty years', 'played rugby for 20 years': a phrase about an activity or a job, not a symptom. */
function aboutActivity(words: Stream): boolean {
  return (
    // ('since I carried the sofa upstairs': an onset, not an activity's length)
    !words.includes('since') &&
    // ('it has been from a week of painting': the pain, told as 'it')
    words[0] !== 'it' &&
    words.some((w, k) => ACTIVITY.has(w) && !NOT_THE_ACTIVITY_AFTER.has(words[k + 1] ?? '')) &&
    !words.some(isSymptom)
  );
}

/** The beginnings and endings of symptom words in their other forms ('ached', 'tingly', 'tendinopathy'). */
const SYMPTOM_START =
  /^(?:ach|hurt|pain|sore|stiff|numb|tingl|throb|swel|swol|tender|cramp|spasm|twing|niggl|limp)/;
const CONDITION_END = /(?:itis|opathy|algia|osis)$/;
const isSymptom = (w: string) => SYMPTOM.has(w) || SYMPTOM_START.test(w) || CONDITION_END.test(w);

/** A quantity that is not how long it has hurt: an age, a time to come or a frequency, another story's time. */
function notHowLong(ws: Stream, q: Quantity, age: AgeRead | undefined): boolean {
  if (q === age?.quantity) return true;
  // 'it lasts 20 minutes': an episode's length, not how long the problem has gone on
  if (q.unit.startsWith('minute')) return true;
  // '3 month old baby', '40 years of age', 'I am 38 years man'
  if (AGE_AFTER.has(at(ws, q.end)) || seqAt(ws, q.end, ['of', 'age']) || ageQuantity(ws, q)) return true;
  // 'I have 77 years': an age counted as had (see HAD)
  const n = numberAt(ws, q.start);
  if (n && HAD(ws, q.start, n) && q.value >= 16) return true;
  // 'in 2 weeks', 'every day', 'twice a week', 'after 20 minutes'
  if (NOT_HOW_LONG_BEFORE.has(at(ws, q.start - 1))) return true;
  // a rate: 'two days a week', '10 hours a day', '3 times a week', 'smoke 40 a day'
  if (
    ['a', 'an', 'per', 'every', 'each'].includes(at(ws, q.end)) &&
    UNIT_DAYS[at(ws, q.end + 1)] !== undefined
  )
    return true;
  if (ws[q.start] === 'a' || ws[q.start] === 'an') {
    const before = at(ws, q.start - 1);
    if (
      before === 'times' ||
      isDigits(before) ||
      before in SMALL ||
      before in TENS ||
      UNIT_DAYS[before] !== undefined
    )
      return true;
  }
  // 'knitting for fifty years', 'played rugby for 20 years, knee pain for 3 weeks': how long an
  // activity or a job has gone on (its phrase: a clause cut where a second statement opens)
  // ('started running two weeks ago', 'nine months post op': a time dated back is when something began)
  if (!DATED_BACK.has(at(ws, q.end)) && aboutActivity(phraseAround(ws, q.start))) return true;
  return aboutHistory(clauseAround(ws, q.start));
}

/**
 * How long it has hurt, in days: the longest of the quantities that are durations ('for 6 weeks',
 * '38 years of back pain', 'two and a half months', 'a fortnight') and the phrases that stand for
 * one ('since yesterday', 'last week'). When none is told but the person gives both their age and the
 * age it began at ('since I was 20 … I am 45'), it is the years between.
 */
export function readDuration(
  ws: Stream,
  quantities: readonly Quantity[],
  age: AgeRead | undefined,
  writtenOn?: Day,
): number | undefined {
  let best: number | undefined;
  const take = (days: number) => {
    if (best === undefined || days > best) best = days;
  };
  for (const q of quantities) if (!notHowLong(ws, q, age)) take(q.days);
  let start = 0;
  for (let i = 0; i <= ws.length; i++) {
    if (i < ws.length && ws[i] !== BREAK) continue;
    const clause = ws.slice(start, i);
    if (!aboutHistory(clause)) for (const days of phraseDays(clause, writtenOn)) take(days);
    start = i + 1;
  }
  if (best === undefined && age !== undefined) {
    // Only an age it has lasted since ('since I was 25', 'from the age of 12'): 'when I was 20' dates
    // an event ('broke my leg when I was 20'), and 'smoked since I was 14' is another story.
    const since = (w: Stream, i: number) =>
      pastAgeAt(w, i) &&
      clauseAround(w, i).some((x) => x === 'since' || x === 'from') &&
      !aboutHistory(clauseAround(w, i));
    const began = firstAge(ws, since, 1)?.age;
    if (began !== undefined && began < age.age) best = (age.age - began) * 365;
  }
  return best;
}

const SURGERY = oneOf(
  'operation surgery op operated replaced replacement repair repaired reconstruction arthroscopy keyhole scope scoped fusion discectomy fixation caesarean section removed out',
);
const SINCE_THEN = oneOf('ago back since after post');

/** Days since an operation the text dates in the same clause ('hip replaced 5 weeks ago'): the most recent. */
export function readSurgeryDaysAgo(ws: Stream, quantities: readonly Quantity[]): number | undefined {
  let best: number | undefined;
  for (const q of quantities) {
    if (
      q.days < 1 ||
      !SINCE_THEN.has(at(ws, q.end)) ||
      !clauseAround(ws, q.start).some((w) => SURGERY.has(w))
    )
      continue;
    if (best === undefined || q.days < best) best = q.days;
  }
  return best;
}
