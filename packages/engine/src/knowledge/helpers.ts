import type { BaseRegion } from '../nlp/regions.ts';
import type { ExerciseDef } from './types.ts';

/** Compact constructor so each knowledge file reads like a clinician's exercise sheet. */
export function ex(
  id: string,
  name: string,
  regions: BaseRegion[] | ['general'],
  equipment: string[],
  description: string,
  steps: string[],
  duration: string,
  frequency: string,
  video?: string,
): ExerciseDef {
  return {
    id,
    name,
    description,
    steps,
    duration,
    frequency,
    regions,
    equipment,
    video_search: video ?? `${name} exercise physiotherapy demonstration`,
  };
}
