import type { BaseRegion } from '../nlp/regions.ts';
import type { ExerciseDef, ExerciseKind, ExerciseMeta, LoadLevel } from './types.ts';

const DEFAULT_LOAD: Record<ExerciseKind, LoadLevel> = {
  mobility: 1,
  stretch: 1,
  isometric: 1,
  nerve: 1,
  relaxation: 1,
  aerobic: 1,
  strength: 2,
  control: 2,
  balance: 2,
  plyometric: 3,
};

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
  meta: ExerciseMeta,
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
    video_search: meta.video ?? `${name} exercise physiotherapy demonstration`,
    kind: meta.kind,
    feel: meta.feel,
    progression: meta.progression,
    load: meta.load ?? DEFAULT_LOAD[meta.kind],
    loads: meta.loads ?? [],
    notWhen: meta.notWhen ?? [],
    onlyWhen: meta.onlyWhen ?? [],
    notAcute: meta.notAcute ?? false,
    ...(meta.painRule ? { painRule: meta.painRule } : {}),
  };
}
