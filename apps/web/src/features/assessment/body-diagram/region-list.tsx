import type { RegionId } from '@physiomate/shared';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, ListChecks } from 'lucide-react';
import { useId, useState } from 'react';
import { groupedRegions } from './selection';

const GROUPS = groupedRegions();

export type RegionListProps = {
  /** Regions ticked in this list. */
  ticked: readonly RegionId[];
  /** Regions found in the drawing (shown as already marked). */
  painted: readonly RegionId[];
  onToggle: (id: RegionId, checked: boolean) => void;
  defaultOpen?: boolean;
};

/** The accessible alternative to drawing: every taxonomy region as a checkbox, grouped by body area. */
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
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left font-semibold text-ink hover:bg-slate-50">
        <span className="flex items-center gap-2">
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
          className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-slate-200 px-4 pt-3 pb-4">
        <p className="text-sm text-slate-600">
          Tick every area that hurts. Ticked areas are shaded on the figure and join the areas you drew.
        </p>
        <div className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          {GROUPS.map((group, g) => (
            <fieldset key={group.title} className="min-w-0">
              <legend className="mb-1.5 text-sm font-semibold text-slate-800">{group.title}</legend>
              <ul className="space-y-0.5">
                {group.regions.map((region) => {
                  const id = `${uid}-${g}-${region.id}`;
                  const drawn = paintedSet.has(region.id);
                  return (
                    <li key={region.id}>
                      <label
                        htmlFor={id}
                        className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-lg px-1.5 text-[0.95rem] text-slate-800 hover:bg-slate-50"
                      >
                        <input
                          id={id}
                          type="checkbox"
                          className="size-4.5 shrink-0 accent-red-600"
                          checked={tickedSet.has(region.id)}
                          onChange={(event) => onToggle(region.id, event.currentTarget.checked)}
                        />
                        <span>
                          {region.label}
                          {drawn ? <span className="ml-1.5 text-xs text-slate-500">(drawn)</span> : null}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
