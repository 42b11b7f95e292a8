/**
 * Canvas side of the body diagram: strokes -> smooth outlines (perfect-freehand), painting clipped to
 * the figure's silhouette, and pixel read-back for region detection. Browser only.
 */
import { getStroke } from 'perfect-freehand';
import { FIGURE_HEIGHT, FIGURE_WIDTH, GEOMETRY, type Polygon, polygonPath, type View } from './geometry';
import { type PaintedRegions, regionsFromPixels } from './regions';
import type { Stroke } from './selection';

/** Brush width in figure units (brush width 12, red). */
export const BRUSH_SIZE = 12;
/** The eraser is wider than the brush so a mark can be rubbed out in one pass. */
export const ERASER_SIZE = 26;
export const PAINT_COLOR = '#dc2626';
/** Paint is drawn opaque and shown translucent, so overlapping strokes keep one even tone. */
export const PAINT_OPACITY = 0.72;

/** Smooth outline -> SVG path data with quadratic curves through the midpoints. */
function outlinePath(outline: number[][]): string {
  const n = outline.length;
  if (n < 3) return '';
  const mid = (a: number[], b: number[]) =>
    `${((a[0]! + b[0]!) / 2).toFixed(2)} ${((a[1]! + b[1]!) / 2).toFixed(2)}`;
  let d = `M${mid(outline[n - 1]!, outline[0]!)}`;
  for (let i = 0; i < n; i++) {
    const p = outline[i]!;
    d += `Q${p[0]!.toFixed(2)} ${p[1]!.toFixed(2)} ${mid(p, outline[(i + 1) % n]!)}`;
  }
  return `${d}Z`;
}

const finished = new WeakMap<Stroke, Path2D>();

export function strokePath(stroke: Stroke, live = false): Path2D {
  const cached = live ? undefined : finished.get(stroke);
  if (cached) return cached;
  const outline = getStroke(stroke.points, {
    size: stroke.tool === 'erase' ? ERASER_SIZE : BRUSH_SIZE,
    thinning: 0,
    smoothing: 0.6,
    streamline: 0.4,
    simulatePressure: false,
    last: !live,
  });
  const path = new Path2D(outlinePath(outline));
  if (!live) finished.set(stroke, path);
  return path;
}

function unionPath(shapes: readonly Polygon[]): Path2D {
  const path = new Path2D();
  for (const shape of shapes) path.addPath(new Path2D(polygonPath(shape)));
  return path;
}

const silhouettes: Partial<Record<View, Path2D>> = {};

/** The whole figure as one path (all polygons share a winding, so nonzero fill is their union). */
export function silhouettePath(view: View): Path2D {
  let path = silhouettes[view];
  if (!path) {
    path = unionPath(GEOMETRY[view].parts.flatMap((p) => p.shapes));
    silhouettes[view] = path;
  }
  return path;
}

const partPaths = new WeakMap<object, Path2D>();

export function partPath(part: { shapes: readonly Polygon[] }): Path2D {
  let path = partPaths.get(part);
  if (!path) {
    path = unionPath(part.shapes);
    partPaths.set(part, path);
  }
  return path;
}

/**
 * Paints the strokes (and the one being drawn) onto a context whose transform maps figure units to
 * pixels, then keeps only what lies on the body ('destination-in' with the silhouette).
 */
export function renderPaint(
  ctx: CanvasRenderingContext2D,
  view: View,
  strokes: readonly Stroke[],
  live?: Stroke | null,
) {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.restore();
  ctx.save();
  ctx.fillStyle = PAINT_COLOR;
  const all = live ? [...strokes, live] : strokes;
  for (const stroke of all) {
    ctx.globalCompositeOperation = stroke.tool === 'erase' ? 'destination-out' : 'source-over';
    ctx.fill(strokePath(stroke, stroke === live));
  }
  ctx.globalCompositeOperation = 'destination-in';
  ctx.fill(silhouettePath(view));
  ctx.restore();
}

let detector: CanvasRenderingContext2D | null = null;

/** Renders a view's strokes at one pixel per figure unit and reads back which regions they cover. */
export function detectPaintedRegions(view: View, strokes: readonly Stroke[]): PaintedRegions {
  if (strokes.length === 0 || typeof document === 'undefined') {
    return { regions: [], unmapped: false, painted: false };
  }
  if (!detector) {
    const canvas = document.createElement('canvas');
    canvas.width = FIGURE_WIDTH;
    canvas.height = FIGURE_HEIGHT;
    detector = canvas.getContext('2d', { willReadFrequently: true });
    if (!detector) return { regions: [], unmapped: false, painted: false };
  }
  detector.setTransform(1, 0, 0, 1, 0, 0);
  renderPaint(detector, view, strokes);
  return regionsFromPixels(view, detector.getImageData(0, 0, FIGURE_WIDTH, FIGURE_HEIGHT).data);
}
