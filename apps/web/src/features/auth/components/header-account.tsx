import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * The header's account area. Signed out (the only state so far): 'Create New Assessment' and
 * 'Sign In / Sign Up'. The signed-in menu arrives with the auth feature.
 */
export function HeaderAccount() {
  return (
    <nav aria-label="Account" className="flex items-center gap-1.5 sm:gap-3">
      <Link to={paths.assessment} className={buttonClasses('primary', 'sm', 'w-10 px-0 sm:w-auto sm:px-4')}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 sm:hidden">
          <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="sr-only sm:not-sr-only">Create New Assessment</span>
      </Link>
      <Link to={paths.auth} className={buttonClasses('outline', 'sm', 'px-3 whitespace-pre sm:px-4')}>
        {/* Narrow phones show "Sign In"; the full label stays in the accessible name. */}
        <span>
          Sign In<span className="sr-only min-[400px]:not-sr-only">{' / Sign Up'}</span>
        </span>
      </Link>
    </nav>
  );
}
