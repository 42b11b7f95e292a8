import { z } from 'zod';

export type FoundVideo = { videoId: string; videoTitle: string; thumbnailUrl: string | null } | null;

const searchResponse = z.object({
  items: z
    .array(
      z.object({
        id: z.object({ videoId: z.string().optional() }),
        snippet: z
          .object({
            title: z.string().optional(),
            thumbnails: z.record(z.string(), z.object({ url: z.string() })).optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});

export class VideoProviderError extends Error {}

/**
 * Searches the YouTube Data API v3 for one embeddable, safe-search video. `baseUrl` is configurable
 * so tests can point it at a loopback server that speaks the same API.
 */
export async function searchYouTube(
  options: { apiKey: string; baseUrl: string; timeoutMs?: number },
  query: string,
): Promise<FoundVideo> {
  const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/search`);
  url.search = new URLSearchParams({
    part: 'snippet',
    type: 'video',
    maxResults: '1',
    videoEmbeddable: 'true',
    safeSearch: 'strict',
    q: query,
    key: options.apiKey,
  }).toString();
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
  } catch (err) {
    throw new VideoProviderError(`video search failed: ${(err as Error).name}`);
  }
  if (!response.ok) throw new VideoProviderError(`video search answered ${response.status}`);
  const parsed = searchResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new VideoProviderError('video search answered an unexpected body');
  const item = parsed.data.items.find((i) => i.id.videoId);
  if (!item?.id.videoId) return null;
  const thumbs = item.snippet?.thumbnails ?? {};
  return {
    videoId: item.id.videoId,
    videoTitle: item.snippet?.title ?? '',
    thumbnailUrl: thumbs.high?.url ?? thumbs.medium?.url ?? thumbs.default?.url ?? null,
  };
}
