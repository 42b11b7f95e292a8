import { GENERIC_PAIN_LOCATION, REGIONS, type RegionId } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { FIGURE_HEIGHT, FIGURE_WIDTH, GEOMETRY, mirrorPoint, type View } from './geometry';
import { personSide, regionAt, regionsFromPixels, regionsOnView } from './regions';
import {
  deriveSelection,
  groupedRegions,
  painLocationsFor,
  parseDiagram,
  serialiseDiagram,
  toggleTicked,
} from './selection';

/** Landmarks on the viewer-left half of the figure (x < 100). */
const VIEWER_LEFT = {
  knee: [82, 340],
  thigh: [84, 290],
  shin: [82, 385],
  ankle: [82, 420],
  foot: [77, 442],
  elbow: [44, 178],
  upperArm: [55, 140],
  forearm: [37, 212],
  wrist: [30, 247],
  hand: [26, 272],
  shoulder: [64, 100],
  hip: [70, 222],
  groin: [92, 240],
} as const;

describe('personSide', () => {
  it("puts the person's left on the viewer's right on the front view", () => {
    expect(personSide('front', 'viewer-right')).toBe('left');
    expect(personSide('front', 'viewer-left')).toBe('right');
  });
  it("puts the person's left on the viewer's left on the back view", () => {
    expect(personSide('back', 'viewer-left')).toBe('left');
    expect(personSide('back', 'viewer-right')).toBe('right');
  });
});

describe('regionAt', () => {
  const right = (p: readonly [number, number]) => mirrorPoint(p);

  it("maps the front view's viewer-right knee to the person's left knee", () => {
    expect(regionAt('front', ...right(VIEWER_LEFT.knee))).toBe('knee-left');
    expect(regionAt('front', ...VIEWER_LEFT.knee)).toBe('knee-right');
  });

  it("maps the back view's viewer-left knee to the person's left knee", () => {
    expect(regionAt('back', ...VIEWER_LEFT.knee)).toBe('knee-left');
    expect(regionAt('back', ...right(VIEWER_LEFT.knee))).toBe('knee-right');
  });

  it.each([
    ['thigh', 'thigh', 'hamstring'],
    ['shin', 'shin', 'calf'],
    ['ankle', 'ankle', 'ankle'],
    ['foot', 'foot', 'heel'],
    ['elbow', 'elbow', 'elbow'],
    ['upperArm', 'upper-arm', 'upper-arm'],
    ['forearm', 'forearm', 'forearm'],
    ['wrist', 'wrist', 'wrist'],
    ['hand', 'hand', 'hand'],
    ['shoulder', 'shoulder', 'shoulder'],
  ] as const)('maps the %s landmark on both views with the person’s side', (key, front, back) => {
    const point: readonly [number, number] = VIEWER_LEFT[key];
    expect(regionAt('front', ...point)).toBe(`${front}-right`);
    expect(regionAt('front', ...right(point))).toBe(`${front}-left`);
    expect(regionAt('back', ...point)).toBe(`${back}-left`);
    expect(regionAt('back', ...right(point))).toBe(`${back}-right`);
  });

  it('maps the hips and groins on the front view', () => {
    expect(regionAt('front', ...VIEWER_LEFT.hip)).toBe('hip-right');
    expect(regionAt('front', ...right(VIEWER_LEFT.hip))).toBe('hip-left');
    expect(regionAt('front', ...VIEWER_LEFT.groin)).toBe('groin-right');
    expect(regionAt('front', ...right(VIEWER_LEFT.groin))).toBe('groin-left');
  });

  it('maps the buttocks on the back view', () => {
    expect(regionAt('back', 88, 238)).toBe('buttock-left');
    expect(regionAt('back', 112, 238)).toBe('buttock-right');
  });

  it('maps the centre line', () => {
    expect(regionAt('front', 100, 25)).toBe('head');
    expect(regionAt('front', 100, 58)).toBe('jaw');
    expect(regionAt('back', 100, 58)).toBe('head');
    expect(regionAt('front', 100, 75)).toBe('neck');
    expect(regionAt('back', 100, 75)).toBe('neck');
    expect(regionAt('front', 100, 130)).toBe('chest');
    expect(regionAt('front', 100, 180)).toBe('abdomen');
    expect(regionAt('back', 100, 140)).toBe('upper-back');
    expect(regionAt('back', 100, 195)).toBe('lower-back');
  });

  it('returns null off the body (background, between the legs, beside the waist)', () => {
    expect(regionAt('front', 5, 5)).toBeNull();
    expect(regionAt('front', 100, 340)).toBeNull();
    expect(regionAt('back', 100, 400)).toBeNull();
    expect(regionAt('front', 137, 180)).toBeNull();
    expect(regionAt('front', FIGURE_WIDTH - 1, FIGURE_HEIGHT - 1)).toBeNull();
  });
});

