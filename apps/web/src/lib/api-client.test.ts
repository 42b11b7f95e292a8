import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildUrl, streamNdjson } from './api-client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('builds /api URLs and skips empty query values', () => {
    expect(buildUrl('/health')).toBe('/api/health');
    expect(buildUrl('assessments', { page: 2, q: undefined, all: true })).toBe(
      '/api/assessments?page=2&all=true',
    );
  });

  it('returns parsed JSON and sends JSON bodies with cookies', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('parses the server error shape into ApiError', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(409, { error: { code: 'conflict', message: 'Pro tier allows up to 5 assessments.' } }),
    );
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'Pro tier allows up to 5 assessments.',
    });
  });

  it('falls back to a generic ApiError for non-JSON failures', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'internal' });
  });

  it('maps network failures to a network_error ApiError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('returns undefined for 204 responses', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await expect(api.delete('/x')).resolves.toBeUndefined();
  });
});

describe('streamNdjson', () => {
  function streamed(pieces: string[]): Response {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const p of pieces) controller.enqueue(new TextEncoder().encode(p));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
  }

  it('yields each JSON line as it arrives, even when a line is split across chunks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamed([
          '{"type":"delta","con',
          'tent":"Hel"}\n{"type":"delta",',
          '"content":"lo"}\n',
          '{"type":"done"}',
        ]),
      ),
    );
    const seen: unknown[] = [];
    for await (const event of streamNdjson('/assessment-chat', { a: 1 })) seen.push(event);
    expect(seen).toEqual([
      { type: 'delta', content: 'Hel' },
      { type: 'delta', content: 'lo' },
      { type: 'done' },
    ]);
  });

  it('throws the server error shape as ApiError before any line', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(403, { error: { code: 'forbidden', message: 'PhysioMate AI is a Pro feature.' } }),
      ),
    );
    const run = async () => {
      for await (const _ of streamNdjson('/assessment-chat', {})) {
        // nothing
      }
    };
    await expect(run()).rejects.toMatchObject({ name: 'ApiError', status: 403, code: 'forbidden' });
  });

  it('fails like any other request when the server or a proxy answers without the error shape', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }));
    const streamError = await (async () => {
      for await (const _ of streamNdjson('/assessment-chat', {})) {
        // nothing
      }
    })().catch((e: unknown) => e);
    const requestError = await api.post('/assessment-chat', {}).catch((e: unknown) => e);
    expect(streamError).toMatchObject({
      status: 502,
      code: 'internal',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(streamError).toEqual(requestError);
  });

  it('maps network failures to a network_error ApiError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const run = async () => {
      for await (const _ of streamNdjson('/assessment-chat', {})) {
        // nothing
      }
    };
    await expect(run()).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('the read started from <head> (public/route-hint.js)', () => {
  it('answers the first GET of its URL once, and nothing else', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { from: 'server' }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('window', {
      physiomateEarly: [
        { url: '/api/assessments', response: Promise.resolve(jsonResponse(200, { from: 'head' })) },
        {
          url: '/api/rehab/flare-up?today=2026-11-29',
          response: Promise.resolve(jsonResponse(200, { from: 'head, flare-up' })),
        },
      ],
    });
    await expect(api.get('/assessments/other')).resolves.toEqual({ from: 'server' });
    await expect(api.post('/assessments', {})).resolves.toEqual({ from: 'server' });
    await expect(api.get('/assessments')).resolves.toEqual({ from: 'head' });
    await expect(api.get('/assessments')).resolves.toEqual({ from: 'server' });
    await expect(api.get('/rehab/flare-up', { query: { today: '2026-11-29' } })).resolves.toEqual({
      from: 'head, flare-up',
    });
    await expect(api.get('/rehab/flare-up', { query: { today: '2026-11-29' } })).resolves.toEqual({
      from: 'server',
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('is a network error when it failed, like any read', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const failed = Promise.reject(new TypeError('offline'));
    failed.catch(() => {});
    vi.stubGlobal('window', { physiomateEarly: [{ url: '/api/assessments', response: failed }] });
    await expect(api.get('/assessments')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
