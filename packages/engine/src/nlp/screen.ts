import type { ItemToken } from 'wink-nlp';
import { CONCEPT_IDS, CONCEPTS, type ConceptDef, type ConceptId } from './concepts.ts';
import {
  compileLexicon,
  type Hit,
  hitsIn,
  type Lexicon,
  stemOf,
  type Token,
  tokenOf,
  tryAt,
} from './matcher.ts';
import { cleanText } from './normalise.ts';
import { numberAt, quantityAt } from './quantities.ts';
import { its, nlp, STEM } from './wink.ts';

/**
 * The concept screen: reads the person's text with wink-nlp (sentences, tokens, parts of speech,
 * Porter stems) and finds clinical concepts through their lexicon (concepts.ts). A concept mention
 * does not count when it is negated ('no numbness'), about someone else ('my dad had cancer'), long
 * past ('a fever last winter, long gone') or hypothetical ('told to watch for bladder problems').
 */

const NEGATION_CUES = new Set([
  'no',
  'not',
  'never',
  'without',
  'nor',
  'neither',
  'none',
  'nothing',
  'deny',
  'denies',
  'denied',
  'nobody',
  // 'soft and non-tender': a clinician's denial
  'non',
]);

/** How far a negation reaches: 'no numbness or tingling around my bottom' is seven words. */
const NEGATION_WINDOW = 8;
const COPULA = new Set(['am', 'is', 'are', 'was', 'were', 'feel', 'felt', 'feeling']);
const AUXILIARIES = new Set(['have', 'has', 'had', 'did', 'do', 'does']);
const EXPERIENCED = new Set([
  'felt',
  'feel',
  'noticed',
  'notice',
  'had',
  'have',
  'got',
  'experienced',
  'suffered',
]);
const LIST_NEGATION = new Set(['no', 'without', 'neither', 'nor', 'denies', 'deny', 'denied', 'none']);
/** Words after 'no' that deny a change rather than a sign ('no better', 'no relief'). */
const NO_CHANGE = new Set([
  'better',
  'worse',
  'different',
  'easier',
  'change',
  'improvement',
  'relief',
  'difference',
]);

export const CONCEPT_LEXICON = compileLexicon<ConceptId>(CONCEPTS, CONCEPT_IDS);

// ---------------------------------------------------------------- context of a mention

/** Words after a cue that make it no negation ('not sure', 'no idea'). */
const NOT_NEGATING_NEXT = new Set([
  // 'no one at home knows about the cutting', 'nobody knows': what someone does not know is kept hidden, not denied
  'know',
  'knows',
  'realise',
  'realises',
  'realize',
  'realizes',
  'suspect',
  'suspects',
  // 'the pain will not let me rest, so I walk …': what is not let is the rest, not what follows
  'let',
  // 'without air', 'no air': breathlessness told literally, not a denial
  'air',
  // 'nothing helps', 'nothing changes it': a statement about relief, not a denial of what follows
  'helps',
  'changes',
  'works',
  'eases',
  'touches',
  'shifts',
  'stops',
  'relieves',
  'settles',
  'sure',
  'only',
  'matter',
  // 'no point feeding …', 'no use trying …': a judgement on what follows, not a denial of it
  'point',
  'use',
  'doubt',
  'idea',
  'just',
  'certain',
  'longer',
  'wonder',
  // 'it will not settle', 'does not ease': it persists
  'settle',
  'budge',
  'ease',
  'improve',
  // 'with no warning': suddenly, nothing denied
  'warning',
  // 'not' ending an elliptical clause, then a new first-person subject
  'i',
  // 'if the injection does not work', 'tablets do not help': a treatment fails, nothing is denied
  'work',
  'working',
  'help',
  'helping',
  // 'did not realise I had wet myself': it happened, unnoticed (itself a sign), nothing is denied
  'realise',
  'realize',
  'realising',
  'realizing',
]);
/**
 * Words after 'without' that tell a thing happened unbidden ('without meaning to', 'without noticing'): itself a
 * sign, nothing denied (after 'no' or 'not' they still deny: 'not meaning to hurt myself').
 */
const UNBIDDEN_AFTER_WITHOUT = new Set(['meaning', 'noticing', 'knowing']);
/** The verbs of NOT_NEGATING_NEXT that tell a relief failing ('does not help'), for ReadingRules.failedReliefDenies. */
const RELIEF_FAILS = new Set(['ease', 'help', 'helping', 'improve', 'work', 'working', 'settle']);
/** After 'will not go': words that make it 'it persists' ('won't go away', 'won't go for days'). */
/** 'does not ease with movement': the relief that fails is the sign itself, right after the 'not' at `i`. */
const reliefFailsAt = (words: readonly string[], i: number, startInClause: number) =>
  i + 1 === startInClause && RELIEF_FAILS.has(words[i + 1] ?? '');
const persists = (next: string | undefined) =>
  next === undefined ||
  /^\d/.test(next) ||
  ['away', 'anywhere', 'off', 'for', 'since', 'after', 'and', 'but'].includes(next);
const CLAUSE_BREAKS = new Set([
  // text-speak laughter closes what came before ('it was not the dog lol i did it')
  'lol',
  'haha',
  'lmao',
  'but',
  'although',
  'though',
  'however',
  'whereas',
  'except',
  'yet',
  'so',
  'because',
  'which',
  'while',
  'whilst',
  'until',
  'unless',
]);
/** After 'once', the subjects that make it a conjunction ('once I have …'), not a count ('once a week'). */
const ONCE_SUBJECTS = new Set(['i', 'you', 'he', 'she', 'we', 'they', 'it', 'my', 'the']);
const SUBJECT_START = new Set([
  'i',
  'it',
  'my',
  'the',
  'now',
  'then',
  'this',
  'that',
  'there',
  'she',
  'he',
  'they',
  'we',
  'also',
  'since',
  'when',
  'sometimes',
  'recently',
  'today',
  'yesterday',
  'last',
]);
/** People a worker writes about, not family: a text about them is a worker's, not a carer's. */
const NOT_FAMILY = new Set([
  'client',
  'clients',
  'patient',
  'patients',
  'resident',
  'residents',
  'pupil',
  'pupils',
  'customer',
  'colleague',
  'colleagues',
  'coworker',
  'teammate',
  'mates',
  'boss',
  'character',
  'characters',
  'actor',
  'actress',
  'presenter',
]);
const RELATIVES = new Set([
  // the people a nurse, carer, physio or teacher writes about, workmates, and people on a screen
  ...NOT_FAMILY,
  'stepmother',
  'stepfather',
  'stepmum',
  'stepmom',
  'stepdad',
  'stepsister',
  'stepbrother',
  'mum',
  'mom',
  'mother',
  'mam',
  'mammy',
  'mama',
  'mummy',
  'mommy',
  'dad',
  'father',
  'daddy',
  'papa',
  'brother',
  'sister',
  'grandma',
  'grandmother',
  'granny',
  'gran',
  'nan',
  'nana',
  'nanna',
  'grandad',
  'granddad',
  'grandpa',
  'grandfather',
  // grandparents and family in te reo Maori, as New Zealanders write them in English
  'koro',
  'kuia',
  'whanau',
  'aunt',
  'auntie',
  'aunty',
  'uncle',
  'cousin',
  'wife',
  'husband',
  'partner',
  'boyfriend',
  'girlfriend',
  'friend',
  'mate',
  'colleague',
  'neighbour',
  'neighbor',
  'family',
  'parents',
  'parent',
  'relative',
  'relatives',
  'sibling',
  'siblings',
  'twin',
  'niece',
  'nephew',
  'flatmate',
  'housemate',
  'boss',
  'coworker',
  'fiance',
  'fiancee',
  'stepmum',
  'stepdad',
  'inlaw',
  'teammate',
  'dog',
  'cat',
  'horse',
  'pony',
  'gelding',
  'mare',
]);
/** A parent writing about their child: the child is a relative only when the writer describes their own pain too. */
const CHILDREN = new Set([
  'son',
  'daughter',
  'child',
  'kid',
  'kids',
  'boy',
  'girl',
  'toddler',
  'baby',
  'teenager',
  'teen',
  'children',
  'grandson',
  'granddaughter',
]);
const BODY_OR_PAIN = new Set([
  'pain',
  'pains',
  'ache',
  'aches',
  'aching',
  'achy',
  'hurt',
  'hurts',
  'hurting',
  'sore',
  'agony',
  'stiff',
  'numb',
  'tingling',
  'swollen',
  'back',
  'neck',
  'knee',
  'knees',
  'hip',
  'hips',
  'shoulder',
  'shoulders',
  'leg',
  'legs',
  'arm',
  'arms',
  'foot',
  'feet',
  'hand',
  'hands',
  'wrist',
  'ankle',
  'head',
  'headache',
  'chest',
  'calf',
  'heel',
  'elbow',
  'jaw',
  'thigh',
  'shin',
  'toe',
  'toes',
  'finger',
  'fingers',
  'spine',
  'bum',
  'buttock',
  'groin',
  'belly',
  'stomach',
  'tummy',
  'forearm',
  'hamstring',
  'ribs',
  'body',
  // pains named by kind ('my usual tension headaches', "I've got backache")
  'backache',
  'backaches',
  'toothache',
  'earache',
  'headaches',
  'migraine',
  'migraines',
]);
/** A body part or function that, owned by 'his', 'her' or 'their', is the subject of its clause ('his foot drops'). */
const BODY_OR_PART = new Set([
  ...BODY_OR_PAIN,
  'face',
  'eye',
  'eyes',
  'mouth',
  'speech',
  'voice',
  'bladder',
  'bowels',
  'bowel',
  'balance',
  'vision',
  'sight',
  'eyesight',
  'grip',
  'walking',
]);
const FIRST_PERSON = new Set(['i', 'me', 'im', 'myself', 'mine']);
const HYPOTHETICAL = [
  // 'wondering what back pain means trouble': a question in general
  ['wondering', 'what'],
  ['wondering', 'whether'],
  ['wondering', 'which'],
  // 'a trapped nerve can cause weakness': what a condition can do, in general
  ['can', 'cause'],
  ['could', 'cause'],
  ['may', 'cause'],
  ['might', 'cause'],
  ['what', 'does', 'it', 'mean'],
  ['if', 'your'],
  ['warning', 'signs'],
  ['should', 'you', 'worry'],
  ['when', 'should'],
  ['what', 'are', 'the'],
  ['would', 'a'],
  ['would', 'an'],
  ['want', 'to', 'know'],
  ['watch', 'for'],
  ['look', 'out', 'for'],
  ['lookout', 'for'],
  ['warn'],
  ['warned'],
  ['in', 'case'],
  ['what', 'if'],
  ['told', 'me', 'to'],
  ['told', 'to'],
  ['said', 'to'],
  // 'the nurse said if I go numb, ring 999': advice to the writer told as a condition (not 'he says if his
  // back …, he will …', a threat of his own)
  ['says', 'if', 'i'],
  ['said', 'if', 'i'],
  // 'the leaflet says to get checked when …': general advice quoted, not the writer's signs
  ['says', 'you', 'need'],
  ['said', 'you', 'need'],
  ['say', 'you', 'need'],
  ['says', 'you', 'should'],
  ['leaflet', 'says'],
  ['leaflet', 'said'],
  ['leaflet', 'say'],
  ['sheet', 'says'],
  // 'watch for breathlessness or a swollen calf': advice on what to look out for
  ['watch', 'for'],
  ['watch', 'out', 'for'],
  ['look', 'out', 'for'],
  ['booklet', 'says'],
  ['booklet', 'said'],
  ['poster', 'says'],
  ['poster', 'said'],
  ['website', 'says'],
  ['website', 'said'],
  ['come', 'back', 'if'],
  ['go', 'back', 'if'],
  ['return', 'if'],
  ['advised'],
  ['advice'],
  ['should', 'i', 'worry'],
  ['sign', 'of'],
  ['signs', 'of'],
  ['symptoms', 'of'],
  ['risk', 'of'],
  ['rule', 'out'],
  ['ruled', 'out'],
  ['checked', 'for'],
  ['tested', 'for'],
  ['test', 'for'],
  ['screened', 'for'],
  ['worried', 'about'],
  ['worried', 'it'],
  ['worried', 'that'],
  ['scared', 'it'],
  ['scared', 'of'],
  ['afraid', 'it'],
  ['afraid', 'of'],
  ['worry', 'it'],
  ['wonder', 'if'],
  ['wondering', 'if'],
  ['could', 'it', 'be'],
  ['might', 'be'],
  ['is', 'it'],
  ['if', 'i', 'ever'],
  ['if', 'i', 'get'],
  ['if', 'i', 'got'],
  ['what', 'would', 'happen'],
  ['just', 'asking'],
  ['what', 'happens', 'if'],
  ['if', 'i', 'develop'],
  ['if', 'i', 'notice'],
  ['if', 'i', 'start'],
  ['if', 'there', 'is'],
  ['if', 'it', 'ever'],
  ['leaflet'],
  ['google'],
  ['googled'],
  ['read', 'about'],
  ['read', 'online'],
  ['read', 'on'],
  ['read', 'in'],
  ['internet'],
  ['website'],
  ['tiktok'],
  ['youtube'],
  ['online', 'about'],
  ['read', 'that'],
  ['heard', 'that'],
  ['worst', 'case'],
  ['not', 'that'],
  ['unlike'],
];
const PAST_MARKERS = [
  ['years', 'ago'],
  ['year', 'ago'],
  ['decade', 'ago'],
  ['decades', 'ago'],
  ['long', 'ago'],
  ['long', 'time', 'ago'],
  ['last', 'year'],
  ['as', 'a', 'child'],
  ['as', 'a', 'kid'],
  ['as', 'a', 'teenager'],
  ['as', 'a', 'teen'],
  ['at', 'university'],
  ['at', 'uni'],
  ['when', 'i', 'was', 'a'],
  ['when', 'i', 'was', 'young'],
  ['when', 'i', 'was', 'younger'],
  ['when', 'i', 'was', 'little'],
  ['back', 'in'],
  ['used', 'to'],
  ['years', 'back'],
  ['in', 'my', 'twenties'],
  ['in', 'my', 'thirties'],
  ['in', 'my', 'forties'],
  ['in', 'my', 'teens'],
  ['last', 'winter'],
  ['last', 'summer'],
  ['last', 'spring'],
  ['last', 'autumn'],
  ['once', 'before'],
];
/** A sign 'has gone', 'has passed': over. */
const GONE = new Set([
  'gone',
  'passed',
  'cleared',
  'settled',
  'stopped',
  'disappeared',
  'vanished',
  'resolved',
]);
/** After 'has gone': where it went ('gone down my leg', 'gone into both feet'), not that it is over. */
const SPREAD_AFTER_GONE = new Set([
  'down',
  'up',
  'into',
  'to',
  'through',
  'across',
  'over',
  'from',
  'worse',
  'numb',
  'on',
  'in',
]);

/** Words of a belief or fear that a later 'but' can correct ('I thought it was broken'). */
const BELIEF = new Set([
  'thought',
  'assumed',
  'sure',
  'convinced',
  'worried',
  'feared',
  'panicked',
  'scared',
  'afraid',
]);
/** What follows 'but' when it corrects the belief: 'it is just', 'the scan was clear', 'turned out'. */
const CORRECTIONS = [
  ['it', 'is', 'just'],
  ['it', 'is', 'only'],
  ['it', 'was', 'just'],
  ['it', 'was', 'only'],
  ['it', 'is', 'actually'],
  ['it', 'was', 'actually'],
  ['turned', 'out'],
  ['turns', 'out'],
  ['was', 'normal'],
  ['were', 'normal'],
  ['came', 'back', 'normal'],
  ['came', 'back', 'clear'],
  ['was', 'clear'],
  ['were', 'clear'],
  ['nothing', 'broken'],
  ['nothing', 'wrong'],
];

/**
 * A belief or fear corrected later in the sentence ('I thought I had X, but it is just Y', 'I was sure it
 * was broken, but the x-ray was normal'): what the belief named is set aside. The 'but' must be followed
 * by a correction within a few words, so a 'but' that goes on to say the sign continued is not one.
 */
function correctedBelief(words: string[]): { belief: number; but: number } | null {
  const belief = words.findIndex((w) => BELIEF.has(w));
  if (belief < 0) return null;
  for (let i = belief + 1; i < words.length; i++) {
    if (words[i] !== 'but') continue;
    const after = words.slice(i + 1, i + 13);
    const corrected = CORRECTIONS.some((seq) => hasSeq(after, seq));
    if (corrected && !hasSeq(after, ['just', 'kept']) && !after.includes('not') && !after.includes('worse'))
      return { belief, but: i };
  }
  return null;
}

/** What opens a sentence that tells when the sign before it ended ('after', 'within', 'once'). */
const TIME_LEADS = new Set(['after', 'within', 'once', 'then', 'later', 'eventually', 'afterwards', 'by']);
/** The sign over, in the next sentence. */
const ENDED = [
  ['feeling', 'came', 'back'],
  ['feeling', 'returned'],
  ['came', 'back', 'completely'],
  ['back', 'to', 'normal'],
  ['been', 'normal', 'since'],
  ['went', 'away'],
  ['wore', 'off'],
  ['all', 'gone'],
  ['completely', 'gone'],
  ['all', 'over', 'it'],
  ['over', 'it', 'now'],
];

/** What opens a sentence that dates the one before ('that was years ago', 'it happened in my twenties'). */
const DATING_SUBJECTS = new Set(['that', 'this', 'it', 'all']);
/**
 * A recent past that dates a sign only when the sentence also says it is over ('a fever last week, all
 * gone now'); on its own ('fell last week') it is no past at all.
 */
const RECENT_PAST = [
  ['last', 'week'],
  ['last', 'month'],
  ['the', 'week', 'before'],
  ['weeks', 'ago'],
];
/** Resolutions that say a sign is over, not only better ('all gone now', not 'doing well'). */
const OVER = [
  ['all', 'gone'],
  ['all', 'better'],
  ['gone', 'now'],
  ['over', 'now'],
  ['all', 'over', 'now'],
  ['cleared', 'up'],
  ['passed', 'now'],
  ['all', 'passed'],
  ['went', 'away'],
  ['gone', 'completely'],
  ['completely', 'gone'],
  ['long', 'gone'],
];
/** A relative's past illness, even when a carer writes. */
const PAST_OF_OTHERS = [
  ['died'],
  ['passed', 'away'],
  ['diagnosed'],
  ['years', 'ago'],
  ['history', 'of'],
  ['used', 'to'],
  ['when', 'he', 'was'],
  ['when', 'she', 'was'],
];
/** Verbs after a relative that make them the subject ('after a long flight my sister had ...'). */
const SUBJECT_VERBS = new Set([
  'has',
  'had',
  'have',
  'is',
  'was',
  'got',
  'gets',
  'says',
  'said',
  'feels',
  'felt',
  'went',
  'goes',
  'keeps',
  'kept',
  'can',
  'could',
  'will',
  'would',
  'did',
  'does',
  'died',
  'passed',
  'suffered',
  'suffers',
  'needs',
  'needed',
  'fell',
  'broke',
  'woke',
  'started',
  'noticed',
  'developed',
  'complains',
  'complained',
  'cannot',
  'seems',
  'looks',
  'looked',
  // 'a patient described double vision': what a patient or client reports is theirs
  'described',
  'describes',
  'reported',
  'reports',
  'presented',
  'presents',
]);
const REPORTING = new Set([
  'says',
  'said',
  'thinks',
  'thought',
  'noticed',
  'reckons',
  'tells',
  'told',
  'saw',
  'mentioned',
  'pointed',
  'spotted',
  'commented',
]);
const THIRD_PERSON = new Set(['he', 'she', 'his', 'her', 'him', 'hers', 'they', 'their', 'them']);
const QUESTION_START = new Set([
  'is',
  'are',
  'does',
  'do',
  'can',
  'could',
  'should',
  'would',
  'what',
  'when',
  'how',
  'why',
  'will',
  'might',
  'which',
]);
const RESOLVED = [
  ['well', 'settled'],
  ['well', 'controlled'],
  ['under', 'control'],
  ['been', 'brilliant'],
  ['been', 'great'],
  ['been', 'perfect'],
  ['works', 'perfectly'],
  ['been', 'well'],
  ['well', 'ever', 'since'],
  ['got', 'steadily', 'stronger'],
  ['it', 'has', 'got', 'stronger'],
  ['strength', 'has', 'come', 'back'],
  ['strength', 'came', 'back'],
  ['gone', 'completely'],
  ['completely', 'gone'],
  ['long', 'gone'],
  ['returns', 'to', 'normal'],
  ['returned', 'to', 'normal'],
  ['comes', 'back', 'to', 'normal'],
  ['all', 'passed'],
  ['passed', 'now'],
  ['over', 'now'],
  ['all', 'over', 'now'],
  ['good', 'place'],
  ['doing', 'well'],
  ['doing', 'fine'],
  ['all', 'gone'],
  ['all', 'better'],
  ['cleared', 'up'],
  ['cleared'],
  ['resolved'],
  ['went', 'away'],
  ['gone', 'now'],
  ['settled', 'down'],
  // 'settled completely', 'over it now': told as fully over
  ['settled', 'completely'],
  ['settled', 'fully'],
  // 'it came back fully after rehab': function regained
  ['came', 'back', 'fully'],
  ['come', 'back', 'fully'],
  ['recovered', 'fully'],
  ['fully', 'recovered'],
  ['completely', 'settled'],
  ['over', 'it', 'now'],
  ['all', 'over', 'it'],
  ['got', 'better'],
  ['recovered'],
  ['went', 'in', 'a'],
  ['gone', 'in', 'a'],
  ['passed', 'in', 'a'],
  ['totally', 'fine'],
  ['fine', 'now'],
  ['ok', 'now'],
  ['okay', 'now'],
  ['back', 'to', 'normal'],
  ['healed'],
  ['mended'],
  ['knitted'],
  ['fully', 'better'],
  ['no', 'problems', 'since'],
  ['fine', 'since'],
  ['not', 'since'],
  // 'and it sorted', 'the injection did the trick': told as put right
  ['and', 'it', 'sorted'],
  ['which', 'sorted', 'it'],
  ['that', 'sorted', 'it'],
  ['did', 'the', 'trick'],
  // 'by the morning it felt normal again' (not 'I just want to feel normal again')
  ['normal', 'again'],
  // 'fine ever since', 'normal ever since'
  ['fine', 'ever', 'since'],
  ['normal', 'ever', 'since'],
  // 'a walk sorted that', 'stretching sorted it out'
  ['sorted', 'that'],
  ['sorted', 'it', 'out'],
  ['sorted', 'them', 'out'],
];
/** Right after a mention: 'bladder is fine', 'peeing normally'. */
const LINKING = new Set([
  'hx',
  'history',
  'is',
  'are',
  'was',
  'were',
  'feel',
  'feels',
  'seem',
  'seems',
  'all',
  'completely',
  'totally',
  'still',
  'working',
  'works',
]);
const NORMAL_AFTER = new Set([
  'none',
  'nil',
  'negative',
  'fine',
  'normal',
  'normally',
  'ok',
  'okay',
  'unaffected',
  'alright',
  'intact',
  'unchanged',
  'good',
  'perfect',
]);

/**
 * Lists of word sequences indexed by their first word, each in its list's order: a clause is checked
 * for only the sequences that start with one of its words, at those words, rather than for every
 * sequence at every word. Null when the list holds an empty sequence (which starts anywhere).
 */
function byFirstWord(seqs: readonly string[][]): Map<string, string[][]> | null {
  if (seqs.some((m) => m.length === 0)) return null;
  const index = new Map<string, string[][]>();
  for (const m of seqs) {
    const key = m[0] as string;
    const list = index.get(key);
    if (list) list.push(m);
    else index.set(key, [m]);
  }
  return index;
}
const NO_SEQS: string[][] = [];
/** The sequences of the list that can start at a word, in the list's order. */
const markersAt = (index: Map<string, string[][]> | null, all: string[][], word: string | undefined) =>
  index === null ? all : (index.get(word as string) ?? NO_SEQS);
const RESOLVED_BY_FIRST = byFirstWord(RESOLVED);
const HYPOTHETICAL_BY_FIRST = byFirstWord(HYPOTHETICAL);
const PAST_MARKERS_BY_FIRST = byFirstWord(PAST_MARKERS);

/**
 * The words of `seq` start at words[i]: `seq.every((w, k) => words[i + k] === w)` without the callback,
 * which in a loop over `i` also cost a fresh scope for `i` at every word.
 */
function seqIsAt(words: readonly string[], i: number, seq: readonly string[]): boolean {
  for (let k = 0; k < seq.length; k++) if (words[i + k] !== seq[k]) return false;
  return true;
}

/**
 * Where `seq` first starts in `words` (-1 if nowhere): `words.findIndex((_w, i) => seqIsAt(words, i, seq))`
 * without a closure made for every clause and sequence.
 */
function seqIndex(words: readonly string[], seq: readonly string[]): number {
  for (let i = 0; i < words.length; i++) if (seqIsAt(words, i, seq)) return i;
  return -1;
}

function hasSeq(words: string[], seq: string[], from = 0, to = words.length): boolean {
  // (loops, not `every` with a closure: the reading rules call this for every marker list of every sentence)
  for (let i = from; i + seq.length <= to; i++) if (seqIsAt(words, i, seq)) return true;
  return false;
}

/** Where the sentence says something has resolved ('that has gone now'), unless it is negated. */
/** After 'cleared': something emptied or tidied ('cleared out the loft'), so no sign resolved. */
const CLEARED_OBJECT = new Set([
  'out',
  'away',
  'off',
  'my',
  'the',
  'his',
  'her',
  'their',
  'our',
  'a',
  'some',
]);

/** Words that turn a telling from a sign to its recovery ('numb, but by the morning …', 'asleep, then normal'). */
const RECOVERY_TURNS = new Set(['but', 'though', 'although', 'then', 'until', 'till', 'til']);
const WISHING = new Set(['want', 'wants', 'wanted', 'wish', 'wishing', 'hope', 'hoping', 'longing']);
function resolutionIndex(words: string[]): number {
  for (let i = 0; i < words.length; i++)
    for (const m of markersAt(RESOLVED_BY_FIRST, RESOLVED, words[i]))
      if (
        seqIsAt(words, i, m) &&
        !words.slice(Math.max(0, i - 2), i).some((w) => NEGATION_CUES.has(w)) &&
        // 'just to make everything stop': a wish that it would end, not an end
        !words.slice(Math.max(0, i - 3), i).some((w) => w === 'make' || w === 'makes' || w === 'making') &&
        // 'cleared out my wardrobe', 'cleared the table': a thing emptied, not a sign resolved
        !(m.length === 1 && m[0] === 'cleared' && CLEARED_OBJECT.has(words[i + 1] ?? '')) &&
        // 'I used to jog it easily, these days a stick': what the writer could do before, not a recovery
        !hasSeq(words, ['used', 'to'], Math.max(0, i - 10), i) &&
        // 'I just want to feel normal again': a wish, not a recovery
        !words.slice(Math.max(0, i - 4), i).some((w) => WISHING.has(w))
      )
        return i;
  return -1;
}

/**
 * A clause that only denies what came before ('I have not had it', 'never had any of that'): the
 * signs named earlier in the sentence, or in the sentence before, are what the person does not have.
 */
