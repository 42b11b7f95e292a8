import type { FindingChip, FindingCorrections, FindingGroup, Understood } from '@physiomate/shared';
import { KNOWLEDGE_BY_ID, RED_FLAG_RULES, type RuleTerm, type Stage } from './knowledge/index.ts';
import { CONCEPTS } from './nlp/concepts.ts';
import type { Findings } from './nlp/extract.ts';
import { type FindingId, findingLabel, PATTERN_FINDING_IDS, type PatternFindingId } from './nlp/lexicon.ts';
import type { Ranked } from './rank.ts';
import { describeDuration } from './text.ts';

const CONCEPT_IDS = new Set<string>(Object.keys(CONCEPTS));
const NO_WARNINGS: ReadonlySet<FindingId> = new Set();

/** How it started: onset, mechanism and the activities behind it. */
const STARTED = new Set<FindingId>([
  'sudden_onset',
  'gradual_onset',
  'injury',
  'atraumatic',
  'whiplash_mechanism',
  'lifting',
  'twisting',
  'ankle_inversion',
  'sudden_grab',
  'load_increase',
  'new_baby',
  'running',
  'sprinting',
  'jumping',
  'racket_sport',
  'throwing_climbing',
  'cycling',
  'contact_sport',
  'manual_work',
  'typing_computer',
  'overhead',
  'slumped_posture',
  'fall',
  'high_energy',
]);

/** What makes it worse: movements, positions and loads that provoke it. */
const WORSE = new Set<FindingId>([
  'cough_sneeze',
  'neck_movement',
  'neck_extension_arm',
  'jaw_chewing',
  'painful_arc',
  'reach_behind',
  'lying_on_side',
  'gripping',
  'wrist_flexion',
  'finkelstein',
  'thumb_use',
  'fine_hand_tasks',
  'bending_forward',
  'sit_to_stand',
  'crossed_legs',
  'stairs',
  'stairs_down',
  'hills',
  'walking_aggr',
  'stretch_pain',
  'sitting_long',
  'squatting',
  'into_run',
  'start_of_activity',
  'push_off',
  'first_steps',
  'standing_long',
  'sustained_posture',
  'hip_function',
  'night_pain',
]);

/** What eases it. */
const EASES = new Set<FindingId>([
  'ease_rest',
  'heat_massage',
  'improves_exercise',
  'warm_up_eases',
  'flick_sign',
  'ease_movement',
]);

const PATTERN_IDS = new Set<string>(PATTERN_FINDING_IDS);

/**
 * The signs behind a raised red flag: shown as warning signs that stay whatever the person edits.
 * Every other finding (a pattern, or a screen concept that raised nothing, like 'stiff after
 * sitting') reads and edits like any other; the screen runs on the person's own words either way.
 */
export function flagSigns(flags: readonly string[]): Set<FindingId> {
  const signs = new Set<FindingId>();
  const add = (terms: readonly RuleTerm[]) => {
    for (const term of terms) {
      if (typeof term === 'string') signs.add(term);
      else if ('any' in term) for (const id of term.any) signs.add(id);
    }
  };
  for (const rule of RED_FLAG_RULES) {
    if (!flags.includes(rule.id)) continue;
    for (const pattern of [...rule.when, ...(rule.escalate?.when ?? [])]) add(pattern);
  }
  return signs;
}

function groupOf(id: FindingId): Exclude<FindingGroup, 'denied'> {
  if (STARTED.has(id)) return 'started';
  if (WORSE.has(id)) return 'worse';
  if (EASES.has(id)) return 'eases';
  return 'other';
}

function chip(id: FindingId, warnings: ReadonlySet<FindingId>): FindingChip {
  let label = CHIP_LABELS.get(id);
  if (label === undefined) {
    const plain = findingLabel(id);
    label = plain.charAt(0).toUpperCase() + plain.slice(1);
    CHIP_LABELS.set(id, label);
  }
  return { id, label, editable: !warnings.has(id) };
}
/** Each finding's label as a chip shows it, capitalised once (the labels are the knowledge base's own). */
const CHIP_LABELS = new Map<FindingId, string>();

