import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BrandLink } from './brand';

/** Header for focused pages (sign-in, privacy): logo link home and a "Back to Home" link. */
export function MinimalHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:h-18 sm:px-6">
        <BrandLink />
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline sm:text-base"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
            <path
              d="M12.5 4.5L7 10l5.5 5.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Back to Home
        </Link>
      </div>
    </header>
  );
}
