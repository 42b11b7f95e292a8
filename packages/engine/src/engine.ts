import {
  type Recommendation,
  recommendationSchema,
  SAFETY_MESSAGES,
  type SafetyAnswer,
  TRIAGE_LEVELS,
  type Understanding,
} from '@physiomate/shared';
import { type Location, locate, regionsForArea } from './locate.ts';
import { extract } from './nlp/extract.ts';
import { buildPlan, type Exclusions } from './plan.ts';
import { rank, stageOf } from './rank.ts';
import { type Caution, cautionsFor, NOT_GENTLE, UNDERSTANDING_TEXT, understandingOf } from './safety.ts';
import {
  aboutUnmentionedActivity,
  clinicalNarrative,
  keyIssues,
  prognosis,
  summary,
  treatmentFocus,
} from './text.ts';
import { maxLevel, type TriageResult, triage } from './triage.ts';

export const ENGINE_VERSION = '1.0.0';

export interface AssessInput {
  symptoms: string;
  painLocations: string[];
  /** The wizard's safety check; a 'yes' raises its flag whatever the text says. */
  safetyAnswers?: SafetyAnswer[];
}

export interface ReassessEdits {
  removeExercises?: string[];
  removeLifestyle?: string[];
  removeProducts?: string[];
  removePainAreas?: string[];
  extraInformation?: string;
}

const NO_EXCLUSIONS: Exclusions = {
  exercises: new Set(),
  lifestyle: new Set(),
  products: new Set(),
  regions: new Set(),
};

/** The full pipeline: understand, locate, rank, screen, plan, write. Pure and deterministic. */
export function run(input: AssessInput, exclusions: Exclusions = NO_EXCLUSIONS): Recommendation {
  const findings = extract(input.symptoms);
  const location = locate(input.painLocations, findings, exclusions.regions);
  const stage = stageOf(findings);
  const understanding = understandingOf(input.symptoms, findings);
  const cautions = cautionsFor(findings);
  // Text we cannot read gets no diagnosis: the red-flag screen and the safety answers still run.
  const ranked = understanding === 'ok' ? rank(findings, location, stage) : [];
  const tri = withCautions(triage(findings, location, ranked, stage, input.safetyAnswers), cautions);
  if (understanding !== 'ok') return notUnderstood(understanding, location, tri, cautions);
  const plan = buildPlan(findings, location.regions, ranked, stage, tri, exclusions);
  const withheld = cautions.some((c) => c.plan === 'withhold');
  const gentle = cautions.some((c) => c.plan === 'gentle');
  if (withheld) plan.exercises = [];
  else if (gentle)
    plan.exercises = plan.exercises
      .filter((e) => !NOT_GENTLE.test(`${e.name} ${e.description} ${e.steps.join(' ')}`))
      .slice(0, 4);
  return {
    summary: summary(findings, location.painAreas, ranked, stage, tri),
    clinical_narrative: clinicalNarrative(findings, location.painAreas, ranked, stage, tri),
    exercises: plan.exercises,
    lifestyle: plan.lifestyle.filter((line) => !aboutUnmentionedActivity(line, findings)),
    products: plan.products,
    identified_pain_areas: location.painAreas,
    identified_regions: location.regions,
    conditions: ranked.map((r) => ({ id: r.id, name: r.name, likelihood: r.likelihood })),
    triage: { level: tri.level, red_flags: tri.red_flags, message: tri.message },
    key_issues: keyIssues(findings, ranked, tri),
    treatment_focus: treatmentFocus(ranked, tri),
    prognosis: prognosis(ranked, stage, tri),
    engine_version: ENGINE_VERSION,
    understanding,
    cautions: cautions.map(({ id, message }) => ({ id, message })),
  };
}

/** A child, pregnancy, recent surgery or new weakness never gets self-care. */
function withCautions(tri: TriageResult, cautions: readonly Caution[]): TriageResult {
  let level = tri.level;
  for (const c of cautions) level = maxLevel(level, c.atLeast);
  if (level === tri.level) return tri;
  const advice = TRIAGE_LEVELS.find((t) => t.id === level)?.advice ?? '';
  return { ...tri, level, message: [advice, ...cautions.map((c) => c.message)].join(' ') };
}

