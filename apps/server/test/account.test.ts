import { ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listUsers } from '../src/account/queries.ts';
import { runAdmin } from '../src/admin/commands.ts';
import type { Db } from '../src/db/client.ts';
import {
  accounts,
  assessmentConversations,
  assessmentResults,
  assessments,
  sessions,
  subscribers,
  userRehabExercises,
  users,
} from '../src/db/schema.ts';
import { createTestApp } from './helpers/app.ts';
import { AUTH_SECRET, Client, mailsTo, ORIGIN, signedInClient, tempDataDir } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

const PASSWORD = 'correct horse';

/** Gives a user one of everything they can own, with text that names them. */
async function seedHealthData(db: Db, userId: string, marker: string) {
  const [assessment] = await db
    .insert(assessments)
    .values({ userId, symptoms: `${marker} knee pain when climbing stairs`, painLocations: ['Left knee'] })
    .returning();
  await db.insert(assessmentResults).values({
    assessmentId: assessment!.id,
    aiSummary: `${marker} summary`,
    clinicalNarrative: null,
    exercises: [],
    lifestyleAdvice: [`${marker} walk daily`],
    recommendedProducts: [],
    identifiedPainAreas: ['Left knee'],
    identifiedRegions: ['knee_left'],
    conditions: [],
    triage: { level: 'self_care', red_flags: [], message: 'ok' } as never,
    keyIssues: [],
    treatmentFocus: [],
    prognosis: null,
    engineVersion: 'test',
  });
  await db.insert(assessmentConversations).values({
    assessmentId: assessment!.id,
    userId,
    messages: [{ role: 'user', content: `${marker} question`, timestamp: new Date().toISOString() }],
  });
  await db
    .insert(userRehabExercises)
    .values({ userId, exerciseName: `${marker} squat`, sourceAssessmentId: assessment!.id });
  return assessment!.id;
}

async function countOwned(db: Db, userId: string) {
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return {
    users: await count(db.select().from(users).where(eq(users.id, userId))),
    sessions: await count(db.select().from(sessions).where(eq(sessions.userId, userId))),
    accounts: await count(db.select().from(accounts).where(eq(accounts.userId, userId))),
    subscribers: await count(db.select().from(subscribers).where(eq(subscribers.userId, userId))),
    assessments: await count(db.select().from(assessments).where(eq(assessments.userId, userId))),
    conversations: await count(
      db.select().from(assessmentConversations).where(eq(assessmentConversations.userId, userId)),
    ),
    rehab: await count(db.select().from(userRehabExercises).where(eq(userRehabExercises.userId, userId))),
  };
}