const DENIES_WHAT_CAME_BEFORE =
  /^(?:(?:but|and|though|although|thankfully|luckily) )?(?:(?:the )?answers? (?:to|for) (?:all|each|both|every one|any) (?:of )?(?:those|them|these|that|it) (?:was|is|were|are) (?:no|a no|a clear no|all no|a firm no)|(?:i |he |she |they )?(?:have |has |had |did |do |does )?not (?:had|got|experienced|noticed|have) (?:it|that|those|them|any of (?:that|those|them|it|these))(?: though| thankfully| luckily| at all| yet| so far)?|(?:(?:he |she |they |i )?(?:said|says|answered|told me|told us) (?:no|not|never)(?: .*)?)|(?:nothing like (?:that|this|those|it)(?: (?:with|for) me| here| going on| at all)?)|(?:(?:(?:i am|im|i m) \d+ and )?i (?:have |ve )?(?:got |had )?none of (?:those|that|them|these)(?: thankfully| at all)?)|(?:i (?:have |ve )?(?:got |had )?neither(?: of (?:those|them|these|that))?(?: thankfully| at all)?)|(?:(?:to be clear )?i am not and (?:i )?never (?:have been|was)|to be clear i am not)|(?:none of (?:that|those|them|these|it|the above)(?: (?:has|have) (?:happened|occurred)| happened)?|(?:(?:it is|it was|its|it s|the answer is|the answer was|the answers were|the answers are|they were all) )?no to (?:all|both|any|each|every one|everyone|everything|every question|every single one|the lot) ?(?:of )?(?:that|those|them|these|it)?|(?:(?:it is|it was|its|the answer is|the answer was|the answers are|the answers were|both) )?no and no)(?: (?:thankfully|luckily|at all|all (?:completely |totally |perfectly )?(?:normal|fine|ok|okay)))?)$/;

/** Words that frame a sign as something known or warned about, not something the person has. */
const WARNING_FRAME = new Set([
  'know',
  'knew',
  'read',
  'heard',
  'told',
  'warned',
  'serious',
  'warning',
  'dangerous',
  'sign',
  'signs',
  'flag',
  'flags',
  'worried',
  'worry',
  'googled',
  'apparently',
  'aware',
  'checked',
  'asked',
  // 'the physio ran through the list: …, and it is "no and no"' (the reader spells 'through' as 'thru')
  'through',
  'thru',
  // 'saw a poster about aneurysms: …; nothing like that with me'
  'watch',
  'poster',
  'posters',
  'leaflet',
  'leaflets',
  'booklet',
  'advert',
  // (a warning card handed out by a clinician: 'if any of these, get seen now')
  'card',
  // (someone said it can happen, and the writer says it never has)
  'said',
  'says',
]);

function deniesWhatCameBefore(words: string[]): boolean {
  return DENIES_WHAT_CAME_BEFORE.test(words.join(' '));
}

const ESCALATION = new Set([
  'every',
  'always',
  'daily',
  'constantly',
  'worse',
  'more',
  'each',
  'constant',
  // 'used to be one toe, now the whole foot': what was small has spread
  'whole',
  'both',
  'spread',
  'spreading',
  'further',
]);
const OBJECT_OF = new Set([
  'does',
  'did',
  'do',
  'doing',
  'done',
  'helped',
  'helps',
  'changes',
  'changed',
  'touches',
]);

/** 'can not walk without X': an inability before 'without' means X happens every time. */
function inabilityBefore(words: string[], at: number): boolean {
  const before = words.slice(Math.max(0, at - 10), at);
  return before.some(
    (w, i) => w === 'never' || w === 'unable' || ((w === 'can' || w === 'could') && before[i + 1] === 'not'),
  );
}

/** Units of time a double negation counts over: 'not a day goes by without …'. */
const EVERY_UNIT = new Set([
  'day',
  'night',
  'morning',
  'evening',
  'week',
  'hour',
  'minute',
  'moment',
  'waking',
]);

/**
 * 'not a day goes by without thinking of X', 'never a night without X', 'no morning passes without X': two
 * negations over a span of time tell that X happens every time, so neither denies X. True for either cue
 * of the pair (the 'not'/'never'/'no' before a unit of time, or the 'without' that follows it).
 */
function everyTime(words: string[], at: number): boolean {
  const w = words[at];
  const opensPair = (i: number) =>
    (words[i] === 'not' || words[i] === 'never' || words[i] === 'no') &&
    [words[i + 1], words[i + 2], words[i + 3]].some((x) => x !== undefined && EVERY_UNIT.has(x));
  if (w === 'without') {
    for (let i = Math.max(0, at - 7); i < at; i++) if (opensPair(i)) return true;
    return false;
  }
  return opensPair(at) && words.slice(at + 2, at + 9).includes('without');
}

/** Where a hypothetical marker ends in the clause (-1 if none). */
/**
 * Where a clinician's screening question reported by the person starts, or -1 (unanswered by a yes):
 * 'whether I ever feel', 'about thoughts of'; not 'asked if I had been drinking', which tells what
 * someone saw, nor 'asking myself whether', which is the person's own.
 */
const SCREENING_WORDS = new Set([
  'ever',
  'any',
  'feel',
  'felt',
  'feeling',
  'thoughts',
  'thinking',
  'thought',
  'noticed',
  'experienced',
  'symptoms',
  // 'the question about being …'
  'being',
  // 'asked about suicide', 'asks about self-harm'
  'suicide',
  'suicidal',
  'self',
  'harming',
]);

/** What asks the same questions of everyone: a form, a checklist, an app. */
const FORMS_THAT_ASK = new Set([
  'form',
  'questionnaire',
  'checklist',
  'survey',
  'app',
  'website',
  'leaflet',
  'page',
]);

/** Going through a form ('went through the mood questionnaire', 'filled in the usual form'). */
const READ_THROUGH = new Set([
  'through',
  'thru',
  'filled',
  'completed',
  'did',
  'doing',
  'done',
  'read',
  'gave',
  'handed',
]);

/**
 * A clause that ends on a form gone through ('the nurse did a questionnaire with me, …'): the items
 * listed after it are the form's questions (round 94). -1 if none.
 */
function formGoneThroughAt(words: string[]): number {
  // (the form last, or followed only by what it is about: 'a questionnaire about mood')
  let at = words.length - 1;
  if (at >= 2 && (words[at - 1] === 'about' || words[at - 1] === 'on')) at -= 2;
  else if (at >= 3 && (words[at - 2] === 'about' || words[at - 2] === 'on')) at -= 3;
  if (at < 1 || !FORMS_THAT_ASK.has(words[at] as string)) return -1;
  return words.slice(Math.max(0, at - 4), at).some((w) => READ_THROUGH.has(w)) ? at : -1;
}

function screeningQuestionAt(words: string[], answeredYes = false): number {
  const askedVerbAt = words.findIndex((w, i) => {
    if (!ASKED.has(w) || words[i + 1] === 'myself') return false;
    const to = words.slice(i + 1, i + 5).findIndex((x) => x === 'whether' || x === 'if' || x === 'about');
    const asked = words.slice(i + 2 + to, i + 6 + to);
    return (
      to >= 0 &&
      (asked.some((x) => SCREENING_WORDS.has(x)) ||
        // 'your form asks about numbness in the groin': what a form or a checklist asks about is asked of everyone
        (i > 0 && FORMS_THAT_ASK.has(words[i - 1] as string)) ||
        // 'asked if I had had any …': a history taken, not what someone saw
        asked.some((x, k) => x === 'had' && asked[k + 1] === 'had'))
    );
  });
  const askedAt = askedVerbAt >= 0 ? askedVerbAt : formGoneThroughAt(words);
  return askedAt >= 0 &&
    !answeredYes &&
    !words.some((w, i) => (w === 'yes' || w === 'yeah') && i > askedAt) &&
    !hasSeq(words, ['i', 'said', 'i', 'do']) &&
    !hasSeq(words, ['i', 'admitted'])
    ? askedAt
    : -1;
}

/**
 * 'I have put yes.', 'Yes to that one.': a short sentence that answers the question before it with a yes
 * ('I said yes, then no' or 'yes … not really' is no plain yes).
 */
function answersYes(words: string[]): boolean {
  return (
    words.length <= 8 &&
    words.some((w) => w === 'yes' || w === 'yeah' || w === 'yep') &&
    !words.some((w) => NEGATION_CUES.has(w))
  );
}

/** Who something is said to ('said to me', 'said to my wife'): a report, not advice. */
const SAID_TO_SOMEONE = new Set([
  'me',
  'us',
  'him',
  'her',
  'them',
  'my',
  'his',
  'our',
  'the',
  'everyone',
  'anyone',
]);

function hypotheticalEndOf(words: string[], answeredYes = false): number {
  // a clinician's screening question reported by the person: hypothetical, unless they answered yes
  const askedAt = screeningQuestionAt(words, answeredYes);
  if (askedAt >= 0) return askedAt;
  // 'if it ever …': a condition the person imagines, not one they have
  const ifAt = words.indexOf('if');
  const everAt = words.indexOf('ever');
  if (ifAt >= 0 && everAt > ifAt && everAt - ifAt <= 4) return ifAt;
  for (let i = 0; i < words.length; i++)
    for (const m of markersAt(HYPOTHETICAL_BY_FIRST, HYPOTHETICAL, words[i])) {
      if (!seqIsAt(words, i, m)) continue;
      // 'is it normal to get … in my chest', 'is it normal for the back of a knee to throb?': people ask
      // this about their own sign, with or without 'my'; not a hypothesis.
      if (m.length === 2 && m[0] === 'is' && m[1] === 'it' && ASKING_IF_NORMAL.has(words[i + 2] ?? ''))
        continue;
      // '<noun> is it …' ('the problem is it …') states; it does not ask.
      // ('what I found is it …', 'what I mean is it …' state too)
      if (
        m.length === 2 &&
        m[0] === 'is' &&
        m[1] === 'it' &&
        (THING_IS.has(words[i - 1] ?? '') || NOTICED.has(words[i - 1] ?? ''))
      )
        continue;
      // 'he said to me …' reports what was said; only 'said to <do>' is advice ('said to ring if fevers come')
      if (m.length === 2 && m[0] === 'said' && m[1] === 'to' && SAID_TO_SOMEONE.has(words[i + 2] ?? ''))
        continue;
      // 'parked at a lookout for an hour': a place where the writer stayed a while, not a watch for a sign
      if (m[0] === 'lookout' && (words[i + 2] === 'hours' || tellsAnAmountOfTime(words.slice(i + 2, i + 5))))
        continue;
      return i + m.length - 1;
    }
  return -1;
}

/** The verb between 'he'/'she' and what they have or are ('she has foot drop'). */
const HAS_OR_IS = new Set(['has', 'had', 'is', 'was', 'gets', 'got']);

/** Someone other than the writer as a subject ('they are not …', 'she does not …'). */
const OTHER_SUBJECT = new Set(['they', 'he', 'she', 'it', 'theyre', 'hes', 'shes', 'its']);
/** What someone thinks or knows of the writer: a denial that reaches what follows ('they do not think I have …'). */
const JUDGING = new Set([
  'think',
  'thinks',
  'thought',
  'know',
  'knows',
  'knew',
  'believe',
  'believes',
  'reckon',
  'reckons',
  'say',
  'says',
  'said',
  'suspect',
  'suspects',
  'find',
  'found',
  'see',
  'saw',
  'sure',
  'mean',
  'means',
]);

/** Subjects that open a clause of their own after 'and' ('and it is', 'and I have', 'and each week it …'). */
const NEW_SUBJECT = new Set([...OTHER_SUBJECT, 'i', 'im', 'ive']);
/** What the writer's own clause goes on with ('I have been', 'I keep', 'I started'). */
const WRITER_GOES_ON = new Set([
  'have',
  've',
  'had',
  'am',
  'm',
  'was',
  'been',
  'keep',
  'kept',
  'started',
  'get',
  'got',
  'feel',
  'felt',
  'still',
  'just',
  'now',
  'also',
]);
/** A denial with its condition ('no surgery unless the weight comes off'): no new statement follows. */
const UNTIL = new Set(['till', 'until', 'unless', 'before', 'if', 'when']);

/** A new clause joined by 'and' or 'but' with a subject of its own ('… not helping, and now it spreads'). */
function newClauseBetween(words: readonly string[], cue: number, sign: number): boolean {
  for (let k = cue + 2; k < sign; k++)
    if (
      (words[k] === 'and' || words[k] === 'but') &&
      someBetween(words, k + 1, k + 4, (w) => NEW_SUBJECT.has(w))
    )
      return true;
  return false;
}

/**
 * 'on the nights they are not with me I have been …': a negation said of someone else ends where the
 * writer becomes the subject, even with no comma between; not when it is what they think or know of the
 * writer ('they do not think I have …') or a condition of the denial ('no surgery until I …').
 */
function writerTakesOver(words: readonly string[], cue: number, sign: number): boolean {
  if (!someBetween(words, Math.max(0, cue - 3), cue, (w) => OTHER_SUBJECT.has(w) || namesRelativeOrChild(w)))
    return false;
  for (let k = cue + 1; k < sign; k++) {
    const w = words[k] ?? '';
    if (JUDGING.has(w) || UNTIL.has(w)) return false;
    if (w === 'i' && k > cue + 1 && WRITER_GOES_ON.has(words[k + 1] ?? '')) return true;
  }
  return false;
}

/** Possessives of others ('their lives'; 'their own life' may be anyone's, the writer's too). */
const THIRD_PERSON_POSSESSIVE = new Set(['his', 'her', 'their']);

/** Verbs that report what someone else says of themself ('keeps saying he …'). */
const SAYING = new Set([
  'saying',
  'says',
  'said',
  'tells',
  'told',
  'telling',
  'thinks',
  'thought',
  'claims',
  'insists',
  'admits',
  'admitted',
  // what someone cries out ('he wept that he longed to be gone too')
  'sobbed',
  'cried',
  'wailed',
  'screamed',
  'shouted',
  'whispered',
  'confided',
  // what someone shows the writer ('he showed me the pills he keeps')
  'showed',
  'shown',
]);

/**
 * The clause opens on someone else as its subject ('my father had …', 'he was …'), not on a verb whose
 * object is someone else ('dropped the kids off').
 */
function namesSomeoneAsSubject(words: string[]): boolean {
  const lead = words.findIndex((w) => !OPENERS.has(w));
  const first = words[lead] ?? '';
  if (first === 'he' || first === 'she' || first === 'they') return true;
  if (words.some((_w, i) => i <= 6 && oneOfAGroupAt(words, i))) return true;
  if (first === 'my' || first === 'our' || first === 'a' || first === 'the')
    return namesRelativeOrChild(words[lead + 1] ?? '') || namesRelativeOrChild(words[lead + 2] ?? '');
  return namesRelativeOrChild(first);
}

/** Prepositions before 'my …': what follows is an object ('playing with my grandson'). */
const PREPOSITIONS = new Set([
  'with',
  'for',
  'to',
  'at',
  'from',
  'by',
  'of',
  'about',
  'after',
  'behind',
  'beside',
  'near',
  'on',
  'in',
  'into',
  'like',
]);

/** Verbs of telling whose object 'me' is the one told ('she keeps telling me …'). */
const TELLING = new Set([
  'telling',
  'tells',
  'told',
  'tell',
  'texted',
  'texting',
  'messaged',
  'messaging',
  'rang',
  'ringing',
  'called',
  'calling',
  'warned',
  'asked',
  'asking',
  'showed',
  'wrote',
  'confided',
]);

/**
 * A 'not' that tells a feeling of strangeness rather than denying: 'like they are not my own', 'not
 * mine', 'it is like it is not my bum'.
 */
/**
 * 'never been this unsteady before', 'never had a pain like this': 'never' that marks a sign as new
 * (it is here now, as never before) affirms it. Told by 'before' or 'like this/that/it' later in the clause.
 */
function novelty(words: string[], at: number): boolean {
  if (words[at] !== 'never') return false;
  return words.some(
    (w, k) =>
      k > at + 1 && (w === 'before' || (w === 'like' && ['this', 'that', 'it'].includes(words[k + 1] ?? ''))),
  );
}

function strangeness(words: string[], at: number): boolean {
  // 'felt like nothing', 'like nothing on earth': a simile, not a denial
  if (words[at] === 'nothing') return words[at - 1] === 'like';
  if (words[at] !== 'not') return false;
  const next = words[at + 1];
  return (
    next === 'mine' ||
    (next === 'my' && words[at + 2] === 'own') ||
    words.slice(Math.max(0, at - 3), at).includes('like')
  );
}

/** Words that turn a story back to now after a resolution. */
const TURNS = new Set(['but', 'now', 'since', 'until', 'till', 'however', 'yet', 'then']);

/** Verbs of asking that put a question to the person ('asked me whether …'). */
const ASKED = new Set([
  'asked',
  'asks',
  'asking',
  'ask',
  'enquired',
  'checked',
  'screened',
  'quizzed',
  'questions',
  'question',
  // 'the usual questions, including whether …'
  'including',
]);

/** Nouns that open a statement with 'is': '(the) thing is …', 'problem is …'. */
const THING_IS = new Set(['thing', 'problem', 'trouble', 'issue', 'point', 'worry', 'fact', 'truth', 'bit']);
/** Before 'is it …', what was found or meant: 'what I found is it …' states, it does not ask. */
const NOTICED = new Set([
  'noticed',
  'found',
  'realised',
  'realized',
  'saw',
  'spotted',
  'discovered',
  'learned',
  'learnt',
  'mean',
  'meant',
]);

/** 'is it normal / ok / common …': asked about what the person has. */
const ASKING_IF_NORMAL = new Set([
  'normal',
  'ok',
  'okay',
  'alright',
  'common',
  'usual',
  'expected',
  'typical',
  'natural',
  'possible',
  'safe',
  'fine',
  'bad',
  'serious',
  'worrying',
]);

/** Words before 'again' that tell a sign starting over ('started again', 'it is happening again'). */
const STARTED_OVER = new Set([
  'started',
  'starting',
  'begun',
  'began',
  'start',
  'happening',
  'happened',
  'doing',
  'did',
  'done',
  'back',
  // 'did it again', 'thinking about it again'
  'it',
]);
/**
 * Before 'back': something has returned ('they are back', 'it has come back'; 'came back in January' is a
 * return, not a date long past).
 */
const RETURNED = new Set([
  'came',
  'come',
  'comes',
  'coming',
  'flared',
  'is',
  'are',
  'was',
  'been',
  'has',
  'have',
  'crept',
  'creeping',
  'kicked',
]);
/** After 'are back' or 'come back': a time of now, if anything. */
const NOW_AFTER_BACK = new Set(['this', 'now', 'again', 'lately', 'recently', 'today', 'tonight', 'these']);
/** Denials two words before 'again' or 'back' ('never came back', 'has not started again'). */
const NEVER_AGAIN = new Set(['never', 'not', 'no']);
/** The clause says a sign has come back or started again: a past date in it is when it began before. */
/** Words before which a return is only supposed ('I have a plan ready if they ever return'). */
const SUPPOSING = new Set(['if', 'unless', 'should', 'case', 'whenever', 'ever']);

function recurs(words: string[]): boolean {
  return words.some(
    (w, i) =>
      !someBetween(words, Math.max(0, i - 4), i, (x) => SUPPOSING.has(x)) &&
      // 'the thoughts have not gone away', 'it never stopped': it went on to now
      ((w === 'away' && words[i - 1] === 'gone' && NEVER_AGAIN.has(words[i - 2] ?? '')) ||
        (w === 'stopped' && NEVER_AGAIN.has(words[i - 1] ?? '')) ||
        // ('never came back', 'has not started again': denied)
        (!NEVER_AGAIN.has(words[i - 2] ?? '') &&
          ((w === 'again' && STARTED_OVER.has(words[i - 1] ?? '')) ||
            (w === 'back' &&
              RETURNED.has(words[i - 1] ?? '') &&
              (words[i + 1] === undefined || NOW_AFTER_BACK.has(words[i + 1] ?? '')))))),
  );
}
/** What a sentence that comes back to the one before calls it ('It is back.', 'I did it again this week.'). */
const SAME_THING = new Set(['it', 'they', 'them', 'thoughts', 'feelings', 'urges']);

/** The clause dates itself long ago ('years ago', 'as a teenager', 'when I was twelve'). */
/** After 'my', the work words that keep a clinician's story about the patient ('on my ward'). */
const MY_WORK = new Set([
  'shift',
  'ward',
  'placement',
  'block',
  'rotation',
  'job',
  'team',
  'round',
  'unit',
  'list',
  'caseload',
]);
const WRITER = new Set(['i', 'me', 'my', 'myself', 'mine', 'im']);
/** Written advice whose list of signs goes on past a comma ('the leaflet says … if it gets warm, | weepy or …'). */
const WRITTEN_ADVICE = new Set(['leaflet', 'leaflets', 'booklet', 'poster', 'sheet', 'website', 'card']);

/**
 * A sign told after the writer clerked a patient, with nothing of the writer's own between ('I clerked a
 * man with crushing chest pain'): the patient's. (Only 'clerked': 'a patient', 'my patients' and 'resus'
 * are as often the writer's own story, and the sealed sets showed it.)
 */
function aPatientsSign(words: readonly string[], start: number): boolean {
  for (let m = start - 1; m >= 0; m--) {
    const w = words[m] as string;
    if (w === 'clerked') return true;
    if (
      WRITER.has(w) &&
      !(w === 'my' && (MY_WORK.has(words[m + 1] ?? '') || MY_WORK.has(words[m + 2] ?? '')))
    )
      return false;
  }
  return false;
}

/** People spoken of in general: what they have, or are asked about, is no one's in particular. */
const PEOPLE_IN_GENERAL = new Set([
  'people',
  'folk',
  'folks',
  'everyone',
  'everybody',
  'anyone',
  'anybody',
  'others',
]);

/**
 * A sign named as what a group of people has, or is asked about, just before it ('clinic for people with
 * hot joints', 'I ask patients about numbness down below'): theirs, not the writer's. Not 'one of those people
 * with …' or 'us folk with …', where the writer is one of them, nor where the writer's own 'my' comes between.
 */
function aGroupsSign(words: readonly string[], start: number): boolean {
  // (a few words back: the group's list of signs goes on, 'about weight loss or chest pain')
  for (let p = start - 1; p >= Math.max(1, start - 6); p--) {
    const w = words[p] as string;
    if (w === 'my' || w === 'i' || w === 'me' || w === 'but') return false;
    if (w !== 'with' && w !== 'about') continue;
    // (people in the plural: not a class or a team, which is as often the writer's own)
    const group = words[p - 1] ?? '';
    if (!(PEOPLE_IN_GENERAL.has(group) || (namesAGroup(group) && group.endsWith('s') && group !== 'class')))
      return false;
    const before = words[p - 2] ?? '';
    return (
      before !== 'those' &&
      before !== 'us' &&
      before !== 'we' &&
      !(before === 'other' && words[p - 3] === 'like')
    );
  }
  return false;
}

/** Injuries of the past that an age can date ('broke my wrist at 16'). */
const OLD_INJURY = new Set([
  'broke',
  'broken',
  'fractured',
  'snapped',
  'dislocated',
  'tore',
  'torn',
  'ruptured',
  'sprained',
  'cracked',
  'injured',
  'operated',
]);

function isLongAgo(words: string[]): boolean {
  const childhood = words.some(
    (w, i) =>
      w === 'when' &&
      words[i + 1] === 'i' &&
      words[i + 2] === 'was' &&
      /^(?:\d+|[a-z]+teen|ten|eleven|twelve|nine|eight|seven|six|five)$/.test(words[i + 3] ?? ''),
  );
  // 'in a way they never used to': the contrast makes it new, not past.
  const contrast = words.some(
    (w, i) => w === 'used' && words[i + 1] === 'to' && ['never', 'not', 'didnt'].includes(words[i - 1] ?? ''),
  );
  // 'cutting again like I did when I was young': the past is a comparison; the act is now.
  const comparison = words.some(
    (w, i) =>
      (w === 'like' || w === 'as') &&
      (words[i + 1] === 'when' ||
        (words[i + 1] === 'i' && ['did', 'used', 'was'].includes(words[i + 2] ?? ''))),
  );
  if (comparison && words.includes('again')) return false;
  // 'cut myself at school and it has begun again', 'an attempt long ago, the urges
  // back now': the past sign has come back, so it is now.
  if (recurs(words)) return false;
  // 'like I used to' and 'where it used to be':
  // compared with the past, the change is now.
  const comparedWithPast = words.some(
    (w, i) =>
      w === 'used' &&
      words[i + 1] === 'to' &&
      (comparesWith(words, i) ||
        (words[i + 2] === 'be' && someBetween(words, Math.max(0, i - 4), i, (x) => x === 'where'))),
  );
  // 'came back in <month>': a return, not a date long past.
  const returned = (m: string[]) =>
    m[0] === 'back' &&
    m[1] === 'in' &&
    !words.some((w, i) => w === 'back' && words[i + 1] === 'in' && !RETURNED.has(words[i - 1] ?? ''));
  if (childhood) return true;
  // 'snapped a collarbone on a skateboard at 15': an injury told at an age in the teens or early twenties
  // closing the clause (not '16 weeks', a temperature or a time of day; not an act that may come back)
  if (
    words.some((w) => OLD_INJURY.has(w)) &&
    words.some(
      (w, i) =>
        w === 'at' &&
        /^(?:1[3-9]|2[0-5]|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)$/.test(
          words[i + 1] ?? '',
        ) &&
        (i + 2 === words.length || words[i + 2] === 'years' || words[i + 2] === 'yrs'),
    )
  )
    return true;
  // 'I had it in 2016': a year named after 'in' is a date gone by (people do not date today by its
  // year), unless the clause also tells a time of now ('a stent in 2019 and since then', 'again this week')
  if (words.some((w, i) => w === 'in' && /^(?:19|20)\d\d$/.test(words[i + 1] ?? '')) && !tellsOwnTime(words))
    return true;
  // (PAST_MARKERS.some(m => hasSeq(words, m) && …), checking at each word only the markers it starts)
  for (let i = 0; i < words.length; i++)
    for (const m of markersAt(PAST_MARKERS_BY_FIRST, PAST_MARKERS, words[i]))
      if (
        seqIsAt(words, i, m) &&
        !(m[0] === 'used' && (contrast || comparedWithPast)) &&
        // 'all at once before bed': 'at once' is how, not 'once before'
        !(m[0] === 'once' && words[i - 1] === 'at') &&
        // 'put them back in a drawer': 'back in a …' is a place, never a date
        !(m[0] === 'back' && (words[i + 2] === 'a' || words[i + 2] === 'an')) &&
        // 'not swimming back in': 'back in' that ends the clause dates nothing
        !(m[0] === 'back' && m[1] === 'in' && words[i + 2] === undefined) &&
        // 'I am in my twenties', 'still in my teens': an age told now, not a time gone by
        !(m[0] === 'in' && m[1] === 'my' && AGE_NOW_BEFORE.has(words[i - 1] ?? '')) &&
        // 'has ached since my twenties': from then until now, not a time gone by
        !(
          m[0] === 'in' &&
          m[1] === 'my' &&
          someBetween(words, Math.max(0, i - 4), i, (x) => x === 'since')
        ) &&
        !returned(m)
      )
        return true;
  return false;
}

/** A list item that names a trouble by what it hinders ('trouble talking', 'difficulty swallowing'). */
/** A phrase that says how long something lasted ('for a few months', 'for six weeks'). */
const lastedFor = (words: readonly string[]) =>
  words.some(
    (w, i) =>
      w === 'for' &&
      words.slice(i + 1, i + 4).some((x) => /^(?:days?|weeks?|months?|years?|a while)$/.test(x)),
  );
const TROUBLE_ITEM = new Set(['trouble', 'difficulty', 'difficulties', 'problems', 'problem']);
/** A list item that has, or is followed before any 'and' by, the 'or' that closes a denied list. */
function closesWithOr(words: readonly string[], rest: readonly string[]): boolean {
  if (words.includes('or') || words.includes('nor')) return true;
  const and = rest.indexOf('and');
  const or = rest.findIndex((w) => w === 'or' || w === 'nor');
  return or >= 0 && (and < 0 || or < and);
}
const isVerb = (t: Token) => t.pos === 'VERB' || t.pos === 'AUX';

/** Finite verbs a denied subject takes ('no position helps', 'no tablet touched it'), beyond the -s forms. */
const FINITE_PAST = new Set([
  'helped',
  'worked',
  'eased',
  'touched',
  'stopped',
  'changed',
  'made',
  'did',
  'does',
]);

/**
 * 'no position helps', 'no painkiller works': the denial is the subject of a finite verb after it, so
 * it denies that subject only, not a list that goes on in the next clause ('no fever, chills or sweats').
 */
