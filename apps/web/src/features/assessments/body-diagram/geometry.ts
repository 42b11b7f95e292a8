import type { BaseRegion } from '@physiomate/shared';
/**
 * The body figure, drawn by us, in "figure units": each view is FIGURE_WIDTH x FIGURE_HEIGHT with the
 * origin at the top left, as seen by the viewer. Everything (the SVG, the paint mask, the region map and
 * the exported PNG) is generated from the polygons below, so what is drawn and what is detected always
 * line up. Pure TS: no DOM.
 */

export type Point = readonly [number, number];
export type Polygon = readonly Point[];

export const FIGURE_WIDTH = 200;
export const FIGURE_HEIGHT = 460;
const CENTER_X = FIGURE_WIDTH / 2;

export const VIEWS = ['front', 'back'] as const;
export type View = (typeof VIEWS)[number];

/** Side as the viewer sees it; the person's own side depends on the view (see `personSide`). */
export type ViewerSide = 'viewer-left' | 'viewer-right';

/** Region ids of the taxonomy without their '-left' / '-right' suffix. */
export type RegionBase = BaseRegion;

/** A zone cuts a part into regions: the region is (part outline) ∩ (zone polygon). */
export type Zone = { base: RegionBase; side: ViewerSide | null; polygon: Polygon };

/** One body part: a union of shapes, split into zones (first match wins). */
export type Part = { id: string; shapes: readonly Polygon[]; zones: readonly Zone[] };

export type ViewGeometry = {
  view: View;
  /** Hit-test order: earlier parts win where parts overlap at the joints. */
  parts: readonly Part[];
  /** Decorative lines (SVG path data), not hit-tested. */
  details: readonly string[];
};

// ---------------------------------------------------------------------------------------------------
// Primitives

const round = (n: number) => Math.round(n * 100) / 100;

