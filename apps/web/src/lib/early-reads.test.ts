import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { seedQueries } from './early-reads.ts';
import { queryClient } from './query-client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const query = (path: string) => ({
  path,
  queryKey: ['early', path],
  queryFn: () => api.get<unknown>(path),
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('a page puts the reads started from <head> in its queries before it renders', () => {
  it('takes answers already in, and leaves a read still on its way or refused for the page to ask', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { from: 'server' }));
    vi.stubGlobal('fetch', fetchMock);
    const pending = new Promise<Response>(() => {});
    vi.stubGlobal('window', {
      physiomateEarly: [
        {
          url: '/api/rehab/exercises',
          response: Promise.resolve(jsonResponse(200, { from: 'head' })),
          arrived: true,
        },
        { url: '/api/rehab/logs', response: pending, arrived: false },
        {
          url: '/api/assessments',
          response: Promise.resolve(jsonResponse(401, { error: 'unauthorized' })),
          arrived: true,
        },
      ],
    });
    await seedQueries([query('/rehab/exercises'), query('/rehab/logs'), query('/assessments')]);
    expect(queryClient.getQueryData(['early', '/rehab/exercises'])).toEqual({ from: 'head' });
    expect(queryClient.getQueryData(['early', '/rehab/logs'])).toBeUndefined();
    expect(queryClient.getQueryData(['early', '/assessments'])).toBeUndefined();
    // Nothing went to the network: the answers in were taken, the others left where they were.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.physiomateEarly?.map((read) => read.url)).toEqual(['/api/rehab/logs', '/api/assessments']);
  });
});