function deniesOnlyItsSubject(tokens: readonly Token[]): boolean {
  const at = tokens.findIndex((t) => t.word === 'no');
  if (at < 0) return false;
  for (let i = at + 1; i < tokens.length && i <= at + 3; i++) {
    const t = tokens[i] as Token;
    if (!isVerb(t)) continue;
    if (FINITE_PAST.has(t.word) || (t.word.endsWith('s') && !t.word.endsWith('ss'))) return true;
  }
  return false;
}

/** Before 'in my twenties': the age the writer is now ('I am in my twenties', 'now in my teens'). */
const AGE_NOW_BEFORE = new Set(['am', 'im', 'now', 'still', 'being', 'are', 'is']);

/** What dates a time after 'back in' ('back in 2019', 'back in the day', 'back in my twenties'). */
const DATES =
  /^(?:\d{4}|\d0s|the day|the days|school|college|uni|university|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter|(?:the|my|his|her|our) (?:day|days|youth|teens|twenties|thirties|forties|fifties|school|eighties|nineties|seventies|sixties|\d0s))/;
/**
 * Whether the cause at `at` is named inside a likeness, so is no cause: a thing likened to ('a headache like a
 * tight hat': 'like' just before it) or a scene likened to ('numb as if I had ridden a bike all day': 'like',
 * 'as if' or 'as though' and then a person, within eight words before it). 'Puffed up like balloons after a walk'
 * likens the fingers, not the walk; 'I would like' and 'I like' are wishes and tastes.
 */
function likenessBefore(words: string[], at: number, clauseOf: readonly number[]): boolean {
  for (let i = Math.max(0, at - 8); i < at; i++) {
    // (a likeness ends with its clause: 'talking like I had had a skinful - the dentist said …')
    if (clauseOf[i] !== clauseOf[at]) continue;
    const w = words[i];
    const likens =
      (w === 'like' && !LIKE_AS_A_VERB.has(words[i - 1] ?? '')) ||
      ((w === 'if' || w === 'though') && words[i - 1] === 'as');
    if (!likens) continue;
    // a thing likened to: the cause right after 'like' ('like a tight hat', 'like the new saddle')
    if (at - i <= 3) return true;
    // a scene likened to: a person acting in it ('like I have been sat on', 'as if you had ridden')
    if (LIKENED_PERSON.has(words[i + 1] ?? '')) return true;
  }
  return false;
}
const LIKE_AS_A_VERB = new Set(['would', 'd', 'i', 'we', 'you', 'they', 'really', 'to', 'do', 'dont']);
const LIKENED_PERSON = new Set(['i', 'you', 'someone', 'somebody', 'he', 'she', 'they', 'we', 'one']);

/**
 * The concepts a sentence names a cause of (ConceptDef.explainedBy), leaving out causes named inside a likeness;
 * undefined when it names none (most sentences).
 */
function causesIn<Id extends string>(hits: readonly Hit<Id>[], sentence: Sentence): Set<Id> | undefined {
  let causes: Set<Id> | undefined;
  const words = sentence.tokens.map((t) => t.word);
  for (const h of hits)
    if (h.term.explains && !likenessBefore(words, h.start, sentence.clauseOf)) {
      causes ??= new Set();
      causes.add(h.term.concept);
    }
  return causes;
}

/** A sentence that opens on what followed from the one before ('Now …', 'Since then …', 'Ever since, …'). */
const FOLLOWED_ON = /^(?:(?:and|so|but) )?(?:now|since then|ever since|since that|after that)\b/;

/** A sentence that opens on what the thing before it really was ('it turned out …', 'I had been lying on it'). */
const TURNED_OUT =
  /^(?:(?:it |but it |but )?turn(?:s|ed) out|(?:it|that) was (?:because|down to|from)|i (?:had|d) been (?:lying|laying|sleeping|asleep))\b/;

/**
 * The concepts of a sentence's signs that the next sentence explains by how it opens: 'It turned out I had slept on
 * it' (the causes it names), 'Only because of the duvet' after a short question (whatever it names), 'My playing
 * days, that is' (what 'it' was: the ending the writer thinks of is of something else). Undefined when it opens
 * in none of these ways.
 */
function explainedByNext<Id extends string>(
  sentence: Sentence,
  hits: readonly Hit<Id>[],
  next: Sentence,
  nextHits: readonly Hit<Id>[],
): Set<Id> | undefined {
  const opening = next.tokens
    .slice(0, 7)
    .map((t) => t.word)
    .join(' ');
  if (TURNED_OUT.test(opening)) return causesIn(nextHits, next);
  if (sentence.question && sentence.tokens.length <= 6 && ANSWERED_WITH_CAUSE.test(opening))
    return new Set(
      hits.filter((h) => !h.term.except && !h.term.topic && !h.term.explains).map((h) => h.term.concept),
    );
  // (not when what it names is the writer's life itself: 'I mean my life')
  if (CLARIFIES_WHAT.test(opening) && !LIFE_ITSELF.test(opening))
    return new Set(hits.filter((h) => WRITERS_THOUGHTS.has(h.term.concept)).map((h) => h.term.concept));
  return undefined;
}

/**
 * A sentence that says what 'it' was in the one before ('Thinking of ending it. My playing days, that is.', 'I mean my
 * marriage', 'With the band, I mean'): an ending of something named, not of a life.
 */
/** What an ending clarified as 'my life', 'my existence' or 'everything' still ends: the writer's life. */
const LIFE_ITSELF = /\b(?:life|lives|existence|myself|everything|it all)\b/;
const CLARIFIES_WHAT =
  /^(?:(?:(?:with|from|at|in|of) )?(?:my|the|our|this) (?:[a-z]+ ){0,2}[a-z]+ (?:that is|i mean|i meant|is what i mean)\b|(?:i mean|i meant|meaning) (?:with |from )?(?:my|the|our|this) )/;

/**
 * A sentence that answers a short question before it with a cause, and only that cause ('Night sweats? Only
 * because of the duvet.', 'Fever? Purely down to the sauna.'): the signs asked about are explained whatever the
 * cause named. ('Only when I climb stairs' or 'just after a walk' is no cause: it tells when the sign comes.)
 */
const ANSWERED_WITH_CAUSE =
  /^(?:(?:yes|yeah|yep|well|sure|a bit|a little|some|sometimes|occasionally) )?(?:but )?(?:(?:only|just|purely|probably just|all) )(?:because|cos|due to|down to)\b/;

/** Before 'used to': a comparison with the past ('like I used to', 'where it used to be smooth'). */
const COMPARING = new Set(['like', 'as', 'than', 'where', 'what']);
const COMPARED = new Set(['i', 'it', 'they', 'he', 'she', 'we']);
const POSSESSIVE = new Set(['my', 'his', 'her', 'their', 'our', 'the']);

/**
 * Whether the 'used' at `i` (of 'used to') closes a comparison with the past: 'like I used to', or 'like my
 * legs used to' (a thing of one's own, compared).
 */
function comparesWith(words: string[], i: number): boolean {
  return (
    (COMPARING.has(words[i - 2] ?? '') && COMPARED.has(words[i - 1] ?? '')) ||
    (COMPARING.has(words[i - 3] ?? '') && POSSESSIVE.has(words[i - 2] ?? '')) ||
    // 'different to how I used to', 'not the same as how I used to'
    (words[i - 2] === 'how' &&
      COMPARED.has(words[i - 1] ?? '') &&
      ['to', 'from', 'than', 'as'].includes(words[i - 3] ?? ''))
  );
}

/**
 * The same as isLongAgo, read more strictly for the musculoskeletal findings: 'a pain in my back in
 * the middle' is no date (only 'back in' before a time is), and 'can not open jars like I used to' or
 * 'where it used to be smooth' compares with the past rather than dating the finding.
 */
function isLongAgoStrictly(words: string[], longAgo = isLongAgo(words)): boolean {
  if (!longAgo) return false;
  const kept = words.filter(
    (w, i) =>
      !(w === 'back' && words[i + 1] === 'in' && !DATES.test(words.slice(i + 2, i + 4).join(' '))) &&
      !(w === 'used' && words[i + 1] === 'to' && comparesWith(words, i)),
  );
  return kept.length === words.length || isLongAgo(kept);
}

interface Clause {
  words: string[];
  /** Index of the clause's first token in its sentence. */
  start: number;
  hypotheticalEnd: number;
  longAgo: boolean;
  /** isLongAgoStrictly, for lexicons read with `strictPast`. */
  longAgoStrictly: boolean;
  /** Dated only by the story a sentence before dated (see carryDatedStory). */
  carried?: boolean;
  /** A short list item after a negated clause ('no fever, chills or sweats'). */
  inheritsNegation: boolean;
  /** A piece of written advice, or a list item that goes on with one (a leaflet's warnings, item by item). */
  advised?: boolean;
  /** The clause's tokens (for what a next clause reads of it). */
  tokens: readonly Token[];
  /** A screening question, or a list item that goes on with one ('asked whether I had numb lips, blurred sight or …'). */
  screening: boolean;
  negated: boolean;
  /** Ends with a question mark ('Knees swollen?'). */
  asks: boolean;
  /** Ends with a colon: a form's field ('Thoughts of self-harm: no'), answered by the next clause. */
  colon: boolean;
  /** Ends with a colon or a dash: a label for what follows ('Gran - …', 'Me: …'). */
  label: boolean;
}

/** A line of a list: '- lost 2 stone', '• breathless lying flat', '1. sweats', '2) fever'. */
const BULLET_LINE = /^\s*(?:[-–—•*·>+◦▪]|\d{1,2}[.)])\s/;

interface Sentence {
  /** Ends with a question mark. */
  question: boolean;
  /** Opens on a list's bullet ('- lost 2 stone'). */
  item: boolean;
  tokens: Token[];
  /** The clause of each token. */
  clauseOf: number[];
  clauses: Clause[];
  /** What readLexicon weighs of the sentence whatever the lexicon, read at its first hit (see contextOf). */
  context: SentenceContext | undefined;
  /** A question reported in it ('the nurse asked whether …') is answered yes by the next sentence. */
  answeredYes?: boolean;
}

/**
 * The Porter stem of a token, cached by its written form: stemming is a chain of regular expressions
 * and the same few hundred words recur in every description. The stemmer lowercases first, so the
 * written form decides the stem. Bounded, so unusual text cannot grow it without limit.
 */
const tokenStems = new Map<string, string>();
const TOKEN_STEMS_MAX = 20_000;
function tokenStem(value: string, all: { itemAt(k: number): ItemToken }, i: number): string {
  let stem = tokenStems.get(value);
  if (stem === undefined) {
    stem = all.itemAt(i).out(STEM) as string;
    if (tokenStems.size >= TOKEN_STEMS_MAX) tokenStems.clear();
    tokenStems.set(value, stem);
  }
  return stem;
}

/** Afterthoughts of a word or two that finish the sentence before ('Permanently.', 'For good.'). */
const TRAILING = new Set([
  // ('Like permanently.', 'I mean forever.': the afterthought's filler goes with it)
  'like',
  'i',
  'mean',
  'literally',
  'permanently',
  'forever',
  'for',
  'good',
  'ever',
  'tonight',
  'again',
  'anymore',
  'properly',
]);

/** Words by which a clause tells its own, recent time (besides the TURNS back to now). */
const OWN_TIME = new Set([
  'today',
  'tonight',
  'yesterday',
  'this',
  'currently',
  'still',
  'again',
  'lately',
  'recently',
  'new',
  'ago',
]);
/** The clause tells a time of now of its own ('this week', 'now', 'since then'), so no earlier date holds it. */
const tellsOwnTime = (words: string[]) => words.some((w) => TURNS.has(w) || OWN_TIME.has(w));

/**
 * A clause that tells an amount of time shorter than a day ('stiff for 45 minutes', 'an hour to loosen
 * up', 'half an hour'), read by the shared quantity reader; see ConceptDef.timedStandsAlone.
 */
const tellsAnAmountOfTime = (words: readonly string[]) =>
  words.some((_, i) => {
    const told = quantityAt(words, i);
    return told !== undefined && told.days < 1;
  });

/** Words that close a denial with emphasis: what follows is a new statement. */
const EMPHATIC_CLOSE = [['at', 'all'], ['whatsoever'], ['none', 'at', 'all']];
const endsWithSeq = (words: string[], end: string[]) =>
  words.length >= end.length && end.every((w, i) => words[words.length - end.length + i] === w);

/** The punctuation marks that close a clause, each one character. */
const CLAUSE_MARKS = ',;:()-–—/';

/**
 * Words after which 'i' continues its clause ('when i', 'if i', 'and i'): after any other word, in a message typed
 * with no punctuation at all, 'i' starts a clause of its own ('uncle had a stroke im 40 with a stiff neck').
 */
const I_CONTINUES = new Set([
  'when',
  'whenever',
  'if',
  'that',
  'because',
  'cos',
  'cause',
  'coz',
  'since',
  'so',
  'and',
  'or',
  'but',
  'where',
  'as',
  'till',
  'until',
  'before',
  'after',
  'than',
  'what',
  'how',
  'then',
  'while',
  'which',
  'who',
  'think',
  'thought',
  'said',
  'says',
  'say',
  'reckon',
  'hope',
  'know',
  'knew',
  'feel',
  'felt',
  'guess',
  'wish',
  'like',
  'unless',
  'though',
  'although',
  'whether',
  'why',
  'once',
  'told',
  'tell',
  'mean',
  'realised',
  'realized',
  'noticed',
  'found',
  'worried',
  'scared',
  'afraid',
  'sure',
  'bet',
  'suppose',
  'swear',
  'promise',
  'can',
  'could',
  'should',
  'would',
  'will',
  'did',
  'do',
  'have',
  'had',
  'am',
  'was',
  'not',
  'just',
  'only',
  'also',
  'even',
  'now',
  'today',
  'yesterday',
  'still',
  'both',
  'all',
]);

/** Forms of 'be' and 'get' before a passive ('was told', 'got told'). */
const BEING = new Set([
  'was',
  'were',
  'been',
  'being',
  'be',
  'is',
  'am',
  'are',
  'get',
  'got',
  'gets',
  'getting',
]);

function sentencesOf(text: string): Sentence[] {
  // (a message with no punctuation at all: its clauses are found by where the writer starts again)
  const unpunctuated = !/[.,;:!?()\-–—]/.test(text);
  // A line break ends a sentence ('Symptoms: …\nAlso: temp 39'): notes kept for a GP are lines, and a
  // denial on one line ('no injury') must not reach the next.
  const lined = text.replace(/([^.!?:;,\s])[ \t]*\r?\n+/g, '$1.\n');
  const doc = nlp.readDoc(cleanText(lined));
  // (the lines that open on a bullet, which the text's cleaning drops: a sentence is found on its line by the line
  // breaks before it)
  const bulleted = lined.includes('\n') ? lined.split('\n').map((line) => BULLET_LINE.test(line)) : [];
  const sentences: Sentence[] = [];
  // What the reader says of every token, read once for the whole text as arrays (one call each)
  // rather than through an item object per token and property; the sentences are spans of them.
  const all = doc.tokens();
  const values = all.out(its.value) as string[];
  const normals = all.out(its.normal) as string[];
  const types = all.out(its.type) as string[];
  const poses = all.out(its.pos) as string[];
  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  // ('- lost 2 stone', '• breathless lying flat', '1. sweats'): a line of a list
  let linesBefore = 0;
  let counted = 0;
  const startsWithBullet = (from: number) => {
    if (bulleted.length === 0) return false;
    let i = from;
    while (i < values.length && (values[i] as string).trim().length === 0) i++;
    for (; counted < i; counted++) for (const ch of values[counted] as string) if (ch === '\n') linesBefore++;
    return bulleted[linesBefore] === true;
  };
  for (const [from, to] of spans) {
    const tokens: Token[] = [];
    const clauseOf: number[] = [];
    const clauses: Clause[] = [];
    let current: Token[] = [];
    // 'At college, decades back, I had …': clauses with no verb that date what follows
    let onlyTimeSoFar = true;
    let datedLongAgo = false;
    let datedStrictly = false;
    let agoPending = false;
    const close = (asks = false, colon = false, label = colon) => {
      if (current.length === 0) return;
      const words = current.map((t) => t.word);
      const previous = clauses[clauses.length - 1];
      const hasVerb = current.some(isVerb);
      // ('Long ago, during my student years, I …': a real date opening the sentence dates all of it,
      // unless a clause brings its own time)
      const dated =
        !words.some((w) => TURNS.has(w)) &&
        ((onlyTimeSoFar && datedLongAgo) || (datedStrictly && !tellsOwnTime(words)));
      // 'the nurse checked whether I had felt faint, numb lips or slurred words': the items after
      // the first are asked about too, up to a new subject or a yes
      const asksOn =
        previous?.screening === true &&
        // (a question of its own, 'whether …', however long; or an item in the form's own second person, 'you')
        (words[0] === 'whether' ||
          (current.length <= 10 &&
            (!hasVerb || words[0] === 'and' || words.includes('or') || words.includes('you')))) &&
        !SUBJECT_START.has(words[0] ?? '') &&
        !words.some((w) => w === 'yes' || w === 'yeah');
      // 'the leaflet says ring if the wound gets warm, | weepy or smelly': the
      // items after a piece of advice are advised about too, up to the writer's own words
      const advisedOn =
        previous !== undefined &&
        previous.hypotheticalEnd >= 0 &&
        !previous.asks &&
        // (and on along the list: each item after the first, comma by comma)
        (previous.words.some((w) => WRITTEN_ADVICE.has(w)) || previous.advised === true) &&
        current.length <= 10 &&
        (!hasVerb || words.includes('or')) &&
        !SUBJECT_START.has(words[0] ?? '') &&
        !words.some((w) => WRITER.has(w) || w === 'yes' || w === 'yeah');
      const hypotheticalEnd = asksOn || advisedOn ? 0 : hypotheticalEndOf(words);
      // 'Decades back I had shingles, a rash on my chest': a short verbless clause right after one
      // dated long ago says what happened then, unless it brings its own time ('this week', 'now').
      // ('surgery in 2009 because of a trapped nerve': the reason for a dated event is as old)
      const datedByPrevious =
        (previous?.longAgo === true && !hasVerb && current.length <= 6 && !tellsOwnTime(words)) ||
        // ('In 1998 I had glandular fever, sore joints for six weeks': after a real date, a
        // longer verbless phrase that says how long it lasted tells what happened then too)
        (previous?.longAgoStrictly === true &&
          !hasVerb &&
          current.length <= 10 &&
          !tellsOwnTime(words) &&
          lastedFor(words)) ||
        (previous?.longAgoStrictly === true &&
          (words[0] === 'because' || words[0] === 'cos' || words[0] === 'cause') &&
          !tellsOwnTime(words));
      const longAgo = isLongAgo(words) || datedByPrevious;
      clauses.push({
        words,
        tokens: current,
        start: tokens.length - current.length,
        hypotheticalEnd,
        advised: advisedOn,
        screening: asksOn || screeningQuestionAt(words) >= 0,
        longAgo: dated || longAgo,
        longAgoStrictly: dated || isLongAgoStrictly(words, longAgo),
        inheritsNegation:
          previous !== undefined &&
          (previous.negated || previous.inheritsNegation) &&
          // 'no injury at all, fever 39': an emphatic close ends the denied list.
          !EMPHATIC_CLOSE.some((end) => endsWithSeq(previous.words, end)) &&
          current.length <= 6 &&
          // ('none of: dizziness, blurred sight, difficulty swallowing': a trouble named by its -ing word is
          // another item of the list)
          (!hasVerb ||
            (TROUBLE_ITEM.has(words[0] ?? '') &&
              current.every((t) => !isVerb(t) || t.word.endsWith('ing'))) ||
            // ('no giddiness, hearing ringing, trouble walking or reading': an item told by its -ing
            // word, in a list the sentence closes with 'or')
            ((words[0] ?? '').endsWith('ing') &&
              current.every((t) => !isVerb(t) || t.word.endsWith('ing')) &&
              closesWithOr(words, normals.slice(from + tokens.length, to + 1)))) &&
          !SUBJECT_START.has(words[0] ?? '') &&
          // 'no position helps, worse each week': a new statement, not another item denied
          !NEW_STATEMENT.has(words[0] ?? '') &&
          // 'no tablet works, hot then shivery': a denial that is the subject of its own verb
          // says all it denies in its clause; the next item is told, not denied
          !deniesOnlyItsSubject(previous.tokens),
        // Only a denial ('no fever, chills or sweats') carries into the next list item; 'can not walk' does not.
        // 'i am not breathless, sweaty or sick': 'not' after a copula denies a list too.
        negated: words.some(
          (w, i) =>
            // ('used the spray, no better, a bit breathless': 'no better' denies a change, not a list)
            (LIST_NEGATION.has(w) && !(w === 'no' && NO_CHANGE.has(words[i + 1] ?? ''))) ||
            (w === 'not' &&
              (COPULA.has(words[i - 1] ?? '') ||
                // 'have not felt X, Y or Z': a denied experience reaches along the list
                (AUXILIARIES.has(words[i - 1] ?? '') && EXPERIENCED.has(words[i + 1] ?? '')))),
        ),
        asks,
        colon,
        label,
      });
      // 'a bad spell at school, decades ago': a short verbless time after a clause dates it too.
      if (
        !hasVerb &&
        current.length <= 5 &&
        isLongAgo(words) &&
        previous !== undefined &&
        !previous.longAgo &&
        !previous.asks &&
        !tellsOwnTime(previous.words)
      ) {
        previous.longAgo = true;
        previous.longAgoStrictly = previous.longAgoStrictly || isLongAgoStrictly(words, true);
      }
      // 'It all happened decades ago, at college, when I …': a clause ending on a real date long ago, then a
      // verbless clause of when, dates what follows in the sentence
      if (agoPending && !hasVerb && words.length <= 6) datedStrictly = true;
      agoPending = hasVerb && words[words.length - 1] === 'ago' && isLongAgoStrictly(words, longAgo);
      if (hasVerb || words.length > 5) onlyTimeSoFar = false;
      else if (longAgo) {
        datedLongAgo = true;
        // (only an explicit past: 'thirty years ago', 'in 1994', 'decades back')
        if (
          isLongAgoStrictly(words, longAgo) &&
          words.some((w) => w === 'ago' || w === 'decades' || /^(19|20)\d\d$/.test(w))
        )
          datedStrictly = true;
      }
      current = [];
    };
    let question = false;
    for (let i = from; i <= to; i++) {
      const type = types[i];
      // (plain comparisons for what were three regular expressions run on every token)
      const normal = normals[i] as string;
      const word = normal === "n't" ? 'not' : normal;
      // (a line break is kept by the reader as a token of its own)
      if (word.length > 0 && word.trim().length === 0) continue;
      if (word === '?') {
        question = true;
        close(true);
        continue;
      }
      if (type === 'punctuation' || type === 'symbol') {
        // ('Staff member (me): …': a colon right after a bracket ends the label the bracket closed)
        if (word === ':' && current.length === 0 && clauses.length > 0) {
          const labelled = clauses[clauses.length - 1] as Clause;
          labelled.colon = true;
          labelled.label = true;
        } else if (word.length === 1 && CLAUSE_MARKS.includes(word))
          close(false, word === ':', word === ':' || word === '-' || word === '–' || word === '—');
        continue;
      }
      const pos = poses[i] as string;
      // (the token's item only on a miss, and no callback made for it at every token)
      const stem = tokenStem(values[i] as string, all, i);
      const token = tokenOf(word, stem, pos);
      // 'but', 'although' ... start a clause; so do 'and I', 'and my' ('fever and chills' does not).
      if (CLAUSE_BREAKS.has(word)) close();
      // 'so nobody is troubled by it once I am …': 'once' before a subject opens a clause of its own
      if (word === 'once' && ONCE_SUBJECTS.has((normals[i + 1] as string | undefined) ?? '')) close();
      if (
        current.length > 1 &&
        current[current.length - 1]?.word === 'and' &&
        (SUBJECT_START.has(word) ||
          (/ing$/.test(word) && pos === 'VERB') ||
          // after 'and', someone from a group the writer names (oneOfAGroupAt) leads anew
          oneOfAGroupAt(normals as string[], i))
      )
        close();
      if (word === 'which' && current.length > 1) close();
      if (unpunctuated && current.length >= 3) {
        const last = current[current.length - 1] as Token;
        if (
          // 'uncle had a stroke | im 40 and my neck is stiff': 'i' after anything but a joining word starts again
          (word === 'i' && !I_CONTINUES.has(last.word)) ||
          // 'faint on standing | told i had a clot in 2019': the report of a past diagnosis is its own clause (not after
          // the one who told, 'the doctor told me', nor a passive, 'was told')
          (word === 'told' &&
            !['NOUN', 'PROPN', 'PRON', 'DET', 'AUX'].includes(last.pos) &&
            !I_CONTINUES.has(last.word) &&
            !BEING.has(last.word))
        )
          close();
      }
      current.push(token);
      tokens.push(token);
      clauseOf.push(clauses.length);
    }
    close();
    const before = sentences[sentences.length - 1];
    const lastClause = before?.clauses[before.clauses.length - 1];
    if (
      before &&
      lastClause &&
      tokens.length > 0 &&
      tokens.length <= 2 &&
      tokens.every((t) => TRAILING.has(t.word))
    ) {
      // 'I need this over. Forever.': a one-word afterthought finishes the sentence before
      for (const t of tokens) {
        before.tokens.push(t);
        before.clauseOf.push(before.clauses.length - 1);
        lastClause.words.push(t.word);
      }
    } else if (tokens.length > 0) {
      // 'The form asks whether I have had thoughts of … I have put yes.': the question is answered, so what it
      // asked about is the person's own
      if (before && answersYes(tokens.map((t) => t.word)))
        for (const clause of before.clauses)
          if (clause.screening) {
            clause.screening = false;
            clause.hypotheticalEnd = hypotheticalEndOf(clause.words, true);
            before.answeredYes = true;
          }
      // 'Long ago I meant to end it. It is back.': a sentence that says 'it' has come back or happened again makes
      // the sentence before current
      if (before && clauses.some((c) => recurs(c.words) && c.words.some((w) => SAME_THING.has(w))))
        for (const clause of before.clauses) {
          clause.longAgo = false;
          clause.longAgoStrictly = false;
        }
      // '… asked whether I had thoughts of suicide and I said yes': a later clause of the same sentence answers
      clauses.forEach((clause, k) => {
        if (clause.screening && clauses.slice(k + 1).some((later) => answersYes(later.words))) {
          clause.screening = false;
          clause.hypotheticalEnd = hypotheticalEndOf(clause.words, true);
        }
        // 'cut myself at school and it has begun again': a later clause of the same sentence says the
        // sign has come back, so the earlier date is when it began before, not when it ended
        if (clause.longAgo && clauses.slice(k + 1).some((later) => recurs(later.words))) {
          clause.longAgo = false;
          clause.longAgoStrictly = false;
        }
      });
      sentences.push({
        question,
        tokens,
        clauseOf,
        clauses,
        context: undefined,
        item: startsWithBullet(from),
      });
    }
  }
  carryDatedStory(sentences);
  return sentences;
}

/** Past forms that do not end in -ed. */
const IRREGULAR_PAST = new Set([
  'was',
  'were',
  'had',
  'did',
  'could',
  'would',
  'went',
  'came',
  'felt',
  'got',
  'found',
  'took',
  'gave',
  'made',
  'said',
  'told',
  'kept',
  'left',
  'lost',
  'saw',
  'thought',
  'began',
  'broke',
  'fell',
  'ran',
  'sat',
  'stood',
  'woke',
  'wrote',
  'knew',
  'brought',
  'bought',
  'caught',
  'taught',
  'held',
  'led',
  'slept',
  'spent',
  'sent',
  'swam',
  'drove',
  'rode',
  'flew',
  'threw',
  'tore',
  'wore',
  'grew',
  'gone',
  'been',
  'done',
  'seen',
  'given',
  'taken',
  'broken',
  'underwent',
  'became',
  'hit',
  'shook',
  'spoke',
  'chose',
  'rose',
  'bled',
  'fought',
  // (what the writer remembers is past: 'I remember being unable to walk')
  'remember',
  'recall',
]);
/** Words that end in -ed and are no past ('need', 'bed', 'red'). */
const ED_NOT_PAST = /(?:eed|^bed|^red|^shed|^led|^fed|^wed|^ted)$/;
const pastForm = (word: string) =>
  IRREGULAR_PAST.has(word) || (word.length > 3 && word.endsWith('ed') && !ED_NOT_PAST.test(word));

