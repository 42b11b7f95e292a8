import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_MESSAGES, type ChatStreamEvent, chatStreamEventSchema } from '@physiomate/shared';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { decrypt, encrypt } from '../src/db/encryption.ts';
import { assessmentConversations, assessmentResults } from '../src/db/schema.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { Client, ORIGIN, signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

const KNEE =
  'I am 34 and have had pain at the front of my right knee around the kneecap for 3 weeks since I increased my running. It hurts going down stairs and after sitting for a long time in the cinema. No swelling, no locking, no giving way.';
const BACK =
  'I am a 45 year old office worker. My lower back has ached for 4 months, worse after sitting at my desk all day and bending forward to lift boxes. It eases when I walk. No leg pain, no numbness, bladder and bowels normal.';
const quiet = { log: () => {}, error: () => {}, info: () => {} };

function events(body: string): ChatStreamEvent[] {
  return body
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => chatStreamEventSchema.parse(JSON.parse(l)));
}
const textOf = (evs: ChatStreamEvent[]) => evs.map((e) => (e.type === 'delta' ? e.content : '')).join('');

describeEachDatabase('PhysioMate AI chat over HTTP', ({ get }) => {
  const http_ = httpAppPerTest(get, { CHAT_STREAM_DELAY_MS: '0', CHAT_MESSAGES_PER_10_MINUTES: '1000' });

  async function proWithAssessment(email: string, symptoms = KNEE, area = 'Right knee', tier = 'pro') {
    const client = await signedInClient(http_.app, http_.dir, email);
    const save = await client.post('/api/assessments', {
      assessmentId: null,
      symptoms,
      painLocations: [area],
    });
    expect(save.statusCode).toBe(201);
    await runAdmin(['set-tier', email, tier], get().db, quiet);
    return { client, id: save.json().assessment.id as string };
  }
  const chat = (client: Client, assessmentId: string, content: string, extra: Record<string, unknown> = {}) =>
    client.post('/api/assessment-chat', { assessmentId, messages: [{ role: 'user', content }], ...extra });

  it('streams NDJSON deltas then done, answering from the plan, and keeps the conversation', async () => {
    const { client, id } = await proWithAssessment('pat@chat.app');
    const res = await chat(client, id, 'How long will it take to heal?');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const evs = events(res.body);
    expect(evs.filter((e) => e.type === 'delta').length).toBeGreaterThan(1);
    expect(evs.at(-1)?.type).toBe('done');
    const saved = (await client.get(`/api/assessments/${id}`)).json();
    expect(textOf(evs)).toContain(saved.recommendations.prognosis);

    const page = (await client.get(`/api/assessments/${id}/conversation`)).json();
    expect(page.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(page.messages[0].content).toBe('How long will it take to heal?');
    expect(page.messages[1].content).toBe(textOf(evs));
  });

  it('pages the conversation: the last 10, then 20 older before the oldest shown', async () => {
    const { client, id } = await proWithAssessment('page@chat.app');
    for (let i = 0; i < 16; i++) await chat(client, id, `question ${i}: what equipment do I need?`);
    const first = (await client.get(`/api/assessments/${id}/conversation`)).json();
    expect(first.messages).toHaveLength(10);
    expect(first.olderCount).toBe(22);
    expect(first.messages.at(-1).role).toBe('assistant');
    const older = (
      await client.get(`/api/assessments/${id}/conversation?before=${first.messages[0].id}&limit=20`)
    ).json();
    expect(older.messages).toHaveLength(20);
    expect(older.olderCount).toBe(2);
    expect(older.messages.at(-1).timestamp <= first.messages[0].timestamp).toBe(true);
  });

  it('refuses free and signed-out users with 403 in the shared error shape, whatever they send', async () => {
    const { client, id } = await proWithAssessment('free@chat.app', KNEE, 'Right knee', 'free');
    for (const res of [
      await chat(client, id, 'hello', { userId: 'anything', tier: 'pro' }),
      await new Client(http_.app).get(`/api/assessments/${id}/conversation`),
      await chat(new Client(http_.app), id, 'hello'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'forbidden', message: CHAT_MESSAGES.proOnly } });
    }
  });

  it("another user's or an unknown assessment reads as not found, and nothing is stored", async () => {
    const { id } = await proWithAssessment('owner@chat.app');
    const other = await proWithAssessment('other@chat.app');
    for (const res of [
      await chat(other.client, id, 'how do I do the wall sit?'),
      await other.client.get(`/api/assessments/${id}/conversation`),
      await chat(other.client, '00000000-0000-4000-8000-000000000000', 'hello'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const rows = await get().db.select().from(assessmentConversations);
    expect(rows).toHaveLength(0);
  });

  it('refuses a message over 2,000 characters and an empty one', async () => {
    const { client, id } = await proWithAssessment('long@chat.app');
    const long = await chat(client, id, 'a'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(CHAT_MESSAGES.tooLong);
    expect((await chat(client, id, '   ')).statusCode).toBe(400);
    expect((await chat(client, id, 'a'.repeat(2000))).statusCode).toBe(200);
  });

  it('limits messages per user with 429, the shared shape and Retry-After', async () => {
    await http_.restart({ CHAT_MESSAGES_PER_10_MINUTES: '3', CHAT_STREAM_DELAY_MS: '0' });
    const { client, id } = await proWithAssessment('limit@chat.app');
    for (let i = 0; i < 3; i++) expect((await chat(client, id, 'hi')).statusCode).toBe(200);
    const over = await chat(client, id, 'hi');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another user has their own count.
    const other = await proWithAssessment('limit2@chat.app');
    expect((await chat(other.client, other.id, 'hi')).statusCode).toBe(200);
  });

  it('a red flag in chat answers with the engine triage at once, is stored, and raises the stored triage for good', async () => {
    const { client, id } = await proWithAssessment('flag@chat.app', BACK, 'Lower back');
    const before = (await client.get(`/api/assessments/${id}`)).json().recommendations.triage;
    expect(before.level).not.toBe('emergency');
    const res = await chat(client, id, "now I can't feel my saddle area and I wet myself");
    const evs = events(res.body);
    expect(evs[0]?.type).toBe('red_flag');
    const after = (await client.get(`/api/assessments/${id}`)).json().recommendations.triage;
    expect(after.level).toBe('emergency');
    expect(after.red_flags).toContain('cauda-equina');
    expect(textOf(evs)).toContain(after.message);
    // An emergency: nothing talks of exercise (docs/decisions/emergency-wording.md).
    expect(textOf(evs)).not.toMatch(/exercis/i);
    const page = (await client.get(`/api/assessments/${id}/conversation`)).json();
    expect(page.messages[0].redFlag).toBe(true);
    // A later plan edit re-runs the engine: the flag stays.
    const edit = await client.request('PATCH', `/api/assessments/${id}/recommendations`, {
      removeLifestyle: [(await client.get(`/api/assessments/${id}`)).json().recommendations.lifestyle[0]],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().recommendations.triage.level).toBe('emergency');
    // And a 'much better' re-evaluation applied cannot lower it.
    const better = events((await chat(client, id, 'my back is much better now')).body);
    const proposal = better.find((e) => e.type === 'reevaluation');
    if (proposal?.type !== 'reevaluation') throw new Error('no proposal');
    const applied = await client.post(`/api/assessments/${id}/reevaluations/${proposal.reevaluation.id}`, {
      decision: 'apply',
    });
    expect(applied.json().assessment.recommendations.triage.level).toBe('emergency');
  });

  it("a flag raised on an emergency an older engine stored answers without that result's exercise wording", async () => {
    const { client, id } = await proWithAssessment('old-emergency@chat.app', BACK, 'Lower back');
    // As engine 2.9.0 wrote an emergency: the triage message ends by putting exercise off.
    await get()
      .db.update(assessmentResults)
      .set({
        engineVersion: '2.9.0',
        triage: {
          level: 'emergency',
          red_flags: ['cauda-equina'],
          message: 'Go to A&E now. No exercise plan is given until you have been seen.',
        },
      })
      .where(eq(assessmentResults.assessmentId, id));
    // A new flag at the same level keeps the stored message.
    const evs = events(
      (await chat(client, id, 'I have crushing chest pain going into my left arm and jaw and I am sweating'))
        .body,
    );
    const flag = evs[0];
    if (flag?.type !== 'red_flag') throw new Error('no red_flag event');
    expect(flag.level).toBe('emergency');
    expect(flag.message).toBe('Go to A&E now.');
    expect(textOf(evs)).toContain('**This needs emergency care now.** Go to A&E now.');
    expect(textOf(evs)).not.toMatch(/exercis/i);
    const stored = (await client.get(`/api/assessments/${id}`)).json().recommendations.triage;
    expect(stored.red_flags).toEqual(expect.arrayContaining(['cauda-equina', 'cardiac']));
  });

  it('a change of picture proposes a re-evaluation with a diff; keep changes nothing, apply stores it', async () => {
    const { client, id } = await proWithAssessment('reeval@chat.app');
    const before = (await client.get(`/api/assessments/${id}`)).json();
    const evs = events(
      (
        await chat(
          client,
          id,
          'I twisted my knee playing football yesterday, it swelled up within an hour and now it locks',
        )
      ).body,
    );
    expect(textOf(evs)).toContain('it may be worth re-evaluating your assessment');
    const proposal = evs.find((e) => e.type === 'reevaluation');
    if (proposal?.type !== 'reevaluation') throw new Error('no proposal');
    const { diff } = proposal.reevaluation;
    expect(diff.conditions.before[0]).toBe(before.recommendations.conditions[0].name);
    expect(diff.conditions.after).toContain('Meniscal injury');
    expect(diff.triage.before).toBe(before.recommendations.triage.level);

    const keep = await client.post(`/api/assessments/${id}/reevaluations/${proposal.reevaluation.id}`, {
      decision: 'keep',
    });
    expect(keep.json().status).toBe('declined');
    expect((await client.get(`/api/assessments/${id}`)).json()).toEqual(before);
    const again = await client.post(`/api/assessments/${id}/reevaluations/${proposal.reevaluation.id}`, {
      decision: 'apply',
    });
    expect(again.statusCode).toBe(409);

    const second = events(
      (
        await chat(
          client,
          id,
          'I twisted my knee playing football yesterday, it swelled up within an hour and now it locks',
        )
      ).body,
    ).find((e) => e.type === 'reevaluation');
    if (second?.type !== 'reevaluation') throw new Error('no proposal');
    const applied = await client.post(`/api/assessments/${id}/reevaluations/${second.reevaluation.id}`, {
      decision: 'apply',
    });
    expect(applied.json().status).toBe('applied');
    const now = (await client.get(`/api/assessments/${id}`)).json();
    expect(now.recommendations.conditions.slice(0, 3).map((c: { name: string }) => c.name)).toEqual(
      second.reevaluation.diff.conditions.after,
    );
    const page = (await client.get(`/api/assessments/${id}/conversation`)).json();
    const statuses = page.messages
      .filter((m: { reevaluation?: unknown }) => m.reevaluation)
      .map((m: { reevaluation: { status: string } }) => m.reevaluation.status);
    expect(statuses).toEqual(['declined', 'applied']);
  });

  it('items the user deleted earlier stay deleted after an applied re-evaluation', async () => {
    const { client, id } = await proWithAssessment('deleted@chat.app');
    const rec = (await client.get(`/api/assessments/${id}`)).json().recommendations;
    const gone = rec.exercises[0].name as string;
    const goneAdvice = rec.lifestyle[0] as string;
    const edit = await client.request('PATCH', `/api/assessments/${id}/recommendations`, {
      removeExercises: [gone],
      removeLifestyle: [goneAdvice],
    });
    expect(edit.statusCode).toBe(200);
    const evs = events((await chat(client, id, 'now my right shoulder hurts too')).body);
    const proposal = evs.find((e) => e.type === 'reevaluation');
    if (proposal?.type !== 'reevaluation') throw new Error('no proposal');
    expect(proposal.reevaluation.reason).toBe('new_area');
    expect(proposal.reevaluation.diff.exercises.added).not.toContain(gone);
    const applied = await client.post(`/api/assessments/${id}/reevaluations/${proposal.reevaluation.id}`, {
      decision: 'apply',
    });
    const after = applied.json().assessment;
    expect(after.recommendations.exercises.map((e: { name: string }) => e.name)).not.toContain(gone);
    expect(after.recommendations.lifestyle).not.toContain(goneAdvice);
    expect(after.assessment.painLocations).toContain('Right shoulder');
  });

  it('export carries the conversation; deleting the account erases it', async () => {
    const { client, id } = await proWithAssessment('export@chat.app');
    await chat(client, id, 'what equipment do I need?');
    const exported = await client.get('/api/account/export');
    expect(exported.statusCode).toBe(200);
    const conversation = exported.json().assessments[0].conversation;
    expect(conversation.messages.map((m: { content: string }) => m.content)).toContain(
      'what equipment do I need?',
    );
    expect(JSON.stringify(exported.json())).not.toContain('extraInformation');
    const del = await client.post('/api/account/delete', { confirm: 'DELETE', password: 'correct horse' });
    expect(del.statusCode).toBe(200);
    const rows = await get()
      .db.select()
      .from(assessmentConversations)
      .where(eq(assessmentConversations.assessmentId, id));
    expect(rows).toHaveLength(0);
  });

  it('messages are encrypted at rest', async () => {
    const { client, id } = await proWithAssessment('secret@chat.app');
    await chat(client, id, 'my kneecap aches on the stairs, what should I do?');
    const raw = await get().db.execute(
      sql`select messages::text as m from assessment_conversations where assessment_id = ${id}`,
    );
    const rows = (raw as unknown as { rows: { m: string }[] }).rows;
    expect(rows).toHaveLength(1);
    const text = rows[0]?.m ?? '';
    expect(text.length).toBeGreaterThan(50);
    expect(text).not.toContain('kneecap');
  });

  it('a conversation changed by another process between turns loses nothing', async () => {
    const { client, id } = await proWithAssessment('race@chat.app');
    expect((await chat(client, id, 'what equipment do I need?')).statusCode).toBe(200);
    // Another server process appends to the same conversation (this one's copy is now stale).
    const raw = await get().db.execute(
      sql`select messages as m from assessment_conversations where assessment_id = ${id}`,
    );
    const stored = JSON.parse(decrypt((raw as unknown as { rows: { m: string }[] }).rows[0]!.m)) as unknown[];
    const elsewhere = {
      id: randomUUID(),
      role: 'user',
      content: 'asked elsewhere',
      timestamp: new Date().toISOString(),
    };
    await get().db.execute(
      sql`update assessment_conversations set messages = ${encrypt(JSON.stringify([...stored, elsewhere]))} where assessment_id = ${id}`,
    );
    expect((await chat(client, id, 'should I see a doctor?')).statusCode).toBe(200);
    const page = (await client.get(`/api/assessments/${id}/conversation`)).json();
    expect(page.messages.map((m: { content: string }) => m.content).slice(0, 4)).toEqual([
      'what equipment do I need?',
      expect.any(String),
      'asked elsewhere',
      'should I see a doctor?',
    ]);
    expect(page.messages).toHaveLength(5);
  });

  it('a plan changed elsewhere between turns is the one the next answer reads', async () => {
    const { client, id } = await proWithAssessment('plan@chat.app');
    const first = events((await chat(client, id, 'How long will it take to heal?')).body);
    const saved = (await client.get(`/api/assessments/${id}`)).json();
    expect(textOf(first)).toContain(saved.recommendations.prognosis);
    // Another process (or another route) rewrites the result; this process read the old one.
    const prognosis = 'Most people like you are much better within about 5 weeks.';
    await get().db.execute(
      sql`update assessment_results set prognosis = ${encrypt(prognosis)} where assessment_id = ${id}`,
    );
    const second = events((await chat(client, id, 'How long will it take to heal?')).body);
    expect(textOf(second)).toContain(prognosis);
  });

  it('a dropped connection mid-stream stores the question and the partial reply, marked incomplete', async () => {
    await http_.restart({ CHAT_STREAM_DELAY_MS: '40' });
    const { client, id } = await proWithAssessment('drop@chat.app');
    await http_.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = http_.app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/assessment-chat',
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: client.cookieHeader() },
        },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', () => {});
      req.end(
        JSON.stringify({
          assessmentId: id,
          messages: [{ role: 'user', content: 'How do I do the wall sit?' }],
        }),
      );
      setTimeout(() => reject(new Error('no data')), 5000);
    });
    let page = { messages: [] as { role: string; content: string; incomplete?: boolean }[] };
    for (let i = 0; i < 50 && page.messages.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      page = (await client.get(`/api/assessments/${id}/conversation`)).json();
    }
    expect(page.messages[0]?.content).toBe('How do I do the wall sit?');
    expect(page.messages[1]?.incomplete).toBe(true);
    expect(page.messages[1]?.content.length).toBeGreaterThan(0);
    const full = events((await chat(client, id, 'How do I do the wall sit?')).body);
    expect(textOf(full).startsWith(page.messages[1]?.content ?? 'x')).toBe(true);
    expect(textOf(full).length).toBeGreaterThan(page.messages[1]?.content.length ?? 0);
  });
});
