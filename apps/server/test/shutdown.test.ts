import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { sendToRunningServer } from '../src/admin/socket.ts';
import { lastLinkTo, tempDataDir } from './helpers/auth.ts';
import { KNEE_SAVE } from './helpers/factories.ts';
import { type ServerProcess, startServerProcess } from './helpers/process.ts';

const dirs: Array<{ remove(): void }> = [];
afterAll(() => {
  for (const d of dirs) d.remove();
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const BODY = KNEE_SAVE;

/**
 * Saves under load from 4 clients, the signal after 1.5 s, then a restart on the same data folder:
 * every save that was acknowledged (201) must be there.
 */
async function savesAcrossRestart(signal: 'SIGTERM' | 'SIGKILL', dataDir: string, email: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, PORT: String(port), ASSESSMENT_SAVES_PER_MINUTE: '100000' };
  let server: ServerProcess = startServerProcess(env);
  await server.waitFor(/PhysioMate is running/, 90_000);

  // A confirmed, signed-in master user (no cap on saves).
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'correct horse' }),
  });
  expect(signUp.status).toBe(200);
  let link = '';
  for (let i = 0; i < 50 && !link; i++) {
    try {
      link = lastLinkTo(dataDir, email);
    } catch {
      await sleep(100);
    }
  }
  // The link confirms (and signs no one in); the password does.
  expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);
  const signedIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'correct horse' }),
  });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toContain('session_token=');
  expect((await sendToRunningServer(dataDir, ['set-tier', email, 'master']))?.code).toBe(0);

  const headers = { 'content-type': 'application/json', origin, cookie };
  const acknowledged: string[] = [];
  const outcomes = new Map<string, number>();
  let sigtermAt = 0;
  let drained = 0;
  let stop = false;
  const note = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
  const worker = async () => {
    while (!stop) {
      const started = Date.now();
      try {
        const res = await fetch(`${origin}/api/assessments`, {
          method: 'POST',
          headers,
          body: JSON.stringify(BODY),
        });
        const text = await res.text();
        // A 503 must tell the caller to retry, in the one error shape.
        const retry = res.headers.get('retry-after') === '5' && text.includes('"code":"unavailable"');
        note(res.status === 503 && !retry ? '503 without Retry-After' : String(res.status));
        if (res.status === 201) {
          acknowledged.push(JSON.parse(text).assessment.id);
          if (sigtermAt && started < sigtermAt) drained++;
        }
      } catch {
        note('refused'); // not accepted: the caller knows it was not saved
        await sleep(20);
      }
    }
  };
  const load = Promise.all(Array.from({ length: 4 }, worker));
  await sleep(1_500);
  sigtermAt = Date.now();
  server.child.kill(signal);
  const code = await server.exited;
  const shutdownMs = Date.now() - sigtermAt;
  stop = true;
  await load;

  server = startServerProcess(env);
  try {
    await server.waitFor(/PhysioMate is running/, 90_000);
    const list = await fetch(`${origin}/api/assessments`, { headers: { cookie } });
    expect(list.status).toBe(200);
    const stored = new Set(
      ((await list.json()) as { assessments: { id: string }[] }).assessments.map((a) => a.id),
    );
    const missing = acknowledged.filter((id) => !stored.has(id));
    return { code, shutdownMs, outcomes, drained, acknowledged, missing };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

describe('restarts lose no acknowledged save', () => {
  it('SIGTERM stops accepting, lets requests in flight finish, closes the database and exits 0', async () => {
    const data = tempDataDir();
    dirs.push(data);
    const r = await savesAcrossRestart('SIGTERM', data.dir, 'restart.person@physiomate.app');
    console.info(
      `graceful shutdown: exit ${r.code} after ${r.shutdownMs} ms; outcomes ${JSON.stringify(Object.fromEntries(r.outcomes))}; ${r.drained} in flight at SIGTERM finished; ${r.acknowledged.length} acknowledged, ${r.missing.length} missing after restart`,
    );
    expect(r.code).toBe(0);
    expect(r.missing).toEqual([]);
    expect(r.acknowledged.length).toBeGreaterThan(0);
    expect([...r.outcomes.keys()].filter((k) => !['201', '503', 'refused'].includes(k))).toEqual([]);
    expect(r.shutdownMs).toBeLessThan(10_000);
  }, 300_000);

  it('kill -9 during saves on the embedded database: it starts again and every acknowledged save is there', async () => {
    const data = tempDataDir();
    dirs.push(data);
    const r = await savesAcrossRestart('SIGKILL', data.dir, 'killed.person@physiomate.app');
    console.info(
      `kill -9 on PGlite: outcomes ${JSON.stringify(Object.fromEntries(r.outcomes))}; ${r.acknowledged.length} acknowledged, ${r.missing.length} missing after restart`,
    );
    expect(r.code).toBe('SIGKILL');
    expect(r.missing).toEqual([]);
    expect(r.acknowledged.length).toBeGreaterThan(0);
    expect([...r.outcomes.keys()].filter((k) => !['201', 'refused'].includes(k))).toEqual([]);
  }, 300_000);
});
