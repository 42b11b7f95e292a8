import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { useSession } from '@/lib/session';

/** The menu (Radix) is only downloaded for signed-in users; visitors never pay for it. */
const UserMenu = lazy(() => import('./user-menu'));

/** After the first paint, how long the menu waits before it downloads unasked. */
const MENU_DELAY_MS = 1500;

/**
 * Whether the user menu may load: once the page has painted and a moment has passed, or at once
 * when the pointer or focus comes near it. Its download (Radix and its positioning, about 25 KB
 * over eight files) otherwise ran alongside the page's own data and delayed the page's content on a
 * phone's network; a fixed-size placeholder holds its place meanwhile.
 */
function useMenuWanted(signedIn: boolean): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!signedIn || wanted) return;
    let timer: number | undefined;
    const cancel = afterFirstPaint(() => {
      timer = window.setTimeout(() => setWanted(true), MENU_DELAY_MS);
    });
    return () => {
      cancel();
      window.clearTimeout(timer);
    };
  }, [signedIn, wanted]);
  return [wanted, () => setWanted(true)];
}

/**
 * The header's account area. Signed in: 'My Assessments' and the user menu. Signed out (and while
 * the session is read): 'Create New Assessment' and 'Sign In / Sign Up'.
 */
export function HeaderAccount() {
  const session = useSession();
  const [menuWanted, wantMenu] = useMenuWanted(session.user !== null);
  if (session.user) {
    const placeholder = <span className={buttonClasses('ghost', 'sm', 'w-24 sm:w-48')} aria-hidden="true" />;
    return (
      <nav
        aria-label="Account"
        className="flex items-center gap-1.5 sm:gap-3"
        onPointerEnter={wantMenu}
        onTouchStart={wantMenu}
        onFocus={wantMenu}
      >
        {/* Phones show the icon; the name stays the accessible one. */}
        <Link
          to={paths.myAssessments}
          className={buttonClasses('outline', 'sm', 'w-10 px-0 sm:w-auto sm:px-4')}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 sm:hidden">
            <path
              d="M7 5h9M7 10h9M7 15h9M3.5 5h.01M3.5 10h.01M3.5 15h.01"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="sr-only sm:not-sr-only">My Assessments</span>
        </Link>
        <Suspense fallback={placeholder}>
          {menuWanted ? <UserMenu email={session.user.email} tier={session.tier} /> : placeholder}
        </Suspense>
      </nav>
    );
  }
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
