import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { setEncryptionKey } from '../../src/db/encryption.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

setEncryptionKey(randomBytes(32));

/**
 * Opens a freshly migrated database of the given kind. On PostgreSQL each suite gets a database of
 * its own, dropped afterwards, so suites can run in parallel without seeing each other.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await handle.migrate();
    return { ...handle, drop: () => handle.close() };
  }
  const scratch = await createScratchDatabase();
  const handle = await openDatabase({ url: scratch.url, poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** An empty PostgreSQL database of its own on the TEST_DATABASE_URL server, and how to drop it. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `pm_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const TABLES = [
  'billing_events',
  'billing_invoices',
  'billing_subscriptions',
  'billing_customers',
  'video_cache',
  'rehab_reminders',
  'rehab_flare_ups',
  'rehab_checkins',
  'rehab_logs',
  'user_rehab_exercises',
  'assessment_conversations',
  'assessment_results',
  'assessments',
  'subscribers',
  'verification',
  'account',
  'session',
  'user',
];

/** Empties every table, so each test starts from a clean schema. */
export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql.raw(`truncate table ${TABLES.map((t) => `"${t}"`).join(', ')} cascade`));
}

/**
 * Runs a suite once per database kind, each test on empty tables. `get()` returns the handle
 * for the current kind inside tests and hooks.
 */
export function describeEachDatabase(
  title: string,
  body: (ctx: { kind: DatabaseKind; get: () => DatabaseHandle }) => void,
): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      let handle: (DatabaseHandle & { drop(): Promise<void> }) | undefined;
      beforeAll(async () => {
        handle = await openTestDatabase(kind);
      });
      afterAll(async () => {
        await handle?.drop();
      });
      beforeEach(async () => {
        if (handle) await truncateAll(handle);
      });
      body({
        kind,
        get: () => {
          if (!handle) throw new Error('database not open yet');
          return handle;
        },
      });
    });
  }
}
