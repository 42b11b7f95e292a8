#!/usr/bin/env node
import { spawn, spawnSync } from 'node:child_process';
// `npm start`: build what is missing or older than its sources (the web app with Vite, the server
// with esbuild into apps/server/dist), then run the compiled server with plain `node`. It migrates
// the database on start and serves the app and the API.
//
// Processes: on PGlite (no DATABASE_URL) one server process, a child of this one; the embedded
// database belongs to one process. On PostgreSQL, one worker per core (node:cluster, sharing the port), or WEB_CONCURRENCY
// workers. The first worker migrates the database before the others start. Without REDIS_URL each
// worker keeps its own rate-limit counters and sign-in delays (so a limit is per process); with it
// they share them. Background jobs (rehab reminders, sweeps) take a database lock, so they run once.
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'e2e', 'test'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Runs `command` when `output` is missing or older than any of `sources`. */
function buildIfStale(what, output, sources, command, env = process.env) {
  const existing = sources.map((p) => path.join(root, p)).filter(existsSync);
  const stale =
    !existsSync(output) ||
    Math.max(...existing.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs))) >
      statSync(output).mtimeMs;
  if (!stale) return;
  console.info(`Building ${what}…`);
  const result = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const serverEntry = path.join(root, 'apps/server/dist/main.js');

buildIfStale(
  'the web app',
  path.join(root, 'apps/web/dist/index.html'),
  ['apps/web', 'packages/shared/src'],
  ['npm', 'run', 'build'],
  // What is served is a production build whatever NODE_ENV the shell has: Vite follows NODE_ENV, and
  // 'test' or 'development' there gave React's development build (141 KB of JavaScript on '/').
  { ...process.env, NODE_ENV: 'production' },
);
buildIfStale(
  'the server',
  serverEntry,
  [
    'apps/server/src',
    'apps/server/scripts/build.mjs',
    'apps/server/package.json',
    'packages/engine/src',
    'packages/engine/package.json',
    'packages/shared/src',
    'packages/shared/package.json',
  ],
  [process.execPath, 'apps/server/scripts/build.mjs', '--quiet'],
);
// `node scripts/start.mjs --build-only`: build what is stale and stop (tests that time the start).
if (process.argv[2] === '--build-only') process.exit(0);

const postgres = Boolean(process.env.DATABASE_URL?.trim());
const requested = Number.parseInt(process.env.WEB_CONCURRENCY ?? '', 10);
let workers =
  Number.isInteger(requested) && requested > 0 ? requested : postgres ? os.availableParallelism() : 1;
if (!postgres && workers > 1) {
  console.warn('WEB_CONCURRENCY is ignored on PGlite: the embedded database belongs to one process.');
  workers = 1;
}
if (workers > 1 && !process.env.REDIS_URL?.trim()) {
  console.warn(
    `PhysioMate: ${workers} workers without REDIS_URL: each keeps its own rate limits and sign-in delays.`,
  );
}

// Memory of each server process (issue 17; `npm run bench:api` prints it per process). Without
// these, one server process held about 330 MB resident on PostgreSQL while its live heap was under
// 80 MB:
// - V8 sizes the young generation from the machine's memory: up to 64 MB per semi-space here, and
//   two of them stay committed once a burst of allocation (the start, a load) has grown them: 128 MB.
//   8 MB semi-spaces keep it at 16 MB; short-lived request garbage still dies young at this size.
// - glibc gives each thread that allocates (V8's compiler and GC helpers, libuv's pool) an arena of
//   its own, and keeps what they grew to: about 10 MB each, 40 MB after a load. Two arenas suffice.
// - Inside those arenas, V8's compilers (Maglev, TurboFan) take their working memory in 32 KB blocks
//   (zone segments) and free them when a compilation ends; glibc keeps freed blocks it cannot hand
//   back (holes between live ones): malloc_stats showed 10-25 MB free but resident after start-up
//   and after a load. With MALLOC_MMAP_THRESHOLD_ at 32 KB each such block is a mapping of its own,
//   unmapped when freed: one process about 8 MB smaller after start-up and 15 MB after a load, its
//   CPU time per request unchanged within the noise of the bench. (Setting the threshold also stops
//   glibc raising it, and with it the trim threshold, after a large block is freed.)
// - Start-up, and a burst of load, leave about 50 MB of V8 heap pages holding nothing; with
//   --expose-gc the server gives them back with one memory-reducing collection before it listens and
//   another once it is quiet after a burst (apps/server/src/lib/memory.ts).
// Node's own flags and the environment win: a --max-semi-space-size given to `node` or in
// NODE_OPTIONS, or a MALLOC_ARENA_MAX or MALLOC_MMAP_THRESHOLD_ already set, is left as it is.
const givenFlags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
const serverFlags = [
  ...(givenFlags.some((f) => /^--max-semi-space-size\b/.test(f)) ? [] : ['--max-semi-space-size=8']),
  '--expose-gc',
  // Node's own flags pass on (as cluster.fork does), e.g. `node --cpu-prof scripts/start.mjs`.
  ...process.execArgv,
];
const serverEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768', ...process.env };

// The server drains open requests for up to 10 s (close-with-grace in main.ts); past that, it goes.
const DRAIN_MS = 10_000;
let stopping = false;
let exitCode = 0;

/** The live server processes (cluster workers, or the one child). */
const processes = () =>
  workers > 1 ? Object.values(cluster.workers ?? {}).map((w) => w.process) : single ? [single] : [];
let single = null;

if (workers === 1) {
  single = spawn(process.execPath, [...serverFlags, serverEntry, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: serverEnv,
  });
  single.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  cluster.setupPrimary({ exec: serverEntry, args: process.argv.slice(2), execArgv: serverFlags });
  const fork = () => {
    const worker = cluster.fork(serverEnv);
    let listened = false;
    worker.once('listening', () => {
      listened = true;
    });
    worker.on('exit', (code, signal) => {
      if (!stopping && !listened) {
        // It never started (a bad configuration, an unreachable database): its message says why.
        exitCode = code || 1;
        stop('SIGTERM');
      } else if (!stopping) {
        console.warn(`PhysioMate: worker ${worker.process.pid} ended (${signal ?? code}); starting another.`);
        fork();
        return;
      } else if (code) {
        exitCode = code;
      }
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
    });
    return worker;
  };
  // The first worker migrates; the rest start once it listens (their migration finds nothing to do).
  fork().once('listening', () => {
    for (let n = 1; n < workers; n++) fork();
  });
}

function stop(signal) {
  if (stopping) return;
  stopping = true;
  const running = processes();
  if (running.length === 0) process.exit(exitCode);
  for (const child of running) child.kill(signal);
  setTimeout(() => {
    for (const child of processes()) child.kill('SIGKILL');
  }, DRAIN_MS + 1_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// `npm start` execs this file (see package.json), so npm passes SIGINT and SIGTERM straight here. If
// npm goes without passing one on (killed outright, or an older script line that keeps a shell in
// between), this process is orphaned: treat that as a stop, or the server would run on unstoppable.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) stop('SIGTERM');
}, 250).unref();
