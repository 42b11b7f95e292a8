import { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirError, prepareDataDir } from '../src/lib/data-dir.ts';
import { tempDataDir } from './helpers/auth.ts';
import { startServerProcess } from './helpers/process.ts';
import { startFaultProxy } from './helpers/proxy.ts';

const dirs: Array<{ remove(): void }> = [];
const newDir = () => {
  const d = tempDataDir();
  dirs.push(d);
  return d.dir;
};
afterAll(() => {
  for (const d of dirs) d.remove();
});

const mode = (file: string) => statSync(file).mode & 0o777;

/** Every file and folder under `dir` whose mode lets group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.mode & 0o077) found.push(`${path.relative(dir, file)} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) found.push(...openToOthers(file).map((f) => `${name}/${f}`));
  }
  return found;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('DATA_DIR is private to the account that runs the server', () => {
  it('is created 0700, and files an earlier version left open are made owner-only', () => {
    const root = newDir();
    const fresh = path.join(root, 'fresh', 'data');
    prepareDataDir(fresh);
    expect(mode(fresh)).toBe(0o700);

    const old = path.join(root, 'old');
    mkdirSync(path.join(old, 'pglite', 'base'), { recursive: true });
    writeFileSync(path.join(old, 'pglite', 'base', '1234'), 'rows');
    chmodSync(path.join(old, 'pglite', 'base', '1234'), 0o644);
    chmodSync(path.join(old, 'pglite'), 0o755);
    chmodSync(old, 0o755);
    prepareDataDir(old);
    expect(mode(old)).toBe(0o700);
    expect(openToOthers(old)).toEqual([]);
  });

  it('refuses a folder that others can write, changing nothing in it', () => {
    const dir = newDir();
    chmodSync(dir, 0o777);
    expect(() => prepareDataDir(dir)).toThrow(DataDirError);
    expect(() => prepareDataDir(dir)).toThrow(/can be written by other users \(mode 0777\).*chmod 700/);
    expect(mode(dir)).toBe(0o777);
  });

  it('the real server refuses to start on it with that message and writes nothing there', async () => {
    const dir = newDir();
    chmodSync(dir, 0o777);
    const server = startServerProcess({ DATA_DIR: dir, PORT: '0' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PhysioMate failed to start: DATA_DIR .* can be written by other users/);
    expect(readdirSync(dir)).toEqual([]);
  }, 60_000);

  it('the real server on the embedded database leaves nothing in DATA_DIR that others can read, and stops cleanly on SIGTERM', async () => {
    const dir = path.join(newDir(), 'data');
    const server = startServerProcess({ DATA_DIR: dir, PORT: '0' });
    try {
      await server.waitFor(/PhysioMate is running/);
      expect(mode(dir)).toBe(0o700);
      expect(readdirSync(dir).sort()).toEqual(['admin.sock', 'pglite', 'secrets.json']);
      expect(openToOthers(dir)).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  }, 90_000);
});

describe('start-up failures say what and where', () => {
  it('an unreachable PostgreSQL: the cause and the host, not just the failed query', async () => {
    const port = await freePort();
    const server = startServerProcess({
      DATA_DIR: newDir(),
      PORT: '0',
      DATABASE_URL: `postgres://physiomate:secret-password@127.0.0.1:${port}/physiomate`,
    });
    expect(await server.exited).toBe(1);
    const out = server.output();
    expect(out).toContain(
      `PhysioMate failed to start: cannot use PostgreSQL at 127.0.0.1:${port}/physiomate:`,
    );
    expect(out).toContain('ECONNREFUSED');
    expect(out).not.toContain('secret-password');
  }, 90_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a database that does not exist: named as such',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = '/pm_no_such_database';
      const server = startServerProcess({ DATA_DIR: newDir(), PORT: '0', DATABASE_URL: url.toString() });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(
        /cannot use PostgreSQL at .*\/pm_no_such_database: database "pm_no_such_database" does not exist/,
      );
    },
    60_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a database that accepts and never answers: gives up after the 5 s connection timeout',
    async () => {
      const proxy = await startFaultProxy(process.env.TEST_DATABASE_URL ?? '');
      proxy.freeze();
      try {
        const server = startServerProcess({ DATA_DIR: newDir(), PORT: '0', DATABASE_URL: proxy.url });
        const started = Date.now();
        expect(await server.exited).toBe(1);
        const ms = Date.now() - started;
        console.info(`frozen database at start: gave up after ${ms} ms`);
        expect(server.output()).toMatch(/cannot use PostgreSQL at 127\.0\.0\.1:\d+\/\w+: .*timeout/i);
        // 5 s of connection timeout plus the start of a Node process (slow on a busy machine).
        expect(ms).toBeLessThan(40_000);
      } finally {
        await proxy.close();
      }
    },
    60_000,
  );
});
