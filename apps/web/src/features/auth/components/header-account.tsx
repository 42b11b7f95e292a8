import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * The header's account area. Signed out (the only state so far): 'Create New Assessment' and
 * 'Sign In / Sign Up'. The signed-in menu arrives with the auth feature.
 */
export function HeaderAccount() {
  return (
    <nav aria-label="Account" className="flex items-center gap-2 sm:gap-3">
      <Link to={paths.assessment} className={buttonClasses('primary', 'sm', 'px-3 sm:px-4')}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 sm:hidden">
          <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="sr-only sm:not-sr-only">Create New Assessment</span>
      </Link>
      <Link to={paths.auth} className={buttonClasses('outline', 'sm', 'px-3 sm:px-4')}>
        Sign In / Sign Up
      </Link>
    </nav>
  );
}
