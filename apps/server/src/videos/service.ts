import { createHash } from 'node:crypto';
import { VIDEO_CACHE_DAYS, type VideoSearchResponse, youtubeSearchUrl } from '@physiomate/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { videoCache } from '../db/schema.ts';
import { searchYouTube } from './provider.ts';

const CACHE_MS = VIDEO_CACHE_DAYS * 24 * 60 * 60 * 1000;

export function cacheKey(name: string, description: string): string {
  return createHash('sha256')
    .update(`${name.trim().toLowerCase()}\n${description.trim().toLowerCase()}`)
    .digest('hex');
}

export type VideoConfig = { apiKey?: string; baseUrl: string };

/** Finds a demonstration video, from the 7-day cache when possible. */
export async function findExerciseVideo(
  db: Db,
  config: VideoConfig,
  input: { exerciseName: string; description: string },
  now = new Date(),
): Promise<VideoSearchResponse> {
  const searchUrl = youtubeSearchUrl(input.exerciseName);
  if (!config.apiKey) {
    return {
      provider: 'none',
      videoId: null,
      videoUrl: null,
      videoTitle: null,
      thumbnailUrl: null,
      searchUrl,
    };
  }
  const key = cacheKey(input.exerciseName, input.description);
  const [cached] = await db.select().from(videoCache).where(eq(videoCache.key, key));
  if (cached && now.getTime() - cached.fetchedAt.getTime() < CACHE_MS) {
    return {
      provider: 'youtube',
      videoId: cached.videoId,
      videoUrl: cached.videoUrl,
      videoTitle: cached.videoTitle,
      thumbnailUrl: cached.thumbnailUrl,
      searchUrl,
    };
  }
  const found = await searchYouTube(
    { apiKey: config.apiKey, baseUrl: config.baseUrl },
    `${input.exerciseName} exercise physiotherapy how to`,
  );
  const row = {
    videoId: found?.videoId ?? null,
    videoUrl: found ? `https://www.youtube-nocookie.com/embed/${found.videoId}` : null,
    videoTitle: found?.videoTitle ?? null,
    thumbnailUrl: found?.thumbnailUrl ?? null,
    fetchedAt: now,
  };
  await db
    .insert(videoCache)
    .values({ key, ...row })
    .onConflictDoUpdate({ target: videoCache.key, set: row });
  return { provider: 'youtube', ...row, searchUrl };
}
