import { type ConceptDef, WORD_CLASSES } from './concepts.ts';
import { spokenCount } from './normalise.ts';
import { nlp, STEM } from './wink.ts';

/**
 * The matcher of the concept screen (screen.ts): lexicon terms written in the pattern language
 * compiled into slots and indexes, and found in a sentence's tokens. Which words a match counts for
 * (negation, subject, time) is the reader's, in screen.ts; this file only says where terms match.
 */

export interface Token {
  stem: string;
  /** The normalised word, before stemming. */
  word: string;
  pos: string;
  /** The numbers of the stem and the word (see wordId): -1 for one that no lexicon is written in. */
  s: number;
  w: number;
  /**
   * Its key's `any` (see WordKey): which `anyFirst` terms of each lexicon can start at this word and
   * stem, shared by every token of them (see keyOf); held on the token, one read fewer at every word.
   */
  any: (Int32Array | undefined)[];
}

/**
 * A word and its stem as the matcher sees them, interned (see keyOf): their numbers, and for each
 * lexicon (by Lexicon.no) which of its `anyFirst` terms can start at them, found at first need. A text's
 * tokens are built with one lookup of their key, and every lexicon then reads its list off the key
 * rather than looking the word and stem up in a map of its own.
 */
interface WordKey {
  s: number;
  w: number;
  any: (Int32Array | undefined)[];
  /** The stem it was made for, and the keys of the word with another stem (rare), by stem. */
  stem: string;
  others: Map<string, WordKey> | undefined;
}
/**
 * Keys by word (then, for another stem, by stem: see WordKey.others). Bounded; cleared whenever a
 * lexicon is compiled (numbers and lists change).
 */
const WORD_KEYS = new Map<string, WordKey>();
const WORD_KEYS_MAX = 20_000;
function keyOf(word: string, stem: string): WordKey {
  // (one look-up: a word nearly always comes with the one stem its key was made for)
  const first = WORD_KEYS.get(word);
  if (first !== undefined && first.stem === stem) return first;
  let key = first?.others?.get(stem);
  if (key === undefined) {
    key = {
      s: wordId(stem),
      w: wordId(word),
      any: new Array<Int32Array | undefined>(lexiconCount).fill(undefined),
      stem,
      others: undefined,
    };
    if (first === undefined) {
      if (WORD_KEYS.size >= WORD_KEYS_MAX) WORD_KEYS.clear();
      WORD_KEYS.set(word, key);
    } else {
      first.others ??= new Map();
      first.others.set(stem, key);
    }
  }
  return key;
}
/** A token of a word and its stem (one shape for every token, whoever builds it). */
export function tokenOf(word: string, stem: string, pos: string): Token {
  const key = keyOf(word, stem);
  return { stem, word, pos, s: key.s, w: key.w, any: key.any };
}

/**
 * Every stem and literal word the lexicons are written in, numbered as they are compiled. The matcher
 * compares a token's numbers with a unit's (integers) rather than their strings, and a lexicon's
 * postings are an array indexed by the number, not a map of strings: the three lexicons are read over
 * every word of every text.
 */
const WORD_IDS = new Map<string, number>();
function internWord(word: string): number {
  let id = WORD_IDS.get(word);
  if (id === undefined) {
    id = WORD_IDS.size;
    WORD_IDS.set(word, id);
    SAID[id] = spokenCount(word);
  }
  return id;
}
/**
 * A text's word or stem by its number: -1 for one no lexicon is written in, which then equals no unit
 * (units always hold a number of 0 or more). Every lexicon is compiled when its module loads, before
 * any text is read, so a word's number never changes while a text is read.
 */
export const wordId = (word: string): number => WORD_IDS.get(word) ?? -1;

/**
 * A unit of a term: a stem (matching a token's stem or word), a literal word, or a regular
 * expression over the word. `id` is the stem's or word's number (-1 for a regular expression).
 */
type Unit = { stem: string | undefined; word: string | undefined; re: RegExp | undefined; id: number };
/**
 * `keys`: the stems or words an alternative can start with (null when one starts with a regex).
 * `starts`: undefined for a slot of many alternatives (a word class such as @SADDLE), whose
 * alternatives are found by the word that starts them (see LONG); null for the others.
 */
type Slot = {
  /** `~N`: up to `gap` words (and no alternatives); -1 for a slot of words. One shape for every slot. */
  gap: number;
  alts: Unit[][];
  optional: boolean;
  keys: Set<number> | null;
  starts: null | undefined;
  /** Where the first units of `alts` are in FIRSTS (see there); -1 for a gap. */
  firsts: number;
  /** Where the slot's record is in CODE (see there). */
  at: number;
};

/**
 * The terms as the matcher reads them, in one block of memory: a term's try walks its slots and their
 * alternatives here rather than through the objects they were compiled into (a term, its list of
 * slots, each slot, its list of alternatives, each alternative's list and its units: a chain of reads
 * from all over the heap, which the engine's other steps push out of the processor's caches between
 * one sentence and the next). Three kinds of record, shared as the objects are (slots and
 * alternatives are interned by their source):
 * - a term: [number of slots, each slot's record];
 * - a slot: [gap (-1 for words), optional (0 or 1), number of alternatives, its FIRSTS, its record in
 *   LONG or -1 (LONG: a slot of INDEXED_ALTS or more alternatives), each alternative's record];
 * - an alternative: [number of units, then two numbers a unit: its kind (UNIT_STEM, UNIT_WORD or
 *   UNIT_RE) and its word's number (its index in REGEXES for a regular expression)].
 */
let CODE = new Int32Array(1 << 16);
let codeLength = 0;

