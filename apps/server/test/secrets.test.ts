import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { decrypt, encrypt, keyId, setEncryptionKeys } from '../src/db/encryption.ts';
import { encryptedColumns } from '../src/db/rotate.ts';
import { assessments } from '../src/db/schema.ts';
import { configureEncryption } from '../src/lib/keys.ts';
import { addDataEncryptionKey, loadOrCreateSecrets, SecretsError, secretsFile } from '../src/lib/secrets.ts';
import { tempDataDir } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';
import { createUserRow } from './helpers/factories.ts';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
const dirs: Array<{ remove(): void }> = [];
const newDir = () => {
  const d = tempDataDir();
  dirs.push(d);
  return d.dir;
};
afterAll(() => {
  for (const d of dirs) d.remove();
});
// Other suites in this file's process rely on one key; put a fresh one back after each test.
afterEach(() => setEncryptionKeys([randomBytes(32)]));

const DAMAGED: Array<[string, string]> = [
  ['empty', ''],
  ['cut off half-way', '{"dataEncryptionKeys": ["'],
  ['not JSON', 'hello'],
  [
    'a key of the wrong size',
    JSON.stringify({ dataEncryptionKeys: ['c2hvcnQ='], authSecret: 'x'.repeat(44) }),
  ],
  ['no auth secret', JSON.stringify({ dataEncryptionKeys: [randomBytes(32).toString('base64')] })],
];

describe('secrets.json', () => {
  it('is generated only when it does not exist, owner-only, written whole with no temporary file left', () => {
    const dir = newDir();
    const first = loadOrCreateSecrets(dir);
    const file = secretsFile(dir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['secrets.json']);
    expect(loadOrCreateSecrets(dir)).toEqual(first);
    expect(Buffer.from(first.dataEncryptionKeys[0] ?? '', 'base64')).toHaveLength(32);
  });

  it('still reads the first format (one dataEncryptionKey)', () => {
    const dir = newDir();
    const key = randomBytes(32).toString('base64');
    writeFileSync(secretsFile(dir), JSON.stringify({ dataEncryptionKey: key, authSecret: 'a'.repeat(44) }));
    expect(loadOrCreateSecrets(dir).dataEncryptionKeys).toEqual([key]);
  });

  for (const [what, content] of DAMAGED) {
    it(`when ${what}: stops with a clear message and leaves the file untouched`, () => {
      const dir = newDir();
      writeFileSync(secretsFile(dir), content, { mode: 0o600 });
      expect(() => loadOrCreateSecrets(dir)).toThrow(SecretsError);
      expect(() => loadOrCreateSecrets(dir)).toThrow(
        /secrets\.json is damaged .*Restore the file from a backup/s,
      );
      expect(readFileSync(secretsFile(dir), 'utf8')).toBe(content);
    });
  }

  it('when it cannot be read: stops with the reason, file untouched', () => {
    const dir = newDir();
    mkdirSync(secretsFile(dir)); // a folder where the file should be: EISDIR
    expect(() => loadOrCreateSecrets(dir)).toThrow(/secrets\.json cannot be read \(EISDIR\)/);
    expect(statSync(secretsFile(dir)).isDirectory()).toBe(true);
  });

  it('a damaged file stops the real server at start with the message, and the file is kept as it was', async () => {
    const dir = newDir();
    const content = '{"dataEncryptionKeys": ["trunc';
    writeFileSync(secretsFile(dir), content, { mode: 0o600 });
    const outcome = await run('npx', ['tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' },
      timeout: 60_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(
      /PhysioMate failed to start: .*secrets\.json is damaged \(it is not valid JSON\)/,
    );
    expect(readFileSync(secretsFile(dir), 'utf8')).toBe(content);
    expect(readdirSync(dir)).toEqual(['secrets.json']);
  });
});

describe('data encryption keys', () => {
  it('the newest key encrypts, every configured key decrypts, and values name their key', () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    setEncryptionKeys([oldKey]);
    const underOld = encrypt('left knee');
    expect(underOld.startsWith(`v2:${keyId(oldKey)}:`)).toBe(true);
    setEncryptionKeys([oldKey, newKey]);
    const underNew = encrypt('right hip');
    expect(underNew.startsWith(`v2:${keyId(newKey)}:`)).toBe(true);
    expect([decrypt(underOld), decrypt(underNew)]).toEqual(['left knee', 'right hip']);
    setEncryptionKeys([newKey]);
    expect(() => decrypt(underOld)).toThrow(/No data encryption key with id/);
  });
});