function signedArea(poly: Polygon): number {
  let sum = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i]!;
    const [x2, y2] = poly[(i + 1) % poly.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/** Every polygon gets the same winding, so a Path2D of several of them fills as their union. */
function normalise(poly: Point[]): Polygon {
  const rounded = poly.map(([x, y]) => [round(x), round(y)] as const);
  return signedArea(rounded) < 0 ? rounded.reverse() : rounded;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, steps = 40): Polygon {
  const points: Point[] = [];
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    points.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return normalise(points);
}

/** The convex hull of two circles: a tapered limb segment with round ends. */
export function limb(
  ax: number,
  ay: number,
  ar: number,
  bx: number,
  by: number,
  br: number,
  steps = 14,
): Polygon {
  const dx = bx - ax;
  const dy = by - ay;
  const d = Math.hypot(dx, dy);
  const theta = Math.atan2(dy, dx);
  const phi = Math.acos(Math.max(-1, Math.min(1, (ar - br) / d)));
  const points: Point[] = [];
  // The far side of circle A, then the far side of circle B.
  for (let i = 0; i <= steps; i++) {
    const a = theta + phi + ((2 * Math.PI - 2 * phi) * i) / steps;
    points.push([ax + ar * Math.cos(a), ay + ar * Math.sin(a)]);
  }
  for (let i = 0; i <= steps; i++) {
    const a = theta - phi + (2 * phi * i) / steps;
    points.push([bx + br * Math.cos(a), by + br * Math.sin(a)]);
  }
  return normalise(points);
}

/** A closed Catmull-Rom curve through the control points, sampled into a polygon. */
export function smoothClosed(control: readonly Point[], samples = 8): Polygon {
  const n = control.length;
  const points: Point[] = [];
  for (let i = 0; i < n; i++) {
    const p0 = control[(i - 1 + n) % n]!;
    const p1 = control[i]!;
    const p2 = control[(i + 1) % n]!;
    const p3 = control[(i + 2) % n]!;
    for (let s = 0; s < samples; s++) {
      const t = s / samples;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      points.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  return normalise(points);
}

/** Mirror across the figure's vertical centre line. */
export function mirrorPoint([x, y]: Point): Point {
  return [FIGURE_WIDTH - x, y];
}

function mirrorPolygon(poly: Polygon): Polygon {
  return normalise(poly.map(mirrorPoint));
}

function rect(x0: number, y0: number, x1: number, y1: number): Polygon {
  return normalise([
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ]);
}

/** Length along a polyline and the point/normal there (extrapolating beyond both ends). */
function along(path: readonly Point[], s: number): { point: Point; normal: Point } {
  let rest = s;
  for (let i = 0; i < path.length - 1; i++) {
    const [x1, y1] = path[i]!;
    const [x2, y2] = path[i + 1]!;
    const len = Math.hypot(x2 - x1, y2 - y1);
    const last = i === path.length - 2;
    if (rest < len || last || (i === 0 && rest < 0)) {
      const ux = (x2 - x1) / len;
      const uy = (y2 - y1) / len;
      return { point: [x1 + ux * rest, y1 + uy * rest], normal: [-uy, ux] };
    }
    rest -= len;
  }
  throw new Error('path needs at least two points');
}

function cumulative(path: readonly Point[]): number[] {
  const out = [0];
  for (let i = 1; i < path.length; i++) {
    const [x1, y1] = path[i - 1]!;
    const [x2, y2] = path[i]!;
    out.push(out[i - 1]! + Math.hypot(x2 - x1, y2 - y1));
  }
  return out;
}

/**
 * A band around a polyline between arc lengths s0 and s1, cut square to the line at both ends. Bands
 * that share an end share the exact cut, so consecutive bands tile the limb without gaps.
 */
export function ribbon(path: readonly Point[], s0: number, s1: number, half = 40): Polygon {
  const lengths = cumulative(path);
  const start = along(path, s0);
  const end = along(path, s1);
  const left: Point[] = [];
  const right: Point[] = [];
  const push = (p: Point, n: Point) => {
    left.push([p[0] + n[0] * half, p[1] + n[1] * half]);
    right.push([p[0] - n[0] * half, p[1] - n[1] * half]);
  };
  push(start.point, start.normal);
  for (let i = 1; i < path.length - 1; i++) {
    const s = lengths[i]!;
    if (s <= s0 || s >= s1) continue;
    // Miter at an inner vertex: the average of the two segment normals, lengthened.
    const a = along(path, s - 0.001).normal;
    const b = along(path, s + 0.001).normal;
    const mx = a[0] + b[0];
    const my = a[1] + b[1];
    const scale = 2 / (mx * mx + my * my);
    push(path[i]!, [mx * scale, my * scale]);
  }
  push(end.point, end.normal);
  return normalise([...left, ...right.reverse()]);
}

// ---------------------------------------------------------------------------------------------------
// The figure (drawn for the viewer-left side, mirrored for the viewer-right side)

const HEAD = ellipse(CENTER_X, 36, 23, 28);
const NECK = normalise([
  [90, 52],
  [110, 52],
  [112, 88],
  [88, 88],
]);
/** The neck's zone stops where the head's outline starts, so a highlighted neck never covers the chin. */
const NECK_ZONE: Polygon = normalise([
  ...HEAD.filter(([, y]) => y > 44).sort((a, b) => b[0] - a[0]),
  [76, 130],
  [124, 130],
]);
const TORSO = smoothClosed([
  [100, 82],
  [116, 84],
  [125, 89.5],
  [134, 100],
  [139, 116],
  [130, 136],
  [127, 162],
  [126, 186],
  [131, 208],
  [135, 232],
  [126, 252],
  [100, 260],
  [74, 252],
  [65, 232],
  [69, 208],
  [74, 186],
  [73, 162],
  [70, 136],
  [61, 116],
  [66, 100],
  [75, 89.5],
  [84, 84],
]);

/** Joints of the viewer-left arm: shoulder, elbow, wrist, fingertips. */
const ARM_PATH: readonly Point[] = [
  [65, 103],
  [44, 178],
  [30, 247],
  [24, 286],
];
const ARM_SHAPES: readonly Polygon[] = [
  limb(65, 103, 14, 44, 178, 9.5),
  limb(44, 178, 9.5, 30, 247, 6.5),
  limb(30, 248, 7.5, 24, 282, 8.5),
];

/** Joints of the viewer-left leg: hip, knee, ankle, toes (front) / heel (back). */
const LEG_PATH: readonly Point[] = [
  [84, 236],
  [82, 340],
  [82, 420],
  [79, 450],
];
const LEG_SHAPES: readonly Polygon[] = [limb(84, 236, 19, 82, 340, 11.5), limb(82, 340, 11.5, 82, 420, 7)];
const FRONT_FOOT = ellipse(78, 437, 10.5, 12.5, 32);
const BACK_FOOT = ellipse(81, 435, 9, 11, 32);

/** Arc lengths of the joints along the paths, for cutting limbs into regions. */
const ARM_AT = cumulative(ARM_PATH);
const LEG_AT = cumulative(LEG_PATH);

function armZones(): Zone[] {
  const [, elbow, wrist] = ARM_AT as [number, number, number];
  const cuts: [RegionBase, number, number][] = [
    ['shoulder', -60, 20],
    ['upper-arm', 20, elbow - 11],
    ['elbow', elbow - 11, elbow + 11],
    ['forearm', elbow + 11, wrist - 7],
    ['wrist', wrist - 7, wrist + 7],
    ['hand', wrist + 7, wrist + 80],
  ];
  return cuts.map(([base, s0, s1]) => ({ base, side: 'viewer-left', polygon: ribbon(ARM_PATH, s0, s1) }));
}

function legZones(view: View): Zone[] {
  const [, knee, ankle] = LEG_AT as [number, number, number];
  const cuts: [RegionBase, number, number][] =
    view === 'front'
      ? [
          ['thigh', -60, knee - 14],
          ['knee', knee - 14, knee + 14],
          ['shin', knee + 14, ankle - 9],
          ['ankle', ankle - 9, ankle + 7],
          ['foot', ankle + 7, ankle + 80],
        ]
      : [
          ['buttock', -60, 24],
          ['hamstring', 24, knee - 12],
          ['knee', knee - 12, knee + 12],
          ['calf', knee + 12, ankle - 9],
          ['ankle', ankle - 9, ankle + 6],
          ['heel', ankle + 6, ankle + 80],
        ];
  return cuts.map(([base, s0, s1]) => ({ base, side: 'viewer-left', polygon: ribbon(LEG_PATH, s0, s1) }));
}

/** Torso zones for the viewer-left half plus the centre; mirrored zones are added below. */
function torsoZones(view: View): Zone[] {
  const shoulder: Zone = { base: 'shoulder', side: 'viewer-left', polygon: rect(0, 0, 78, 114) };
  if (view === 'front') {
    return [
      shoulder,
      {
        base: 'chest',
        side: null,
        polygon: normalise([
          [78, 0],
          [122, 0],
          [122, 114],
          [200, 114],
          [200, 158],
          [0, 158],
          [0, 114],
          [78, 114],
        ]),
      },
      {
        base: 'abdomen',
        side: null,
        polygon: normalise([
          [0, 158],
          [200, 158],
          [200, 202],
          [120, 202],
          [120, 216],
          [80, 216],
          [80, 202],
          [0, 202],
        ]),
      },
      { base: 'hip', side: 'viewer-left', polygon: rect(0, 202, 80, 300) },
      { base: 'groin', side: 'viewer-left', polygon: rect(80, 216, CENTER_X, 300) },
    ];
  }
  return [
    shoulder,
    {
      base: 'upper-back',
      side: null,
      polygon: normalise([
        [78, 0],
        [122, 0],
        [122, 114],
        [200, 114],
        [200, 170],
        [0, 170],
        [0, 114],
        [78, 114],
      ]),
    },
    { base: 'lower-back', side: null, polygon: rect(0, 170, 200, 214) },
    { base: 'buttock', side: 'viewer-left', polygon: rect(0, 214, CENTER_X, 300) },
  ];
}

function mirrorZone(zone: Zone): Zone {
  return {
    base: zone.base,
    side: zone.side === null ? null : 'viewer-right',
    polygon: mirrorPolygon(zone.polygon),
  };
}

function withMirroredZones(zones: Zone[]): Zone[] {
  return [...zones, ...zones.filter((z) => z.side !== null).map(mirrorZone)];
}

function buildView(view: View): ViewGeometry {
  const armLeft: Part = { id: 'arm-viewer-left', shapes: ARM_SHAPES, zones: armZones() };
  const foot = view === 'front' ? FRONT_FOOT : BACK_FOOT;
  const legShapes = [...LEG_SHAPES, foot];
  const legLeft: Part = { id: 'leg-viewer-left', shapes: legShapes, zones: legZones(view) };
  const mirrorPart = (part: Part, id: string): Part => ({
    id,
    shapes: part.shapes.map(mirrorPolygon),
    zones: part.zones.map(mirrorZone),
  });
  const frontDetails = [
    // Collarbones, navel, knee caps: quiet hints that this is the front.
    'M 86 96 Q 93 99 99 97 M 114 96 Q 107 99 101 97',
    'M 100 199 m -1.6 0 a 1.6 1.6 0 1 0 3.2 0 a 1.6 1.6 0 1 0 -3.2 0',
    'M 76 333 Q 82 328 88 333 M 112 333 Q 118 328 124 333',
  ];
  const backDetails = [
    // Spine, shoulder blades, buttock crease, knee creases.
    'M 100 96 L 100 212',
    'M 78 122 Q 84 140 92 136 M 122 122 Q 116 140 108 136',
    'M 100 228 L 100 252 M 78 258 Q 88 262 97 257 M 122 258 Q 112 262 103 257',
    'M 76 341 Q 82 344 88 341 M 112 341 Q 118 344 124 341',
  ];
  return {
    view,
    parts: [
      { id: 'head', shapes: [HEAD], zones: view === 'front' ? headZonesFront : headZonesBack },
      { id: 'neck', shapes: [NECK], zones: [{ base: 'neck', side: null, polygon: NECK_ZONE }] },
      armLeft,
      mirrorPart(armLeft, 'arm-viewer-right'),
      { id: 'torso', shapes: [TORSO], zones: withMirroredZones(torsoZones(view)) },
      legLeft,
      mirrorPart(legLeft, 'leg-viewer-right'),
    ],
    details: view === 'front' ? frontDetails : backDetails,
  };
}

const headZonesFront: Zone[] = [
  { base: 'head', side: null, polygon: rect(0, 0, 200, 49) },
  { base: 'jaw', side: null, polygon: rect(0, 49, 200, 80) },
];
const headZonesBack: Zone[] = [{ base: 'head', side: null, polygon: rect(0, 0, 200, 80) }];

export const GEOMETRY: Readonly<Record<View, ViewGeometry>> = {
  front: buildView('front'),
  back: buildView('back'),
};

/** SVG path data of a polygon. */
export function polygonPath(poly: Polygon): string {
  return `M${poly.map(([x, y]) => `${x} ${y}`).join('L')}Z`;
}

/** SVG path data of several polygons (their union when filled, as all share one winding). */
export function shapesPath(shapes: readonly Polygon[]): string {
  return shapes.map(polygonPath).join('');
}
