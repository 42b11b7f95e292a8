import { type Recommendation, recommendationSchema, type SafetyAnswer } from '@physiomate/shared';
import { locate, regionsForArea } from './locate.ts';
import { extract } from './nlp/extract.ts';
import { buildPlan, type Exclusions } from './plan.ts';
import { rank, stageOf } from './rank.ts';
import { clinicalNarrative, keyIssues, prognosis, summary, treatmentFocus } from './text.ts';
import { triage } from './triage.ts';

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
  const ranked = rank(findings, location, stage);
  const tri = triage(findings, location, ranked, stage, input.safetyAnswers);
  const plan = buildPlan(findings, location.regions, ranked, stage, tri, exclusions);
  return {
    summary: summary(findings, location.painAreas, ranked, stage, tri),
    clinical_narrative: clinicalNarrative(findings, location.painAreas, ranked, stage, tri),
    exercises: plan.exercises,
    lifestyle: plan.lifestyle,
    products: plan.products,
    identified_pain_areas: location.painAreas,
    identified_regions: location.regions,
    conditions: ranked.map((r) => ({ id: r.id, name: r.name, likelihood: r.likelihood })),
    triage: { level: tri.level, red_flags: tri.red_flags, message: tri.message },
    key_issues: keyIssues(findings, ranked, tri),
    treatment_focus: treatmentFocus(ranked, tri),
    prognosis: prognosis(ranked, stage, tri),
    engine_version: ENGINE_VERSION,
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
