import type { Server } from 'node:http';
import v8 from 'node:v8';

/**
 * Giving memory back to the operating system (issue 17). V8 keeps the heap pages that a burst of
 * allocation grew (start-up parsing every module and reading the engine's language models; a load
 * of requests), even once they hold nothing: a server process stayed about 50 MB above what it
 * uses. A memory-reducing collection (V8's 'last resort': compacts, then frees empty pages) gives
 * them back; it pauses the process for a few hundred milliseconds, so it runs only before the first
 * request and when the process is quiet. It needs `--expose-gc`, which `npm start`
 * (scripts/start.mjs) passes; without the flag (tests, `npm run dev`) these do nothing.
 */
const REDUCE = { type: 'major', execution: 'sync', flavor: 'last-resort' } as const;

/** One memory-reducing collection now, if the process may run one. */
export function reduceMemory(): void {
  globalThis.gc?.(REDUCE);
}

export type QuietOptions = {
  /** No request has started for this long: the process counts as quiet. */
  quietMs?: number;
  /** The heap has grown at least this much since the last collection (else there is little to give back). */
  growthBytes?: number;
};

/**
 * After a burst of requests, once none has arrived for `quietMs` and the heap has grown by
 * `growthBytes` since the last memory-reducing collection, runs one. Returns the stop function.
 */
export function reduceMemoryWhenQuiet(
  server: Server,
  { quietMs = 10_000, growthBytes = 16 * 1024 * 1024 }: QuietOptions = {},
): () => void {
  const gc = globalThis.gc;
  if (!gc) return () => {};
  let lastRequestAt = Date.now();
  let heapAfter = v8.getHeapStatistics().total_heap_size;
  const onRequest = () => {
    lastRequestAt = Date.now();
  };
  server.on('request', onRequest);
  const timer = setInterval(
    () => {
      if (Date.now() - lastRequestAt < quietMs) return;
      if (v8.getHeapStatistics().total_heap_size - heapAfter < growthBytes) return;
      gc(REDUCE);
      heapAfter = v8.getHeapStatistics().total_heap_size;
    },
    Math.max(1_000, quietMs / 2),
  );
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
