import path from 'node:path';
import { runAdmin } from '../admin/commands.ts';
import { sendToRunningServer } from '../admin/socket.ts';
import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { encryptPlaintextColumns } from '../db/convert.ts';
import { prepareDataDir } from '../lib/data-dir.ts';
import { configureEncryption } from '../lib/keys.ts';

async function main() {
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR means where npm was started.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfigOrExit();
  // A file named on the command line is where the operator is, also for a running server.
  const args = process.argv.slice(2);
  if ((args[0] === 'backup' || args[0] === 'restore') && args[1] && !args[1].startsWith('--')) {
    args[1] = path.resolve(args[1]);
  }
  if (!config.DATABASE_URL) {
    // PGlite allows one process at a time: a running server owns it, so ask the server.
    const answer = await sendToRunningServer(config.dataDir, args);
    if (answer) {
      for (const line of answer.lines) (line.stream === 'out' ? console.info : console.error)(line.text);
      process.exitCode = answer.code;
      return;
    }
  }
  prepareDataDir(config.dataDir);
  const database = await openDatabase(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, poolSize: 1 }
      : { pgliteDir: `${config.dataDir}/pglite` },
  );
  try {
    configureEncryption(config);
    await database.migrate(encryptPlaintextColumns);
    process.exitCode = await runAdmin(args, database.db, console, {
      dataDir: config.dataDir,
      keysFromEnvironment: Boolean(config.DATA_ENCRYPTION_KEY),
    });
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error('The admin command failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
