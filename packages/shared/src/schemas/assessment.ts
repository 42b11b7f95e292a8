import { z } from 'zod';
import { MAX_PAIN_LOCATIONS, SYMPTOMS_MAX_CHARS, SYMPTOMS_MIN_CHARS } from '../constants.ts';
import { findingCorrectionsSchema } from './findings.ts';
import { safetyAnswersSchema } from './safety.ts';
import { storableText } from './text.ts';

export const symptomsSchema = z
  .string({ error: 'Please describe your symptoms.' })
  .trim()
  .min(SYMPTOMS_MIN_CHARS, `Please describe your symptoms in at least ${SYMPTOMS_MIN_CHARS} characters.`)
  .max(SYMPTOMS_MAX_CHARS, `Please keep your description under ${SYMPTOMS_MAX_CHARS} characters.`)
  .refine(...storableText);

export const painLocationsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(100)
      .refine(...storableText),
    {
      error: 'Pain locations must be a list of body areas.',
    },
  )
  .min(1, 'Please mark at least one pain area.')
  .max(MAX_PAIN_LOCATIONS, `Please mark at most ${MAX_PAIN_LOCATIONS} pain areas.`);

/** An assessment as the wizard sends it, for a plan (visitors) or a save (docs/decisions/engine-owns-triage.md). */
export const assessmentRequestSchema = z.object({
  assessmentId: z
    .string()
    .max(100)
    .refine(...storableText)
    .nullable()
    .optional(),
  symptoms: symptomsSchema,
  painLocations: painLocationsSchema,
  /** The wizard's safety check; optional so the JSONL interface and older clients still work. */
  safetyAnswers: safetyAnswersSchema.optional(),
  /** Corrections to 'What we understood' ('Update my plan'); red-flag screening ignores them. */
  corrections: z.optional(findingCorrectionsSchema),
  /**
   * Saving only: the saved assessments the user agreed to delete for this one. A free account with
   * more than one (left from a paid plan) must name them all; nothing is deleted without it.
   */
  replaceIds: z.array(z.string().max(64)).max(1000).optional(),
  /**
   * Saving only: the browser's key of a visitor's assessment (see `pendingAssessmentSchema`). When the
   * server already saved that assessment for this user (at sign-up confirmation or sign-in), it
   * answers with that one instead of saving it twice.
   */
  pendingKey: z.uuid().optional(),
});
export type AssessmentRequest = z.infer<typeof assessmentRequestSchema>;

/**
 * What the engine reads of an assessment: the one definition of it for the engine, the server's
 * recommender and the web's submit and save calls (which add their own transport fields).
 */
export type AssessmentInput = Pick<
  AssessmentRequest,
  'symptoms' | 'painLocations' | 'safetyAnswers' | 'corrections'
>;

/** What the browser sends to POST /api/recommendations and POST /api/assessments. */
export type AssessmentPayload = AssessmentInput & Pick<AssessmentRequest, 'replaceIds' | 'pendingKey'>;

/** Which safety questions to ask: the wizard sends what it has so far. */
export const safetyQuestionsRequestSchema = z.object({
  symptoms: z
    .string()
    .max(SYMPTOMS_MAX_CHARS)
    .refine(...storableText)
    .default(''),
  painLocations: painLocationsSchema,
});
export type SafetyQuestionsRequest = z.input<typeof safetyQuestionsRequestSchema>;

/**
 * A visitor's finished assessment, carried with sign-up or sign-in so that the server saves it to the
 * account (when the email is confirmed, or at sign-in): the save's input plus the browser's random
 * key for it, which makes saving it twice impossible.
 */
export const pendingAssessmentSchema = z.object({
  key: z.uuid('The pending assessment key is not valid.'),
  symptoms: symptomsSchema,
  painLocations: painLocationsSchema,
  safetyAnswers: safetyAnswersSchema.optional(),
  corrections: z.optional(findingCorrectionsSchema),
});
export type PendingAssessmentInput = z.infer<typeof pendingAssessmentSchema>;
