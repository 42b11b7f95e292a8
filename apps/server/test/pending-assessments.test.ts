import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { URI } from 'otpauth';
import { expect, it } from 'vitest';
import { pendingAssessments, users } from '../src/db/schema.ts';
import {
  removeExpiredPendingAssessments,
  savePendingAssessments,
} from '../src/pending-assessments/service.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { Client, lastLinkTo, signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

const PASSWORD = 'correct horse';
const SYMPTOMS =
  'My right knee has ached for three weeks since I started running again. It hurts around the kneecap going down stairs and after sitting through a long film. No swelling, it has never locked or given way.';

/** What the results page holds for a visitor, with the browser's key for it. */
const visitorAssessment = () => ({
  key: randomUUID(),
  symptoms: SYMPTOMS,
  painLocations: ['Right knee'],
  safetyAnswers: [{ id: 'fever', answer: 'no' }],
});

describeEachDatabase('pending assessments carried with sign-up and sign-in', ({ get }) => {
  const http = httpAppPerTest(get, { RECOMMENDATIONS_PER_MINUTE: '1000', AUTH_RATE_LIMIT_SCALE: '100' });
  let n = 0;
  const address = () => `pending.${Date.now().toString(36)}.${n++}@physiomate.pending.app`;

  const rows = () => get().db.select().from(pendingAssessments);
  const signIn = (client: Client, email: string, pendingAssessment?: unknown) =>
    client.post('/api/auth/sign-in/email', { email, password: PASSWORD, pendingAssessment });
  const savedCount = async (client: Client) =>
    (await client.get('/api/assessments')).json().assessments.length;

  it('is held encrypted for the new account, saved when the link is opened in any browser, which stays signed out', async () => {
    const email = address();
    const pending = visitorAssessment();
    const firstTab = new Client(http.app);
    const res = await firstTab.post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      pendingAssessment: pending,
    });
    expect(res.statusCode).toBe(200);

    // Held for the new user, encrypted: the database never sees the words.
    const [held] = await rows();
    const [user] = await get().db.select().from(users).where(eq(users.email, email));
    expect(held?.userId).toBe(user?.id);
    expect(held?.savedAt).toBeNull();
    const raw = await get().db.execute(sql`select input from pending_assessments`);
    const stored = String((raw as unknown as { rows: { input: string }[] }).rows[0]?.input);
    expect(stored).toMatch(/^v2:/);
    expect(stored).not.toContain('knee');

    // The link, opened in another browser: confirmed and saved, and that browser is not signed in.
    const otherBrowser = new Client(http.app, '10.0.0.7');
    const confirm = await otherBrowser.get(lastLinkTo(http.dir, email));
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/auth?confirmed=1&assessment=saved');
    expect(otherBrowser.hasSession()).toBe(false);
    expect((await otherBrowser.session()).user).toBeNull();
    expect((await otherBrowser.get('/api/assessments')).statusCode).toBe(401);

    // Signed in (there), the assessment is the person's, with what they answered.
    const there = new Client(http.app, '10.0.0.7');
    expect((await signIn(there, email)).statusCode).toBe(200);
    const list = (await there.get('/api/assessments')).json().assessments;
    expect(list).toHaveLength(1);
    const saved = (await there.get(`/api/assessments/${list[0].id}`)).json();
    expect(saved.assessment.symptoms).toBe(SYMPTOMS);
    expect(saved.assessment.safetyAnswers).toEqual([{ id: 'fever', answer: 'no' }]);
    expect(saved.recommendations.identified_regions).toContain('knee-right');

    // The saved row keeps only the key and the assessment it became.
    const [after] = await rows();
    expect(after?.input).toBeNull();
    expect(after?.savedAssessmentId).toBe(list[0].id);

    // The first tab signs in with the same assessment: told it is saved, not saved twice.
    const again = await signIn(firstTab, email, pending);
    expect(again.statusCode).toBe(200);
    expect(again.json().pendingAssessmentSaved).toBe(true);
    expect(await savedCount(firstTab)).toBe(1);
    // Nor through the save the browser would fall back to.
    const save = await firstTab.post('/api/assessments', {
      symptoms: SYMPTOMS,
      painLocations: ['Right knee'],
      pendingKey: pending.key,
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().assessment.id).toBe(list[0].id);
    expect(await savedCount(firstTab)).toBe(1);
  });

  it('never lands in an account that existed before the sign-up, nor in another account by its key', async () => {
    const ownerEmail = address();
    const owner = await signedInClient(http.app, http.dir, ownerEmail, PASSWORD);

    // Someone signs up with the owner's address, carrying an assessment: nothing is held.
    const pending = visitorAssessment();
    const stranger = new Client(http.app, '10.0.0.8');
    const res = await stranger.post('/api/auth/sign-up/email', {
      email: ownerEmail,
      password: 'another password 77',
      pendingAssessment: pending,
    });
    expect(res.statusCode).toBe(200);
    expect(await rows()).toEqual([]);
    expect(await savedCount(owner)).toBe(0);

    // A wrong password carrying an assessment holds nothing either.
    const wrong = await new Client(http.app, '10.0.0.8').post('/api/auth/sign-in/email', {
      email: ownerEmail,
      password: 'not the password',
      pendingAssessment: pending,
    });
    expect(wrong.statusCode).toBe(401);
    expect(await rows()).toEqual([]);
    expect(await savedCount(owner)).toBe(0);

    // Keys belong to their account: another user's key saves a new assessment of one's own.
    const mine = visitorAssessment();
    expect((await signIn(new Client(http.app), ownerEmail, mine)).json().pendingAssessmentSaved).toBe(true);
    const [ownersOne] = (await owner.get('/api/assessments')).json().assessments;
    const other = await signedInClient(http.app, http.dir, address(), PASSWORD);
    const save = await other.post('/api/assessments', {
      symptoms: SYMPTOMS,
      painLocations: ['Left knee'],
      pendingKey: mine.key,
    });
    expect(save.statusCode).toBe(201);
    expect(save.json().assessment.id).not.toBe(ownersOne.id);
    expect(save.json().assessment.painLocations).toEqual(['Left knee']);
    expect(await savedCount(owner)).toBe(1);
  });

  it('expires with the confirmation link: an expired one is not saved, and expired rows are removed', async () => {
    const email = address();
    await new Client(http.app).post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      pendingAssessment: visitorAssessment(),
    });
    const [held] = await rows();
    // Held as long as the link works (an hour).
    const lifetime = (held?.expiresAt.getTime() ?? 0) - (held?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60 * 1000);

    await get()
      .db.update(pendingAssessments)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const confirm = await new Client(http.app).get(lastLinkTo(http.dir, email));
    expect(confirm.headers.location).toBe('/auth?confirmed=1');
    const client = new Client(http.app);
    await signIn(client, email);
    expect(await savedCount(client)).toBe(0);

    expect(await removeExpiredPendingAssessments(get().db)).toBe(1);
    expect(await rows()).toEqual([]);
  });

  it('sign-in from the banner: saved at sign-in, or held for an unconfirmed account until its link', async () => {
    // Confirmed account, nothing saved yet: saved now.
    const email = address();
    await signedInClient(http.app, http.dir, email, PASSWORD);
    const browser = new Client(http.app);
    const res = await signIn(browser, email, visitorAssessment());
    expect(res.json()).toMatchObject({ user: { email }, tier: 'free', pendingAssessmentSaved: true });
    expect(await savedCount(browser)).toBe(1);

    // Free with one saved: the replace question is the browser's; the server saves nothing and keeps nothing.
    const second = await signIn(new Client(http.app), email, visitorAssessment());
    expect(second.statusCode).toBe(200);
    expect(second.json().pendingAssessmentSaved).toBeUndefined();
    expect(await savedCount(browser)).toBe(1);
    expect((await rows()).filter((r) => r.savedAt === null)).toEqual([]);

    // Unconfirmed: the right password holds it, and the link sent again saves it.
    const newcomer = address();
    await new Client(http.app).post('/api/auth/sign-up/email', { email: newcomer, password: PASSWORD });
    const refused = await signIn(new Client(http.app), newcomer, visitorAssessment());
    expect(refused.statusCode).toBe(403);
    expect((await rows()).filter((r) => r.savedAt === null)).toHaveLength(1);
    const confirm = await new Client(http.app).get(lastLinkTo(http.dir, newcomer));
    expect(confirm.headers.location).toBe('/auth?confirmed=1&assessment=saved');
    const signedIn = new Client(http.app);
    await signIn(signedIn, newcomer);
    expect(await savedCount(signedIn)).toBe(1);
  });

  it('two-step sign-in: held after the password, saved with the code, never before', async () => {
    const email = address();
    const phone = await signedInClient(http.app, http.dir, email, PASSWORD);
    const enabled = await phone.post('/api/auth/two-factor/enable', { password: PASSWORD });
    const app = URI.parse(enabled.json().totpURI) as { generate(): string };
    expect((await phone.post('/api/auth/two-factor/verify-totp', { code: app.generate() })).statusCode).toBe(
      200,
    );

    const browser = new Client(http.app, '10.0.0.5');
    const first = await signIn(browser, email, visitorAssessment());
    expect(first.json()).toEqual({ twoFactorRequired: true });
    expect(await savedCount(phone)).toBe(0);
    expect((await rows()).filter((r) => r.savedAt === null)).toHaveLength(1);

    const verified = await browser.post('/api/auth/two-factor/verify-totp', { code: app.generate() });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().pendingAssessmentSaved).toBe(true);
    expect(await savedCount(browser)).toBe(1);
  });

  it('is in the data export while held and once saved, and goes with the account', async () => {
    const email = address();
    const client = await signedInClient(http.app, http.dir, email, PASSWORD);
    // One saved at sign-in, and one still held (as a two-step sign-in leaves it until the code).
    const saved = visitorAssessment();
    expect((await signIn(new Client(http.app), email, saved)).json().pendingAssessmentSaved).toBe(true);
    const [user] = await get().db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no user');
    await get()
      .db.insert(pendingAssessments)
      .values({
        userId: user.id,
        clientKey: randomUUID(),
        input: { symptoms: SYMPTOMS, painLocations: ['Right knee'] },
        expiresAt: new Date(Date.now() + 60_000),
      });

    const exported = (await client.get('/api/account/export')).json();
    expect(exported.pendingAssessments).toHaveLength(2);
    const [assessment] = exported.assessments;
    expect(exported.pendingAssessments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ input: null, savedAssessmentId: assessment.id }),
        expect.objectContaining({
          input: { symptoms: SYMPTOMS, painLocations: ['Right knee'] },
          savedAt: null,
        }),
      ]),
    );

    const deleted = await client.post('/api/account/delete', { confirm: 'DELETE', password: PASSWORD });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await rows()).filter((r) => r.userId === user.id)).toEqual([]);
  });

  it('saves a held assessment once when two confirmations race', async () => {
    const email = address();
    await new Client(http.app).post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      pendingAssessment: visitorAssessment(),
    });
    const [user] = await get().db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no user');
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => savePendingAssessments(get().db, http.app.recommend, user, http.app.log)),
    );
    expect(outcomes.filter((o) => o === 'saved').length).toBeGreaterThanOrEqual(1);
    const count = await get().db.execute(
      sql`select count(*)::int as n from assessments where user_id = ${user.id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});
