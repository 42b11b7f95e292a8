import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { AUTH_SECRET, Client, ORIGIN, signedInClient, tempDataDir } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

/** Words that only appear in the symptoms, the email address and the password of this test. */
const SYMPTOM_MARKER = 'zebrastripe';
const EMAIL = 'private.person@physiomate.app';
const PASSWORD = 'hunter2-correct-horse';

describeEachDatabase('what the logs never carry', ({ get }) => {
  const data = tempDataDir();
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(
      get(),
      { DATA_DIR: data.dir, AUTH_SECRET, PUBLIC_URL: ORIGIN, LOG_LEVEL: 'trace' },
      (a) => {
        a.get('/api/explode', async () => {
          throw new Error('internal failure');
        });
        // A failing query whose parameter is personal: PostgreSQL's message and Drizzle's carry it.
        a.get('/api/explode-query', async () => {
          await a.db.execute(sql`select ${`${EMAIL} ${SYMPTOM_MARKER}`}::int as n from "assessments"`);
          return {};
        });
      },
      { write: (line) => lines.push(line) },
    );
  });
  afterAll(async () => {
    await app.close();
    data.remove();
  });

  it('has no symptoms, safety answers, emails, passwords or session tokens in any log line, even at trace level', async () => {
    const symptoms = `My ${SYMPTOM_MARKER} left knee aches when I walk down the stairs and after sitting for a long time at my desk each day.`;
    const client = await signedInClient(app, data.dir, EMAIL, PASSWORD);
    // The answers are ids and Yes/No values: 'saddle-bladder' and its flag stand for them in the log.
    const safetyAnswers = [
      { id: 'saddle-bladder', answer: 'unsure' },
      { id: 'fever', answer: 'no' },
    ];
    const body = {
      assessmentId: null,
      symptoms,
      painLocations: ['Left knee'],
      safetyAnswers,
    };
    const questions = await client.post('/api/safety-questions', { symptoms, painLocations: ['Left knee'] });
    expect(questions.statusCode).toBe(200);
    expect((await client.post('/api/recommendations', body)).statusCode).toBe(200);
    const saved = await client.post('/api/assessments', body);
    expect(saved.statusCode).toBe(201);
    await client.get(`/api/assessments/${saved.json().assessment.id}`);
    await client.get('/api/account/export');
    // Failures too: a validation error and a server error must not echo what was sent.
    await client.post('/api/recommendations', { ...body, painLocations: `${SYMPTOM_MARKER} knee` });
    await client.post('/api/assessments', {
      ...body,
      safetyAnswers: [...safetyAnswers, { id: 'saddle-bladder', answer: 'yes' }],
    });
    await client.post('/api/assessments', {
      ...body,
      safetyAnswers: [{ id: SYMPTOM_MARKER, answer: 'yes' }],
    });
    await client.post('/api/safety-questions', { symptoms, painLocations: `${SYMPTOM_MARKER} knee` });
    await client.post('/api/auth/sign-in/email', { email: EMAIL, password: `${PASSWORD}-wrong` });
    await new Client(app).get(`/api/explode?email=${encodeURIComponent(EMAIL)}`);
    expect((await new Client(app).get('/api/explode-query')).statusCode).toBe(500);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('internal failure');
    // A failed query is logged by its error code and query name, without its message or parameters.
    const queryFailure = lines.map((l) => JSON.parse(l)).find((l) => l.err?.code === '22P02');
    expect(queryFailure?.err).toEqual({
      type: 'Error',
      code: '22P02',
      query: 'select "assessments"',
    });
    // Outbox mode: the log says a link was written, never the link (it signs in whoever opens it).
    expect(log).toContain('link written to the outbox');
    expect(log).not.toContain('verify-email?');
    expect(log).not.toContain('token=');
    expect(log).not.toContain(SYMPTOM_MARKER);
    expect(log).not.toContain('saddle-bladder');
    expect(log).not.toContain('cauda');
    expect(log).not.toContain('unsure');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain('private.person');
    expect(log).not.toContain(PASSWORD);
    for (const token of client.cookies.values()) expect(log).not.toContain(token.split('.')[0]);
  });
});
