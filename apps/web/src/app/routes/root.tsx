import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { SkipLink } from '@/components/layout/skip-link';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { releasePrerendered } from '@/lib/prerendered';
import { AppRoutes } from '../router';
import { RootErrorBoundary } from './root-error';

/**
 * After a client-side navigation: scroll to the top (or to the #hash target) and move focus to the
 * new page's main landmark so keyboard and screen-reader users start at the content. Back/forward
 * navigations keep the browser's own scroll handling. Nothing happens on the first load.
 */
function NavigationEffects() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    // The skip link ('#main') used before the page finished starting up, or its focus lost when the
    // page was hydrated: focus the content now, as the link promised.
    if (hash === '#main' && (document.activeElement === null || document.activeElement === document.body))
      document.getElementById('main')?.focus({ preventScroll: true });
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    if (pathname) document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash, navigationType]);
  return null;
}

/**
 * Mounted inside the page's Suspense boundary: its effect runs once the page is React's, hydrated
 * with its lazily loaded code, and the pre-rendered page may then take input.
 */
function PageReady() {
  useEffect(releasePrerendered, []);
  return null;
}

/**
 * Top of the tree. The single Suspense boundary renders nothing until the first page's chunk has
 * arrived, so header, content and footer appear together (no layout shift). Later navigations run
 * in transitions: the current page stays on screen until the next one is ready.
 */
export function RootShell() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <RootErrorBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <AppRoutes />
          <PageReady />
        </Suspense>
      </RootErrorBoundary>
      <NavigationEffects />
      <DeferredToaster />
    </>
  );
}
