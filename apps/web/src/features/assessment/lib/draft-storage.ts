/**
 * The wizard's draft in session storage, so a reload keeps what the user typed and drew.
 * - `assessmentData` (spec section 3): { age, gender, symptoms, painLocations }; also read by the results
 *   screen and by saving after sign-in.
 * - `assessmentDraft` (ours): the step and the diagram (strokes and ticked regions). Present only while
 *   an assessment is in progress; removed after a successful submit so "New Assessment" starts fresh.
 */
import { DEFAULT_AGE, DEFAULT_GENDER, type Recommendation } from '@physiomate/shared';
import { type DiagramValue, EMPTY_DIAGRAM, parseDiagram, serialiseDiagram } from '../body-diagram/selection';
import { SESSION_KEYS, sessionStore } from './session-keys';

export { SESSION_KEYS };

export type AssessmentData = { age: number; gender: string; symptoms: string; painLocations: string[] };
export type WizardStep = 1 | 2;
export type Draft = { step: WizardStep; symptoms: string; diagram: DiagramValue };

const store = sessionStore;

function write(key: string, value: unknown, storage: Storage | null) {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the draft is a convenience, never a reason to fail.
  }
}

function read(key: string, storage: Storage | null): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function assessmentData(symptoms: string, painLocations: string[]): AssessmentData {
  return { age: DEFAULT_AGE, gender: DEFAULT_GENDER, symptoms, painLocations };
}

export function loadDraft(storage: Storage | null = store()): Draft | null {
  const draft = read(SESSION_KEYS.draft, storage) as { step?: unknown; diagram?: unknown } | null;
  if (!draft) return null;
  const data = read(SESSION_KEYS.assessmentData, storage) as { symptoms?: unknown } | null;
  return {
    step: draft.step === 2 ? 2 : 1,
    symptoms: typeof data?.symptoms === 'string' ? data.symptoms : '',
    diagram: draft.diagram ? parseDiagram(draft.diagram) : EMPTY_DIAGRAM,
  };
}

export function saveDraft(draft: Draft, painLocations: string[], storage: Storage | null = store()): void {
  write(SESSION_KEYS.assessmentData, assessmentData(draft.symptoms, painLocations), storage);
  write(SESSION_KEYS.draft, { step: draft.step, diagram: serialiseDiagram(draft.diagram) }, storage);
}

/** After a successful submit: what the results screen reads, and no more draft. */
export function saveSubmitted(
  data: AssessmentData,
  recommendation: Recommendation,
  storage: Storage | null = store(),
) {
  write(SESSION_KEYS.assessmentData, data, storage);
  write(SESSION_KEYS.recommendations, recommendation, storage);
  try {
    storage?.removeItem(SESSION_KEYS.draft);
  } catch {
    // ignore
  }
}
