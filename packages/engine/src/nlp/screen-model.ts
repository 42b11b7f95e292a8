/**
 * The second reader of the red-flag screen: a linear model over the words of the whole text, for the flags
 * people most often tell without naming them (thoughts of suicide, cauda equina, stroke; since round 61 also
 * infection, malignancy, fracture, pulmonary embolism, a progressive deficit and the heart; since round 62 every
 * flag). The concept screen (screen.ts) reads signs one by one; this reads how a whole message sounds, which is where
 * the concept screen stopped carrying over to new writers (docs/decisions/screen-model.md). It only ever adds a flag
 * (an OR with the concept screen, never a veto), and it is as deterministic as every other part of the engine:
 * fixed weights (knowledge/screen-model.ts, written by scripts/train-screen-model.ts from the development
 * sets only), no randomness and no I/O at run time.
 */
import { SCREEN_MODEL } from '../knowledge/screen-model.ts';
import type { ModelConcept } from '../knowledge/screen-model-shape.ts';
import type { ConceptId } from './concepts.ts';
import type { LexiconReading } from './screen.ts';

/** Words that negate the next few words of their clause ('no thoughts of …', 'not numb'). */
const NEGATORS = new Set(['not', 'no', 'never', 'nothing', 'without', 'nor', 'none', 'nobody']);
/** Words that end a negation's reach ('no pain but numb down there'). */
const SCOPE_BREAKS = new Set(['but', 'though', 'although', 'however', 'because', 'and']);
/** How many words a negator reaches. */
const NEGATION_REACH = 3;
/**
 * The fewest words the model reads. A short message is read in full by the concept screen, and a bag of
 * words weighs a handful of words too heavily ('wait for the swelling to die down'); the messages that
 * tell a flag without its words are longer (on the development sets written after round 32, every such
 * message the concept screen missed but one had more than 30 words).
 */
export const MODEL_MIN_WORDS = 25;