/**
 * Applies a person's corrections to what the engine read: removed findings are dropped (and count as
 * denied), added ones are present, a corrected duration replaces the one read. Red-flag concepts are
 * never removed: the screen always runs on the person's own words and safety answers.
 */
export function applyCorrections(
  findings: Findings,
  corrections: FindingCorrections | undefined,
  warnings: ReadonlySet<FindingId>,
): Findings {
  if (!corrections) return findings;
  const present = new Set(findings.present);
  const denied = new Set(findings.denied);
  // Only findings the engine knows, and never the signs behind a raised flag.
  const correctable = (id: string): id is FindingId =>
    (PATTERN_IDS.has(id) || CONCEPT_IDS.has(id)) && !warnings.has(id as FindingId);
  for (const id of corrections.remove ?? []) {
    if (!correctable(id)) continue;
    present.delete(id);
    denied.add(id);
  }
  for (const id of corrections.add ?? []) {
    if (!PATTERN_IDS.has(id)) continue;
    present.add(id as PatternFindingId);
    denied.delete(id as PatternFindingId);
  }
  const durationDays =
    corrections.sinceDays === undefined ? findings.durationDays : (corrections.sinceDays ?? undefined);
  return { ...findings, present, denied, durationDays };
}

/**
 * A condition's finding weights as Object.entries gives them, made once per condition rather than for
 * the top three at every assessment (the knowledge is never changed).
 */
const ENTRIES = new Map<string, [FindingId, number][]>();
function entriesOf(id: string): [FindingId, number][] {
  let entries = ENTRIES.get(id);
  if (entries === undefined) {
    entries = Object.entries(KNOWLEDGE_BY_ID.get(id as Ranked['id'])?.findings ?? {}) as [
      FindingId,
      number,
    ][];
    ENTRIES.set(id, entries);
  }
  return entries;
}

/**
 * A condition's findings that count for it and can be added (pattern findings of positive weight),
 * heaviest first and equal weights in the order of its entries: made once per condition (the sort is
 * stable, so leaving out those the person mentioned afterwards keeps the order filtering first gave).
 */
const WANTED = new Map<string, [FindingId, number][]>();
function wantedOf(id: string): [FindingId, number][] {
  let wanted = WANTED.get(id);
  if (wanted === undefined) {
    wanted = entriesOf(id)
      .filter(([f, w]) => w > 0 && PATTERN_IDS.has(f))
      .sort((a, b) => b[1] - a[1]);
    WANTED.set(id, wanted);
  }
  return wanted;
}

/** Findings the top conditions look for that the person did not mention: a short list to add from. */
function addable(findings: Findings, ranked: readonly Ranked[]): Understood['addable'] {
  const out: Understood['addable'] = [];
  const seen = new Set<string>();
  for (let k = 0; k < 3 && k < ranked.length; k++) {
    const candidates = wantedOf((ranked[k] as Ranked).id);
    for (const [id] of candidates) {
      if (findings.present.has(id) || findings.denied.has(id)) continue;
      if (seen.has(id) || out.length >= 8) continue;
      seen.add(id);
      out.push({ ...chip(id, NO_WARNINGS), group: groupOf(id) });
    }
  }
  return out;
}

/** The read-back of everything the engine used: nothing is shown that the engine did not use. */
export function understood(
  findings: Findings,
  painAreas: readonly string[],
  ranked: readonly Ranked[],
  stage: Stage,
  /** The signs behind the raised red flags (flagSigns): shown as fixed warning signs. */
  warnings: ReadonlySet<FindingId>,
): Understood {
  const groups: Record<Exclude<FindingGroup, 'denied'>, FindingChip[]> = {
    started: [],
    worse: [],
    eases: [],
    other: [],
  };
  for (const id of findings.present) {
    // The screen's topic words and background facts ('an older person') are not findings to read back.
    if (id === 'older_cue') continue;
    groups[groupOf(id)].push(chip(id, warnings));
  }
  const denied = [...findings.denied]
    .filter((id) => !/^no\b/.test(findingLabel(id)))
    .map((id) => chip(id, warnings));
  const sinceDays = findings.durationDays ?? null;
  return {
    where: [...painAreas],
    sinceDays,
    since: sinceDays === null ? null : describeDuration(findings, stage),
    ...groups,
    denied,
    addable: addable(findings, ranked),
  };
}
