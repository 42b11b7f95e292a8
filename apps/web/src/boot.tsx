/**
 * Starts React. Loaded by main.tsx: at once on a page that has nothing pre-rendered to show, and
 * after the first paint on one that has (see main.tsx).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { adoptEarlySession } from './lib/session';

// The session read started from <head> is taken now, not from the first component's effect.
adoptEarlySession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The HTML may carry a page pre-rendered at build time (scripts/prerender.mjs). Where it is shown
// (public/route-hint.js: its own path, no draft to restore) React adopts that markup; anywhere else
// it was never shown (see index.html) and is replaced.
if (
  container.hasAttribute('data-prerendered') &&
  document.documentElement.hasAttribute('data-prerender-shown')
) {
  // As a transition, hydration runs in small slices instead of one long task.
  startTransition(() => {
    hydrateRoot(container, <App />);
  });
} else {
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  // A transition lets React render in small slices instead of one long task.
  startTransition(() => createRoot(container).render(<App />));
}
