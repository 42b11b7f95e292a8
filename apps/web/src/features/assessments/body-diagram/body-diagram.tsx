import { GENERIC_PAIN_LOCATION, type RegionId } from '@physiomate/shared';
import { Eraser, Pencil, Trash2 } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { BodyFigure } from './body-figure';
import { VIEWS, type View } from './geometry';
import { detectPaintedRegions } from './paint';
import { PaintLayer } from './paint-layer';
import { RegionList } from './region-list';
import {
  type DiagramSelection,
  type DiagramValue,
  deriveSelection,
  regionLabel,
  type Stroke,
  type StrokeTool,
  toggleTicked,
} from './selection';
import { SIDE_LABELS, VIEW_TITLES } from './style';

/** Painted regions per view (read back from the pixels) joined with the ticked ones. */
export function useDiagramSelection(value: DiagramValue): DiagramSelection {
  const front = useMemo(() => detectPaintedRegions('front', value.strokes.front), [value.strokes.front]);
  const back = useMemo(() => detectPaintedRegions('back', value.strokes.back), [value.strokes.back]);
  return useMemo(
    () => deriveSelection([...front.regions, ...back.regions], value.ticked, front.unmapped || back.unmapped),
    [front, back, value.ticked],
  );
}

export type BodyDiagramProps = {
  value: DiagramValue;
  onChange: (value: DiagramValue) => void;
  /** From `useDiagramSelection(value)`; the owner needs it too, so it is computed once up there. */
  selection: DiagramSelection;
  className?: string;
};

const TOOLS: { id: StrokeTool; label: string; icon: typeof Pencil }[] = [
  { id: 'draw', label: 'Draw', icon: Pencil },
  { id: 'erase', label: 'Erase', icon: Eraser },
];

/**
 * Front and back body views to paint pain areas on (Draw, Erase, Clear), the detected areas as chips,
 * and a list of every area as checkboxes for keyboard and screen-reader users.
 */
export function BodyDiagram({ value, onChange, selection, className }: BodyDiagramProps) {
  const [tool, setTool] = useState<StrokeTool>('draw');
  const uid = useId();
  const hasAnything = value.ticked.length > 0 || VIEWS.some((v) => value.strokes[v].length > 0);

  const addStroke = useCallback(
    (view: View, stroke: Stroke) => {
      const existing = value.strokes[view];
      // An eraser stroke on an empty view changes nothing: don't keep it.
      if (stroke.tool === 'erase' && existing.length === 0) return;
      onChange({ ...value, strokes: { ...value.strokes, [view]: [...existing, stroke] } });
    },
    [value, onChange],
  );

  const toggle = useCallback(
    (id: RegionId, checked: boolean) =>
      onChange({ ...value, ticked: toggleTicked(value.ticked, id, checked) }),
    [value, onChange],
  );

  return (
    <div className={cn('space-y-5', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-xl bg-slate-100 p-1">
          <legend className="sr-only">Drawing tools</legend>
          {TOOLS.map(({ id, label, icon: Icon }) => (
            <button
              key={id}
              type="button"
              aria-pressed={tool === id}
              onClick={() => setTool(id)}
              className={cn(
                'inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors sm:px-4',
                tool === id
                  ? 'bg-white text-brand-800 shadow-sm ring-1 ring-slate-200'
                  : 'text-slate-700 hover:text-ink',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          onClick={() => onChange({ strokes: { front: [], back: [] }, ticked: [] })}
          disabled={!hasAnything}
          className="inline-flex min-h-10 items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm sm:px-4 font-semibold text-slate-700 transition-colors hover:border-red-300 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Clear
        </button>
      </div>

      <p id={`${uid}-help`} className="text-sm leading-6 text-slate-600">
        {tool === 'draw'
          ? 'Colour in where it hurts with your mouse, finger or pen. Marks only land on the body.'
          : 'Rub over a mark to remove it.'}{' '}
        Prefer the keyboard? Use “Choose areas from a list” below.
      </p>

      <div className="grid grid-cols-1 justify-items-center gap-6 min-[480px]:grid-cols-2 min-[480px]:gap-4">
        {VIEWS.map((view) => {
          const [leftLabel, rightLabel] = SIDE_LABELS[view];
          return (
            <figure key={view} className="flex w-full max-w-[15rem] flex-col items-center">
              <figcaption className="mb-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
                {VIEW_TITLES[view]}
              </figcaption>
              <div
                className="relative w-full rounded-2xl bg-gradient-to-b from-slate-50 to-white"
                style={{ aspectRatio: '200 / 460' }}
              >
                <BodyFigure
                  view={view}
                  highlighted={value.ticked}
                  className="absolute inset-0 h-full w-full"
                />
                <PaintLayer
                  view={view}
                  strokes={value.strokes[view]}
                  tool={tool}
                  onStroke={(stroke) => addStroke(view, stroke)}
                  label={`${VIEW_TITLES[view]} view of the body: ${tool === 'draw' ? 'draw' : 'erase'} pain areas`}
                />
              </div>
              <div
                aria-hidden="true"
                className="mt-1 flex w-full justify-between px-2 text-xs text-slate-500"
              >
                <span>{leftLabel}</span>
                <span>{rightLabel}</span>
              </div>
            </figure>
          );
        })}
      </div>

      <section aria-labelledby={`${uid}-chips`} className="rounded-2xl bg-slate-50 px-4 py-3">
        <h3 id={`${uid}-chips`} className="text-sm font-semibold text-slate-800">
          Your pain areas
        </h3>
        <div aria-live="polite" className="mt-2">
          {selection.regions.length > 0 || selection.unmapped ? (
            <ul className="flex flex-wrap gap-2" data-testid="pain-area-chips">
              {(selection.unmapped ? [GENERIC_PAIN_LOCATION] : selection.regions.map(regionLabel)).map(
                (label) => (
                  <li
                    key={label}
                    className="inline-flex items-center gap-1.5 rounded-full border border-red-200 bg-white px-3 py-1 text-sm font-medium text-red-800"
                  >
                    <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
                    {label}
                  </li>
                ),
              )}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">Nothing marked yet.</p>
          )}
        </div>
      </section>

      <RegionList ticked={value.ticked} painted={selection.painted} onToggle={toggle} />
    </div>
  );
}
