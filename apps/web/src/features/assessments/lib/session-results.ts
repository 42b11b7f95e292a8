/** Anonymous results travel through session storage (written by the assessment wizard). */
import {
  type AssessmentInput,
  type FindingCorrections,
  findingCorrectionsSchema,
  type Recommendation,
  recommendationSchema,
  type SafetyAnswer,
} from '@physiomate/shared';
import { parseSafetyAnswers } from './safety-answers';

export const SESSION_KEYS = { assessmentData: 'assessmentData', recommendations: 'recommendations' } as const;

/**
 * What the results screen uses of the wizard's `assessmentData` next to the result: the engine's
 * input, with the safety check as answered (empty when there was none) and the corrections to 'What
 * we understood' so far (in the wizard or on this page).
 */
export type SessionAssessment = AssessmentInput & { safetyAnswers: SafetyAnswer[] };

/**
 * A result kept in this browser, read with the shared contract (`recommendationSchema`, written with
 * zod/mini so the results and wizard chunks stay lean): whatever is not a recommendation reads as none.
 */
export function readRecommendation(value: unknown): Recommendation | null {
  const parsed = recommendationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Corrections read back from session storage, with the shared contract (undefined when not valid). */
export function parseCorrections(value: unknown): FindingCorrections | undefined {
  return findingCorrectionsSchema.safeParse(value).data;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readJson(store: Storage | null, key: string): unknown {
  try {
    const raw = store?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function readSessionRecommendations(store: Storage | null = storage()): Recommendation | null {
  return readRecommendation(readJson(store, SESSION_KEYS.recommendations));
}

export function readSessionAssessment(store: Storage | null = storage()): SessionAssessment {
  const data = readJson(store, SESSION_KEYS.assessmentData);
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    symptoms: typeof record.symptoms === 'string' ? record.symptoms : '',
    painLocations: Array.isArray(record.painLocations)
      ? record.painLocations.filter((p): p is string => typeof p === 'string' && p.trim() !== '')
      : [],
    safetyAnswers: parseSafetyAnswers(record.safetyAnswers),
    ...(record.corrections ? { corrections: parseCorrections(record.corrections) } : {}),
  };
}

/** Keeps the corrections with the anonymous assessment, so later ones add to them. */
export function writeSessionCorrections(
  corrections: FindingCorrections,
  store: Storage | null = storage(),
): void {
  const data = readJson(store, SESSION_KEYS.assessmentData);
  if (typeof data !== 'object' || data === null) return;
  store?.setItem(SESSION_KEYS.assessmentData, JSON.stringify({ ...data, corrections }));
}

export function writeSessionRecommendations(rec: Recommendation, store: Storage | null = storage()): void {
  store?.setItem(SESSION_KEYS.recommendations, JSON.stringify(rec));
}
