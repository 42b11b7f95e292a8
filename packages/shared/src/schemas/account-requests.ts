/**
 * Sign-up and sign-in as the server reads them: the form's fields (account.ts) plus a visitor's
 * unsaved assessment. Apart from account.ts because the assessment schema is full zod: the web's
 * forms use the fields alone and must not pull it in.
 */
import * as z from 'zod/mini';
import { signInFormSchema, signUpFormSchema } from './account.ts';
import { pendingAssessmentSchema } from './assessment.ts';

export const signUpBodySchema = z.extend(signUpFormSchema, {
  /** A visitor's unsaved assessment: held for the new account and saved when the email is confirmed. */
  pendingAssessment: z.optional(pendingAssessmentSchema),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.extend(signInFormSchema, {
  /** A visitor's unsaved assessment: saved at sign-in (or when the email is confirmed). */
  pendingAssessment: z.optional(pendingAssessmentSchema),
});
export type SignInBody = z.infer<typeof signInBodySchema>;
