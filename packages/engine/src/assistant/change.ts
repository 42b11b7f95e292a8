import { type Exercise, REGIONS, type Recommendation } from '@physiomate/shared';
import { extract, type Findings } from '../nlp/extract.ts';
import { type FindingId, findingLabel } from '../nlp/lexicon.ts';
import { cleanText } from '../nlp/normalise.ts';
import { baseOf } from '../nlp/regions.ts';
import { namedIn, screenWith } from '../nlp/screen.ts';
import { CHANGE_LEXICON, CHANGE_RULES, type ChangeId } from './change-lexicon.ts';
import { has, type ReadMessage, stems } from './read.ts';
import { CUE } from './topics.ts';

/** Why the picture changed. */
export type ChangeReason = 'new_symptom' | 'new_area' | 'exercise_worse' | 'much_better' | 'new_injury';

/**
 * A structured offer to re-run the engine with what the person just said. The server turns it into
 * a diff (engine `reassess` with `extraInformation`) that the person applies or declines.
 */
export interface ReevaluationProposal {
  reason: ChangeReason;
  /** One line, shown above the diff: what we heard that changes the picture. */
  summary: string;
  /** Added to the assessment's text when re-running the engine. */
  extraInformation: string;
  /** Exercises of the plan the person says make it worse: offered for removal. */
  removeExercises: string[];
  /** Body areas the person newly mentions, as pain-location labels ('Right shoulder'). */
  addPainAreas: string[];
}

/** 'shoulder' + 'right' -> 'Right shoulder' (the taxonomy's label); both sides give both labels. */
function areaLabels(base: string, side: string | undefined): string[] {
  const sides = side === 'left' || side === 'right' ? [side] : side === 'both' ? ['left', 'right'] : [];
  const ids = sides.length > 0 ? sides.map((s) => `${base}-${s}`) : [base, `${base}-left`, `${base}-right`];
  const found: string[] = [];
  for (const id of ids) {
    const label = REGIONS.find((r) => r.id === id)?.label;
    if (label) found.push(label);
  }
  // A sided area with no side said: both sides, as the body diagram would mark them.
  return sides.length === 0 && found.length > 1 ? found.slice(1) : found.slice(0, Math.max(1, sides.length));
}

const SYMPTOM_FINDINGS: FindingId[] = [
  'burning',
  'electric',
  'sharp',
  'stiffness',
  'severe_pain',
  'radiating_arm',
  'radiating_leg',
  'below_knee',
  'pins_needles',
  'numbness',
  'weakness',
  'headache',
  'locking',
  'clicking',
  'giving_way',
  'swelling',
  'rapid_swelling',
  'bruising',
  'night_pain',
  'limp',
  'crepitus',
];
const NEW_CUE = stems([
  'now',
  'new',
  'also',
  'started',
  'start',
  'starting',
  'begun',
  'began',
  'developed',
  'since',
  'today',
  'yesterday',
  'recently',
  'suddenly',
  'again',
  'too',
  'noticed',
  'appeared',
  'spreading',
  'spread',
]);
/** Hypotheticals and plans are not reports of a new symptom or area: 'what if my hip starts hurting'. */
const HYPOTHETICAL = /\b(?:if|what if|in case|should i|could i|can i|would it|will it|might|suppose)\b/;

function anyExerciseNamed(named: readonly Exercise[]): string[] {
  return named.map((e) => e.id);
}

/** The assessment's own text is read once per text, not once per message (a small cache). */
const ORIGINAL = new Map<string, Findings>();
function originalFindings(symptoms: string | undefined): Findings | undefined {
  if (!symptoms) return undefined;
  let found = ORIGINAL.get(symptoms);
  if (!found) {
    found = extract(symptoms);
    if (ORIGINAL.size >= 200) ORIGINAL.delete(ORIGINAL.keys().next().value ?? '');
    ORIGINAL.set(symptoms, found);
  }
  return found;
}

/** The pieces of a text between its punctuation ('My back aches, worse sitting.' is two). */
const PIECE = /[^.!?\n,;:]+/g;

/**
 * Who the person is, for the reader: the assessment's own text without the pieces that name a change
 * (those are not this message's report), each piece a sentence of its own. The reader decides from it
 * whether the writer speaks of their own body, so that 'my wife fell' is someone else's fall and a
 * carer's 'he fell' is not. One per text (a small cache, as for the assessment's findings).
 */
const CONTEXT = new Map<string, string>();
/**
 * How much of the assessment's text the reader is given: its opening, where people say who they are
 * ('I am 34 and my knee…', 'My son is 12…'). Bounded, as it is read again with every message that
 * reports a change.
 */
