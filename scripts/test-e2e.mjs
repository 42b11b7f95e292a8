#!/usr/bin/env node
// `npm run test:e2e` after the build: the browser suite against the server on PGlite (the default a
// user meets), then, when TEST_DATABASE_URL names a PostgreSQL server (as in CI), the data-bearing
// specs (POSTGRES_SPECS below) against the server on PostgreSQL, in a database of its own
// (<name>_e2e) so the integration tests' database is left alone. Arguments pass through to
// `playwright test` (a spec file, --grep ...) for both passes.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const port = Number(process.env.E2E_PORT ?? 4310);

function run(label, specs, env) {
  console.info(`\nBrowser tests on ${label}`);
  const result = spawnSync('npx', ['playwright', 'test', ...specs], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/**
 * On PostgreSQL, by default, the specs whose flows store and read back the user's data across
 * requests (saves, limits, deletions, chat, rehab logs, billing events, recovery): the pages and the
 * wizard run the same code on either database, and the whole suite twice would double CI's time.
 * Name spec files (or set E2E_POSTGRES_ALL=1) to run others there too.
 */
const POSTGRES_SPECS = [
  'apps/web/e2e/assessment-signed-in.spec.ts',
  'apps/web/e2e/my-assessments.spec.ts',
  'apps/web/e2e/my-rehab.spec.ts',
  'apps/web/e2e/chat.spec.ts',
  'apps/web/e2e/billing.spec.ts',
  'apps/web/e2e/account-recovery.spec.ts',
];

const pglite = run('PGlite', args, {});
let postgres = 0;
if (process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `${url.pathname}_e2e`;
  const specs = args.length > 0 || process.env.E2E_POSTGRES_ALL === '1' ? args : POSTGRES_SPECS;
  postgres = run('PostgreSQL', specs, {
    E2E_DATABASE_URL: url.toString(),
    E2E_PORT: String(port + 10),
    E2E_DATA_DIR: process.env.E2E_DATA_DIR ? `${process.env.E2E_DATA_DIR}-pg` : './.data-test/e2e-pg',
  });
} else {
  console.info('\nTEST_DATABASE_URL is not set: the browser suite ran on PGlite only.');
}
process.exit(pglite || postgres);