/**
 * `buffer`, or a copy twice as large, with room for `extra` more numbers after `length` (CODE, LONG and FIRSTS grow
 * this way while a lexicon is compiled, and are cut to their length after it).
 */
function withRoom(buffer: Int32Array<ArrayBuffer>, length: number, extra: number): Int32Array<ArrayBuffer> {
  if (length + extra <= buffer.length) return buffer;
  const grown = new Int32Array(Math.max(buffer.length * 2, length + extra));
  grown.set(buffer);
  return grown;
}
const UNIT_STEM = 0;
const UNIT_WORD = 1;
const UNIT_RE = 2;
const REGEXES: RegExp[] = [];
/**
 * For each slot of many alternatives (INDEXED_ALTS or more: a word class such as @SADDLE), where each
 * stem or literal word opens some of them, as the numbers of one record in LONG: [mask, how many open
 * with a regular expression, where their list is, then mask + 1 entries of three (a word's number, or
 * -1 for an empty entry; where its list is; how long it is), open-addressed], and the lists (positions
 * in the slot's alternatives, ascending). A word looks itself up here rather than in a set and a map.
 */
let LONG = new Int32Array(1 << 14);
let longLength = 0;
function emitLong(values: readonly number[]): number {
  const at = longLength;
  LONG = withRoom(LONG, at, values.length);
  LONG.set(values, at);
  longLength += values.length;
  return at;
}
const longSlotOf = (key: number, mask: number): number => (Math.imul(key, 0x9e3779b1) >>> 16) & mask;
function longCodeOf(slot: Slot): number {
  const { byFirst, reFirst } = altStartsOf(slot);
  let size = 4;
  while (size < 2 * byFirst.size) size *= 2;
  const mask = size - 1;
  const entries = new Array<number>(3 * size).fill(-1);
  const lists: number[] = [];
  const listsAt = 3 + 3 * size;
  const reAt = listsAt + lists.length;
  lists.push(...reFirst);
  for (const [key, list] of byFirst) {
    let e = longSlotOf(key, mask);
    while (entries[3 * e] !== -1) e = (e + 1) & mask;
    entries[3 * e] = key;
    entries[3 * e + 1] = listsAt + lists.length;
    entries[3 * e + 2] = list.length;
    lists.push(...list);
  }
  const at = emitLong([mask, reFirst.length, reAt, ...entries, ...lists]);
  // (the positions are written relative to the record)
  for (let e = 0; e <= mask; e++)
    if (LONG[at + 3 + 3 * e] !== -1) LONG[at + 4 + 3 * e] = (LONG[at + 4 + 3 * e] as number) + at;
  LONG[at + 2] = (LONG[at + 2] as number) + at;
  return at;
}
/** Where the list of the alternatives the word numbered `key` opens is in LONG (see there), or -1. */
function longListOf(table: number, key: number): number {
  if (key < 0) return -1;
  const mask = LONG[table] as number;
  for (let e = longSlotOf(key, mask); ; e = (e + 1) & mask) {
    const at = table + 3 + 3 * e;
    const k = LONG[at] as number;
    if (k === -1) return -1;
    if (k === key) return at;
  }
}
/** Alternatives' records by the (interned) alternative. */
const ALT_AT = new Map<Unit[], number>();
const REGEX_AT = new Map<RegExp, number>();
function emit(values: readonly number[]): number {
  const at = codeLength;
  CODE = withRoom(CODE, at, values.length);
  CODE.set(values, at);
  codeLength += values.length;
  return at;
}
function altCodeOf(alt: Unit[]): number {
  let at = ALT_AT.get(alt);
  if (at === undefined) {
    const record = [alt.length];
    for (const u of alt) {
      if (u.stem !== undefined) record.push(UNIT_STEM, u.id);
      else if (u.word !== undefined) record.push(UNIT_WORD, u.id);
      else {
        const re = u.re as RegExp;
        let k = REGEX_AT.get(re);
        if (k === undefined) {
          k = REGEXES.length;
          REGEXES.push(re);
          REGEX_AT.set(re, k);
        }
        record.push(UNIT_RE, k);
      }
    }
    at = emit(record);
    ALT_AT.set(alt, at);
  }
  return at;
}
/** Slot record fields (see CODE). */
const SLOT_GAP = 0;
const SLOT_OPTIONAL = 1;
const SLOT_ALTS = 2;
const SLOT_FIRSTS = 3;
const SLOT_LONG = 4;
const SLOT_ALT_AT = 5;
function slotCodeOf(slot: Slot): number {
  const long = slot.starts === null ? -1 : longCodeOf(slot);
  return emit([
    slot.gap,
    slot.optional ? 1 : 0,
    slot.alts.length,
    slot.firsts,
    long,
    ...slot.alts.map(altCodeOf),
  ]);
}

/**
 * The first two units of every slot's alternatives, as FIRST_STRIDE numbers each (two per unit), the
 * slots' runs one after another: a stem unit is (its number, its number), matching a token's stem or
 * word; a literal word is (-3, its number), matching the word only; a regular expression is (-2, -2),
 * which any word may match, and so is the missing second unit of a one-word alternative. The matcher
 * scans a slot's alternatives here, in one block of memory, rather than through each alternative's
 * list and units: most alternatives that open with a common word ('the heat', 'my bottom', 'a lot
 * better') are turned away by their second word without reading the alternative itself.
 */
