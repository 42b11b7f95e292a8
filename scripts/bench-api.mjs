#!/usr/bin/env node
// `npm run bench:api`: autocannon against the real server on PostgreSQL. Prints requests per
// second and p50/p99 latency for an anonymous POST /api/recommendations and a signed-in save.
// Figures only; it never fails on them. Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test); it creates and drops its own database.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const dbName = `pm_bench_${process.pid}`;
const port = 4330;
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `pm-bench-${process.pid}`);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const body = JSON.stringify({
  assessmentId: null,
  symptoms:
    'My right knee has ached for three weeks since I started running again. It hurts around the kneecap going down stairs and after sitting through a long film. No swelling, it has never locked or given way.',
  painLocations: ['Right knee'],
  bodyDiagramImage: null,
});

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${origin}${opts.path}`, connections: CONNECTIONS, duration: DURATION, ...opts },
      (err, r) => {
        if (err) return reject(err);
        const ok = r.requests.total - r.non2xx - r.errors;
        console.info(
          `${title.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   (${ok} ok, ${r.non2xx} non-2xx, ${r.errors} errors)`,
        );
        resolve(r);
      },
    );
  });
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${origin}/api/ready`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready');
}

async function signedInCookie(n) {
  const email = `bench-${n}-${Date.now()}@physiomate.app`;
  const password = 'bench-password-123';
  const headers = { 'content-type': 'application/json', origin };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: email }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  const newest = readdirSync(outbox).sort().at(-1);
  const link = readFileSync(path.join(outbox, newest), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]*/)?.[0];
  if (!link) throw new Error('no confirmation link in the outbox');
  await fetch(link.replace(/^https?:\/\/[^/]+/, origin), { redirect: 'manual' });
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, email };
}

await admin(`drop database if exists ${dbName} with (force)`);
await admin(`create database ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl.toString(),
    LOG_LEVEL: 'warn',
    RECOMMENDATIONS_PER_MINUTE: '100000000',
    ASSESSMENT_SAVES_PER_MINUTE: '100000000',
    AUTH_RATE_LIMIT_SCALE: '1000',
  },
});

try {
  await waitForServer();
  console.info(
    `PhysioMate API on PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s each (after a 3 s warm-up)`,
  );
  const anon = {
    path: '/api/recommendations',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body,
  };
  await run('warm-up', { ...anon, duration: 3 });
  await run('POST /api/recommendations (anonymous)', anon);

  try {
    const users = [];
    for (let n = 0; n < CONNECTIONS; n++) {
      const user = await signedInCookie(n);
      // Master has no cap, so every save is stored.
      const setTier = spawn('npm', ['run', 'admin', '--', 'set-tier', user.email, 'master'], {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() },
      });
      const code = await new Promise((r) => setTier.on('exit', r));
      if (code !== 0) throw new Error('set-tier failed');
      users.push(user);
    }
    const save = { path: '/api/assessments', method: 'POST', body };
    const headersFor = (cookie) => ({ 'content-type': 'application/json', origin, cookie });
    // Saves by one account queue on that account's lock (the tier rule is atomic): the worst case.
    await run('POST /api/assessments (one account)', { ...save, headers: headersFor(users[0].cookie) });
    // The common case: many people saving at once, one account per connection.
    let next = 0;
    await run(`POST /api/assessments (${users.length} accounts)`, {
      ...save,
      headers: headersFor(users[0].cookie),
      setupClient: (client) => {
        client.setHeaders(headersFor(users[next++ % users.length].cookie));
      },
    });
  } catch (err) {
    console.info(`signed-in save: skipped (${err.message})`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  await admin(`drop database if exists ${dbName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
