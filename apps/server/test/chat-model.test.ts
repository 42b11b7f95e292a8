import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_LIMITS, CHAT_MESSAGES, type ChatStreamEvent, chatStreamEventSchema } from '@physiomate/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { updateMessages } from '../src/chat/queries.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { Client, signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

/**
 * A local OpenAI-compatible chat-completions server on 127.0.0.1 that streams (SSE) whatever the
 * current test scripted, and records what it was asked.
 */
type Script = 'stream' | 'tool' | 'hang' | 'error' | 'break';
let script: Script = 'stream';
let server: Server;
let baseUrl: string;
const transcriptions: { type: string; body: string }[] = [];
type AskedContent = string | { type: string; text?: string; image_url?: { url: string } }[];
const asked: {
  messages: { role: string; content: AskedContent }[];
  tools?: { function: { name: string } }[];
}[] = [];

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', async () => {
      if (req.url?.endsWith('/audio/transcriptions')) {
        transcriptions.push({ type: String(req.headers['content-type']), body: raw });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ text: ' my knee hurts on the stairs ' }));
        return;
      }
      asked.push(JSON.parse(raw));
      if (script === 'hang') return; // never answers: the server's timeout must fall back
      if (script === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const pieces = ['Your plan ', 'says the ', 'kneecap pain ', 'usually settles.'];
      for (const [i, piece] of pieces.entries()) {
        res.write(chunk(i === 0 ? { role: 'assistant', content: piece } : { content: piece }));
        await new Promise((r) => setTimeout(r, 20));
        if (script === 'break' && i === 1) {
          res.destroy();
          return;
        }
      }
      if (script === 'tool') {
        res.write(
          chunk({
            tool_calls: [
              {
                index: 0,
                id: 'call_1',
                type: 'function',
                function: {
                  name: 'propose_reevaluation',
                  arguments: JSON.stringify({
                    reason: 'new_symptom',
                    summary: 'You mentioned a new symptom.',
                  }),
                },
              },
            ],
          }),
        );
        res.write(chunk({}, 'tool_calls'));
      } else res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const KNEE =
  'I am 34 and have had pain at the front of my right knee around the kneecap for 3 weeks since I increased my running. It hurts going down stairs and after sitting for a long time in the cinema. No swelling, no locking, no giving way.';
const quiet = { log: () => {}, error: () => {}, info: () => {} };
const events = (body: string): ChatStreamEvent[] =>
  body
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => chatStreamEventSchema.parse(JSON.parse(l)));
const textOf = (evs: ChatStreamEvent[]) => evs.map((e) => (e.type === 'delta' ? e.content : '')).join('');

