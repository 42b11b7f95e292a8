import { lazy } from 'react';

/**
 * The confirm dialog (Radix with its focus trap and scroll lock) as a chunk of its own, for pages that open it
 * on a click: render `LazyConfirmDialog` inside a Suspense only while it is open, and call
 * `loadConfirmDialog` once the page has painted so a click finds it ready.
 */
export const loadConfirmDialog = () => import('./confirm-dialog');
export const LazyConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));
