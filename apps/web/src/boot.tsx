/**
 * Starts React. Loaded by main.tsx: at once on every page but "/", and on "/" only after the
 * pre-rendered landing page has been painted (see main.tsx).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// index.html ships the landing page pre-rendered (see scripts/prerender.mjs). On "/" React adopts
// that markup; on every other path the markup was never shown (see index.html) and is replaced.
const prerendered = container.hasAttribute('data-prerendered');
if (prerendered && window.location.pathname === '/') {
  hydrateRoot(container, <App />);
} else {
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  // A transition lets React render in small slices instead of one long task.
  startTransition(() => createRoot(container).render(<App />));
}
