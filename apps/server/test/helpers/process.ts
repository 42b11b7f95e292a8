import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  /** Resolves when the output matches, rejects when the process exits first or after `ms`. */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
};

/**
 * The real server (`src/main.ts`) in a process of its own, with the given environment, started the
 * way `npm start` starts it (one Node process with the tsx loader, so signals reach it directly).
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const l of listeners) l();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve(code ?? signal ?? -1);
      for (const l of listeners) l();
    });
  });
  let done = false;
  void exited.then(() => {
    done = true;
  });
  return {
    child,
    output: () => output,
    exited,
    waitFor: (pattern, ms = 45_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (pattern.test(output)) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve();
          } else if (done) {
            listeners.delete(check);
            clearTimeout(timer);
            reject(new Error(`the server exited before ${pattern}:\n${output}`));
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no ${pattern} within ${ms} ms:\n${output}`));
        }, ms);
        listeners.add(check);
        check();
      }),
  };
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
