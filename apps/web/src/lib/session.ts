/**
 * The signed-in state of the whole app, without TanStack Query so the header on the landing page
 * stays tiny: one fetch of `GET /api/session`, shared by every component through
 * useSyncExternalStore. Sessions live in an httpOnly cookie; nothing about them is kept in storage.
 */
import type { SessionAnswer, Tier } from '@physiomate/shared';
import { useEffect, useSyncExternalStore } from 'react';

/** The answer of `GET /api/session`: the shared contract (packages/shared, schemas/account.ts). */
export type { SessionAnswer };
export type SessionUser = NonNullable<SessionAnswer['user']>;
export type SessionState = {
  /** 'loading' until the first answer, then 'ready'. */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  tier: Tier;
};

/** Session-storage key of the just-signed-out flag (/auth does not bounce back after sign-out). */
export const JUST_SIGNED_OUT_KEY = 'physiomate.justSignedOut';

const LOADING: SessionState = { status: 'loading', user: null, tier: 'free' };
let state: SessionState = LOADING;
/** Bumped by every local change, so an answer that was already on its way cannot undo it. */
let generation = 0;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function apply(answer: SessionAnswer) {
  generation++;
  publish({ status: 'ready', user: answer.user, tier: answer.user ? answer.tier : 'free' });
}

/** The reads route-hint.js started with the cookie the page loaded with: not for another user. */
function forgetEarlyReads() {
  if (typeof window === 'undefined') return;
  window.physiomateSession = undefined;
  window.physiomateEarly = undefined;
}

/** Takes a session answer as the truth (after sign-in, for example). */
export function setSession(answer: SessionAnswer): void {
  forgetEarlyReads();
  apply(answer);
}

/** Forgets the user at once (sign-out, account deletion); the server call follows. */
export function clearSession(): void {
  forgetEarlyReads();
  generation++;
  publish({ status: 'ready', user: null, tier: 'free' });
}

declare global {
  interface Window {
    /** `GET /api/session`, started from <head> by public/route-hint.js before this code loaded. */
    physiomateSession?: Promise<Response>;
  }
}

/**
 * The session request public/route-hint.js started while the page loaded, once: only the page
 * load's first read may use it (its answer is for the cookie the page was loaded with), and any
 * later read asks the server again.
 */
function takeEarlySession(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.physiomateSession;
  window.physiomateSession = undefined;
  return early;
}

export function refreshSession(): Promise<void> {
  if (inflight) return inflight;
  const started = generation;
  const early = takeEarlySession();
  const request =
    early && started === 0 && state.status === 'loading'
      ? early
      : fetch('/api/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  inflight = request
    .then(async (response) => {
      if (!response.ok) throw new Error(`session ${response.status}`);
      const answer = (await response.json()) as SessionAnswer;
      if (generation === started) apply(answer);
    })
    .catch(() => {
      // Unreachable server: treat as signed out until the next read, but keep a known user.
      if (generation === started && state.status === 'loading') clearSession();
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/**
 * Takes the session read route-hint.js started from <head>, before React's first render rather
 * than from the first component's effect (after React's first commit): its answer is usually in
 * by the time the app's code has run, so the first render already knows who is signed in. The
 * header then shows the account's links at once instead of 'Sign In' first, and a signed-in page
 * renders its content in the same pass as the header instead of 'Loading...' first and its own
 * code (and stylesheet) fetched after that. Nothing to do where no early read was started (a
 * pre-rendered page: there the first component asks, as before).
 */
export function adoptEarlySession(): void {
  if (typeof window === 'undefined' || !window.physiomateSession || state.status !== 'loading') return;
  void refreshSession();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => state;
const getServerSnapshot = () => LOADING;

/** The current session; the first component that asks starts the read. */
export function useSession(): SessionState {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => {
    if (state.status === 'loading') void refreshSession();
  }, []);
  return snapshot;
}

/** Reads and clears the just-signed-out flag. */
export function takeJustSignedOut(): boolean {
  try {
    const set = sessionStorage.getItem(JUST_SIGNED_OUT_KEY) !== null;
    sessionStorage.removeItem(JUST_SIGNED_OUT_KEY);
    return set;
  } catch {
    return false;
  }
}

/**
 * Sign-out (docs/decisions/sessions.md): set the just-signed-out flag, forget the user and cached data at once,
 * go to /auth, then ask the server to end the session and re-read it even if that failed.
 */
export async function signOut(goToAuth: () => void): Promise<void> {
  try {
    sessionStorage.setItem(JUST_SIGNED_OUT_KEY, '1');
  } catch {
    // Storage can be disabled; the sign-out still happens.
  }
  clearSession();
  void import('@/lib/query-client').then(({ queryClient }) => queryClient.clear());
  goToAuth();
  try {
    const { api } = await import('@/lib/api-client');
    await api.post('/auth/sign-out', {});
  } catch (error) {
    console.warn('Sign-out request failed', error);
  } finally {
    await refreshSession();
  }
}