describeEachDatabase('account data rights', ({ get }) => {
  const data = tempDataDir();
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp(get(), { DATA_DIR: data.dir, AUTH_SECRET, PUBLIC_URL: ORIGIN });
  });
  afterEach(async () => {
    await app.close();
  });
  afterAll(() => data.remove());

  const email = () => `bo.${Math.random().toString(36).slice(2, 8)}@gmail.com`;

  async function twoUsers() {
    const a = await signedInClient(app, data.dir, email(), PASSWORD, '10.5.0.1');
    const b = await signedInClient(app, data.dir, email(), PASSWORD, '10.5.0.2');
    const aUser = (await a.session()).user!;
    const bUser = (await b.session()).user!;
    const aAssessment = await seedHealthData(get().db, aUser.id, 'ALPHA');
    const bAssessment = await seedHealthData(get().db, bUser.id, 'BRAVO');
    return { a, b, aUser, bUser, aAssessment, bAssessment };
  }

  describe('export', () => {
    it('downloads everything the caller owns, decrypted, and nothing of anyone else', async () => {
      const { a, aUser, bUser, aAssessment, bAssessment } = await twoUsers();
      const res = await a.get('/api/account/export');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="physiomate-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body.user).toMatchObject({ id: aUser.id, email: aUser.email, emailVerified: true });
      expect(body.subscription.tier).toBe('free');
      expect(body.assessments).toHaveLength(1);
      expect(body.assessments[0]).toMatchObject({
        id: aAssessment,
        symptoms: 'ALPHA knee pain when climbing stairs',
        result: { aiSummary: 'ALPHA summary', lifestyleAdvice: ['ALPHA walk daily'] },
        conversation: { messages: [{ role: 'user', content: 'ALPHA question' }] },
      });
      expect(body.rehabExercises).toMatchObject([{ exerciseName: 'ALPHA squat' }]);
      expect(body.sessions.length).toBeGreaterThan(0);

      const text = res.body;
      for (const foreign of ['BRAVO', bUser.id, bUser.email, bAssessment])
        expect(text).not.toContain(foreign);
      // Secrets are not data to carry away.
      expect(text).not.toMatch(/"password"|"token"/);
    });
  });

  describe('deletion', () => {
    it.each([
      [{ confirm: 'delete', password: PASSWORD }, M.deleteConfirmRequired],
      [{ confirm: '', password: PASSWORD }, M.deleteConfirmRequired],
      [{ password: PASSWORD }, M.deleteConfirmRequired],
      [{ confirm: 'DELETE', password: '' }, M.deletePasswordRequired],
      [{ confirm: 'DELETE', password: 'wrong password' }, M.currentPasswordIncorrect],
    ])('refuses %j and keeps the account', async (body, message) => {
      const client = await signedInClient(app, data.dir, email());
      const res = await client.post('/api/account/delete', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect((await client.session()).user).not.toBeNull();
    });

    it('erases the user and every row they own, ends all their sessions, and spares other users', async () => {
      const { a, b, aUser, bUser } = await twoUsers();
      const aElsewhere = new Client(app, '10.5.0.3');
      await aElsewhere.post('/api/auth/sign-in/email', { email: aUser.email, password: PASSWORD });
      expect((await countOwned(get().db, aUser.id)).sessions).toBe(2);

      const res = await a.post('/api/account/delete', { confirm: 'DELETE', password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(M.accountDeleted);
      const cleared = res.cookies.find((c) => c.name === 'physiomate.session_token');
      expect(cleared?.maxAge).toBe(0);

      expect(await countOwned(get().db, aUser.id)).toEqual({
        users: 0,
        sessions: 0,
        accounts: 0,
        subscribers: 0,
        assessments: 0,
        conversations: 0,
        rehab: 0,
      });
      const orphanResults = await get().db.execute(
        sql`select count(*)::int as n from assessment_results r left join assessments a on a.id = r.assessment_id where a.id is null`,
      );
      expect((orphanResults as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      expect((await aElsewhere.session()).user).toBeNull();

      const bCounts = await countOwned(get().db, bUser.id);
      expect(bCounts).toMatchObject({ users: 1, assessments: 1, conversations: 1, rehab: 1, subscribers: 1 });
      expect((await b.session()).user?.id).toBe(bUser.id);
      expect(await get().db.select().from(assessmentResults)).toHaveLength(1);

      // The mail kept for the address (its confirmation link) went with the account: only the
      // notice of the deletion is left. The other user's mail is kept.
      // The notice is sent after the answer: polled for, not waited a fixed time (50 ms was not
      // enough on a loaded machine).
      await expect
        .poll(() => mailsTo(data.dir, aUser.email).map((m) => m.subject))
        .toEqual([expect.stringContaining('deleted')]);
      expect(mailsTo(data.dir, bUser.email).length).toBeGreaterThan(0);

      // The address is free again.
      const again = await new Client(app, '10.5.0.4').post('/api/auth/sign-up/email', {
        email: aUser.email,
        password: PASSWORD,
      });
      expect(again.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      expect(mailsTo(data.dir, aUser.email).some((m) => m.subject.includes('deleted'))).toBe(true);
    });

    it('needs a session', async () => {
      const res = await new Client(app).post('/api/account/delete', {
        confirm: 'DELETE',
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('operator command', () => {
    it('sets a tier by email and lists users', async () => {
      const address = email();
      const client = await signedInClient(app, data.dir, address);
      const lines: string[] = [];
      const out = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(`E ${l}`) };
      expect(await runAdmin(['set-tier', address.toUpperCase(), 'master'], get().db, out)).toBe(0);
      expect((await client.session()).tier).toBe('master');
      expect(await runAdmin(['set-tier', address, 'platinum'], get().db, out)).toBe(2);
      expect(await runAdmin(['set-tier', 'nobody@gmail.com', 'pro'], get().db, out)).toBe(1);
      expect(await runAdmin(['list-users'], get().db, out)).toBe(0);
      expect(lines.at(-1)).toContain(`${address}\tMaster\tconfirmed`);
      expect(await runAdmin(['bogus'], get().db, out)).toBe(2);
      expect((await listUsers(get().db))[0]?.tier).toBe('master');
    });
  });
});

describe('no emails in logs', () => {
  it('the mailer logs that a link was written to the outbox, never the link or the recipient', async () => {
    const { createMailer } = await import('../src/mail/mailer.ts');
    const { confirmSignUpEmail } = await import('../src/mail/templates.ts');
    const data = tempDataDir();
    const logged: unknown[] = [];
    const mailer = createMailer({
      from: 'PhysioMate <no-reply@physiomate.app>',
      dataDir: data.dir,
      log: {
        info: (...args: unknown[]) => logged.push(args),
        error: (...args: unknown[]) => logged.push(args),
      } as never,
    });
    await mailer.send(
      confirmSignUpEmail('secret.person@gmail.com', 'http://localhost:3000/api/auth/verify-email?token=t'),
    );
    expect(JSON.stringify(logged)).toContain('link written to the outbox');
    expect(JSON.stringify(logged)).not.toContain('verify-email');
    expect(JSON.stringify(logged)).not.toContain('token=t');
    expect(JSON.stringify(logged)).not.toContain('secret.person');
    data.remove();
  });
});
