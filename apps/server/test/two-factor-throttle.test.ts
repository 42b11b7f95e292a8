import { URI } from 'otpauth';
import { expect, it } from 'vitest';
import { httpAppPerTest } from './helpers/app.ts';
import { Client, signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

const PASSWORD = 'correct horse';
const email = () => `tia.${Math.random().toString(36).slice(2, 8)}@gmail.com`;
const codeFor = (totpURI: string) => (URI.parse(totpURI) as { generate(): string }).generate();
/** A code that is not the app's: the right one with its first digit changed. */
const wrongCode = (totpURI: string) => {
  const c = codeFor(totpURI);
  return `${(Number(c[0]) + 5) % 10}${c.slice(1)}`;
};

/** A user with two-step verification on; returns the authenticator's URI. */
async function withTwoFactor(client: Client): Promise<string> {
  const { totpURI } = (await client.post('/api/auth/two-factor/enable', { password: PASSWORD })).json();
  const on = await client.post('/api/auth/two-factor/verify-totp', { code: codeFor(totpURI) });
  if (on.statusCode !== 200) throw new Error(`could not turn two-step on: ${on.body}`);
  return totpURI;
}

/** The password step from `ip`, leaving the client with a pending two-step challenge. */
async function passwordStep(client: Client, address: string) {
  const res = await client.post('/api/auth/sign-in/email', { email: address, password: PASSWORD });
  expect(res.json()).toEqual({ twoFactorRequired: true });
}

describeEachDatabase('two-step codes are throttled like sign-in', ({ get }) => {
  // 10 × 0.3: three codes per account and address per 15 minutes.
  const http = httpAppPerTest(get, { AUTH_RATE_LIMIT_SCALE: '0.3' });

  it('per account and address: fresh challenges buy no more guesses; another address still gets in', async () => {
    const address = email();
    const totpURI = await withTwoFactor(await signedInClient(http.app, http.dir, address));

    const guesser = new Client(http.app, '10.7.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // A new password step for the last guess: the limit follows the account, not the challenge.
      if (i === 0 || i === 3) await passwordStep(guesser, address);
      statuses.push(
        (await guesser.post('/api/auth/two-factor/verify-totp', { code: wrongCode(totpURI) })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right code waits now from that address.
    const right = await guesser.post('/api/auth/two-factor/verify-totp', { code: codeFor(totpURI) });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toMatch(/Too many attempts\. Please wait \d+ minutes/);

    const owner = new Client(http.app, '10.7.0.2');
    await passwordStep(owner, address);
    const ok = await owner.post('/api/auth/two-factor/verify-totp', { code: codeFor(totpURI) });
    expect(ok.statusCode).toBe(200);
    expect((await owner.session()).user?.email).toBe(address);
  });

  it('a made-up challenge cookie is refused like a missing one, never a server error', async () => {
    for (const value of ['2fa-%00abc.sig', '%E0%A4%A', '2fa-abc', `2fa-${'x'.repeat(5000)}.sig`]) {
      const res = await new Client(http.app).request(
        'POST',
        '/api/auth/two-factor/verify-totp',
        { code: '123456' },
        { cookie: `physiomate.two_factor=${value}` },
      );
      expect(res.statusCode).toBe(401);
    }
  });

  it('backup codes count against the same account limit', async () => {
    const address = email();
    await withTwoFactor(await signedInClient(http.app, http.dir, address));
    const guesser = new Client(http.app, '10.7.1.1');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      if (i === 0 || i === 3) await passwordStep(guesser, address);
      statuses.push(
        (await guesser.post('/api/auth/two-factor/verify-backup-code', { code: 'AAAAA-BBBBB' })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('wrong codes from many addresses slow the account down; a right code clears it', async () => {
    await http.restart({ AUTH_RATE_LIMIT_SCALE: '1' });
    const address = email();
    const totpURI = await withTwoFactor(await signedInClient(http.app, http.dir, address));
    const owner = new Client(http.app, '10.7.2.200');
    await passwordStep(owner, address);
    // Five addresses, one wrong code each: the fourth and fifth failures cost 100 and 200 ms.
    for (let i = 0; i < 5; i++) {
      const guesser = new Client(http.app, `10.7.2.${i}`);
      await passwordStep(guesser, address);
      expect(
        (await guesser.post('/api/auth/two-factor/verify-totp', { code: wrongCode(totpURI) })).statusCode,
      ).toBe(401);
    }
    const started = Date.now();
    const ok = await owner.post('/api/auth/two-factor/verify-totp', { code: codeFor(totpURI) });
    const waited = Date.now() - started;
    expect(ok.statusCode).toBe(200);
    expect(waited).toBeGreaterThanOrEqual(150);

    // Cleared: the next sign-in's code is not slowed.
    const later = new Client(http.app, '10.7.2.201');
    await passwordStep(later, address);
    const quick = Date.now();
    expect(
      (await later.post('/api/auth/two-factor/verify-totp', { code: codeFor(totpURI) })).statusCode,
    ).toBe(200);
    expect(Date.now() - quick).toBeLessThan(waited);
  });
});
