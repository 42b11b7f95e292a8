// @vitest-environment jsdom
import { type ChatPage, chatPageSchema } from '@physiomate/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { useChat } from './use-chat';

function ndjson(lines: object[]): Response {
  return new Response(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), {
    status: 200,
    headers: { 'content-type': 'application/x-ndjson' },
  });
}

describe('useChat', () => {
  it('keeps a message sent while the conversation was still loading, and its reply, once the conversation arrives', async () => {
    let releaseLoad: () => void = () => {};
    const loadHeld = new Promise<void>((resolve) => {
      releaseLoad = resolve;
    });
    let loadStarted = false;
    let loadAnswered = false;
    const earlier: ChatPage = chatPageSchema.parse({
      messages: [
        { id: 'm1', role: 'user', content: 'Is swimming fine?', timestamp: '2026-11-29T10:00:00.000Z' },
        { id: 'm2', role: 'assistant', content: 'Yes, gently.', timestamp: '2026-11-29T10:00:01.000Z' },
      ],
      olderCount: 0,
    });
    server.use(
      http.get('/api/assessments/:id/conversation', async () => {
        loadStarted = true;
        await loadHeld;
        loadAnswered = true;
        return HttpResponse.json(earlier);
      }),
      http.post('/api/assessment-chat', () =>
        ndjson([{ type: 'delta', content: 'Usually six to twelve weeks.' }, { type: 'done' }]),
      ),
    );
    const { result } = renderHook(() => useChat('assessment-1', 'user-1', () => {}));
    await waitFor(() => expect(loadStarted).toBe(true));
    await act(() => result.current.send('How long will it take?'));
    await waitFor(() =>
      expect(result.current.messages.map((m) => m.content)).toEqual([
        'How long will it take?',
        'Usually six to twelve weeks.',
      ]),
    );
    releaseLoad();
    await waitFor(() => expect(loadAnswered).toBe(true));
    await waitFor(() =>
      expect(result.current.messages.map((m) => m.content)).toEqual([
        'Is swimming fine?',
        'Yes, gently.',
        'How long will it take?',
        'Usually six to twelve weeks.',
      ]),
    );
  });
});
