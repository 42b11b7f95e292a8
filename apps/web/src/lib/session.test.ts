import { afterEach, describe, expect, it, vi } from 'vitest';

const SIGNED_OUT = { user: null, tier: 'free' };
const SIGNED_IN = {
  user: { id: 'u1', email: 'ann@example.com', emailVerified: true },
  tier: 'pro',
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A fresh copy of the session store, with `window.physiomateSession` as route-hint.js left it. */
async function load(early?: Promise<Response>) {
  vi.resetModules();
  vi.stubGlobal('window', early ? { physiomateSession: early } : {});
  return import('./session.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session read started from <head> (public/route-hint.js)', () => {
  it('answers the first read without asking the server again, once', async () => {
    const fetch = vi.fn(async () => json(SIGNED_OUT));
    vi.stubGlobal('fetch', fetch);
    const session = await load(Promise.resolve(json(SIGNED_IN)));
    await session.refreshSession();
    expect(fetch).not.toHaveBeenCalled();
    expect(window.physiomateSession).toBeUndefined();

    // Any later read (after sign-in, sign-out, a tier change) asks the server.
    await session.refreshSession();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is not used once the app has set the session itself', async () => {
    const fetch = vi.fn(async () => json(SIGNED_OUT));
    vi.stubGlobal('fetch', fetch);
    const session = await load(Promise.resolve(json(SIGNED_IN)));
    session.clearSession();
    await session.refreshSession();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.physiomateSession).toBeUndefined();
  });

  it('reads the server as before when there is none', async () => {
    const fetch = vi.fn(async () => json(SIGNED_OUT));
    vi.stubGlobal('fetch', fetch);
    const session = await load();
    await session.refreshSession();
    expect(fetch).toHaveBeenCalledWith(
      '/api/session',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('takes a failed early read as a failed read: no throw, and the next read asks the server', async () => {
    const fetch = vi.fn(async () => json(SIGNED_OUT));
    vi.stubGlobal('fetch', fetch);
    const failed = Promise.reject(new TypeError('offline'));
    failed.catch(() => {});
    const session = await load(failed);
    await expect(session.refreshSession()).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    await session.refreshSession();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
