import { z } from 'zod';
import { recommendationSchema, summaryPointSchema } from './recommendation.ts';
import { safetyAnswersSchema } from './safety.ts';
import { storableText } from './text.ts';

const editItem = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine(...storableText);

/** A saved assessment with its result, as the server answers it. */
export const savedAssessmentSchema = z.object({
  assessment: z.object({
    id: z.string(),
    createdAt: z.string(),
    symptoms: z.string(),
    painLocations: z.array(z.string()),
    /** The safety check as answered (empty for assessments saved without one). */
    safetyAnswers: safetyAnswersSchema,
  }),
  recommendations: z.nullable(recommendationSchema),
  /** Exercises of the plan that the user's tier does not show (free sees the first 4); not sent. */
  hiddenExercises: z.number().int().nonnegative().optional(),
});
export type SavedAssessmentResponse = z.infer<typeof savedAssessmentSchema>;

/** One card of My Assessments (and of the pro limit dialog). */
export const assessmentSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  symptomsPreview: z.string(),
  summary: z.string().nullable(),
  /** The summary's labelled points; null on results saved before they were stored apart (see `Recommendation`). */
  summaryPoints: z.nullable(z.array(summaryPointSchema)),
  identifiedPainAreas: z.array(z.string()),
  /** The exercises the user's tier shows (free: the first 4), so the card counts what can be seen. */
  exerciseNames: z.array(z.string()),
  products: z.array(z.string()),
  triageLevel: z.string().nullable(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;
export const assessmentListSchema = z.object({ assessments: z.array(assessmentSummarySchema) });

/** Removing plan items (pro and master): the server re-runs the engine with the edits. */
export const planEditSchema = z
  .object({
    removeExercises: z.array(editItem(200)).max(50).default([]),
    removeLifestyle: z.array(editItem(2000)).max(50).default([]),
    removeProducts: z.array(editItem(500)).max(50).default([]),
    removePainAreas: z.array(editItem(200)).max(50).default([]),
  })
  .refine(
    (e) =>
      e.removeExercises.length +
        e.removeLifestyle.length +
        e.removeProducts.length +
        e.removePainAreas.length >
      0,
    'Nothing to remove.',
  );
export type PlanEdit = z.input<typeof planEditSchema>;
