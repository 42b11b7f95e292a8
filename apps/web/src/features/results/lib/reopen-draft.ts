/**
 * 'Add more detail' on a result the engine could not understand: the wizard opens on the symptoms
 * step with what the person wrote, the areas they marked and their safety answers, instead of an
 * empty form. The wizard restores whatever draft is in session storage; after a submit there is
 * none (and a saved assessment left nothing in storage), so this puts one back.
 */
import { DEFAULT_AGE, DEFAULT_GENDER, REGIONS, type SafetyAnswer } from '@physiomate/shared';
import { SESSION_KEYS, sessionStore } from '@/features/assessment/lib/session-keys';

export type ReopenInput = { symptoms: string; painLocations: string[]; safetyAnswers: SafetyAnswer[] };

const REGION_BY_LABEL = new Map<string, string>(REGIONS.map((r) => [r.label.toLowerCase(), r.id]));

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** Puts the assessment back as the wizard's draft, unless a draft is already in progress. */
export function reopenDraft(input: ReopenInput, storage: Storage | null = sessionStore()): void {
  if (!storage) return;
  try {
    if (storage.getItem(SESSION_KEYS.draft) !== null) return;
    const data = readJson(storage, SESSION_KEYS.assessmentData) as { symptoms?: unknown } | null;
    if (data?.symptoms !== input.symptoms) {
      storage.setItem(
        SESSION_KEYS.assessmentData,
        JSON.stringify({
          age: DEFAULT_AGE,
          gender: DEFAULT_GENDER,
          symptoms: input.symptoms,
          painLocations: input.painLocations,
        }),
      );
    }
    // Marked areas come back as ticked regions (drawn strokes are not kept with a result).
    const ticked = input.painLocations.flatMap((label) => {
      const id = REGION_BY_LABEL.get(label.trim().toLowerCase());
      return id ? [id] : [];
    });
    storage.setItem(
      SESSION_KEYS.draft,
      JSON.stringify({
        step: 1,
        diagram: { v: 1, front: [], back: [], ticked },
        safetyAnswers: input.safetyAnswers,
      }),
    );
  } catch {
    // Storage full or disabled: the wizard simply starts empty.
  }
}
