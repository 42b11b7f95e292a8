import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createTestApp } from './helpers/app.ts';
import { AUTH_SECRET, Client, ORIGIN, tempDataDir } from './helpers/auth.ts';
import { openTestDatabase } from './helpers/db.ts';
import { freePort, startServerProcess } from './helpers/process.ts';

const BODY = {
  symptoms:
    'My left knee aches when I walk down the stairs and after sitting for a long time at my desk each day.',
  painLocations: ['Left knee'],
};

/** A Redis of the test's own (nothing on disk) that it can stop and start again. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 50; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.on('connect', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (up) return child;
    await sleep(100);
  }
  throw new Error('redis-server did not start');
}

// Needs the redis-server program (CI has it: .ci/run installs it with TEST_REDIS_URL).
describe.skipIf(!process.env.TEST_REDIS_URL)('when Redis goes away', () => {
  let database: DatabaseHandle & { drop(): Promise<void> };
  const data = tempDataDir();
  let port = 0;
  let redis: ChildProcess | undefined;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    port = await freePort();
    redis = await startRedis(port);
  });
  afterAll(async () => {
    redis?.kill('SIGKILL');
    await database.drop();
    data.remove();
  });

  it('limited requests answer 503 with Retry-After while it is down, and work again once it is back', async () => {
    const app = await createTestApp(database, {
      DATA_DIR: data.dir,
      AUTH_SECRET,
      PUBLIC_URL: ORIGIN,
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    try {
      const client = new Client(app);
      expect((await client.post('/api/recommendations', BODY)).statusCode).toBe(200);

      redis?.kill('SIGKILL');
      await sleep(300);
      const down = await client.post('/api/recommendations', BODY);
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('5');
      expect(down.json().error.code).toBe('unavailable');
      // Routes that count nothing still answer.
      expect((await client.get('/api/health')).statusCode).toBe(200);

      redis = await startRedis(port);
      let back = 0;
      const started = Date.now();
      while (Date.now() - started < 10_000) {
        back = (await client.post('/api/recommendations', BODY)).statusCode;
        if (back === 200) break;
        await sleep(100);
      }
      console.info(`Redis back: requests succeed again after ${Date.now() - started} ms`);
      expect(back).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('a server whose REDIS_URL answers nothing refuses to start and says where it looked', async () => {
    const nowhere = await freePort();
    const server = startServerProcess({
      DATA_DIR: data.dir,
      PORT: String(await freePort()),
      REDIS_URL: `redis://:secret@127.0.0.1:${nowhere}`,
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `PhysioMate failed to start: cannot reach Redis at 127.0.0.1:${nowhere}`,
    );
    expect(server.output()).not.toContain('secret');
  }, 60_000);
});
