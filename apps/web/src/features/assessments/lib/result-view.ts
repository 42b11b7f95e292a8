/**
 * What the results screen shows for a result, decided in one place (issue 9: flag-first results and
 * honest fail-safe pages). Pure: the route and the wizard's completion toast both read it.
 *
 * - A raised red flag leads: its name and what to do now. No musculoskeletal headline, likely cause,
 *   prognosis or narrative; the conditions wait behind a collapsed 'Other possible causes'.
 * - An emergency is its own page: 'Get medical help now', no success toast, no sign-up banner and no
 *   exercise wording at all (not even "no exercise plan is given").
 * - A text the engine could not understand gets no plan: it says so and asks for more detail. A
 *   raised flag still leads.
 */
import {
  EMERGENCY_WITHOUT_EXERCISE_SINCE,
  engineVersionAtLeast,
  mentionsExercise,
  RED_FLAGS,
  type Recommendation,
  SAFETY_MESSAGES,
  TRIAGE_LEVELS,
  type Triage,
  type TriageLevel,
  withoutExerciseTalk,
} from '@physiomate/shared';
import { type SummaryView, summaryOf } from './recommendation';

export const PLAN_TITLE = 'Your Personalized Recommendations';
export const EMERGENCY_TITLE = 'Get medical help now';

/** The action each level asks for, as a heading. */
export const TRIAGE_TITLES: Record<TriageLevel, string> = {
  emergency: EMERGENCY_TITLE,
  urgent: 'See a doctor within 24 hours',
  routine: 'Book an appointment in the next 1-2 weeks',
  'self-care': 'Have these signs checked by a doctor',
};

export type NotUnderstood = 'not_english' | 'too_thin';

export type ResultView = {
  emergency: boolean;
  /** Red flags raised: the flag is the headline; conditions go behind 'Other possible causes'. */
  flagFirst: boolean;
  notUnderstood: NotUnderstood | null;
  /** What holds the page's H1: the triage card, the not-understood card, or the plan's own header. */
  lead: 'triage' | 'not-understood' | 'plan';
  /** The page's H1. */
  title: string;
  /**
   * The triage card: holding the H1, in full, or only the cautions (a text we could not understand
   * and no flag: the page's own 'when to see a doctor' gives the advice, and a routine level's
   * 'book in 1-2 weeks' would contradict its 'see a doctor today if...').
   */
  triageCard: 'lead' | 'full' | 'cautions-only';
  /** document.title (before ' | PhysioMate'). */
  documentTitle: string;
  /** Summary, lifestyle and tools: there is a plan to show. */
  showPlan: boolean;
  /** 'What We Think the Problem Is' (key issues, narrative, likely causes, prognosis). */
  showProblem: boolean;
  /** The collapsed 'Other possible causes' disclosure. */
  showOtherCauses: boolean;
  showExercises: boolean;
  showTools: boolean;
  /** Visitors' 'All your recommendations will be lost' card: after the triage card, at the end, or not at all. */
  banner: 'top' | 'bottom' | 'none';
  /** The wizard's 'Assessment Complete!' success toast fits this result. */
  celebrate: boolean;
};

type ViewInput = Pick<Recommendation, 'triage'> & Partial<Pick<Recommendation, 'understanding'>>;

function notUnderstoodOf(rec: ViewInput): NotUnderstood | null {
  return rec.understanding === 'not_english' || rec.understanding === 'too_thin' ? rec.understanding : null;
}

export function resultView(rec: ViewInput): ResultView {
  const level = rec.triage.level;
  const emergency = level === 'emergency';
  const flagFirst = rec.triage.red_flags.length > 0;
  const notUnderstood = notUnderstoodOf(rec);
  const lead = flagFirst || emergency ? 'triage' : notUnderstood ? 'not-understood' : 'plan';
  const title =
    lead === 'triage'
      ? TRIAGE_TITLES[level]
      : lead === 'not-understood'
        ? SAFETY_MESSAGES.notUnderstoodTitle
        : PLAN_TITLE;
  const showPlan = notUnderstood === null;
  return {
    emergency,
    flagFirst,
    notUnderstood,
    lead,
    title,
    triageCard: lead === 'triage' ? 'lead' : notUnderstood && level !== 'urgent' ? 'cautions-only' : 'full',
    documentTitle: emergency ? EMERGENCY_TITLE : 'Your Results',
    showPlan,
    showProblem: showPlan && !flagFirst && !emergency,
    showOtherCauses: showPlan && flagFirst,
    showExercises: showPlan && !emergency,
    showTools: showPlan && !emergency,
    banner: emergency || notUnderstood ? 'none' : level === 'urgent' || flagFirst ? 'bottom' : 'top',
    celebrate: !emergency && level !== 'urgent' && !flagFirst && notUnderstood === null,
  };
}

