import { chmodSync, existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { runAdmin } from './commands.ts';

/**
 * The operator channel. The embedded database (PGlite) allows one process at a time, so while the
 * server runs it owns the database and `npm run admin` hands its command to the server through a
 * Unix socket in DATA_DIR (mode 0600: only the account that runs the server can use it).
 */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

type Line = { stream: 'out' | 'err'; text: string };
type Answer = { code: number; lines: Line[] };

export async function startAdminSocket(
  db: Db,
  dataDir: string,
  log: FastifyBaseLogger,
  keysFromEnvironment = false,
): Promise<() => Promise<void>> {
  const file = adminSocketPath(dataDir);
  if (existsSync(file)) rmSync(file);
  const server = net.createServer((conn) => {
    let raw = '';
    conn.setEncoding('utf8');
    conn.on('data', async (chunk) => {
      raw += chunk;
      if (!raw.includes('\n')) return;
      const lines: Line[] = [];
      const out = {
        log: (text: string) => lines.push({ stream: 'out', text }),
        error: (text: string) => lines.push({ stream: 'err', text }),
      };
      let code = 1;
      try {
        const { args } = JSON.parse(raw.slice(0, raw.indexOf('\n'))) as { args: unknown };
        if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) throw new Error('bad request');
        code = await runAdmin(args, db, out, { dataDir, keysFromEnvironment });
      } catch (err) {
        out.error(`The admin command failed: ${(err as Error).message}`);
      }
      conn.end(`${JSON.stringify({ code, lines } satisfies Answer)}\n`);
    });
    conn.on('error', () => {});
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, resolve);
    });
    chmodSync(file, 0o600);
  } catch (err) {
    log.warn(
      { reason: (err as Error).message },
      'operator socket unavailable; stop the server to run admin commands',
    );
    return async () => {};
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

/** Sends a command to a running server; null when none is listening. */
export function sendToRunningServer(dataDir: string, args: string[]): Promise<Answer | null> {
  return new Promise((resolve) => {
    const file = adminSocketPath(dataDir);
    if (!existsSync(file)) return resolve(null);
    const conn = net.connect(file);
    let raw = '';
    conn.setEncoding('utf8');
    conn.on('connect', () => conn.write(`${JSON.stringify({ args })}\n`));
    conn.on('data', (chunk) => {
      raw += chunk;
    });
    conn.on('end', () => {
      try {
        resolve(JSON.parse(raw) as Answer);
      } catch {
        resolve(null);
      }
    });
    conn.on('error', () => resolve(null));
  });
}
