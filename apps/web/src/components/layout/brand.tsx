import { PRODUCT_NAME } from '@physiomate/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={cn('size-7 shrink-0 sm:size-8', className)}>
      <rect width="32" height="32" rx="9" fill="#0e7490" />
      <path
        d="M16 24s-8-4.6-8-10.2A4.6 4.6 0 0 1 16 11a4.6 4.6 0 0 1 8 2.8C24 19.4 16 24 16 24Z"
        fill="#fff"
      />
      <path
        d="M9.5 16.5h3.2l1.6-2.6 2.4 4.6 1.6-2h4.2"
        fill="none"
        stroke="#0e7490"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Logo + product name, linking home. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg text-base font-bold text-ink sm:gap-2.5 sm:text-lg',
        className,
      )}
    >
      <BrandMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
