import { TIER_LABELS, TIERS, type Tier } from '@physiomate/shared';
import { listUsers, setTierByEmail } from '../account/queries.ts';
import { userIdByEmail } from '../billing/queries.ts';
import { testAdvance } from '../billing/test-mode.ts';
import { backupDatabase, RestoreRefused, restoreDatabase } from '../db/backup.ts';
import type { Db } from '../db/client.ts';
import { reencryptAll } from '../db/rotate.ts';
import { AppError } from '../lib/errors.ts';
import { addKeyToSecretsFile } from '../lib/keys.ts';

/**
 * The operator commands (`npm run admin -- ...`). Carried out by the command line (cli/admin.ts)
 * or, while a server owns the embedded database, by that server through its socket (socket.ts);
 * both import this module and neither imports the other's.
 */
const USAGE = `Usage:
  npm run admin -- set-tier <email> <${TIERS.join('|')}>   set a user's plan
  npm run admin -- list-users                       list every account with its plan
  npm run admin -- billing-advance <email> [--fail] test-mode billing: end the user's current
                                                    period now (a cancelled plan ends: Free; else
                                                    it renews, or with --fail its payment fails)
  npm run admin -- rotate-key [--reencrypt-only]    add a data encryption key (secrets.json) and
                                                    re-encrypt all health data with the newest key
  npm run admin -- backup <file>                    write a consistent backup of the whole database
  npm run admin -- restore <file> [--force]         restore a backup; --force replaces a database
                                                    that is not empty

With the embedded database (no DATABASE_URL) a running server carries out the command itself.`;

export type Output = { log: (line: string) => void; error: (line: string) => void };

/** Where the keys live, for rotate-key. */
export type AdminContext = { dataDir: string; keysFromEnvironment: boolean; batchSize?: number };

/** Runs one operator command against the database; returns the process exit code. */
export async function runAdmin(
  args: string[],
  db: Db,
  out: Output = console,
  context?: AdminContext,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'rotate-key') {
    if (!context || rest.some((a) => a !== '--reencrypt-only')) {
      out.error(USAGE);
      return 2;
    }
    if (context.keysFromEnvironment) {
      out.log('The keys come from DATA_ENCRYPTION_KEY: re-encrypting with its last key.');
    } else if (!rest.includes('--reencrypt-only')) {
      addKeyToSecretsFile(context.dataDir);
      out.log('A new data encryption key was added to secrets.json; the older ones still decrypt.');
    }
    const report = await reencryptAll(db, { batchSize: context.batchSize ?? 200 });
    for (const { table, rows, reencrypted } of report) {
      out.log(`${table}: ${reencrypted} of ${rows} rows re-encrypted`);
    }
    out.log('Every stored value is now encrypted with the newest key.');
    return 0;
  }
  if (command === 'backup') {
    const [file, ...extra] = rest;
    if (!file || extra.length) {
      out.error(USAGE);
      return 2;
    }
    const counts = await backupDatabase(db, file);
    for (const { table, rows } of counts) out.log(`${table}: ${rows} rows`);
    out.log(
      `Backup written to ${file} (mode 0600). Health data in it stays encrypted: keep the keys, apart from it.`,
    );
    return 0;
  }
  if (command === 'restore') {
    const file = rest.find((a) => a !== '--force');
    if (!file || rest.filter((a) => a !== '--force').length !== 1) {
      out.error(USAGE);
      return 2;
    }
    try {
      const counts = await restoreDatabase(db, file, { force: rest.includes('--force') });
      for (const { table, rows } of counts) out.log(`${table}: ${rows} rows`);
      out.log(`Restored from ${file}.`);
      return 0;
    } catch (err) {
      if (!(err instanceof RestoreRefused)) throw err;
      out.error(err.message);
      return 1;
    }
  }
  if (command === 'set-tier') {
    const [email, tier] = rest;
    if (!email || !tier || !(TIERS as readonly string[]).includes(tier)) {
      out.error(USAGE);
      return 2;
    }
    const found = await setTierByEmail(db, email.trim().toLowerCase(), tier as Tier);
    if (!found) {
      out.error(`No account with the email ${email}.`);
      return 1;
    }
    out.log(`${email} is now on the ${TIER_LABELS[tier as Tier]} plan.`);
    return 0;
  }
  if (command === 'billing-advance') {
    const email = rest.find((a) => a !== '--fail');
    if (!email || rest.filter((a) => a !== '--fail').length !== 1) {
      out.error(USAGE);
      return 2;
    }
    const userId = await userIdByEmail(db, email.trim().toLowerCase());
    if (!userId) {
      out.error(`No account with the email ${email}.`);
      return 1;
    }
    try {
      const outcome = await testAdvance(db, userId, rest.includes('--fail'));
      const said = {
        ended: 'the cancelled subscription ended; the plan is now Free.',
        renewed: 'the subscription renewed for another month (Pro).',
        past_due: 'the renewal payment failed; the subscription is past due (still Pro during the grace).',
      } as const;
      out.log(`${email}: ${said[outcome]}`);
      return 0;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.error(
        `${email}: no test-mode subscription to advance (Stripe subscriptions use Stripe's test clocks).`,
      );
      return 1;
    }
  }
  if (command === 'list-users') {
    const rows = await listUsers(db);
    if (rows.length === 0) out.log('No accounts yet.');
    for (const row of rows) {
      const tier = TIER_LABELS[row.tier ?? 'free'];
      const confirmed = row.emailVerified ? 'confirmed' : 'unconfirmed';
      out.log(`${row.email}\t${tier}\t${confirmed}\t${row.createdAt.toISOString().slice(0, 10)}`);
    }
    return 0;
  }
  out.error(USAGE);
  return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
}
