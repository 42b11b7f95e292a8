/**
 * The diagram's value (strokes + ticked regions), the selection derived from it, and the payload's
 * pain locations. Pure TS: no DOM.
 */
import { GENERIC_PAIN_LOCATION, MAX_PAIN_LOCATIONS, REGIONS, type RegionId } from '@physiomate/shared';
import type { View } from './geometry';

const REGION_ID_SET: ReadonlySet<string> = new Set(REGIONS.map((r) => r.id));

/**
 * A taxonomy region id. Here rather than in regions.ts: that module builds the figure's geometry when
 * it loads, and the results page reads a selection (reopenDraft) without drawing a figure.
 */
export function isRegionId(value: string): value is RegionId {
  return REGION_ID_SET.has(value);
}

export type StrokeTool = 'draw' | 'erase';

/** One freehand stroke in figure units; points are [x, y, pressure]. */
export type Stroke = { tool: StrokeTool; points: [number, number, number][] };

export type DiagramValue = {
  strokes: Record<View, Stroke[]>;
  /** Regions ticked in the list (the accessible alternative to drawing). */
  ticked: RegionId[];
};

export const EMPTY_DIAGRAM: DiagramValue = { strokes: { front: [], back: [] }, ticked: [] };

export type DiagramSelection = {
  /** Painted ∪ ticked, in taxonomy order. */
  regions: RegionId[];
  painted: RegionId[];
  /** Paint that landed on no known region. */
  unmapped: boolean;
  /** Something is marked: a region, or paint anywhere on the body. */
  hasMarks: boolean;
  /** The payload's painLocations. */
  painLocations: string[];
};

const ORDER = new Map<RegionId, number>(REGIONS.map((r, i) => [r.id, i]));
const LABELS = new Map<RegionId, string>(REGIONS.map((r) => [r.id, r.label]));

export function regionLabel(id: RegionId): string {
  return LABELS.get(id) ?? id;
}

export function sortRegions(ids: Iterable<RegionId>): RegionId[] {
  return [...new Set(ids)].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
}

/**
 * Labels of the selected regions; the generic location when marks fall on no known region; never more
 * than the payload allows (only possible when every region is selected).
 */
export function painLocationsFor(regions: readonly RegionId[], unmapped: boolean): string[] {
  if (regions.length === 0) return unmapped ? [GENERIC_PAIN_LOCATION] : [];
  return sortRegions(regions).map(regionLabel).slice(0, MAX_PAIN_LOCATIONS);
}

export function deriveSelection(
  painted: readonly RegionId[],
  ticked: readonly RegionId[],
  unmapped: boolean,
): DiagramSelection {
  const regions = sortRegions([...painted, ...ticked]);
  const generic = unmapped && regions.length === 0;
  return {
    regions,
    painted: sortRegions(painted),
    unmapped: generic,
    hasMarks: regions.length > 0 || generic,
    painLocations: painLocationsFor(regions, generic),
  };
}

/** Toggles a region in the ticked list. */
export function toggleTicked(ticked: readonly RegionId[], id: RegionId, on: boolean): RegionId[] {
  const rest = ticked.filter((r) => r !== id);
  return on ? sortRegions([...rest, id]) : rest;
}

/** Groups for the list alternative, by body area (every region is in exactly one). */
export const REGION_GROUPS: readonly { title: string; bases: readonly string[] }[] = [
  { title: 'Head and neck', bases: ['head', 'jaw', 'neck'] },
  { title: 'Chest, belly and back', bases: ['chest', 'abdomen', 'upper-back', 'lower-back'] },
  { title: 'Shoulders and arms', bases: ['shoulder', 'upper-arm', 'elbow', 'forearm', 'wrist', 'hand'] },
  { title: 'Hips and thighs', bases: ['hip', 'groin', 'buttock', 'thigh', 'hamstring'] },
  { title: 'Knees and lower legs', bases: ['knee', 'shin', 'calf'] },
  { title: 'Ankles and feet', bases: ['ankle', 'foot', 'heel'] },
];

export function regionBase(id: RegionId): string {
  return id.replace(/-(left|right)$/, '');
}

export type RegionRow = {
  /** The area without its side, e.g. 'Knee' or 'Back of thigh'. */
  name: string;
  /** One region for central areas; left then right for paired ones. */
  regions: { id: RegionId; label: string; side: 'left' | 'right' | null }[];
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The list alternative's layout: groups of rows, one row per area with its left and right. */
export function groupedRegions(): { title: string; rows: RegionRow[] }[] {
  return REGION_GROUPS.map((group) => ({
    title: group.title,
    rows: group.bases.map((base) => {
      const regions = REGIONS.filter((r) => regionBase(r.id) === base).map((r) => {
        const side: RegionRow['regions'][number]['side'] = r.id.endsWith('-left')
          ? 'left'
          : r.id.endsWith('-right')
            ? 'right'
            : null;
        return { id: r.id as RegionId, label: r.label as string, side };
      });
      const first = regions[0]!;
      const name =
        first.side === null ? first.label : capitalise(first.label.replace(/\b(left|right)\s+/i, ''));
      return { name, regions };
    }),
  }));
}

// ---------------------------------------------------------------------------------------------------
// Persistence (session storage): a compact, validated form of the value.

const round1 = (n: number) => Math.round(n * 10) / 10;

export function serialiseDiagram(value: DiagramValue): unknown {
  const strokes = (list: Stroke[]) =>
    list.map((s) => ({
      t: s.tool === 'erase' ? 'e' : 'd',
      p: s.points.map(([x, y, p]) => [round1(x), round1(y), round1(p)]),
    }));
  return {
    v: 1,
    front: strokes(value.strokes.front),
    back: strokes(value.strokes.back),
    ticked: value.ticked,
  };
}

function parseStrokes(raw: unknown): Stroke[] {
  if (!Array.isArray(raw)) return [];
  const out: Stroke[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const { t, p } = item as { t?: unknown; p?: unknown };
    if (!Array.isArray(p)) continue;
    const points = p.filter(
      (pt): pt is [number, number, number] =>
        Array.isArray(pt) && pt.length === 3 && pt.every((n) => typeof n === 'number' && Number.isFinite(n)),
    );
    if (points.length > 0) out.push({ tool: t === 'e' ? 'erase' : 'draw', points });
  }
  return out;
}

export function parseDiagram(raw: unknown): DiagramValue {
  if (typeof raw !== 'object' || raw === null) return EMPTY_DIAGRAM;
  const { front, back, ticked } = raw as { front?: unknown; back?: unknown; ticked?: unknown };
  return {
    strokes: { front: parseStrokes(front), back: parseStrokes(back) },
    ticked: Array.isArray(ticked)
      ? sortRegions(ticked.filter((id): id is RegionId => typeof id === 'string' && isRegionId(id)))
      : [],
  };
}