/** No diagnosis and no exercises: what we could not read, the screen's verdict and when to seek care. */
function notUnderstood(
  understanding: Exclude<Understanding, 'ok'>,
  location: Location,
  tri: TriageResult,
  cautions: readonly Caution[],
): Recommendation {
  const level = maxLevel(tri.level, 'routine');
  const flagged = tri.red_flags.length > 0;
  const message = flagged ? tri.message : `${SAFETY_MESSAGES.seekCare}`;
  return {
    summary: `${SAFETY_MESSAGES.notUnderstoodTitle}. ${UNDERSTANDING_TEXT[understanding]}`,
    clinical_narrative: null,
    exercises: [],
    lifestyle: [SAFETY_MESSAGES.seekCare],
    products: [],
    identified_pain_areas: location.painAreas,
    identified_regions: location.regions,
    conditions: [],
    triage: { level, red_flags: tri.red_flags, message },
    key_issues: [],
    treatment_focus: [],
    prognosis: '',
    engine_version: ENGINE_VERSION,
    understanding,
    cautions: cautions.map(({ id, message: m }) => ({ id, message: m })),
  };
}

/** Turns what a person typed and where they marked pain into a safe, specific plan. */
export function assess(input: AssessInput): Recommendation {
  return recommendationSchema.parse(run(input));
}

const norm = (s: string) => s.trim().toLowerCase();

/**
 * Re-derives a result after deletions or new information. Items removed now, and items the engine
 * would have suggested for the same input but that are missing from `previous` (removed earlier),
 * stay removed and are not suggested again.
 */
export function reassess(input: AssessInput, previous: Recommendation, edits: ReassessEdits): Recommendation {
  const prior = run(input);
  const prevExercises = new Set(previous.exercises.flatMap((e) => [norm(e.id), norm(e.name)]));
  const exercises = new Set((edits.removeExercises ?? []).map(norm));
  for (const e of prior.exercises) {
    if (!prevExercises.has(norm(e.id)) && !prevExercises.has(norm(e.name))) {
      exercises.add(norm(e.id));
      exercises.add(norm(e.name));
    }
  }
  for (const e of previous.exercises) {
    if (exercises.has(norm(e.id)) || exercises.has(norm(e.name))) {
      exercises.add(norm(e.id));
      exercises.add(norm(e.name));
    }
  }
  const prevLifestyle = new Set(previous.lifestyle.map(norm));
  const lifestyle = new Set((edits.removeLifestyle ?? []).map(norm));
  for (const l of prior.lifestyle) if (!prevLifestyle.has(norm(l))) lifestyle.add(norm(l));
  const prevProducts = new Set(previous.products.map(norm));
  const products = new Set((edits.removeProducts ?? []).map(norm));
  for (const p of prior.products) if (!prevProducts.has(norm(p))) products.add(norm(p));

  const prevAreas = new Set(previous.identified_pain_areas.map(norm));
  const removedAreas = [...(edits.removePainAreas ?? [])];
  for (const area of prior.identified_pain_areas) if (!prevAreas.has(norm(area))) removedAreas.push(area);
  const regions = new Set<string>();
  for (const area of removedAreas) for (const id of regionsForArea(area)) regions.add(id);
  for (const id of prior.identified_regions) {
    if (!previous.identified_regions.includes(id)) regions.add(id);
  }
  const removedLabels = new Set(removedAreas.map(norm));
  const painLocations = input.painLocations.filter((p) => !removedLabels.has(norm(p)));
  const extra = edits.extraInformation?.trim();
  const symptoms = extra ? `${input.symptoms.trim()}\n${extra}` : input.symptoms;
  return recommendationSchema.parse(
    run(
      {
        symptoms,
        painLocations: painLocations.length > 0 ? painLocations : input.painLocations,
        safetyAnswers: input.safetyAnswers,
      },
      { exercises, lifestyle, products, regions },
    ),
  );
}
