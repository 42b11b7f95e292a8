import { once } from 'node:events';
import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import readline from 'node:readline';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';
import * as schema from './schema.ts';

/**
 * A portable logical backup that the server writes and reads itself, the same for the embedded
 * database (PGlite) and PostgreSQL: one JSON line per row, as the database stores it (health data
 * stays encrypted: a backup is unreadable without the keys, which are backed up apart from it).
 *
 *   {"format":"physiomate-backup","version":1,"createdAt":…,"migrations":[…],"tables":[…]}
 *   {"table":"user","rows":2}
 *   {…one row…}
 *   …
 *   {"end":true,"rows":…}
 *
 * It is taken in one read-only, repeatable-read transaction (a consistent snapshot while the server
 * keeps serving), and restored in one transaction (all or nothing). Every table of the schema is
 * included, so tables added later are backed up without touching this file.
 */
export const BACKUP_FORMAT = 'physiomate-backup';
const VERSION = 1;
const BATCH = 500;

type Header = { format: string; version: number; createdAt: string; migrations: string[]; tables: string[] };

/** Every table in the schema, parents before children (foreign keys), so a restore can insert in order. */
export function backupTables(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const configs = new Map(tables.map((t) => [getTableConfig(t).name, getTableConfig(t)]));
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const fk of configs.get(name)?.foreignKeys ?? []) {
      const parent = getTableConfig(fk.reference().foreignTable).name;
      if (parent !== name) visit(parent, path);
    }
    ordered.push(name);
  };
  for (const name of [...configs.keys()].sort()) visit(name, new Set());
  return ordered;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The migrations applied to this database, oldest first: a backup restores only into the same schema. */
async function appliedMigrations(db: Db | Tx): Promise<string[]> {
  const result = await db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at, id`);
  return rowsOf<{ hash: string }>(result).map((r) => r.hash);
}

/** Writes a consistent backup of every table to `file` (mode 0600, written whole or not at all). */
export async function backupDatabase(db: Db, file: string): Promise<{ table: string; rows: number }[]> {
  const tables = backupTables();
  const temp = `${file}.partial`;
  const out = createWriteStream(temp, { mode: 0o600 });
  const write = async (line: unknown) => {
    if (!out.write(`${typeof line === 'string' ? line : JSON.stringify(line)}\n`)) await once(out, 'drain');
  };
  const counts: { table: string; rows: number }[] = [];
  try {
    await db.transaction(
      async (tx) => {
        const header: Header = {
          format: BACKUP_FORMAT,
          version: VERSION,
          createdAt: new Date().toISOString(),
          migrations: await appliedMigrations(tx),
          tables,
        };
        await write(header);
        for (const table of tables) {
          const [count] = rowsOf<{ n: number | string }>(
            await tx.execute(sql`select count(*) as n from ${sql.identifier(table)}`),
          );
          const rows = Number(count?.n ?? 0);
          await write({ table, rows });
          // A cursor: a big table is read a batch at a time, never whole into memory.
          await tx.execute(
            sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${sql.identifier(table)} t`,
          );
          let written = 0;
          for (;;) {
            const batch = rowsOf<{ j: string }>(await tx.execute(sql.raw(`fetch ${BATCH} from backup_rows`)));
            for (const { j } of batch) await write(j);
            written += batch.length;
            if (batch.length < BATCH) break;
          }
          await tx.execute(sql`close backup_rows`);
          if (written !== rows) throw new Error(`${table}: counted ${rows} rows but read ${written}`);
          counts.push({ table, rows });
        }
        await write({ end: true, rows: counts.reduce((n, c) => n + c.rows, 0) });
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    out.end();
    await once(out, 'finish');
    // On disk before it takes the final name: a crash leaves the old backup or the new one.
    const handle = await open(temp, 'r');
    await handle.sync();
    await handle.close();
    renameSync(temp, file);
    return counts;
  } catch (err) {
    out.destroy();
    rmSync(temp, { force: true });
    throw err;
  }
}

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Restores a backup made by `backupDatabase` into a database migrated to the same schema. Refuses
 * a database that holds any row unless `force` (which empties every table first), a file that is
 * not a backup or was cut short, and a backup of another schema version. All or nothing.
 */
export async function restoreDatabase(
  db: Db,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<{ table: string; rows: number }[]> {
  const lines = readline.createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async (): Promise<string | undefined> => {
    const { value, done } = await iterator.next();
    return done ? undefined : (value as string);
  };
  const parse = (line: string | undefined): Record<string, unknown> => {
    if (line === undefined) throw new RestoreRefused('The backup file ends early: it is incomplete.');
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new RestoreRefused('The backup file is damaged (a line is not JSON).');
    }
  };

  try {
    const header = parse(await next()) as Partial<Header>;
    if (header.format !== BACKUP_FORMAT || header.version !== VERSION || !Array.isArray(header.tables)) {
      throw new RestoreRefused('This file is not a PhysioMate backup.');
    }
    const known = backupTables();
    const unknown = header.tables.filter((t) => !known.includes(t));
    if (unknown.length)
      throw new RestoreRefused(`The backup has tables this version does not know: ${unknown.join(', ')}.`);
    const current = await appliedMigrations(db);
    if (JSON.stringify(current) !== JSON.stringify(header.migrations)) {
      throw new RestoreRefused(
        `The backup was made with another version of the database schema (${header.migrations?.length ?? 0} migrations; this one has ${current.length}). Restore it with the version that made it, then upgrade.`,
      );
    }

    return await db.transaction(async (tx) => {
      const nonEmpty: string[] = [];
      for (const table of known) {
        const [row] = rowsOf<{ present: boolean }>(
          await tx.execute(sql`select exists (select 1 from ${sql.identifier(table)}) as present`),
        );
        if (row?.present) nonEmpty.push(table);
      }
      if (nonEmpty.length && !force) {
        throw new RestoreRefused(
          `The database is not empty (${nonEmpty.join(', ')}). Restoring replaces everything in it: add --force to do so.`,
        );
      }
      if (nonEmpty.length) {
        await tx.execute(
          sql`truncate table ${sql.join(
            known.map((t) => sql.identifier(t)),
            sql`, `,
          )} cascade`,
        );
      }
      const counts: { table: string; rows: number }[] = [];
      const insert = async (table: string, batch: string[]) => {
        if (!batch.length) return;
        await tx.execute(
          sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${`[${batch.join(',')}]`}::json)`,
        );
      };
      for (;;) {
        const section = parse(await next());
        if (section.end === true) {
          const total = counts.reduce((n, c) => n + c.rows, 0);
          if (section.rows !== total) throw new RestoreRefused('The backup file is damaged (row count).');
          return counts;
        }
        const table = section.table;
        const rows = section.rows;
        if (typeof table !== 'string' || !known.includes(table) || typeof rows !== 'number') {
          throw new RestoreRefused('The backup file is damaged (a table heading).');
        }
        let batch: string[] = [];
        for (let i = 0; i < rows; i++) {
          const line = await next();
          parse(line);
          batch.push(line as string);
          if (batch.length === BATCH) {
            await insert(table, batch);
            batch = [];
          }
        }
        await insert(table, batch);
        counts.push({ table, rows });
      }
    });
  } finally {
    lines.close();
  }
}
