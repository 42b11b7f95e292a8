/**
 * The entry: the styles, and React (boot.tsx) as a chunk of its own.
 *
 * A page pre-rendered into the HTML ("/", the first screen of /assessment and /auth, see
 * scripts/prerender.mjs) is painted before any of its JavaScript is fetched: React and the page's
 * code are fetched and run once the browser reports that page painted, then hydrate it. Fetching
 * them first (80 KB and more) made the first paint wait for them on a phone's network. Until React
 * takes over, the pages' links are plain links and their form controls are locked
 * (scripts/prerender.mjs, lockControls).
 *
 * Every other page has nothing to show before React: public/route-hint.js preloads React and the
 * page's chunks from <head> (vite.config.ts, preloadCurrentRoute), and React starts at once.
 */
import './styles/index.css';

declare global {
  interface Window {
    /** Set by route-hint.js on a pre-rendered page: preloads React's and the page's chunks. */
    physiomatePreloadRoute?: () => void;
  }
}

/** Longest wait for the paint: a tab opened in the background paints only when shown. */
const PAINT_WAIT_MS = 1000;

let started = false;
function start() {
  if (started) return;
  started = true;
  // The page's chunks alongside React's, not after React has rendered the router. The landing
  // page's chunk is imported here rather than preloaded: as a dynamic import of the entry, its code
  // shared with other pages stays in one chunk (one request and about 1 KB less on "/").
  if (location.pathname === '/') void import('./features/marketing/routes/landing');
  window.physiomatePreloadRoute?.();
  void import('./boot');
}

function startAfterFirstPaint() {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    start();
  }, PAINT_WAIT_MS);
}

if (document.documentElement.hasAttribute('data-prerender-shown')) startAfterFirstPaint();
else start();
