import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef } from 'react';
import { FIGURE_HEIGHT, FIGURE_WIDTH, type View } from './geometry';
import { PAINT_OPACITY, renderPaint } from './paint';
import type { Stroke, StrokeTool } from './selection';

export type PaintLayerProps = {
  view: View;
  strokes: readonly Stroke[];
  tool: StrokeTool;
  /** Called once per finished stroke (pointer up), in figure units. */
  onStroke: (stroke: Stroke) => void;
  label: string;
};

/**
 * The drawing surface over one figure: a devicePixelRatio-aware canvas driven by pointer events, so
 * mouse, touch and pen all draw. `touch-action: none` keeps the page from scrolling while drawing.
 */
export function PaintLayer({ view, strokes, tool, onStroke, label }: PaintLayerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const live = useRef<{ pointerId: number; stroke: Stroke } | null>(null);
  const frame = useRef(0);
  const strokesRef = useRef(strokes);
  strokesRef.current = strokes;

  const draw = useCallback(() => {
    frame.current = 0;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || canvas.width === 0) return;
    const scale = canvas.width / FIGURE_WIDTH;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    renderPaint(ctx, view, strokesRef.current, live.current?.stroke);
  }, [view]);

  const schedule = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(draw);
  }, [draw]);

  // Size the backing store to the element's CSS size times devicePixelRatio, and redraw on changes.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      const dpr = Math.min(window.devicePixelRatio || 1, 3);
      const width = Math.max(1, Math.round(rect.width * dpr));
      const height = Math.max(1, Math.round((width * FIGURE_HEIGHT) / FIGURE_WIDTH));
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      draw();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [draw]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw whenever the committed strokes change.
  useEffect(() => {
    schedule();
  }, [strokes, schedule]);

  const toFigure = (event: { clientX: number; clientY: number; pressure: number; pointerType: string }) => {
    const rect = canvasRef.current!.getBoundingClientRect();
    const x = ((event.clientX - rect.left) / rect.width) * FIGURE_WIDTH;
    const y = ((event.clientY - rect.top) / rect.height) * FIGURE_HEIGHT;
    const pressure = event.pointerType === 'pen' && event.pressure > 0 ? event.pressure : 0.5;
    return [Math.round(x * 100) / 100, Math.round(y * 100) / 100, pressure] as [number, number, number];
  };

  const finish = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = live.current;
    if (!current || current.pointerId !== event.pointerId) return;
    live.current = null;
    onStroke({ tool: current.stroke.tool, points: current.stroke.points });
  };

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={label}
      data-view={view}
      className="absolute inset-0 h-full w-full touch-none select-none"
      style={{ opacity: PAINT_OPACITY, cursor: tool === 'erase' ? 'cell' : 'crosshair' }}
      onPointerDown={(event) => {
        if (live.current) return; // one finger draws; extra fingers are ignored
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        live.current = { pointerId: event.pointerId, stroke: { tool, points: [toFigure(event)] } };
        schedule();
      }}
      onPointerMove={(event) => {
        const current = live.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const native = event.nativeEvent;
        const events = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
        for (const e of events.length > 0 ? events : [native]) current.stroke.points.push(toFigure(e));
        schedule();
      }}
      onPointerUp={finish}
      onPointerCancel={finish}
      onLostPointerCapture={finish}
    />
  );
}