/** Whether the wizard may announce 'Assessment Complete!' for this result (none: no toast). */
export function announcesCompletion(rec: ViewInput | null | undefined): boolean {
  return rec ? resultView(rec).celebrate : false;
}

/**
 * Whether the page must take exercise wording out of a result itself: an emergency written by an
 * engine older than EMERGENCY_WITHOUT_EXERCISE_SINCE. From that version on the engine guarantees an
 * emergency result says nothing about exercise (docs/decisions/emergency-wording.md); a result with
 * no readable version counts as older.
 */
export function cleansExerciseTalk(rec: {
  triage: Pick<Triage, 'level'>;
  engine_version?: string | null;
}): boolean {
  return (
    rec.triage.level === 'emergency' &&
    !engineVersionAtLeast(rec.engine_version, EMERGENCY_WITHOUT_EXERCISE_SINCE)
  );
}

const FLAG_NAMES = new Map<string, string>(RED_FLAGS.map((f) => [f.id, f.name]));
const ADVICE = new Map<string, string>(TRIAGE_LEVELS.map((t) => [t.id, t.advice]));

/** The flag headline: the first raised flag's name (the engine lists the most serious first), then the rest. */
export function flagHeadline(triage: Pick<Triage, 'red_flags'>): { name: string; others: string[] } | null {
  const names = triage.red_flags.map((id) => FLAG_NAMES.get(id) ?? 'A warning sign that needs a doctor');
  const unique = [...new Set(names)];
  return unique.length > 0 ? { name: unique[0]!, others: unique.slice(1) } : null;
}

/**
 * What to do now: the engine's triage message (or the level's advice), with no exercise wording in an
 * emergency: the engine's own from EMERGENCY_WITHOUT_EXERCISE_SINCE on, cleaned here before (and the
 * level's advice, our own text, always).
 */
export function triageMessage(triage: Pick<Triage, 'level' | 'message'>, engineVersion?: string): string {
  const emergency = triage.level === 'emergency';
  const message = triage.message.trim();
  if (!message) {
    const advice = ADVICE.get(triage.level) ?? '';
    return emergency ? withoutExerciseTalk(advice) : advice;
  }
  return cleansExerciseTalk({ triage, engine_version: engineVersion })
    ? withoutExerciseTalk(message)
    : message;
}

/** Points that name a musculoskeletal cause: never shown when a flag leads. */
const CAUSE_POINTS = new Set<string>(['likely_cause', 'suspected_issue']);

/**
 * The summary as the page shows it (`summaryOf`: the structured points, or an old result's bullet
 * lines). Flag-first: no narrative (it opens with the best-fitting musculoskeletal condition, and an
 * emergency's repeats the triage message) and no cause points. Emergency: no sentence about exercise.
 */
export function displaySummary(
  rec: Pick<Recommendation, 'summary' | 'summary_points' | 'triage' | 'engine_version'>,
): SummaryView {
  const view = summaryOf(rec);
  if (rec.triage.red_flags.length === 0 && rec.triage.level !== 'emergency') return view;
  const cleans = cleansExerciseTalk(rec);
  const clean = (text: string) => (cleans ? withoutExerciseTalk(text) : text);
  return {
    narrative: [],
    points: view.points
      .filter((p) => !(p.id && CAUSE_POINTS.has(p.id)))
      .map((p) => ({ ...p, text: clean(p.text) }))
      .filter((p) => p.text !== ''),
  };
}

/**
 * Lifestyle items as shown; in an emergency stored by an older engine an item about exercise is left
 * out whole (its text is its key).
 */
export function displayLifestyle(
  rec: Pick<Recommendation, 'lifestyle' | 'triage' | 'engine_version'>,
): string[] {
  return cleansExerciseTalk(rec) ? rec.lifestyle.filter((item) => !mentionsExercise(item)) : rec.lifestyle;
}

/** Cautions as shown (each prominent in the triage area). */
export function displayCautions(
  rec: Pick<Recommendation, 'cautions' | 'triage' | 'engine_version'>,
): { id: string; message: string }[] {
  const cleans = cleansExerciseTalk(rec);
  return (rec.cautions ?? [])
    .map((c) => ({ id: c.id, message: cleans ? withoutExerciseTalk(c.message) : c.message }))
    .filter((c) => c.message !== '');
}

/** The other possible causes behind the flag: the top three the engine gave any weight to. */
export function otherCauses(rec: Pick<Recommendation, 'conditions'>): string[] {
  return rec.conditions
    .filter((c) => c.likelihood > 0)
    .slice(0, 3)
    .map((c) => c.name);
}

/** The not-understood page's explanation. */
export function notUnderstoodText(kind: NotUnderstood): string {
  return kind === 'not_english' ? SAFETY_MESSAGES.notEnglish : SAFETY_MESSAGES.tooThin;
}
