import { type Exercise, type Recommendation, SUMMARY_POINT_LABELS } from '@physiomate/shared';
import { z } from 'zod';
import type { AssessInput } from './engine.ts';
import { EXERCISE_BY_ID, type Stage, URGENT_SAFE_EXERCISES } from './knowledge/index.ts';
import { allowedRegions, candidateIds, isRelevant, materialise } from './plan.ts';

/** What the language model may return: new wording and a choice among the engine's candidates. */
export const personalisationOutputSchema = z.object({
  summary: z.string().trim().min(40).max(3000),
  clinical_narrative: z.string().trim().min(40).max(8000),
  exercise_ids: z.array(z.string()).min(1).max(8),
});
export type PersonalisationOutput = z.infer<typeof personalisationOutputSchema>;

/**
 * The stage the engine decided (`stage`). A result without one, saved before engine 2.0.0, draws
 * from the acute pool (a text the engine could not read has none either, but is never personalised).
 */
function stageOfResult(result: Recommendation): Stage {
  return result.stage ?? 'acute';
}

/** A line of the model's summary that starts like a bullet: the labelled points are the engine's. */
const BULLET_LINE = /^\s*(?:[•●▪◦‣∙·*-]|\u2013|\u2014)\s/m;

/** The exercises a personalisation may choose from: never any for an emergency. */
export function candidateExercises(result: Recommendation): Exercise[] {
  if (result.triage.level === 'emergency') return [];
  const allowed = allowedRegions(result.identified_regions, result.conditions[0]?.id);
  const urgentOnly = result.triage.level === 'urgent' && result.triage.red_flags.length > 0;
  const ids = urgentOnly ? URGENT_SAFE_EXERCISES : candidateIds(result.conditions, stageOfResult(result));
  const out: Exercise[] = [...result.exercises];
  for (const id of ids) {
    const def = EXERCISE_BY_ID.get(id);
    if (!def || out.some((e) => e.id === id)) continue;
    const exercise = materialise(def, result.identified_regions, allowed);
    if (isRelevant(exercise, allowed)) out.push(exercise);
    if (out.length >= 16) break;
  }
  return out;
}

/** Builds the prompt for an optional model pass; the model only rewords and chooses. */
export function personalisationPrompt(
  result: Recommendation,
  input: AssessInput,
): { system: string; user: string } {
  const candidates = candidateExercises(result).map((e) => ({
    id: e.id,
    name: e.name,
    regions: e.regions,
    description: e.description,
  }));
  const system = [
    'You are a senior physiotherapist personalising a self-management plan written by a deterministic clinical engine.',
    'Rules:',
    '- Do not change the triage level, red flags or the ranked conditions; do not add diagnoses.',
    '- Choose 4 to 8 exercise ids ONLY from the candidate list, best suited to this person; never invent ids.',
    '- If the triage level is emergency, return an empty exercise list is not allowed: the engine keeps its own result.',
    '- summary: a short plain-language paragraph for the person, with no bullet lines: the engine lists the likely cause, duration and suspected issue itself (summary_points), so do not contradict them.',
    '- clinical_narrative: a few paragraphs a physiotherapist would sign: what we think, why, what would change our mind, when to seek help. Keep the triage advice unchanged.',
    '- Use British English, no medication doses, no links.',
    'Reply with JSON only: {"summary": string, "clinical_narrative": string, "exercise_ids": string[]}.',
  ].join('\n');
  const user = JSON.stringify({
    person: { symptoms: input.symptoms, painLocations: input.painLocations },
    engine: {
      identified_pain_areas: result.identified_pain_areas,
      conditions: result.conditions.slice(0, 3),
      triage: result.triage,
      key_issues: result.key_issues,
      summary: result.summary,
      summary_points: (result.summary_points ?? []).map((p) => ({
        label: SUMMARY_POINT_LABELS[p.id],
        text: p.text,
      })),
    },
    candidates,
  });
  return { system, user };
}

/** Applies a model's output if, and only if, it is valid and safe; otherwise returns the engine's result. */
export function applyPersonalisation(
  result: Recommendation,
  _input: AssessInput,
  raw: unknown,
): Recommendation {
  if (result.triage.level === 'emergency') return result;
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return result;
    }
  }
  const parsed = personalisationOutputSchema.safeParse(value);
  if (!parsed.success) return result;
  const ids = parsed.data.exercise_ids;
  if (new Set(ids).size !== ids.length) return result;
  const candidates = candidateExercises(result);
  const byId = new Map(candidates.map((e) => [e.id, e]));
  if (ids.some((id) => !byId.has(id))) return result;
  if (ids.length < Math.min(4, candidates.length)) return result;
  if (BULLET_LINE.test(parsed.data.summary)) return result;
  return {
    ...result,
    summary: parsed.data.summary,
    clinical_narrative: parsed.data.clinical_narrative,
    exercises: ids.map((id) => byId.get(id) as Exercise),
  };
}
