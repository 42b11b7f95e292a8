/**
 * The entry: the styles, and React (boot.tsx) as a chunk of its own.
 *
 * On "/" the landing page is already in the HTML (scripts/prerender.mjs): React and the landing
 * page's code are fetched and run once the browser reports that page painted, then hydrate it.
 * Fetching them first (about 80 KB) made the first paint wait for them on a phone's network. Until
 * React takes over, the page's links are plain links.
 *
 * Every other page has nothing to show before React: public/route-hint.js preloads React and the
 * page's chunks from <head> (vite.config.ts, preloadCurrentRoute), and React starts at once.
 */
import './styles/index.css';

/** Longest wait for the paint: a tab opened in the background paints only when shown. */
const PAINT_WAIT_MS = 1000;

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./boot');
}

function startHome() {
  if (started) return;
  // The landing page's chunk alongside React's, not after React has rendered the router.
  void import('./features/marketing/routes/landing');
  start();
}

function startAfterFirstPaint() {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(() => setTimeout(startHome, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startHome();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    startHome();
  }, PAINT_WAIT_MS);
}

if (document.documentElement.hasAttribute('data-home')) startAfterFirstPaint();
else start();