let FIRSTS = new Int32Array(4096);
let firstsLength = 0;
const FIRST_STRIDE = 4;
const ANY_WORD = -2;
function addFirsts(alts: Unit[][]): number {
  const at = firstsLength;
  FIRSTS = withRoom(FIRSTS, at, FIRST_STRIDE * alts.length);
  for (const alt of alts)
    for (let k = 0; k < 2; k++) {
      const u = alt[k];
      FIRSTS[firstsLength++] =
        u === undefined || u.re !== undefined ? ANY_WORD : u.stem !== undefined ? u.id : -3;
      FIRSTS[firstsLength++] = u === undefined || u.re !== undefined ? ANY_WORD : u.id;
    }
  return at;
}
/**
 * Whether the unit kept at FIRSTS[at], FIRSTS[at + 1] can match the token (always for a regular
 * expression or no unit; never past the last token): a necessary condition of altMatches, read from
 * FIRSTS alone.
 */
function firstsMatch(at: number, t: Token | undefined): boolean {
  const word = FIRSTS[at + 1] as number;
  if (word === ANY_WORD) return true;
  return t !== undefined && (word === t.w || FIRSTS[at] === t.s);
}
/** The positions in a slot's `alts` of those starting with each stem or literal word, and with a regex. */
type AltStarts = { byFirst: Map<number, number[]>; reFirst: number[] };
/** Slots with fewer alternatives are tried in turn: an index would cost more heap than it saves. */
const INDEXED_ALTS = 12;
export interface CompiledTerm<Id extends string = string> {
  concept: Id;
  slots: Slot[];
  /** An exception: a match of it hides matches of the same concept that it overlaps. */
  except: boolean;
  /** A neutral mention ('bladder'): it can only deny the concept ('bladder is fine'), never raise it. */
  topic: boolean;
  /** Raises the concept even asked as a question or a hypothesis (see ConceptDef.asked). */
  asked: boolean;
  /** Explains the concept's signs anywhere in its sentence (see ConceptDef.explainedBy). */
  explains: boolean;
  /** Position in TERMS. */
  index: number;
  /** Where the term's record is in CODE. */
  code: number;
  /** The term as written in the lexicon (for `explain`). */
  source: string;
}

const stemCache = new Map<string, string>();
/** Stems a lexicon word with the same stemmer that reads the text. */
export function stemOf(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = (nlp.readDoc(word).tokens().out(STEM) as string[]).join(' ');
    stemCache.set(word, stem);
  }
  return stem;
}

/** Splits a term into its parts: words, `a|b`, `(a b|c)`, `~N`, `@CLASS`, `=literal`, `/re/`, `?optional`. */
function parts(term: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  // '(my )?back' is '(my )?' then 'back'.
  for (const ch of term.trim().replace(/\)\?(?=\S)/g, ')? ')) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ' ' && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

/**
 * The words of one alternative, compiled. Units and whole alternatives are interned by their source:
 * the same words ('my', 'the left', a word class's items) recur across thousands of terms, and compiled
 * parts are never changed, so each is held once (about 30,000 units and 22,000 alternatives otherwise).
 */
function unitsOf(phrase: string): Unit[] {
  const known = ALTERNATIVES.get(phrase);
  if (known) return known;
  const units = phrase
    .split(' ')
    .filter(Boolean)
    .map((w) => {
      const unit = UNITS.get(w);
      if (unit) return unit;
      // (a '?' after a word is read as part of it, so the word never matched: write '?word' or '(word )?')
      if (/\?$/.test(w) && !(w.startsWith('/') && w.endsWith('/')))
        throw new Error(`Term word '${w}' ends with '?'; write the optional word as (word )? or ?word`);
      // (every unit has the same four fields, so the matcher's reads of them see one shape)
      const made: Unit = w.startsWith('=')
        ? { stem: undefined, word: w.slice(1), re: undefined, id: internWord(w.slice(1)) }
        : w.startsWith('/') && w.endsWith('/') && w.length > 2
          ? { stem: undefined, word: undefined, re: new RegExp(`^(?:${w.slice(1, -1)})$`), id: -1 }
          : { stem: stemOf(w), word: undefined, re: undefined, id: internWord(stemOf(w)) };
      UNITS.set(w, made);
      return made;
    });
  ALTERNATIVES.set(phrase, units);
  return units;
}
const UNITS = new Map<string, Unit>();
const ALTERNATIVES = new Map<string, Unit[]>();

