#!/usr/bin/env node
// `npm run test:e2e` after the build: the browser suite against the server on PGlite (the default a
// user meets), then, when TEST_DATABASE_URL names a PostgreSQL server (as in CI), the same suite
// against the server on PostgreSQL, in a database of its own (<name>_e2e) so the integration tests'
// database is left alone. Arguments pass through to `playwright test` (a spec file, --grep ...).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const port = Number(process.env.E2E_PORT ?? 4310);

function run(label, env) {
  console.info(`\nBrowser tests on ${label}`);
  const result = spawnSync('npx', ['playwright', 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

const pglite = run('PGlite', {});
let postgres = 0;
if (process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `${url.pathname}_e2e`;
  postgres = run('PostgreSQL', {
    E2E_DATABASE_URL: url.toString(),
    E2E_PORT: String(port + 10),
    E2E_DATA_DIR: process.env.E2E_DATA_DIR ? `${process.env.E2E_DATA_DIR}-pg` : './.data-test/e2e-pg',
  });
} else {
  console.info('\nTEST_DATABASE_URL is not set: the browser suite ran on PGlite only.');
}
process.exit(pglite || postgres);
