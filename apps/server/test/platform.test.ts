import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { decrypt, encrypt } from '../src/db/encryption.ts';
import { assessments, subscribers, users } from '../src/db/schema.ts';
import { createTestApp } from './helpers/app.ts';
import { describeEachDatabase } from './helpers/db.ts';

describe('configuration', () => {
  it('has working defaults for everything', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('localhost');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('LOG_LEVEL');
  });

  it('treats empty optional values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PUBLIC_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('encryption at rest', () => {
  it('round-trips and never stores plain text', () => {
    const stored = encrypt('sharp pain in my left knee');
    expect(stored).not.toContain('knee');
    expect(decrypt(stored)).toBe('sharp pain in my left knee');
    expect(encrypt('same')).not.toBe(encrypt('same'));
  });

  it('refuses a tampered value', () => {
    const stored = encrypt('secret');
    const tampered = `${stored.slice(0, -4)}AAAA`;
    expect(() => decrypt(tampered)).toThrow();
  });
});

describe('web app serving', () => {
  const dist = path.join(os.tmpdir(), `pm-dist-${process.pid}`);
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('serves hashed assets with long caching, the app for its routes, and the app with a 404 elsewhere', async () => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      path.join(dist, 'index.html.br'),
      brotliCompressSync('<!doctype html><div id="root"></div>'),
    );
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'prerendered', 'auth.html'), '<!doctype html><div id="root">sign in</div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
    const { openDatabase } = await import('../src/db/client.ts');
    const database = await openDatabase({ pgliteDir: 'memory://' });
    const app = await createTestApp(database, { WEB_DIST_DIR: dist });
    try {
      const asset = await app.inject('/assets/app-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      // Headers that only mean something on a page are left off a hashed asset; nosniff stays.
      expect(asset.headers['content-security-policy']).toBeUndefined();
      expect(asset.headers['x-frame-options']).toBeUndefined();
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      const brotli = await app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');

      for (const [route, status] of [
        ['/', 200],
        ['/results/123', 200],
        ['/auth?tab=signup', 200],
        ['/team', 404],
        ['/no/such/page', 404],
      ] as const) {
        const page = await app.inject(route);
        expect(page.statusCode, route).toBe(status);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.body).toContain('id="root"');
        expect(page.headers['content-security-policy'], route).toContain("script-src 'self'");
      }
      // A page pre-rendered on its own is sent for its path without a query, and has no address of its own.
      expect((await app.inject('/auth')).body).toContain('sign in');
      expect((await app.inject('/auth?tab=signup')).body).not.toContain('sign in');
      expect((await app.inject('/Auth')).body).not.toContain('sign in');
      const direct = await app.inject('/prerendered/auth.html');
      expect(direct.statusCode).toBe(404);
      expect(direct.body).not.toContain('sign in');
      // Pages are sent compressed when the build wrote a compressed twin.
      const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
      expect(home.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(home.rawPayload).toString()).toContain('id="root"');

      const missingAsset = await app.inject('/assets/gone-000.js');
      expect(missingAsset.statusCode).toBe(404);

      const api = await app.inject('/api/does-not-exist');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });

      const csp = api.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    } finally {
      await app.close();
      await database.close();
    }
    expect(existsSync(dist)).toBe(true);
  });
});

