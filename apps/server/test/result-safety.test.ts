import { recommendationSchema, savedAssessmentSchema } from '@physiomate/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { toResultValues } from '../src/assessments/queries.ts';
import { assessmentResults, assessments } from '../src/db/schema.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';
import { legacyRecommendationFixture } from './helpers/factories.ts';

/** Knee pain described in German: the engine cannot read it, so no diagnosis and no plan. */
const german = {
  assessmentId: null,
  symptoms:
    'Ich habe seit drei Wochen starke Schmerzen im rechten Knie, besonders beim Treppensteigen und morgens nach dem Aufstehen.',
  painLocations: ['Right knee'],
};
/** A child's knee: the engine adds the 'child' caution (a professional's eye before exercises). */
const child = {
  assessmentId: null,
  symptoms:
    'My 12 year old son has had pain just below his kneecap after football for three weeks, worse when jumping and kneeling down.',
  painLocations: ['Right knee'],
};
const quiet = { log: () => {}, error: () => {}, info: () => {} };

/** The stored columns as the database holds them, bypassing the decrypting column types. */
async function rawColumns(
  app: FastifyInstance,
  assessmentId: string,
): Promise<{ understanding: string | null; cautions: string | null }> {
  const res = await app.db.execute(
    sql`select understanding, cautions from assessment_results where assessment_id = ${assessmentId}`,
  );
  const row = (res as unknown as { rows: { understanding: string | null; cautions: string | null }[] })
    .rows[0];
  if (!row) throw new Error('no result row');
  return row;
}

describeEachDatabase('understanding and cautions of saved results', ({ get }) => {
  const http = httpAppPerTest(get, { RECOMMENDATIONS_PER_MINUTE: '1000' });

  it('keeps a not-understood result not understood after saving and reading back, encrypted at rest', async () => {
    const kim = await signedInClient(http.app, http.dir, 'kim@physiomate.http.app');
    const saved = await kim.post('/api/assessments', german);
    expect(saved.statusCode).toBe(201);
    const fresh = savedAssessmentSchema.parse(saved.json()).recommendations;
    expect(fresh?.understanding).toBe('not_english');

    for (const rec of [
      savedAssessmentSchema.parse((await kim.get(`/api/assessments/${saved.json().assessment.id}`)).json())
        .recommendations,
      fresh,
    ]) {
      expect(rec?.understanding).toBe('not_english');
      expect(rec?.conditions).toEqual([]);
      expect(rec?.exercises).toEqual([]);
      expect(rec?.cautions).toEqual([]);
    }

    const raw = await rawColumns(http.app, saved.json().assessment.id);
    expect(raw.understanding).toMatch(/^v2:[0-9a-f]{8}:/);
    expect(raw.cautions).toMatch(/^v2:[0-9a-f]{8}:/);
    expect(raw.understanding).not.toContain('not_english');
  });

  it("keeps a child's caution after saving, after a plan edit, and in the export; encrypted at rest", async () => {
    const lee = await signedInClient(http.app, http.dir, 'lee@physiomate.http.app');
    const saved = await lee.post('/api/assessments', child);
    expect(saved.statusCode).toBe(201);
    const { assessment, recommendations } = savedAssessmentSchema.parse(saved.json());
    expect(recommendations?.understanding).toBe('ok');
    expect(recommendations?.cautions?.map((c) => c.id)).toContain('child');

    const read = savedAssessmentSchema.parse((await lee.get(`/api/assessments/${assessment.id}`)).json());
    expect(read.recommendations?.cautions).toEqual(recommendations?.cautions);
    expect(read.recommendations?.understanding).toBe('ok');

    const raw = await rawColumns(http.app, assessment.id);
    expect(raw.understanding).toMatch(/^v2:[0-9a-f]{8}:/);
    expect(raw.cautions).toMatch(/^v2:[0-9a-f]{8}:/);
    for (const plain of ['child', 'Children', 'growing bones']) expect(raw.cautions).not.toContain(plain);

    // Plan edits are for pro and master; the re-run keeps (and stores) the caution.
    await runAdmin(['set-tier', 'lee@physiomate.http.app', 'pro'], get().db, quiet);
    const lifestyle = recommendations?.lifestyle[0];
    expect(lifestyle).toBeDefined();
    const edited = await lee.request('PATCH', `/api/assessments/${assessment.id}/recommendations`, {
      removeLifestyle: [lifestyle],
    });
    expect(edited.statusCode).toBe(200);
    const after = savedAssessmentSchema.parse(edited.json()).recommendations;
    expect(after?.lifestyle).not.toContain(lifestyle);
    expect(after?.cautions?.map((c) => c.id)).toContain('child');
    expect(after?.understanding).toBe('ok');
    const reread = savedAssessmentSchema.parse((await lee.get(`/api/assessments/${assessment.id}`)).json());
    expect(reread.recommendations?.cautions?.map((c) => c.id)).toContain('child');
    expect(reread.recommendations?.lifestyle).not.toContain(lifestyle);
    expect((await rawColumns(http.app, assessment.id)).cautions).toMatch(/^v2:[0-9a-f]{8}:/);

    const exported = (await lee.get('/api/account/export')).json();
    expect(exported.assessments[0].result.cautions.map((c: { id: string }) => c.id)).toContain('child');
  });

  it('reads results saved before the columns existed with the fields left out', async () => {
    const max = await signedInClient(http.app, http.dir, 'max@physiomate.http.app');
    const userId = (await max.session()).user!.id;
    const [old] = await get()
      .db.insert(assessments)
      .values({ userId, symptoms: child.symptoms, painLocations: child.painLocations })
      .returning();
    // An old result: written without understanding, cautions, summary points and stage (null columns).
    const { understanding: _u, cautions: _c, ...values } = toResultValues(legacyRecommendationFixture());
    await get()
      .db.insert(assessmentResults)
      .values({ assessmentId: old!.id, ...values });
    expect(await rawColumns(http.app, old!.id)).toEqual({ understanding: null, cautions: null });

    const read = await max.get(`/api/assessments/${old!.id}`);
    expect(read.statusCode).toBe(200);
    const rec = read.json().recommendations;
    expect(rec).not.toHaveProperty('understanding');
    expect(rec).not.toHaveProperty('cautions');
    expect(rec).not.toHaveProperty('summary_points');
    expect(rec).not.toHaveProperty('stage');
    expect(recommendationSchema.parse(rec)).toEqual(legacyRecommendationFixture());
  });
});
