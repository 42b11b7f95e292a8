/** The diagram as the payload's PNG: 1024x1024, white background, both views with their marks. */
import { BODY_IMAGE_SIZE } from '@physiomate/shared';
import { FIGURE_HEIGHT, FIGURE_WIDTH, GEOMETRY, polygonPath, VIEWS, type View } from './geometry';
import { PAINT_OPACITY, partPath, renderPaint, silhouettePath } from './paint';
import { regionAreas } from './regions';
import type { DiagramValue } from './selection';
import {
  FIGURE_DETAIL,
  FIGURE_FILL,
  FIGURE_OUTLINE,
  HIGHLIGHT_FILL,
  HIGHLIGHT_OPACITY,
  SIDE_LABELS,
  VIEW_TITLES,
} from './style';

/** Draws the figure of one view (outline, fill, details) in figure units. */
function drawFigure(ctx: CanvasRenderingContext2D, view: View) {
  const geometry = GEOMETRY[view];
  const silhouette = silhouettePath(view);
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.strokeStyle = FIGURE_OUTLINE;
  ctx.lineWidth = 3;
  ctx.stroke(silhouette);
  ctx.fillStyle = FIGURE_FILL;
  ctx.fill(silhouette);
  ctx.strokeStyle = FIGURE_DETAIL;
  ctx.lineWidth = 1.2;
  ctx.lineCap = 'round';
  for (const d of geometry.details) ctx.stroke(new Path2D(d));
  ctx.restore();
}

/** Ticked regions, solid, each clipped to its body part (shown translucent by the caller). */
function drawHighlights(ctx: CanvasRenderingContext2D, view: View, ticked: DiagramValue['ticked']) {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.restore();
  ctx.fillStyle = HIGHLIGHT_FILL;
  for (const region of ticked) {
    for (const { part, zone } of regionAreas(view, region)) {
      ctx.save();
      ctx.clip(partPath(part));
      ctx.fill(new Path2D(polygonPath(zone.polygon)));
      ctx.restore();
    }
  }
}

/** Produces the 1024x1024 PNG data URL sent with the assessment. */
export function exportPng(value: DiagramValue): string {
  const size = BODY_IMAGE_SIZE;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);

  const half = size / 2;
  const scale = Math.min((half * 0.82) / FIGURE_WIDTH, (size * 0.86) / FIGURE_HEIGHT);
  const width = FIGURE_WIDTH * scale;
  const height = FIGURE_HEIGHT * scale;
  const top = size - height - size * 0.03;

  const paint = document.createElement('canvas');
  paint.width = Math.ceil(width);
  paint.height = Math.ceil(height);
  const paintCtx = paint.getContext('2d');
  if (!paintCtx) throw new Error('Canvas is not available');

  VIEWS.forEach((view, i) => {
    const left = i * half + (half - width) / 2;
    ctx.save();
    ctx.fillStyle = '#334155';
    ctx.font = `600 ${Math.round(size * 0.03)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.fillText(VIEW_TITLES[view], i * half + half / 2, top - size * 0.025);
    // The person's own sides, so a reader of the image never has to guess the mirroring.
    const [leftLabel, rightLabel] = SIDE_LABELS[view];
    ctx.fillStyle = '#64748b';
    ctx.font = `500 ${Math.round(size * 0.018)}px system-ui, sans-serif`;
    ctx.fillText(leftLabel, i * half + half * 0.12, top - size * 0.025);
    ctx.fillText(rightLabel, i * half + half * 0.88, top - size * 0.025);
    ctx.translate(left, top);
    ctx.scale(scale, scale);
    drawFigure(ctx, view);
    ctx.restore();

    paintCtx.setTransform(scale, 0, 0, scale, 0, 0);
    drawHighlights(paintCtx, view, value.ticked);
    ctx.save();
    ctx.globalAlpha = HIGHLIGHT_OPACITY;
    ctx.drawImage(paint, left, top);
    ctx.restore();

    renderPaint(paintCtx, view, value.strokes[view]);
    ctx.save();
    ctx.globalAlpha = PAINT_OPACITY;
    ctx.drawImage(paint, left, top);
    ctx.restore();
  });
  return canvas.toDataURL('image/png');
}
