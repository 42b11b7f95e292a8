import type { RegionId } from '@physiomate/shared';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { groupedRegions } from './selection';

const GROUPS = groupedRegions();

export type RegionListProps = {
  /** Regions ticked in this list. */
  ticked: readonly RegionId[];
  /** Regions found in the drawing (flagged as drawn). */
  painted: readonly RegionId[];
  onToggle: (id: RegionId, checked: boolean) => void;
  defaultOpen?: boolean;
};

/**
 * The accessible alternative to drawing: every taxonomy region as a native checkbox, grouped by body
 * area, one row per area with its left and right. Each checkbox's accessible name is the region's full
 * label ("Left knee"), which contains its visible text ("Left").
 */
export function RegionList({ ticked, painted, onToggle, defaultOpen = false }: RegionListProps) {
  const [open, setOpen] = useState(defaultOpen);
  const uid = useId();
  const tickedSet = new Set(ticked);
  const paintedSet = new Set(painted);

  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-2xl border border-slate-200 bg-white"
    >
      <Collapsible.Trigger className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left font-semibold text-ink hover:bg-slate-50">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <ListChecks aria-hidden="true" className="size-5 text-brand-700" />
          Choose areas from a list
          {ticked.length > 0 ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {ticked.length} ticked
            </span>
          ) : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-slate-200 px-3 pt-3 pb-4 sm:px-4">
        <p className="text-sm leading-6 text-slate-600">
          Tick every area that hurts. Ticked areas are shaded on the figure and added to the areas you drew.
        </p>
        <div className="mt-4 grid gap-x-8 gap-y-5 md:grid-cols-2">
          {GROUPS.map((group, g) => (
            <fieldset key={group.title} className="min-w-0">
              <legend className="mb-1 text-sm font-bold tracking-wide text-slate-800">{group.title}</legend>
              <ul className="divide-y divide-slate-100">
                {group.rows.map((row) => (
                  <li key={row.name} className="flex min-h-11 items-center gap-2">
                    {row.regions.length > 1 ? (
                      <span aria-hidden="true" className="min-w-0 flex-1 text-[0.95rem] text-slate-800">
                        {row.name}
                      </span>
                    ) : null}
                    {row.regions.map((region) => {
                      const id = `${uid}-${g}-${region.id}`;
                      const drawn = paintedSet.has(region.id);
                      const checked = tickedSet.has(region.id);
                      return (
                        <label
                          key={region.id}
                          htmlFor={id}
                          className={cn(
                            'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-1.5 text-[0.95rem] text-slate-800 hover:bg-slate-50 sm:px-2',
                            region.side === null ? 'flex-1' : 'w-[4.6rem] shrink-0 sm:w-[5.5rem]',
                          )}
                        >
                          <input
                            id={id}
                            type="checkbox"
                            className="size-4.5 shrink-0 accent-red-600"
                            aria-label={region.side === null ? undefined : region.label}
                            checked={checked}
                            onChange={(event) => onToggle(region.id, event.currentTarget.checked)}
                          />
                          <span>
                            {region.side === 'left'
                              ? 'Left'
                              : region.side === 'right'
                                ? 'Right'
                                : region.label}
                          </span>
                          {drawn ? (
                            <span
                              role="img"
                              aria-label="(drawn)"
                              title="Marked on the drawing"
                              className="size-2 shrink-0 rounded-full bg-red-600"
                            />
                          ) : null}
                        </label>
                      );
                    })}
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        </div>
        <p className="mt-3 flex items-center gap-2 text-xs text-slate-500">
          <span aria-hidden="true" className="size-2 rounded-full bg-red-600" /> marked on the drawing
        </p>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
