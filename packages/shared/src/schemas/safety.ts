import { z } from 'zod';
import { SAFETY_ANSWER_VALUES, SAFETY_QUESTION_IDS } from '../clinical/safety-questions.ts';
import { understoodSchema } from './findings.ts';

/** One answer of the safety check: 'unsure' counts as a possible yes. */
export const safetyAnswerSchema = z.object({
  id: z.enum(SAFETY_QUESTION_IDS, { error: 'Unknown safety question.' }),
  answer: z.enum(SAFETY_ANSWER_VALUES, { error: 'Answer Yes, No or Not sure.' }),
});
export type SafetyAnswer = z.infer<typeof safetyAnswerSchema>;

export const safetyAnswersSchema = z
  .array(safetyAnswerSchema)
  .max(SAFETY_QUESTION_IDS.length)
  .refine((answers) => new Set(answers.map((a) => a.id)).size === answers.length, {
    message: 'Each safety question can be answered once.',
  });

export const safetyQuestionsResponseSchema = z.object({
  questions: z.array(z.object({ id: z.enum(SAFETY_QUESTION_IDS), text: z.string(), hint: z.string() })),
  /**
   * 'What we understood' so far, for the wizard's last step to read back before the plan is made;
   * null while the text says too little (or cannot be read).
   */
  understood: z.optional(z.nullable(understoodSchema)),
});
export type SafetyQuestionsResponse = z.infer<typeof safetyQuestionsResponseSchema>;
