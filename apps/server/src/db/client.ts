import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { keepOwnerOnly, ownerOnly } from '../lib/data-dir.ts';
import { isDatabaseUnavailable } from './availability.ts';
import './query-errors.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the rest of the server sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the migrations, then `after` (data conversions) on the same connection, which has no
   * statement timeout: both may rewrite whole tables.
   */
  migrate(after?: (db: Db) => Promise<unknown>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseOptions =
  /** PostgreSQL through a connection pool. */
  | {
      url: string;
      poolSize?: number;
      /** Gives up connecting after this long (a database that accepts and never answers). */
      connectTimeoutMs?: number;
      /** Cancels a statement after this long, and fails a query whose answer never comes. */
      statementTimeoutMs?: number;
      /** Told about each lost connection (a fact for the log, never fatal). */
      onConnectionError?: (err: Error) => void;
    }
  /** Embedded PGlite persisted in a folder, or in memory with 'memory://'. */
  | { pgliteDir: string };

export const CONNECT_TIMEOUT_MS = 5_000;
export const STATEMENT_TIMEOUT_MS = 5_000;

/**
 * PostgreSQL through a pool that survives the database going away. Every client gets an 'error'
 * listener when it connects (pg-pool only listens on idle clients, and an unheard 'error' on a
 * checked-out client kills the process); queries fail within the timeouts instead of hanging; and
 * transactions always give their client back, dropping it when its connection broke, so an outage
 * cannot leak the pool. When the database returns, the next query opens a fresh connection.
 */
function openPostgres(options: Extract<DatabaseOptions, { url: string }>): DatabaseHandle {
  const statementTimeout = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    // Server side: a slow statement is cancelled. Client side: an answer that never comes (a frozen
    // database or network) fails the query too.
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout,
    keepAlive: true,
  });
  const report = (err: Error) => options.onConnectionError?.(err);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));

  const base = drizzlePg(pool, { schema });
  const db = base as unknown as Db;
  // Drizzle's own pool transaction leaks its client when BEGIN fails and returns a broken client
  // to the pool; this one runs Drizzle's transaction on a client we check out and always release.
  (base as { transaction: unknown }).transaction = async (
    run: (tx: Tx) => Promise<unknown>,
    config?: Parameters<Db['transaction']>[1],
  ) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await drizzlePg(client, { schema }).transaction(run as never, config);
    } catch (err) {
      if (isDatabaseUnavailable(err)) broken = err as Error;
      throw err;
    } finally {
      client.release(broken);
    }
  };
  return {
    db,
    kind: 'postgres',
    // Migrations may rewrite whole tables: their own connection, without the statement timeout.
    migrate: async (after) => {
      const migrator = new pg.Pool({
        connectionString: options.url,
        max: 1,
        connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      });
      migrator.on('error', report);
      try {
        const migratorDb = drizzlePg(migrator, { schema });
        // Several processes starting together on one database: one migrates, the others wait for
        // it and then find nothing left to do (a session lock on the migrator's one connection).
        await migratorDb.execute(sql`select pg_advisory_lock(hashtextextended('physiomate-migrations', 0))`);
        await migratePg(migratorDb, { migrationsFolder });
        await after?.(migratorDb as unknown as Db);
      } finally {
        await migrator.end();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options);
  const onDisk = options.pgliteDir !== 'memory://';
  if (onDisk) {
    mkdirSync(options.pgliteDir, { recursive: true, mode: 0o700 });
    keepOwnerOnly(options.pgliteDir);
  }
  // Loaded only for the embedded database: a PostgreSQL server never pays for it.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // PostgreSQL's default 128 MB of shared buffers sits in PGlite's own memory once touched (about
  // 130 MB more resident). 16 MB holds this app's working set; the operating system's file cache
  // keeps the rest of the data files close.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  const client = await PGlite.create(onDisk ? options.pgliteDir : undefined, { startParams });
  if (onDisk) ownerOnly(options.pgliteDir);
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async (after) => {
      await migratePglite(pgliteDb, { migrationsFolder });
      await after?.(db);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