describeEachDatabase('platform', ({ get }) => {
  it('answers health and readiness', async () => {
    const app = await createTestApp(get());
    try {
      const health = await app.inject('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok' });
      expect(health.headers['cache-control']).toBe('no-store');
      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: get().kind });
    } finally {
      await app.close();
    }
  });

  it('answers 503 on readiness when the database is gone, and 500s leak no stack', async () => {
    const handle = get();
    const broken = { ...handle, ping: () => Promise.reject(new Error('connection refused at 10.0.0.1')) };
    const down = await createTestApp(broken);
    try {
      const ready = await down.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json().error.code).toBe('unavailable');
      expect(JSON.stringify(ready.json())).not.toContain('10.0.0.1');
    } finally {
      await down.close();
    }
    // With the database up, a failure of our own is a 500 (a database that is down answers 503).
    const app = await createTestApp(handle, {}, (a) =>
      a.get('/api/boom', async () => {
        throw new Error('secret internal detail');
      }),
    );
    try {
      const boom = await app.inject('/api/boom');
      expect(boom.statusCode).toBe(500);
      expect(boom.body).not.toContain('secret internal detail');
      expect(boom.body).not.toContain('at ');
      expect(boom.json()).toEqual({ error: { code: 'internal', message: expect.any(String) } });
    } finally {
      await app.close();
    }
  });

  it('rejects malformed JSON with the one error shape', async () => {
    const app = await createTestApp(get(), {}, (a) => a.post('/api/echo', async (req) => req.body));
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"broken":',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
      expect(res.json().error.message).toMatch(/JSON/);
    } finally {
      await app.close();
    }
  });

  it('cascades a user deletion to everything the user owns and encrypts symptoms', async () => {
    const { db } = get();
    await db.insert(users).values({ id: 'u1', name: 'A', email: 'a@physiomate.app' });
    await db.insert(subscribers).values({ userId: 'u1', email: 'a@physiomate.app' });
    await db.insert(assessments).values({ userId: 'u1', symptoms: 'my knee hurts when I climb stairs' });
    const raw = await db.execute(sql`select symptoms from assessments`);
    const rows = (raw as unknown as { rows: { symptoms: string }[] }).rows;
    expect(rows[0]?.symptoms).not.toContain('knee');
    const [row] = await db.select().from(assessments).where(eq(assessments.userId, 'u1'));
    expect(row?.symptoms).toBe('my knee hurts when I climb stairs');
    // No placeholder columns: nothing ever asked the person's age or gender (migration 0010).
    const columns = await db.execute(
      sql`select column_name from information_schema.columns where table_name = 'assessments'`,
    );
    const names = (columns as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name);
    expect(names).toContain('symptoms');
    expect(names).not.toContain('age');
    expect(names).not.toContain('gender');

    await db.delete(users).where(eq(users.id, 'u1'));
    expect(await db.select().from(assessments)).toHaveLength(0);
    expect(await db.select().from(subscribers)).toHaveLength(0);
  });

  it('refuses an unknown subscription tier', async () => {
    const { db } = get();
    await db.insert(users).values({ id: 'u2', name: 'B', email: 'b@physiomate.app' });
    await expect(
      db
        .insert(subscribers)
        .values({ userId: 'u2', email: 'b@physiomate.app', subscriptionTier: 'gold' as 'pro' }),
    ).rejects.toThrow();
  });
});

describeEachDatabase('behind a reverse proxy', ({ get }) => {
  it('limits per client address only when told to trust the proxy', async () => {
    const body = {
      assessmentId: null,
      symptoms:
        'My right knee has ached for three weeks since I started running again, worse on stairs and after sitting.',
      painLocations: ['Right knee'],
    };
    const send = (app: Awaited<ReturnType<typeof createTestApp>>, client: string) =>
      app.inject({
        method: 'POST',
        url: '/api/recommendations',
        remoteAddress: '10.1.1.1',
        headers: { 'x-forwarded-for': client },
        payload: body,
      });
    const trusting = await createTestApp(get(), { TRUST_PROXY_HOPS: '1', RECOMMENDATIONS_PER_MINUTE: '1' });
    try {
      expect((await send(trusting, '203.0.113.1')).statusCode).toBe(200);
      expect((await send(trusting, '203.0.113.2')).statusCode).toBe(200);
      expect((await send(trusting, '203.0.113.1')).statusCode).toBe(429);
    } finally {
      await trusting.close();
    }
    const plain = await createTestApp(get(), { RECOMMENDATIONS_PER_MINUTE: '1' });
    try {
      expect((await send(plain, '203.0.113.1')).statusCode).toBe(200);
      // Without trust, a forged header cannot buy a fresh allowance.
      expect((await send(plain, '203.0.113.9')).statusCode).toBe(429);
    } finally {
      await plain.close();
    }
  });
});
