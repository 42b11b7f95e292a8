import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath, sendToRunningServer, startAdminSocket } from '../src/admin/socket.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { subscribers, users } from '../src/db/schema.ts';

const silent = { warn() {} } as unknown as FastifyBaseLogger;

describe('operator channel to a running server (embedded database)', () => {
  let dir: string;
  let database: DatabaseHandle;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pm-admin-'));
    database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    stop = await startAdminSocket(database.db, dir, silent);
  });
  afterAll(async () => {
    await stop();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is a socket only its owner can use', () => {
    expect(statSync(adminSocketPath(dir)).mode & 0o777).toBe(0o600);
  });

  it('carries out set-tier and list-users for the CLI', async () => {
    const id = randomUUID();
    await database.db
      .insert(users)
      .values({ id, name: 'Op', email: 'op@physiomate.app', emailVerified: true });
    const set = await sendToRunningServer(dir, ['set-tier', 'op@physiomate.app', 'pro']);
    expect(set).toEqual({
      code: 0,
      lines: [{ stream: 'out', text: 'op@physiomate.app is now on the Pro plan.' }],
    });
    const [sub] = await database.db.select().from(subscribers).where(eq(subscribers.userId, id));
    expect(sub?.subscriptionTier).toBe('pro');
    const list = await sendToRunningServer(dir, ['list-users']);
    expect(list?.lines[0]?.text).toMatch(/^op@physiomate\.app\tPro\tconfirmed/);
  });

  it('reports usage errors with their exit code, and null when no server listens', async () => {
    const bad = await sendToRunningServer(dir, ['set-tier', 'op@physiomate.app', 'gold']);
    expect(bad?.code).toBe(2);
    expect(bad?.lines[0]?.stream).toBe('err');
    expect(await sendToRunningServer(path.join(dir, 'nowhere'), ['list-users'])).toBeNull();
  });
});
