/**
 * Figure coordinates -> taxonomy region ids, with the person's own left and right. Pure TS: no DOM.
 */
import { REGIONS, type RegionId } from '@physiomate/shared';
import {
  FIGURE_HEIGHT,
  FIGURE_WIDTH,
  GEOMETRY,
  type Part,
  type Polygon,
  type View,
  type ViewerSide,
  type Zone,
} from './geometry';
import { isRegionId } from './selection';

export type PersonSide = 'left' | 'right';

/**
 * Front view: we face the person, so their left is on the viewer's right.
 * Back view: we look the same way they do, so their left is on the viewer's left.
 */
export function personSide(view: View, side: ViewerSide): PersonSide {
  if (view === 'front') return side === 'viewer-left' ? 'right' : 'left';
  return side === 'viewer-left' ? 'left' : 'right';
}

export function zoneRegionId(view: View, zone: Zone): RegionId {
  const id = zone.side === null ? zone.base : `${zone.base}-${personSide(view, zone.side)}`;
  if (!isRegionId(id)) throw new Error(`Body diagram zone maps to unknown region "${id}"`);
  return id;
}

export function pointInPolygon(x: number, y: number, poly: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInPart(x: number, y: number, part: Part): boolean {
  return part.shapes.some((shape) => pointInPolygon(x, y, shape));
}

/** The taxonomy region under a point of a view (figure units), or null off the body. */
export function regionAt(view: View, x: number, y: number): RegionId | null {
  for (const part of GEOMETRY[view].parts) {
    if (!pointInPart(x, y, part)) continue;
    for (const zone of part.zones) {
      if (pointInPolygon(x, y, zone.polygon)) return zoneRegionId(view, zone);
    }
    return null;
  }
  return null;
}

/** Where a region is drawn on a view: each zone clipped to its part's outline. */
export type RegionArea = { part: Part; zone: Zone };

export function regionAreas(view: View, region: RegionId): RegionArea[] {
  const areas: RegionArea[] = [];
  for (const part of GEOMETRY[view].parts) {
    for (const zone of part.zones) {
      if (zoneRegionId(view, zone) === region) areas.push({ part, zone });
    }
  }
  return areas;
}

/** Every region reachable on a view. */
export function regionsOnView(view: View): Set<RegionId> {
  const ids = new Set<RegionId>();
  for (const part of GEOMETRY[view].parts) for (const zone of part.zones) ids.add(zoneRegionId(view, zone));
  return ids;
}

/** Index into REGIONS + 1 (0 = off the body), per figure pixel; filled lazily. */
const grids: Partial<Record<View, Int8Array>> = {};
const UNKNOWN = -1;

function cellRegionIndex(view: View, cell: number): number {
  let grid = grids[view];
  if (!grid) {
    grid = new Int8Array(FIGURE_WIDTH * FIGURE_HEIGHT).fill(UNKNOWN);
    grids[view] = grid;
  }
  let value = grid[cell]!;
  if (value === UNKNOWN) {
    const x = (cell % FIGURE_WIDTH) + 0.5;
    const y = Math.floor(cell / FIGURE_WIDTH) + 0.5;
    const id = regionAt(view, x, y);
    value = id === null ? 0 : REGIONS.findIndex((r) => r.id === id) + 1;
    grid[cell] = value;
  }
  return value;
}

/** A region counts once this many figure pixels of paint fall on it (ignores anti-aliased slivers). */
export const MIN_PIXELS_PER_REGION = 12;
const ALPHA_THRESHOLD = 128;

export type PaintedRegions = {
  /** Regions with paint on them, in taxonomy order. */
  regions: RegionId[];
  /** Paint that fell on no known region (drives the generic pain location). */
  unmapped: boolean;
  /** Any paint at all. */
  painted: boolean;
};

/**
 * Turns the alpha channel of a view's paint, rendered at one pixel per figure unit
 * (FIGURE_WIDTH x FIGURE_HEIGHT RGBA bytes), into region ids.
 */
export function regionsFromPixels(view: View, rgba: ArrayLike<number>): PaintedRegions {
  const counts = new Uint16Array(REGIONS.length + 1);
  let painted = 0;
  const cells = FIGURE_WIDTH * FIGURE_HEIGHT;
  for (let cell = 0; cell < cells; cell++) {
    if (rgba[cell * 4 + 3]! < ALPHA_THRESHOLD) continue;
    painted++;
    const index = cellRegionIndex(view, cell);
    if (counts[index]! < 65535) counts[index]!++;
  }
  const regions: RegionId[] = [];
  REGIONS.forEach((region, i) => {
    if (counts[i + 1]! >= MIN_PIXELS_PER_REGION) regions.push(region.id);
  });
  const anyPaint = painted >= MIN_PIXELS_PER_REGION;
  return { regions, unmapped: anyPaint && regions.length === 0, painted: anyPaint };
}