const CONTEXT_CHARS = 400;
function contextOf(symptoms: string | undefined): string {
  if (!symptoms) return '';
  let context = CONTEXT.get(symptoms);
  if (context === undefined) {
    const kept: string[] = [];
    let length = 0;
    for (const piece of symptoms.match(PIECE) ?? []) {
      const s = piece.trim();
      if (!s || namedIn(cleanText(s), CHANGE_LEXICON).size > 0) continue;
      kept.push(`${s}.`);
      length += s.length + 2;
      if (length >= CONTEXT_CHARS) break;
    }
    context = kept.join(' ');
    if (CONTEXT.size >= 200) CONTEXT.delete(CONTEXT.keys().next().value ?? '');
    CONTEXT.set(symptoms, context);
  }
  return context;
}

const NO_CHANGE: ReadonlySet<ChangeId> = new Set();

/**
 * The changes a message reports, read by the concept screen's reader with the change lexicon: not
 * negated, not about someone else, not long ago, not asked in general or imagined. A message that names
 * no change term is not read (most messages); one read alone that reports none is done (the assessment's
 * text can only tell the reader that someone named is not the patient, never that they are). Otherwise
 * the message is read again after the assessment's text (see contextOf), on a line of its own so that
 * nothing of that text reaches it, and that reading decides whose the change is.
 */
function changesIn(raw: string, msg: ReadMessage, symptoms: string | undefined): ReadonlySet<ChangeId> {
  if (namedIn(msg.clean, CHANGE_LEXICON).size === 0) return NO_CHANGE;
  const alone = screenWith(raw, CHANGE_LEXICON, CHANGE_RULES).findings.present;
  const context = contextOf(symptoms);
  if (alone.size === 0 || !context) return alone;
  return screenWith(`${context}\n${raw}`, CHANGE_LEXICON, CHANGE_RULES).findings.present;
}

/**
 * Detects a message that changes the clinical picture: a new symptom or area, an exercise that makes
 * it worse, pain much better, or a new injury. Questions and hypotheticals are not reports.
 */
export function detectChange(
  raw: string,
  msg: ReadMessage,
  result: Recommendation,
  named: readonly Exercise[],
  symptoms?: string,
): ReevaluationProposal | undefined {
  const extra = raw.trim().slice(0, 2000);
  const base = { extraInformation: extra, removeExercises: [] as string[], addPainAreas: [] as string[] };
  const changes = changesIn(raw, msg, symptoms);

  // An exercise that makes it worse (a report, not 'what if it gets worse').
  const aboutExercise = named.length > 0 || has(msg, CUE.exercise);
  if (changes.has('worse') && aboutExercise) {
    const names = named.map((e) => e.name);
    return {
      ...base,
      reason: 'exercise_worse',
      summary:
        names.length > 0
          ? `You said ${names.join(' and ')} makes your pain worse.`
          : 'You said the exercises make your pain worse.',
      removeExercises: anyExerciseNamed(named),
    };
  }

  // A new injury: 'I fell on it yesterday', 'twisted it again playing football'.
  if (changes.has('new_injury') && (has(msg, NEW_CUE) || !msg.question)) {
    return { ...base, reason: 'new_injury', summary: 'You described a new injury.' };
  }

  // Much better: 'my knee is much better', 'the pain has almost gone', 'no longer hurts'.
  if (changes.has('much_better') && !msg.question) {
    return { ...base, reason: 'much_better', summary: 'You said your pain is much better.' };
  }

  if (HYPOTHETICAL.test(msg.clean) || (msg.question && !has(msg, NEW_CUE))) return undefined;

  const read = extract(raw);
  const before = originalFindings(symptoms);
  // A new symptom: numbness, swelling, locking... not in the original description.
  const newSymptoms = SYMPTOM_FINDINGS.filter((f) => read.present.has(f) && !before?.present.has(f));
  if (newSymptoms.length > 0 && (has(msg, NEW_CUE) || !msg.question)) {
    return {
      ...base,
      reason: 'new_symptom',
      summary: `You mentioned something new: ${newSymptoms.slice(0, 3).map(findingLabel).join(', ')}.`,
    };
  }
  // A new area: a body region the assessment did not include, with pain.
  const known = new Set(result.identified_regions.map((r) => baseOf(r)));
  const newAreas = read.regions.filter((r) => !known.has(r.base));
  if (
    newAreas.length > 0 &&
    (has(msg, CUE.pain) || read.present.size > 0) &&
    (has(msg, NEW_CUE) || !msg.question)
  ) {
    const names = [...new Set(newAreas.map((r) => r.base.replace(/-/g, ' ')))];
    const addPainAreas = [...new Set(newAreas.flatMap((r) => areaLabels(r.base, r.side)))];
    return {
      ...base,
      reason: 'new_area',
      summary: `You mentioned a new area: ${names.join(', ')}.`,
      addPainAreas,
    };
  }

  return undefined;
}
