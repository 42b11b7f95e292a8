import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assess } from '@physiomate/engine';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecommender } from '../src/ai/recommender.ts';

/**
 * A small OpenAI-compatible server on loopback: it answers chat completions with whatever the
 * current test scripted, and records what it was asked.
 */
let server: Server;
let baseUrl: string;
let reply: (body: { messages: { role: string; content: string }[] }) => {
  delay?: number;
  content: string;
  status?: number;
};
const asked: { messages: { role: string; content: string }[]; response_format?: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw);
      asked.push(body);
      const r = reply(body);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(r.status ?? 200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 1,
            model: 'test-model',
            choices: [
              { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: r.content } },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      }, r.delay ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const silent = { warn() {}, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
const knee = {
  symptoms:
    'My right knee has ached for three weeks since I started running again. It hurts around the kneecap going down stairs and after sitting through a long film. No swelling, it has never locked or given way.',
  painLocations: ['Right knee'],
};
const config = (timeoutMs = 2000) => ({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs });

describe('optional AI personalisation', () => {
  it('without configuration is the engine alone', async () => {
    const before = asked.length;
    const recommend = createRecommender({ timeoutMs: 1000 }, silent);
    expect(await recommend(knee)).toEqual(assess(knee));
    expect(asked.length).toBe(before);
  });

  it('uses the model wording and its choice of exercises from the candidates, keeping triage', async () => {
    const engine = assess(knee);
    const chosen = engine.exercises.slice(0, 4).map((e) => e.id);
    reply = () => ({
      content: JSON.stringify({
        summary: 'A personal summary for a runner whose knee did not like the sudden extra distance.',
        clinical_narrative:
          'We think your kneecap joint is irritated by the recent jump in running distance.',
        exercise_ids: chosen,
      }),
    });
    const result = await createRecommender(config(), silent)(knee);
    expect(result.summary).toContain('A personal summary for a runner');
    // The labelled points and the stage stay the engine's.
    expect(result.summary_points).toEqual(engine.summary_points);
    expect(result.stage).toBe(engine.stage);
    expect(result.exercises.map((e) => e.id)).toEqual(chosen);
    expect(result.triage).toEqual(engine.triage);
    expect(result.conditions).toEqual(engine.conditions);
    const request = asked.at(-1)!;
    expect(JSON.stringify(request.messages)).toContain('kneecap');
  });

  it('keeps the engine result on invalid output, an error status or a timeout', async () => {
    const engine = assess(knee);
    reply = () => ({ content: '{"summary": 42}' });
    expect(await createRecommender(config(), silent)(knee)).toEqual(engine);
    reply = () => ({
      content: JSON.stringify({ summary: 'x', clinical_narrative: 'y', exercise_ids: ['not-a-candidate'] }),
    });
    const unknownIds = await createRecommender(config(), silent)(knee);
    expect(unknownIds.exercises.map((e) => e.id)).toEqual(engine.exercises.map((e) => e.id));
    reply = () => ({ status: 500, content: 'boom' });
    expect(await createRecommender(config(), silent)(knee)).toEqual(engine);
    reply = () => ({
      delay: 1500,
      content: JSON.stringify({ summary: 'late', clinical_narrative: 'late', exercise_ids: [] }),
    });
    const started = Date.now();
    expect(await createRecommender(config(300), silent)(knee)).toEqual(engine);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('never asks the model about an emergency', async () => {
    const before = asked.length;
    reply = () => ({ content: '{}' });
    const chest = {
      symptoms:
        'Crushing pain in the middle of my chest for the last 30 minutes spreading into my left arm and jaw, I am sweating and feel sick and short of breath.',
      painLocations: ['Chest'],
    };
    const result = await createRecommender(config(), silent)(chest);
    expect(result.triage.level).toBe('emergency');
    expect(result.exercises).toHaveLength(0);
    expect(asked.length).toBe(before);
  });

  it('never asks the model when a safety answer makes it an emergency', async () => {
    const before = asked.length;
    reply = () => ({ content: '{}' });
    const input = { ...knee, safetyAnswers: [{ id: 'saddle-bladder' as const, answer: 'yes' as const }] };
    const result = await createRecommender(config(), silent)(input);
    expect(result.triage.level).toBe('emergency');
    expect(result.triage.red_flags).toContain('cauda-equina');
    expect(result.exercises).toHaveLength(0);
    expect(asked.length).toBe(before);
  });

  it('never asks the model about a result with a red flag, even when it is not an emergency', async () => {
    // A model told to play the flags down: it must never be asked, so it can never be heard.
    reply = () => ({
      content: JSON.stringify({
        summary: 'Nothing serious here, just keep going.\n• Likely cause: overuse',
        clinical_narrative: 'No red flags at all; there is no need to see anyone about this.',
        exercise_ids: [],
        triage: { level: 'self-care', red_flags: [], message: 'Safe to self-manage.' },
      }),
    });
    const urgentByText = {
      symptoms:
        'My lower back has ached for a month. I had cancer treated two years ago and the pain is worse at night and does not ease with rest or changing position.',
      painLocations: ['Lower back'],
    };
    // 'Not sure' to saddle numbness and bladder changes raises cauda equina below emergency.
    const urgentByAnswer = {
      ...knee,
      safetyAnswers: [{ id: 'saddle-bladder' as const, answer: 'unsure' as const }],
    };
    for (const input of [urgentByText, urgentByAnswer]) {
      const engine = assess(input);
      expect(engine.triage.level).not.toBe('emergency');
      expect(engine.triage.red_flags.length).toBeGreaterThan(0);
      const before = asked.length;
      const result = await createRecommender(config(), silent)(input);
      expect(asked.length).toBe(before);
      expect(result).toEqual(engine);
    }
    expect(assess(urgentByText).triage.level).toBe('urgent');
  });

  it('never asks the model about text the engine could not read', async () => {
    reply = () => ({
      content: JSON.stringify({
        summary: 'Your knee hurts on stairs.\n• Likely cause: an irritated kneecap',
        clinical_narrative: 'We think this is patellofemoral pain.',
        exercise_ids: [],
      }),
    });
    const german = {
      symptoms:
        'Ich habe seit drei Wochen starke Schmerzen im rechten Knie, besonders beim Treppensteigen und morgens nach dem Aufstehen.',
      painLocations: ['Right knee'],
    };
    const engine = assess(german);
    expect(engine.understanding).toBe('not_english');
    const before = asked.length;
    const result = await createRecommender(config(), silent)(german);
    expect(asked.length).toBe(before);
    expect(result).toEqual(engine);
    expect(result.conditions).toEqual([]);
    expect(result.exercises).toEqual([]);
  });
});
