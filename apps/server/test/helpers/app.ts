import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { AUTH_SECRET, ORIGIN, tempDataDir } from './auth.ts';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.resolve(import.meta.dirname, '../../../../.data-test/server'),
    ...overrides,
  });
}

/** The real application, talking to the given database, used through `inject` (no port). */
export async function createTestApp(
  database: DatabaseHandle,
  overrides: Record<string, string> = {},
  /** Extra routes a test needs, added before the app is sealed. */
  extend?: (app: FastifyInstance) => void,
  logStream?: { write(line: string): void },
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database, logStream });
  extend?.(app);
  await app.ready();
  return app;
}

/**
 * For a suite over HTTP: a fresh app before each test on the suite's database, with its own data
 * folder (outbox, secrets), closed and removed after the suite. `http.app` is the current app.
 */
export function httpAppPerTest(get: () => DatabaseHandle, overrides: Record<string, string> = {}) {
  const data = tempDataDir();
  let current: FastifyInstance | undefined;
  const start = async (extra: Record<string, string> = {}) => {
    await current?.close();
    current = await createTestApp(get(), {
      DATA_DIR: data.dir,
      AUTH_SECRET,
      PUBLIC_URL: ORIGIN,
      ...overrides,
      ...extra,
    });
  };
  beforeEach(() => start());
  afterAll(async () => {
    await current?.close();
    data.remove();
  });
  return {
    dir: data.dir,
    /** Replaces the current app by one with other settings (for one test). */
    restart: (extra: Record<string, string>) => start(extra),
    get app(): FastifyInstance {
      if (!current) throw new Error('the app starts before each test');
      return current;
    },
  };
}
