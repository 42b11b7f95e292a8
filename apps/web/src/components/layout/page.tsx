import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Coloured band at the top of content pages with the page's H1. */
export function PageHero({
  eyebrow,
  title,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white', className)}>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg leading-8 text-slate-700">{children}</div> : null}
      </div>
    </div>
  );
}

export function PageBody({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14', className)}>{children}</div>;
}