function alternativesOf(part: string): Unit[][] {
  const body = part.startsWith('(') && part.endsWith(')') ? part.slice(1, -1) : part;
  const alts: Unit[][] = [];
  for (const raw of splitTop(body)) {
    const alt = raw.startsWith('?') ? raw.slice(1) : raw;
    if (raw !== alt) alts.push([]);
    if (alt.startsWith('@')) {
      const cls = WORD_CLASSES[alt.slice(1) as keyof typeof WORD_CLASSES];
      if (!cls) throw new Error(`Unknown word class ${alt}`);
      for (const phrase of cls) {
        // A class item is plain words (with /re/ and =literal): alternatives belong in separate items.
        if (/[()|]/.test(phrase.replace(/\/[^/]+\//g, '')))
          throw new Error(`Word class ${alt} item '${phrase}' holds alternatives; list them as items`);
        alts.push(unitsOf(phrase));
      }
    } else {
      if (/[()|]/.test(alt.replace(/\/[^/]+\//g, '')))
        throw new Error(
          `Term part '${part}' nests alternatives ('${alt}'); write them as separate alternatives`,
        );
      alts.push(unitsOf(alt));
    }
  }
  return alts;
}

/** Splits a pattern at its top-level '|' (an alternation's parts, each perhaps holding brackets of its own). */
export function splitTop(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of body) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === '|' && depth === 0) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  out.push(current.trim());
  return out.filter(Boolean);
}

function compile<Id extends string>(
  concept: Id,
  term: string,
  index: number,
  except = false,
  topic = false,
  asked = false,
  explains = false,
): CompiledTerm<Id> {
  // '/\\\\d+/' in the source is a regular expression for a backslash, which no word holds: a dead term.
  if (term.includes('\\\\')) throw new Error(`Lexicon term for ${concept} escapes a backslash: ${term}`);
  const slots: Slot[] = parts(term).map((part) => {
    // The same part ('@NUMB', '(my )?') recurs in hundreds of terms: one compiled, read-only slot each.
    const known = SLOTS.get(part);
    if (known) return known;
    const slot = slotOf(part);
    SLOTS.set(part, slot);
    return slot;
  });
  const code = emit([slots.length, ...slots.map((slot) => slot.at)]);
  return { concept, slots, except, topic, asked, explains, index, code, source: term };
}

/** Compiled slots by their source text, shared by every term that uses them (they are never changed). */
const SLOTS = new Map<string, Slot>();

function slotOf(part: string): Slot {
  const gap = /^~(\d+)$/.exec(part);
  if (gap) {
    const slot: Slot = {
      gap: Number(gap[1]),
      alts: [],
      optional: false,
      keys: null,
      starts: null,
      firsts: -1,
      at: -1,
    };
    slot.at = slotCodeOf(slot);
    return slot;
  }
  // `?x`, `?(a|b)` and `(a b)?` are optional; `(?a|b)` too.
  let body = part;
  let optional = false;
  if (body.startsWith('?')) {
    optional = true;
    body = body.slice(1);
  } else if (body.startsWith('(') && body.endsWith(')?')) {
    optional = true;
    body = body.slice(0, -1);
  }
  const alts = alternativesOf(body);
  const real = alts.filter((a) => a.length > 0);
  // (by number: every alternative holds a word, and one opening on a regular expression sets keys null)
  const keys = real.some((a) => a[0]?.re) ? null : new Set(real.map((a) => (a[0] as Unit).id));
  const slot: Slot = {
    gap: -1,
    alts: real,
    optional: optional || alts.some((a) => a.length === 0),
    keys,
    starts: real.length >= INDEXED_ALTS ? undefined : null,
    firsts: addFirsts(real),
    // (its record, written next)
    at: -1,
  };
  slot.at = slotCodeOf(slot);
  return slot;
}

/** Where each stem or literal word starts some of a slot's alternatives, and which start with a regex. */
function altStartsOf(slot: Slot): AltStarts {
  const byFirst = new Map<number, number[]>();
  const reFirst: number[] = [];
  slot.alts.forEach((a, k) => {
    const first = a[0];
    if (first?.re) {
      reFirst.push(k);
      return;
    }
    const key = first?.id ?? -1;
    const list = byFirst.get(key);
    if (list) list.push(k);
    else byFirst.set(key, [k]);
  });
  return { byFirst, reFirst };
}

/**
 * A lexicon compiled for matching: its terms, and indexes that let a sentence try only the terms it
 * could match. The red-flag concepts (concepts.ts) and the musculoskeletal findings (findings.ts) are
 * two lexicons read by the same code.
 */
export interface Lexicon<Id extends string> {
  defs: Readonly<Record<Id, ConceptDef>>;
  terms: CompiledTerm<Id>[];
  /**
   * Every required slot of every term, indexed by the words that satisfy it: a sentence can only
   * match a term when it holds a word for each of the term's required slots, so the others are
   * never tried (most of the lexicon, for any one sentence).
   */
  postings: Flat;
  /**
   * For each word (by number), the terms whose first slot is words (not a gap, optional or a regular
   * expression) and holds it, in lexicon order: where each such term can start (see hitsIn). Two
   * numbers each: the term, and where in `nextWords` its words after this one are (-1 for none).
   */
  openings: Flat;
  /**
   * Each opening's second number: where in `nextWords` the words are that must come next for the term to
   * start with its opening word, or -1 when none must (see nextWordsOf).
   */
  nextWords: Int32Array;
  /** The other terms (they can start at any word; see anyStarts). */
  anyFirst: CompiledTerm<Id>[];
  /** Each `anyFirst` term's position in `terms`. */
  anyIndex: Int32Array;
  /** Each term's record in CODE, by its position in `terms`. */
  codes: Int32Array;
  /**
   * For each term of `anyFirst`, the units one of which must match the first word of any match
   * (null when a gap can open it, so any word can): a regular expression ('/osteopor\w*\/') or an
   * optional first slot would otherwise send the term to the matcher at every word of every sentence.
   */
  anyStarts: (Unit[] | null)[];
  /**
   * The lexicon's number among those compiled: where a word's key (WordKey.any) holds the positions in
   * `anyFirst` of the terms that can start at the word, ascending. Most words can start none or a few
   * of them, so hitsIn walks this short list rather than every `anyFirst` term at every word.
   */
  no: number;
  /**
   * What viableTerms marks of each term, TERM_STATE numbers side by side (term k's at k * TERM_STATE):
   * the number of the sentence it was last marked in (its marks are valid only when that is the current
   * `sentence`: a new sentence starts by counting on, not by clearing what the last one set), the flags
   * of its marked slots seen there, its required mask (the flags of all its marked slots: 0 for a term
   * with none), and the last position in the sentence of a word of its marked slots (see hitsIn). Side
   * by side, a posting or a term's check reads one line of memory rather than one from each of four
   * arrays spread over the heap: the matcher runs between the engine's other steps, which push its
   * data out of the processor's caches, so what it reads costs more in lines fetched than in steps.
   */
  state: Int32Array;
  sentence: number;
  /**
   * One bit per term (term k is bit k & 31 of word k >> 5): set while the current sentence holds a word
   * for each of the term's marked slots (see viableTerms). A few hundred bytes, so the check of the
   * hundreds of terms that open with a common word ('i', 'my', 'can') reads the same few lines.
   */
  viable: Int32Array;
  /** The bits of the terms with no marked slot, always viable: each sentence's `viable` starts as these. */
  alwaysViable: Int32Array;
}

/**
 * The units one of which matches the first word that slots[si..] consume, or null when a gap lets
 * any word come first. A match of a term always consumes a word at its start (a hit ends after it
 * starts), so a word that matches none of these can start no match.
 */
function firstUnits(slots: Slot[], si: number): Unit[] | null {
  const slot = slots[si];
  if (!slot) return [];
  if (slot.gap >= 0) return null;
  const own = slot.alts.map((a) => a[0]).filter((u): u is Unit => u !== undefined);
  if (!slot.optional) return own;
  const rest = firstUnits(slots, si + 1);
  return rest === null ? null : [...own, ...rest];
}

const NO_POSTINGS: readonly number[] = [];
/** Lexicon.state: the numbers kept for each term, and where each is among them. */
const TERM_STATE = 4;
const MARKED_IN = 0;
const SEEN = 1;
const REQUIRED = 2;
const LAST_AT = 3;
/**
 * A word said more often than this in the spoken-English counts is common (see compileLexicon): 'the',
 * 'my', 'i', 'a', 'on', 'it', 'in', 'no', 'and', 'not', 'to' and the like.
 */
const COMMON_WORD = 300_000;
/** How often each numbered word or stem is said (spokenCount; 0 for a stem that is no word), by number. */
const SAID: number[] = [];
let lexiconCount = 0;

/** Compiles a lexicon of definitions (label, terms, except, topics) written in the pattern language. */
export function compileLexicon<Id extends string>(
  defs: Readonly<Record<Id, ConceptDef>>,
  ids: readonly Id[],
): Lexicon<Id> {
  const terms: CompiledTerm<Id>[] = [];
  for (const id of ids) {
    const def: ConceptDef = defs[id];
    for (const t of def.terms.flatMap(splitTop)) terms.push(compile(id, t, terms.length));
    for (const t of (def.except ?? []).flatMap(splitTop)) terms.push(compile(id, t, terms.length, true));
    for (const t of (def.topics ?? []).flatMap(splitTop))
      terms.push(compile(id, t, terms.length, false, true));
    for (const t of (def.asked ?? []).flatMap(splitTop))
      terms.push(compile(id, t, terms.length, false, false, true));
    for (const t of (def.explainedBy ?? []).flatMap(splitTop))
      terms.push(compile(id, t, terms.length, false, false, false, true));
  }
  // The required slots a term is marked by (one bit each, at most 30). Any of a term's required slots
  // will do: a sentence with no word for one of them cannot match the term, so leaving a slot out only
  // sends the matcher a term it will not match. Two are left out, as they filter little and their words
  // are met in most sentences, where their postings were walked at every 'the', 'my' and 'i' of every
  // text (two thirds of about 4,400 entries an assessment):
  // - the first slot of a term that opens with words: a term is only tried where its first word is
  //   (see `openings`), so it always has that slot's word;
  // - a slot that a common word satisfies ('the|my', 'i', 'on': said more than COMMON_WORD times in
  //   the spoken-English counts), when the term has a slot without one; otherwise its least common slot.
  const opensWithWords = (term: CompiledTerm<Id>) => {
    const first = term.slots[0];
    return first !== undefined && first.gap < 0 && !first.optional && !first.alts.some((a) => a[0]?.re);
  };
  const said = (slot: Slot) => {
    let sum = 0;
    for (const key of slot.keys ?? []) sum += SAID[key] ?? 0;
    return sum;
  };
  const common = (slot: Slot) => [...(slot.keys ?? [])].some((key) => (SAID[key] ?? 0) > COMMON_WORD);
  const byWord = new Map<number, number[]>();
  const state = new Int32Array(terms.length * TERM_STATE);
  const alwaysViable = new Int32Array((terms.length + 31) >> 5);
  terms.forEach((term, index) => {
    const required = term.slots.filter(
      (slot, k) => slot.gap < 0 && !slot.optional && slot.keys !== null && (k > 0 || !opensWithWords(term)),
    );
    let marked = required.filter((slot) => !common(slot));
    if (marked.length === 0 && required.length > 0)
      marked = [required.reduce((least, slot) => (said(slot) < said(least) ? slot : least))];
    let mask = 0;
    let bit = 0;
    for (const slot of marked.slice(0, 30)) {
      const flag = 1 << bit++;
      mask |= flag;
      for (const key of slot.keys ?? []) {
        const list = byWord.get(key) ?? [];
        list.push(index, flag);
        byWord.set(key, list);
      }
    }
    state[index * TERM_STATE + REQUIRED] = mask;
    if (mask === 0) alwaysViable[index >> 5] = (alwaysViable[index >> 5] as number) | (1 << (index & 31));
  });
  // Dense, by word number (words numbered later, by another lexicon, are past its end).
  const postings: (readonly number[])[] = new Array(WORD_IDS.size).fill(NO_POSTINGS);
  for (const [key, list] of byWord) postings[key] = list;
  const openings: (readonly number[])[] = new Array(WORD_IDS.size).fill(NO_POSTINGS);
  const nextWords: number[] = [];
  const nextWordsAt = new Map<string, number>();
  const anyFirst: CompiledTerm<Id>[] = [];
  for (const term of terms) {
    if (!opensWithWords(term)) anyFirst.push(term);
    else
      for (const key of term.slots[0]?.keys ?? []) {
        const list = openings[key] === NO_POSTINGS ? [] : (openings[key] as number[]);
        list.push(term.index, nextWordsOf(term.slots[0] as Slot, key, nextWords, nextWordsAt));
        openings[key] = list;
      }
  }
  const anyStarts = anyFirst.map((term) => firstUnits(term.slots, 0));
  // (words numbered now, and this lexicon's lists: keys made before would not hold them)
  WORD_KEYS.clear();
  // (alternatives' records are found by the alternative only while a lexicon is compiled: one met again in a
  // later lexicon is written again, in CODE, which is off the heap, rather than a map of them kept on it)
  ALT_AT.clear();
  REGEX_AT.clear();
  // (FIRSTS grows by doubling while slots are compiled: held at its length between lexicons)
  if (FIRSTS.length > firstsLength) FIRSTS = FIRSTS.slice(0, firstsLength);
  // (and so are the records)
  if (CODE.length > codeLength) CODE = CODE.slice(0, codeLength);
  if (LONG.length > longLength) LONG = LONG.slice(0, longLength);
  return {
    defs,
    terms,
    postings: flat(postings),
    openings: flat(openings),
    nextWords: Int32Array.from(nextWords),
    anyFirst,
    anyIndex: Int32Array.from(anyFirst, (term) => term.index),
    codes: Int32Array.from(terms, (term) => term.code),
    anyStarts,
    no: lexiconCount++,
    state,
    sentence: 0,
    viable: new Int32Array(alwaysViable.length),
    alwaysViable,
  };
}

/**
 * Lists by word number in one block of memory: word k's list is data[at[k]..at[k + 1]). The matcher
 * reads the postings and openings of every word of every sentence, and one list per word was one more
 * object to fetch from memory each time.
 */
interface Flat {
  at: Int32Array;
  data: Int32Array;
}
function flat(lists: readonly (readonly number[])[]): Flat {
  const at = new Int32Array(lists.length + 1);
  for (let k = 0; k < lists.length; k++)
    at[k + 1] = (at[k] as number) + (lists[k] as readonly number[]).length;
  const data = new Int32Array(at[lists.length] as number);
  for (let k = 0; k < lists.length; k++) data.set(lists[k] as readonly number[], at[k]);
  return { at, data };
}

/**
 * The words that can come second in a match of a first slot that opens with the word numbered `key`,
 * as a list in `into` (its length, then two numbers per unit as FIRSTS writes them; lists alike are
 * kept once, found by `at`): where it starts, or -1 when the slot can match the key's word alone
 * (an alternative of one word) or followed by any word (a regular expression second). Hundreds of
 * terms open with a common word ('the heat', 'my bottom', 'a lot better'), and a word that none of
 * them can have next rules them all out without reading a term.
 */
function nextWordsOf(slot: Slot, key: number, into: number[], at: Map<string, number>): number {
  const seconds: number[] = [];
  for (const alt of slot.alts) {
    const first = alt[0] as Unit;
    if (first.re !== undefined || first.id !== key) continue;
    const second = alt[1];
    if (second === undefined || second.re !== undefined) return -1;
    seconds.push(second.stem !== undefined ? second.id : -3, second.id);
  }
  const list = [seconds.length / 2, ...seconds];
  const source = list.join(' ');
  let where = at.get(source);
  if (where === undefined) {
    where = into.length;
    at.set(source, where);
    into.push(...list);
  }
  return where;
}

/** Whether the token can be the next word of an opening (see nextWordsOf): never past the last token. */
function fitsNext(nextWords: Int32Array, at: number, t: Token | undefined): boolean {
  if (t === undefined) return false;
  for (let k = at + 1, end = at + 1 + 2 * (nextWords[at] as number); k < end; k += 2)
    if (nextWords[k + 1] === t.w || nextWords[k] === t.s) return true;
  return false;
}

/** Which of the lexicon's `anyFirst` terms can start at this word (see Lexicon.anyStarts). */
const NO_ANY_START = new Int32Array(0);
function anyStartsAt(lexicon: Lexicon<string>, t: Token): Int32Array {
  let can = t.any[lexicon.no];
  if (can === undefined) {
    const ks: number[] = [];
    lexicon.anyStarts.forEach((units, k) => {
      if (units === null || units.some((u) => unitMatches(u, t))) ks.push(k);
    });
    can = ks.length === 0 ? NO_ANY_START : Int32Array.from(ks);
    t.any[lexicon.no] = can;
  }
  return can;
}

/**
 * Marks which terms could match this sentence: those for which every required slot has a word here
 * (`seen === required`, with a term not marked in this sentence read as 0), as bits of
 * `lexicon.viable`, and for each term the last position of a word of its marked slots. Terms with no
 * marked slot are always viable. hitsIn then walks the sentence's words once more and tries, at each,
 * the viable terms that can start there: those that open with the word (the word's `openings`), and
 * those of `anyFirst` that can.
 */
function viableTerms(lexicon: Lexicon<string>, tokens: Token[]): void {
  // One array per lexicon, reused: entries from an earlier sentence are told apart by their MARKED_IN.
  const { state, viable } = lexicon;
  const { at: postingsAt, data: postings } = lexicon.postings;
  // (words numbered after this lexicon was compiled have no lists)
  const words = postingsAt.length - 1;
  // (wraps to 1 long after any term's last mark could still be read)
  const sentence = lexicon.sentence >= 0x3fffffff ? 1 : lexicon.sentence + 1;
  if (sentence === 1) for (let b = MARKED_IN; b < state.length; b += TERM_STATE) state[b] = 0;
  lexicon.sentence = sentence;
  viable.set(lexicon.alwaysViable);
  for (let at = 0; at < tokens.length; at++) {
    const t = tokens[at] as Token;
    // The stem's postings, then the word's when it is not the stem. (-1, a word no lexicon holds, or
    // one numbered after this lexicon was compiled: no postings.) Two passes of one loop, not a
    // closure called twice: this is the matcher's busiest loop (about 1,400 entries an assessment).
    for (let pass = 0; pass < 2; pass++) {
      const key = pass === 0 ? t.s : t.w;
      if (pass === 1 && key === t.s) break;
      if (key < 0 || key >= words) continue;
      for (let i = postingsAt[key] as number, end = postingsAt[key + 1] as number; i < end; i += 2) {
        const term = postings[i] as number;
        const flag = postings[i + 1] as number;
        const b = term * TERM_STATE;
        state[b + LAST_AT] = at;
        // (a word seen twice sets the same flag again)
        const seen = state[b + MARKED_IN] === sentence ? (state[b + SEEN] as number) | flag : flag;
        state[b + MARKED_IN] = sentence;
        state[b + SEEN] = seen;
        if (seen === state[b + REQUIRED])
          viable[term >> 5] = (viable[term >> 5] as number) | (1 << (term & 31));
      }
    }
  }
}

/**
 * Whether a match of the term could start at token `i` of the sentence viableTerms last marked: every
 * required slot has a word in the sentence, and one of its marked slots' words comes at `i` or after
 * (`after` 0), or after `i` (`after` 1: a term that opens with words is marked by slots after its
 * first, so a match starting at `i` needs one of their words after this one).
 */
function canStart(lexicon: Lexicon<string>, term: number, i: number, after: number): boolean {
  if ((((lexicon.viable[term >> 5] as number) >>> (term & 31)) & 1) === 0) return false;
  const b = term * TERM_STATE;
  return lexicon.state[b + REQUIRED] === 0 || (lexicon.state[b + LAST_AT] as number) >= i + after;
}

const unitMatches = (u: Unit, t: Token | undefined) =>
  t !== undefined &&
  (u.stem !== undefined
    ? t.s === u.id || t.w === u.id
    : u.word !== undefined
      ? t.w === u.id
      : u.re?.test(t.word) === true);

/**
 * The token positions the match being tried has matched with the term's own words (not its gaps):
 * used[0..usedLength), one buffer for every try (matchWith adds to it and takes back what fails).
 */
let used = new Int32Array(64);
let usedLength = 0;

/**
 * End index (exclusive) of the first match of the slots si.. of the term whose record is at `term` in
 * CODE, at tokens[ti..], or -1. `used` collects the token positions matched by the term's own words
 * (not by its gaps).
 */
function matchAt(term: number, si: number, tokens: Token[], ti: number): number {
  const code = CODE;
  if (si === code[term]) return ti;
  const slot = code[term + 1 + si] as number;
  const gap = code[slot + SLOT_GAP] as number;
  if (gap >= 0) {
    for (let skip = 0; skip <= gap && ti + skip <= tokens.length; skip++) {
      const end = matchAt(term, si + 1, tokens, ti + skip);
      if (end >= 0) return end;
    }
    return -1;
  }
  const t = tokens[ti];
  // (every alternative holds a word, so none matches past the last token)
  if (t !== undefined) {
    const alts = code[slot + SLOT_ALTS] as number;
    const firsts = code[slot + SLOT_FIRSTS] as number;
    const long = code[slot + SLOT_LONG] as number;
    if (long < 0) {
      // A short slot: its alternatives whose first unit matches the word (see FIRSTS), in turn.
      const s = t.s;
      const w = t.w;
      const next = tokens[ti + 1];
      for (let k = 0, at = firsts; k < alts; k++, at += FIRST_STRIDE) {
        const word = FIRSTS[at + 1] as number;
        if (word !== ANY_WORD && word !== w && FIRSTS[at] !== s) continue;
        if (!firstsMatch(at + 2, next)) continue;
        const end = matchWith(code[slot + SLOT_ALT_AT + k] as number, term, si, tokens, ti);
        if (end >= 0) return end;
      }
    } else {
      // Only the alternatives whose first unit this word can match (a stem unit matches the word's
      // stem or the word, a literal the word, a regex any word), in their order in `alts`: the
      // first that leads to a match wins, as when all are tried in turn. (Most words open none.)
      const table = LONG;
      const byStem = longListOf(long, t.s);
      const byWord = t.w !== t.s ? longListOf(long, t.w) : -1;
      const aAt = byStem < 0 ? 0 : (table[byStem + 1] as number);
      const na = byStem < 0 ? 0 : (table[byStem + 2] as number);
      const bAt = byWord < 0 ? 0 : (table[byWord + 1] as number);
      const nb = byWord < 0 ? 0 : (table[byWord + 2] as number);
      const cAt = table[long + 2] as number;
      const nc = table[long + 1] as number;
      {
        let ia = 0;
        let ib = 0;
        let ic = 0;
        while (ia < na || ib < nb || ic < nc) {
          // the smallest of the three lists' next positions (each list ascends, and no two share one)
          const a = ia < na ? (table[aAt + ia] as number) : Infinity;
          const b = ib < nb ? (table[bAt + ib] as number) : Infinity;
          const c = ic < nc ? (table[cAt + ic] as number) : Infinity;
          let k: number;
          if (a < b && a < c) {
            k = a;
            ia++;
          } else if (b < c) {
            k = b;
            ib++;
          } else {
            k = c;
            ic++;
          }
          if (!firstsMatch(firsts + k * FIRST_STRIDE + 2, tokens[ti + 1])) continue;
          const end = matchWith(code[slot + SLOT_ALT_AT + k] as number, term, si, tokens, ti);
          if (end >= 0) return end;
        }
      }
    }
  }
  return code[slot + SLOT_OPTIONAL] === 1 ? matchAt(term, si + 1, tokens, ti) : -1;
}

/**
 * The end of a match that takes the alternative whose record is at `alt` for slot `si` at token `ti`
 * and the rest of the slots after it, or -1 (and `used` as it was).
 */
function matchWith(alt: number, term: number, si: number, tokens: Token[], ti: number): number {
  if (!altMatches(alt, tokens, ti)) return -1;
  const units = CODE[alt] as number;
  const mark = usedLength;
  if (usedLength + units > used.length) {
    const grown = new Int32Array(Math.max(used.length * 2, usedLength + units));
    grown.set(used);
    used = grown;
  }
  for (let k = 0; k < units; k++) used[usedLength++] = ti + k;
  const end = matchAt(term, si + 1, tokens, ti + units);
  if (end < 0) usedLength = mark;
  return end;
}

/** The alternative's words match the tokens from `ti` (a loop, not `every`: this is the matcher's inner step). */
function altMatches(alt: number, tokens: Token[], ti: number): boolean {
  const code = CODE;
  for (let k = 0, n = code[alt] as number, at = alt + 1; k < n; k++, at += 2) {
    const t = tokens[ti + k];
    if (t === undefined) return false;
    const kind = code[at] as number;
    const id = code[at + 1] as number;
    if (kind === UNIT_STEM) {
      if (t.s !== id && t.w !== id) return false;
    } else if (kind === UNIT_WORD) {
      if (t.w !== id) return false;
    } else if ((REGEXES[id] as RegExp).test(t.word) !== true) return false;
  }
  return true;
}

export type Hit<Id extends string> = { term: CompiledTerm<Id>; start: number; end: number; used: number[] };

/** Every match of every lexicon term in one sentence's tokens. */
export function hitsIn<Id extends string>(lexicon: Lexicon<Id>, tokens: Token[]): Hit<Id>[] {
  const hits: Hit<Id>[] = [];
  const lex = lexicon as Lexicon<string>;
  viableTerms(lex, tokens);
  const { terms, anyFirst, codes, anyIndex } = lexicon;
  const { at: openingsAt, data: openings } = lexicon.openings;
  const words = openingsAt.length - 1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    // The terms that open with this word's stem, then with the word itself (each in lexicon order),
    // then those that can open with any word: the order of the hits.
    for (let pass = 0; pass < 2; pass++) {
      const key = pass === 0 ? t.s : t.w;
      if (pass === 1 && key === t.s) break;
      if (key < 0 || key >= words) continue;
      for (let k = openingsAt[key] as number, end = openingsAt[key + 1] as number; k < end; k += 2) {
        const index = openings[k] as number;
        // ('walking makes the pain worse' holds no match of 'pain ~6 when ~2 walk' starting at 'walking':
        // its marked slots' last word is before it)
        if (!canStart(lex, index, i, 1)) continue;
        // The words that may follow this one in the term, when this is its only key: a word whose stem
        // differs ('walking', 'walk') can also open the term by its other key, whose words are not these.
        const next = openings[k + 1] as number;
        if (next >= 0 && t.w === t.s && !fitsNext(lexicon.nextWords, next, tokens[i + 1])) continue;
        tryTerm(terms, codes, index, tokens, i, hits);
      }
    }
    if (anyFirst.length === 0) continue;
    // (in `anyFirst` order, as the terms that can start here are listed)
    const anyStart = anyStartsAt(lex, t);
    for (let j = 0; j < anyStart.length; j++) {
      const index = anyIndex[anyStart[j] as number] as number;
      // (its marked slots can match here at the earliest, the first being optional or a gap)
      if (canStart(lex, index, i, 0)) tryTerm(terms, codes, index, tokens, i, hits);
    }
  }
  return hits;
}

/** Tries a term at token `i`, adding its hit (the positions it uses copied from `used` on a match). */
/**
 * As tryAt, for the term at `index` of the lexicon's terms, read from its record alone (see CODE): its
 * object is read only for a hit.
 */
function tryTerm<Id extends string>(
  terms: CompiledTerm<Id>[],
  codes: Int32Array,
  index: number,
  tokens: Token[],
  i: number,
  hits: Hit<Id>[],
): void {
  usedLength = 0;
  const end = matchAt(codes[index] as number, 0, tokens, i);
  if (end > i) {
    // (sized at once: pushed one by one, each list took room for 17)
    const positions = new Array<number>(usedLength);
    for (let k = 0; k < usedLength; k++) positions[k] = used[k] as number;
    hits.push({ term: terms[index] as CompiledTerm<Id>, start: i, end, used: positions });
  }
}

export function tryAt<Id extends string>(
  term: CompiledTerm<Id>,
  tokens: Token[],
  i: number,
  hits: Hit<Id>[],
): void {
  usedLength = 0;
  const end = matchAt(term.code, 0, tokens, i);
  if (end > i) {
    // (sized at once: pushed one by one, each list took room for 17)
    const positions = new Array<number>(usedLength);
    for (let k = 0; k < usedLength; k++) positions[k] = used[k] as number;
    hits.push({ term, start: i, end, used: positions });
  }
}
