/**
 * The video cache, so reopening a plan does not search again: local storage, keyed by exercise name
 * plus description, kept for VIDEO_CACHE_DAYS (7) days.
 * Only found videos are cached, so configuring a provider later takes effect at once.
 */
import { VIDEO_CACHE_DAYS, type VideoSearchResponse } from '@physiomate/shared';

const PREFIX = 'physiomate:video:';
export const VIDEO_CACHE_MS = VIDEO_CACHE_DAYS * 24 * 60 * 60 * 1000;

type Entry = { savedAt: number; video: VideoSearchResponse };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A short, stable key: a 32-bit FNV-1a hash of name + description keeps keys small. */
export function videoCacheKey(name: string, description: string): string {
  const input = `${name.trim()}\u0000${description.trim()}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${PREFIX}${(hash >>> 0).toString(36)}:${name.trim().toLowerCase().slice(0, 40)}`;
}

export function readCachedVideo(
  name: string,
  description: string,
  now = Date.now(),
  store: Storage | null = storage(),
): VideoSearchResponse | null {
  const key = videoCacheKey(name, description);
  const raw = store?.getItem(key);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Entry;
    if (typeof entry.savedAt !== 'number' || now - entry.savedAt > VIDEO_CACHE_MS || !entry.video?.videoId) {
      store?.removeItem(key);
      return null;
    }
    return entry.video;
  } catch {
    store?.removeItem(key);
    return null;
  }
}

export function writeCachedVideo(
  name: string,
  description: string,
  video: VideoSearchResponse,
  now = Date.now(),
  store: Storage | null = storage(),
): void {
  if (video.provider !== 'youtube' || !video.videoId) return;
  try {
    store?.setItem(videoCacheKey(name, description), JSON.stringify({ savedAt: now, video } satisfies Entry));
  } catch {
    // Storage full or blocked: the cache is an optimisation only.
  }
}
