import { ACCOUNT_MESSAGES as M } from '@physiomate/shared';
import { eq, like } from 'drizzle-orm';
import { URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { RESET_LINK_EXPIRES_IN_S } from '../src/auth/auth.ts';
import { isCommonPassword } from '../src/auth/password-rules.ts';
import { accounts, twoFactors, users, verifications } from '../src/db/schema.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { Client, mailsTo, ORIGIN, signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

const PASSWORD = 'correct horse';
const NEW_PASSWORD = 'a brand new secret 42';
const email = () => `rae.${Math.random().toString(36).slice(2, 8)}@gmail.com`;

/** The reset link in the newest email to `address` (it lands on the web app, not on the API). */
function resetTokenFrom(dir: string, address: string): string {
  const link = mailsTo(dir, address)
    .flatMap((m) => m.links)
    .filter((l) => l.includes('/auth?reset='))
    .at(-1);
  if (!link) throw new Error(`no reset link mailed to ${address}`);
  expect(link.startsWith(`${ORIGIN}/auth?reset=`)).toBe(true);
  return new URL(link).searchParams.get('reset') ?? '';
}

/** The current code of the authenticator app that scanned `totpURI`. */
const codeFor = (totpURI: string) => (URI.parse(totpURI) as { generate(): string }).generate();

describe('common passwords', () => {
  it('are found in the offline list without regard to case, and good ones pass', async () => {
    expect(await isCommonPassword('password123')).toBe(true);
    expect(await isCommonPassword('Password1')).toBe(true);
    expect(await isCommonPassword('iloveyou')).toBe(true);
    expect(await isCommonPassword('correct horse')).toBe(false);
    expect(await isCommonPassword(NEW_PASSWORD)).toBe(false);
  });
});

describeEachDatabase('account recovery', ({ get }) => {
  const http = httpAppPerTest(get);

  describe('common passwords', () => {
    it('are refused at sign-up, on change and on reset with a message that says why', async () => {
      const signUp = await new Client(http.app).post('/api/auth/sign-up/email', {
        email: email(),
        password: 'Password123',
      });
      expect(signUp.statusCode).toBe(400);
      expect(signUp.json().error.message).toBe(M.passwordCommon);
      expect(M.passwordCommon).toMatch(/common and leaked passwords/);

      // The minimum length still comes first and stays 6.
      const short = await new Client(http.app).post('/api/auth/sign-up/email', {
        email: email(),
        password: '12345',
      });
      expect(short.json().error.message).toBe(M.passwordTooShort);

      const client = await signedInClient(http.app, http.dir, email());
      const change = await client.post('/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'qwerty123',
        confirmPassword: 'qwerty123',
      });
      expect(change.statusCode).toBe(400);
      expect(change.json().error.message).toBe(M.passwordCommon);
      // A wrong current password is still what is said first.
      const wrongCurrent = await client.post('/api/auth/change-password', {
        currentPassword: 'not my password',
        newPassword: 'qwerty123',
        confirmPassword: 'qwerty123',
      });
      expect(wrongCurrent.json().error.message).toBe(M.currentPasswordIncorrect);
    });
  });

  describe('forgotten password', () => {
    it('answers the same whether or not the address has an account, and mails only a real one', async () => {
      const address = email();
      await signedInClient(http.app, http.dir, address);
      const known = await new Client(http.app, '10.3.0.1').post('/api/auth/request-password-reset', {
        email: address.toUpperCase(),
      });
      const unknownAddress = email();
      const unknown = await new Client(http.app, '10.3.0.2').post('/api/auth/request-password-reset', {
        email: unknownAddress,
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ ok: true, message: M.resetRequested });
      expect(unknown.body).toBe(known.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());

      await expect.poll(() => mailsTo(http.dir, address).length).toBe(2); // confirmation + reset
      const mail = mailsTo(http.dir, address).at(-1)!;
      expect(mail.subject).toBe('Reset your PhysioMate password');
      expect(mail.text).toContain('expires in 30 minutes');
      expect(mail.text).toContain('Content-Type: text/plain');
      expect(mailsTo(http.dir, unknownAddress)).toHaveLength(0);

      // The link is stored only as a verification that lives 30 minutes.
      const token = resetTokenFrom(http.dir, address);
      const [row] = await get()
        .db.select()
        .from(verifications)
        .where(eq(verifications.identifier, `reset-password:${token}`));
      const lifetime = (row!.expiresAt.getTime() - Date.now()) / 1000;
      expect(lifetime).toBeGreaterThan(RESET_LINK_EXPIRES_IN_S - 60);
      expect(lifetime).toBeLessThanOrEqual(RESET_LINK_EXPIRES_IN_S);
    });

    it('sets a new password once, signs out every session and mails a notice', async () => {
      const address = email();
      const laptop = await signedInClient(http.app, http.dir, address);
      const phone = new Client(http.app, '10.0.0.9');
      await phone.post('/api/auth/sign-in/email', { email: address, password: PASSWORD });
      expect((await phone.session()).user?.email).toBe(address);

      await new Client(http.app).post('/api/auth/request-password-reset', { email: address });
      await expect.poll(() => mailsTo(http.dir, address).length).toBe(2);
      const token = resetTokenFrom(http.dir, address);

      const stranger = new Client(http.app, '10.4.0.1');
      const common = await stranger.post('/api/auth/reset-password', {
        token,
        newPassword: 'letmein123',
        confirmPassword: 'letmein123',
      });
      expect(common.json().error.message).toBe(M.passwordCommon);
      const mismatch = await stranger.post('/api/auth/reset-password', {
        token,
        newPassword: NEW_PASSWORD,
        confirmPassword: 'something else',
      });
      expect(mismatch.json().error.message).toBe(M.passwordsDoNotMatch);

      const reset = await stranger.post('/api/auth/reset-password', {
        token,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ ok: true, message: M.passwordReset });
      expect(stranger.hasSession()).toBe(false);

      expect((await laptop.session()).user).toBeNull();
      expect((await phone.session()).user).toBeNull();
      await expect.poll(() => mailsTo(http.dir, address).at(-1)?.subject).toMatch(/password was changed/);

      const [account] = await get()
        .db.select()
        .from(accounts)
        .where(eq(accounts.accountId, await userId(address)));
      expect(account?.password).not.toContain(NEW_PASSWORD);

      const again = await stranger.post('/api/auth/reset-password', {
        token,
        newPassword: 'yet another one 7',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(M.resetLinkInvalid);

      const old = await new Client(http.app).post('/api/auth/sign-in/email', {
        email: address,
        password: PASSWORD,
      });
      expect(old.statusCode).toBe(401);
      const fresh = new Client(http.app);
      const signIn = await fresh.post('/api/auth/sign-in/email', { email: address, password: NEW_PASSWORD });
      expect(signIn.statusCode).toBe(200);
      expect(fresh.hasSession()).toBe(true);
    });

    it('refuses an expired or made-up link', async () => {
      const address = email();
      await signedInClient(http.app, http.dir, address);
      await new Client(http.app).post('/api/auth/request-password-reset', { email: address });
      await expect.poll(() => mailsTo(http.dir, address).length).toBe(2);
      const token = resetTokenFrom(http.dir, address);
      await get()
        .db.update(verifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(like(verifications.identifier, 'reset-password:%'));

      for (const t of [token, 'not-a-real-token']) {
        const res = await new Client(http.app).post('/api/auth/reset-password', {
          token: t,
          newPassword: NEW_PASSWORD,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(M.resetLinkInvalid);
      }
      const signIn = await new Client(http.app).post('/api/auth/sign-in/email', {
        email: address,
        password: PASSWORD,
      });
      expect(signIn.statusCode).toBe(200);
    });

    it('is rate-limited per address, the same for an address without an account', async () => {
      const address = email();
      await signedInClient(http.app, http.dir, address);
      for (const target of [address, email()]) {
        for (let i = 0; i < 3; i++) {
          const res = await new Client(http.app, `10.5.0.${i}`).post('/api/auth/request-password-reset', {
            email: target,
          });
          expect(res.statusCode).toBe(200);
        }
        const over = await new Client(http.app, '10.5.1.1').post('/api/auth/request-password-reset', {
          email: target,
        });
        expect(over.statusCode).toBe(429);
        expect(over.json().error.code).toBe('rate_limited');
      }
      await expect.poll(() => mailsTo(http.dir, address).length).toBe(4); // confirmation + 3 resets
    });
  });

  describe('two-step verification', () => {
    async function enable(client: Client) {
      const res = await client.post('/api/auth/two-factor/enable', { password: PASSWORD });
      expect(res.statusCode).toBe(200);
      return res.json() as { totpURI: string; backupCodes: string[] };
    }

    it('is turned on with the account password and a first code from the app', async () => {
      const address = email();
      const client = await signedInClient(http.app, http.dir, address);
      expect((await client.session()).user).toMatchObject({ twoFactorEnabled: false });

      const wrong = await client.post('/api/auth/two-factor/enable', { password: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(M.currentPasswordIncorrect);
      const missing = await client.post('/api/auth/two-factor/enable', {});
      expect(missing.json().error.message).toBe(M.twoFactorPasswordRequired);

      const { totpURI, backupCodes } = await enable(client);
      expect(totpURI).toMatch(/^otpauth:\/\/totp\/PhysioMate:/);
      expect(totpURI).toContain('issuer=PhysioMate');
      expect(backupCodes).toHaveLength(10);
      expect(new Set(backupCodes).size).toBe(10);
      // The secret is kept encrypted, never as the app sees it.
      const [row] = await get().db.select().from(twoFactors);
      const secret = new URL(totpURI.replace('otpauth://', 'http://')).searchParams.get('secret')!;
      expect(row?.secret).not.toContain(secret);
      expect(row?.verified).toBe(false);

      // Not on until the app's first code is confirmed: sign-in still needs only the password.
      const before = new Client(http.app);
      const beforeRes = await before.post('/api/auth/sign-in/email', { email: address, password: PASSWORD });
      expect(beforeRes.json().user).toBeTruthy();

      const bad = await client.post('/api/auth/two-factor/verify-totp', { code: '000000' });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().error.message).toBe(M.codeInvalid);
      const ok = await client.post('/api/auth/two-factor/verify-totp', { code: codeFor(totpURI) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ user: { email: address, twoFactorEnabled: true } });
      expect(ok.body).not.toContain('token');
      expect((await client.session()).user).toMatchObject({ twoFactorEnabled: true });
    });

    it('asks for a code at sign-in; a backup code works once; turning it off needs the password', async () => {
      const address = email();
      const client = await signedInClient(http.app, http.dir, address);
      const { totpURI, backupCodes } = await enable(client);
      await client.post('/api/auth/two-factor/verify-totp', { code: codeFor(totpURI) });

      // The password alone starts no session.
      const phone = new Client(http.app, '10.6.0.1');
      const step1 = await phone.post('/api/auth/sign-in/email', { email: address, password: PASSWORD });
      expect(step1.statusCode).toBe(200);
      expect(step1.json()).toEqual({ twoFactorRequired: true });
      expect(phone.hasSession()).toBe(false);
      expect((await phone.session()).user).toBeNull();

      const wrong = await phone.post('/api/auth/two-factor/verify-totp', { code: '123456' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe(M.codeInvalid);
      const letters = await phone.post('/api/auth/two-factor/verify-totp', { code: 'abc' });
      expect(letters.json().error.message).toBe(M.codeInvalid);
      const right = await phone.post('/api/auth/two-factor/verify-totp', { code: codeFor(totpURI) });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({ user: { email: address }, tier: 'free' });
      expect((await phone.session()).user?.email).toBe(address);

      // Without the password step there is nothing to verify.
      const nobody = await new Client(http.app).post('/api/auth/two-factor/verify-totp', {
        code: codeFor(totpURI),
      });
      expect(nobody.statusCode).toBe(401);
      expect(nobody.json().error.message).toBe(M.twoFactorExpired);

      // A backup code instead of the app, once (typed without its dash, too).
      const code = backupCodes[0]!;
      const tablet = new Client(http.app, '10.6.0.2');
      await tablet.post('/api/auth/sign-in/email', { email: address, password: PASSWORD });
      const backup = await tablet.post('/api/auth/two-factor/verify-backup-code', {
        code: code.replace('-', ''),
      });
      expect(backup.statusCode).toBe(200);
      expect((await tablet.session()).user?.email).toBe(address);
      const reuse = new Client(http.app, '10.6.0.3');
      await reuse.post('/api/auth/sign-in/email', { email: address, password: PASSWORD });
      const used = await reuse.post('/api/auth/two-factor/verify-backup-code', { code });
      expect(used.statusCode).toBe(401);
      expect(used.json().error.message).toBe(M.backupCodeInvalid);

      // New backup codes replace the old ones.
      const regenerated = await client.post('/api/auth/two-factor/generate-backup-codes', {
        password: PASSWORD,
      });
      const fresh = regenerated.json().backupCodes as string[];
      expect(fresh).toHaveLength(10);
      const stale = await reuse.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] });
      expect(stale.json().error.message).toBe(M.backupCodeInvalid);

      const off = await client.post('/api/auth/two-factor/disable', { password: 'wrong one' });
      expect(off.json().error.message).toBe(M.currentPasswordIncorrect);
      const disabled = await client.post('/api/auth/two-factor/disable', { password: PASSWORD });
      expect(disabled.json()).toEqual({ ok: true, message: M.twoFactorDisabled });
      expect((await client.session()).user).toMatchObject({ twoFactorEnabled: false });
      expect(await get().db.select().from(twoFactors)).toHaveLength(0);
      const plain = await new Client(http.app, '10.6.0.4').post('/api/auth/sign-in/email', {
        email: address,
        password: PASSWORD,
      });
      expect(plain.json().user).toMatchObject({ email: address, twoFactorEnabled: false });
    });

    it('a password reset does not skip the code', async () => {
      const address = email();
      const client = await signedInClient(http.app, http.dir, address);
      const { totpURI } = await enable(client);
      await client.post('/api/auth/two-factor/verify-totp', { code: codeFor(totpURI) });
      await new Client(http.app).post('/api/auth/request-password-reset', { email: address });
      await expect.poll(() => mailsTo(http.dir, address).length).toBe(2);
      await new Client(http.app).post('/api/auth/reset-password', {
        token: resetTokenFrom(http.dir, address),
        newPassword: NEW_PASSWORD,
      });
      const res = await new Client(http.app).post('/api/auth/sign-in/email', {
        email: address,
        password: NEW_PASSWORD,
      });
      expect(res.json()).toEqual({ twoFactorRequired: true });
    });

    it('needs a signed-in user to turn on', async () => {
      const res = await new Client(http.app).post('/api/auth/two-factor/enable', { password: PASSWORD });
      expect(res.statusCode).toBe(401);
    });
  });

  async function userId(address: string): Promise<string> {
    const [user] = await get().db.select().from(users).where(eq(users.email, address));
    return user!.id;
  }
});
