import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { describeEachDatabase } from './helpers/db.ts';

/** A loopback server that answers like the YouTube Data API v3 search endpoint. */
let server: Server;
let baseUrl: string;
const seen: URL[] = [];
let failNext = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push(url);
    if (failNext) {
      failNext = false;
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 403, message: 'quotaExceeded' } }));
      return;
    }
    const q = url.searchParams.get('q') ?? '';
    const items = q.startsWith('Nothing')
      ? []
      : [
          {
            kind: 'youtube#searchResult',
            id: { kind: 'youtube#video', videoId: 'abc123XYZ_-' },
            snippet: {
              title: `How to do ${q}`,
              thumbnails: {
                default: { url: 'https://i.ytimg.com/vi/abc/default.jpg' },
                high: { url: 'https://i.ytimg.com/vi/abc/hq.jpg' },
              },
            },
          },
        ];
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ kind: 'youtube#searchListResponse', items }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeEachDatabase('exercise videos', ({ get }) => {
  it('without a key answers a clear no-provider result with a search link', async () => {
    const app = await createTestApp(get());
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/videos/search',
        payload: { exerciseName: 'Wall sit', description: 'Hold a squat against the wall' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        provider: 'none',
        videoId: null,
        videoUrl: null,
        videoTitle: null,
        thumbnailUrl: null,
        searchUrl: expect.stringContaining('search_query=Wall%20sit'),
      });
    } finally {
      await app.close();
    }
  });

  it('searches the API for an embeddable safe video and serves the second call from cache', async () => {
    const app = await createTestApp(get(), { YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_BASE_URL: baseUrl });
    try {
      const before = seen.length;
      const payload = { exerciseName: 'Clamshell', description: 'Side-lying hip opener' };
      const first = await app.inject({ method: 'POST', url: '/api/videos/search', payload });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        provider: 'youtube',
        videoId: 'abc123XYZ_-',
        videoUrl: 'https://www.youtube-nocookie.com/embed/abc123XYZ_-',
        videoTitle: expect.stringContaining('Clamshell'),
        thumbnailUrl: 'https://i.ytimg.com/vi/abc/hq.jpg',
      });
      expect(seen.length).toBe(before + 1);
      const asked = seen.at(-1)!;
      expect(asked.pathname).toBe('/youtube/v3/search');
      expect(asked.searchParams.get('videoEmbeddable')).toBe('true');
      expect(asked.searchParams.get('safeSearch')).toBe('strict');
      expect(asked.searchParams.get('key')).toBe('test-key');

      const second = await app.inject({ method: 'POST', url: '/api/videos/search', payload });
      expect(second.json()).toEqual(first.json());
      expect(seen.length).toBe(before + 1);
    } finally {
      await app.close();
    }
  });

  it('answers no video when the search finds none, and 503 with a clear message when the API fails', async () => {
    const app = await createTestApp(get(), { YOUTUBE_API_KEY: 'k', YOUTUBE_API_BASE_URL: baseUrl });
    try {
      const none = await app.inject({
        method: 'POST',
        url: '/api/videos/search',
        payload: { exerciseName: 'Nothing matches this', description: '' },
      });
      expect(none.json()).toMatchObject({ provider: 'youtube', videoId: null, videoUrl: null });
      failNext = true;
      const failed = await app.inject({
        method: 'POST',
        url: '/api/videos/search',
        payload: { exerciseName: 'Bridge', description: 'Lift hips' },
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().error.message).toMatch(/Video not available/);
    } finally {
      await app.close();
    }
  });

  it('validates input', async () => {
    const app = await createTestApp(get());
    try {
      for (const payload of [
        {},
        { exerciseName: '' },
        { exerciseName: 42 },
        { exerciseName: 'x'.repeat(201) },
      ]) {
        const res = await app.inject({ method: 'POST', url: '/api/videos/search', payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
    } finally {
      await app.close();
    }
  });
});
