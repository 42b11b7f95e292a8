// What the HTTP benchmarks share: the real server (scripts/start.mjs) in a throw-away data folder,
// signed-in users made the way a person is (sign up, the outbox's confirmation link, sign in), an
// operator's tier change, and percentiles.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** Starts the production server on 127.0.0.1:port; resolves once /api/ready answers. */
export async function startServer({ port, dataDir, env = {} }) {
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server process there (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, 'scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_SCALE: '1000',
      ...env,
    },
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
  };
  try {
    for (let i = 0; ; i++) {
      if (i >= 2400) throw new Error('server did not become ready');
      try {
        if ((await fetch(`${origin}/api/ready`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, stop, pid: child.pid, startupMs: Math.round(performance.now() - started) };
}

/**
 * Memory (MB) of a process and every process under it, each listed (Linux /proc): its resident set
 * (RSS: every page in RAM that it maps, shared ones included) and its proportional share (PSS: a
 * page shared by n processes counts 1/n in each, so Node's own code, mapped by every process, is
 * counted once in the sum). Each process is named by its role: the supervisor (scripts/start.mjs,
 * the cluster primary or the one server's parent) or a server (apps/server/dist/main.js).
 */
export function residentMemory(pid) {
  const processes = [];
  const visit = (id) => {
    let status;
    try {
      status = readFileSync(`/proc/${id}/status`, 'utf8');
    } catch {
      return;
    }
    const rssKb = Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
    let pssKb = Number.NaN;
    try {
      pssKb = Number(readFileSync(`/proc/${id}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+)/m)?.[1]);
    } catch {}
    const command = readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0');
    const role = command.some((a) => a.endsWith('scripts/start.mjs'))
      ? 'supervisor (scripts/start.mjs)'
      : command.some((a) => a.endsWith('dist/main.js'))
        ? 'server (apps/server/dist/main.js)'
        : path.basename(command[0] ?? '?');
    processes.push({ pid: id, role, mb: rssKb / 1024, pssMb: pssKb / 1024 });
    for (const task of readdirSync(`/proc/${id}/task`)) {
      const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
    }
  };
  visit(pid);
  return {
    totalMb: processes.reduce((sum, p) => sum + p.mb, 0),
    totalPssMb: processes.reduce((sum, p) => sum + p.pssMb, 0),
    processes,
  };
}

/**
 * CPU time (ms, user + system) used so far by a process and every process under it (Linux /proc).
 * The difference over a run, per request, is a figure that other load on a shared machine disturbs
 * far less than latency does.
 */
export function cpuTimeMs(pid) {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  let total = 0;
  const visit = (id) => {
    let stat;
    try {
      stat = readFileSync(`/proc/${id}/stat`, 'utf8');
    } catch {
      return;
    }
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11]) + Number(fields[12])) * tick;
    for (const task of readdirSync(`/proc/${id}/task`)) {
      const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
    }
  };
  visit(pid);
  return total;
}

/** The machine's load averages (1, 5, 15 min), to print with figures taken on a shared machine. */
export function loadAverage() {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

/** One line per process (RSS and PSS), then what the lines sum to, said in so many words. */
export function describeMemory({ totalMb, totalPssMb, processes }) {
  const mb = (n) => `${n.toFixed(0).padStart(4)} MB`;
  return [
    ...processes.map(
      (p) => `  ${p.role.padEnd(34)} pid ${String(p.pid).padEnd(8)} RSS ${mb(p.mb)}   PSS ${mb(p.pssMb)}`,
    ),
    `  ${`sum over the ${processes.length} processes above`.padEnd(47)} RSS ${mb(totalMb)}   PSS ${mb(totalPssMb)}`,
  ].join('\n');
}

/** A new confirmed account, signed in: its session cookie and email. */
export async function signedInUser({ origin, dataDir, label }) {
  const email = `${label}-${Date.now()}@physiomate.app`;
  const password = 'bench-password-123';
  const headers = { 'content-type': 'application/json', origin };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: email }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .filter((f) => readFileSync(path.join(outbox, f), 'utf8').includes(email))
    .sort()
    .at(-1);
  const link = mail
    ? readFileSync(path.join(outbox, mail), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
        .match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]*/)?.[0]
    : undefined;
  if (!link) throw new Error('no confirmation link in the outbox');
  // The link only confirms; the session comes from signing in.
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

/** The operator command: `npm run admin -- set-tier <email> <tier>` against the same database. */
export async function setTier(email, tier, env) {
  const child = spawn('npm', ['run', '--silent', 'admin', '--', 'set-tier', email, tier], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
  if ((await new Promise((r) => child.on('exit', r))) !== 0) throw new Error('set-tier failed');
}

/** The p-th percentile of a list of numbers. */
export function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}
