import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';

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
