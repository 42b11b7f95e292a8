// zod/mini: the web reads stored results (which carry `findings`) with these schemas, and they must
// stay tree-shakable there.
import * as z from 'zod/mini';
import { FINDING_GROUPS } from '../constants.ts';

/**
 * 'What we understood': the findings the engine used, grouped the way a clinician reads them back,
 * and the corrections a person can make to them. Red-flag signs are shown but never removable:
 * screening always runs on the person's own words and safety answers.
 */

const findingIdSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z_]{1,39}$/, 'A finding id is lower-case letters and underscores.'));

export const findingChipSchema = z.object({
  id: findingIdSchema,
  label: z.string(),
  /** False for red-flag signs: they stay whatever the person edits. */
  editable: z.boolean(),
});
export type FindingChip = z.infer<typeof findingChipSchema>;

export const understoodSchema = z.object({
  /** The pain areas the plan is for ('Left knee'). */
  where: z.array(z.string()),
  /** How long it has hurt in days, when the person said so. */
  sinceDays: z.nullable(z.number().check(z.nonnegative())),
  since: z.nullable(z.string()),
  started: z.array(findingChipSchema),
  worse: z.array(findingChipSchema),
  eases: z.array(findingChipSchema),
  other: z.array(findingChipSchema),
  denied: z.array(findingChipSchema),
  /** A short list of findings the person may add, per group. */
  addable: z.array(z.extend(findingChipSchema, { group: z.enum(FINDING_GROUPS) })),
});
export type Understood = z.infer<typeof understoodSchema>;

const findingIds = z._default(z.array(findingIdSchema).check(z.maxLength(40)), () => []);

/** Corrections to what the engine understood, sent back to re-run it ('Update my plan'). */
export const findingCorrectionsSchema = z.strictObject({
  remove: findingIds,
  add: findingIds,
  /** Days since it started; null clears a duration the engine misread. */
  sinceDays: z.optional(
    z.nullable(
      z
        .number({ error: 'The duration must be a number of days.' })
        .check(
          z.refine(Number.isInteger, 'The duration must be a whole number of days.'),
          z.minimum(0, 'The duration cannot be negative.'),
          z.maximum(36500, 'The duration must be under 100 years.'),
        ),
    ),
  ),
});
export type FindingCorrections = z.infer<typeof findingCorrectionsSchema>;
