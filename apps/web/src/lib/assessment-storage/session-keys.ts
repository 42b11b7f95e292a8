/**
 * Session-storage keys of an assessment (kept in the tab for visitors, docs/decisions/confirmation-links.md), in a module with no imports so that the app
 * layout's after-sign-in save can read them without loading the wizard.
 */
export const SESSION_KEYS = {
  /** { age, gender, symptoms, painLocations }: written while the user types, and after a submit. */
  assessmentData: 'assessmentData',
  /** The anonymous result; with `assessmentData` it marks a completed, unsaved assessment. */
  recommendations: 'recommendations',
  /** Ours: the wizard's step and diagram while an assessment is in progress. */
  draft: 'assessmentDraft',
  /**
   * Ours: a random key for the completed assessment, sent when it is saved (with sign-up, sign-in or
   * after it), so the server never saves the same assessment twice. A new submit gets a new key.
   */
  pendingKey: 'pendingAssessmentKey',
} as const;

export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Removes the assessment keys (after the assessment is saved to the account). */
export function clearAssessmentKeys(storage: Storage | null = sessionStore()): void {
  for (const key of Object.values(SESSION_KEYS)) {
    try {
      storage?.removeItem(key);
    } catch {
      // Storage can be disabled; nothing to clear then.
    }
  }
}
