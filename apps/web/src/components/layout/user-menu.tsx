import { PRODUCT_NAME, TIER_LABELS, TIMINGS, type Tier } from '@physiomate/shared';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/session';

/** 'PhysioMate (Free|Pro|Master)' menu with the user's email, My Assessments, Settings and Sign out. */
export default function UserMenu({ email, tier }: { email: string; tier: Tier }) {
  const navigate = useNavigate();
  const label = `${PRODUCT_NAME} (${TIER_LABELS[tier]})`;
  const grace = usePointerGrace();
  return (
    <DropdownMenu modal={false} open={grace.open} onOpenChange={grace.setOpen}>
      <DropdownMenuTrigger
        onPointerEnter={grace.onPointerEnter}
        onPointerLeave={grace.onPointerLeave}
        className={buttonClasses('secondary', 'sm', 'gap-1.5 whitespace-nowrap pr-2 pl-1.5 sm:gap-2 sm:pr-3')}
      >
        <Avatar email={email} size="sm" />
        {/* Phones show the avatar and the plan; the whole label is the accessible name everywhere. */}
        <span aria-hidden="true" className="sm:hidden">
          {TIER_LABELS[tier]}
        </span>
        <span className="sr-only sm:not-sr-only">{label}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="hidden size-4 sm:block">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onPointerEnter={grace.onPointerEnter}
        onPointerLeave={grace.onPointerLeave}
      >
        <DropdownMenuLabel className="flex items-center gap-3 px-3 py-2 text-sm text-slate-600">
          <Avatar email={email} />
          <span className="min-w-0">
            <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Signed in as
            </span>
            <span className="block truncate font-medium text-ink" data-testid="user-menu-email">
              {email}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator className="my-1 h-px bg-slate-200" />
        <DropdownMenuItem onSelect={() => navigate(paths.myAssessments)}>My Assessments</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.settings)}>Settings</DropdownMenuItem>
        <DropdownMenuSeparator className="my-1 h-px bg-slate-200" />
        <DropdownMenuItem onSelect={() => void signOut(() => navigate(paths.auth))}>
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * A 300 ms pointer grace: a menu opened with the mouse closes once the pointer has left
 * both the button and the menu for that long; coming back in time (say, overshooting an item on the
 * way down) keeps it open. Touch and keyboard use leave it open until chosen or dismissed.
 */
function usePointerGrace() {
  const [open, setOpenState] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  // No close after the menu is gone.
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    open,
    setOpen(next: boolean) {
      cancel();
      setOpenState(next);
    },
    onPointerEnter: cancel,
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== 'mouse' || !open) return;
      cancel();
      timer.current = setTimeout(() => setOpenState(false), TIMINGS.menuPointerGraceMs);
    },
  };
}
