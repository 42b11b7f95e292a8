import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One results card: an icon, an H2 and content. Never split across printed pages. */
export function SectionCard({
  icon: Icon,
  title,
  action,
  children,
  className,
  id,
}: {
  icon: LucideIcon;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'print-card rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7',
        'print:break-inside-avoid print:rounded-none print:border-slate-400 print:p-4 print:shadow-none',
        className,
      )}
    >
      {/* Wraps on a phone: an action beside a long title moves under it instead of widening the page. */}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="flex min-w-0 items-center gap-3 text-xl font-semibold text-ink">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 print:hidden"
          >
            <Icon className="size-5" />
          </span>
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-5 print:mt-3">{children}</div>
    </section>
  );
}

/** Small icon-only delete button (pro and master). */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700 print:hidden"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4.5" fill="none" stroke="currentColor">
        <path
          d="M3.5 5.5h13M8 5.5V4a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1v1.5M5.5 5.5l.7 10.1a1.5 1.5 0 0 0 1.5 1.4h4.6a1.5 1.5 0 0 0 1.5-1.4l.7-10.1"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