describe('coverage', () => {
  it('reaches every taxonomy region from at least one view', () => {
    const reachable = new Set([...regionsOnView('front'), ...regionsOnView('back')]);
    expect(REGIONS.filter((r) => !reachable.has(r.id)).map((r) => r.id)).toEqual([]);
  });

  it.each(['front', 'back'] as const)('gives every point of the %s figure a region', (view: View) => {
    const misses: string[] = [];
    for (const part of GEOMETRY[view].parts) {
      for (const shape of part.shapes) {
        // Sample points just inside each outline vertex (towards the shape's centroid).
        const cx = shape.reduce((s, p) => s + p[0], 0) / shape.length;
        const cy = shape.reduce((s, p) => s + p[1], 0) / shape.length;
        for (const [x, y] of shape) {
          const px = x + (cx - x) * 0.05;
          const py = y + (cy - y) * 0.05;
          if (regionAt(view, px, py) === null) misses.push(`${part.id} ${px.toFixed(1)},${py.toFixed(1)}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });
});

describe('regionsFromPixels', () => {
  function paint(points: readonly (readonly [number, number])[], radius = 4): Uint8ClampedArray {
    const rgba = new Uint8ClampedArray(FIGURE_WIDTH * FIGURE_HEIGHT * 4);
    for (const [cx, cy] of points) {
      for (let y = Math.floor(cy - radius); y <= cy + radius; y++) {
        for (let x = Math.floor(cx - radius); x <= cx + radius; x++) {
          if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius * radius)
            rgba[(y * FIGURE_WIDTH + x) * 4 + 3] = 255;
        }
      }
    }
    return rgba;
  }

  it('finds the painted regions in taxonomy order', () => {
    const result = regionsFromPixels('front', paint([mirrorPoint(VIEWER_LEFT.knee), [100, 130]]));
    expect(result).toEqual({ regions: ['chest', 'knee-left'], unmapped: false, painted: true });
  });

  it('reports nothing for an empty canvas', () => {
    expect(regionsFromPixels('back', paint([]))).toEqual({ regions: [], unmapped: false, painted: false });
  });

  it('reports paint on no region as unmapped', () => {
    expect(regionsFromPixels('front', paint([[10, 10]]))).toEqual({
      regions: [],
      unmapped: true,
      painted: true,
    });
  });

  it('ignores anti-aliased slivers', () => {
    const rgba = paint([mirrorPoint(VIEWER_LEFT.knee)]);
    for (let i = 3; i < rgba.length; i += 4) rgba[i] = rgba[i]! > 0 ? 60 : 0;
    expect(regionsFromPixels('front', rgba).regions).toEqual([]);
  });
});

describe('selection', () => {
  it('joins painted and ticked regions into labels', () => {
    const s = deriveSelection(['knee-left'], ['neck', 'knee-left'], false);
    expect(s.regions).toEqual(['neck', 'knee-left']);
    expect(s.painLocations).toEqual(['Neck', 'Left knee']);
    expect(s.hasMarks).toBe(true);
  });

  it('falls back to the generic location for marks on no known region', () => {
    expect(painLocationsFor([], true)).toEqual([GENERIC_PAIN_LOCATION]);
    expect(deriveSelection([], [], true)).toMatchObject({
      hasMarks: true,
      painLocations: [GENERIC_PAIN_LOCATION],
    });
    expect(deriveSelection([], [], false)).toMatchObject({ hasMarks: false, painLocations: [] });
  });

  it('caps the locations at the payload limit', () => {
    expect(painLocationsFor(REGIONS.map((r) => r.id) as RegionId[], false)).toHaveLength(40);
  });

  it('names list rows without their side', () => {
    const rows = groupedRegions().flatMap((g) => g.rows);
    expect(rows.find((r) => r.regions[0]!.id === 'hamstring-left')?.name).toBe('Back of thigh');
    expect(rows.find((r) => r.regions[0]!.id === 'knee-left')?.name).toBe('Knee');
    expect(rows.find((r) => r.regions[0]!.id === 'neck')?.name).toBe('Neck');
  });

  it('toggles ticked regions', () => {
    expect(toggleTicked(['neck'], 'head', true)).toEqual(['head', 'neck']);
    expect(toggleTicked(['head', 'neck'], 'head', false)).toEqual(['neck']);
  });

  it('groups every region exactly once', () => {
    const ids = groupedRegions().flatMap((g) => g.rows.flatMap((row) => row.regions.map((r) => r.id)));
    expect(ids.sort()).toEqual(REGIONS.map((r) => r.id).sort());
  });

  it('round-trips through storage and drops junk', () => {
    const value = {
      strokes: {
        front: [{ tool: 'draw' as const, points: [[1.234, 2, 0.5] as [number, number, number]] }],
        back: [],
      },
      ticked: ['neck' as const],
    };
    expect(parseDiagram(JSON.parse(JSON.stringify(serialiseDiagram(value))))).toEqual({
      strokes: { front: [{ tool: 'draw', points: [[1.2, 2, 0.5]] }], back: [] },
      ticked: ['neck'],
    });
    expect(parseDiagram({ front: [{ p: [['x']] }], ticked: ['nope', 'head'] })).toEqual({
      strokes: { front: [], back: [] },
      ticked: ['head'],
    });
    expect(parseDiagram(null).ticked).toEqual([]);
  });
});
