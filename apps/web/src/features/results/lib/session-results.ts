/** Anonymous results travel through session storage (written by the assessment wizard). */
import type { Recommendation } from '@physiomate/shared';
import { normaliseRecommendation } from './recommendation';

export const SESSION_KEYS = { assessmentData: 'assessmentData', recommendations: 'recommendations' } as const;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionRecommendations(store: Storage | null = storage()): Recommendation | null {
  const raw = store?.getItem(SESSION_KEYS.recommendations);
  if (!raw) return null;
  try {
    return normaliseRecommendation(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeSessionRecommendations(rec: Recommendation, store: Storage | null = storage()): void {
  store?.setItem(SESSION_KEYS.recommendations, JSON.stringify(rec));
}
