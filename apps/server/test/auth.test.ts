import { ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSecureOrigin } from '../src/auth/auth.ts';
import { accounts, sessions, subscribers, users } from '../src/db/schema.ts';
import { createTestApp } from './helpers/app.ts';
import {
  AUTH_SECRET,
  Client,
  lastLinkTo,
  mailsTo,
  ORIGIN,
  signedInClient,
  tempDataDir,
} from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

const PASSWORD = 'correct horse';

describe('secure cookies', () => {
  it('are Secure everywhere except plain-HTTP localhost', () => {
    expect(isSecureOrigin('http://localhost:3000')).toBe(false);
    expect(isSecureOrigin('http://127.0.0.1:4310')).toBe(false);
    expect(isSecureOrigin('https://physiomate.app')).toBe(true);
    expect(isSecureOrigin('http://192.168.1.20:3000')).toBe(true);
  });
});

describeEachDatabase('auth', ({ get }) => {
  const data = tempDataDir();
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await createTestApp(get(), { DATA_DIR: data.dir, AUTH_SECRET, PUBLIC_URL: ORIGIN });
  });
  afterEach(async () => {
    await app.close();
  });
  afterAll(() => data.remove());

  const email = () => `ann.${Math.random().toString(36).slice(2, 8)}@gmail.com`;

  describe('sign-up', () => {
    it('creates an unconfirmed user with a free subscription, a strong hash and a confirmation email', async () => {
      const address = email();
      const client = new Client(app);
      const res = await client.post('/api/auth/sign-up/email', {
        email: address.toUpperCase(),
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: M.signUpSuccess });
      expect(client.hasSession()).toBe(false);

      const [user] = await get().db.select().from(users).where(eq(users.email, address));
      expect(user?.emailVerified).toBe(false);
      const [sub] = await get().db.select().from(subscribers).where(eq(subscribers.userId, user!.id));
      expect(sub?.subscriptionTier).toBe('free');
      const [account] = await get().db.select().from(accounts).where(eq(accounts.userId, user!.id));
      expect(account?.password).toBeTruthy();
      expect(account?.password).not.toContain(PASSWORD);
      expect(account?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/); // scrypt salt:key

      const mails = mailsTo(data.dir, address);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain('Confirm');
      expect(mails[0]?.text).toContain('Content-Type: text/html');
      expect(mails[0]?.text).toContain('Content-Type: text/plain');
      expect(lastLinkTo(data.dir, address)).toMatch(
        /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/,
      );
    });

    it.each([
      [{ email: '', password: PASSWORD }, M.emailRequired],
      [{ email: 'not-an-email', password: PASSWORD }, M.invalidEmail],
      [{ email: 'a@free.dk', password: PASSWORD }, M.blockedDomain],
      [{ email: 'a@example.com', password: PASSWORD }, M.blockedDomain],
      [{ email: 'a@sub.example.org', password: PASSWORD }, M.blockedDomain],
      [{ email: 'a@my.test', password: PASSWORD }, M.blockedDomain],
      [{ email: 'a@host.localhost', password: PASSWORD }, M.blockedDomain],
      [{ email: 'a@mailinator.com', password: PASSWORD }, M.blockedDomain],
      [{ email: 'a@gmail.com', password: '12345' }, M.passwordTooShort],
      [{ email: 'a@gmail.com', password: 'x'.repeat(129) }, M.passwordTooLong],
      [{ email: 'a@gmail.com' }, M.passwordRequired],
    ])('refuses %j with the shared message', async (body, message) => {
      const res = await new Client(app).post('/api/auth/sign-up/email', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(await get().db.select().from(users)).toHaveLength(0);
    });

    it('answers a duplicate sign-up exactly like a new one and tells the owner by email', async () => {
      const address = email();
      await signedInClient(app, data.dir, address);
      const res = await new Client(app, '10.0.0.2').post('/api/auth/sign-up/email', {
        email: address,
        password: 'another pw',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: M.signUpSuccess });
      expect(await get().db.select().from(users)).toHaveLength(1);
      expect(mailsTo(data.dir, address).at(-1)?.subject).toContain('already have');
      // The original password still works, the new one does not.
      expect(
        (await new Client(app).post('/api/auth/sign-in/email', { email: address, password: PASSWORD }))
          .statusCode,
      ).toBe(200);
      expect(
        (await new Client(app).post('/api/auth/sign-in/email', { email: address, password: 'another pw' }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('confirmation links', () => {
    it('confirm the address and land on /auth signed out (issue 11: a link signs no one in); a reused link grants nothing', async () => {
      const address = email();
      const signUp = new Client(app);
      await signUp.post('/api/auth/sign-up/email', { email: address, password: PASSWORD });
      const link = lastLinkTo(data.dir, address);

      // Opened in another browser (a forwarded mail, a mail scanner), and in the one that signed up.
      for (const browser of [new Client(app, '10.0.0.9'), signUp]) {
        const res = await browser.get(link);
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toMatch(/^\/auth/);
        expect(browser.hasSession()).toBe(false);
        expect((await browser.session()).user).toBeNull();
      }
      const [user] = await get().db.select().from(users).where(eq(users.email, address));
      expect(user?.emailVerified).toBe(true);
      const signedIn = new Client(app);
      expect(
        (await signedIn.post('/api/auth/sign-in/email', { email: address, password: PASSWORD })).statusCode,
      ).toBe(200);
      expect(await signedIn.session()).toMatchObject({
        user: { email: address, emailVerified: true },
        tier: 'free',
      });

      const again = new Client(app);
      const reused = await again.get(link);
      expect(reused.statusCode).toBe(302);
      expect(again.hasSession()).toBe(false);
      expect((await again.session()).user).toBeNull();
    });

    it('refuse an expired link', async () => {
      const address = email();
      await new Client(app).post('/api/auth/sign-up/email', { email: address, password: PASSWORD });
      const token = await createEmailVerificationToken(AUTH_SECRET, address, undefined, -60);
      const browser = new Client(app);
      const res = await browser.get(`/api/auth/verify-email?token=${token}&callbackURL=%2Fauth`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/auth?error=TOKEN_EXPIRED');
      expect(browser.hasSession()).toBe(false);
      const [user] = await get().db.select().from(users).where(eq(users.email, address));
      expect(user?.emailVerified).toBe(false);
    });

    it('refuse a forged or damaged link', async () => {
      const res = await new Client(app).get('/api/auth/verify-email?token=abc.def.ghi');
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(M.linkInvalid);
      const forged = await createEmailVerificationToken(
        'another-secret-another-secret-another-secret',
        'x@gmail.com',
      );
      const res2 = await new Client(app).get(`/api/auth/verify-email?token=${forged}&callbackURL=%2Fauth`);
      expect(res2.headers.location).toBe('/auth?error=INVALID_TOKEN');
    });
  });

  describe('sign-in', () => {
    it('refuses an unconfirmed account and mails a new link', async () => {
      const address = email();
      await new Client(app).post('/api/auth/sign-up/email', { email: address, password: PASSWORD });
      const res = await new Client(app).post('/api/auth/sign-in/email', {
        email: address,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(M.emailNotVerified);
      expect(mailsTo(data.dir, address)).toHaveLength(2);
    });

    it('gives the same answer for a wrong password and an unknown email', async () => {
      const address = email();
      await signedInClient(app, data.dir, address);
      const wrong = await new Client(app).post('/api/auth/sign-in/email', {
        email: address,
        password: 'wrong password',
      });
      const unknown = await new Client(app).post('/api/auth/sign-in/email', {
        email: 'nobody@gmail.com',
        password: 'wrong password',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().error.message).toBe(M.invalidCredentials);
    });

    it('signs in with a session cookie that is httpOnly and SameSite=Lax, and reports the tier', async () => {
      const address = email();
      await signedInClient(app, data.dir, address);
      await get().db.update(subscribers).set({ subscriptionTier: 'pro' });
      const client = new Client(app);
      const res = await client.post('/api/auth/sign-in/email', {
        email: address.toUpperCase(),
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { email: address, emailVerified: true }, tier: 'pro' });
      const cookie = res.cookies.find((c) => c.name.endsWith('session_token'));
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.name).toBe('physiomate.session_token');
      expect((await client.session()).tier).toBe('pro');
    });

    it('creates a missing subscribers row as free at sign-in', async () => {
      const address = email();
      await signedInClient(app, data.dir, address);
      await get().db.delete(subscribers);
      const res = await new Client(app).post('/api/auth/sign-in/email', {
        email: address,
        password: PASSWORD,
      });
      expect(res.json().tier).toBe('free');
      expect(await get().db.select().from(subscribers)).toHaveLength(1);
    });

    it('uses a Secure cookie outside localhost', async () => {
      const secureApp = await createTestApp(get(), {
        DATA_DIR: data.dir,
        AUTH_SECRET,
        PUBLIC_URL: 'https://physiomate.app',
      });
      try {
        const address = email();
        await secureApp.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { email: address, password: PASSWORD },
        });
        const link = new URL(lastLinkTo(data.dir, address));
        expect(link.origin).toBe('https://physiomate.app');
        await secureApp.inject({ method: 'GET', url: link.pathname + link.search });
        const res = await secureApp.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: 'https://physiomate.app' },
          payload: { email: address, password: PASSWORD },
        });
        const cookie = res.cookies.find((c) => c.name.endsWith('session_token'));
        expect(cookie?.name).toBe('__Secure-physiomate.session_token');
        expect(cookie?.secure).toBe(true);
      } finally {
        await secureApp.close();
      }
    });
  });

  describe('sessions', () => {
    it('answers the session endpoint for visitors', async () => {
      expect(await new Client(app).session()).toEqual({ user: null, tier: 'free' });
    });

    it('sign-out revokes the session on the server', async () => {
      const client = await signedInClient(app, data.dir, email());
      const stolen = client.cookieHeader();
      expect(await get().db.select().from(sessions)).toHaveLength(1);
      const res = await client.post('/api/auth/sign-out', {});
      expect(res.statusCode).toBe(200);
      expect(await get().db.select().from(sessions)).toHaveLength(0);
      const replay = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie: stolen } });
      expect(replay.json().user).toBeNull();
    });

    it('guards protected routes with 401 and the shared message', async () => {
      const res = await new Client(app).get('/api/account/export');
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'unauthorized', message: M.signInRequired });
    });

    it('refuses state-changing requests from another origin', async () => {
      const client = await signedInClient(app, data.dir, email());
      const res = await client.request('POST', '/api/auth/sign-out', {}, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(M.crossSite);
      const res2 = await app.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: { 'sec-fetch-site': 'cross-site', cookie: client.cookieHeader() },
        payload: {},
      });
      expect(res2.statusCode).toBe(403);
      expect((await client.session()).user).not.toBeNull();
    });

    it('exposes only the auth endpoints the product uses', async () => {
      const client = await signedInClient(app, data.dir, email());
      for (const path of [
        '/api/auth/update-user',
        '/api/auth/delete-user',
        '/api/auth/sign-in/social',
        '/api/auth/nope',
      ]) {
        const res = await client.post(path, {});
        expect(res.statusCode, path).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    });
  });

  describe('change password', () => {
    it.each([
      [{ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }, M.passwordFieldsRequired],
      [{ currentPassword: PASSWORD, newPassword: 'abcdef', confirmPassword: '' }, M.passwordFieldsRequired],
      [
        { currentPassword: PASSWORD, newPassword: 'abcdef', confirmPassword: 'abcdeg' },
        M.passwordsDoNotMatch,
      ],
      [{ currentPassword: PASSWORD, newPassword: 'abc', confirmPassword: 'abc' }, M.passwordTooShort],
      [
        { currentPassword: 'not my password', newPassword: 'abcdef', confirmPassword: 'abcdef' },
        M.currentPasswordIncorrect,
      ],
    ])('refuses %j with the shared message', async (body, message) => {
      const client = await signedInClient(app, data.dir, email());
      const res = await client.post('/api/auth/change-password', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    });

    it('changes the password, keeps this session and revokes every other one', async () => {
      const address = email();
      const client = await signedInClient(app, data.dir, address);
      const other = new Client(app, '10.0.0.9');
      await other.post('/api/auth/sign-in/email', { email: address, password: PASSWORD });
      expect((await other.session()).user).not.toBeNull();

      const res = await client.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'new secret',
        confirmPassword: 'new secret',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(M.passwordChanged);
      expect((await client.session()).user?.email).toBe(address);
      expect((await other.session()).user).toBeNull();
      expect(await get().db.select().from(sessions)).toHaveLength(1);
      expect(
        (await new Client(app).post('/api/auth/sign-in/email', { email: address, password: PASSWORD }))
          .statusCode,
      ).toBe(401);
      expect(
        (await new Client(app).post('/api/auth/sign-in/email', { email: address, password: 'new secret' }))
          .statusCode,
      ).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      expect(mailsTo(data.dir, address).at(-1)?.subject).toContain('password was changed');
    });
  });

  describe('change email', () => {
    it.each([
      [{ newEmail: '' }, M.newEmailRequired],
      [{}, M.newEmailRequired],
      [{ newEmail: 'no-at-sign' }, M.invalidEmail],
      [{ newEmail: 'me@free.dk' }, M.blockedDomain],
      [{ newEmail: 'me@example.net' }, M.blockedDomain],
      [{ newEmail: 'me@x.invalid' }, M.blockedDomain],
      [{ newEmail: 'me@yopmail.com' }, M.blockedDomain],
    ])('refuses %j with the shared message', async (body, message) => {
      const client = await signedInClient(app, data.dir, email());
      const res = await client.post('/api/auth/change-email', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    });

    it('refuses the current address', async () => {
      const address = email();
      const client = await signedInClient(app, data.dir, address);
      const res = await client.post('/api/auth/change-email', { newEmail: ` ${address.toUpperCase()} ` });
      expect(res.json().error.message).toBe(M.sameEmail);
    });

    it('asks the old address to approve, then the new one to confirm, then switches', async () => {
      const oldEmail = email();
      const newEmail = email();
      const client = await signedInClient(app, data.dir, oldEmail);
      const res = await client.post('/api/auth/change-email', { newEmail });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(M.emailUpdateSent);
      expect(mailsTo(data.dir, newEmail)).toHaveLength(0);
      const approve = mailsTo(data.dir, oldEmail).at(-1);
      expect(approve?.subject).toContain('Approve');

      expect((await client.get(lastLinkTo(data.dir, oldEmail))).headers.location).toBe(
        '/settings?email-change=1',
      );
      expect((await client.session()).user?.email).toBe(oldEmail);
      expect(mailsTo(data.dir, newEmail)).toHaveLength(1);

      await client.get(lastLinkTo(data.dir, newEmail));
      expect((await client.session()).user?.email).toBe(newEmail);
      const [sub] = await get().db.select().from(subscribers);
      expect(sub?.email).toBe(newEmail);
      expect(
        (await new Client(app).post('/api/auth/sign-in/email', { email: newEmail, password: PASSWORD }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('session tokens', () => {
    it('get-session and list-sessions never hand the session token to JavaScript', async () => {
      const client = await signedInClient(app, data.dir, email());
      const token = client.cookies.get('physiomate.session_token')?.split('.')[0] ?? '';
      expect(token.length).toBeGreaterThan(10);
      const session = await client.get('/api/auth/get-session');
      const sessions = await client.get('/api/auth/list-sessions');
      expect(session.statusCode).toBe(200);
      expect(sessions.statusCode).toBe(200);
      expect(session.json().user.email).toContain('@');
      expect(sessions.json().length).toBeGreaterThan(0);
      for (const body of [session.body, sessions.body]) {
        expect(body).not.toContain(token);
        expect(body).not.toContain('"token"');
      }
    });
  });

  describe('rate limits', () => {
    it('wrong passwords from many addresses slow the account down but never lock out the right password', async () => {
      const address = email();
      await signedInClient(app, data.dir, address);
      const took: number[] = [];
      for (let i = 0; i < 8; i++) {
        const started = Date.now();
        const res = await new Client(app, `10.1.0.${i}`).post('/api/auth/sign-in/email', {
          email: address,
          password: 'guess',
        });
        took.push(Date.now() - started);
        expect(res.statusCode).toBe(401);
      }
      // The delay grows with the failures: none for the first three, then 100 ms doubling (the
      // eighth attempt waits 800 ms). Measured against the quickest undelayed attempt: the first
      // alone can be slow on a loaded machine (751 ms once, against 1212 ms for the eighth).
      expect(took.at(-1)).toBeGreaterThan(Math.min(...took.slice(0, 3)) + 500);
      const res = await new Client(app, '10.1.1.1').post('/api/auth/sign-in/email', {
        email: address,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
    });

    it('limits sign-in attempts per account from one address with a clear 429; other addresses still sign in', async () => {
      const address = email();
      await signedInClient(app, data.dir, address);
      const guesser = new Client(app, '10.1.2.1');
      for (let i = 0; i < 10; i++) {
        // A right password in between clears the growing delay, so this test stays quick.
        if (i % 3 === 2)
          await new Client(app, '10.1.2.9').post('/api/auth/sign-in/email', {
            email: address,
            password: PASSWORD,
          });
        const res = await guesser.post('/api/auth/sign-in/email', { email: address, password: 'guess' });
        expect(res.statusCode).toBe(401);
      }
      const res = await guesser.post('/api/auth/sign-in/email', { email: address, password: PASSWORD });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe('rate_limited');
      expect(res.json().error.message).toMatch(
        /^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/,
      );
      const owner = await new Client(app, '10.1.2.2').post('/api/auth/sign-in/email', {
        email: address,
        password: PASSWORD,
      });
      expect(owner.statusCode).toBe(200);
    });

    it('limits sign-in attempts per IP', async () => {
      const client = new Client(app, '10.2.0.1');
      for (let i = 0; i < 100; i++) await client.post('/api/auth/sign-in/email', {});
      const res = await client.post('/api/auth/sign-in/email', { email: 'x@gmail.com', password: 'y' });
      expect(res.statusCode).toBe(429);
      expect((await new Client(app, '10.2.0.2').post('/api/auth/sign-in/email', {})).statusCode).toBe(400);
    });

    it('limits sign-ups and confirmation emails per address', async () => {
      const address = email();
      for (let i = 0; i < 3; i++) {
        expect(
          (
            await new Client(app, `10.3.0.${i}`).post('/api/auth/sign-up/email', {
              email: address,
              password: PASSWORD,
            })
          ).statusCode,
        ).toBe(200);
      }
      expect(
        (
          await new Client(app, '10.3.1.1').post('/api/auth/sign-up/email', {
            email: address,
            password: PASSWORD,
          })
        ).statusCode,
      ).toBe(429);
      for (let i = 0; i < 3; i++) {
        expect(
          (await new Client(app, `10.4.0.${i}`).post('/api/auth/send-verification-email', { email: address }))
            .statusCode,
        ).toBe(200);
      }
      const res = await new Client(app, '10.4.1.1').post('/api/auth/send-verification-email', {
        email: address,
      });
      expect(res.statusCode).toBe(429);
      expect(mailsTo(data.dir, address).length).toBeLessThanOrEqual(6);
    });
  });
});
