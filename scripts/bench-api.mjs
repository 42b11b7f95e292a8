#!/usr/bin/env node
// `npm run bench:api`: autocannon against the real server (`npm start`, compiled). Prints, for each
// set-up, the start-up time (spawn to /api/ready answering), the memory of the server's processes
// after start-up, right after the load and 16 s later, and requests per second with p50/p99 latency, the
// server's CPU time per request (its processes; not the database's) and the machine's load average:
//   1. PGlite (one process): anonymous POST /api/recommendations;
//   2. PostgreSQL with one process (WEB_CONCURRENCY=1): the same;
//   3. PostgreSQL with one worker per core (the default there): the same, then a signed-in save and
//      My Rehab's session log ('Done today').
// Memory: each process's resident set (RSS) and proportional share (PSS, where pages shared between
// processes, above all Node's own code, count once), then the sum over every process of the set-up,
// which is the supervisor (scripts/start.mjs: the cluster primary, or the one server's parent) plus
// its server processes; the summary at the end repeats them side by side.
// Figures only; it never fails on them. Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/test); it creates and drops its own database.
// BENCH_ONLY=rehab measures only My Rehab's session log; BENCH_PGLITE=0 skips set-up 1.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  cpuTimeMs,
  describeMemory,
  loadAverage,
  residentMemory,
  setTier,
  signedInUser,
  startServer,
} from './lib/bench-server.mjs';
import { benchTools } from './lib/bench-tools.mjs';

const { autocannon } = await benchTools();

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const dbName = `pm_bench_${process.pid}`;
const port = 4330;
const dataDir = path.join(os.tmpdir(), `pm-bench-${process.pid}`);
const pgliteDir = path.join(os.tmpdir(), `pm-bench-pglite-${process.pid}`);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** BENCH_ONLY=rehab measures only My Rehab's session log (for work on that route). */
const ONLY = process.env.BENCH_ONLY ?? '';
const LIMITS = { RECOMMENDATIONS_PER_MINUTE: '100000000', ASSESSMENT_SAVES_PER_MINUTE: '100000000' };

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

/** Memory after start-up, right after the load and QUIET_MS later, per set-up, for the summary. */
const summary = [];
const QUIET_MS = 16_000;

/** The summary: per set-up, each server process's RSS and the sums, at the three moments above. */
function printSummary() {
  if (summary.length === 0) return;
  const mb = (n) => `${n.toFixed(0)}`.padStart(5);
  const servers = (m) =>
    m.processes
      .filter((p) => p.role.startsWith('server'))
      .map((p) => p.mb.toFixed(0))
      .join(' + ');
  console.info(
    `\n== Memory summary (MB). 'servers': the resident set (RSS) of each server process; 'sum': RSS summed over every process of the set-up, the supervisor (scripts/start.mjs, about 45-60 MB, most of it Node's own code shared with the servers) included; 'PSS': the same sum with pages shared between processes counted once. Load average ${loadAverage()}`,
  );
  const columns = (label) => `${label.padStart(21)}   sum   PSS`;
  console.info(
    `${'set-up'.padEnd(48)} |${columns('after start-up')} |${columns('right after the load')} |${columns(`${QUIET_MS / 1000} s after the load`)}`,
  );
  const cells = (m) => `${servers(m).padStart(21)} ${mb(m.totalMb)} ${mb(m.totalPssMb)}`;
  for (const { title, started, loaded, quiet } of summary) {
    console.info(`${title.slice(0, 48).padEnd(48)} |${cells(started)} |${cells(loaded)} |${cells(quiet)}`);
  }
}