describeEachDatabase('PhysioMate AI with a configured model', ({ get }) => {
  const http = httpAppPerTest(get, { CHAT_STREAM_DELAY_MS: '0' });
  const withModel = () =>
    http.restart({
      AI_BASE_URL: baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '1000',
      CHAT_STREAM_DELAY_MS: '0',
    });

  async function pro(email: string): Promise<{ client: Client; id: string }> {
    const client = await signedInClient(http.app, http.dir, email);
    const save = await client.post('/api/assessments', {
      assessmentId: null,
      symptoms: KNEE,
      painLocations: ['Right knee'],
    });
    await runAdmin(['set-tier', email, 'pro'], get().db, quiet);
    return { client, id: save.json().assessment.id };
  }
  const chat = (c: Client, id: string, content: string) =>
    c.post('/api/assessment-chat', { assessmentId: id, messages: [{ role: 'user', content }] });

  it("streams the model's deltas, grounded in the plan, with the re-evaluation tool offered", async () => {
    await withModel();
    script = 'stream';
    const { client, id } = await pro('model@chat.app');
    const before = asked.length;
    const evs = events((await chat(client, id, 'will this get better?')).body);
    expect(evs.filter((e) => e.type === 'delta').map((e) => (e.type === 'delta' ? e.content : ''))).toEqual([
      'Your plan ',
      'says the ',
      'kneecap pain ',
      'usually settles.',
    ]);
    expect(evs.at(-1)?.type).toBe('done');
    const request = asked[before];
    const system = request?.messages.find((m) => m.role === 'system')?.content ?? '';
    const saved = (await client.get(`/api/assessments/${id}`)).json().recommendations;
    expect(system).toContain(saved.exercises[0].name);
    expect(system).toContain(saved.triage.message);
    expect(system).toContain(saved.prognosis);
    expect(request?.tools?.map((t) => t.function.name)).toEqual(['propose_reevaluation']);
    const page = (await client.get(`/api/assessments/${id}/conversation`)).json();
    expect(page.messages[1].content).toBe('Your plan says the kneecap pain usually settles.');
  });

  it('a tool call from the model becomes a re-evaluation proposal with the engine diff', async () => {
    await withModel();
    script = 'tool';
    const { client, id } = await pro('tool@chat.app');
    const evs = events((await chat(client, id, 'there is something odd going on with it lately')).body);
    const proposal = evs.find((e) => e.type === 'reevaluation');
    if (proposal?.type !== 'reevaluation') throw new Error('no proposal');
    expect(proposal.reevaluation.reason).toBe('new_symptom');
    expect(proposal.reevaluation.diff.conditions.before[0]).toBe('Patellofemoral pain');
    const keep = await client.post(`/api/assessments/${id}/reevaluations/${proposal.reevaluation.id}`, {
      decision: 'keep',
    });
    expect(keep.json().status).toBe('declined');
  });

  for (const [name, s] of [
    ['a timeout', 'hang'],
    ['an error', 'error'],
    ['a stream that breaks off', 'break'],
  ] as const) {
    it(`${name} falls back to the built-in assistant, saying so in one line`, async () => {
      await withModel();
      script = s;
      const { client, id } = await pro(`fallback-${s}@chat.app`);
      const res = await chat(client, id, 'How long will it take to heal?');
      expect(res.statusCode).toBe(200);
      const text = textOf(events(res.body));
      expect(text).toContain(CHAT_MESSAGES.modelFallback);
      const saved = (await client.get(`/api/assessments/${id}`)).json().recommendations;
      expect(text).toContain(saved.prognosis);
      expect(text.split(CHAT_MESSAGES.modelFallback)).toHaveLength(2);
    });
  }

  it('only the last 40 messages go to the model; the conversation keeps them all', async () => {
    await withModel();
    script = 'stream';
    const { client, id } = await pro('forty@chat.app');
    const user = (await client.session()).user!;
    await updateMessages(get().db, user.id, id, () =>
      Array.from({ length: 50 }, (_, i) => ({
        id: `old-${i}`,
        role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content: `old message ${i}`,
        timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      })),
    );
    const before = asked.length;
    await chat(client, id, 'and now?');
    const sent = asked[before]?.messages.filter((m) => m.role !== 'system') ?? [];
    expect(sent).toHaveLength(40);
    expect(sent.at(-1)?.content).toBe('and now?');
    expect(sent[0]?.content).toBe('old message 11');
    const page = (await client.get(`/api/assessments/${id}/conversation?limit=50`)).json();
    expect(page.olderCount + page.messages.length).toBe(52);
  });

  it('a red flag never reaches the model', async () => {
    await withModel();
    script = 'stream';
    const { client, id } = await pro('flagmodel@chat.app');
    const before = asked.length;
    const evs = events((await chat(client, id, "now I can't feel my saddle area and I wet myself")).body);
    expect(evs[0]?.type).toBe('red_flag');
    expect(asked.length).toBe(before);
  });

  it('voice: without a transcription service the panel is told so; with one, audio becomes text and is not kept', async () => {
    const { client, id } = await pro('voice@chat.app');
    expect((await client.get('/api/chat/capabilities')).json()).toEqual({
      transcription: false,
      images: false,
    });
    const audio = Buffer.from('fake webm audio bytes');
    const send = () =>
      client.request('POST', '/api/chat/transcriptions', audio, { 'content-type': 'audio/webm' });
    expect((await send()).statusCode).toBe(404);

    await http.restart({
      STT_BASE_URL: baseUrl,
      STT_API_KEY: 'k',
      STT_MODEL: 'whisper-test',
      CHAT_STREAM_DELAY_MS: '0',
    });
    const again = new Client(http.app);
    for (const [k, v] of client.cookies) again.cookies.set(k, v);
    expect((await again.get('/api/chat/capabilities')).json()).toEqual({
      transcription: true,
      images: false,
    });
    const res = await again.request('POST', '/api/chat/transcriptions', audio, {
      'content-type': 'audio/webm',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: 'my knee hurts on the stairs' });
    const sent = transcriptions.at(-1);
    expect(sent?.type).toMatch(/^multipart\/form-data/);
    expect(sent?.body).toContain('whisper-test');
    expect(sent?.body).toContain('fake webm audio bytes');
    // Nothing of it is stored in the conversation.
    expect((await again.get(`/api/assessments/${id}/conversation`)).json().messages).toEqual([]);
    const bad = await again.request('POST', '/api/chat/transcriptions', 'hello', {
      'content-type': 'text/plain',
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
  });

  describe('photos', () => {
    // A real 1x1 PNG.
    const PNG =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const withPhoto = (c: Client, id: string, content: string, image: { mediaType: string; data: string }) =>
      c.post('/api/assessment-chat', { assessmentId: id, messages: [{ role: 'user', content }], image });
    const visionModel = () =>
      http.restart({
        AI_BASE_URL: baseUrl,
        AI_MODEL: 'test-model',
        AI_TIMEOUT_MS: '1000',
        AI_VISION: 'true',
        CHAT_STREAM_DELAY_MS: '0',
      });

    it('are refused, and nothing is stored, unless the configured model reads images', async () => {
      await withModel();
      script = 'stream';
      const { client, id } = await pro('nophoto@chat.app');
      expect((await client.get('/api/chat/capabilities')).json().images).toBe(false);
      const before = asked.length;
      const res = await withPhoto(client, id, 'what is this bruise?', { mediaType: 'image/png', data: PNG });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(CHAT_MESSAGES.photosUnavailable);
      expect(asked.length).toBe(before);
      expect((await client.get(`/api/assessments/${id}/conversation`)).json().messages).toEqual([]);
    });

    it('go to a vision model with that one message, and are never kept', async () => {
      await visionModel();
      script = 'stream';
      const { client, id } = await pro('photo@chat.app');
      expect((await client.get('/api/chat/capabilities')).json()).toEqual({
        transcription: false,
        images: true,
      });
      const before = asked.length;
      const res = await withPhoto(client, id, 'is this swelling normal?', {
        mediaType: 'image/png',
        data: PNG,
      });
      expect(res.statusCode).toBe(200);
      expect(events(res.body).at(-1)?.type).toBe('done');
      const last = asked[before]?.messages.at(-1);
      expect(last?.role).toBe('user');
      const parts = Array.isArray(last?.content) ? last.content : [];
      expect(parts.find((p) => p.type === 'text')?.text).toBe('is this swelling normal?');
      expect(parts.find((p) => p.type === 'image_url')?.image_url?.url).toBe(`data:image/png;base64,${PNG}`);

      const page = await client.get(`/api/assessments/${id}/conversation`);
      expect(page.json().messages[0]).toMatchObject({
        role: 'user',
        content: 'is this swelling normal?',
        image: true,
      });
      expect(page.body).not.toContain(PNG.slice(0, 40));
      // The next message goes without it: the photo belonged to one message only.
      const next = asked.length;
      await chat(client, id, 'thanks');
      expect(JSON.stringify(asked[next]?.messages)).not.toContain('image_url');
    });

    it('must be a JPEG, PNG or WebP by their bytes, under 5 MB, with words', async () => {
      await visionModel();
      script = 'stream';
      const { client, id } = await pro('badphoto@chat.app');
      const before = asked.length;
      const text = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
      const notImage = await withPhoto(client, id, 'look', { mediaType: 'image/png', data: text });
      expect(notImage.statusCode).toBe(400);
      expect(notImage.json().error.message).toBe(CHAT_MESSAGES.photoType);
      const svg = await withPhoto(client, id, 'look', { mediaType: 'image/svg+xml', data: PNG });
      expect(svg.statusCode).toBe(400);
      const big = Buffer.alloc(CHAT_LIMITS.imageMaxBytes + 1024, 1).toString('base64');
      const tooBig = await withPhoto(client, id, 'look', { mediaType: 'image/png', data: big });
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.body).toContain(CHAT_MESSAGES.photoTooLarge);
      const noWords = await withPhoto(client, id, '   ', { mediaType: 'image/png', data: PNG });
      expect(noWords.statusCode).toBe(400);
      expect(asked.length).toBe(before);
      expect((await client.get(`/api/assessments/${id}/conversation`)).json().messages).toEqual([]);
    });
  });
});
