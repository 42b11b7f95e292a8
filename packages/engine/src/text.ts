import {
  RED_FLAGS,
  type Recommendation,
  SUMMARY_POINT_LABELS,
  type SummaryPoint,
  TREATMENT_FOCUS_PHRASES,
  type TreatmentFocus,
} from '@physiomate/shared';
import { KNOWLEDGE_BY_ID, type Stage } from './knowledge/index.ts';
import { type Findings, findingsNamedIn } from './nlp/extract.ts';
import { type FindingId, findingLabel } from './nlp/lexicon.ts';
import type { Ranked } from './rank.ts';
import type { TriageResult } from './triage.ts';

/** A condition name inside a sentence: lower-case first letter, but proper names and acronyms stay. */
function inSentence(name: string): string {
  return /^(Achilles|De Quervain)/.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

const CAUSE_FINDINGS: FindingId[] = [
  'whiplash_mechanism',
  'fall',
  'ankle_inversion',
  'twisting',
  'sprinting',
  'lifting',
  'jumping',
  'load_increase',
  'running',
  'racket_sport',
  'throwing_climbing',
  'new_baby',
  'overhead',
  'manual_work',
  'typing_computer',
  'slumped_posture',
  'stress',
];

/** trimIssue by its text (bounded, though the texts are the knowledge base's own). */
const TRIMMED = new Map<string, string>();
const TRIMMED_MAX = 2_000;

/** Trims to at most 8 words and 50 characters (docs/decisions/engine-contract.md). */
export function trimIssue(text: string): string {
  // (remembered by text: the issues are the knowledge base's own phrases and labels, trimmed at every assessment)
  let out = TRIMMED.get(text);
  if (out === undefined) {
    out = text.trim().split(/\s+/).slice(0, 8).join(' ');
    while (out.length > 50) out = out.split(' ').slice(0, -1).join(' ');
    if (TRIMMED.size >= TRIMMED_MAX) TRIMMED.clear();
    TRIMMED.set(text, out);
  }
  return out;
}

/** The person-facing names of the raised red flags ('Possible heart-related pain'). */
function flagNames(tri: TriageResult): string[] {
  return tri.red_flags.map((id) => RED_FLAGS.find((f) => f.id === id)?.name ?? id);
}

function labels(ids: readonly FindingId[], max: number): string[] {
  return ids.slice(0, max).map((id) => findingLabel(id));
}

function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** How long it has hurt, only as the person said it ('Not stated' when they did not). */
export function describeDuration(findings: Findings, stage: Stage): string {
  const d = findings.durationDays;
  if (d === undefined) return 'Not stated';
  const span =
    d < 1
      ? 'less than a day'
      : d < 14
        ? `about ${Math.round(d)} day${Math.round(d) === 1 ? '' : 's'}`
        : d < 60
          ? `about ${Math.round(d / 7)} weeks`
          : d < 730
            ? `about ${Math.round(d / 30)} months`
            : `about ${Math.round(d / 365)} years`;
  return `${span} (${stage === 'acute' ? 'recent, under 6 weeks' : 'persistent, over 6 weeks'})`;
}

/** The cause the person described (an injury, a load, an activity), or nothing: a cause is never guessed. */
export function likelyCause(findings: Findings): string | undefined {
  const present = CAUSE_FINDINGS.filter((f) => findings.present.has(f));
  return present.length > 0 ? capital(list(labels(present, 2))) : undefined;
}

/** A likelihood in words: the engine's weights are not probabilities a person should read. */
export function likelihoodWord(likelihood: number): 'likely' | 'possible' | 'less likely' {
  return likelihood >= 0.5 ? 'likely' : likelihood >= 0.2 ? 'possible' : 'less likely';
}

/** Labels that describe a state ('worse bending forward'): denied as 'not …'; the rest as 'no …'. */
const STATE_LABEL =
  /^(?:worse|easier|eased|weak|walking|waking|feeling|having|shaking|rolling|lifting|pale)\b/;

/**
 * Labels that say the pain gets better or is kept ('eases with movement', 'full movement kept'): that
 * they were denied is no reassurance, so the narrative does not list them as such.
 */
const RELIEF_LABEL = /^(?:eases|eased|easier|improves|full \w+ kept)\b/;

/** True when a denied finding reads as reassuring ('no swelling'), not as relief that is missing. */
export function reassuringDenial(id: FindingId): boolean {
  return !RELIEF_LABEL.test(findingLabel(id));
}

/**
 * 'swelling' -> 'no swelling', 'an injury' -> 'no injury', 'worse bending forward' -> 'not worse bending
 * forward', 'unable to bear weight' -> 'being able to bear weight', 'eases with movement' -> 'not easing
 * with movement', 'something spreading' -> 'nothing spreading'.
 */
export function denialPhrase(id: FindingId): string | undefined {
  const label = findingLabel(id);
  // A finding that is itself a denial ('no injury') cannot be denied again.
  if (/^no\b/.test(label)) return undefined;
  // Not 'not unable to …': the denial of an inability is the ability.
  const unable = /^unable (.+)$/.exec(label);
  if (unable) return `being able ${unable[1]}`;
  // A verb in the third person takes its participle after 'not'.
  const verb = /^(eases|improves) (.+)$/.exec(label);
  if (verb) return `not ${verb[1] === 'eases' ? 'easing' : 'improving'} ${verb[2]}`;
  const kept = /^full (\w+) kept$/.exec(label);
  if (kept) return `full ${kept[1]} not kept`;
  if (/^something\b/.test(label)) return label.replace(/^something/, 'nothing');
  // 'a feeling of being kicked' is a thing felt: 'no feeling of …'.
  if (STATE_LABEL.test(label) && !/^feeling of\b/.test(label)) return `not ${label}`;
  return `no ${label.replace(/^(?:a|an|the|one)\s+/, '')}`;
}

/** 'a woman aged 38', 'a man', 'a person aged 70', 'a girl aged 8', or '' when nothing is known. */
export function personPhrase(findings: Findings): string {
  if (findings.age === undefined && findings.sex === undefined) return '';
  const child = findings.age !== undefined && findings.age < 16;
  const noun =
    findings.sex === 'female'
      ? child
        ? 'a girl'
        : 'a woman'
      : findings.sex === 'male'
        ? child
          ? 'a boy'
          : 'a man'
        : child
          ? 'a child'
          : 'a person';
  return findings.age === undefined ? noun : `${noun} aged ${findings.age}`;
}

/** Findings that name an activity: advice about an activity the person never mentioned is left out. */
const ACTIVITY_FINDINGS: FindingId[] = [
  'running',
  'sprinting',
  'jumping',
  'racket_sport',
  'throwing_climbing',
  'cycling',
  'lifting',
  'manual_work',
  'typing_computer',
  'overhead',
  'new_baby',
];

/** True when a line of advice is about an activity (running, lifting, desk work...) the person did not mention. */
export function aboutUnmentionedActivity(line: string, findings: Findings): boolean {
  const named = findingsNamedIn(line) as ReadonlySet<FindingId>;
  return ACTIVITY_FINDINGS.some((id) => !findings.present.has(id) && named.has(id));
}

/** The parts of a 'what would change our view' list that the person has not already reported. */
export function unreportedRethink(rethink: string, findings: Findings): string | undefined {
  const parts = rethink
    .split(/,\s*(?:or\s+)?|\s+or\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const kept = parts.filter((part) => {
    const named = findingsNamedIn(part);
    for (const id of named) if (findings.present.has(id)) return false;
    return true;
  });
  if (kept.length === 0) return undefined;
  if (kept.length === 1) return kept[0];
  return `${kept.slice(0, -1).join(', ')} or ${kept[kept.length - 1]}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function keyIssues(findings: Findings, ranked: readonly Ranked[], tri: TriageResult): string[] {
  const issues: string[] = [];
  if (tri.red_flags.length > 0)
    issues.push(
      tri.level === 'emergency'
        ? 'Warning signs needing emergency care'
        : 'Warning signs needing a medical check',
    );
  // In an emergency the musculoskeletal reading is beside the point: name what must be ruled out.
  if (tri.level === 'emergency')
    return [...new Set([...issues, ...flagNames(tri)].map(trimIssue))].slice(0, 3);
  const top = ranked[0];
  const k = top ? KNOWLEDGE_BY_ID.get(top.id) : undefined;
  if (k) issues.push(k.keyIssue);
  for (const f of top?.support ?? []) {
    if (issues.length >= 3) break;
    if (CAUSE_FINDINGS.includes(f)) continue;
    // A key issue is at most 8 words: a longer label is left out, never cut mid-phrase.
    const issue = capital(findingLabel(f));
    if (trimIssue(issue) === issue) issues.push(issue);
  }
  if (issues.length < 3 && findings.present.has('night_pain')) issues.push('Night pain disturbing sleep');
  return [...new Set(issues.map(trimIssue))].slice(0, 3);
}

export function treatmentFocus(ranked: readonly Ranked[], tri: TriageResult): TreatmentFocus[] {
  if (tri.level === 'emergency') return [];
  if (tri.level === 'urgent' && tri.fromFlag)
    return ['Pain relief and calming symptoms', 'Reassurance and pacing'];
  const top = ranked[0];
  const focus = (top ? KNOWLEDGE_BY_ID.get(top.id)?.focus : undefined) ?? ['Gradual return to activity'];
  return focus.filter((f) => (TREATMENT_FOCUS_PHRASES as readonly string[]).includes(f)).slice(0, 3);
}

export function prognosis(
  ranked: readonly Ranked[],
  stage: Stage,
  tri: TriageResult,
  /** The person said how long it has lasted (or how it started, which dates it as recent). */
  dated = true,
): string {
  if (tri.level === 'emergency')
    return 'The outlook depends on prompt medical assessment; please get help now.';
  // Flag first: no musculoskeletal outlook until a clinician has checked the warning signs.
  if (tri.red_flags.length > 0)
    return 'The outlook depends on what the doctor finds when they check the warning signs; most people with these signs turn out to have a treatable cause.';
  const k = ranked[0] ? KNOWLEDGE_BY_ID.get(ranked[0].id) : undefined;
  // No duration given: both outlooks, each for the time it belongs to, rather than calling it long-standing.
  const base = !k
    ? 'Most muscle and joint pain improves over weeks with the right activity.'
    : dated
      ? k.prognosis[stage]
      : `If it began in the last few weeks: ${k.prognosis.acute} If it has gone on for longer: ${k.prognosis.persistent}`;
  return tri.fromFlag ? `${base} First, the warning signs above need a medical check.` : base;
}

/** The summary's narrative: what it most likely is and why, or what the warning signs call for. */
export function summary(painAreas: string[], ranked: readonly Ranked[], tri: TriageResult): string {
  const top = ranked[0];
  const k = top ? KNOWLEDGE_BY_ID.get(top.id) : undefined;
  const area = painAreas.length > 0 ? list(painAreas.map((a) => a.toLowerCase())) : 'the painful area';
  const support = labels(top?.support ?? [], 3);
  if (tri.level === 'emergency')
    return `Some of what you describe can be a sign of a serious problem that needs emergency care. ${tri.message}`;
  if (tri.red_flags.length > 0)
    return `Some of what you describe needs a doctor's check before anything else. ${tri.message}`;
  let narrative = `Your description of pain in your ${area} fits best with ${top ? inSentence(top.name) : 'a muscle or joint problem'}: ${k?.explanation ?? ''}.`;
  if (support.length > 0)
    narrative += ` The main clue${support.length === 1 ? ' is' : 's are'} ${list(support)}.`;
  return `${narrative} ${tri.message}`;
}

/** The labelled points under the summary (likely cause, duration, suspected issue, warning signs). */
export function summaryPoints(
  findings: Findings,
  ranked: readonly Ranked[],
  stage: Stage,
  tri: TriageResult,
): SummaryPoint[] {
  const flagged = tri.red_flags.length > 0;
  const cause = flagged
    ? 'Needs a doctor to find out; a serious cause must be ruled out first'
    : likelyCause(findings);
  const points: SummaryPoint[] = [
    ...(cause ? [{ id: 'likely_cause' as const, text: cause }] : []),
    { id: 'duration', text: describeDuration(findings, stage) },
    {
      id: 'suspected_issue',
      text: flagged ? list(flagNames(tri)) : (ranked[0]?.name ?? 'Non-specific musculoskeletal pain'),
    },
  ];
  if (flagged)
    points.push({
      id: 'warning_signs',
      text: tri.level === 'emergency' ? 'emergency care needed now' : 'see a doctor first',
    });
  return points;
}

/**
 * The summary as one plain text, its points as '• Label: text' lines under the narrative (for readers
 * of plain text: the evaluation's wording checks). A result saved before the points were apart already
 * carries them in its summary.
 */
export function summaryText(rec: Pick<Recommendation, 'summary' | 'summary_points'>): string {
  const points = rec.summary_points ?? [];
  if (points.length === 0) return rec.summary;
  return `${rec.summary}\n\n${points.map((p) => `• ${SUMMARY_POINT_LABELS[p.id]}: ${p.text}`).join('\n')}`;
}

export function clinicalNarrative(
  findings: Findings,
  painAreas: string[],
  ranked: readonly Ranked[],
  stage: Stage,
  tri: TriageResult,
): string {
  const [top, second, third] = ranked;
  const k = top ? KNOWLEDGE_BY_ID.get(top.id) : undefined;
  const paragraphs: string[] = [];
  const person = personPhrase(findings);
  const who = person ? person.replace(/^an? /, '') : '';
  if (tri.red_flags.length > 0 && tri.level !== 'emergency') {
    const names = list(flagNames(tri).map((n) => n.toLowerCase()));
    paragraphs.push(
      `Assessment: the description${who ? ` (${who})` : ''} includes warning signs of ${names}. A doctor needs to check these before an exercise plan; until then only gentle movement is suggested.`,
      `Why: red-flag screening runs before anything else and is deliberately cautious. Signs like these often have a harmless cause, but only an examination (and sometimes tests) can tell.`,
      `When to seek help: ${tri.message}`,
    );
    return paragraphs.join('\n\n');
  }
  if (tri.level === 'emergency') {
    const names = list(flagNames(tri).map((n) => n.toLowerCase()));
    paragraphs.push(
      `Assessment: the description${who ? ` (${who})` : ''} includes warning signs of ${names}. These need emergency assessment; a musculoskeletal plan is withheld until a serious cause has been ruled out.`,
      `Why: red-flag screening runs before anything else and is deliberately cautious. Signs like these can have a harmless cause, but only an examination (and often tests) can tell, and the serious causes are time-critical.`,
      `When to seek help: now. ${tri.message}`,
    );
    return paragraphs.join('\n\n');
  } else {
    paragraphs.push(
      `Assessment: the most likely explanation is ${inSentence(top?.name ?? 'a musculoskeletal problem')}, affecting the ${list(painAreas.map((a) => a.toLowerCase()))}${person ? ` in ${person}` : ''}. This is ${k?.explanation ?? 'a musculoskeletal problem'}.${findings.durationDays === undefined ? '' : ` The problem is ${stage === 'acute' ? 'recent (under 6 weeks)' : 'persistent (over 6 weeks)'}.`}`,
    );
  }
  const support = labels(top?.support ?? [], 5);
  const denied = [
    ...new Set(
      [...findings.denied]
        .filter(reassuringDenial)
        .map(denialPhrase)
        .filter((p): p is string => p !== undefined),
    ),
  ].slice(0, 4);
  let reasoning = `Reasoning: ${support.length > 0 ? `in favour ${support.length === 1 ? 'is' : 'are'} ${list(support)}` : 'the location of the pain is the main clue'}.`;
  if (denied.length > 0) reasoning += ` You reported ${list(denied)}, which is reassuring.`;
  paragraphs.push(reasoning);
  const alternatives = [second, third].filter((r): r is Ranked => r !== undefined && r.likelihood >= 0.05);
  const unreported = unreportedRethink(k?.rethink ?? 'new or different symptoms', findings);
  const rethinkParts: string[] = [];
  if (unreported) rethinkParts.push(`What would change our view: ${unreported}.`);
  if (alternatives.length > 0) {
    rethinkParts.push(
      `Also considered: ${list(alternatives.map((r) => `${inSentence(r.name)} (${likelihoodWord(r.likelihood)})`))}.`,
    );
  }
  if (rethinkParts.length > 0) paragraphs.push(rethinkParts.join(' '));
  paragraphs.push(
    `When to seek help: ${tri.message} Seek urgent care for new numbness in the saddle area, bladder or bowel changes, fever with a hot swollen joint, chest pain or breathlessness, or weakness that is getting worse.`,
  );
  return paragraphs.join('\n\n');
}
