import {
  MAX_SAFETY_QUESTIONS,
  recommendationSchema,
  SAFETY_QUESTIONS,
  safetyQuestionsResponseSchema,
  savedAssessmentSchema,
} from '@physiomate/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { assessments } from '../src/db/schema.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { Client, signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

/** A benign back ache: on its own it raises no red flag and gets a full exercise plan. */
const back = {
  assessmentId: null,
  symptoms:
    'My lower back has ached for a week since I moved some furniture at home. It is stiff in the morning and eases once I get moving, bending forward is uncomfortable.',
  painLocations: ['Lower back'],
};
const saddleYes = [{ id: 'saddle-bladder', answer: 'yes' }];
const saddleUnsure = [{ id: 'saddle-bladder', answer: 'unsure' }];
const quiet = { log: () => {}, error: () => {}, info: () => {} };
const UNIVERSAL = SAFETY_QUESTIONS.filter((q) => q.universal).map((q) => q.id);

/** The stored column as the database holds it, bypassing the decrypting column type. */
async function rawSafetyAnswers(app: FastifyInstance, id: string): Promise<string | null> {
  const res = await app.db.execute(sql`select safety_answers from assessments where id = ${id}`);
  return (res as unknown as { rows: { safety_answers: string | null }[] }).rows[0]?.safety_answers ?? null;
}

describeEachDatabase('the safety check over HTTP', ({ get }) => {
  const http = httpAppPerTest(get, { RECOMMENDATIONS_PER_MINUTE: '1000' });

  it('asks visitors the universal questions and the lower back ones, never more than the maximum', async () => {
    const client = new Client(http.app);
    for (const body of [
      { symptoms: back.symptoms, painLocations: back.painLocations },
      // The wizard may ask before the description is written: symptoms are optional.
      { painLocations: ['Lower back'] },
    ]) {
      const res = await client.post('/api/safety-questions', body);
      expect(res.statusCode).toBe(200);
      const { questions } = safetyQuestionsResponseSchema.parse(res.json());
      const ids = questions.map((q) => q.id);
      expect(ids).toEqual(expect.arrayContaining(UNIVERSAL));
      expect(ids).toContain('saddle-bladder');
      expect(ids.length).toBeLessThanOrEqual(MAX_SAFETY_QUESTIONS);
      expect(new Set(ids).size).toBe(ids.length);
      for (const q of questions) expect(q.text.length).toBeGreaterThan(10);
    }
    // Many regions at once still stay within the maximum.
    const everywhere = await client.post('/api/safety-questions', {
      painLocations: ['Neck', 'Chest', 'Lower back', 'Left calf', 'Right knee', 'Left shoulder', 'Head'],
    });
    expect(everywhere.statusCode).toBe(200);
    expect(everywhere.json().questions.length).toBeLessThanOrEqual(MAX_SAFETY_QUESTIONS);
    // A knee is not asked the lower back question.
    const knee = await client.post('/api/safety-questions', { painLocations: ['Right knee'] });
    expect(knee.json().questions.map((q: { id: string }) => q.id)).not.toContain('saddle-bladder');
  });

  it("reads back what it understood so far for the wizard's last step, and nothing while the text says too little", async () => {
    const client = new Client(http.app);
    const res = await client.post('/api/safety-questions', {
      symptoms: back.symptoms,
      painLocations: back.painLocations,
    });
    const { understood } = safetyQuestionsResponseSchema.parse(res.json());
    expect(understood?.where).toEqual(['Lower back']);
    expect(understood?.since).toMatch(/about 7 days/);
    expect(understood?.worse.map((c) => c.id)).toContain('bending_forward');
    expect(understood?.other.map((c) => c.id)).toContain('morning_stiffness');
    // The same reading the plan will use: the result's findings match it.
    const result = recommendationSchema.parse((await client.post('/api/recommendations', back)).json());
    expect(result.findings).toEqual(understood);
    for (const symptoms of [
      '',
      'my back hurts',
      'Mon dos me fait mal depuis une semaine, surtout le matin.',
    ]) {
      const thin = await client.post('/api/safety-questions', { symptoms, painLocations: ['Lower back'] });
      expect(thin.statusCode).toBe(200);
      expect(thin.json().understood, symptoms).toBeNull();
    }
  });

  it('validates the safety-questions request in the one error shape', async () => {
    const client = new Client(http.app);
    for (const body of [{}, { painLocations: [] }, { painLocations: 'Lower back' }, { symptoms: 42 }]) {
      const res = await client.post('/api/safety-questions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.message).toMatch(/painLocations|symptoms/);
    }
  });

  it('limits safety-question requests per IP like recommendations', async () => {
    await http.restart({ RECOMMENDATIONS_PER_MINUTE: '2' });
    const client = new Client(http.app, '10.8.8.8');
    const ask = () => client.post('/api/safety-questions', { painLocations: ['Lower back'] });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    // Its own budget: asking the questions does not use up the recommendations.
    expect((await client.post('/api/recommendations', back)).statusCode).toBe(200);
  });

  it('refuses unknown, malformed and repeated answers with 400 and saves nothing', async () => {
    const visitor = new Client(http.app);
    const erin = await signedInClient(http.app, http.dir, 'erin@physiomate.http.app');
    const cases: [unknown, RegExp][] = [
      [[{ id: 'not-a-question', answer: 'yes' }], /safetyAnswers\.0\.id: Unknown safety question/],
      [[{ id: 'fever', answer: 'maybe' }], /safetyAnswers\.0\.answer: Answer Yes, No or Not sure/],
      [[{ id: 'fever' }], /safetyAnswers\.0\.answer/],
      [
        [
          { id: 'fever', answer: 'no' },
          { id: 'fever', answer: 'yes' },
        ],
        /safetyAnswers: Each safety question can be answered once/,
      ],
      ['yes', /safetyAnswers/],
    ];
    for (const [safetyAnswers, message] of cases) {
      for (const [client, url] of [
        [visitor, '/api/recommendations'],
        [erin, '/api/assessments'],
      ] as const) {
        const res = await client.post(url, { ...back, safetyAnswers });
        expect(res.statusCode, `${url} ${JSON.stringify(safetyAnswers)}`).toBe(400);
        expect(Object.keys(res.json())).toEqual(['error']);
        expect(res.json().error.code).toBe('validation_failed');
        expect(res.json().error.message).toMatch(message);
      }
    }
    expect((await erin.get('/api/assessments')).json().assessments).toEqual([]);
    expect(await get().db.select().from(assessments)).toEqual([]);
  });

  it('a Yes to the saddle and bladder question makes a benign text an emergency, on both endpoints', async () => {
    const visitor = new Client(http.app);
    const plain = recommendationSchema.parse((await visitor.post('/api/recommendations', back)).json());
    expect(plain.triage.red_flags).not.toContain('cauda-equina');
    expect(plain.exercises.length).toBeGreaterThan(0);

    const anonymous = await visitor.post('/api/recommendations', { ...back, safetyAnswers: saddleYes });
    expect(anonymous.statusCode).toBe(200);
    const rec = recommendationSchema.parse(anonymous.json());
    expect(rec.triage.level).toBe('emergency');
    expect(rec.triage.red_flags).toContain('cauda-equina');
    expect(rec.exercises).toEqual([]);

    const fay = await signedInClient(http.app, http.dir, 'fay@physiomate.http.app');
    const saved = await fay.post('/api/assessments', { ...back, safetyAnswers: saddleYes });
    expect(saved.statusCode).toBe(201);
    const { recommendations } = savedAssessmentSchema.parse(saved.json());
    expect(recommendations?.triage.level).toBe('emergency');
    expect(recommendations?.triage.red_flags).toContain('cauda-equina');
    expect(recommendations?.exercises).toEqual([]);
  });

  it('saves the answers encrypted, returns them to their owner only, and exports them', async () => {
    const gus = await signedInClient(http.app, http.dir, 'gus@physiomate.http.app');
    const hal = await signedInClient(
      http.app,
      http.dir,
      'hal@physiomate.http.app',
      'correct horse',
      '10.0.0.2',
    );
    const answers = [
      { id: 'fever', answer: 'no' },
      { id: 'weight-loss', answer: 'unsure' },
      { id: 'saddle-bladder', answer: 'yes' },
    ];
    const saved = await gus.post('/api/assessments', { ...back, safetyAnswers: answers });
    expect(saved.statusCode).toBe(201);
    const { assessment } = saved.json();
    expect(assessment.safetyAnswers).toEqual(answers);

    const read = await gus.get(`/api/assessments/${assessment.id}`);
    expect(read.statusCode).toBe(200);
    expect(savedAssessmentSchema.parse(read.json()).assessment.safetyAnswers).toEqual(answers);

    const foreign = await hal.get(`/api/assessments/${assessment.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('saddle-bladder');

    // At rest: ciphertext in the encrypted format, no question id or answer readable.
    const raw = await rawSafetyAnswers(http.app, assessment.id);
    // After the key id the value is base64 alone: no quote, brace or hyphen, so no JSON
    // answer or question id can be in it. (Searching the base64 for a short word such as
    // "yes" is not a test: random ciphertext contains it about once in a thousand runs.)
    expect(raw).toMatch(/^v2:[0-9a-f]{8}:[A-Za-z0-9+/]+={0,2}$/);
    for (const plain of ['saddle-bladder', 'weight-loss', 'fever', 'unsure'])
      expect(raw).not.toContain(plain);

    const exported = (await gus.get('/api/account/export')).json();
    expect(exported.assessments[0]).toMatchObject({ id: assessment.id, safetyAnswers: answers });
    expect((await hal.get('/api/account/export')).body).not.toContain('saddle-bladder');
  });

  it('stores no answers as an empty list, and reads rows saved before the safety check as []', async () => {
    const ida = await signedInClient(http.app, http.dir, 'ida@physiomate.http.app');
    await runAdmin(['set-tier', 'ida@physiomate.http.app', 'master'], get().db, quiet);
    const without = await ida.post('/api/assessments', back);
    expect(without.statusCode).toBe(201);
    expect(without.json().assessment.safetyAnswers).toEqual([]);

    // A row from before the migration: the column is null.
    const userId = (await ida.session()).user!.id;
    const [old] = await get()
      .db.insert(assessments)
      .values({ userId, symptoms: back.symptoms, painLocations: back.painLocations })
      .returning();
    expect(await rawSafetyAnswers(http.app, old!.id)).toBeNull();
    const read = await ida.get(`/api/assessments/${old!.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().assessment.safetyAnswers).toEqual([]);
    const exported = (await ida.get('/api/account/export')).json();
    for (const a of exported.assessments) expect(a.safetyAnswers).toEqual([]);
  });

  it('keeps the flags the answers raised when a plan edit re-runs the engine', async () => {
    const jo = await signedInClient(http.app, http.dir, 'jo@physiomate.http.app');
    await runAdmin(['set-tier', 'jo@physiomate.http.app', 'pro'], get().db, quiet);
    // 'Not sure' raises cauda equina as see-a-doctor-today, which still leaves gentle exercises to edit.
    const saved = (await jo.post('/api/assessments', { ...back, safetyAnswers: saddleUnsure })).json();
    const before = saved.recommendations;
    expect(before.triage.red_flags).toContain('cauda-equina');
    expect(before.exercises.length).toBeGreaterThan(1);

    const removed = before.exercises[0].id;
    const edited = await jo.request('PATCH', `/api/assessments/${saved.assessment.id}/recommendations`, {
      removeExercises: [removed],
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json();
    expect(after.recommendations.exercises.map((e: { id: string }) => e.id)).not.toContain(removed);
    expect(after.recommendations.triage).toEqual(before.triage);
    expect(after.assessment.safetyAnswers).toEqual(saddleUnsure);
    const reread = (await jo.get(`/api/assessments/${saved.assessment.id}`)).json();
    expect(reread.recommendations.triage.red_flags).toContain('cauda-equina');
    expect(reread.assessment.safetyAnswers).toEqual(saddleUnsure);
    // The stored answers are untouched by the edit.
    const [row] = await get().db.select().from(assessments).where(eq(assessments.id, saved.assessment.id));
    expect(row?.safetyAnswers).toEqual(saddleUnsure);
  });
});
