import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { encrypt } from './encryption.ts';

/**
 * Columns that held plaintext before they were encrypted (migration 0003 turned pain_locations
 * from jsonb into text; its rows still hold the plaintext JSON until converted here). My Rehab's
 * name and description were plain text until 0006 (no route wrote them, but a row put there by hand
 * would otherwise be unreadable).
 */
const PLAINTEXT_BEFORE: Array<{ table: string; column: string; json: boolean }> = [
  { table: 'assessments', column: 'pain_locations', json: true },
  { table: 'user_rehab_exercises', column: 'exercise_name', json: false },
  { table: 'user_rehab_exercises', column: 'description', json: false },
];

/**
 * Encrypts what migrations left in plaintext, in batches, at start-up (after the migrations, with
 * the keys set). Runs on every start and finds nothing once done. When rows were converted the table
 * is rewritten (VACUUM FULL), so the old plaintext row versions do not stay in its files.
 */
export async function encryptPlaintextColumns(db: Db, batchSize = 500): Promise<number> {
  // Runs on the migration connection (no statement timeout): VACUUM FULL may take a while.
  let total = 0;
  for (const { table, column, json } of PLAINTEXT_BEFORE) {
    let converted = 0;
    for (;;) {
      const changed = await db.transaction(async (tx) => {
        const result = await tx.execute(
          sql`select id, ${sql.identifier(column)} as value from ${sql.identifier(table)}
              where ${sql.identifier(column)} not like 'v1:%' and ${sql.identifier(column)} not like 'v2:%'
              limit ${batchSize} for update`,
        );
        const rows = (result as unknown as { rows: { id: string; value: string }[] }).rows;
        for (const row of rows) {
          await tx.execute(
            sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${encrypt(
              json ? JSON.stringify(JSON.parse(row.value)) : row.value,
            )} where id = ${row.id}`,
          );
        }
        return rows.length;
      });
      converted += changed;
      if (changed < batchSize) break;
    }
    if (converted > 0) await db.execute(sql`vacuum full ${sql.identifier(table)}`);
    total += converted;
  }
  return total;
}
