import { assess, ENGINE_VERSION, summaryText } from '@physiomate/engine';
import { savedAssessmentSchema } from '@physiomate/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { toResultValues } from '../src/assessments/queries.ts';
import { assessmentResults, assessments } from '../src/db/schema.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

/**
 * Every stored result says which engine wrote it, and carries the summary's points and the stage as
 * fields (engine 2.0.0): written on save and on every re-run, returned with the saved assessment and
 * in the data export. Results saved before keep their bullet-line summary and read without them.
 */

const knee = {
  assessmentId: null,
  symptoms:
    'The front of my right knee has hurt for 3 weeks since I doubled my running, worse on stairs and squatting. No swelling.',
  painLocations: ['Right knee'],
};
const quiet = { log: () => {}, error: () => {}, info: () => {} };

type Raw = { engine_version: string; summary_points: string | null; stage: string | null };

/** The stored columns as the database holds them, bypassing the decrypting column types. */
async function rawColumns(app: FastifyInstance, assessmentId: string): Promise<Raw> {
  const res = await app.db.execute(
    sql`select engine_version, summary_points, stage from assessment_results where assessment_id = ${assessmentId}`,
  );
  const row = (res as unknown as { rows: Raw[] }).rows[0];
  if (!row) throw new Error('no result row');
  return row;
}

describeEachDatabase('the engine version, summary points and stage of stored results', ({ get }) => {
  const http = httpAppPerTest(get, { RECOMMENDATIONS_PER_MINUTE: '1000' });

  it('stores them on save (points and stage encrypted) and returns them with the saved assessment', async () => {
    const ann = await signedInClient(http.app, http.dir, 'ann@physiomate.version.app');
    const saved = await ann.post('/api/assessments', knee);
    expect(saved.statusCode).toBe(201);
    const engine = assess(knee);
    const { assessment, recommendations } = savedAssessmentSchema.parse(saved.json());
    expect(recommendations?.engine_version).toBe(ENGINE_VERSION);
    expect(recommendations?.summary_points).toEqual(engine.summary_points);
    expect(recommendations?.stage).toBe('acute');

    const raw = await rawColumns(http.app, assessment.id);
    expect(raw.engine_version).toBe(ENGINE_VERSION);
    expect(raw.summary_points).toMatch(/^v2:[0-9a-f]{8}:/);
    expect(raw.stage).toMatch(/^v2:[0-9a-f]{8}:/);
    expect(`${raw.summary_points} ${raw.stage}`).not.toMatch(/acute|Duration|weeks/);

    const read = savedAssessmentSchema.parse((await ann.get(`/api/assessments/${assessment.id}`)).json());
    expect(read.recommendations).toEqual(recommendations);

    const list = (await ann.get('/api/assessments')).json().assessments;
    expect(list[0].summary).toBe(engine.summary);
    expect(list[0].summaryPoints).toEqual(engine.summary_points);
  });

  it('rewrites the version with every re-run: a correction and a plan edit', async () => {
    const bo = await signedInClient(http.app, http.dir, 'bo@physiomate.version.app');
    await runAdmin(['set-tier', 'bo@physiomate.version.app', 'pro'], get().db, quiet);
    const { assessment, recommendations } = (await bo.post('/api/assessments', knee)).json();
    const older = async () =>
      get()
        .db.update(assessmentResults)
        .set({ engineVersion: '1.0.0' })
        .where(eq(assessmentResults.assessmentId, assessment.id));

    await older();
    const corrected = await bo.request('PUT', `/api/assessments/${assessment.id}/understood`, {
      sinceDays: 120,
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().recommendations.engine_version).toBe(ENGINE_VERSION);
    // The corrected duration moves the stage and the duration point with it.
    expect(corrected.json().recommendations.stage).toBe('persistent');
    expect(corrected.json().recommendations.summary_points).toContainEqual({
      id: 'duration',
      text: 'about 4 months (persistent, over 6 weeks)',
    });
    expect((await rawColumns(http.app, assessment.id)).engine_version).toBe(ENGINE_VERSION);

    await older();
    const edited = await bo.request('PATCH', `/api/assessments/${assessment.id}/recommendations`, {
      removeExercises: [recommendations.exercises[0].id],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().recommendations.engine_version).toBe(ENGINE_VERSION);
    expect((await rawColumns(http.app, assessment.id)).engine_version).toBe(ENGINE_VERSION);
  });

  it('exports them with each result', async () => {
    const cy = await signedInClient(http.app, http.dir, 'cy@physiomate.version.app');
    await cy.post('/api/assessments', knee);
    const exported = (await cy.get('/api/account/export')).json();
    const result = exported.assessments[0].result;
    expect(result.engineVersion).toBe(ENGINE_VERSION);
    expect(result.summaryPoints).toEqual(assess(knee).summary_points);
    expect(result.stage).toBe('acute');
  });

  it('reads a result saved before them as it was, and a plan edit keeps its bullet-line summary whole', async () => {
    const di = await signedInClient(http.app, http.dir, 'di@physiomate.version.app');
    await runAdmin(['set-tier', 'di@physiomate.version.app', 'pro'], get().db, quiet);
    const userId = (await di.session()).user!.id;
    const [old] = await get()
      .db.insert(assessments)
      .values({ userId, symptoms: knee.symptoms, painLocations: knee.painLocations })
      .returning();
    // Engine 1.0.0's result for these words: its points as bullet lines of the summary.
    const { summary_points: _p, stage: _s, ...engine } = assess(knee);
    const legacy = { ...engine, summary: summaryText(assess(knee)), engine_version: '1.0.0' };
    expect(legacy.summary).toMatch(/\n• Duration: about 3 weeks/);
    const values = toResultValues(legacy);
    await get()
      .db.insert(assessmentResults)
      .values({ assessmentId: old!.id, ...values });
    expect(await rawColumns(http.app, old!.id)).toEqual({
      engine_version: '1.0.0',
      summary_points: null,
      stage: null,
    });

    const read = (await di.get(`/api/assessments/${old!.id}`)).json().recommendations;
    expect(read.engine_version).toBe('1.0.0');
    expect(read).not.toHaveProperty('summary_points');
    expect(read).not.toHaveProperty('stage');
    expect((await di.get('/api/assessments')).json().assessments[0].summaryPoints).toBeNull();

    const edited = await di.request('PATCH', `/api/assessments/${old!.id}/recommendations`, {
      removeLifestyle: [legacy.lifestyle[0]],
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json().recommendations;
    expect(after.engine_version).toBe(ENGINE_VERSION);
    expect(after.stage).toBe('acute');
    // The wording the person read stays, and no points are added beside the ones it already has.
    expect(after.summary).toBe(legacy.summary);
    expect(after).not.toHaveProperty('summary_points');
  });
});
