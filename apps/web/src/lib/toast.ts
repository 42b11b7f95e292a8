/**
 * Toasts without paying for them up front: sonner (and its <Toaster />) is only downloaded when the
 * first toast is requested, or when an app area that is likely to toast asks for it in advance.
 * Always show toasts through `notify` so the toaster is mounted before the toast is sent.
 */
import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

const listeners = new Set<() => void>();
let requested = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Ask the root layout to mount the toaster (idempotent). */
export function requestToaster(): void {
  requested = true;
  for (const listener of listeners) listener();
}

export function isToasterRequested(): boolean {
  return requested;
}

export function onToasterRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the toaster once it is mounted and subscribed. */
export function toasterMounted(): void {
  markReady();
}

export async function notify(kind: Kind, message: string, options?: ExternalToast): Promise<void> {
  requestToaster();
  const [{ toast }] = await Promise.all([import('sonner'), ready]);
  if (kind === 'message') toast(message, options);
  else toast[kind](message, options);
}