describe('a rotation by another process', () => {
  it('is picked up from secrets.json: its key decrypts at once and encrypts within 10 s', () => {
    const dir = newDir();
    configureEncryption({ dataDir: dir, DATA_ENCRYPTION_KEY: undefined });
    const [first] = loadOrCreateSecrets(dir).dataEncryptionKeys;
    const { dataEncryptionKeys } = addDataEncryptionKey(dir); // as `npm run admin -- rotate-key` does
    const second = Buffer.from(dataEncryptionKeys[1] ?? '', 'base64');
    expect(encrypt('x').startsWith(`v2:${keyId(Buffer.from(first ?? '', 'base64'))}:`)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11_000);
      expect(encrypt('y').startsWith(`v2:${keyId(second)}:`)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the columns rotate-key covers', () => {
  it('are every encrypted column of the schema, read from it', () => {
    expect(encryptedColumns()).toEqual({
      assessments: ['symptoms', 'pain_locations', 'safety_answers', 'corrections'],
      assessment_results: [
        'ai_summary',
        'summary_points',
        'stage',
        'clinical_narrative',
        'exercises',
        'lifestyle_advice',
        'recommended_products',
        'identified_pain_areas',
        'identified_regions',
        'conditions',
        'triage',
        'key_issues',
        'treatment_focus',
        'prognosis',
        'understanding',
        'cautions',
        'findings',
      ],
      assessment_conversations: ['messages'],
      pending_assessments: ['input'],
      user_rehab_exercises: ['exercise_name', 'description', 'details'],
      rehab_logs: ['note'],
      rehab_checkins: ['activities'],
      rehab_flare_ups: ['exercises'],
    });
  });
});

describeEachDatabase('rotate-key', ({ get }) => {
  const quiet = { log: () => {}, error: () => {} };

  it('re-encrypts every stored value in batches with a new key; the data reads back the same', async () => {
    const dir = newDir();
    configureEncryption({ dataDir: dir, DATA_ENCRYPTION_KEY: undefined });
    const before = loadOrCreateSecrets(dir);
    const db = get().db;
    const user = await createUserRow(db, 'master');
    const symptoms = Array.from({ length: 7 }, (_, i) => `Knee pain number ${i} when climbing stairs`);
    for (const s of symptoms) {
      await db.insert(assessments).values({ userId: user.id, symptoms: s, painLocations: ['Left knee'] });
    }
    const lines: string[] = [];
    const code = await runAdmin(
      ['rotate-key'],
      db,
      { log: (l) => lines.push(l), error: (l) => lines.push(l) },
      { dataDir: dir, keysFromEnvironment: false, batchSize: 3 },
    );
    expect(code).toBe(0);
    expect(lines).toContain('assessments: 7 of 7 rows re-encrypted');
    const after = loadOrCreateSecrets(dir);
    expect(after.dataEncryptionKeys.slice(0, 1)).toEqual(before.dataEncryptionKeys);
    expect(after.dataEncryptionKeys).toHaveLength(2);
    const newId = keyId(Buffer.from(after.dataEncryptionKeys[1] ?? '', 'base64'));
    const raw = await db.execute(sql`select symptoms from assessments`);
    for (const row of (raw as unknown as { rows: { symptoms: string }[] }).rows) {
      expect(row.symptoms.startsWith(`v2:${newId}:`)).toBe(true);
    }
    // Only the new key left: everything still reads.
    setEncryptionKeys([Buffer.from(after.dataEncryptionKeys[1] ?? '', 'base64')]);
    const read = await db.select().from(assessments).where(eq(assessments.userId, user.id));
    expect(read.map((r) => r.symptoms).sort()).toEqual([...symptoms].sort());
    // A second run has nothing left to do.
    lines.length = 0;
    await runAdmin(
      ['rotate-key', '--reencrypt-only'],
      db,
      { log: (l) => lines.push(l), error: (l) => lines.push(l) },
      { dataDir: dir, keysFromEnvironment: true },
    );
    expect(lines).toContain('assessments: 0 of 7 rows re-encrypted');
    expect(
      await runAdmin(['rotate-key', '--bogus'], db, quiet, { dataDir: dir, keysFromEnvironment: true }),
    ).toBe(2);
  });
});