/** A light suffix stripper: enough to fold 'thinking'/'thinks'/'thought about' families for the weights. */
export function modelStem(word: string): string {
  const n = word.length;
  if (n > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (n > 4 && (word.endsWith('ied') || word.endsWith('ies'))) return `${word.slice(0, -3)}y`;
  if (n > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (n > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The text as the model reads it: lowercased, contractions spelled out. */
function spelledOut(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/can't|cannot/g, 'can not')
    .replace(/won't/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/'(s|m|re|ve|ll|d)\b/g, ' $1');
}

/** The text's sentences as the model reads them. */
function sentencesOfText(text: string): string[] {
  return spelledOut(text).split(/[.!?;:\n()"]+/);
}

/**
 * The model's features of a text: every word's stem and every pair of neighbouring stems within a
 * sentence, a negated word marked with '!' (so 'not numb' and 'numb' weigh differently).
 */
export function modelFeatures(text: string): string[] {
  const out = new Set<string>();
  for (const sentence of sentencesOfText(text)) {
    const words = sentence.match(/[a-z]+/g);
    if (!words) continue;
    let negated = 0;
    let previous = '';
    for (const word of words) {
      if (SCOPE_BREAKS.has(word)) negated = 0;
      let feature = modelStem(word);
      if (negated > 0) {
        feature = `!${feature}`;
        negated--;
      }
      if (NEGATORS.has(word)) negated = NEGATION_REACH;
      out.add(feature);
      if (previous) out.add(`${previous}_${feature}`);
      previous = feature;
    }
  }
  return [...out];
}

/** How many words the text has: runs of the letters a-z in either case (as `/[a-z]+/gi` counts, without the list). */
function wordCount(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) | 0x20;
    const letter = c >= 97 && c <= 122;
    if (letter && !inWord) words++;
    inWord = letter;
  }
  return words;
}

export type ModelFlag = keyof typeof SCREEN_MODEL.flags;
const FLAGS = Object.keys(SCREEN_MODEL.flags) as ModelFlag[];
const FLAG_COUNT = FLAGS.length;
/** A flag's weights as [feature, weight] pairs, from the generated file's one line per feature. */
export function weightsOf(flag: ModelFlag): [string, number][] {
  return SCREEN_MODEL.flags[flag].weights
    .trim()
    .split('\n')
    .map((line) => {
      const space = line.lastIndexOf(' ');
      return [line.slice(0, space), Number(line.slice(space + 1))];
    });
}
/** Read once at start-up into the typed arrays below, then dropped. */
const WEIGHTS = FLAGS.map(weightsOf);
/**
 * Every feature any flag weighs, by its row: the flags' weights of row r, sparse (most features are
 * weighed by two or three of the flags), are ROW_WEIGHT[ROW_AT[r]..ROW_AT[r + 1]) for the flags
 * ROW_FLAG[...] (their positions in FLAGS, ascending). One look-up of a feature for all the flags,
 * rather than one per flag; and a flag that does not weigh a feature adds nothing to its sum, as
 * adding its 0 did. (Dense, the rows were 14 numbers each, 2.7 MB read at random: a cache miss a feature.)
 */
const ROW_OF = new Map<string, number>();
for (const weights of WEIGHTS)
  for (const [feature] of weights) if (!ROW_OF.has(feature)) ROW_OF.set(feature, ROW_OF.size);
const ROWS = ROW_OF.size;
const ROW_AT = new Int32Array(ROWS + 1);
for (const weights of WEIGHTS)
  for (const [feature] of weights) {
    const row = ROW_OF.get(feature) as number;
    ROW_AT[row + 1] = (ROW_AT[row + 1] as number) + 1;
  }
for (let r = 0; r < ROWS; r++) ROW_AT[r + 1] = (ROW_AT[r + 1] as number) + (ROW_AT[r] as number);
const ROW_FLAG = new Uint8Array(ROW_AT[ROWS] as number);
const ROW_WEIGHT = new Float64Array(ROW_AT[ROWS] as number);
{
  const filled = ROW_AT.slice(0, ROWS);
  WEIGHTS.forEach((weights, k) => {
    for (const [feature, weight] of weights) {
      const row = ROW_OF.get(feature) as number;
      const at = filled[row] as number;
      filled[row] = at + 1;
      ROW_FLAG[at] = k;
      ROW_WEIGHT[at] = weight;
    }
  });
}
WEIGHTS.length = 0;

/**
 * The rows by the parts of their features, so that a text is scored without writing its features out
 * ('!numb', 'feel_!numb'): a word's stem, and whether it is negated, find its own row and the row of
 * the pair it closes. The stems the features are made of are numbered (STEM_NO); a stem's rows are
 * SINGLE_ROW[2 * its number + negated], and a pair's row is found in PAIR_TABLE by the first stem's
 * number, how the two are negated, and the second stem's number (typed arrays, read at every word of
 * every long message: a map of maps was three or four reads from all over the heap for each word).
 * (A weight of a feature modelFeatures can never give is left out: it never counted.)
 */
const STEM_PART = /^[a-z]+$/;
const STEM_NO = new Map<string, number>();
const stemNo = (stem: string): number => {
  let no = STEM_NO.get(stem);
  if (no === undefined) {
    no = STEM_NO.size;
    STEM_NO.set(stem, no);
  }
  return no;
};
const partOf = (part: string): [stem: string, negated: 0 | 1] | undefined => {
  const negated = part.startsWith('!') ? 1 : 0;
  const stem = negated ? part.slice(1) : part;
  return STEM_PART.test(stem) ? [stem, negated] : undefined;
};
/** A pair's first key: the first stem's number and how the two are negated (2 * first + second). */
const pairKey = (first: number, negated: number): number => 4 * first + negated;
const singleRows: [no: number, negated: 0 | 1, row: number][] = [];
const pairRows: [key: number, second: number, row: number][] = [];
for (const [feature, row] of ROW_OF) {
  const parts = feature.split('_');
  if (parts.length === 1) {
    const one = partOf(feature);
    if (one) singleRows.push([stemNo(one[0]), one[1], row]);
  } else if (parts.length === 2) {
    const first = partOf(parts[0] as string);
    const second = partOf(parts[1] as string);
    if (!first || !second) continue;
    pairRows.push([pairKey(stemNo(first[0]), 2 * first[1] + second[1]), stemNo(second[0]), row]);
  }
}
ROW_OF.clear();
const SINGLE_ROW = new Int32Array(2 * STEM_NO.size).fill(-1);
for (const [no, negated, row] of singleRows) SINGLE_ROW[2 * no + negated] = row;
/** Open addressing, four numbers a slot (first key, second stem, row, unused), -1 for an empty slot. */
const PAIR_SLOTS = 2 ** Math.ceil(Math.log2(2 * pairRows.length + 2));
const PAIR_TABLE = new Int32Array(4 * PAIR_SLOTS).fill(-1);
const pairSlot = (key: number, second: number): number =>
  ((Math.imul(key, 0x9e3779b1) + Math.imul(second, 0x85ebca77)) >>> 0) & (PAIR_SLOTS - 1);
for (const [key, second, row] of pairRows) {
  let at = pairSlot(key, second);
  while (PAIR_TABLE[4 * at] !== -1) at = (at + 1) & (PAIR_SLOTS - 1);
  PAIR_TABLE[4 * at] = key;
  PAIR_TABLE[4 * at + 1] = second;
  PAIR_TABLE[4 * at + 2] = row;
}
// (the lists were only for building the tables: not kept on the heap)
singleRows.length = 0;
pairRows.length = 0;
/** The row of the pair (first key, second stem's number), or -1. */
function pairRow(key: number, second: number): number {
  for (let at = pairSlot(key, second); ; at = (at + 1) & (PAIR_SLOTS - 1)) {
    const k = PAIR_TABLE[4 * at] as number;
    if (k === -1) return -1;
    if (k === key && PAIR_TABLE[4 * at + 1] === second) return PAIR_TABLE[4 * at + 2] as number;
  }
}

/** The row of a feature as modelFeatures writes it, or undefined when no flag weighs it. */
function rowOf(feature: string): number | undefined {
  const at = feature.indexOf('_');
  let row = -1;
  if (at < 0) {
    const one = partOf(feature);
    const no = one && STEM_NO.get(one[0]);
    if (one && no !== undefined) row = SINGLE_ROW[2 * no + one[1]] as number;
  } else {
    const first = partOf(feature.slice(0, at));
    const second = partOf(feature.slice(at + 1));
    const a = first && STEM_NO.get(first[0]);
    const b = second && STEM_NO.get(second[0]);
    if (first && second && a !== undefined && b !== undefined)
      row = pairRow(pairKey(a, 2 * first[1] + second[1]), b);
  }
  return row < 0 ? undefined : row;
}

/** The running scores of modelScores, one buffer (each call starts it again from the biases). */
const sums = new Float64Array(FLAG_COUNT);
/** Which rows the text being scored has counted already (a feature counts once): `seenIn[row] === stamp`. */
const seenIn = new Int32Array(ROWS);
let stamp = 0;

/** Adds a row's weights to the sums, once per text (as modelFeatures lists each feature once); -1 for no row. */
function count(row: number): void {
  if (row < 0 || seenIn[row] === stamp) return;
  seenIn[row] = stamp;
  add(row);
}
function add(row: number): void {
  for (let at = ROW_AT[row] as number, end = ROW_AT[row + 1] as number; at < end; at++) {
    const k = ROW_FLAG[at] as number;
    sums[k] = (sums[k] as number) + (ROW_WEIGHT[at] as number);
  }
}

/**
 * The model's score of a text for each flag (log-odds; above the flag's threshold it raises). Without
 * `features`, the text's features are read as modelFeatures reads them and counted in the same order
 * (the same sums), without writing them out.
 */
export function modelScores(text: string, features?: readonly string[]): Record<ModelFlag, number> {
  for (let k = 0; k < FLAG_COUNT; k++) sums[k] = SCREEN_MODEL.flags[FLAGS[k] as ModelFlag].bias;
  if (stamp === 0x7fffffff) {
    seenIn.fill(0);
    stamp = 0;
  }
  stamp++;
  if (features !== undefined)
    for (const f of features) {
      // (every feature as it is listed, as the sums always took them)
      const row = rowOf(f);
      if (row !== undefined) add(row);
    }
  else countFeatures(text);
  const scores = {} as Record<ModelFlag, number>;
  for (let k = 0; k < FLAG_COUNT; k++) scores[FLAGS[k] as ModelFlag] = sums[k] as number;
  return scores;
}

/**
 * What the model reads of one word, worked out once per word (countFeatures reads every word of every
 * long message): its stem, whether it ends or opens a negation, the rows of the stem plain and negated,
 * and the rows of the pairs it opens, by `2 * negated + nextNegated`, keyed by the next word's stem.
 */
interface ModelWord {
  /** Its stem's number (see STEM_NO), -1 for a stem no feature holds. */
  no: number;
  breaks: boolean;
  negates: boolean;
  /** The stem's row plain, then negated (-1 for none). */
  plain: number;
  negated: number;
}
const MODEL_WORDS = new Map<string, ModelWord>();
const MODEL_WORDS_MAX = 20_000;
function modelWordOf(word: string): ModelWord {
  let known = MODEL_WORDS.get(word);
  if (known === undefined) {
    const no = STEM_NO.get(modelStem(word)) ?? -1;
    known = {
      no,
      breaks: SCOPE_BREAKS.has(word),
      negates: NEGATORS.has(word),
      plain: no < 0 ? -1 : (SINGLE_ROW[2 * no] as number),
      negated: no < 0 ? -1 : (SINGLE_ROW[2 * no + 1] as number),
    };
    if (MODEL_WORDS.size >= MODEL_WORDS_MAX) MODEL_WORDS.clear();
    MODEL_WORDS.set(word, known);
  }
  return known;
}

/** Where sentencesOfText splits the text (its split's characters, by code). */
const SENTENCE_BREAK = new Uint8Array(128);
for (const ch of '.!?;:\n()"') SENTENCE_BREAK[ch.charCodeAt(0)] = 1;
const A = 97;
const Z = 122;

/**
 * modelFeatures' reading of the text, each feature counted (see `count`) where it would be listed: the
 * text as sentencesOfText writes it, walked once (a sentence break starts the reading of a sentence
 * again, and a word is a run of a-z) rather than split into sentences and word lists.
 */
function countFeatures(text: string): void {
  const t = spelledOut(text);
  let negated = 0;
  let previous: ModelWord | undefined;
  let previousNegated = 0;
  let start = -1;
  for (let i = 0; i <= t.length; i++) {
    const c = i < t.length ? t.charCodeAt(i) : 0;
    if (c >= A && c <= Z) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      const word = modelWordOf(t.slice(start, i));
      start = -1;
      if (word.breaks) negated = 0;
      let isNegated = 0;
      if (negated > 0) {
        isNegated = 1;
        negated--;
      }
      if (word.negates) negated = NEGATION_REACH;
      count(isNegated === 1 ? word.negated : word.plain);
      if (previous !== undefined && previous.no >= 0 && word.no >= 0)
        count(pairRow(pairKey(previous.no, 2 * previousNegated + isNegated), word.no));
      previous = word;
      previousNegated = isNegated;
    }
    if (c < 128 && SENTENCE_BREAK[c] === 1) {
      negated = 0;
      previous = undefined;
      previousNegated = 0;
    }
  }
}

/**
 * What the concept screen has already judged: when it read one of these signs and set it aside (someone
 * else's, long ago, hypothetical), denied it, or found it only inside an idiom or a joke, the model does not
 * overrule it (a bag of words cannot tell 'wait for the swelling to die down' from a wish to die). The model
 * is for the messages where the concept screen found nothing of the flag to judge.
 */
export const JUDGED_BY_SCREEN: Record<ModelConcept, readonly ConceptId[]> = {
  crisis_language: [
    'suicidal',
    'screened_yes',
    'final_arrangements',
    'no_future',
    'hopeless',
    'burden',
    'goodbye',
    'means_ready',
    'calm_resolve',
    'concealment',
    'veiled_intent',
    'lasting_end_wish',
    'drug_put_by',
    'tolerance_lost',
  ],
  cauda_language: [
    'saddle_numbness',
    'saddle_named',
    'saddle_numb_persisting',
    'bladder_bowel',
    'sexual_dysfunction',
  ],
  stroke_language: [
    'slurred_speech',
    'slurred_sober',
    'facial_droop',
    'arm_and_leg_weak',
    'one_sided_weakness',
    'visual_loss',
    'double_vision',
    'dysphagia',
    'drop_attack',
    'nystagmus',
  ],
  infection_language: ['fever', 'red_hot'],
  malignancy_language: ['cancer_history', 'weight_loss', 'night_sweats'],
  fracture_language: ['suspected_break', 'deformity', 'cannot_weight_bear', 'bony_tenderness', 'fall'],
  pe_language: ['breathless', 'pleuritic', 'haemoptysis'],
  deficit_language: [
    'progressive_weakness',
    'foot_drop',
    'spreading_numbness',
    'clumsy_hands',
    'unsteady_gait',
  ],
  cardiac_language: ['chest_pain', 'chest_pressure', 'radiation_arm_jaw', 'exertional_chest'],
  aortic_language: ['tearing', 'pulsating_mass', 'aorta_known', 'faint', 'shock_signs'],
  gca_language: [
    'scalp_tender',
    'jaw_claudication',
    'temple',
    'new_headache',
    'visual_loss',
    'visual_disturbance',
  ],
  dvt_language: ['calf_swelling', 'calf_warm_red'],
  rupture_language: ['pop_snap', 'tendon_gap', 'cannot_tiptoe', 'kicked_sensation'],
  inflammatory_language: [
    'morning_stiffness',
    'long_morning_stiffness',
    'early_waking',
    'eye_inflammation',
    'psoriasis',
    'multi_joint_swelling',
    'inflammatory_dx',
  ],
};
/**
 * What the screen read that explains the words away: moving away, well again, or the words said not to be
 * meant literally; a face called Bell's palsy.
 */
const EXPLAINED_BY: Record<ModelConcept, readonly ConceptId[]> = {
  crisis_language: ['moving_away', 'doing_well', 'not_literal'],
  cauda_language: [],
  stroke_language: ['bells_palsy'],
  infection_language: ['fever_over'],
  malignancy_language: ['cancer_excluded'],
  fracture_language: [],
  pe_language: [],
  deficit_language: [],
  cardiac_language: [],
  aortic_language: [],
  gca_language: [],
  dvt_language: [],
  // tiptoe on that leg alone still possible: a strained calf, not a torn Achilles
  rupture_language: ['tiptoe_intact'],
  // an inflammatory arthritis said to be settled or controlled
  inflammatory_language: ['condition_controlled'],
};

/**
 * The concepts the model adds to what the concept screen read: one per flag whose score passes its
 * threshold, unless the screen already judged that flag's signs in this text (JUDGED_BY_SCREEN).
 */
export function modelConcepts(text: string, screen: LexiconReading<ConceptId>): ModelConcept[] {
  const out: ModelConcept[] = [];
  if (wordCount(text) < MODEL_MIN_WORDS) return out;
  const scores = modelScores(text);
  for (const flag of FLAGS) {
    const { concept, threshold } = SCREEN_MODEL.flags[flag];
    if (scores[flag] <= threshold) continue;
    const judged = JUDGED_BY_SCREEN[concept].some(
      (id) => screen.denied.has(id) || screen.setAside.has(id) || screen.hidden.has(id),
    );
    if (judged || EXPLAINED_BY[concept].some((id) => screen.present.has(id))) continue;
    out.push(concept);
  }
  return out;
}
