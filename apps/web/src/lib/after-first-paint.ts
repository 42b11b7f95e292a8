import { useEffect, useState } from 'react';

/**
 * Work that must not compete with a page's first paint: preloading code for later steps, mounting
 * the toaster in advance. On a phone's network every download started before the paint delays it.
 */

/** Longest wait: a tab opened in the background paints only when it is shown. */
const MAX_WAIT_MS = 3000;

/**
 * Runs `task` once the browser has reported the page's first contentful paint and is then idle
 * (or after MAX_WAIT_MS at the latest). Returns a function that cancels it.
 */
export function afterFirstPaint(task: () => void): () => void {
  let done = false;
  let observer: PerformanceObserver | null = null;
  let idleId: number | null = null;
  const timers: number[] = [];
  const cancel = () => {
    done = true;
    observer?.disconnect();
    if (idleId !== null) window.cancelIdleCallback(idleId);
    for (const timer of timers) window.clearTimeout(timer);
  };
  const run = () => {
    if (done) return;
    cancel();
    task();
  };
  const whenIdle = () => {
    if (done) return;
    if (typeof window.requestIdleCallback === 'function')
      idleId = window.requestIdleCallback(run, { timeout: 1000 });
    else timers.push(window.setTimeout(run, 200));
  };
  timers.push(window.setTimeout(run, MAX_WAIT_MS));
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    whenIdle();
    return cancel;
  }
  observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer?.disconnect();
    whenIdle();
  });
  observer.observe({ type: 'paint', buffered: true });
  return cancel;
}

/**
 * False until the page has painted with `ready` true (afterFirstPaint, called once `ready` is), then
 * true for good: for reads and downloads that the page's first paint does not show, started after it
 * rather than alongside it.
 */
export function usePaintedWith(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(
    () => (ready && !painted ? afterFirstPaint(() => setPainted(true)) : undefined),
    [ready, painted],
  );
  return painted;
}
