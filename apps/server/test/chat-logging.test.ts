import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { createTestApp } from './helpers/app.ts';
import { AUTH_SECRET, ORIGIN, signedInClient, tempDataDir } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

/** A word only in this test's symptoms and chat messages, and its email address. */
const MARKER = 'quokkaknee';
const EMAIL = 'chat.private@physiomate.app';
const quiet = { log: () => {}, error: () => {}, info: () => {} };

describeEachDatabase('what the chat never logs', ({ get }) => {
  const data = tempDataDir();
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(
      get(),
      { DATA_DIR: data.dir, AUTH_SECRET, PUBLIC_URL: ORIGIN, LOG_LEVEL: 'trace', CHAT_STREAM_DELAY_MS: '0' },
      undefined,
      { write: (line) => lines.push(line) },
    );
  });
  afterAll(async () => {
    await app.close();
    data.remove();
  });

  it('no message, reply, symptom or email in any log line at trace level, red flags and proposals included', async () => {
    const client = await signedInClient(app, data.dir, EMAIL);
    const saved = await client.post('/api/assessments', {
      assessmentId: null,
      symptoms: `My right ${MARKER} kneecap has ached for three weeks since I started running, worse on stairs and after sitting in the cinema.`,
      painLocations: ['Right knee'],
    });
    await runAdmin(['set-tier', EMAIL, 'pro'], get().db, quiet);
    const id = saved.json().assessment.id;
    for (const content of [
      `how do I do the wall sit with my ${MARKER}?`,
      `my ${MARKER} is much better now`,
      `now I can't feel my saddle area and I wet myself ${MARKER}`,
    ]) {
      const res = await client.post('/api/assessment-chat', {
        assessmentId: id,
        messages: [{ role: 'user', content }],
      });
      expect(res.statusCode).toBe(200);
    }
    await client.get(`/api/assessments/${id}/conversation`);
    expect(lines.length).toBeGreaterThan(5);
    const all = lines.join('\n');
    expect(all).not.toContain(MARKER);
    expect(all).not.toContain(EMAIL);
    expect(all).not.toContain('saddle');
    expect(all).not.toContain('wall sit');
  });
});
