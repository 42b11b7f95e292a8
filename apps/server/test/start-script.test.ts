import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` as an operator runs it: a SIGINT or SIGTERM to the npm process stops the server too
 * (npm runs scripts under `sh -c`, which passes neither on by itself), within the 10 s drain.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

function processGroupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

// What is stale (the whole web app and server in a fresh clone) is built first, so that the start is
// timed alone: a cold build beside the other suites on two busy cores can take more than the 90 s.
// Vitest's NODE_ENV=test is inherited, as an operator's NODE_ENV would be: the build must still be a
// production one (a development React build is over the landing page's budget, and fails the build).
beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: ROOT,
    stdio: 'ignore',
    timeout: 290_000,
  });
  expect(build.status, 'npm start built what it needs').toBe(0);
}, 300_000);

/** The server processes (dist/main.js) in a process group, from /proc: their command lines and environments. */
function serverProcesses(pgid: number): { argv: string[]; env: Map<string, string> }[] {
  const found: { argv: string[]; env: Map<string, string> }[] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      // (the process group is the fifth field of stat, after the command name in parentheses)
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!argv.some((a) => a.endsWith(path.join('dist', 'main.js')))) continue;
      const env = new Map(
        readFileSync(`/proc/${pid}/environ`, 'utf8')
          .split('\0')
          .filter((e) => e.includes('='))
          .map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)] as [string, string]),
      );
      found.push({ argv, env });
    } catch {
      // the process ended while it was read
    }
  }
  return found;
}

describe('what npm start runs', () => {
  // V8 keeps each module's source for the life of the process, two bytes a character unless all of it is ASCII.
  it('writes the server bundle in ASCII only', () => {
    const bundle = readFileSync(path.join(ROOT, 'apps/server/dist/main.js'), 'utf8');
    expect(bundle.match(/[\u0080-\uffff]/g) ?? []).toEqual([]);
  });

  it.runIf(process.platform === 'linux')(
    "starts the server with the memory settings (scripts/start.mjs), and an operator's own setting wins",
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const dataDir = path.join(os.tmpdir(), `physiomate-start-env-${process.pid}-${port}`);
      const npm: ChildProcess = spawn('npm', ['start'], {
        cwd: ROOT,
        detached: true,
        stdio: 'ignore',
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          MALLOC_ARENA_MAX: '4',
        },
      });
      const pgid = npm.pid!;
      try {
        expect(await waitFor(() => answers(port), 90_000), 'the server came up').toBe(true);
        const servers = serverProcesses(pgid);
        expect(servers.length).toBeGreaterThan(0);
        for (const server of servers) {
          expect(server.argv).toContain('--max-semi-space-size=8');
          expect(server.env.get('MALLOC_MMAP_THRESHOLD_')).toBe('32768');
          expect(server.env.get('MALLOC_ARENA_MAX')).toBe('4');
        }
      } finally {
        if (processGroupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe.each(['SIGTERM', 'SIGINT'] as const)('npm start, then %s to npm', (signal) => {
  it('stops the server within the drain time', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const dataDir = path.join(os.tmpdir(), `physiomate-start-${process.pid}-${port}`);
    // Its own process group, as a terminal or a service manager would start it.
    const npm: ChildProcess = spawn('npm', ['start'], {
      cwd: ROOT,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    const pgid = npm.pid!;
    try {
      expect(await waitFor(() => answers(port), 90_000), 'the server came up').toBe(true);
      const sentAt = Date.now();
      npm.kill(signal);
      expect(await waitFor(async () => !(await answers(port)), 11_000), 'the server stopped answering').toBe(
        true,
      );
      expect(await waitFor(async () => !processGroupAlive(pgid), 12_000), 'no process left behind').toBe(
        true,
      );
      expect(Date.now() - sentAt).toBeLessThan(12_000);
    } finally {
      if (processGroupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
