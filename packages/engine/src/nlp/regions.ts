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
export function sidedIds(base: BaseRegion, side: Side | undefined): readonly RegionId[] {
  // (made once for each base and side, not at every call: plans and locations ask for them at every
  // assessment; frozen, as every caller copies what it keeps)
  let bySide = SIDED.get(base);
  if (bySide === undefined) {
    const of = (sides: string[]) =>
      Object.freeze(
        UNSIDED.has(base)
          ? [base as RegionId]
          : (sides.map((s) => `${base}-${s}`).filter((id) => REGION_ID_SET.has(id)) as RegionId[]),
      );
    bySide = [of(['left', 'right']), of(['left']), of(['right'])];
    SIDED.set(base, bySide);
  }
  return bySide[side === 'left' ? 1 : side === 'right' ? 2 : 0] as readonly RegionId[];
}
/** sidedIds by base: for both sides (or none given), the left, the right. */
const SIDED = new Map<string, (readonly RegionId[])[]>();
