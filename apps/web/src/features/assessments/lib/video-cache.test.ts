import type { VideoSearchResponse } from '@physiomate/shared';
import { describe, expect, it } from 'vitest';
import { readCachedVideo, VIDEO_CACHE_MS, videoCacheKey, writeCachedVideo } from './video-cache.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const found: VideoSearchResponse = {
  provider: 'youtube',
  videoId: 'abc',
  videoUrl: 'https://www.youtube-nocookie.com/embed/abc',
  videoTitle: 'Bridge',
  thumbnailUrl: 'https://i.ytimg.com/vi/abc/hqdefault.jpg',
  searchUrl: 'https://www.youtube.com/results?search_query=bridge',
};

describe('video cache', () => {
  it('keys by name plus description', () => {
    expect(videoCacheKey('Bridge', 'one')).not.toBe(videoCacheKey('Bridge', 'two'));
    expect(videoCacheKey('Bridge', 'one')).toBe(videoCacheKey(' Bridge ', 'one '));
  });

  it('returns a stored video for 7 days, then forgets it', () => {
    const store = memoryStorage();
    writeCachedVideo('Bridge', 'd', found, 1_000, store);
    expect(readCachedVideo('Bridge', 'd', 1_000 + VIDEO_CACHE_MS - 1, store)).toEqual(found);
    expect(readCachedVideo('Bridge', 'other', 1_000, store)).toBeNull();
    expect(readCachedVideo('Bridge', 'd', 1_000 + VIDEO_CACHE_MS + 1, store)).toBeNull();
    expect(store.length).toBe(0);
  });

  it('does not cache a no-provider answer', () => {
    const store = memoryStorage();
    writeCachedVideo(
      'Bridge',
      'd',
      { ...found, provider: 'none', videoId: null, videoUrl: null },
      1_000,
      store,
    );
    expect(store.length).toBe(0);
  });

  it('survives corrupt entries', () => {
    const store = memoryStorage();
    store.setItem(videoCacheKey('Bridge', 'd'), '{not json');
    expect(readCachedVideo('Bridge', 'd', 1_000, store)).toBeNull();
  });
});
