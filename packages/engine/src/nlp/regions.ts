import { type BaseRegion, REGIONS, type RegionId } from '@physiomate/shared';

export type { BaseRegion };

export type Side = 'left' | 'right' | 'both';

export const UNSIDED: ReadonlySet<BaseRegion> = new Set([
  'head',
  'jaw',
  'neck',
  'chest',
  'abdomen',
  'upper-back',
  'lower-back',
]);

const REGION_ID_SET = new Set<string>(REGIONS.map((r) => r.id));

/** 'knee-left' -> 'knee'; 'neck' -> 'neck'. */
export function baseOf(id: string): BaseRegion {
  return id.replace(/-(left|right)$/, '') as BaseRegion;
}

/** The region ids of a base region on the given side(s). */
export function sidedIds(base: BaseRegion, side: Side | undefined): RegionId[] {
  if (UNSIDED.has(base)) return [base as RegionId];
  const sides = side === 'left' ? ['left'] : side === 'right' ? ['right'] : ['left', 'right'];
  return sides.map((s) => `${base}-${s}`).filter((id) => REGION_ID_SET.has(id)) as RegionId[];
}
