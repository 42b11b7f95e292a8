import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { insertAssessment } from '../src/assessments/queries.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { encryptPlaintextColumns } from '../src/db/convert.ts';
import { encrypt } from '../src/db/encryption.ts';
import { assessments } from '../src/db/schema.ts';
import { tempDataDir } from './helpers/auth.ts';
import { createScratchDatabase, databaseKinds } from './helpers/db.ts';
import { createUserRow, recommendationFixture } from './helpers/factories.ts';

const MARKER = 'Quokkaknee';
const migrations = path.resolve(import.meta.dirname, '../drizzle');
const dirs: Array<{ remove(): void }> = [];
afterAll(() => {
  for (const d of dirs) d.remove();
});

/** The migrations folder as it was before pain locations were encrypted (0000 to 0002). */
function migrationsBefore0003(): string {
  const d = tempDataDir();
  dirs.push(d);
  cpSync(migrations, d.dir, { recursive: true });
  const journalFile = path.join(d.dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0003');
  writeFileSync(journalFile, JSON.stringify(journal));
  return d.dir;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('pain locations are encrypted at rest', () => {
  for (const kind of databaseKinds()) {
    it(`[${kind}] the migration converts rows stored in plaintext, and they read back the same`, async () => {
      let handle: DatabaseHandle;
      let drop = async () => {};
      const old = migrationsBefore0003();
      if (kind === 'pglite') {
        const client = await PGlite.create();
        await migratePglite(drizzlePglite(client), { migrationsFolder: old });
        // The same PGlite, seen through the handle the server uses.
        const { drizzle } = await import('drizzle-orm/pglite');
        const schema = await import('../src/db/schema.ts');
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        const db = drizzle(client, { schema });
        handle = {
          db: db as unknown as DatabaseHandle['db'],
          kind: 'pglite',
          migrate: async (after) => {
            await migrate(db, { migrationsFolder: migrations });
            await after?.(db as unknown as DatabaseHandle['db']);
          },
          ping: async () => {},
          close: () => client.close(),
        };
      } else {
        const scratch = await createScratchDatabase();
        const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
        await migratePg(drizzlePg(pool), { migrationsFolder: old });
        await pool.end();
        handle = await openDatabase({ url: scratch.url });
        drop = scratch.drop;
      }
      try {
        await handle.db.execute(
          sql`insert into "user" (id, name, email) values ('u1', 'u1', 'u1@physiomate.app')`,
        );
        await handle.db.execute(
          sql`insert into assessments (user_id, symptoms, pain_locations)
              values ('u1', ${encrypt('knee pain when climbing stairs')}, ${JSON.stringify([`${MARKER} left`, 'Lower back'])}::jsonb)`,
        );
        await handle.migrate(encryptPlaintextColumns);
        const raw = rowsOf(await handle.db.execute(sql`select pain_locations from assessments`));
        expect(raw).toHaveLength(1);
        expect(String(raw[0]?.pain_locations)).toMatch(/^v2:[0-9a-f]{8}:/);
        expect(String(raw[0]?.pain_locations)).not.toContain(MARKER);
        const [row] = await handle.db.select().from(assessments).where(eq(assessments.userId, 'u1'));
        expect(row?.painLocations).toEqual([`${MARKER} left`, 'Lower back']);
        // Nothing left to convert on the next start.
        expect(await encryptPlaintextColumns(handle.db)).toBe(0);
      } finally {
        await handle.close();
        await drop();
      }
    });
  }

  it('[pglite] a saved assessment leaves no pain location in any file of the data folder', async () => {
    const d = tempDataDir();
    dirs.push(d);
    const dir = path.join(d.dir, 'pglite');
    mkdirSync(dir);
    const handle = await openDatabase({ pgliteDir: dir });
    await handle.migrate();
    const user = await createUserRow(handle.db, 'master');
    await insertAssessment(
      handle.db,
      { userId: user.id, symptoms: 'my knee hurts', painLocations: [`${MARKER} right`], safetyAnswers: [] },
      recommendationFixture(),
    );
    const [row] = await handle.db.select().from(assessments).where(eq(assessments.userId, user.id));
    expect(row?.painLocations).toEqual([`${MARKER} right`]);
    await handle.close();
    const found: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const file = path.join(folder, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (readFileSync(file).includes(MARKER)) found.push(path.relative(dir, file));
      }
    };
    walk(dir);
    expect(found).toEqual([]);
  });
});