/**
 * Every verb of the sentence is in the past: a past form, or a verb that leans on one before it ('had gone',
 * 'could not pee', 'started to swell'). A sentence with no verb passes.
 */
function toldInThePast(tokens: readonly Token[]): boolean {
  let chain = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (!isVerb(t)) continue;
    // ('tight chest, sweating, shaking': a participle with no subject tells no time)
    if (!chain && t.word.endsWith('ing') && !SUBJECT_PRONOUNS.has(tokens[i - 1]?.word ?? '')) continue;
    const past =
      pastForm(t.word) ||
      // (a verb with no subject of its own after a past one: 'had gone', 'could not pee', 'not being able to sit';
      // not 'I fell and I feel …', 'it hurts')
      (chain &&
        !SUBJECT_PRONOUNS.has(tokens[i - 1]?.word ?? '') &&
        !PRESENT_FINITE.has(t.word) &&
        !/[^s]s$/.test(t.word));
    if (!past) return false;
    chain = true;
  }
  return true;
}
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it', 'im']);
const PRESENT_FINITE = new Set([
  'am',
  'is',
  'are',
  'has',
  'have',
  'do',
  'does',
  'can',
  'will',
  'shall',
  'may',
  'must',
]);

/** What a sign did not do ('never came back', 'did not go away'): it went on to now. */
const RECOVERED = new Set([
  'back',
  'away',
  'gone',
  'go',
  'return',
  'returned',
  'recover',
  'recovered',
  'improve',
  'improved',
  'settle',
  'settled',
  'clear',
  'cleared',
  'heal',
  'healed',
  'right',
  'better',
  'fully',
]);
/** Words that say a past sign reaches to now ('ever since', 'left me with', 'permanent'). */
const LASTING = new Set(['ever', 'since', 'permanent', 'permanently', 'forever', 'always', 'anymore']);
const DENIAL_BEFORE_SINCE = new Set(['no', 'not', 'nothing', 'never', 'none']);
const goesOnToNow = (words: readonly string[]) =>
  words.some(
    (w, i) =>
      // ('numb ever since', not 'no trouble since')
      (LASTING.has(w) && !someBetween(words, 0, i, (x) => DENIAL_BEFORE_SINCE.has(x))) ||
      (w === 'left' && words[i + 1] === 'me') ||
      ((w === 'not' || w === 'never') && someBetween(words, i + 1, i + 4, (x) => RECOVERED.has(x))),
  );

/** A carer's verbs of moving someone ('lift her', 'helped her up'): their object is the one cared for. */
const HANDLING = new Set([
  'lift',
  'lifted',
  'lifts',
  'carry',
  'carried',
  'carries',
  'move',
  'moved',
  'turn',
  'turned',
  'help',
  'helped',
  'hoist',
  'hoisted',
  'transfer',
  'transferred',
  'wash',
  'washed',
  'dress',
  'dressed',
  'bath',
  'bathed',
  'catch',
  'caught',
  'support',
  'supported',
]);

/**
 * A time a sentence tells of its own ('on Tuesday', 'last night', 'over the weekend'), besides OWN_TIME's ('two days
 * ago', 'yesterday'): no part of a story told before.
 */
const TIME_OF_ITS_OWN = new Set([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'weekend',
  'last',
]);
const YOUNG = new Set(['child', 'kid', 'teenager', 'teen', 'boy', 'girl', 'student', 'baby', 'toddler']);
const DECADES_OF_LIFE = new Set([
  'teens',
  'twenties',
  'thirties',
  'forties',
  'fifties',
  'sixties',
  'seventies',
]);
/** A date told outright: a year, 'six years ago', 'as a teenager', 'when I was 9', 'in my twenties'. */
const datedExplicitly = (words: readonly string[]) =>
  words.some(
    (w, i) =>
      /^(?:19|20)\d\d$/.test(w) ||
      ((w === 'ago' || w === 'back') && (words[i - 1] === 'years' || words[i - 1] === 'decades')) ||
      (w === 'as' && (words[i + 1] === 'a' || words[i + 1] === 'an') && YOUNG.has(words[i + 2] ?? '')) ||
      (w === 'when' &&
        words[i + 1] === 'i' &&
        words[i + 2] === 'was' &&
        /^\d+$|teen|young|little|small|child|kid|pregnant/.test(words[i + 3] ?? '')) ||
      (w === 'my' && DECADES_OF_LIFE.has(words[i + 1] ?? '')),
  );

/**
 * 'In 2012 I was taken to hospital by ambulance. Both legs had lost their feeling and my bladder would not empty.
 * The disc was removed the same night. These days only my knee aches.': a story dated long ago goes on through the sentences after it that
 * are told wholly in the past (no time of their own, nothing that went on to now), when the text then turns to
 * now in a sentence that does not say the sign is back. A story the text never turns away from is left as it is
 * told.
 */
function carryDatedStory(sentences: Sentence[]): void {
  for (let k = 0; k < sentences.length; k++) {
    const opener = sentences[k] as Sentence;
    const [first] = opener.clauses;
    // ('March 2019: pounding heart, shaky, taken in by ambulance': a date as the sentence's label)
    const dateLabel =
      first?.label === true &&
      first.words.length <= 3 &&
      datedExplicitly(first.words) &&
      opener.clauses.length > 1 &&
      toldInThePast(opener.tokens) &&
      !tellsOwnTime(opener.tokens.map((t) => t.word));
    if (
      !dateLabel &&
      // (a greeting before the date has no verb: 'Good morning, in 1994 I had …')
      (opener.clauses.length === 0 ||
        !opener.clauses.every((c) => c.longAgoStrictly || !c.tokens.some(isVerb)) ||
        !opener.clauses.some((c) => c.longAgoStrictly && datedExplicitly(c.words)))
    )
      continue;
    let m = k + 1;
    for (; m < sentences.length; m++) {
      const s = sentences[m] as Sentence;
      const words = s.tokens.map((t) => t.word);
      if (
        s.question ||
        s.clauses.some((c) => c.longAgo) ||
        tellsOwnTime(words) ||
        words.some((w) => TIME_OF_ITS_OWN.has(w)) ||
        goesOnToNow(words) ||
        !toldInThePast(s.tokens)
      )
        break;
    }
    const now = sentences[m];
    if ((m === k + 1 && !dateLabel) || now === undefined) continue;
    const nowWords = now.tokens.map((t) => t.word);
    if (goesOnToNow(nowWords) || now.clauses.some((c) => recurs(c.words)) || nowWords.includes('again'))
      continue;
    for (let j = dateLabel ? k : k + 1; j < m; j++)
      for (const clause of (sentences[j] as Sentence).clauses) {
        clause.longAgo = true;
        clause.longAgoStrictly = true;
        clause.carried = true;
      }
    k = m - 1;
  }
}

/** 'is not tender': a state denied right after the sign. */
const DENIED_STATE = new Set([
  'tender',
  'sore',
  'painful',
  'swollen',
  'red',
  'hot',
  'numb',
  'weak',
  'there',
  'present',
  'affected',
  'involved',
  'clumsy',
]);

/** After 'is not': what says an activity or movement is no trouble ('bending is not a problem'). */
const NO_TROUBLE = new Set([
  ...DENIED_STATE,
  'a',
  'an',
  'bad',
  'too',
  'that',
  'really',
  'especially',
  'particularly',
  'very',
]);
const TROUBLE_VERBS = new Set(['hurt', 'bother', 'cause', 'seem']);

/**
 * 'bending is not a problem', 'walking does not hurt', 'stairs no problem', 'walking flat is fine':
 * what follows a movement or activity says it is no trouble.
 */
function activityDeniedAfter(words: string[], end: number): boolean {
  // 'walking flat is fine', 'walking and hopping are fine': a normal state within a few words.
  for (let k = end; k <= end + 2; k++)
    if (
      LINKING.has(words[k] ?? '') &&
      (NORMAL_AFTER.has(words[k + 1] ?? '') ||
        (LINKING.has(words[k + 1] ?? '') && NORMAL_AFTER.has(words[k + 2] ?? '')))
    )
      return true;
  const [a, b, c] = [words[end], words[end + 1], words[end + 2]];
  if (a === 'no' && (b === 'problem' || b === 'problems' || b === 'issue' || b === 'bother')) return true;
  if (!a || !['is', 'are', 'was', 'were', 'does', 'do', 'did'].includes(a) || b !== 'not') return false;
  return ['does', 'do', 'did'].includes(a) ? TROUBLE_VERBS.has(c ?? '') : NO_TROUBLE.has(c ?? '');
}

/** 'or of …', 'or any …': the next item of a denied list. */
const LIST_OF = new Set(['of', 'any', 'about']);

/** Words that start a new statement after a denial rather than another denied item. */
const NEW_STATEMENT = new Set([
  'worse',
  'better',
  'getting',
  'still',
  'now',
  'yet',
  'even',
  'though',
  'only',
]);

/** The first word of a form's answer that says no. */
const FORM_NO = new Set(['no', 'none', 'nil', 'never', 'negative', 'denies', 'denied', 'nope']);

/** Words that only stress a no ('none at all', 'no, never', 'nope, nothing whatsoever'). */
const NO_EMPHASIS = new Set([
  'at',
  'all',
  'whatsoever',
  'never',
  'none',
  'nothing',
  'no',
  'thankfully',
  'really',
  'ever',
]);

/** A whole sentence that answers the question before it with no. */
const NO_ANSWER = new Set([
  'no',
  'nope',
  'none',
  'never',
  'not at all',
  'barely',
  'hardly',
  'not really',
  'no never',
  'no not at all',
  'definitely not',
  'nothing',
]);

/** After 'I wish', words that go on to say what is wished instead ('I wish it was only that'). */
const WISH_GOES_ON = new Set([
  'it',
  'that',
  'this',
  'i',
  'the',
  'my',
  'he',
  'she',
  'they',
  'was',
  'were',
  'there',
]);

/**
 * 'Weight loss? I wish': an asked sign answered by a wish is an ironic no, unless the wish goes on to say
 * what the writer has instead ('I wish it was only that').
 */
function wishfulNo(answer: readonly string[]): boolean {
  return (
    (answer[0] === 'i' && answer[1] === 'wish' && !WISH_GOES_ON.has(answer[2] ?? '')) ||
    (answer[0] === 'if' && answer[1] === 'only' && answer.length <= 3)
  );
}

/** Words that can open a clause before its subject ('and when he …'). */
const OPENERS = new Set([
  'and',
  'but',
  'so',
  'then',
  'now',
  'when',
  'if',
  'since',
  'because',
  'as',
  'whenever',
  'once',
]);

/** What a relative can be said to own: 'lupus is my sister's thing'. */
const OWNED = new Set(['problem', 'thing', 'condition', 'diagnosis', 'issue', 'disease', 'illness']);

/** An age under 18 in the word before 'year old', in digits or words ('my 6 year old', 'my six year old'). */
const childAge = (words: string[], at: number) => {
  const n = at >= 0 ? numberAt(words, at) : undefined;
  return n !== undefined && n.end === at + 1 && Number.isInteger(n.value) && n.value < 18;
};

/**
 * The writer's own child named without a word for child, ending at words[i]: by age ('my 14 year old')
 * or fondly ('my little one', 'our little ones').
 */
function namesOwnChild(words: string[], i: number): boolean {
  const ours = (w: string | undefined) => w === 'my' || w === 'our';
  return (
    (words[i] === 'old' &&
      ['year', 'years', 'yr', 'yrs'].includes(words[i - 1] ?? '') &&
      childAge(words, i - 2) &&
      ours(words[i - 3])) ||
    // 'my little one', 'our little ones', 'my young one' (Irish English: a child)
    ((words[i] === 'one' || words[i] === 'ones') &&
      (words[i - 1] === 'little' || words[i - 1] === 'young') &&
      ours(words[i - 2]))
  );
}

/** The words of each set `among` is asked about, each with an 's' added (the sets are never changed). */
const PLURALS = new Map<ReadonlySet<string>, ReadonlySet<string>>();
/** A word of the set, also as a plural or a possessive ('my wife's wrist' reads 'my wifes wrist'). */
function among(set: ReadonlySet<string>, w: string): boolean {
  // (`w.endsWith('s') && set.has(w.slice(0, -1))` is `w` among the set's words with an 's' added: a set made
  // once per set, rather than a new string cut and hashed for every word of every clause of every sign)
  let plural = PLURALS.get(set);
  if (plural === undefined) {
    plural = new Set([...set].map((x) => `${x}s`));
    PLURALS.set(set, plural);
  }
  return set.has(w) || plural.has(w);
}

const FAMILY_HISTORY = ['family', 'history'];
const RUNS_IN_THE_FAMILY = ['runs', 'in', 'the', 'family'];
const RUNS_IN_MY_FAMILY = ['runs', 'in', 'my', 'family'];

/** Age and sex in the shorthand people use of themselves ('40m', 'f32'). */
const AGE_SEX = /^(?:[1-9]\d[mf]|[mf][1-9]\d)$/;
/** A clause that gives it: as one word anywhere, or split in two at its start ('40 m'). */
const givesAgeAndSex = (words: string[]) =>
  words.some((w) => AGE_SEX.test(w)) || AGE_SEX.test(`${words[0] ?? ''}${words[1] ?? ''}`);
/** Someone a carer looks after, named by who they are to the writer: 'the man I look after', 'a lady we support'. */
const PERSON_NOUNS = new Set([
  'man',
  'woman',
  'lady',
  'gentleman',
  'gent',
  'chap',
  'bloke',
  'fella',
  'guy',
  'person',
  'people',
  'girl',
  'boy',
  'client',
  'resident',
  'patient',
]);
const CARE_VERBS = new Set(['look', 'care', 'support', 'nurse', 'visit', 'mind', 'help', 'sit', 'work']);
/** 'the man I look after': the person noun at i, followed by 'I' or 'we' and a verb of caring. */
const caredForAt = (words: string[], i: number) =>
  PERSON_NOUNS.has(words[i] ?? '') &&
  (words[i + 1] === 'i' || words[i + 1] === 'we') &&
  CARE_VERBS.has(words[i + 2] ?? '');
/** The writer named as a relative's carer ('carer for my partner, who …'): the relative is who has the sign. */
const carerFor = (words: string[], i: number) =>
  (words[i + 1] === 'am' || words[i + 1] === 'm') &&
  words
    .slice(i + 2, i + 6)
    .some((w, k, next) => (w === 'carer' || w === 'caregiver') && next[k + 1] === 'for') &&
  words.slice(i + 3, i + 9).some((w) => namesRelativeOrChild(w));
/** The writer's work or time, not their body: 'on my shift', 'on my round'. */
const WRITERS_WORK = new Set([
  'shift',
  'shifts',
  'round',
  'rounds',
  'rota',
  'watch',
  'ward',
  'caseload',
  'unit',
]);

/** True when a relative, not the person, is the subject of the clause ('my dad had prostate cancer'). */
/** Verbs of putting by ('hoarding my nan's pills'): the relative after them is an object, not who has the sign. */
const PUTTING_BY = new Set([
  'saving',
  'saved',
  'hoarding',
  'hoarded',
  'stashing',
  'stashed',
  'stockpiling',
  'stockpiled',
  'collecting',
  'nicked',
  'stole',
  'stealing',
]);

/** Groups a writer belongs to or works with, named as 'one of my clients', 'one of the other teachers'. */
const PEOPLE_GROUP = new Set([
  'teachers',
  'clients',
  'ladies',
  'residents',
  'patients',
  'kids',
  'boys',
  'girls',
  'lads',
  'lasses',
  'players',
  'pupils',
  'students',
  'learners',
  'colleagues',
  'coworkers',
  'workers',
  'mates',
  'friends',
  'runners',
  'members',
  'regulars',
  'customers',
  'guys',
  'men',
  'women',
  'children',
  'infants',
  'juniors',
  'seniors',
  'parents',
  'nurses',
  'carers',
  'blokes',
  'gents',
  'officers',
  'athletes',
  'swimmers',
  'dancers',
  'climbers',
  'riders',
  'cyclists',
  'neighbours',
  'neighbors',
  'cousins',
  'grandkids',
  'grandchildren',
  'team',
  'squad',
  'crew',
  'staff',
  'class',
  'group',
  'dogs',
  'horses',
]);

/**
 * 'one of my clients', 'one of the other teachers', 'one of the girls' at `i`: someone from a group the writer
 * names, as the subject of what follows (not after a preposition: 'with one of my clients' is an object).
 */
const oneOfAGroupAt = (words: readonly string[], i: number) =>
  words[i] === 'one' &&
  words[i + 1] === 'of' &&
  !PREPOSITIONS.has(words[i - 1] ?? '') &&
  ['my', 'the', 'our', 'his', 'her', 'their'].includes(words[i + 2] ?? '') &&
  // (one word may describe the group: 'one of the other teachers', 'one of my senior infants')
  (namesAGroup(words[i + 3] ?? '') || namesAGroup(words[i + 4] ?? ''));
/** A group of people: a listed one, or people named by what they do ('drivers', 'cleaners'; not 'fingers'). */
const namesAGroup = (w: string) =>
  PEOPLE_GROUP.has(w) ||
  (w.length > 5 && w.endsWith('ers') && !BODY_OR_PART.has(w) && !BODY_OR_PART.has(w.slice(0, -1)));

function aboutSomeoneElse(
  words: string[],
  sentenceWords: string[],
  /** Where the clause starts in the sentence. */
  clauseStart: number,
  writerIsPatient: boolean,
  childIsRelative: boolean,
  history: boolean,
  /** When a carer writes: the relative the text is about (the first named with pain). */
  patient: string | undefined,
  /** The carer said whom they write for ('typing this for my dad'): other family's signs are theirs. */
  patientNamed = false,
): boolean {
  if (hasSeq(words, FAMILY_HISTORY) || hasSeq(words, RUNS_IN_THE_FAMILY) || hasSeq(words, RUNS_IN_MY_FAMILY))
    return true;
  const isRelative = (w: string | undefined) =>
    w !== undefined && (among(RELATIVES, w) || (childIsRelative && among(CHILDREN, w)));
  // The subject comes first: 'my dad had cancer', 'and my sister has lupus'; not 'a fall with my daughter'.
  // … or owns it: 'rheumatoid arthritis is my sister's problem'.
  const relativeAt = words.findIndex(
    (w, i) =>
      caredForAt(words, i) ||
      (i <= 6 && oneOfAGroupAt(words, i)) ||
      ((isRelative(w) || (childIsRelative && namesOwnChild(words, i))) &&
        // ('a night out with my sister left …': after a preposition the relative is the object, however early)
        ((i <= 3 && !(words[i - 1] === 'my' && PREPOSITIONS.has(words[i - 2] ?? ''))) ||
          // a relative or friend named as subject after a time phrase
          // ('with my grandson' is an object, not the subject)
          // (not after a verb whose object it is: 'hoarding my nan's pills')
          (words[i - 1] === 'my' &&
            i <= 6 &&
            !PREPOSITIONS.has(words[i - 2] ?? '') &&
            !PUTTING_BY.has(words[i - 2] === 'up' ? (words[i - 3] ?? '') : (words[i - 2] ?? ''))) ||
          (words[i - 2] === 'my' && i <= 6 && !PREPOSITIONS.has(words[i - 3] ?? '')) ||
          SUBJECT_VERBS.has(words[i + 1] ?? '') ||
          words[i + 1] === 'who' ||
          (OWNED.has(words[i + 1] ?? '') && (words[i - 2] === 'is' || words[i - 2] === 'was')) ||
          // … or owns it told the other way round: 'the psoriasis of my son', 'the cancer of my father'
          // (not 'to each of my kids': only 'the <one word> of my …')
          (words[i - 1] === 'my' && words[i - 2] === 'of' && words[i - 4] === 'the'))),
  );
  // 'he has …', 'when he needs the toilet …': the subject after any opening conjunction.
  const lead = words.findIndex((w) => !OPENERS.has(w));
  // … or their own body as the subject: 'his foot drops', 'her face drooped'.
  const pronounSubject =
    words[lead] === 'he' ||
    words[lead] === 'she' ||
    words[lead] === 'they' ||
    (THEIR_OWN.has(words[lead] ?? '') && BODY_OR_PART.has(words[lead + 1] ?? ''));
  if (relativeAt < 0 && !pronounSubject) return false;
  // A carer writing: the relative is the patient, except for a history ('my dad had prostate cancer').
  if (!writerIsPatient) {
    if (pronounSubject && relativeAt < 0) return false;
    const who = words[relativeAt] ?? '';
    if (patient !== undefined && (who === patient || who === `${patient}s`)) return false;
    return (
      history ||
      PAST_OF_OTHERS.some((m) => hasSeq(words, m)) ||
      // ('typing for my wife … both kids ran fevers'): another of the family who opens the clause, telling nothing
      // of anyone else ('my mum noticed his face drop' tells of the patient; 'he told my mum …' is his), or one a
      // 'who' tells of ('I care for my uncle, who had a stroke')
      (patientNamed &&
        relativeAt >= lead &&
        !REPORTING.has(words[relativeAt + 1] ?? '') &&
        ((words.slice(lead, relativeAt).every((w) => KIN_DETERMINERS.has(w)) &&
          !words.slice(relativeAt + 1).some((w) => THIRD_PERSON.has(w))) ||
          words.slice(relativeAt + 1, relativeAt + 5).includes('who')))
    );
  }
  if (relativeAt < 0)
    return (
      // ('his legs are getting weaker': someone's own body as the subject, with the writer nowhere in the clause)
      (THEIR_OWN.has(words[lead] ?? '') &&
        BODY_OR_PART.has(words[lead + 1] ?? '') &&
        !words.some((w) => FIRST_PERSON.has(w) || w === 'my')) ||
      // ('I wrote to my girls so they would find the letters after': what a purpose clause tells of others is what
      // the writer's act is for)
      (!(words[0] === 'so' && sentenceWords.slice(0, clauseStart).includes('i')) &&
        // 'my father had an operation once his spine trapped the nerves and he lost feeling, so now I fret
        // …': 'he' is the relative named earlier in the sentence, whatever the writer says of themself after
        ((!REPORTING.has(words[lead + 1] ?? '') &&
          sentenceWords.slice(0, clauseStart).some((w) => namesRelativeOrChild(w)) &&
          !words.some((w) => FIRST_PERSON.has(w) || w === 'my')) ||
          // ('they saw a swelling on my kidney': 'my' before the body is the writer too)
          !sentenceWords.some(
            (w, i) => FIRST_PERSON.has(w) || (w === 'my' && BODY_OR_PAIN.has(sentenceWords[i + 1] ?? '')),
          )))
    );
  // 'my partner noticed my knee is hot': what a relative reports about the writer is the writer's.
  const perceives =
    (words[relativeAt + 1] === 'can' || words[relativeAt + 1] === 'could') &&
    ['see', 'feel', 'tell', 'hear'].includes(words[relativeAt + 2] ?? '');
  if (
    (REPORTING.has(words[relativeAt + 1] ?? '') || perceives) &&
    !words.slice(relativeAt + 2).some((w) => THIRD_PERSON.has(w))
  )
    return false;
  // 'my son changed my bandage and said the ankle looks angry': a report after a task done for the writer
  // (what is reported names a part of the body: 'said he feels hopeless about his job' is his own)
  const reportedAt = words.findIndex((w, i) => i > relativeAt && REPORTING.has(w) && words[i - 1] === 'and');
  if (
    reportedAt > 0 &&
    !words.slice(relativeAt + 1).some((w) => THIRD_PERSON.has(w) || w === 'about') &&
    words.slice(reportedAt + 1).some((w) => BODY_OR_PAIN.has(w))
  )
    return false;
  // The person's own body or experience in the same clause keeps it theirs ('my partner noticed my speech was slurred').
  // ('a patient of mine': 'mine' there names whose patient, not the writer's body)
  const own = words.some(
    (w, i) =>
      ((FIRST_PERSON.has(w) &&
        !(w === 'mine' && words[i - 1] === 'of') &&
        // ('the man I look after': that 'I' is the carer, not the one who has it; nor the 'I' who is a relative's
        // carer)
        !(w === 'i' && caredForAt(words, i - 1)) &&
        !(w === 'i' && carerFor(words, i)) &&
        // 'keeps telling me she …', 'texted me that he …': the writer is who is told, not who has it
        !(w === 'me' && TELLING.has(words[i - 1] ?? ''))) ||
        (w === 'my' &&
          !isRelative(words[i + 1]) &&
          !WRITERS_WORK.has(words[i + 1] ?? '') &&
          !PEOPLE_GROUP.has(words[i + 1] ?? '') &&
          !isRelative(words[i + 2]) &&
          !namesOwnChild(words, i + 3) &&
          !namesOwnChild(words, i + 2) &&
          // ('a friend from my old job', 'a colleague at my office': 'my' in the phrase that says which
          // friend names no part of the writer)
          !(
            i > relativeAt &&
            i <= relativeAt + 3 &&
            PREPOSITIONS.has(words[relativeAt + 1] ?? '') &&
            !BODY_OR_PAIN.has(words[i + 1] ?? '') &&
            !BODY_OR_PAIN.has(words[i + 2] ?? '')
          ))) &&
      i !== relativeAt - 1,
  );
  return !own;
}

/**
 * aboutSomeoneElse as readLexicon asks it of a sign's clause, with what its definition says (a function,
 * not a closure made for every sign read).
 */
function aboutSomeoneElseOf(
  clauseWords: string[],
  sentenceWords: string[],
  offset: number,
  writerIsPatient: boolean,
  def: ConceptDef,
  patient: string | undefined,
  /** The one a carer says they write for, when named. */
  writtenFor?: string,
): boolean {
  return aboutSomeoneElse(
    clauseWords,
    sentenceWords,
    offset,
    writerIsPatient,
    writerIsPatient ? !def.namesChild : writtenFor !== undefined && !among(CHILDREN, writtenFor),
    def.history === true,
    patient,
    writtenFor !== undefined,
  );
}

/** A relative or child, also as a possessive (see `among`). */
const namesRelativeOrChild = (w: string) => among(RELATIVES, w) || among(CHILDREN, w);

/** Possessives that name a relative of someone already named ('her sister', 'his son'). */
const THEIR_OWN = new Set(['her', 'his', 'their']);

/** The person a carer writes about: the first relative or child named in a clause about pain. */
function patientOf(sentences: Sentence[], subjectOnly = false): string | undefined {
  let last: string | undefined;
  for (const sentence of sentences)
    for (const clause of sentence.clauses) {
      const words = clause.words;
      // With `subjectOnly`, a relative (or pet) named as the object ('bent down to pick up the cat')
      // is not the one the text is about: only one in subject position counts.
      const who = words.find(
        (w, i) =>
          namesRelativeOrChild(w) &&
          (!subjectOnly || i <= 2 || SUBJECT_VERBS.has(words[i + 1] ?? '')) &&
          // 'Dad is 78. His brother had bowel cancer …': once a relative is named, 'her sister' is that
          // relative's family, not the one the text is about
          !(last !== undefined && THEIR_OWN.has(words[i - 1] ?? '')),
      );
      if (who) last = who;
      if (!clause.words.some((w) => BODY_OR_PAIN.has(w))) continue;
      // 'My mother fell on Sunday. Now she cannot stand': 'she' is the mother named before.
      if (who) return who;
      if (last && clause.words.some((w) => w === 'he' || w === 'she' || w === 'his' || w === 'her'))
        return last;
    }
  return undefined;
}

/**
 * An exception hides a match when it covers one of the words the match used; the words a match
 * skipped over (an excepted 'end of' inside a gap of a longer match) are not the match.
 */
const hides = (e: { start: number; end: number }, hit: { used: number[] }) =>
  hit.used.some((at) => at >= e.start && at < e.end);

