/**
 * The browser's side of the tier rules on save (docs/decisions/tiers.md). The server enforces them; these only
 * decide which dialog the wizard shows first, and whether an anonymous assessment waits to be saved.
 */
import { type AssessmentInput, SYMPTOMS_MIN_CHARS, TIER_RULES, type Tier } from '@physiomate/shared';
import { parseAnswers } from './safety';
import { SESSION_KEYS, sessionStore } from './session-keys';

export type SaveDialog = 'replace' | 'keep-one' | 'limit';

/**
 * Free with one saved: confirm the replacement. Free with several (left from a paid plan): choose
 * which one to keep. Pro at its cap: the limit dialog. Master: none.
 */
export function saveDialogFor(tier: Tier, existing: number): SaveDialog | null {
  if (tier === 'free') return existing >= 2 ? 'keep-one' : existing === 1 ? 'replace' : null;
  const cap = TIER_RULES[tier].maxAssessments;
  return cap !== null && existing >= cap ? 'limit' : null;
}

/** Whether the limit dialog can close: fewer assessments than the pro cap remain. */
export function belowProCap(existing: number): boolean {
  return existing < (TIER_RULES.pro.maxAssessments ?? Number.POSITIVE_INFINITY);
}

/**
 * The engine's input as the visitor completed it: the safety answers are absent for an assessment
 * completed before the check existed, the corrections when 'What we understood' was not corrected.
 */
export type PendingAssessment = AssessmentInput;

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/**
 * A completed anonymous assessment that is not saved yet: `assessmentData` that passes validation
 * together with `recommendations`. While the wizard's draft key exists, `assessmentData` is a draft
 * being typed (it overwrote any earlier completed one), so nothing is pending.
 */
export function readPendingAssessment(storage: Storage | null = sessionStore()): PendingAssessment | null {
  if (!storage) return null;
  try {
    if (storage.getItem(SESSION_KEYS.draft) !== null) return null;
    if (storage.getItem(SESSION_KEYS.recommendations) === null) return null;
  } catch {
    return null;
  }
  const recommendations = readJson(storage, SESSION_KEYS.recommendations);
  if (typeof recommendations !== 'object' || recommendations === null) return null;
  const data = readJson(storage, SESSION_KEYS.assessmentData) as {
    symptoms?: unknown;
    painLocations?: unknown;
    safetyAnswers?: unknown;
    corrections?: unknown;
  } | null;
  if (!data || typeof data.symptoms !== 'string') return null;
  const symptoms = data.symptoms.trim();
  if (symptoms.length < SYMPTOMS_MIN_CHARS) return null;
  if (!Array.isArray(data.painLocations)) return null;
  const painLocations = data.painLocations.filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  if (painLocations.length === 0) return null;
  const pending: PendingAssessment = { symptoms, painLocations };
  if (Array.isArray(data.safetyAnswers)) pending.safetyAnswers = parseAnswers(data.safetyAnswers);
  // The plan the visitor read was made with their corrections, so the saved one is too. The results
  // page wrote them after checking them with the shared schema, and the server checks them again;
  // that schema is not loaded here, to keep the layout (and the landing page) light.
  if (isRecord(data.corrections)) pending.corrections = data.corrections as PendingAssessment['corrections'];
  return pending;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
