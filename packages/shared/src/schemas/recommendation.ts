// zod/mini: the web reads results kept in the browser with this schema, and it must stay
// tree-shakable there (no full zod in the results or wizard chunks).
import * as z from 'zod/mini';
import { STAGES, SUMMARY_POINT_IDS, TREATMENT_FOCUS_PHRASES } from '../clinical/recommendation-terms.ts';
import { CONDITION_IDS, RED_FLAG_IDS, TRIAGE_IDS } from '../clinical/taxonomy.ts';
import { CAUTION_IDS, UNDERSTANDING_LEVELS } from '../constants.ts';
import { understoodSchema } from './findings.ts';

/** One exercise of a plan (docs/decisions/engine-contract.md). */
export const exerciseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  steps: z.array(z.string()),
  duration: z.string(),
  frequency: z.string(),
  /** Region ids of the taxonomy, or 'general'. */
  regions: z.array(z.string()),
  equipment: z.array(z.string()),
  /** A phrase to search a demonstration video with. */
  video_search: z.string(),
  youtube_video_id: z.optional(z.nullable(z.string())),
  youtube_video_url: z.optional(z.nullable(z.string())),
  youtube_video_title: z.optional(z.nullable(z.string())),
  youtube_video_thumbnail: z.optional(z.nullable(z.string())),
  /** What the exercise should feel like (where, and what is normal). Absent on results saved before it existed. */
  feel: z.optional(z.string()),
  /** The pain-monitoring rule: how much pain is acceptable during and after, and what to do if it is exceeded. */
  pain_rule: z.optional(z.string()),
  /** When to move on, and to what. */
  progression: z.optional(z.string()),
  /**
   * Present when the exercise deliberately goes into a movement the person said brings on their pain,
   * because graded exposure to it is the treatment for the condition: says why, in plain words.
   */
  graded_note: z.optional(z.string()),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const conditionLikelihoodSchema = z.object({
  id: z.enum(CONDITION_IDS),
  name: z.string(),
  likelihood: z.number().check(z.minimum(0), z.maximum(1)),
});

export const triageSchema = z.object({
  level: z.enum(TRIAGE_IDS),
  red_flags: z.array(z.enum(RED_FLAG_IDS)),
  message: z.string(),
});
export type Triage = z.infer<typeof triageSchema>;

/** One labelled point under the summary ('Likely cause: ...'); the label is `SUMMARY_POINT_LABELS[id]`. */
export const summaryPointSchema = z.object({
  id: z.enum(SUMMARY_POINT_IDS),
  text: z.string(),
});
export type SummaryPoint = z.infer<typeof summaryPointSchema>;

/** A list of the plan: one a stored result never had reads as empty. */
const planList = <T extends z.core.SomeType>(item: T) => z._default(z.array(item), () => []);

/** What the engine answers for one assessment (docs/decisions/engine-contract.md). */
export const recommendationSchema = z.object({
  /**
   * The plain-language summary, for reading only. Since engine 2.0.0 it is the narrative alone and
   * its labelled points are `summary_points`; results saved before carry the points as '• Label:
   * text' lines in this text and have no `summary_points`.
   */
  summary: z.string(),
  /** The labelled points under the summary, in reading order (absent on results saved before 2.0.0). */
  summary_points: z.optional(z.array(summaryPointSchema)),
  /**
   * How long it has hurt as the engine read it (its exercise choice depends on it). Absent on results
   * saved before 2.0.0, and on a text the engine could not understand.
   */
  stage: z.optional(z.enum(STAGES)),
  clinical_narrative: z.nullable(z.string()),
  exercises: planList(exerciseSchema),
  lifestyle: planList(z.string()),
  products: planList(z.string()),
  identified_pain_areas: planList(z.string()),
  identified_regions: z.array(z.string()),
  conditions: z.array(conditionLikelihoodSchema),
  triage: triageSchema,
  key_issues: z.array(z.string().check(z.maxLength(50))).check(z.maxLength(3)),
  treatment_focus: z.array(z.enum(TREATMENT_FOCUS_PHRASES)).check(z.maxLength(3)),
  prognosis: z.string(),
  /** The engine that wrote the result (`ENGINE_VERSION`, bumped whenever its output changes). */
  engine_version: z.string(),
  /**
   * Whether the engine understood enough of the text for a plan. 'not_english' and 'too_thin'
   * results carry no conditions and no exercises (absent on results saved before this existed).
   */
  understanding: z.optional(z.enum(UNDERSTANDING_LEVELS)),
  /** Groups who need a professional's eye whatever the pain (a child, pregnancy, recent surgery, new weakness). */
  cautions: z.optional(z.array(z.object({ id: z.enum(CAUTION_IDS), message: z.string() }))),
  /** What the engine understood and used, for the 'What we understood' read-back (absent on older results). */
  findings: z.optional(understoodSchema),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
