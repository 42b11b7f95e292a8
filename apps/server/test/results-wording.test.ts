import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

/**
 * A plan edit keeps the wording the person read. A small OpenAI-compatible server on loopback plays
 * the model: each answer's summary carries a number, so the test can tell which answer was stored.
 */
let server: Server;
let baseUrl: string;
let answers = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as { messages: { role: string; content: string }[] };
      const prompt = JSON.parse(body.messages.find((m) => m.role === 'user')?.content ?? '{}');
      const ids = (prompt.candidates as { id: string }[]).slice(0, 4).map((c) => c.id);
      answers += 1;
      const content = JSON.stringify({
        summary: `Model wording number ${answers}, written for this person.`,
        clinical_narrative: `Narrative number ${answers}: what we think, why, and when to seek help.`,
        exercise_ids: ids,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const quiet = { log: () => {}, error: () => {}, info: () => {} };
const kneeAndBack = {
  symptoms:
    'My right knee has ached for three weeks since I started running again. It hurts around the kneecap going down stairs and after sitting through a long film. My lower back aches after a long day sitting at my desk and eases once I walk about. No swelling, no numbness.',
  painLocations: ['Right knee', 'Lower back'],
};

describeEachDatabase("plan edits keep the model's wording", ({ get }) => {
  const http = httpAppPerTest(get);
  const withModel = () => http.restart({ AI_BASE_URL: baseUrl, AI_API_KEY: 'k', AI_MODEL: 'test-model' });

  it('removing an exercise keeps the summary and narrative the model wrote', async () => {
    await withModel();
    const pia = await signedInClient(http.app, http.dir, 'pia@physiomate.results.app');
    await runAdmin(['set-tier', 'pia@physiomate.results.app', 'pro'], get().db, quiet);
    const saved = await pia.post('/api/assessments', kneeAndBack);
    expect(saved.statusCode).toBe(201);
    const { assessment, recommendations } = saved.json();
    expect(recommendations.summary).toMatch(/^Model wording number \d+/);
    const asked = answers;

    const edit = await pia.request('PATCH', `/api/assessments/${assessment.id}/recommendations`, {
      removeExercises: [recommendations.exercises[0].id],
    });
    expect(edit.statusCode).toBe(200);
    const edited = edit.json().recommendations;
    expect(edited.exercises.map((e: { id: string }) => e.id)).not.toContain(recommendations.exercises[0].id);
    expect(edited.summary).toBe(recommendations.summary);
    expect(edited.summary_points).toEqual(recommendations.summary_points);
    expect(edited.clinical_narrative).toBe(recommendations.clinical_narrative);
    // The reading did not change: the model is not asked again.
    expect(answers).toBe(asked);
    const reread = (await pia.get(`/api/assessments/${assessment.id}`)).json().recommendations;
    expect(reread.summary).toBe(recommendations.summary);
  });

  it('removing a symptom that changes the reading asks the model to reword the new plan', async () => {
    await withModel();
    const ole = await signedInClient(http.app, http.dir, 'ole@physiomate.results.app');
    await runAdmin(['set-tier', 'ole@physiomate.results.app', 'pro'], get().db, quiet);
    const saved = await ole.post('/api/assessments', kneeAndBack);
    const { assessment, recommendations } = saved.json();
    const area = recommendations.identified_pain_areas.find((a: string) => /back/i.test(a));
    expect(area).toBeDefined();

    const edit = await ole.request('PATCH', `/api/assessments/${assessment.id}/recommendations`, {
      removePainAreas: [area],
    });
    expect(edit.statusCode).toBe(200);
    const edited = edit.json().recommendations;
    expect(edited.identified_pain_areas).not.toContain(area);
    expect(edited.summary).toBe(`Model wording number ${answers}, written for this person.`);
    // The points are the engine's, for the new reading.
    expect(edited.summary_points.map((p: { id: string }) => p.id)).toContain('suspected_issue');
    expect(edited.summary).not.toBe(recommendations.summary);
  });

  it('without a model, an edit keeps the engine wording the person read', async () => {
    const una = await signedInClient(http.app, http.dir, 'una@physiomate.results.app');
    await runAdmin(['set-tier', 'una@physiomate.results.app', 'pro'], get().db, quiet);
    const { assessment, recommendations } = (await una.post('/api/assessments', kneeAndBack)).json();
    const before = answers;
    const edit = await una.request('PATCH', `/api/assessments/${assessment.id}/recommendations`, {
      removeLifestyle: [recommendations.lifestyle[0]],
    });
    expect(edit.json().recommendations.summary).toBe(recommendations.summary);
    expect(answers).toBe(before);
  });
});