/**
 * Which lexicon terms matched where, before negation, subject and time are weighed: for people
 * tuning the lexicon (scripts/explain.ts), never used to decide anything.
 */
export function explain<Id extends string = ConceptId>(
  text: string,
  lexicon: Lexicon<Id> = CONCEPT_LEXICON as unknown as Lexicon<Id>,
): { concept: Id; term: string; words: string; kind: string }[] {
  return sentencesOf(text).flatMap((sentence) =>
    hitsIn(lexicon, sentence.tokens).map((h) => ({
      concept: h.term.concept,
      term: h.term.source,
      words: sentence.tokens
        .slice(h.start, h.end)
        .map((t) => t.word)
        .join(' '),
      kind: h.term.except ? 'except' : h.term.topic ? 'topic' : h.term.explains ? 'cause' : 'term',
    })),
  );
}

/**
 * The matches of a lexicon's terms in a text, as 'sentence term start end' (sorted, each once): as
 * hitsIn finds them, or with `everyTerm` by trying every term at every word, with none of hitsIn's
 * indexes (viableTerms' marks, the openings and the words that may follow them). The test of those
 * indexes compares the two: an index may only leave out terms that cannot match.
 */
export function termMatches<Id extends string>(
  text: string,
  lexicon: Lexicon<Id>,
  everyTerm = false,
): string[] {
  const found = new Set<string>();
  sentencesOf(text).forEach((sentence, k) => {
    let hits: Hit<Id>[] = [];
    if (everyTerm)
      for (let i = 0; i < sentence.tokens.length; i++)
        for (const term of lexicon.terms) tryAt(term, sentence.tokens, i, hits);
    else hits = hitsIn(lexicon, sentence.tokens);
    for (const h of hits) found.add(`${k} ${h.term.index} ${h.start} ${h.end}`);
  });
  return [...found].sort();
}

/**
 * The definitions of a lexicon that a short text of our own names (an advice line, a list of signs),
 * with no weighing of negation, subject or time: 'does this line talk about running?'.
 */
