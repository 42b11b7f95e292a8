import { randomUUID } from 'node:crypto';
import { isoDay, REHAB_MESSAGES } from '@physiomate/shared';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from '../src/auth/auth.ts';
import { cookieValue, signedToken } from '../src/lib/session.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { type Client, signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

const KNEE =
  'I am 34 and have had pain at the front of my right knee around the kneecap for 3 weeks since I increased my running. It hurts going down stairs and after sitting for a long time in the cinema. No swelling, no locking, no giving way.';
const quiet = { log: () => {}, error: () => {}, info: () => {} };

/**
 * The session check of the busiest routes (lib/session.ts: My Rehab's session log, the chat) decides
 * the common case itself and leaves every other case to the auth library: the answers must be the
 * library's in every case.
 */
describeEachDatabase('Session check of the busiest routes', ({ get }) => {
  const http = httpAppPerTest(get, { CHAT_STREAM_DELAY_MS: '0' });
  afterEach(() => vi.restoreAllMocks());

  /** A log of an exercise id that is nobody's: 400 when signed in, 401 when not. */
  const log = (client: Client) =>
    client.post('/api/rehab/logs', { rehabExerciseId: randomUUID(), date: isoDay(new Date()) });
  const sessionCookie = (client: Client) =>
    [...client.cookies].find(([name]) => name.endsWith('session_token')) as [string, string];
  const expiresAt = async (client: Client) => {
    const token = decodeURIComponent(sessionCookie(client)[1]).split('.')[0];
    const result = await get().db.execute(sql`select expires_at from session where token = ${token}`);
    return new Date((result as unknown as { rows: { expires_at: string | Date }[] }).rows[0]!.expires_at);
  };
  const setExpiry = (client: Client, at: Date) => {
    const token = decodeURIComponent(sessionCookie(client)[1]).split('.')[0];
    return get().db.execute(sql`update session set expires_at = ${at.toISOString()} where token = ${token}`);
  };

  it('a valid session that is not due for refresh: decided with one query, no library call', async () => {
    const client = await signedInClient(http.app, http.dir, 'quick@session.app');
    const library = vi.spyOn(http.app.auth.api, 'getSession');
    const res = await log(client);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(REHAB_MESSAGES.notFound);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(library).not.toHaveBeenCalled();
  });

  it('a tampered, unsigned or foreign cookie goes to the library, which refuses it', async () => {
    const client = await signedInClient(http.app, http.dir, 'tamper@session.app');
    const [name, value] = sessionCookie(client);
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const library = vi.spyOn(http.app.auth.api, 'getSession');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const bad of [`${token}.${flipped}`, token, `${randomUUID()}.${signature}`, '']) {
      client.cookies.set(name, encodeURIComponent(bad));
      expect((await log(client)).statusCode).toBe(401);
    }
    expect(library).toHaveBeenCalledTimes(4);
  });

  it('a signed-out session is refused at once', async () => {
    const client = await signedInClient(http.app, http.dir, 'out@session.app');
    const [name, value] = sessionCookie(client);
    expect((await client.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    client.cookies.set(name, value);
    expect((await log(client)).statusCode).toBe(401);
  });

  it('an expired session is refused and its cookie cleared, by the library', async () => {
    const client = await signedInClient(http.app, http.dir, 'expired@session.app');
    await setExpiry(client, new Date(Date.now() - 60_000));
    const res = await log(client);
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=;/);
  });

  it('a session due for its daily refresh is refreshed by the library, the cookie re-set', async () => {
    const client = await signedInClient(http.app, http.dir, 'due@session.app');
    const lastUse = Date.now() - SESSION_UPDATE_AGE_S * 1000 - 60_000;
    await setExpiry(client, new Date(lastUse + SESSION_EXPIRES_IN_S * 1000));
    const library = vi.spyOn(http.app.auth.api, 'getSession');
    const res = await log(client);
    expect(res.statusCode).toBe(400);
    expect(library).toHaveBeenCalledTimes(1);
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=[^;]+;/);
    expect((await expiresAt(client)).getTime()).toBeGreaterThan(
      Date.now() + (SESSION_EXPIRES_IN_S - 60) * 1000,
    );
  });

  it('the chat reads the session with the tier and the assessment; the library decides the rest', async () => {
    const client = await signedInClient(http.app, http.dir, 'chat@session.app');
    const save = await client.post('/api/assessments', {
      assessmentId: null,
      symptoms: KNEE,
      painLocations: ['Right knee'],
    });
    expect(save.statusCode).toBe(201);
    const id = save.json().assessment.id as string;
    await runAdmin(['set-tier', 'chat@session.app', 'pro'], get().db, quiet);
    const chat = () =>
      client.post('/api/assessment-chat', {
        assessmentId: id,
        messages: [{ role: 'user', content: 'what equipment do I need?' }],
      });
    const library = vi.spyOn(http.app.auth.api, 'getSession');
    expect((await chat()).statusCode).toBe(200);
    expect(library).not.toHaveBeenCalled();

    const lastUse = Date.now() - SESSION_UPDATE_AGE_S * 1000 - 60_000;
    await setExpiry(client, new Date(lastUse + SESSION_EXPIRES_IN_S * 1000));
    const refreshed = await chat();
    expect(refreshed.statusCode).toBe(200);
    expect(String(refreshed.headers['set-cookie'])).toMatch(/session_token=[^;]+;/);
    expect(library).toHaveBeenCalledTimes(1);

    await setExpiry(client, new Date(Date.now() - 60_000));
    expect((await chat()).statusCode).toBe(403);
    expect(library).toHaveBeenCalledTimes(2);
  });

  it("each cookie is its own user's", async () => {
    const a = await signedInClient(http.app, http.dir, 'a@session.app');
    const b = await signedInClient(http.app, http.dir, 'b@session.app');
    expect((await a.session()).user?.email).toBe('a@session.app');
    expect((await b.session()).user?.email).toBe('b@session.app');
    expect((await log(a)).statusCode).toBe(400);
    expect((await log(b)).statusCode).toBe(400);
  });
});

describe('session cookie reading', () => {
  it('reads the first cookie of the name, unquoted and decoded, as the library does', () => {
    expect(cookieValue('a=1; physiomate.session_token=x%2By.z; b=2', 'physiomate.session_token')).toBe(
      'x+y.z',
    );
    expect(cookieValue('s="q%3D"; s=2', 's')).toBe('q=');
    expect(cookieValue('other=1', 's')).toBeUndefined();
    expect(cookieValue(undefined, 's')).toBeUndefined();
  });

  it('accepts only the exact signature of the token', () => {
    expect(signedToken('token.', 'secret')).toBeNull();
    expect(signedToken('.sig', 'secret')).toBeNull();
    expect(signedToken('token.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', 'secret')).toBeNull();
  });
});
