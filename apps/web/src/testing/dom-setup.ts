/** The DOM half of setup.ts: loaded only in jsdom, so Node unit tests keep their plain globals. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// What jsdom lacks and the app calls: no behaviour of ours depends on them.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
// jsdom has no canvas: drawing stays off, and the list of areas is what the tests use.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  // Toasts live in sonner's module state: none carries over to the next test.
  const { toast } = await import('sonner');
  toast.dismiss();
});
afterAll(() => server.close());
