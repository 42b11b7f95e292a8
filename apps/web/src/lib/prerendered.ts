/**
 * A pre-rendered page with forms comes with its controls locked (scripts/prerender.mjs, lockControls):
 * text fields read-only, buttons aria-disabled, each marked data-prerender-lock, and no form sent
 * (public/route-hint.js) until React has hydrated it. Called once React has the page (or has shown
 * the error screen instead); a page React rendered itself has nothing locked.
 */
export function releasePrerendered(): void {
  // The page is React's from here on: its links navigate inside the app (and move focus to the new page).
  // Marked on <html> so that a test can wait for it before it relies on a client-side navigation.
  document.documentElement.dataset.ready = 'true';
  for (const control of document.querySelectorAll('[data-prerender-lock]')) {
    control.removeAttribute(control.hasAttribute('readonly') ? 'readonly' : 'aria-disabled');
    control.removeAttribute('data-prerender-lock');
  }
}
