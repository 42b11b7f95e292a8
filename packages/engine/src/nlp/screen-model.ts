/**
 * The second reader of the red-flag screen: a linear model over the words of the whole text, for the flags
 * people most often tell without naming them (thoughts of suicide, cauda equina, stroke). The concept screen
 * (screen.ts) reads signs one by one; this reads how a whole message sounds, which is where the concept
 * screen stopped carrying over to new writers (docs/decisions/screen-model.md). It only ever adds a flag
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

/**
 * Walks the model's features of a text in order: each word's stem (a negated word marked with '!', so
 * 'not numb' and 'numb' weigh differently), with the stem before it in the same sentence ('' for the first).
 */
function eachFeature(text: string, visit: (feature: string, previous: string) => void): void {
  const t = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/can't|cannot/g, 'can not')
    .replace(/won't/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/'(s|m|re|ve|ll|d)\b/g, ' $1');
  for (const sentence of t.split(/[.!?;:\n()"]+/)) {
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
      visit(feature, previous);
      previous = feature;
    }
  }
}

/**
 * The model's features of a text: every word's stem and every pair of neighbouring stems within a
 * sentence joined by '_', each once, in the order first read.
 */
export function modelFeatures(text: string): string[] {
  const out = new Set<string>();
  eachFeature(text, (feature, previous) => {
    out.add(feature);
    if (previous) out.add(`${previous}_${feature}`);
  });
  return [...out];
}

/** How many words (runs of letters) the text holds, counted without making them. */
function wordCount(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) | 32;
    const letter = c >= 97 && c <= 122;
    if (letter && !inWord) count++;
    inWord = letter;
  }
  return count;
}

export type ModelFlag = keyof typeof SCREEN_MODEL.flags;
const FLAGS = Object.keys(SCREEN_MODEL.flags) as ModelFlag[];

/**
 * The weights as the reader looks them up: each weighed feature numbered once, with its weight for every flag
 * side by side in WEIGHTS, and a pair found from its first stem then its second. A long message has a few
 * hundred features; one lookup each for all flags, and no '_'-joined string made for the many pairs the model
 * never weighs, was about half of the model's time.
 */
const SINGLE_IDS = new Map<string, number>();
const PAIR_IDS = new Map<string, Map<string, number>>();
const WEIGHTS = (() => {
  const ids = new Map<string, number>();
  for (const flag of FLAGS)
    for (const feature of Object.keys(SCREEN_MODEL.flags[flag].weights))
      if (!ids.has(feature)) ids.set(feature, ids.size);
  const weights = new Float64Array(ids.size * FLAGS.length);
  FLAGS.forEach((flag, f) => {
    for (const [feature, w] of Object.entries(SCREEN_MODEL.flags[flag].weights))
      weights[(ids.get(feature) ?? 0) * FLAGS.length + f] = w;
  });
  for (const [feature, id] of ids) {
    // (a stem holds letters and '!' only, so a pair's one '_' splits it)
    const cut = feature.indexOf('_');
    if (cut < 0) SINGLE_IDS.set(feature, id);
    else {
      const first = feature.slice(0, cut);
      const byFirst = PAIR_IDS.get(first) ?? new Map<string, number>();
      byFirst.set(feature.slice(cut + 1), id);
      PAIR_IDS.set(first, byFirst);
    }
  }
  return weights;
})();
/** Which features the current text has already counted (by id: the text's number in `reading`); reused. */
const countedIn = new Int32Array(WEIGHTS.length / FLAGS.length);
let reading = 0;

/** The model's score of a text for each flag (log-odds; above the flag's threshold it raises). */
export function modelScores(text: string): Record<ModelFlag, number> {
  // The weighed features in the order first read: a feature counts once, and the sums are made in the
  // same order as over modelFeatures' list (features without a weight add nothing).
  const weighed: number[] = [];
  reading = reading >= 0x3fffffff ? 1 : reading + 1;
  if (reading === 1) countedIn.fill(0);
  const count = (id: number | undefined) => {
    if (id === undefined || countedIn[id] === reading) return;
    countedIn[id] = reading;
    weighed.push(id);
  };
  eachFeature(text, (feature, previous) => {
    count(SINGLE_IDS.get(feature));
    if (previous) count(PAIR_IDS.get(previous)?.get(feature));
  });
  const scores = {} as Record<ModelFlag, number>;
  FLAGS.forEach((flag, f) => {
    let z = SCREEN_MODEL.flags[flag].bias;
    for (const id of weighed) z += WEIGHTS[id * FLAGS.length + f] ?? 0;
    scores[flag] = z;
  });
  return scores;
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
  cauda_language: ['saddle_numbness', 'saddle_numb_persisting', 'bladder_bowel', 'sexual_dysfunction'],
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
};
/** What the screen read that explains the words away: moving away or well again; a face called Bell's palsy. */
const EXPLAINED_BY: Record<ModelConcept, readonly ConceptId[]> = {
  crisis_language: ['moving_away', 'doing_well'],
  cauda_language: [],
  stroke_language: ['bells_palsy'],
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
