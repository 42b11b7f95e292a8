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

/** The text's sentences as the model reads them: lowercased, contractions spelled out. */
function sentencesOfText(text: string): string[] {
  const t = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/can't|cannot/g, 'can not')
    .replace(/won't/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/'(s|m|re|ve|ll|d)\b/g, ' $1');
  return t.split(/[.!?;:\n()"]+/);
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

function wordCount(text: string): number {
  return text.match(/[a-z]+/gi)?.length ?? 0;
}

export type ModelFlag = keyof typeof SCREEN_MODEL.flags;
const FLAGS = Object.keys(SCREEN_MODEL.flags) as ModelFlag[];
const FLAG_COUNT = FLAGS.length;
/**
 * Every feature any flag weighs, by its row: the flags' weights of row r are WEIGHTS[r * FLAG_COUNT + k]
 * (FLAGS order, 0 where the flag does not weigh it). One look-up of a feature for all the flags, rather
 * than one per flag.
 */
const ROW_OF = new Map<string, number>();
for (const flag of FLAGS)
  for (const feature of Object.keys(SCREEN_MODEL.flags[flag].weights))
    if (!ROW_OF.has(feature)) ROW_OF.set(feature, ROW_OF.size);
const WEIGHTS = new Float64Array(ROW_OF.size * FLAG_COUNT);
FLAGS.forEach((flag, k) => {
  for (const [feature, weight] of Object.entries(SCREEN_MODEL.flags[flag].weights))
    WEIGHTS[(ROW_OF.get(feature) as number) * FLAG_COUNT + k] = weight;
});

/**
 * The rows by the parts of their features, so that a text is scored without writing its features out
 * ('!numb', 'feel_!numb'): a word's stem, and whether it is negated, find its own row and the row of
 * the pair it closes. `SINGLE[negated]` by stem; `PAIR[2 * previousNegated + negated]` by the previous
 * stem, then the stem. (A weight of a feature modelFeatures can never give is left out: it never counted.)
 */
const STEM_PART = /^[a-z]+$/;
const SINGLE: [Map<string, number>, Map<string, number>] = [new Map(), new Map()];
const PAIR: Map<string, Map<string, number>>[] = [new Map(), new Map(), new Map(), new Map()];
const partOf = (part: string): [stem: string, negated: 0 | 1] | undefined => {
  const negated = part.startsWith('!') ? 1 : 0;
  const stem = negated ? part.slice(1) : part;
  return STEM_PART.test(stem) ? [stem, negated] : undefined;
};
for (const [feature, row] of ROW_OF) {
  const parts = feature.split('_');
  if (parts.length === 1) {
    const one = partOf(feature);
    if (one) SINGLE[one[1]].set(one[0], row);
  } else if (parts.length === 2) {
    const first = partOf(parts[0] as string);
    const second = partOf(parts[1] as string);
    if (!first || !second) continue;
    const byFirst = PAIR[2 * first[1] + second[1]] as Map<string, Map<string, number>>;
    let rows = byFirst.get(first[0]);
    if (rows === undefined) {
      rows = new Map();
      byFirst.set(first[0], rows);
    }
    rows.set(second[0], row);
  }
}
ROW_OF.clear();

/** The row of a feature as modelFeatures writes it, or undefined when no flag weighs it. */
function rowOf(feature: string): number | undefined {
  const at = feature.indexOf('_');
  if (at < 0) {
    const one = partOf(feature);
    return one && SINGLE[one[1]].get(one[0]);
  }
  const first = partOf(feature.slice(0, at));
  const second = partOf(feature.slice(at + 1));
  if (!first || !second) return undefined;
  return PAIR[2 * first[1] + second[1]]?.get(first[0])?.get(second[0]);
}

/** The running scores of modelScores, one buffer (each call starts it again from the biases). */
const sums = new Float64Array(FLAG_COUNT);
/** Which rows the text being scored has counted already (a feature counts once): `seenIn[row] === stamp`. */
const seenIn = new Int32Array(WEIGHTS.length / FLAG_COUNT);
let stamp = 0;

/** Adds a row's weights to the sums, once per text (as modelFeatures lists each feature once). */
function count(row: number | undefined): void {
  if (row === undefined || seenIn[row] === stamp) return;
  seenIn[row] = stamp;
  add(row);
}
function add(row: number): void {
  for (let k = 0, at = row * FLAG_COUNT; k < FLAG_COUNT; k++, at++)
    sums[k] = (sums[k] as number) + (WEIGHTS[at] as number);
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

/** modelFeatures' reading of the text, each feature counted (see `count`) where it would be listed. */
function countFeatures(text: string): void {
  for (const sentence of sentencesOfText(text)) {
    const words = sentence.match(/[a-z]+/g);
    if (!words) continue;
    let negated = 0;
    let previous = '';
    let previousNegated: 0 | 1 = 0;
    for (const word of words) {
      if (SCOPE_BREAKS.has(word)) negated = 0;
      const stem = modelStem(word);
      let isNegated: 0 | 1 = 0;
      if (negated > 0) {
        isNegated = 1;
        negated--;
      }
      if (NEGATORS.has(word)) negated = NEGATION_REACH;
      count(SINGLE[isNegated].get(stem));
      if (previous) count(PAIR[2 * previousNegated + isNegated]?.get(previous)?.get(stem));
      previous = stem;
      previousNegated = isNegated;
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
