/**
 * The fixed vocabularies of the recommendation (schemas/recommendation.ts). A module of plain
 * constants: not constants.ts, which sits in the web's entry chunk (every export of it used by any
 * page is emitted there), and not the schema module, whose schemas would come along with a label.
 */

/** The 12 treatment-focus phrases; `treatment_focus` picks at most 3 of these. */
export const TREATMENT_FOCUS_PHRASES = [
  'Pain relief and calming symptoms',
  'Restoring range of motion',
  'Strengthening supporting muscles',
  'Core and trunk stability',
  'Posture and ergonomics',
  'Nerve mobility and desensitisation',
  'Gradual return to activity',
  'Load management',
  'Balance and proprioception',
  'Flexibility and muscle length',
  'Tendon loading and capacity',
  'Reassurance and pacing',
] as const;
export type TreatmentFocus = (typeof TREATMENT_FOCUS_PHRASES)[number];

/** How long it has hurt, as the engine reads it: under 6 weeks ('acute') or longer ('persistent'). */
export const STAGES = ['acute', 'persistent'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * The labelled points under the summary, in reading order (`summary_points` of the recommendation).
 * 'likely_cause' and 'suspected_issue' name a musculoskeletal cause: a raised red flag hides them.
 */
export const SUMMARY_POINT_IDS = ['likely_cause', 'duration', 'suspected_issue', 'warning_signs'] as const;
export type SummaryPointId = (typeof SUMMARY_POINT_IDS)[number];
export const SUMMARY_POINT_LABELS: Record<SummaryPointId, string> = {
  likely_cause: 'Likely cause',
  duration: 'Duration',
  suspected_issue: 'Suspected issue',
  warning_signs: 'Warning signs',
};
