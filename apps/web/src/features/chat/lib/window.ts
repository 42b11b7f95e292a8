import { CHAT_LIMITS } from '@physiomate/shared';

/** The chat view window: how many messages are loaded, and when older ones are fetched or let go. */
export const WINDOW = {
  first: CHAT_LIMITS.firstPage,
  older: CHAT_LIMITS.olderPage,
  /** Load older messages when scrolled within this many pixels of the top. */
  loadMoreWithinPx: 50,
  /** Counts as at the bottom within this many pixels. */
  bottomWithinPx: 20,
  /** After 'Unload older messages', no load-more for this long. */
  suppressAfterUnloadMs: 1000,
  copiedMs: 2000,
} as const;

/** Typing-prompt timings (docs/decisions/product-texts.md). */
export const TYPING = {
  minCharMs: 45,
  maxCharMs: 75,
  pauseMs: 900,
  deleteCharMs: 30,
  nextMs: 300,
} as const;

/** After unloading, keep only the newest `first` messages. */
export function unload<T>(messages: readonly T[]): T[] {
  return messages.slice(-WINDOW.first);
}
