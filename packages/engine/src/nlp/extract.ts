import { FINDING_DEFS, PATTERN_FINDING_IDS, type PatternFindingId } from './findings.ts';
import type { FindingId } from './lexicon.ts';
import { type Clause, toClauses } from './normalise.ts';
import {
  quantitiesIn,
  quantityAt,
  readAge,
  readDuration,
  readSurgeryDaysAgo,
  streamOf,
} from './quantities.ts';
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
    const words = t.trim().split(/\s+/);
    const k = words.findIndex((_, i) => /^(?:minute|hour)s?$/.test(quantityAt(words, i)?.unit ?? ''));
    const q = k < 0 ? undefined : quantityAt(words, k);
    if (!q) continue;
    // 'stiff after six hours at the wheel', 'after the 12 hour flight … stiff': how long something
    // lasted before the stiffness, not how long the stiffness lasts.
    const before = ` ${words.slice(0, k).join(' ')} `.slice(-30);
    const after = ` ${words.slice(q.end).join(' ')} `.slice(0, 24);
    const exposure =
      /\b(?:after|from|following|during)\b(?:\s+\S+){0,2}\s*$/.test(before) ||
      // 'sitting in cramped seats for thirteen hours left me stiff': the time spent sitting
      /\b(?:sitting|sat|driving|drove|standing|stood|flying|flew|seats?|plane|flight)\b.*\bfor\s*$/.test(
        before,
      ) ||
      /^\s*(?:flight|drive|journey|shift|trip|car|bus|train|coach|at the|in the|on the|of (?:sitting|driving|standing|travel\w*|work\w*|gardening))\b/.test(
        after,
      );
    // The stiffness has to be a morning's, or said to last.
    const lasting =
      /\b(?:morning|mornings|wake|waking|woke|get up|getting up|got up|first thing|out of bed|lasts?|lasting|takes?|took|loosen\w*|ease|eases|wears? off|free\w* off|before i can|until i can)\b/.test(
        t,
      );
    if (!exposure && lasting) return q.value * (q.unit.startsWith('hour') ? 60 : 1);
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
  // Age and duration, read once from the clauses' words: a quantity is either an age or a duration.
  const words = streamOf(clauses);
  const quantities = quantitiesIn(words);
  const age = readAge(words, quantities);
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
    age: age?.age,
    sex: female ? 'female' : male ? 'male' : undefined,
    durationDays: readDuration(words, quantities, age),
    surgeryDaysAgo: readSurgeryDaysAgo(words, quantities),
    severity: severity !== undefined && severity <= 10 ? severity : undefined,
    morningStiffnessMinutes: parseMorningStiffness(clauses),
    sides,
    screen: screened,
  };
}
