import { z } from 'zod';
import { CONDITION_IDS, RED_FLAG_IDS, TRIAGE_IDS } from '../clinical/taxonomy.ts';
import { CAUTION_IDS, TREATMENT_FOCUS_PHRASES, UNDERSTANDING_LEVELS } from '../constants.ts';
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
  youtube_video_id: z.string().nullable().optional(),
  youtube_video_url: z.string().nullable().optional(),
  youtube_video_title: z.string().nullable().optional(),
  youtube_video_thumbnail: z.string().nullable().optional(),
  /** What the exercise should feel like (where, and what is normal). Absent on results saved before it existed. */
  feel: z.string().optional(),
  /** The pain-monitoring rule: how much pain is acceptable during and after, and what to do if it is exceeded. */
  pain_rule: z.string().optional(),
  /** When to move on, and to what. */
  progression: z.string().optional(),
  /**
   * Present when the exercise deliberately goes into a movement the person said brings on their pain,
   * because graded exposure to it is the treatment for the condition: says why, in plain words.
   */
  graded_note: z.string().optional(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const conditionLikelihoodSchema = z.object({
  id: z.enum(CONDITION_IDS),
  name: z.string(),
  likelihood: z.number().min(0).max(1),
});

export const triageSchema = z.object({
  level: z.enum(TRIAGE_IDS),
  red_flags: z.array(z.enum(RED_FLAG_IDS)),
  message: z.string(),
});
export type Triage = z.infer<typeof triageSchema>;

/** What the engine answers for one assessment (docs/decisions/engine-contract.md). */
export const recommendationSchema = z.object({
  summary: z.string(),
  clinical_narrative: z.string().nullable(),
  exercises: z.array(exerciseSchema),
  lifestyle: z.array(z.string()),
  products: z.array(z.string()),
  identified_pain_areas: z.array(z.string()),
  identified_regions: z.array(z.string()),
  conditions: z.array(conditionLikelihoodSchema),
  triage: triageSchema,
  key_issues: z.array(z.string().max(50)).max(3),
  treatment_focus: z.array(z.enum(TREATMENT_FOCUS_PHRASES)).max(3),
  prognosis: z.string(),
  engine_version: z.string(),
  /**
   * Whether the engine understood enough of the text for a plan. 'not_english' and 'too_thin'
   * results carry no conditions and no exercises (absent on results saved before this existed).
   */
  understanding: z.enum(UNDERSTANDING_LEVELS).optional(),
  /** Groups who need a professional's eye whatever the pain (a child, pregnancy, recent surgery, new weakness). */
  cautions: z.array(z.object({ id: z.enum(CAUTION_IDS), message: z.string() })).optional(),
  /** What the engine understood and used, for the 'What we understood' read-back (absent on older results). */
  findings: understoodSchema.optional(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
