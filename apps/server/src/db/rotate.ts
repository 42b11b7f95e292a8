import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { currentKeyId, decrypt, encrypt, isEncrypted, storedKeyId } from './encryption.ts';
import * as schema from './schema.ts';

/**
 * Every encrypted column, by table (database names), read from the schema: the encrypted types are
 * the schema's only custom column types, so a column added later is rotated without a change here.
 * Each such table has a uuid `id`.
 */
export function encryptedColumns(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns = config.columns.filter((c) => c.columnType === 'PgCustomColumn').map((c) => c.name);
    if (columns.length) found[config.name] = columns;
  }
  return found;
}

export type RotationReport = { table: string; rows: number; reencrypted: number }[];

/**
 * Re-encrypts every stored value that the newest key did not encrypt, a batch of rows per
 * transaction. Rows are locked while they are rewritten, so a save at the same time is not
 * overwritten; a run that stops half-way can simply be run again (values already under the newest
 * key are left alone).
 */
export async function reencryptAll(
  db: Db,
  { batchSize = 200, columns = encryptedColumns() } = {},
): Promise<RotationReport> {
  const current = currentKeyId();
  const report: RotationReport = [];
  for (const [table, cols] of Object.entries(columns)) {
    let rows = 0;
    let reencrypted = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const selected = await tx.execute(
          sql`select id, ${sql.join(
            cols.map((c) => sql.identifier(c)),
            sql`, `,
          )} from ${sql.identifier(table)} where id > ${after} order by id limit ${batchSize} for update`,
        );
        const found = (selected as unknown as { rows: Record<string, string | null>[] }).rows;
        let changed = 0;
        for (const row of found) {
          const updates = cols.filter((c) => {
            const value = row[c];
            return typeof value === 'string' && storedKeyId(value) !== current;
          });
          if (updates.length === 0) continue;
          await tx.execute(
            sql`update ${sql.identifier(table)} set ${sql.join(
              updates.map((c) => {
                const value = row[c] as string;
                // Plaintext left by a migration (see convert.ts) is simply encrypted.
                return sql`${sql.identifier(c)} = ${encrypt(isEncrypted(value) ? decrypt(value) : value)}`;
              }),
              sql`, `,
            )} where id = ${row.id}`,
          );
          changed++;
        }
        return { ids: found.map((r) => String(r.id)), changed };
      });
      rows += batch.ids.length;
      reencrypted += batch.changed;
      const last = batch.ids.at(-1);
      if (!last || batch.ids.length < batchSize) break;
      after = last;
    }
    report.push({ table, rows, reencrypted });
  }
  return report;
}