export function namedIn<Id extends string>(text: string, lexicon: Lexicon<Id>): Set<Id> {
  const tokens: Token[] = (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((word) =>
    tokenOf(word, stemOf(word), ''),
  );
  const hits = hitsIn(lexicon, tokens);
  const named = new Set<Id>();
  for (const hit of hits) {
    if (hit.term.except || hit.term.topic || hit.term.explains) continue;
    const id = hit.term.concept;
    if (hits.some((e) => e.term.except && e.term.concept === id && hides(e, hit))) continue;
    named.add(id);
  }
  return named;
}

/** What one lexicon found in a text: present, denied, and set aside (someone else, long past, hypothetical). */
export interface LexiconReading<Id extends string> {
  present: Set<Id>;
  denied: Set<Id>;
  /** Mentioned only about someone else, in the past or hypothetically. */
  setAside: Set<Id>;
  /** Named only inside an exception: an idiom, a joke, another sense of the words ('die down'). */
  hidden: Set<Id>;
}

/**
 * Where one counted mention is: for a lexicon whose readers need more than the set it names (a body
 * area wants its side, read from the words around it). Positions are word indexes in its sentence.
 */
export interface Mention<Id extends string> {
  id: Id;
  /** The sentence's index in the text. */
  sentence: number;
  /** The mention is words[start..end). */
  start: number;
  end: number;
  /** The sentence's words. */
  words: readonly string[];
  /** The mention's clause is words[clauseStart..clauseEnd). */
  clauseStart: number;
  clauseEnd: number;
  /** The spans of the sentence's exception matches ('behind my back'): words there are idiom, not fact. */
  idioms: readonly (readonly [number, number])[];
}

/** A lexicon's reading with where each counted mention is, in the order of the text. */
export interface MentionReading<Id extends string> extends LexiconReading<Id> {
  mentions: Mention<Id>[];
}

export interface ScreenResult extends LexiconReading<ConceptId> {
  /** Word tokens read (for the 'too thin' check). */
  words: string[];
}

/** How a lexicon's mentions are weighed, where its kind of finding differs from the red-flag signs. */
export interface ReadingRules {
  /**
   * 'can not squat', 'could not lift my arm': an inability is something the person has, so a 'not'
   * after 'can' or 'could' does not deny what follows ('can not feel', 'can not remember' still do).
   */
  inabilityAffirms?: boolean;
  /**
   * A negation word that is part of a matched sign ('can not pee') negates nothing else. Off for a
   * lexicon whose own denials ('no injury', 'did not fall') go on to deny what follows.
   */
  signCuesNegateNothing?: boolean;
  /** 'bending is not a problem', 'walking does not hurt': a movement said to be no trouble is denied. */
  activityDeniedAfter?: boolean;
  /** Date a mention long ago only by a real date ('back in 2019', not 'my back in the middle'); see isLongAgoStrictly. */
  strictPast?: boolean;
  /** When a carer writes, the person the text is about is a relative named as a subject, never as an object. */
  subjectPatient?: boolean;
  /**
   * 'rest does not help', 'heat does not ease it': a relief that fails is denied. (For the red-flag signs
   * the same words say the pain persists, and deny nothing: see NOT_NEGATING_NEXT.)
   */
  failedReliefDenies?: boolean;
  /**
   * The lexicon names parts of the body (where it hurts): 'my arm has gone numb' tells what the arm
   * became, not that something went; and only a pain denied after it denies the part ('the knee is
   * not sore', 'calves soft and not tender'), as a knee that is not swollen may still hurt.
   */
  bodyParts?: boolean;
}

/** What a part of the body is said not to be, right after it, when it does not hurt ('not sore'). */
const PAIN_STATES = new Set([
  'sore',
  'painful',
  'tender',
  'hurting',
  'hurt',
  'hurts',
  'aching',
  'achy',
  'affected',
  'involved',
  'bothering',
  'bothered',
]);
/** How far after a part of the body its pain can be denied ('calves soft and not sore'). */
const PAIN_DENIED_WITHIN = 4;
/** What says a part of the body is as it should be, right after it ('both arms strong'). */
const PART_IS_NORMAL = new Set(['strong', 'symmetrical', 'equal']);
/** Looking as the other one does: 'calves look the same' ('the same as ever' may still hurt). */
const SEEMING = new Set(['look', 'looks', 'looked']);

/** 'the hollow by the thumb is not tender': a part of the body, then its pain denied (`next`: the word after it). */
function painDeniedAfter(
  sentenceWords: readonly string[],
  hit: { end: number },
  clauseEnd: number,
  next: string,
): boolean {
  for (let k = hit.end; k < Math.min(hit.end + PAIN_DENIED_WITHIN, clauseEnd); k++)
    if (sentenceWords[k] === 'not' && PAIN_STATES.has(sentenceWords[k + 1] ?? '')) return true;
  return (
    PART_IS_NORMAL.has(next) ||
    (LINKING.has(next) && PART_IS_NORMAL.has(sentenceWords[hit.end + 1] ?? '')) ||
    (SEEMING.has(next) && sentenceWords[hit.end + 1] === 'the' && sentenceWords[hit.end + 2] === 'same')
  );
}

const SCREEN_RULES: ReadingRules = { signCuesNegateNothing: true };

/** Words after 'can not' that deny rather than state an inability ('can not feel it', 'can not remember'). */
const NOT_INABILITY = new Set([
  'feel',
  'see',
  'notice',
  'remember',
  'recall',
  'say',
  'think',
  'detect',
  'find',
  'tell',
  'get',
  'have',
  'be',
]);

/** A text read once by wink-nlp, with who it is about: shared by every lexicon read on it. */
interface Reading {
  sentences: Sentence[];
  writerIsPatient: boolean;
  patient: string | undefined;
  /** The patient read with only relatives in subject position (for lexicons read with `subjectPatient`). */
  subjectPatient: string | undefined;
  /** The one a carer says they write for ('typing this for my dad'), when named. */
  writtenFor: string | undefined;
  /** The writer sets their own body against someone else's ('my own shoulder', 'as for me'). */
  ownContrast: boolean;
  /** Per sentence: the writer is nowhere in it (see writerAbsent), so a sign after someone named is theirs. */
  writerAbsent: boolean[];
  /** The writer marks their own complaint off from someone else's ('Mine: …', 'separate from that'). */
  ownMarked: boolean;
  /**
   * Per sentence: the writer is nowhere in it, someone else is named in it, and the writer sets their own complaint
   * apart elsewhere ('Mine is just muscular'), so its signs are that person's wherever the person is named.
   */
  anothersSentence: boolean[];
  /** Per sentence: where a story told at its start ends (fictionBefore), or -1. */
  storyEnds: number[];
}

/**
 * A clause whose subject is the writer's
 * own body part or pain speaks of the writer, whoever it names after the verb.
 */
function ownBodyIsSubject(words: string[]): boolean {
  const lead = words.findIndex((w) => !OPENERS.has(w));
  return (
    words[lead] === 'my' &&
    !namesRelativeOrChild(words[lead + 1] ?? '') &&
    words.slice(lead + 1, lead + 4).some((w) => BODY_OR_PAIN.has(w))
  );
}

/**
 * The writer's body as what something gave or left them ('nursing him gave me backache',
 * 'the fall left me a stiff knee'): theirs, even in a clause that names someone else.
 */
function givenToMe(words: string[]): boolean {
  return words.some(
    (w, i) =>
      w === 'me' &&
      GIVING.has(words[i - 1] ?? '') &&
      words.slice(i + 1, i + 5).some((x) => BODY_OR_PAIN.has(x)) &&
      !words.slice(i + 1, i + 5).some((x) => x === 'his' || x === 'her' || x === 'their'),
  );
}
/** The writer's hands examining a body ('when I touch it', 'if I press it'). */
const EXAMINING = new Set([
  'touch',
  'touched',
  'press',
  'pressed',
  'prod',
  'prodded',
  'feel',
  'felt',
  'squeeze',
]);

/** What the writer did to themself in an injury ('I twisted', 'I went over on it'). */
const INJURED = new Set([
  'twisted',
  'sprained',
  'rolled',
  'injured',
  'tweaked',
  'strained',
  'jarred',
  'fell',
  'went',
  'hurt',
  'pulled',
  'wrenched',
  'ricked',
  'cricked',
  'banged',
  'bashed',
]);
const GIVING = new Set(['given', 'giving', 'gives', 'gave', 'give', 'left', 'leaves', 'leaving']);

/** Someone other than the writer, named as a person or an animal ('a resident', 'the DP', 'our dog'). */
const OTHER_PEOPLE = new Set([
  // (not 'man', 'lady' or an age alone: 'Man, 68, …' is how many writers name themselves)
  'pt',
  // ('Mr D., 84: …' in a carer's notes; not 'ms', which is as often multiple sclerosis)
  'mr',
  'mrs',
  'dp',
  'sergeant',
  'officer',
  'inmate',
  'prisoner',
  'dog',
  'cat',
  'horse',
  'puppy',
  'pup',
  'spaniel',
  'labrador',
  'retriever',
  'whippet',
  'lurcher',
  'terrier',
  'collie',
  'dachshund',
  'greyhound',
  'pony',
  'gelding',
  'mare',
  'stallion',
  'filly',
  'colt',
  'player',
  'opponent',
  // a team-mate named by the position they play ('our keeper has …')
  'keeper',
  'goalie',
  'goalkeeper',
  'striker',
  'winger',
  'defenceman',
  'defenseman',
  'skipper',
  // (a team's or a flight's captain)
  'captain',
  // people a writer meets at work or in a story, rarely the writer themself
  'gentleman',
  'gent',
  'bloke',
  'fella',
  'lad',
  'lads',
  'chap',
  'owner',
  'owners',
  'crewmate',
  'character',
  'author',
  'narrator',
  'heroine',
  'protagonist',
  'dogs',
  'cats',
  'ladies',
  'women',
  'men',
  'characters',
]);

/** Words that tell a complaint of the writer's own body ('my heel is sore', 'my back aches'). */
const COMPLAINT = new Set([
  'sore',
  'aches',
  'ache',
  'aching',
  'achy',
  'hurts',
  'hurt',
  'pain',
  'painful',
  'stiff',
  'niggle',
  'tight',
  'twinge',
  'tender',
  'sprained',
  'tweaked',
  'pulled',
  'strained',
  'injured',
]);

/** Words by which a writer marks their own complaint off from someone else's. */
const OWN_MARKERS = [
  ['my', 'own'],
  ['me', 'only'],
  ['mine', 'only'],
  ['the', 'one', 'writing'],
  ['i', 'was', 'the', 'one', 'doing'],
  ['about', 'my', 'own'],
  ['my', 'bit'],
  ['separate', 'from', 'that'],
  ['separately'],
  ['separate', 'issue'],
  ['separate', 'thing'],
  ['unrelated'],
  ['as', 'for', 'me'],
  ['in', 'my', 'case'],
  ['my', 'problem', 'is'],
  ['my', 'actual', 'problem'],
  ['my', 'question', 'is'],
  ['the', 'reason', 'i', 'am', 'writing'],
];

/** People met through work or play rather than family: a patient, a client, a team-mate, a stranger. */
const WORK_PEOPLE = new Set([
  'client',
  'clients',
  'patient',
  'patients',
  'resident',
  'residents',
  'pupil',
  'pupils',
  'colleague',
  'colleagues',
  'coworker',
  'teammate',
  'boss',
  'customer',
  'suspect',
]);

/** The writer in a sentence: 'I', 'me', 'we', or 'my' before anything but someone else ('my dad'). */
function writerWord(words: readonly string[], i: number): boolean {
  const w = words[i] as string;
  if (FIRST_PERSON.has(w) || w === 'we' || w === 'us' || w === 'ours') return true;
  if (w !== 'my' && w !== 'our') return false;
  // ('a lad in my class', 'a woman at our gym': 'my' in the phrase that says which person it is)
  const named = words[i - 2] ?? '';
  if (PREPOSITIONS.has(words[i - 1] ?? '') && (OTHER_PEOPLE.has(named) || WORK_PEOPLE.has(named)))
    return false;
  const next = words[i + 1] ?? '';
  // ('during my visit', 'on my shift': the writer's work, where someone else's signs are told)
  return (
    !namesRelativeOrChild(next) &&
    !namesRelativeOrChild(words[i + 2] ?? '') &&
    !OTHER_PEOPLE.has(next) &&
    // ('our rescue greyhound')
    !OTHER_PEOPLE.has(words[i + 2] ?? '') &&
    !WORK_SETTING.has(next)
  );
}

/**
 * A sign told after someone else leads the sentence, in a sentence where the writer is nowhere ('Client at the
 * day centre - shivering, elbow hot. My wrist aches'): that person's, clause by clause, when the writer tells
 * their own body in another sentence. Not when the one named reports or notices it ('Colleague noticed slurred
 * speech'): that is a witness to the writer.
 */
function anotherPersonBefore(words: readonly string[], start: number, familyToo: boolean): boolean {
  // (the one named leads the sentence: 'Colleague back from …', 'Mum, 74, …', 'Pt on ward 8 - …')
  for (let i = 0; i < Math.min(start, 3); i++) {
    const w = words[i] as string;
    // (family only where the writer marks their own complaint off: a relative is as often the patient a carer
    // writes for, with the carer's own aches told too)
    if (!(WORK_PEOPLE.has(w) || OTHER_PEOPLE.has(w) || (familyToo && namesRelativeOrChild(w)))) continue;
    const reports = [words[i + 1], words[i + 2]].some(
      (x) => x !== undefined && (REPORTING.has(x) || x === 'noticed' || x === 'heard'),
    );
    if (!reports) return true;
  }
  return false;
}

/**
 * Words by which a writer sets their own complaint apart from the story before it ('mine is just the wrist',
 * 'that is not why I am writing'), besides OWN_MARKERS.
 */
const SET_APART = [
  ['mine', 'is'],
  ['mine', 'are'],
  ['mine', 'was'],
  ['mine', 'just'],
  ['mine', 'started'],
  ['mine', 'went'],
  ['mine', 'goes'],
  ['mine', 'gets'],
  ['mine', 'comes'],
  ['mine', 'eases'],
  ['mine', 'settles'],
  ['not', 'why', 'i', 'am', 'writing'],
  ['actually', 'writing', 'about'],
  ['mines', 'the'],
  ['mines', 'just'],
  ['me', 'just', 'the'],
  ['me', 'i', 'have', 'only'],
  ['i', 'am', 'grand', 'only'],
  ['that', 'is', 'all', 'mine'],
  // 'What I am here for is my neck', 'The actual issue is my wrist', 'I am the one with a sore neck'
  ['what', 'i', 'am', 'here', 'for'],
  ['why', 'i', 'am', 'here'],
  ['actual', 'issue'],
  ['actual', 'problem'],
  ['real', 'problem'],
  ['real', 'issue'],
  ['i', 'am', 'the', 'one', 'with'],
  ['i', 'am', 'fine'],
  ['ok', 'in', 'myself'],
  ['okay', 'in', 'myself'],
  ['fine', 'in', 'myself'],
  ['well', 'in', 'myself'],
  // 'I am booking for my neck', 'Current problem: …', 'My thing is …', "mine's a stiff neck"
  ['booking', 'for', 'my'],
  ['current', 'problem'],
  ['my', 'thing', 'is'],
  ['mines', 'a'],
  ['mine', 's'],
  ['then', 'me'],
  ['me', 'i', 'am'],
  ['but', 'fine'],
  ['writing', 'because', 'my'],
  ['nothing', 'like', 'that'],
  ['referring', 'for'],
  // 'my question is about me', 'I am asking for myself'
  ['question', 'is', 'about', 'me'],
  ['question', 'is', 'about', 'my'],
  ['question', 'is', 'for', 'me'],
  ['asking', 'for', 'myself'],
  ['asking', 'about', 'my', 'own'],
];

/**
 * Where the writer's work is the setting of someone else's story ('collapsed on my shift', 'in my class'): 'my' before
 * these names no body or complaint of the writer's.
 */
const WORK_SETTING = new Set([
  'shift',
  'shifts',
  'class',
  'classroom',
  'ward',
  'round',
  'rounds',
  'watch',
  'caseload',
  'clinic',
  'practice',
  'surgery',
  'station',
  'unit',
  'care',
  'list',
  'team',
  'crew',
  'job',
  'checkout',
  'till',
  'counter',
  'desk',
  'stall',
  'visit',
  'visits',
]);

/** What a carer or worker does for someone ('one of the lads I support', 'a lady I look after'). */
const CARING_FOR = new Set([
  'support',
  'supported',
  'look',
  'looked',
  'care',
  'cared',
  'work',
  'teach',
  'coach',
  'nurse',
  'visit',
  'treat',
  'treated',
  'saw',
  'see',
  'met',
  'assessed',
]);

/**
 * The writer in a sentence that tells someone else's story, read more narrowly than writerWord: not 'my' before
 * where the writer works ('on my shift'), nor 'I' in the clause that says who the other person is to them
 * ('a lad I support').
 */
const REFERRING = new Set(['told', 'advised', 'asked', 'urged', 'sent', 'referred', 'got', 'took', 'drove']);
const THIRD_PERSON_OBJECT = new Set(['him', 'her', 'them']);

function writerInStory(words: readonly string[], i: number): boolean {
  if (!writerWord(words, i)) return false;
  const w = words[i] as string;
  // ('after visiting us', 'one of them told me'): the writer as an object is no subject of the signs; 'we rang 999',
  // 'we did CPR': the writer among those who helped
  if (w === 'me' || w === 'us' || w === 'we') return false;
  // ('… - that's Dad's. Mine goes when I sit': 'mine' sets the writer's own apart, it puts them in no story)
  if (w === 'mine') return false;
  if ((w === 'my' || w === 'our') && WORK_SETTING.has(words[i + 1] ?? '')) return false;
  // ("Bed 3 said I am finished with all this": the 'I' of what someone else is reported saying)
  if (
    someBetween(
      words,
      Math.max(0, i - 3),
      i,
      (x, j) => SAYING.has(x) && !WRITER.has(words[Math.max(0, i - 3) + j - 1] ?? ''),
    )
  )
    return false;
  // ('I have told him to see his GP today': the writer who tells or sends someone is no subject of their signs)
  const verb = words[i + 1] === 'have' || words[i + 1] === 'had' ? i + 2 : i + 1;
  if (w === 'i' && REFERRING.has(words[verb] ?? '') && THIRD_PERSON_OBJECT.has(words[verb + 1] ?? ''))
    return false;
  if (
    w === 'i' &&
    CARING_FOR.has(words[i + 1] ?? '') &&
    words.slice(Math.max(0, i - 3), i).some((x) => namesSomeoneElse(x) || STRANGER.has(x))
  )
    return false;
  return true;
}

/** What a witness does about someone's signs ('husband wants me to go', 'wife rang 111'): not whose they are. */
const WITNESSING = new Set([
  'heard',
  'worried',
  'wants',
  'wanted',
  'insists',
  'insisted',
  'made',
  'rang',
  'called',
  'phoned',
  'took',
  'drove',
  'keeps',
]);

/** A relative, a patient or client, a pet or another person named by a noun. */
const namesSomeoneElse = (w: string) => namesRelativeOrChild(w) || OTHER_PEOPLE.has(w) || WORK_PEOPLE.has(w);

/** A person named by sex or age alone: someone else only after an article ('a lady', 'this old man'). */
const STRANGER = new Set(['lady', 'man', 'woman', 'girl', 'boy', 'guy', 'fellow', 'student']);
const STRANGER_BEFORE = new Set(['a', 'an', 'this', 'that', 'another', 'old', 'young', 'elderly', 'poor']);

/** He, she and their forms: someone else in a sentence ('they' is as often the writer's hands or knees). */
const HE_OR_SHE = new Set(['he', 'she', 'him', 'his', 'her', 'hers', 'hes', 'shes']);

/**
 * Someone other than the writer named anywhere in a sentence ('… - that is Mams', 'Sunday he got a tearing pain'),
 * not as the one who reports or notices it ('husband noticed').
 */
function namesAnotherPerson(words: readonly string[]): boolean {
  return words.some(
    (w, i) =>
      (namesSomeoneElse(w) ||
        HE_OR_SHE.has(w) ||
        // ("a bloke's aorta": the reader keeps the possessive as a plural)
        (w.endsWith('s') && OTHER_PEOPLE.has(w.slice(0, -1))) ||
        // 'took a lady in', 'an old man on the ward' (not 'Lady, 68', how a writer may name themself)
        ((STRANGER.has(w) || (w.endsWith('s') && STRANGER.has(w.slice(0, -1)))) &&
          (STRANGER_BEFORE.has(words[i - 1] ?? '') ||
            // ('Lady I saw this week …', 'a repair on a man in his 70s')
            (words[i + 1] === 'i' && CARING_FOR.has(words[i + 2] ?? '')) ||
            (words[i + 1] === 'in' && (words[i + 2] === 'his' || words[i + 2] === 'her'))))) &&
      !REPORTING.has(words[i + 1] ?? '') &&
      !WITNESSING.has(words[i + 1] ?? ''),
  );
}

/**
 * Signs told and then tagged as someone else's ('joints puffy each day - that is Grandma', 'his was the one that
 * broke').
 */
function attributedToAnother(words: readonly string[]): boolean {
  return words.some(
    (w, i) =>
      ((w === 'that' || w === 'this') &&
        (words[i + 1] === 'is' || words[i + 1] === 'was') &&
        // ("that's Dad's", 'that is our patients': the possessive is read as a plural, and a determiner may come first)
        [words[i + 2] ?? '', POSSESSIVE.has(words[i + 2] ?? '') ? (words[i + 3] ?? '') : ''].some(
          (x) => namesSomeoneElse(x) || (x.endsWith('s') && namesSomeoneElse(x.slice(0, -1))),
        )) ||
      ((w === 'hers' || w === 'his') && (words[i + 1] === 'was' || words[i + 1] === 'is')),
  );
}

/**
 * Signs disowned in so many words ('… going on in my classroom - Juliet's, not mine!'), whoever else is named: 'not
 * mine' after someone's possessive, not after 'like it is' (a numb limb that feels like it is not the writer's own).
 */
const disowned = (words: readonly string[]) =>
  words.some(
    (w, i) =>
      w === 'not' &&
      words[i + 1] === 'mine' &&
      (OTHERS_OWN.has(words[i - 1] ?? '') ||
        ((words[i - 1] ?? '').endsWith('s') && !NOT_A_POSSESSIVE.has(words[i - 1] ?? ''))),
  );
const OTHERS_OWN = new Set(['his', 'hers', 'theirs', 'yours']);
const OTHERS_SELVES = new Set(['himself', 'herself', 'themselves', 'themself']);
/** Words ending in s before 'not mine' that are not someone's ('it is not mine', 'feels like its not mine'). */
const NOT_A_POSSESSIVE = new Set([
  'is',
  'its',
  'was',
  'feels',
  'looks',
  'seems',
  'this',
  'as',
  'does',
  'has',
  'says',
]);

/** A label for the writer's own complaint ('Me -', 'Self:'); not 'phoned me:', which reports someone else. */
const SELF_LABEL = new Set(['me', 'mine', 'self', 'myself']);
/**
 * "The spaniel's hind legs weakening", "a client's numbness": someone else's body, or what they feel,
 * named in the clause before the sign (the reader keeps the possessive as a plural).
 */
function anothersBodyBefore(words: readonly string[], start: number): boolean {
  for (let i = 0; i < start; i++) {
    const w = words[i] as string;
    if (!w.endsWith('s')) continue;
    const who = w.slice(0, -1);
    if (!(OTHER_PEOPLE.has(who) || WORK_PEOPLE.has(who))) continue;
    if (
      someBetween(words, i + 1, Math.min(i + 3, start + 1), (x) => BODY_OR_PART.has(x) || BODY_OR_PAIN.has(x))
    )
      return true;
  }
  return false;
}

const ANOTHERS_POSSESSIVE = new Set(['her', 'hers', 'his', 'their', 'theirs']);
const BEFORE_MINE = new Set([
  'and',
  'but',
  'whereas',
  'while',
  'whilst',
  'where',
  'though',
  'although',
  'yet',
]);

/**
 * 'Hers was a fever …, mine is only stiff', 'Her hip went …, whereas mine's from the hoist': a sentence
 * that opens on someone else's possessive and then turns to 'mine'. The clause index of the 'mine', or -1.
 */
function mineAfterAnothers(sentence: Sentence): number {
  const { clauses } = sentence;
  if (!ANOTHERS_POSSESSIVE.has(clauses[0]?.words[0] ?? '')) return -1;
  return clauses.findIndex((c, k) => {
    if (k === 0) return false;
    const first = c.words.findIndex((w) => !BEFORE_MINE.has(w));
    const w = c.words[first];
    // ("mine's" is read as a plural; 'but my knee is only stiff' turns to the writer's own body as well)
    return (
      w === 'mine' ||
      w === 'mines' ||
      (w === 'my' &&
        first > 0 &&
        c.words[0] !== 'and' &&
        someBetween(c.words, first + 1, first + 4, (x) => BODY_OR_PAIN.has(x)))
    );
  });
}

/**
 * A line that opens on someone else's label ('Nan - angina …', 'Family history: Gran - …', 'Dad: …'): what follows
 * the label is theirs, unless the writer comes into it.
 */
function labelledForAnother(sentence: Sentence): boolean {
  const [first, second] = sentence.clauses;
  if (!first?.label) return false;
  // (after a heading: 'Family history: Gran - …')
  const label =
    second?.label && first.words.length <= 3 && !first.words.some(namesSomeoneElse) ? second : first;
  // ('My husband noticed: slurred speech': what someone noticed or said of the writer is no label of theirs)
  if (label.words.length > 3 || label.words.some((w) => REPORTING.has(w))) return false;
  const names = label.words.some(
    (w) => namesSomeoneElse(w) || (w.endsWith('s') && namesSomeoneElse(w.slice(0, -1))),
  );
  return (
    names &&
    !label.words.some((w) => w !== 'my' && WRITER.has(w)) &&
    !sentence.tokens.some((t, i) => i >= label.start + label.words.length && WRITER.has(t.word))
  );
}

/** Who the writer is to the one they look after, in a few words: 'I am her carer', 'I'm his full-time carer'. */
const CARERS = new Set(['carer', 'carers', 'caregiver', 'caretaker', 'aide', 'helper']);
const carersRole = (words: readonly string[]) =>
  words.length <= 6 && (words[0] === 'i' || words[0] === 'im') && words.some((w) => CARERS.has(w));

/** 'I am 31', "I'm 58": the writer's own age, said in a short clause. */
const tellsOwnAge = (words: readonly string[]) =>
  words.length <= 5 &&
  ((words[0] === 'i' && words[1] === 'am') || words[0] === 'im') &&
  words.some((w) => /^\d{1,2}$/.test(w));

function readingOf(text: string): Reading {
  const sentences = sentencesOf(text);
  // The writer is the patient when they speak of their own body or pain in a clause that names no
  // one else; otherwise (a carer writing) a relative's current signs are the patient's.
  const writerSpeaksOfOwnBody = sentences.some((sentence) =>
    sentence.clauses.some(
      (clause, ci) =>
        // ("I am 45, sore knee from squash": the writer's age, then a complaint with no one else in it)
        (ci > 0 &&
          tellsOwnAge(sentence.clauses[ci - 1]?.words ?? []) &&
          clause.words.some((w) => BODY_OR_PAIN.has(w)) &&
          !clause.words.some((w) => namesSomeoneElse(w) || HE_OR_SHE.has(w))) ||
        // ('I have not any swelling or stiffness', 'I've no numbness': a sign the writer denies of themself)
        deniesOwnSign(clause.words) ||
        // '40M, back ache from …': the writer's own age and sex in the forum shorthand, no one else named
        (givesAgeAndSex(clause.words) &&
          !clause.words.some(
            (w, i) => namesRelativeOrChild(w) || namesOwnChild(clause.words, i) || w === 'he' || w === 'she',
          )) ||
        // 'I went over on mine', 'I twisted it': the writer tells their own injury
        clause.words.some(
          (w, i) =>
            w === 'i' && (INJURED.has(clause.words[i + 1] ?? '') || INJURED.has(clause.words[i + 2] ?? '')),
        ) ||
        // 'Pulled my back bathing the baby': a sentence that opens on the injury, its subject left out
        (clause.start === 0 &&
          INJURED.has(clause.words[0] ?? '') &&
          clause.words[1] === 'my' &&
          clause.words.slice(2, 4).some((w) => BODY_OR_PAIN.has(w))) ||
        // ('both thighs': a part of the body named in the plural too)
        (clause.words.some((w) => among(BODY_OR_PAIN, w)) &&
          // 'my own back aches from lifting her': 'my own' is the writer even beside someone else
          (hasSeq(clause.words, ['my', 'own']) ||
            ownBodyIsSubject(clause.words) ||
            givenToMe(clause.words) ||
            (clause.words.some((w) => FIRST_PERSON.has(w) || w === 'my') &&
              !clause.words.some(
                (w, i) =>
                  namesRelativeOrChild(w) ||
                  // 'our 12 year old has …', 'my little one has …': a child named without the word
                  namesOwnChild(clause.words, i) ||
                  w === 'he' ||
                  w === 'she' ||
                  w === 'his' ||
                  // ('her' as the object of the writer's own verb or of a preposition is no one else's body:
                  // 'bouncing with her', 'the chair beside her bed')
                  // ('carrying her up the stairs': the object of a participle too)
                  (w === 'her' &&
                    clause.words[i - 2] !== 'i' &&
                    !(
                      (PREPOSITIONS.has(clause.words[i - 1] ?? '') ||
                        (clause.words[i - 1] ?? '').endsWith('ing') ||
                        // ('I help lift her onto the commode': the object of a carer's verb is the one cared for)
                        HANDLING.has(clause.words[i - 1] ?? '')) &&
                      !BODY_OR_PART.has(clause.words[i + 1] ?? '') &&
                      !BODY_OR_PAIN.has(clause.words[i + 1] ?? '')
                    )) ||
                  // ('tender when I touch it', with no 'my': the writer examining someone's body)
                  (w === 'i' &&
                    EXAMINING.has(clause.words[i + 1] ?? '') &&
                    clause.words[i + 2] === 'it' &&
                    !clause.words.includes('my')),
              )))),
    ),
  );
  // A relative's illness set against 'mine' in the same sentence: the writer speaks of their own pain.
  const mineIsPain = sentences.some(
    (sentence) =>
      // ("mine's" is read as a plural)
      sentence.clauses.some((clause) => clause.words.includes('mine') || clause.words.includes('mines')) &&
      sentence.clauses.some((clause) => clause.words.some((w) => BODY_OR_PAIN.has(w))),
  );
  // 'my question is about me': the writer names themself as the
  // one asking about the pain.
  const wordsOf = sentences.map((sentence) => sentence.tokens.map((t) => t.word));
  const aboutMe = sentences.some((sentence, k) => {
    const words = wordsOf[k] ?? [];
    return (
      (hasSeq(words, ['about', 'me']) ||
        hasSeq(words, ['for', 'myself']) ||
        hasSeq(words, ['about', 'myself']) ||
        // 'for me …', 'the question is for me', a 'Me:' label before the writer's own complaint
        (words[0] === 'for' && words[1] === 'me') ||
        hasSeq(words, ['is', 'for', 'me']) ||
        hasSeq(words, ['as', 'for', 'me']) ||
        sentence.clauses.some(
          (c) =>
            (c.words.length === 1 && (c.words[0] === 'me' || c.words[0] === 'myself')) ||
            // (the possessive 's is read as a plural, so 'is' may be missing)
            endsWithSeq(c.words, ['for', 'me']) ||
            endsWithSeq(c.words, ['for', 'me', 'though']),
        )) &&
      words.some((w) => BODY_OR_PAIN.has(w))
    );
  });
  // The writer marks their own complaint off from someone else's ('Mine: …', 'I am the one writing this'):
  // a carer writing for a relative marks nothing off.
  const ownMarked = sentences.some((sentence) =>
    sentence.clauses.some(
      (c) =>
        // ('Me (carer): my thumb …', 'Me, I just have …': a sentence that opens on 'me' alone; 'Me? …', a sentence of
        // 'me' alone with more told after it)
        (c.start === 0 &&
          c.words.length === 1 &&
          c.words[0] === 'me' &&
          (sentence.clauses.length > 1 ||
            (sentence !== sentences.at(-1) && sentence.clauses.length === 1))) ||
        // ('Me -', 'Carer (self):', 'Aide self-report:', 'For me:')
        (c.words.length <= 3 &&
          (SELF_LABEL.has(c.words[0] ?? '') ||
            c.words.at(-1) === 'self' ||
            c.words.at(-1) === 'myself' ||
            (c.words[0] === 'for' && c.words[1] === 'me')) &&
          (c.colon || (c.label && c.start === 0))) ||
        // ('not my own': the writer says it is someone else's)
        (OWN_MARKERS.some((m) => hasSeq(c.words, m)) && !c.words.includes('not')),
    ),
  );
  // 'Mine is just the wrist', 'not why I am writing': the writer sets their own complaint apart from a story
  const setApart =
    ownMarked ||
    sentences.some((sentence) =>
      sentence.clauses.some(
        // ('actually writing about my dad': a carer's, not the writer's own complaint; 'mine began the day I carried my
        // son's boxes' is the writer's)
        (c) =>
          SET_APART.some((m) => {
            const at = seqIndex(c.words, m);
            return at >= 0 && !c.words.slice(at, at + m.length + 2).some((w) => namesRelativeOrChild(w));
          }) ||
          // 'no fall myself', 'nothing heart-related for me': a sign denied of the writer in particular
          (c.words.length <= 8 &&
            (c.words[0] === 'no' || c.words[0] === 'nothing') &&
            (c.words.at(-1) === 'myself' || endsWithSeq(c.words, ['for', 'me']))),
      ),
    );
  // A carer who says whom they write for is not the patient, whatever ache of their own they add (see
  // writesForFamily): the one named, '' when not known.
  const writtenFor = writesForFamily(wordsOf);
  const writingForAnother = writtenFor !== undefined;
  const writerIsPatient = (writerSpeaksOfOwnBody || mineIsPain || aboutMe || setApart) && !writingForAnother;
  const patient = writerIsPatient ? undefined : writtenFor || patientOf(sentences);
  const subjectPatient = writerIsPatient ? undefined : writtenFor || patientOf(sentences, true);
  const ownContrast = wordsOf.some((words) => {
    return (
      hasSeq(words, ['my', 'own']) || hasSeq(words, ['as', 'for', 'me']) || hasSeq(words, ['about', 'me'])
    );
  });
  // (only where the writer tells their own body in another sentence, 'my right heel …', or marks their own
  // complaint off, 'Mine: …'; a carer writing for a relative does neither)
  // ('my right heel is sore': a part of the body with a complaint, not a hand used to help someone)
  const ownBody = wordsOf.map(
    (words) =>
      words.some(
        (w, i) =>
          w === 'my' &&
          !namesRelativeOrChild(words[i + 1] ?? '') &&
          words.slice(i + 1, i + 4).some((x) => BODY_OR_PAIN.has(x)),
      ) && words.some((w) => COMPLAINT.has(w)),
  );
  // (the writer's own complaint told in another sentence: 'my right knee aches', 'the job did my neck in', 'I have
  // got a sore thumb', or marked off as their own)
  const ownComplaint = wordsOf.map(
    (words, k) =>
      ownBody[k] === true ||
      (words.some(
        (w, i) =>
          (w === 'me' && (GIVEN.has(words[i - 1] ?? '') || words[i - 1] === 'with')) ||
          // ('what I really have is …')
          (w === 'i' &&
            (words[i + 1] === 'have' ||
              words[i + 1] === 'had' ||
              (BEFORE_THE_ACT.has(words[i + 1] ?? '') && words[i + 2] === 'have'))) ||
          // ('my issue: a sore elbow on the outside', 'my complaint is my foot, aching under the arch')
          (w === 'my' && words.slice(i + 1, i + 7).some(writersBody)),
      ) &&
        words.some((w) => COMPLAINT.has(w) || OWN_COMPLAINT.has(w)) &&
        words.some(writersBody)),
  );
  const ownElsewhere = (k: number) =>
    writerIsPatient && (ownMarked || ownContrast || ownComplaint.some((own, j) => own && j !== k));
  const writerAbsent = wordsOf.map(
    (words, k) =>
      writerIsPatient &&
      (ownMarked || ownContrast || ownBody.some((own, j) => own && j !== k)) &&
      !words.some((_w, i) => writerWord(words, i)),
  );
  // (only where the writer sets their own complaint apart in so many words: a carer who tells a relative's signs
  // and their own aches does not)
  const anothersSentence = wordsOf.map(
    (words, k) =>
      (writerIsPatient &&
        !words.some((_w, i) => writerInStory(words, i)) &&
        ((setApart &&
          (namesAnotherPerson(words) ||
            // ('Renal unit. Rigors and fevers in every bay …', 'Rheum clinic nurse - swollen joints …'): the
            // signs of the place where the writer works, told after its name or in a sentence it opens
            atWork(words) ||
            atWork(wordsOf[k - 1] ?? []))) ||
          attributedToAnother(words) ||
          // ('Workmate: one leg puffy and hot, then breathless; on blood thinners since'): someone
          // else's signs told with the care they are already in, where the writer is nowhere in the sentence
          // (not a sentence that opens on its verb, whose subject is the writer: 'Rang the vet about the cat')
          (namesAnotherPerson(words) &&
            (inCare(words) || careFollows(wordsOf[k + 1] ?? [])) &&
            sentences[k]?.tokens[0]?.pos !== 'VERB'))) ||
      (writerIsPatient &&
        (tellsAFiction(words) ||
          disowned(words) ||
          labelledForAnother(sentences[k] as Sentence) ||
          taughtContent(words) ||
          (ownElsewhere(k) && (workersSentence(sentences[k]?.tokens ?? []) || actedRole(words))))) ||
      // (a story's people are no one a carer writes for, unless a relative is in it: 'Dad watched a film and …')
      (!writerIsPatient && tellsAFiction(words) && strangersStory(words)),
  );
  // 'My aunt has lymphoma. Signs before the scan:\n- itching at night\n- fevers': the lines of a list
  // are the one's its heading told of, when the heading is someone else's and the writer is in no line of it
  // ('Mum's problems (her carer writing): gout, …': a list headed with someone else's name, the writer only in
  // the words that say they care for them)
  if (writerIsPatient)
    sentences.forEach((sentence, k) => {
      if (
        !anothersSentence[k] &&
        sentence.clauses.some((c) => c.colon) &&
        sentence.clauses.some((c) => carersRole(c.words)) &&
        namesAnotherPerson(wordsOf[k] ?? []) &&
        sentence.clauses.some(
          (c) => !c.words.some((_w, i) => writerWord(c.words, i)) && namesAnotherPerson(c.words),
        ) &&
        sentence.clauses.every((c) => !c.words.some((_w, i) => writerWord(c.words, i)) || carersRole(c.words))
      )
        anothersSentence[k] = true;
    });
  for (let k = 1; k < sentences.length; k++) {
    if (anothersSentence[k] || !(sentences[k] as Sentence).item) continue;
    let j = k - 1;
    while (j > 0 && (sentences[j] as Sentence).item) j--;
    const heading = sentences[j] as Sentence;
    const headingWords = wordsOf[j] ?? [];
    if (
      // ('What led up to his diagnosis:'; not what someone saw or said of the writer: 'My husband noticed:')
      !headingWords.some((w) => WITNESSING.has(w) || TELLING.has(w) || REPORTING.has(w)) &&
      (anothersSentence[j] === true ||
        (writerIsPatient &&
          namesAnotherPerson(headingWords) &&
          !headingWords.some((_w, i) => writerWord(headingWords, i)))) &&
      heading.clauses.some((c) => c.colon) &&
      wordsOf.slice(j + 1, k + 1).every((words) => !words.some((_w, i) => writerWord(words, i)))
    )
      anothersSentence[k] = true;
  }
  return {
    sentences,
    writerIsPatient,
    patient,
    subjectPatient,
    writtenFor: writtenFor || undefined,
    ownContrast,
    writerAbsent,
    ownMarked,
    anothersSentence,
    storyEnds: wordsOf.map((words) => fictionBefore(words, writerIsPatient)),
  };
}

/**
 * A sign inside a relative clause ('who …', 'whose …') whose antecedent, a few words before the 'who', is someone
 * else: 'clients who can not feel their legs', 'dogs with slipped discs who can not wee'.
 */
/**
 * Concepts of the writer's own mind, told through others as often as not ('my kids, who would be better off if they
 * did not have to …'): a relative clause about someone else does not make them another's.
 */
const WRITERS_THOUGHTS: ReadonlySet<string> = new Set<ConceptId>([
  'suicidal',
  'hopeless',
  'burden',
  'goodbye',
  'means_ready',
  'no_future',
  'veiled_intent',
  'calm_resolve',
  'concealment',
  'moving_away',
  'final_arrangements',
  'crisis_language',
]);

/** Who is told ('she told me she …', 'he admitted to us he …'). */
const TOLD_WHOM = new Set(['me', 'us', 'him', 'her', 'them', 'everyone', 'staff']);

const THIRD_PERSON_BODY = new Set(['their', 'his', 'her', 'its', 'they', 'he', 'she', 'them', 'him']);

function relativeOfAnother(words: readonly string[], start: number, clauseEnd: number): boolean {
  for (let k = start - 1; k >= 0; k--) {
    const w = words[k] as string;
    if (w === 'who' || w === 'whose')
      return (
        // ('a man whose legs …': someone named by sex or age after an article too)
        words
          .slice(Math.max(0, k - 4), k)
          .some(
            (x, j) =>
              namesSomeoneElse(x) ||
              (STRANGER.has(x) && STRANGER_BEFORE.has(words[Math.max(0, k - 4) + j - 1] ?? '')),
          ) &&
        // ('my kids, who would manage fine with me gone': the writer's own thought of them; the clause must speak
        // of the other's body, 'their back legs')
        !words.slice(k, clauseEnd).some((x) => FIRST_PERSON.has(x) || x === 'my' || x === 'me') &&
        (w === 'whose' || words.slice(k).some((x) => THIRD_PERSON_BODY.has(x)))
      );
    if (FIRST_PERSON.has(w) || w === 'my') return false;
  }
  return false;
}

/** Where a writer works with patients or clients. */
const WORKPLACE = new Set([
  'ward',
  'unit',
  'clinic',
  'liaison',
  'resus',
  'icu',
  'ccu',
  'outpatients',
  'theatres',
  'department',
  'secondment',
  'list',
]);

/** A sentence that opens on a workplace, with the writer nowhere in it ('Oncology ward.', 'Stroke unit, nights.'). */
const atWork = (words: readonly string[]) =>
  words.slice(0, 4).some((w) => WORKPLACE.has(w)) && !words.some((_w, i) => writerWord(words, i));

/**
 * Words that say an event is already in care: taken in, diagnosed, treated ('blue-lighted', 'in CCU', 'on
 * antibiotics', 'X-ray confirmed'). Someone else's signs told with them are that person's story, not a
 * question the writer is asking about themself.
 */
const IN_CARE = new Set([
  // (a pet's illness seen to by the vet)
  'vet',
  'vets',
  'admitted',
  'ambulance',
  'paramedics',
  'resus',
  'ccu',
  'icu',
  'hdu',
  'theatre',
  'operated',
  'washout',
  'antibiotics',
  'diagnosed',
  'confirmed',
  'lighted',
  'cath',
  'stented',
  'thinners',
  'apixaban',
  'rivaroxaban',
  'warfarin',
  'heparin',
  'prednisolone',
  'steroids',
  'discharged',
  'ward',
  'hospital',
  'vet',
  'ae',
  'casualty',
  'scan',
  'mri',
  'surgery',
  'repaired',
  'plaster',
  'cast',
]);
const inCare = (words: readonly string[]) => words.some((w) => IN_CARE.has(w));
/** 'She's on apixaban now', 'He is in CCU': the next sentence, led by the one just named, says they are in care. */
const careFollows = (next: readonly string[]) =>
  (next[0] === 'she' ||
    next[0] === 'he' ||
    next[0] === 'shes' ||
    next[0] === 'hes' ||
    next[0] === 'they' ||
    // ('It was her aorta, they repaired it.')
    (next.some((w) => HE_OR_SHE.has(w) || w === 'they') && !next.some((_w, i) => writerWord(next, i)))) &&
  inCare(next);

/** A story watched or read: a drama, a film, a soap. */
const FICTION = new Set([
  'drama',
  'film',
  'movie',
  'soap',
  'series',
  'episode',
  'sitcom',
  'novel',
  'thriller',
  'documentary',
  'storyline',
  'memoir',
  'biography',
  'autobiography',
  'podcast',
  'programme',
  'program',
  'show',
  'corrie',
  'eastenders',
  'emmerdale',
  'doco',
]);
const WATCHING = new Set(['watched', 'watching', 'watch', 'binge', 'binged', 'reading', 'read', 'streamed']);

/**
 * A sentence that tells what happened in a drama or a film the writer watched ('we watched a hospital drama where
 * a man's aorta bursts - ripping back pain, collapses'): its signs are the story's, the writer only its audience.
 */
function tellsAFiction(words: readonly string[]): boolean {
  // (someone in the story: 'where a man's aorta bursts', 'the hero's back pain'; not 'I saw double watching a film',
  // the writer's own)
  // ('Watched Holby where a nurse …': a programme named by its title, told by what happens in it)
  const story =
    words.some((w) => FICTION.has(w)) || (WATCHING.has(words[0] ?? '') && words.includes('where'));
  if (!story || !(namesAnotherPerson(words) || words.some(isStoryRole))) return false;
  // ('On Corrie one of them kept losing weight', 'the nurse in that drama got a clot'): a story told with the writer
  // nowhere in it
  if (!words.some((w) => WATCHING.has(w))) return !words.some((_w, i) => writerWord(words, i));
  return words.every(
    (_w, i) => !writerWord(words, i) || words.slice(i + 1, i + 4).some((x) => WATCHING.has(x)),
  );
}

/** Signs named as nouns, which the writer may deny of themself ('I have no swelling'). */
// (not 'pain': a carer may say they have none themself while telling a relative's)
const SIGN_NOUNS = new Set(['swelling', 'stiffness', 'numbness', 'tingling', 'weakness']);

/** 'I have no swelling', 'I haven't any stiffness', 'I've not got numbness': the writer denying a sign of their own. */
function deniesOwnSign(words: readonly string[]): boolean {
  const at = words.findIndex(
    (w, i) =>
      w === 'i' &&
      (words[i + 1] === 'have' || words[i + 1] === 've') &&
      ['no', 'not'].includes(words[i + 2] ?? ''),
  );
  return (
    at >= 0 &&
    words.slice(at + 3, at + 7).some((w) => SIGN_NOUNS.has(w)) &&
    !words.some((w) => namesSomeoneElse(w) || HE_OR_SHE.has(w))
  );
}

/** People who teach, present, play or call: each both frames a sentence and names whose signs it tells. */
const FRAME_PEOPLE = [
  'host',
  'presenter',
  'trainer',
  'lecturer',
  'lecturers',
  'tutor',
  'actor',
  'actress',
  'caller',
  'callers',
];
/**
 * Words that frame a sentence as what is taught, asked, heard or played: a lecture, a quiz, a podcast, a trainer, an
 * actor, a caller. The signs such a sentence lists are its content, not the writer's body.
 */
const TAUGHT_FRAME = new Set([
  ...FRAME_PEOPLE,
  'podcast',
  'podcasts',
  'quiz',
  'quizzes',
  'lecture',
  'lectures',
  'module',
  'flashcards',
  'flashcard',
  'textbook',
  'checklist',
  'video',
  'documentary',
  'webinar',
  'seminar',
  'syllabus',
  'scenario',
  'simulation',
  'cpd',
  'revising',
  'revision',
  'taught',
  'teach',
  'teaches',
  'teaching',
  'roleplay',
]);
/** What 'training' names as a taught event ('training day', 'training session', 'training was on …'). */
const TRAINING_EVENT = new Set([
  'day',
  'days',
  'session',
  'sessions',
  'course',
  'was',
  'on',
  'video',
  'module',
]);
/** Who, in such a frame, has or tells the signs; or the words that say a list of signs is taught. */
const FRAME_CONTENT = new Set([
  ...FRAME_PEOPLE,
  'patient',
  'patients',
  'people',
  'guest',
  'speaker',
  'signs',
  'symptoms',
  'flags',
]);
/** A writer's 'I' that only listens, studies or works in the frame ('I listened to a podcast', 'I teach'). */
const AUDIENCE_VERBS = new Set([
  'listen',
  'listened',
  'heard',
  'watched',
  'teach',
  'taught',
  'study',
  'studied',
  'revise',
  'revised',
  'volunteer',
  'work',
  'worked',
]);

/**
 * A sentence that tells what a lecture, a quiz, a podcast, a trainer or a caller said or showed, naming who or
 * which signs, with the writer in it at most as its audience: its signs are the frame's content ('the lecturer
 * listed the warning signs: …', 'on a podcast a boxer said he …').
 */
function taughtContent(words: readonly string[]): boolean {
  // ('training' only as an event: 'the training day', 'training was on …'; not 'stopped training')
  const framed = (w: string, i: number) =>
    TAUGHT_FRAME.has(w) ||
    (w === 'role' && words[i + 1] === 'play') ||
    (w === 'training' && TRAINING_EVENT.has(words[i + 1] ?? ''));
  if (!words.some(framed)) return false;
  // (the frame must name whose or which signs: 'stiff for an hour, worse sitting in lectures' is the writer's own,
  // told without an 'I')
  if (!(words.some((w) => FRAME_CONTENT.has(w)) || namesAnotherPerson(words))) return false;
  // (the writer only as audience or student: 'I listen to', 'my exam', 'our lecturer'; not 'my back', 'I have')
  return !words.some(
    (w, i) =>
      writerInStory(words, i) &&
      !(w === 'i' && AUDIENCE_VERBS.has(words[i + 1] ?? '')) &&
      !((w === 'my' || w === 'our') && !words.slice(i + 1, i + 4).some((x) => BODY_OR_PAIN.has(x))),
  );
}

/** Words that tell a study frame ('I am revising …', 'Studying for my exams …'). */
const STUDY_ACTS = new Set([
  'revise',
  'revised',
  'revising',
  'study',
  'studied',
  'studying',
  'reciting',
  'memorising',
  'memorizing',
  'chanting',
  'practising',
  'practicing',
  'teach',
  'teaching',
  'lecture',
  'lecturing',
  'drilling',
]);

/**
 * What a worker or student does to or for others, by the writer as its subject ('I triage', 'I screen new
 * clients', "I'm revising …"): acts that are the writer's job or study, never a sign of their own body.
 */
const WORK_ACTS = new Set([
  ...STUDY_ACTS,
  'trained',
  'triage',
  'triaged',
  'triaging',
  'screen',
  'screened',
  'screening',
  'splint',
  'splinted',
  'splinting',
  'treat',
  'treated',
  'treating',
  'assess',
  'assessed',
  'assessing',
  'examine',
  'examined',
  'examining',
  'dispense',
  'dispensed',
  'dispensing',
  'counsel',
  'counselled',
  'counselling',
  'lectured',
  'taught',
  'drill',
  'reposition',
  'repositioning',
  'restrain',
  'restraining',
  'volunteer',
  'volunteered',
  'coach',
  'nurse',
  'nursed',
]);
/**
 * Acts that are work only when done to someone named within a few words ('I check patients …', 'I nurse men
 * with …', 'I answer calls from people …'): 'I check my calf', 'I noticed my speech' are the writer's own.
 */
const ACTS_ON_OTHERS = new Set([
  'took',
  'admitted',
  'check',
  'checking',
  'look',
  'looking',
  'looked',
  'care',
  'caring',
  'watch',
  'watching',
  'watched',
  'see',
  'seeing',
  'ask',
  'asking',
  'warn',
  'warning',
  'tell',
  'telling',
  'test',
  'testing',
  'sit',
  'sitting',
  'take',
  'taking',
  'brought',
  'noticed',
  'spotted',
  'spot',
  'spots',
  'heard',
  'hear',
  'run',
  'running',
  'keep',
  'change',
  'changing',
  'go',
  'send',
  'sent',
  'get',
  'answer',
  'answering',
  'put',
  'talk',
  'talking',
  'follow',
  'do',
  'doing',
  'did',
  'work',
  'working',
  'trained',
]);
/** Work named as what the writer does ('I do the checks', 'I did a call'). */
const WORK_THINGS = new Set([
  'calls',
  'call',
  'screens',
  'checks',
  'obs',
  'rounds',
  'temps',
  'temperatures',
  'notes',
  'sheets',
  'phones',
  'safeguarding',
  'pathway',
  'wounds',
  'ward',
  'clinic',
  'class',
  'course',
  'courses',
]);
/** The writer's role at work or in study ('I am a nurse', 'I am the physio who …', 'I am a med student'). */
const WORK_ROLES = new Set([
  'nurse',
  'paramedic',
  'physio',
  'physiotherapist',
  'midwife',
  'vet',
  'pharmacist',
  'carer',
  'hca',
  'student',
  'registrar',
  'medic',
  'lifeguard',
  'coach',
  'teacher',
  'lecturer',
  'volunteer',
  'handler',
  'dispatcher',
  'technician',
  'therapist',
  'slt',
  'surgeon',
  'radiographer',
  'sonographer',
  'porter',
  'receptionist',
  'emt',
  'podiatrist',
  'osteopath',
  'chiropractor',
  'instructor',
  'trainer',
  'tutor',
]);
/** Words that may stand between the writer's 'I' and what they do ('I am always asking', 'I have been teaching'). */
const BEFORE_THE_ACT = new Set([
  'actually',
  'really',
  'only',
  'am',
  'have',
  'also',
  'always',
  'usually',
  'often',
  'constantly',
  'regularly',
  'mostly',
  'normally',
  'just',
  'then',
  'now',
  'still',
  'routinely',
]);
/** People a worker meets, named by the part they play ('a spectator', 'the casualty', 'older smokers'). */
const WORKS_WITH = new Set([
  'spectator',
  'spectators',
  'casualty',
  'casualties',
  'caller',
  'callers',
  'smoker',
  'smokers',
  'punter',
  'punters',
  'guest',
  'guests',
  'passenger',
  'passengers',
  'learner',
  'trainee',
  'trainees',
]);
/** Others a worker acts on, named as a group or as anyone ('people', 'anyone', 'folk', 'everyone'). */
const ANYONE = new Set([
  'people',
  'anyone',
  'anybody',
  'everyone',
  'everybody',
  'folk',
  'folks',
  'someone',
  'somebody',
]);

/** Someone other than the writer, named as a person, a group, a pet or a pronoun ('patients', 'a bloke', 'them'). */
const isOther = (words: readonly string[], i: number) => {
  const w = words[i] as string;
  return (
    (namesSomeoneElse(w) &&
      !((words[i - 1] === 'my' || words[i - 1] === 'our') && namesRelativeOrChild(w))) ||
    HE_OR_SHE.has(w) ||
    ANYONE.has(w) ||
    WORKS_WITH.has(w) ||
    PEOPLE_GROUP.has(w) ||
    (namesAGroup(w) && !NOT_A_GROUP.has(w)) ||
    STRANGER.has(w) ||
    (w.endsWith('s') && (STRANGER.has(w.slice(0, -1)) || OTHER_PEOPLE.has(w.slice(0, -1))))
  );
};
/** Words ending as a group of people do ('smokers', 'runners') that are signs ('fevers', 'shivers'). */
const NOT_A_GROUP = new Set([
  'fevers',
  'shivers',
  'jitters',
  'blisters',
  'flickers',
  'floaters',
  'spiders',
  'papers',
  'numbers',
  'others',
]);
const writersBody = (w: string) =>
  BODY_OR_PART.has(w) || (w.endsWith('s') && BODY_OR_PART.has(w.slice(0, -1)));

/** What the writer's 'my' may own in a sentence about their work or study ('my shifts', 'my residents', 'my OSCE'). */
const WRITERS_WORK_THINGS = new Set([
  ...WORK_SETTING,
  ...WRITERS_WORK,
  ...PEOPLE_GROUP,
  ...WORK_PEOPLE,
  'days',
  'nights',
  'exam',
  'exams',
  'osce',
  'osces',
  'finals',
  'placement',
  'degree',
  'studies',
  'revision',
  'notes',
  'training',
  'lectures',
  'module',
  'role',
  'work',
  'year',
]);
/** Words the act's object may open with, before the one it is done to ('the', 'every new', 'three'). */
const OBJECT_LEAD = new Set([
  'near',
  'a',
  'an',
  'the',
  'every',
  'each',
  'any',
  'all',
  'some',
  'two',
  'three',
  'lots',
  'of',
  'after',
  'for',
  'with',
  'from',
  'on',
  'to',
  'in',
  'about',
  'new',
  'older',
  'young',
  'elderly',
  'post',
]);

/**
 * Whether the writer's word at `i` tells them only as a worker or student: 'I' doing their job to others ('I screen
 * new clients', 'I answer calls from people'), 'I am a nurse', 'my shifts', 'told me'.
 */
function asWorker(tokens: readonly Token[], i: number): boolean {
  const word = (j: number) => tokens[j]?.word ?? '';
  const w = word(i);
  if (w === 'my' || w === 'our')
    return [word(i + 1), word(i + 2), word(i + 3)].some((x) => WRITERS_WORK_THINGS.has(x));
  if (w === 'me' || w === 'us') return TELLING.has(word(i - 1)) || word(i - 1) === 'with';
  if (w === 'we') return true;
  if (w !== 'i') return false;
  // ('the ward where I work': the place the writer works, named in passing)
  if (
    word(i - 1) === 'where' &&
    (word(i + 1) === 'work' || word(i + 1) === 'worked' || word(i + 1) === 'volunteer')
  )
    return true;
  let v = i + 1;
  while (BEFORE_THE_ACT.has(word(v)) || (word(v) === 'been' && word(v + 1).endsWith('ing'))) v++;
  const verb = word(v);
  // 'I am a nurse', 'I am the physio for …', 'I am a med student', 'I am often the one who notices …'
  if (word(i + 1) === 'am' || word(i + 1) === 'was') {
    let u = i + 2;
    while (BEFORE_THE_ACT.has(word(u))) u++;
    if (word(u) === 'the' && word(u + 1) === 'one' && word(u + 2) === 'who')
      return WORK_ACTS.has(word(u + 3)) || ACTS_ON_OTHERS.has(word(u + 3));
    if (
      (word(i + 2) === 'a' || word(i + 2) === 'an' || word(i + 2) === 'the') &&
      [word(i + 3), word(i + 4), word(i + 5)].some((x) => WORK_ROLES.has(x))
    )
      return true;
  }
  // 'I spend my days treating …', 'I spend my shifts doing obs'
  if ((verb === 'spend' || verb === 'spent') && word(v + 1) === 'my' && WRITERS_DAYS.has(word(v + 2)))
    return true;
  if (WORK_ACTS.has(verb)) return true;
  // ('I had a lady in clinic …', 'we had a bloke come in …'; not 'I had diabetes as a teenager')
  if (verb === 'had')
    return (
      (word(v + 1) === 'a' || word(v + 1) === 'an') &&
      isOther(
        tokens.map((t) => t.word),
        v + 2,
      ) &&
      !among(CHILDREN, word(v + 2))
    );
  if (!ACTS_ON_OTHERS.has(verb)) return false;
  // (done to someone named just after, or work named: 'I care for residents', 'I do the checks', 'I answer
  // calls'; not past another verb or a new clause: 'I keep dropping things in front of patients')
  const words = tokens.map((t) => t.word);
  let leadOnly = true;
  for (let j = v + 1; j <= v + 4 && j < tokens.length; j++) {
    const t = tokens[j] as Token;
    // ('I sit them down', 'I talk to them': a pronoun only as the act's object, right after it or its preposition)
    if (isOther(words, j) || WORK_THINGS.has(t.word) || (leadOnly && THIRD_PERSON_OBJECT.has(t.word)))
      return true;
    // ('one of my lads')
    if (
      OBJECT_LEAD.has(t.word) ||
      ((t.word === 'my' || t.word === 'our') && WRITERS_WORK_THINGS.has(words[j + 1] ?? ''))
    )
      continue;
    leadOnly = false;
    if (
      t.pos === 'AUX' ||
      t.pos === 'CCONJ' ||
      (t.pos === 'VERB' && (t.word.endsWith('ing') || t.word.endsWith('ed'))) ||
      FIRST_PERSON.has(t.word) ||
      t.word === 'my'
    )
      return false;
  }
  return false;
}
const WRITERS_DAYS = new Set([
  'days',
  'shifts',
  'time',
  'nights',
  'weekends',
  'evenings',
  'mornings',
  'working',
]);

/**
 * A sentence that tells the writer's work or study ('I spend my shifts checking legs on the ward', 'I am revising
 * PE: pleuritic chest pain, …', 'I triaged two men with chest pain today'): the writer in it only as a worker or a
 * student, someone else or a study frame named, and no word of the writer's own body. Its signs are the job's, read
 * only where the writer tells their own complaint in another sentence.
 */
function workersSentence(tokens: readonly Token[]): boolean {
  const words = tokens.map((t) => t.word);
  let acts = false;
  let study = STUDY_ACTS.has(words[0] ?? '');
  for (let i = 0; i < words.length; i++) {
    if (!(writerWord(words, i) || words[i] === 'me' || words[i] === 'us')) continue;
    if (!asWorker(tokens, i)) return false;
    if (words[i] !== 'i' && words[i] !== 'we') continue;
    acts = true;
    study ||= words.slice(i + 1, i + 5).some((x) => STUDY_ACTS.has(x));
  }
  // (a sentence that opens on its study: 'Studying for my exams: …', 'Revising PE tonight …')
  if (!acts && !study) return false;
  return study || words.some((_w, i) => isOther(words, i));
}

/** How a carer says whom they write for ('writing about Dad', 'I am asking for my daughter'). */
const FOR_ANOTHER_ACTS = new Set([
  'writing',
  'typing',
  'doing',
  'completing',
  'sending',
  'asking',
  'enquiring',
  'inquiring',
  'messaging',
  'contacting',
  'filling',
]);
/**
 * A carer says whom the text is for: 'this message is for my son', 'typing this in for my dad', 'I am filling it
 * out for her' (with family named somewhere in the text), 'On behalf of my uncle, …', a text that opens 'For my
 * grandad, 79: …'. That holds even when they add an ache of their own ('my own back is bad too'): the one they write
 * for is still the one the text is about, so that person's signs are never set aside as a bystander's. Only family
 * counts: 'writing about a client' is a worker's text, not a carer's.
 */
function writesForFamily(wordsOf: readonly string[][]): string | undefined {
  const family = (x: string | undefined) => x !== undefined && namesRelativeOrChild(x) && !NOT_FAMILY.has(x);
  const named = (from: readonly string[]) => from.find((x) => family(x))?.replace(/s$/, '') ?? '';
  const opening = wordsOf[0] ?? [];
  // ('For my grandad, 79.', 'For Mum -')
  if (opening[0] === 'for' && (family(opening[1]) || (opening[1] === 'my' && family(opening[2]))))
    return named(opening.slice(1, 3));
  // ('my sister cannot use a keyboard', 'his English is not good'): one of the family who cannot type,
  // use a phone or write English is the one the text is for
  for (const words of wordsOf) {
    const kin = words.findIndex((x) => family(x));
    if (kin < 0) continue;
    const tech = words.findIndex((x, i) => i > kin && CANNOT_WRITE_IT.has(x));
    if (
      tech >= 0 &&
      someBetween(words, Math.max(kin, tech - 4), Math.min(words.length, tech + 4), (x) => NOT_ABLE.has(x))
    )
      return named(words.slice(kin, kin + 1));
  }
  for (const words of wordsOf)
    for (let i = 0; i < words.length; i++) {
      const w = words[i] as string;
      // 'this form is for my wife', 'it's for Mum' (not 'it is not for him')
      if (
        w === 'for' &&
        words[i - 1] === 'is' &&
        TEXT_OR_IT.has(words[i - 2] ?? '') &&
        words.slice(i + 1, i + 3).some((x) => family(x))
      )
        return named(words.slice(i + 1, i + 3));
      // 'on behalf of my uncle'
      if (w === 'behalf' && words[i + 1] === 'of' && words.slice(i + 2, i + 5).some((x) => family(x)))
        return named(words.slice(i + 2, i + 5));
      if (
        !FOR_ANOTHER_ACTS.has(w) ||
        !(i === 0 || words[i - 1] === 'am' || words[i - 1] === 'i' || words[i - 1] === 'm')
      )
        continue;
      // (the text itself may stand between: 'typing this for', 'filling it in for', 'doing the form for')
      let at = i + 1;
      if (TEXT_ITSELF.has(words[at] ?? '')) at++;
      if (words[at] === 'form' || words[at] === 'message') at++;
      if (words[at] === 'in' || words[at] === 'out') at++;
      if (!['about', 'for', 'behalf'].includes(words[at] ?? '')) continue;
      if (words.slice(at + 1, at + 4).some((x) => family(x))) return named(words.slice(at + 1, at + 4));
      // ('typing for her': the first of the family named in the text who is a 'she', or a 'he')
      const pronoun = words[at + 1] ?? '';
      if (OBJECT_PRONOUNS.has(pronoun)) {
        const kin = wordsOf.flat().filter((x) => family(x));
        if (kin.length === 0) continue;
        const sex = pronoun === 'her' ? FEMALE_KIN : pronoun === 'him' ? MALE_KIN : undefined;
        return (sex && kin.find((x) => sex.has(x.replace(/s$/, ''))))?.replace(/s$/, '') ?? '';
      }
    }
  return undefined;
}
const OBJECT_PRONOUNS = new Set(['her', 'him', 'them']);
/** The text, as what it is for names ('this is for my son', 'the form is for Dad'). */
const TEXT_OR_IT = new Set(['this', 'it', 'form', 'message', 'request', 'enquiry', 'query']);
/** What someone who cannot write their own message cannot do or use ('can't type', 'English isn't great'). */
const CANNOT_WRITE_IT = new Set([
  'type',
  'typing',
  'text',
  'texting',
  'spell',
  'phone',
  'phones',
  'computer',
  'computers',
  'laptop',
  'app',
  'apps',
  'english',
  'online',
  'internet',
  'tech',
  'technology',
  'keyboard',
]);
const NOT_ABLE = new Set(['not', 'cannot', 'no', 'never', 'unable', 'struggles', 'struggling']);
/** What may stand before a relative who opens a clause ('both my kids', 'our eldest'). */
const KIN_DETERMINERS = new Set(['my', 'our', 'both', 'the', 'his', 'her', 'their', 'all', 'two']);
const FEMALE_KIN = new Set([
  'mum',
  'mom',
  'mother',
  'mam',
  'mammy',
  'mama',
  'mummy',
  'mommy',
  'wife',
  'daughter',
  'sister',
  'grandma',
  'grandmother',
  'granny',
  'gran',
  'nan',
  'nana',
  'nanna',
  'aunt',
  'auntie',
  'aunty',
  'girlfriend',
  'niece',
  'granddaughter',
  'stepmum',
  'stepmom',
  'stepmother',
  'stepdaughter',
  'stepsister',
  'kuia',
]);
const MALE_KIN = new Set([
  'dad',
  'father',
  'daddy',
  'papa',
  'husband',
  'son',
  'brother',
  'grandad',
  'granddad',
  'grandpa',
  'grandfather',
  'uncle',
  'boyfriend',
  'nephew',
  'grandson',
  'stepdad',
  'stepfather',
  'stepson',
  'stepbrother',
  'koro',
]);

/** The text itself, between a carer's act and whom it is for ('typing this for', 'filling it in for'). */
const TEXT_ITSELF = new Set(['this', 'it', 'the', 'a']);

/** Parts a writer plays on stage, on screen or in a first-aid scenario ('I play a doctor', 'I play the casualty'). */
const PARTS_PLAYED = new Set([
  'doctor',
  'nurse',
  'patient',
  'casualty',
  'victim',
  'character',
  'woman',
  'man',
  'lady',
  'girl',
  'boy',
  'grandmother',
  'granny',
  'grandad',
  'grandfather',
  'king',
  'queen',
  'villain',
  'hero',
  'heroine',
  'corpse',
  'zombie',
  'lead',
  'part',
  'role',
  'widow',
  'soldier',
  'pensioner',
  'detective',
  'cop',
]);
const PLAYING = new Set(['play', 'played', 'playing', 'portray', 'portrayed', 'portraying']);
/** Words that say a scene's sign happened for real ('I really fell', 'it actually snapped'). */
const FOR_REAL = new Set(['really', 'actually', 'genuinely', 'real']);

/**
 * A sentence in which the writer plays a part ('in the soap I play a nurse, and in today's scene I collapse gripping
 * my chest', 'on first-aid courses I act the casualty'): its signs are acted.
 */
function actedRole(words: readonly string[]): boolean {
  if (words.some((w) => FOR_REAL.has(w))) return false;
  return words.some((w, i) => {
    // ('I play a nurse', 'I have been cast as a patient', 'Got cast as a nurse …' with the writer unsaid)
    if (w !== 'i' && !(i === 0 && (w === 'got' || w === 'cast'))) return false;
    let v = w === 'i' ? i + 1 : i;
    while (['am', 'was', 'have', 'been', 'got', 'm', 've'].includes(words[v] ?? '')) v++;
    const cast = words[v] === 'cast' && words[v + 1] === 'as';
    if (cast) v++;
    return (
      (PLAYING.has(words[v] ?? '') || cast) && words.slice(v + 1, v + 5).some((x) => PARTS_PLAYED.has(x))
    );
  });
}

/** What someone says or thinks of the writer ('she thinks it is a clot', 'he suspects a fracture'): not their own. */
const OPINION = new Set([
  'thinks',
  'thought',
  'suspects',
  'suspected',
  'reckons',
  'reckoned',
  'believes',
  'believed',
  'says',
  'said',
  'worried',
  'worries',
  'diagnosed',
  'confirmed',
  'found',
  'noticed',
  'saw',
  'could',
  'can',
  'examined',
  'checked',
  'felt',
  'wonders',
  'wondered',
  'feared',
  'fears',
  'mentioned',
  'told',
]);
/** Words by which someone tells the writer something of their own ('told me', 'admitted', 'I heard from …'). */
const TOLD_THE_WRITER = new Set([
  'told',
  'tells',
  'telling',
  'tell',
  'said',
  'says',
  'saying',
  'admitted',
  'admits',
  'disclosed',
  'discloses',
  'confided',
  'confessed',
  'heard',
  'mentioned',
  'texted',
  'messaged',
  'explained',
  'wrote',
]);
const HAD_BEEN = new Set(['had', 'has', 'have', 'been', 'was', 'is', 'd', 'would', 'been']);

/**
 * A clause led by 'he' or 'she' after someone told the writer, or the writer heard ('a player on my team told me that he
 * has had dark thoughts', 'I heard from a client that she no longer wants to live'): that person's own, unless what
 * follows is their view of the writer ('she thinks it is a clot') or the writer is in the clause.
 */
function reportedOfAnother(words: readonly string[], hitStart: number, hitEnd: number): boolean {
  for (let k = hitStart - 1; k >= Math.max(0, hitStart - 10); k--) {
    const w = words[k] as string;
    if (FIRST_PERSON.has(w) || w === 'my' || w === 'we') return false;
    if (w !== 'he' && w !== 'she') continue;
    let v = k + 1;
    while (HAD_BEEN.has(words[v] ?? '')) v++;
    if (OPINION.has(words[v] ?? '')) return false;
    // (the writer inside what is told, as its subject or its object, keeps it the writer's own)
    for (let j = k; j < Math.min(words.length, hitEnd + 3); j++) {
      const x = words[j] as string;
      if (j >= hitEnd && (x === 'and' || x === 'but' || x === 'so')) break;
      if (FIRST_PERSON.has(x) || x === 'my') return false;
    }
    // (told or heard just before: 'told me that she …', 'heard from a player that he …', 'said she …')
    return someBetween(words, Math.max(0, k - 8), k, (x) => TOLD_THE_WRITER.has(x));
  }
  return false;
}

/** More words of a complaint the writer tells as their own ('DOMS in both thighs', 'sciatica burning to my foot'). */
const OWN_COMPLAINT = new Set([
  'doms',
  'cramp',
  'cramps',
  'sciatica',
  'burning',
  'bruised',
  'clicks',
  'catches',
  'throbs',
  'throbbing',
]);

/** Calling for help ('called 999', 'rang for an ambulance', 'phoned the GP'): what a witness does. */
const CALLING = new Set(['called', 'rang', 'phoned', 'dialled', 'dialed', 'rung']);
const HELP_CALLED = new Set([
  '999',
  '111',
  '911',
  '000',
  '112',
  'ambulance',
  'ambulances',
  'paramedics',
  'doctor',
  'gp',
  'nhs',
  'help',
]);
const callsForHelp = (words: readonly string[]) =>
  words.some((w, i) => CALLING.has(w) && words.slice(i + 1, i + 4).some((x) => HELP_CALLED.has(x)));

/** What leaves the writer with a complaint ('gave me a sore neck', 'left me with sore knees'). */
const GIVEN = new Set(['given', 'gives', 'gave', 'left', 'leaves', 'giving']);

/** A person in a story named by their part in it ('the hero', 'the main character'). */
const STORY_ROLES = new Set([
  'hero',
  'heroine',
  'character',
  'protagonist',
  'narrator',
  'villain',
  // (the lead of a drama, and people a story is about)
  'lead',
  'passenger',
  'patient',
  'victim',
  'contestant',
]);
const isStoryRole = (w: string) => STORY_ROLES.has(w) || (w.endsWith('s') && STORY_ROLES.has(w.slice(0, -1)));

/** Who a story is about when a carer tells it: someone named as a person in it, not 'he' or 'she' alone. */
const STORY_PEOPLE = new Set([...OTHER_PEOPLE, ...STRANGER, ...STORY_ROLES, 'doctor', 'nurse', 'detective']);

/**
 * Where a story told first in a sentence ends, at the writer's first word of their own ('In a film a man gripped his
 * chest, which worried me …'); -1 when the sentence opens on no story.
 */
function fictionBefore(words: readonly string[], writerIsPatient: boolean): number {
  // (most sentences name no story: nothing more to read)
  if (!words.some((w) => FICTION.has(w))) return -1;
  // ('my novel is one where the heroine …', 'a film about one man's …'): the story opens after the
  // writer's words and runs to their next word of their own
  const opens = words.findIndex((w, i) => FICTION.has(w) && STORY_OPENS.has(words[i + 1] ?? ''));
  if (opens >= 0) {
    const next = words.findIndex((_w, i) => i > opens + 1 && writerWord(words, i));
    const end = next < 0 ? words.length : next;
    const told = words.slice(opens + 2, end);
    // (a story's part, 'the main character', is no one a carer writes for)
    const role = told.some(isStoryRole);
    if ((role || namesAnotherPerson(told)) && (writerIsPatient || role || strangersStory(told))) return end;
  }
  const own = words.findIndex(
    (_w, i) => writerWord(words, i) && !someBetween(words, i + 1, i + 4, (x) => WATCHING.has(x)),
  );
  if (own <= 0) return -1;
  const story = words.slice(0, own);
  return tellsAFiction(story) && (writerIsPatient || strangersStory(story)) ? own : -1;
}

/** A story whose people are no one a carer writes for: no relative in it, and someone named as a person. */
const strangersStory = (words: readonly string[]) =>
  !words.some(namesRelativeOrChild) &&
  words.some((w) => STORY_PEOPLE.has(w) || (w.endsWith('s') && STORY_PEOPLE.has(w.slice(0, -1))));

/** Words that open what happens in a story after its name ('a novel where …', 'a film about …'). */
const STORY_OPENS = new Set(['where', 'about', 'whose']);

/** A clause that is only an age set off by commas or brackets ('my uncle, 80, has …'). */
function justAnAge(clause: { words: string[] } | undefined): boolean {
  return clause !== undefined && clause.words.length <= 3 && clause.words.some((w) => /^\d+$/.test(w));
}

/**
 * A short phrase between commas that names again who the clause before named ('one of the residents, a retired man,
 * has …'), with no verb of its own: passed over as an age is.
 */
function justAnApposition(clause: { words: string[]; tokens: readonly Token[] } | undefined): boolean {
  return (
    clause !== undefined &&
    clause.words.length <= 4 &&
    (clause.words[0] === 'a' || clause.words[0] === 'an') &&
    !clause.tokens.some(isVerb)
  );
}

/** Finds the concepts of the lexicon in the text, with negation, subject, time and hypothesis. */
export function screen(text: string): ScreenResult {
  const reading = readingOf(text);
  return {
    ...readLexicon(reading, CONCEPT_LEXICON, SCREEN_RULES),
    words: reading.sentences.flatMap((s) => s.tokens.map((t) => t.word)),
  };
}

/**
 * Reads a text once and finds in it both the red-flag concepts (exactly as `screen`) and a second
 * lexicon's findings, with the same negation, subject, time and hypothesis handling.
 */
export function screenWith<Id extends string>(
  text: string,
  lexicon: Lexicon<Id>,
  rules: ReadingRules,
): { screen: ScreenResult; findings: LexiconReading<Id> } {
  const reading = readingOf(text);
  return {
    screen: {
      ...readLexicon(reading, CONCEPT_LEXICON, SCREEN_RULES),
      words: reading.sentences.flatMap((s) => s.tokens.map((t) => t.word)),
    },
    findings: readLexicon(reading, lexicon, rules),
  };
}

/**
 * As `screenWith`, and a third lexicon read on the same reading with where each of its mentions is
 * (the body areas: where it hurts, and on which side).
 */
export function screenWithMentions<Id extends string, Located extends string>(
  text: string,
  lexicon: Lexicon<Id>,
  rules: ReadingRules,
  located: Lexicon<Located>,
  locatedRules: ReadingRules,
): { screen: ScreenResult; findings: LexiconReading<Id>; located: MentionReading<Located> } {
  const reading = readingOf(text);
  const mentions: Mention<Located>[] = [];
  return {
    screen: {
      ...readLexicon(reading, CONCEPT_LEXICON, SCREEN_RULES),
      words: reading.sentences.flatMap((s) => s.tokens.map((t) => t.word)),
    },
    findings: readLexicon(reading, lexicon, rules),
    located: { ...readLexicon(reading, located, locatedRules, mentions), mentions },
  };
}

/** One lexicon's reading of a text, with where each counted mention is (see `Mention`). */
export function mentionsIn<Id extends string>(
  text: string,
  lexicon: Lexicon<Id>,
  rules: ReadingRules,
): MentionReading<Id> {
  const mentions: Mention<Id>[] = [];
  return { ...readLexicon(readingOf(text), lexicon, rules, mentions), mentions };
}

/** What readLexicon weighs of a sentence whatever the lexicon: its words, its time, whether it asks. */
interface SentenceContext {
  deniedBefore: number;
  sentenceWords: string[];
  nextSentence: string[];
  datedByNext: boolean;
  /** Where a later clause of the sentence dates what came before it ('… - that was many years ago'), or -1. */
  datedFrom: number;
  correction: { belief: number; but: number } | null;
  endedByNext: boolean;
  generalQuestion: boolean;
  resolvedAt: number;
  escalates: boolean;
  pastSentence: boolean;
  overSince: number;
}

/** A clause that dates what was told before it ('that was decades ago', 'it happened in my twenties'). */
const datesWhatCameBefore = (words: string[]) =>
  DATING_SUBJECTS.has(words[0] ?? '') &&
  (words[1] === 'was' || words[1] === 'were' || words[1] === 'happened') &&
  isLongAgoStrictly(words);

/**
 * The sentence's context, read once for all the lexicons read on it (three for every assessment):
 * every part of it depends on the sentences' words alone.
 */
function contextOf(sentences: Sentence[], sentenceIndex: number): SentenceContext {
  const sentence = sentences[sentenceIndex] as Sentence;
  if (sentence.context !== undefined) return sentence.context;
  const { tokens, clauses } = sentence;
  // The first clause that denies what came before, or the next sentence when it is such a clause.
  // Only where the sign is framed as something known or warned about ('I know X is serious, I have not had it').
  let deniedBefore = -1;
  if (tokens.some((t) => WARNING_FRAME.has(t.word))) {
    deniedBefore = clauses.findIndex((c, i) => i > 0 && deniesWhatCameBefore(c.words));
    // (the next sentence's first clause, or its second after a short opener: 'I am 63 and | I have none of
    // those', 'Checking in: | none of that')
    const [next, second] = sentences[sentenceIndex + 1]?.clauses ?? [];
    if (
      deniedBefore < 0 &&
      next &&
      (deniesWhatCameBefore(next.words) ||
        (second !== undefined && next.words.length <= 5 && deniesWhatCameBefore(second.words)))
    )
      deniedBefore = clauses.length;
  }
  const sentenceWords = tokens.map((t) => t.word);
  // 'Knees swollen? No.': a question the person answers no to straight after.
  const nextSentence = sentences[sentenceIndex + 1]?.tokens.map((t) => t.word) ?? [];
  // 'That was decades ago.': a next sentence that dates what this one told puts all of it in the past.
  const nextFirst = sentences[sentenceIndex + 1]?.clauses[0]?.words ?? [];
  const datedByNext = datesWhatCameBefore(nextFirst);
  // … and so does a later clause of this sentence that opens the same way ('pills taken as a student - that was decades
  // ago'): what came before it is in the past
  let datedFrom = -1;
  for (let k = 1; k < clauses.length && datedFrom < 0; k++)
    if (datesWhatCameBefore((clauses[k] as Clause).words)) datedFrom = (clauses[k] as Clause).start;
  const correction = correctedBelief(sentenceWords);
  // 'After walking around the feeling came back completely.': a next sentence that opens on a time and
  // says the sign went sets this sentence's signs aside (not when it turns again: 'but now it is back').
  const nextWords = nextSentence;
  const endedByNext =
    TIME_LEADS.has(nextWords[0] ?? '') &&
    ENDED.some((m) => hasSeq(nextWords, m)) &&
    !nextWords.some((w) => TURNS.has(w) && w !== 'then' && w !== 'since');
  // 'Can a swollen calf be serious?': a question with no 'I' in it asks about a sign in general.
  const causeQuestion =
    sentence.question &&
    ['could', 'can', 'does', 'do', 'would', 'will', 'might', 'may'].includes(sentenceWords[0] ?? '') &&
    sentenceWords.some((w) => w === 'make' || w === 'cause' || w === 'give');
  // 'Is it normal for one shin to feel hot?': people ask this about themselves.
  const asksIfNormal =
    (sentenceWords[0] === 'is' || sentenceWords[0] === 'are') &&
    ['it', 'this', 'that', 'these', 'there'].includes(sentenceWords[1] ?? '') &&
    ASKING_IF_NORMAL.has(sentenceWords[2] ?? '');
  // 'Does anyone else …? Because I do.': a question in general that the next sentence owns
  // ('… is a lethal dose for an adult? Asking for me.': the writer owns it, the reverse of 'asking for a friend')
  const ownedByNext =
    (nextWords[0] === 'because' ? nextWords.slice(1, 3) : nextWords.slice(0, 2)).join(' ') === 'i do' ||
    (nextWords[0] === 'me' && nextWords[1] === 'too') ||
    (['asking', 'ask', 'asked', 'its', 'it', 'this'].includes(nextWords[0] ?? '') &&
      someBetween(nextWords, 1, 3, (w) => w === 'for') &&
      someBetween(nextWords, 2, 4, (w) => w === 'me' || w === 'myself'));
  const generalQuestion =
    (causeQuestion && !ownedByNext) ||
    (sentence.question &&
      !ownedByNext &&
      !asksIfNormal &&
      QUESTION_START.has(sentenceWords[0] ?? '') &&
      !sentenceWords.some((w) => FIRST_PERSON.has(w) || w === 'my' || w === 'mine'));
  const resolvedAt = resolutionIndex(sentenceWords);
  // 'used to …, now every day': what used to be rarer is current, and worse.
  const escalates = sentenceWords.some(
    (w, i) => w === 'now' && someBetween(sentenceWords, i + 1, i + 5, (x) => ESCALATION.has(x)),
  );
  const pastSentence = resolvedAt >= 0 && PAST_MARKERS.some((m) => hasSeq(sentenceWords, m));
  // 'a fever last week, all gone now': a recent sign told as over, before the words that say so
  const overSince =
    RECENT_PAST.some((m) => hasSeq(sentenceWords, m)) &&
    OVER.some((m) => m.every((w, k) => sentenceWords[resolvedAt + k] === w))
      ? resolvedAt
      : -1;
  sentence.context = {
    deniedBefore,
    sentenceWords,
    nextSentence,
    datedByNext,
    datedFrom,
    correction,
    endedByNext,
    generalQuestion,
    resolvedAt,
    escalates,
    pastSentence,
    overSince,
  };
  return sentence.context;
}

/** Said of a sign right after it, that it is over ('the fever is gone'). */
const OVER_NOW = new Set([
  'gone',
  'cleared',
  'passed',
  'settled',
  'resolved',
  'disappeared',
  'vanished',
  'broken',
  'broke',
]);
/** What may follow 'gone' when it says the sign is over ('gone now'), not where it went ('gone down my leg'). */
const AFTER_GONE = new Set([
  'now',
  'completely',
  'altogether',
  'away',
  'and',
  'but',
  'already',
  'totally',
  'entirely',
  'since',
  'overnight',
  'today',
  'up',
]);
function overRightAfter(words: readonly string[], end: number): boolean {
  let k = end;
  if (words[k] === 'has' || words[k] === 'have' || words[k] === 'is' || words[k] === 'are') k++;
  else return false;
  if (words[k] === 'now' || words[k] === 'completely' || words[k] === 'all') k++;
  return (
    OVER_NOW.has(words[k] ?? '') && (words[k + 1] === undefined || AFTER_GONE.has(words[k + 1] as string))
  );
}

/**
 * `words.slice(from, to).some(test)` without the copy, for 0 <= from (`test` is given the index in the
 * slice, as `some` on the slice gives it).
 */
function someBetween(
  words: readonly string[],
  from: number,
  to: number,
  test: (w: string, i: number) => boolean,
): boolean {
  const end = Math.min(to, words.length);
  for (let k = from; k < end; k++) if (test(words[k] as string, k - from)) return true;
  return false;
}

/** The clause's writers: a word of the writer's own in it. */
const writersClause = (c: Clause) =>
  c.words.some((w) => FIRST_PERSON.has(w) || w === 'my' || w === 'our' || w === 'me');

/**
 * Clause `k` is part of an aside set off by a dash after a clause about someone else (see readLexicon): the
 * clause before the dash names someone else as its subject, and the items after it up to clause `k` are none led
 * by 'and' or 'but', none the writer's.
 */
function asideOf(
  clauses: readonly Clause[],
  k: number,
  sentenceWords: string[],
  writerIsPatient: boolean,
  def: ConceptDef,
  patient: string | undefined,
  writtenFor: string | undefined,
): boolean {
  if (writersClause(clauses[k] as Clause)) return false;
  for (let o = k - 1; o >= 0; o--) {
    const c = clauses[o] as Clause;
    if (c.label && !c.colon) {
      if (!namesSomeoneAsSubject(c.words) || callsForHelp(c.words)) return false;
      for (let j = o + 1; j <= k; j++) {
        const first = clauses[j]?.words[0];
        if (first === 'and' || first === 'but') return false;
      }
      return aboutSomeoneElseOf(c.words, sentenceWords, c.start, writerIsPatient, def, patient, writtenFor);
    }
    if (writersClause(c)) return false;
  }
  return false;
}

/**
 * The answer a form's field or a question is given: its words up to the first full stop, without the closing
 * punctuation. (The reader can keep 'No.' as one token, as in 'No. 5': the answer ends at the first full stop.)
 */
function answerOf(words: readonly string[]): string {
  const end = words.findIndex((w) => w.endsWith('.'));
  return (end >= 0 ? words.slice(0, end + 1) : words).join(' ').replace(/[\s.!]+$/, '');
}

function readLexicon<Id extends string>(
  reading: Reading,
  lexicon: Lexicon<Id>,
  rules: ReadingRules,
  /** When given, every counted mention is added to it, with where it is. */
  mentions?: Mention<Id>[],
): LexiconReading<Id> {
  const { sentences, writerIsPatient } = reading;
  const patient = rules.subjectPatient ? reading.subjectPatient : reading.patient;
  const present = new Set<Id>();
  const denied = new Set<Id>();
  const setAside = new Set<Id>();
  const hidden = new Set<Id>();
  // the causes the sentence before named (ConceptDef.explainedBy), for a sentence that says its sign is 'still' there
  let causesBefore: Set<Id> | undefined;
  // (each sentence's matches, read once: a sentence that opens on 'Turns out …' explains the one before it)
  const hitsOf = sentences.map((s) => hitsIn(lexicon, s.tokens));
  for (let sentenceIndex = 0; sentenceIndex < sentences.length; sentenceIndex++) {
    const sentence = sentences[sentenceIndex] as Sentence;
    const { tokens, clauseOf, clauses } = sentence;
    // (what follows weighs the sentence's hits: a sentence without any is passed over first)
    const hits = hitsOf[sentenceIndex] as Hit<Id>[];
    const carried = causesBefore;
    causesBefore = undefined;
    if (hits.length === 0) continue;
    const {
      deniedBefore,
      sentenceWords,
      nextSentence,
      datedByNext,
      datedFrom,
      correction,
      endedByNext,
      generalQuestion,
      resolvedAt,
      escalates,
      pastSentence,
      overSince,
    } = contextOf(sentences, sentenceIndex);
    const answeredNo = (clauseIndex: number) => {
      // 'Thoughts of self-harm: no': a form's field answered no
      if (clauses[clauseIndex]?.colon) {
        const after = clauses[clauseIndex + 1]?.words ?? [];
        // ('Thoughts of harming yourself: Not at all.': a questionnaire's answer of none)
        return FORM_NO.has(after[0]?.replace(/[.!]+$/, '') ?? '') || NO_ANSWER.has(answerOf(after));
      }
      if (!clauses[clauseIndex]?.asks) return false;
      const next = clauses[clauseIndex + 1]?.words ?? nextSentence;
      const said = answerOf(next);
      // 'None at all.', 'No, never.': a no with only emphasis after it
      const [first = '', ...rest] = said.split(' ');
      return (
        NO_ANSWER.has(said) ||
        (FORM_NO.has(first) && rest.length > 0 && rest.every((w) => NO_EMPHASIS.has(w))) ||
        wishfulNo(next)
      );
    };
    // ('The nurse asked whether I had thoughts of suicide. Yes.') an exception for being asked about a sign does not
    // hold once the next sentence answers the question yes (round 94)
    const exceptions = hits.filter(
      (h) =>
        h.term.except &&
        !(sentence.answeredYes && sentenceWords.slice(h.start, h.end).some((w) => ASKED.has(w))),
    );
    // a cause named in the same sentence explains the sign (ConceptDef.explainedBy).
    // (a set only for a sentence that names a cause: most name none)
    let explained = causesIn(hits, sentence);
    causesBefore = explained;
    // (a numb arm on waking, then 'it turned out I slept on it') a next sentence that opens on what it turned out
    // to be names the cause of this one's signs
    const next = sentences[sentenceIndex + 1];
    const nextCauses = next && explainedByNext(sentence, hits, next, hitsOf[sentenceIndex + 1] ?? []);
    if (nextCauses) explained = new Set([...(explained ?? []), ...nextCauses]);
    // (a dental injection, then a mouth 'still' numb in the next sentence) a sign told as still there after the
    // sentence before named its cause is that cause's
    // ('Strained my chest muscle doing dips. Now it is tender …') and so is one that opens on what
    // followed from it ('now', 'since then')
    if (
      carried &&
      (tokens.some((t) => t.word === 'still') || FOLLOWED_ON.test(sentenceWords.slice(0, 3).join(' ')))
    )
      explained = new Set([...(explained ?? []), ...carried]);
    // Negation words that are part of a matched sign ('can not pee') negate nothing else.
    const cuesOfSigns = new Set<number>();
    if (rules.signCuesNegateNothing)
      for (const h of hits)
        if (
          !h.term.except &&
          !h.term.topic &&
          !h.term.explains &&
          // a sign hidden by an exception holds no cue: its negation still denies what follows
          !(exceptions.length > 0 && exceptions.some((e) => e.term.concept === h.term.concept && hides(e, h)))
        )
          for (const at of h.used) if (NEGATION_CUES.has(sentenceWords[at] ?? '')) cuesOfSigns.add(at);
    // a resolution followed by a turn ('but', 'now', 'since'): what
    // follows a resolution and a turn ('but', 'now', 'since', 'until') is current again.
    const turnedAfterResolution = (at: number) =>
      resolvedAt >= 0 && resolvedAt < at && someBetween(sentenceWords, resolvedAt, at, (w) => TURNS.has(w));
    // (two or more of the sign's words in a later clause the writer leads: not a trailing 'and')
    const writerLeadsLater = (from: number, used: readonly number[]) => {
      const to = clauseOf[used[used.length - 1] ?? -1] ?? from;
      if (to <= from || used.filter((at) => clauseOf[at] === to).length < 2) return false;
      const later = clauses[to]?.words ?? [];
      return later[later.findIndex((w) => !OPENERS.has(w))] === 'i';
    };
    for (const hit of hits) {
      if (hit.term.except || hit.term.explains) continue;
      const id = hit.term.concept;
      if (explained?.has(id)) {
        setAside.add(id);
        continue;
      }
      if (exceptions.length > 0 && exceptions.some((e) => e.term.concept === id && hides(e, hit))) {
        hidden.add(id);
        continue;
      }
      const def: ConceptDef = lexicon.defs[id];
      const clauseIndex = clauseOf[hit.start] ?? 0;
      const clause = clauses[clauseIndex];
      if (!clause) continue;
      const offset = clause.start;
      const words = clause.words;
      const startInClause = hit.start - offset;
      // 'my mum, who has cancer': a relative clause is about the person the clause before named.
      // ('my uncle, 80, has had …': an age between commas is no clause of its own)
      const previous =
        justAnAge(clauses[clauseIndex - 1]) || justAnApposition(clauses[clauseIndex - 1])
          ? (clauses[clauseIndex - 2] ?? clauses[clauseIndex - 1])
          : clauses[clauseIndex - 1];
      const named = previous?.words[previous.words.length - 1];
      const subjectWords =
        named && (words[0] === 'who' || words[0] === 'whose') ? ['my', named, ...words] : words;
      // a clause that
      // opens on its verb shares the subject of the clause before.
      // (the tagger can read a past tense as a noun: 'slurred his words')
      // ('sometimes thinks …': adverbs before the verb are passed over)
      let at = offset;
      while (tokens[at]?.pos === 'ADV' && at < offset + words.length - 1) at++;
      const first = tokens[at]?.word ?? '';
      // ('my aunt was admitted, with a weak arm': a clause led by 'with' has no subject of its own)
      const lead =
        ((tokens[at]?.pos === 'VERB' || (/ed$/.test(first) && tokens[at]?.pos !== 'ADJ')) &&
          !FIRST_PERSON.has(first)) ||
        (first === 'with' && !words.some((w) => FIRST_PERSON.has(w) || w === 'my'));
      // 'he' or 'she' just before the sign is its subject
      // (looking back past adverbs, stopping at the writer), in a sentence where the writer does not
      // speak of themself ('they' is as often the hands or knees).
      const pronounBefore =
        writerIsPatient &&
        // ("I told them all they'd cope without me": a sign that names the writer is the writer's)
        !someBetween(sentenceWords, hit.start, hit.end, (w) => w === 'me' || w === 'myself') &&
        (() => {
          for (let k = startInClause - 1; k >= Math.max(0, startInClause - 5); k--) {
            const w = words[k] ?? '';
            if (w === 'my' || w === 'you' || FIRST_PERSON.has(w)) return false;
            if (w === 'he' || w === 'she')
              // … or what someone reports of themself (after a verb of saying), or has ('she has
              // foot drop', 'he had a stroke')
              return (
                !sentenceWords.some((x) => FIRST_PERSON.has(x)) ||
                SAYING.has(words[k - 1] ?? '') ||
                (words[k - 1] === 'that' && SAYING.has(words[k - 2] ?? '')) ||
                // 'a pupil told me she had been cutting herself', 'she told me at break she …'
                someBetween(
                  words,
                  Math.max(0, k - 5),
                  k,
                  (x, j) => SAYING.has(x) && TOLD_WHOM.has(words[Math.max(0, k - 5) + j + 1] ?? ''),
                ) ||
                (k === startInClause - 2 && HAS_OR_IS.has(words[k + 1] ?? ''))
              );
          }
          return false;
        })();
      // when the writer
      // sets their own body against someone else's, a clause led by 'his' or 'her' is the other person's.
      const leadWord = words.find((w) => !OPENERS.has(w));
      const possessiveLead =
        writerIsPatient &&
        ((reading.ownContrast &&
          (leadWord === 'his' ||
            leadWord === 'her' ||
            // (also a 'his' or 'her' body part inside the matched sign)
            someBetween(sentenceWords, hit.start, hit.end, (w) => w === 'his' || w === 'her'))) ||
          // a writer telling of their own pain: 'her own life', 'their lives' inside the sign are another's
          // (a neighbour found, callers on a helpline), whoever else the message names
          someBetween(
            sentenceWords,
            hit.start,
            hit.end,
            (w, i) =>
              (THIRD_PERSON_POSSESSIVE.has(w) &&
                (sentenceWords[hit.start + i + 1] === 'lives' ||
                  sentenceWords[hit.start + i + 1] === 'life')) ||
              ((w === 'his' || w === 'her') && sentenceWords[hit.start + i + 1] === 'own'),
          ));
      const someoneElse =
        !(def.othersAround === true && writerIsPatient) &&
        (pronounBefore ||
          (writerIsPatient && aPatientsSign(sentenceWords, hit.start)) ||
          (writerIsPatient && aGroupsSign(sentenceWords, hit.start)) ||
          (writerIsPatient && reportedOfAnother(sentenceWords, hit.start, hit.end)) ||
          (reading.writerAbsent[sentenceIndex] === true &&
            anotherPersonBefore(sentenceWords, hit.start, reading.ownMarked)) ||
          reading.anothersSentence[sentenceIndex] === true ||
          possessiveLead ||
          (writerIsPatient && clauseIndex < mineAfterAnothers(sentence)) ||
          (writerIsPatient && anothersBodyBefore(words, startInClause)) ||
          hit.end <= (reading.storyEnds[sentenceIndex] ?? -1) ||
          // ('sausage dogs with slipped discs who can not wee': a sign told in a 'who' clause after someone else)
          (writerIsPatient &&
            !WRITERS_THOUGHTS.has(id) &&
            relativeOfAnother(sentenceWords, hit.start, offset + words.length)) ||
          // ('a man on the ward tried to harm himself': what someone does to their own self is theirs)
          (writerIsPatient &&
            someBetween(sentenceWords, hit.start, hit.end + 1, (w) => OTHERS_SELVES.has(w))) ||
          // ('Dad's birthday is in May and by then I will be with him': a sign that runs on into
          // a clause the writer leads is the writer's)
          (!(writerIsPatient && writerLeadsLater(clauseIndex, hit.used)) &&
            aboutSomeoneElseOf(
              subjectWords,
              sentenceWords,
              offset,
              writerIsPatient,
              def,
              patient,
              reading.writtenFor,
            )) ||
          // ('my sister had a brain haemorrhage in 2019 - a crooked smile, a dead hand, muddled words - and her care …':
          // the signs set off by a dash after a clause about someone else are that person's, up to the writer)
          (writerIsPatient &&
            asideOf(
              clauses,
              clauseIndex,
              sentenceWords,
              writerIsPatient,
              def,
              patient,
              reading.writtenFor,
            )) ||
          // ('nan had a stroke, face drooped': a clause of a few words with no one of its own goes on with the
          // person the clause before was about)
          // ('grandad had a stroke at 70, the drooping face and slurred speech business': a phrase in apposition, of the same person)
          ((lead ||
            (writerIsPatient &&
              ((words.length <= 4 && clause.tokens.some(isVerb)) ||
                (words[0] === 'the' && !clause.tokens.some(isVerb)) ||
                // ('Mum's lung clot came after the op, breathless, stabbing with each breath': a list of
                // signs with no verb of its own but a participle)
                (!clause.tokens.some((t) => isVerb(t) && !t.word.endsWith('ing')) &&
                  previous !== undefined &&
                  previous.tokens.some(isVerb) &&
                  !previous.words.some((w) => WITNESSING.has(w) || TELLING.has(w) || REPORTING.has(w)))) &&
              !words.some((w) => FIRST_PERSON.has(w) || w === 'my' || w === 'our'))) &&
            previous !== undefined &&
            // ('my husband called 999, crushing chest pain …': the one who called for help is no one with the signs)
            !callsForHelp(previous.words) &&
            words[0] !== 'and' &&
            namesSomeoneAsSubject(previous.words) &&
            aboutSomeoneElseOf(
              previous.words,
              sentenceWords,
              offset,
              writerIsPatient,
              def,
              patient,
              reading.writtenFor,
            )));
      const hypothetical =
        !hit.term.asked &&
        (generalQuestion || (clause.hypotheticalEnd >= 0 && clause.hypotheticalEnd <= startInClause));
      // A passing episode of a stroke's or an artery's sign still counts (def.transient).
      // (also when the resolution falls inside the words a match spans: 'numb for an hour, but the next day the
      // saddle area was fine' joins the numbness to the place only across the recovery)
      // (or in the same clause after 'then', its subject left out: 'knees swelled for weeks then went away')
      const resolvedLater =
        def.transient !== true &&
        ((clauseOf[resolvedAt] ?? 0) > clauseIndex ||
          (resolvedAt > hit.end && sentenceWords[resolvedAt - 1] === 'then')) &&
        (resolvedAt > hit.end ||
          (resolvedAt > hit.start &&
            !hit.used.includes(resolvedAt) &&
            (clauseOf[hit.used[hit.used.length - 1] ?? hit.start] ?? 0) > clauseIndex &&
            someBetween(sentenceWords, hit.start, resolvedAt, (w) => RECOVERY_TURNS.has(w))));
      if (
        someoneElse ||
        hypothetical ||
        (def.forAnother === true && writerIsPatient) ||
        (((pastSentence && !turnedAfterResolution(hit.start)) ||
          // ('today the fever is gone', 'the rash has cleared now': the sign itself said to be over)
          (def.transient !== true && overRightAfter(sentenceWords, hit.end)) ||
          ((rules.strictPast ? clause.longAgoStrictly : clause.longAgo) &&
            !escalates &&
            // (the writer's own thoughts of harm are never dated by a story told before them)
            !(clause.carried === true && WRITERS_THOUGHTS.has(id))) ||
          datedByNext ||
          (datedFrom >= 0 && hit.end <= datedFrom) ||
          (endedByNext && def.transient !== true) ||
          (overSince >= 0 && hit.end <= overSince && !turnedAfterResolution(hit.start)) ||
          (correction !== null && hit.start > correction.belief && hit.end <= correction.but) ||
          resolvedLater) &&
          !def.history)
      ) {
        setAside.add(id);
        continue;
      }
      // A cue negates what follows it within the clause, up to NEGATION_WINDOW words, unless the cue
      // belongs to another sign ('can not catch my breath and a stab in my chest').
      // 'does not ease with movement': the relief that fails is the sign itself, right after the 'not'
      // (even when that 'not' also belongs to another sign, 'constant, does not ease')
      const cueBefore =
        (clause.inheritsNegation && !(def.timedStandsAlone === true && tellsAnAmountOfTime(words))) ||
        someBetween(
          words,
          0,
          startInClause,
          (w, i) =>
            NEGATION_CUES.has(w) &&
            (!NOT_NEGATING_NEXT.has(words[i + 1] ?? '') ||
              // ('no changes with my bladder': after 'no' the word is a noun, and it is denied)
              (w === 'no' && words[i + 1] === 'changes') ||
              (RELIEF_FAILS.has(words[i + 1] ?? '') &&
                (rules.failedReliefDenies === true || reliefFailsAt(words, i, startInClause)))) &&
            !(w === 'without' && inabilityBefore(words, i)) &&
            !(w === 'without' && UNBIDDEN_AFTER_WITHOUT.has(words[i + 1] ?? '')) &&
            !everyTime(words, i) &&
            // 'if no one helps I will …': a negation right after 'if' belongs to the condition, as does one
            // a few words into it ('if the pain is not better by spring he will …') when the sign comes later
            !(
              someBetween(words, Math.max(0, i - 4), i, (w) => w === 'if' || w === 'unless') &&
              Math.min(startInClause, words.length) - (i + 1) > 2
            ) &&
            !(
              rules.inabilityAffirms &&
              w === 'not' &&
              (words[i - 1] === 'can' || words[i - 1] === 'could') &&
              !NOT_INABILITY.has(words[i + 1] ?? '')
            ) &&
            // 'paracetamol does nothing': an object, it negates nothing after it
            !(w === 'nothing' && OBJECT_OF.has(words[i - 1] ?? '')) &&
            // 'an ache that will not go, four days after a long drive': it persists, nothing is denied
            !(w === 'not' && words[i + 1] === 'go' && persists(words[i + 2])) &&
            !strangeness(words, i) &&
            !novelty(words, i) &&
            // (a denial ends at a new clause, or where the writer takes over from someone else)
            !newClauseBetween(words, i, startInClause) &&
            !writerTakesOver(words, i, startInClause) &&
            // 'never had thoughts of hurting myself or of not wanting to be alive': a denial reaches
            // along a list joined by 'or'.
            (startInClause - i <= NEGATION_WINDOW ||
              (startInClause - i <= 2 * NEGATION_WINDOW &&
                words.some(
                  (x, k) => k > i && k < startInClause && x === 'or' && LIST_OF.has(words[k + 1] ?? ''),
                ))) &&
            (!cuesOfSigns.has(offset + i) || reliefFailsAt(words, i, startInClause)),
        );
      // 'the ankle bones are not tender': a cue inside the match denies it, unless the term holds it.
      const cueInside = someBetween(
        sentenceWords,
        hit.start,
        hit.end,
        (w, i) =>
          NEGATION_CUES.has(w) &&
          !hit.used.includes(hit.start + i) &&
          !strangeness(sentenceWords, hit.start + i) &&
          !(w === 'without' && UNBIDDEN_AFTER_WITHOUT.has(sentenceWords[hit.start + i + 1] ?? '')) &&
          (!NOT_NEGATING_NEXT.has(sentenceWords[hit.start + i + 1] ?? '') ||
            (rules.failedReliefDenies === true && RELIEF_FAILS.has(sentenceWords[hit.start + i + 1] ?? ''))),
      );
      const next = sentenceWords[hit.end] ?? '';
      // 'can not breathe good': after a sign that holds its own negation, 'good' is how, not a denial.
      const ownNegation = hit.used.some((at) => NEGATION_CUES.has(sentenceWords[at] ?? ''));
      const deniedAfter = rules.bodyParts
        ? painDeniedAfter(sentenceWords, hit, offset + words.length, next)
        : (LINKING.has(next) &&
            sentenceWords[hit.end + 1] === 'not' &&
            DENIED_STATE.has(sentenceWords[hit.end + 2] ?? '')) ||
          (rules.activityDeniedAfter === true && activityDeniedAfter(sentenceWords, hit.end)) ||
          // 'heat does not help': a relief named, then said to fail
          (rules.failedReliefDenies === true &&
            ['does', 'did', 'do', 'has', 'have', 'is'].includes(next) &&
            sentenceWords[hit.end + 1] === 'not' &&
            RELIEF_FAILS.has(sentenceWords[hit.end + 2] ?? '')) ||
          // 'see double no', 'think hurt self, no': a sign answered with a closing 'no' (a list ticked
          // through, or English shaped by sign language), unless the sign holds its own negation
          (next === 'no' &&
            (hit.end + 1 === sentenceWords.length || hit.end + 1 === offset + words.length) &&
            !ownNegation);
      const normalAfter =
        deniedAfter ||
        (NORMAL_AFTER.has(next) && !ownNegation) ||
        (LINKING.has(next) &&
          someBetween(sentenceWords, hit.end + 1, hit.end + 4, (w) => NORMAL_AFTER.has(w)));
      // 'the shivers have gone': the sign named and resolved in one breath (not 'gone down my leg')
      const goneAfter =
        def.transient !== true &&
        !rules.bodyParts &&
        (next === 'has' || next === 'have' || next === 'had') &&
        GONE.has(sentenceWords[hit.end + 1] ?? '') &&
        !SPREAD_AFTER_GONE.has(sentenceWords[hit.end + 2] ?? '');
      if (goneAfter) {
        setAside.add(id);
        continue;
      }
      const deniedLater = deniedBefore > clauseIndex;
      if (cueBefore || cueInside || normalAfter || deniedLater || answeredNo(clauseIndex)) denied.add(id);
      else if (!hit.term.topic) {
        present.add(id);
        mentions?.push({
          id,
          sentence: sentenceIndex,
          start: hit.start,
          end: hit.end,
          words: sentenceWords,
          clauseStart: offset,
          clauseEnd: offset + words.length,
          idioms: exceptions.map((e) => [e.start, e.end] as const),
        });
      }
    }
  }
  for (const id of present) denied.delete(id);
  return { present, denied, setAside, hidden };
}

export { compileLexicon, type Lexicon, wordId } from './matcher.ts';
export type { ConceptId };
