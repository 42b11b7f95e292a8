import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createTestApp } from './helpers/app.ts';
import { openTestDatabase } from './helpers/db.ts';

describe('HTTP hardening', () => {
  let database: DatabaseHandle & { drop(): Promise<void> };
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('sends HSTS when the public address is https, and not on a plain-HTTP localhost', async () => {
    for (const [publicUrl, expected] of [
      ['https://physiomate.example', 'max-age=31536000'],
      ['http://localhost:3000', undefined],
    ] as const) {
      const app = await createTestApp(database, { PUBLIC_URL: publicUrl });
      try {
        const res = await app.inject('/api/health');
        expect(res.headers['strict-transport-security']).toBe(expected);
      } finally {
        await app.close();
      }
    }
  });

  it('closes a connection whose body never finishes arriving with 408 within the request timeout', async () => {
    const app = await createTestApp(database, { REQUEST_TIMEOUT_MS: '1000' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      const started = Date.now();
      let answer = '';
      const closed = new Promise<number>((resolve) => {
        socket.on('data', (chunk) => {
          answer += chunk.toString('utf8');
        });
        socket.on('close', () => resolve(Date.now() - started));
        socket.on('error', () => {});
      });
      socket.write(
        'POST /api/recommendations HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"symptoms": "my kn',
      );
      const ms = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(-1), 8_000))]);
      socket.destroy();
      console.info(`half-sent body: connection closed after ${ms} ms (timeout 1000 ms)`);
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThan(3_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });

  it('keeps an idle kept-alive connection open past 6 s (the Node default with its buffer), so a client reusing it is answered', async () => {
    const app = await createTestApp(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    try {
      let answer = '';
      let closed = false;
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      socket.on('close', () => {
        closed = true;
      });
      socket.on('error', () => {});
      const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';
      const answered = async (count: number) => {
        for (let waited = 0; waited < 5_000; waited += 20) {
          if ((answer.match(/HTTP\/1\.1 200 /g) ?? []).length >= count) return true;
          await new Promise((r) => setTimeout(r, 20));
        }
        return false;
      };
      socket.write(request);
      expect(await answered(1)).toBe(true);
      await new Promise((r) => setTimeout(r, 6_600));
      expect(closed).toBe(false);
      socket.write(request);
      expect(await answered(2)).toBe(true);
    } finally {
      socket.destroy();
      await app.close();
    }
  }, 15_000);
});
