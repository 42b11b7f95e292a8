import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reduceMemory, reduceMemoryWhenQuiet } from '../src/lib/memory.ts';

/** The memory-reducing collections (lib/memory.ts), with a stand-in for V8's `gc`. */
describe('giving memory back', () => {
  const gc = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    gc.mockClear();
    globalThis.gc = gc as unknown as typeof globalThis.gc;
  });
  afterEach(() => {
    vi.useRealTimers();
    globalThis.gc = undefined;
  });

  it('collects once now, and does nothing without --expose-gc', () => {
    reduceMemory();
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    globalThis.gc = undefined;
    reduceMemory();
    const server = new EventEmitter() as Server;
    reduceMemoryWhenQuiet(server, { quietMs: 1_000, growthBytes: Number.NEGATIVE_INFINITY })();
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('collects only once requests have stopped for the quiet time, and not after stop', () => {
    const server = new EventEmitter() as Server;
    const stop = reduceMemoryWhenQuiet(server, { quietMs: 10_000, growthBytes: Number.NEGATIVE_INFINITY });
    // Requests every 4 s: never quiet for 10 s.
    for (let i = 0; i < 10; i++) {
      server.emit('request');
      vi.advanceTimersByTime(4_000);
    }
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(gc).toHaveBeenCalled();
    stop();
    gc.mockClear();
    vi.advanceTimersByTime(60_000);
    expect(gc).not.toHaveBeenCalled();
    expect(server.listenerCount('request')).toBe(0);
  });

  it('does not collect while the heap has not grown enough to be worth it', () => {
    const server = new EventEmitter() as Server;
    const stop = reduceMemoryWhenQuiet(server, { quietMs: 1_000, growthBytes: 1024 ** 4 });
    vi.advanceTimersByTime(60_000);
    expect(gc).not.toHaveBeenCalled();
    stop();
  });
});
