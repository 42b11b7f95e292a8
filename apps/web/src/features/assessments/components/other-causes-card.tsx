import { SAFETY_MESSAGES } from '@physiomate/shared';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * When a flag leads, the musculoskeletal causes the engine weighed stay out of the way: collapsed,
 * unranked, and after the warning signs. Opening it is the person's choice.
 */
export function OtherCausesCard({ causes }: { causes: readonly string[] }) {
  const [open, setOpen] = useState(false);
  if (causes.length === 0) return null;
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm print:hidden"
      data-testid="other-causes"
    >
      <h2 className="m-0">
        <Collapsible.Trigger className="flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-ink hover:bg-slate-50 sm:px-7">
          {SAFETY_MESSAGES.otherCauses}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
          />
        </Collapsible.Trigger>
      </h2>
      <Collapsible.Content className="border-t border-slate-200 px-5 pt-4 pb-5 sm:px-7">
        <p className="leading-7 text-slate-700">
          Muscle, joint or nerve problems that could also fit what you describe. They matter only once a
          doctor has checked the warning signs above.
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5 leading-7 text-slate-700">
          {causes.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
