import { ASSESSMENT_MESSAGES } from '@physiomate/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { countAssessments, listAssessments } from '../src/assessments/queries.ts';
import { saveAssessmentWithResult } from '../src/assessments/service.ts';
import { assessmentResults, assessments, subscribers } from '../src/db/schema.ts';
import { describeEachDatabase } from './helpers/db.ts';
import { createUserRow, recommendationFixture } from './helpers/factories.ts';

const input = (n: number) => ({
  symptoms: `Knee pain number ${n} `.padEnd(120, '.'),
  painLocations: ['Right knee'],
});

describeEachDatabase('saving assessments under the tier rules', ({ get }) => {
  it('stores the assessment and its result in one go', async () => {
    const { db } = get();
    const user = await createUserRow(db, 'master');
    const saved = await saveAssessmentWithResult(db, user, input(1), recommendationFixture());
    const [row] = await db.select().from(assessments).where(eq(assessments.id, saved.assessment.id));
    expect(row).toMatchObject({ painLocations: ['Right knee'] });
    expect(saved.recommendations?.exercises[0]?.name).toBe('Wall sit');
    expect(await db.select().from(assessmentResults)).toHaveLength(1);
  });

  it('free: a new assessment replaces the old one', async () => {
    const { db } = get();
    const user = await createUserRow(db, 'free');
    const first = await saveAssessmentWithResult(db, user, input(1), recommendationFixture());
    const second = await saveAssessmentWithResult(db, user, input(2), recommendationFixture());
    const rows = await listAssessments(db, user.id);
    expect(rows.map((r) => r.assessment.id)).toEqual([second.assessment.id]);
    expect(rows[0]?.assessment.id).not.toBe(first.assessment.id);
  });

  it('free: the old assessment survives when storing the new one fails', async () => {
    const { db } = get();
    const user = await createUserRow(db, 'free');
    const first = await saveAssessmentWithResult(db, user, input(1), recommendationFixture());
    // A result that cannot be stored: the transaction must roll back the new assessment too.
    const broken = recommendationFixture({
      conditions: [{ id: 'x' as never, name: 'x', likelihood: 10n as never }],
    });
    await expect(saveAssessmentWithResult(db, user, input(2), broken)).rejects.toThrow();
    const rows = await listAssessments(db, user.id);
    expect(rows.map((r) => r.assessment.id)).toEqual([first.assessment.id]);
    expect(rows[0]?.result).not.toBeNull();
  });

  it('pro: 20 concurrent saves with 3 stored end with exactly 5, the rest refused with the message', async () => {
    const { db } = get();
    const user = await createUserRow(db, 'pro');
    for (const n of [1, 2, 3]) await saveAssessmentWithResult(db, user, input(n), recommendationFixture());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        saveAssessmentWithResult(db, user, input(10 + i), recommendationFixture()),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(18);
    for (const r of refused) {
      expect(r.reason).toMatchObject({
        code: 'conflict',
        statusCode: 409,
        message: ASSESSMENT_MESSAGES.proLimit,
      });
    }
    expect(await countAssessments(db, user.id)).toBe(5);
  });

  it('master: no cap', async () => {
    const { db } = get();
    const user = await createUserRow(db, 'master');
    for (let n = 0; n < 7; n++) await saveAssessmentWithResult(db, user, input(n), recommendationFixture());
    expect(await countAssessments(db, user.id)).toBe(7);
  });

  it('creates a missing subscriber row as free', async () => {
    const { db } = get();
    const user = await createUserRow(db, 'free');
    const { subscribers } = await import('../src/db/schema.ts');
    await db.delete(subscribers).where(eq(subscribers.userId, user.id));
    await saveAssessmentWithResult(db, user, input(1), recommendationFixture());
    await saveAssessmentWithResult(db, user, input(2), recommendationFixture());
    expect(await countAssessments(db, user.id)).toBe(1);
    const [sub] = await db.select().from(subscribers).where(eq(subscribers.userId, user.id));
    expect(sub?.subscriptionTier).toBe('free');
  });
});

describeEachDatabase('a free account with several saved assessments (left from a paid plan)', ({ get }) => {
  it('deletes nothing unless every saved one is named; then the new one is the only one', async () => {
    const { db } = get();
    const user = await createUserRow(db, 'pro');
    const kept = [];
    for (const n of [1, 2, 3])
      kept.push((await saveAssessmentWithResult(db, user, input(n), recommendationFixture())).assessment.id);
    await db.update(subscribers).set({ subscriptionTier: 'free' }).where(eq(subscribers.userId, user.id));

    // Nothing named, or only some: refused, all three still there.
    for (const replaceIds of [[], kept.slice(0, 2)]) {
      await expect(
        saveAssessmentWithResult(db, user, input(4), recommendationFixture(), replaceIds),
      ).rejects.toMatchObject({
        code: 'conflict',
        message: ASSESSMENT_MESSAGES.chooseToKeep,
        details: { reason: 'choose_to_keep', saved: 3 },
      });
      expect(await countAssessments(db, user.id)).toBe(3);
    }

    const saved = await saveAssessmentWithResult(db, user, input(5), recommendationFixture(), kept);
    const rows = await listAssessments(db, user.id);
    expect(rows.map((r) => r.assessment.id)).toEqual([saved.assessment.id]);
  });
});
