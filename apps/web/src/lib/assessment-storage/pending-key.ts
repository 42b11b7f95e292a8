/**
 * The random key of a completed assessment (SESSION_KEYS.pendingKey): sent whenever the assessment is
 * saved (with sign-up, sign-in, or the save after sign-in), so the server never saves it twice. Its
 * own module, loaded only when something is saved: the landing page does not carry it.
 */
import { SESSION_KEYS, sessionStore } from './session-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random UUID (v4); `crypto.randomUUID` exists only on https and localhost, getRandomValues everywhere. */
function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The completed assessment's key: made once (random) and kept with it in the tab's storage. */
export function pendingKey(storage: Storage | null = sessionStore()): string {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(SESSION_KEYS.pendingKey) ?? null;
  } catch {
    // Storage can be disabled: a key for this request only.
  }
  if (stored && UUID.test(stored)) return stored;
  const key = randomKey();
  try {
    storage?.setItem(SESSION_KEYS.pendingKey, key);
  } catch {
    // As above.
  }
  return key;
}