let origin = '';
let serverPid = 0;
function run(title, opts) {
  const cpuBefore = cpuTimeMs(serverPid);
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${origin}${opts.path}`, connections: CONNECTIONS, duration: DURATION, ...opts },
      (err, r) => {
        if (err) return reject(err);
        const ok = r.requests.total - r.non2xx - r.errors;
        const cpu = (cpuTimeMs(serverPid) - cpuBefore) / Math.max(1, r.requests.total);
        console.info(
          `${title.padEnd(44)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   (${ok} ok, ${r.non2xx} non-2xx, ${r.errors} errors; server CPU ${cpu.toFixed(2)} ms/req, load ${loadAverage()})`,
        );
        resolve(r);
      },
    );
  });
}

const anonymous = () => ({
  path: '/api/recommendations',
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body,
});

/**
 * Memory once start-up is over: /api/ready answers as soon as the first worker listens, and the
 * others start after it. Read when the set of processes and each one's RSS (within 2 MB) have not
 * changed for two readings 500 ms apart (after at least 1 s, for the first timers), or after 30 s.
 */
async function settledMemory(pid) {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  await sleep(1000);
  let previous = residentMemory(pid);
  let steady = 0;
  for (let waited = 0; waited < 30_000 && steady < 2; waited += 500) {
    await sleep(500);
    const now = residentMemory(pid);
    const same =
      now.processes.length === previous.processes.length &&
      now.processes.every(
        (p, i) => p.pid === previous.processes[i]?.pid && Math.abs(p.mb - previous.processes[i].mb) < 2,
      );
    steady = same ? steady + 1 : 0;
    previous = now;
  }
  return previous;
}

/** Starts the server, prints start-up time and memory; `load` runs against it; memory again. */
async function setUp(title, { dir, env }, load) {
  console.info(`\n== ${title}`);
  const server = await startServer({ port, dataDir: dir, env: { ...LIMITS, ...env } });
  origin = server.origin;
  serverPid = server.pid;
  console.info(`start-up (spawn to /api/ready): ${server.startupMs} ms`);
  const started = await settledMemory(server.pid);
  console.info(`memory after start-up:\n${describeMemory(started)}`);
  try {
    await load();
    const loaded = residentMemory(server.pid);
    console.info(`memory right after the load:\n${describeMemory(loaded)}`);
    // A server quiet for 10 s after a burst gives back what the burst grew (apps/server/src/lib/memory.ts).
    await new Promise((r) => setTimeout(r, QUIET_MS));
    const quiet = residentMemory(server.pid);
    console.info(`memory ${QUIET_MS / 1000} s after the load (no requests since):\n${describeMemory(quiet)}`);
    summary.push({ title, started, loaded, quiet });
  } finally {
    await server.stop();
  }
}

await admin(`drop database if exists ${dbName} with (force)`);
await admin(`create database ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

console.info(
  `PhysioMate API, ${CONNECTIONS} connections, ${DURATION} s each (after a 3 s warm-up), ${os.cpus().length} cores, load average ${loadAverage()} (other work on the machine shifts latency and throughput; memory far less)`,
);
try {
  if (ONLY !== 'rehab' && process.env.BENCH_PGLITE !== '0') {
    // The first start creates the embedded database (initdb, the migrations): measured on its own,
    // then the set-up below is a restart on it, as a deployed server starts.
    const created = await startServer({ port, dataDir: pgliteDir, env: { ...LIMITS, DATABASE_URL: '' } });
    console.info(
      `\n== PGlite, first start (creates the database): ${created.startupMs} ms\nmemory after start-up:\n${describeMemory(residentMemory(created.pid))}`,
    );
    await created.stop();
    await setUp(
      'PGlite (one process), restarted',
      { dir: pgliteDir, env: { DATABASE_URL: '' } },
      async () => {
        await run('warm-up', { ...anonymous(), duration: 3 });
        await run('POST /api/recommendations (anonymous)', anonymous());
      },
    );
  }
  if (ONLY !== 'rehab') {
    await setUp(
      'PostgreSQL, one process (WEB_CONCURRENCY=1)',
      { dir: dataDir, env: { DATABASE_URL: dbUrl.toString(), WEB_CONCURRENCY: '1' } },
      async () => {
        await run('warm-up', { ...anonymous(), duration: 3 });
        await run('POST /api/recommendations (anonymous)', anonymous());
      },
    );
  }
  await setUp(
    `PostgreSQL, one worker per core (WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? 'unset'})`,
    { dir: dataDir, env: { DATABASE_URL: dbUrl.toString() } },
    signedInLoads,
  );
} finally {
  printSummary();
  await admin(`drop database if exists ${dbName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pgliteDir, { recursive: true, force: true });
}

async function signedInLoads() {
  await run('warm-up', { ...anonymous(), duration: 3 });
  if (ONLY !== 'rehab') await run('POST /api/recommendations (anonymous)', anonymous());

  try {
    const users = [];
    for (let n = 0; n < CONNECTIONS; n++) {
      const user = await signedInUser({ origin, dataDir, label: `bench-${n}` });
      // Master has no cap, so every save is stored.
      await setTier(user.email, 'master', { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() });
      users.push(user);
    }
    const save = { path: '/api/assessments', method: 'POST', body };
    const headersFor = (cookie) => ({ 'content-type': 'application/json', origin, cookie });
    if (ONLY === 'rehab') {
      // One saved assessment each, for the exercises to come from.
      for (const user of users) {
        const saved = await fetch(`${origin}/api/assessments`, {
          method: 'POST',
          headers: headersFor(user.cookie),
          body,
        });
        if (!saved.ok) throw new Error(`save failed: ${saved.status}`);
      }
    } else {
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
    }
    // My Rehab: 'Done today' from many accounts at once, one account per connection, each logging
    // one of its own exercises (added from the assessment it just saved).
    const rehab = [];
    for (const user of users) {
      const headers = headersFor(user.cookie);
      const list = await (await fetch(`${origin}/api/assessments`, { headers })).json();
      const added = await fetch(`${origin}/api/rehab/exercises`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ assessmentId: list.assessments[0].id }),
      });
      if (!added.ok) throw new Error(`add to My Rehab failed: ${added.status}`);
      rehab.push({ headers, exerciseId: (await added.json()).exercises[0].id });
    }
    const today = new Date().toISOString().slice(0, 10);
    const logRun = (title, extra) => {
      let i = 0;
      return run(title, {
        path: '/api/rehab/logs',
        method: 'POST',
        headers: rehab[0].headers,
        body: '{}',
        setupClient: (client) => {
          const { headers, exerciseId } = rehab[i++ % rehab.length];
          client.setHeaders(headers);
          client.setBody(JSON.stringify({ rehabExerciseId: exerciseId, date: today, ...extra }));
        },
      });
    };
    await logRun(`POST /api/rehab/logs (${rehab.length} accounts)`, { sets: 3, reps: 12, pain: 3 });
    // A note is encrypted and read by the engine's red-flag screen.
    await logRun(`POST /api/rehab/logs with a note (${rehab.length} acc.)`, {
      pain: 3,
      note: 'A bit stiff at the start, easier after the second set.',
    });
  } catch (err) {
    console.info(`signed-in save: skipped (${err.message})`);
  }
}
