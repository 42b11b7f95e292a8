import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { exportUserData } from '../src/account/queries.ts';
import { runAdmin } from '../src/admin/commands.ts';
import { saveAssessmentWithResult } from '../src/assessments/service.ts';
import { backupTables } from '../src/db/backup.ts';
import type { Db } from '../src/db/client.ts';
import { tempDataDir } from './helpers/auth.ts';
import { describeEachDatabase, truncateAll } from './helpers/db.ts';
import { createUserRow, recommendationFixture } from './helpers/factories.ts';

const dir = tempDataDir();
afterAll(() => dir.remove());

/** runAdmin with its output collected. */
async function admin(db: Db, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(args, db, { log: (l) => out.push(l), error: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Three people with health data of their own (one with three assessments), and everyone's export. */
async function seed(db: Db) {
  const people = [await createUserRow(db, 'master'), await createUserRow(db, 'pro'), await createUserRow(db)];
  const texts = [
    'My left knee aches when I walk down the stairs and after sitting for a long time at my desk each day.',
    'Sharp pain in my lower back since lifting a heavy box at work; it is worse bending forward in the morning.',
    'My right shoulder hurts when I reach overhead to put plates away, and it wakes me when I lie on that side.',
  ];
  for (const [i, person] of people.entries()) {
    for (let n = 0; n <= (i === 0 ? 2 : 0); n++) {
      await saveAssessmentWithResult(
        db,
        person,
        { symptoms: `${texts[i]} (${n})`, painLocations: [`Area ${i}`, 'Neck'], safetyAnswers: [] },
        recommendationFixture(),
      );
    }
  }
  return people;
}

/** Each person's data export (decrypted), without the moment it was made. */
const exportsOf = async (db: Db, people: { id: string }[]) =>
  Promise.all(
    people.map(async (p) => {
      const data = await exportUserData(db, p.id);
      if (!data) return null;
      const { exportedAt: _, ...rest } = data;
      return rest;
    }),
  );

describeEachDatabase('backup and restore', ({ get }) => {
  it('backs up, wipes, restores and reads every user’s data back, decrypted', async () => {
    const { db } = get();
    const people = await seed(db);
    const before = await exportsOf(db, people);
    expect(before.map((e) => e?.assessments.length)).toEqual([3, 1, 1]);
    expect(JSON.stringify(before)).toContain('My left knee aches');

    const file = path.join(dir.dir, `backup-${Math.random().toString(36).slice(2)}.jsonl`);
    const backup = await admin(db, 'backup', file);
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/assessments: 5 rows/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Health data stays encrypted in the file; the emails are there (it is the whole database).
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('knee aches');
    expect(text).not.toContain('Area 0');

    await truncateAll(get());
    expect(await exportsOf(db, people)).toEqual([null, null, null]);

    const restore = await admin(db, 'restore', file);
    expect(restore).toMatchObject({ code: 0 });
    expect(await exportsOf(db, people)).toEqual(before);

    // Over data: refused without --force, and nothing changes.
    const extra = await createUserRow(db);
    const refused = await admin(db, 'restore', file);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/not empty.*--force/);
    expect(await exportUserData(db, extra.id)).not.toBeNull();
    // With --force the database is exactly the backup again.
    expect((await admin(db, 'restore', file, '--force')).code).toBe(0);
    expect(await exportUserData(db, extra.id)).toBeNull();
    expect(await exportsOf(db, people)).toEqual(before);
  });

  it('refuses a file cut short or not a backup, all or nothing', async () => {
    const { db } = get();
    const people = await seed(db);
    const file = path.join(dir.dir, `cut-${Math.random().toString(36).slice(2)}.jsonl`);
    expect((await admin(db, 'backup', file)).code).toBe(0);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    await truncateAll(get());

    writeFileSync(file, `${lines.slice(0, -3).join('\n')}\n`);
    const cut = await admin(db, 'restore', file);
    expect(cut).toMatchObject({ code: 1, err: expect.stringMatching(/incomplete/) });
    // Nothing half-restored: the rows read before the cut were rolled back.
    expect(await exportsOf(db, people)).toEqual([null, null, null]);

    writeFileSync(file, '{"hello":"world"}\n');
    expect((await admin(db, 'restore', file)).err).toMatch(/not a PhysioMate backup/);
  });

  it('covers every table of the schema, parents before children', async () => {
    const tables = backupTables();
    const { db } = get();
    const result = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const inDatabase = (result as unknown as { rows: { table_name: string }[] }).rows.map(
      (r) => r.table_name,
    );
    expect([...tables].sort()).toEqual([...inDatabase].sort());
    expect(tables.indexOf('user')).toBeLessThan(tables.indexOf('assessments'));
    expect(tables.indexOf('assessments')).toBeLessThan(tables.indexOf('assessment_results'));
  });
});
