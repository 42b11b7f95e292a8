/** Anonymous results travel through session storage (written by the assessment wizard). */
import type { Recommendation, SafetyAnswer } from '@physiomate/shared';
import { normaliseRecommendation } from './recommendation';
import { parseSafetyAnswers } from './safety-answers';

export const SESSION_KEYS = { assessmentData: 'assessmentData', recommendations: 'recommendations' } as const;

/** What the results screen uses of the wizard's `assessmentData` next to the result. */
export type SessionAssessment = {
  symptoms: string;
  painLocations: string[];
  /** The safety check as answered (empty when there was none). */
  safetyAnswers: SafetyAnswer[];
};

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
  return normaliseRecommendation(readJson(store, SESSION_KEYS.recommendations));
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
  };
}

export function writeSessionRecommendations(rec: Recommendation, store: Storage | null = storage()): void {
  store?.setItem(SESSION_KEYS.recommendations, JSON.stringify(rec));
}
