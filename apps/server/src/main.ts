import closeWithGrace from 'close-with-grace';
import { startAdminSocket } from './admin/socket.ts';
import { buildApp } from './app.ts';
import { loadConfig, loadConfigOrExit } from './config.ts';
import { databaseErrorCode } from './db/availability.ts';
import { openDatabase } from './db/client.ts';
import { encryptPlaintextColumns } from './db/convert.ts';
import { prepareDataDir } from './lib/data-dir.ts';
import { configureEncryption } from './lib/keys.ts';
import { reduceMemory, reduceMemoryWhenQuiet } from './lib/memory.ts';
import { databaseWhere, describeStartupError } from './lib/startup.ts';

async function main() {
  const config = loadConfigOrExit();
  prepareDataDir(config.dataDir);
  configureEncryption(config);

  let connectionLost = (err: Error) =>
    console.warn(`PhysioMate: a database connection was lost (${databaseErrorCode(err) ?? 'no code'}).`);
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          url: config.DATABASE_URL,
          poolSize: config.DATABASE_POOL_SIZE,
          statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
          // A lost connection is a fact for the log, never a reason to stop: the pool reconnects.
          onConnectionError: (err) => connectionLost(err),
        }
      : { pgliteDir: `${config.dataDir}/pglite` },
  );
  await database.migrate(encryptPlaintextColumns);

  const app = await buildApp({ config, database });
  connectionLost = (err) =>
    app.log.warn(
      { event: 'database_connection_lost', code: databaseErrorCode(err) },
      'a database connection was lost; the pool reconnects on the next request',
    );
  let stopAdmin = async () => {};
  let stopReducing = () => {};
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err: { message: err.message } }, 'shutting down after an error');
    stopReducing();
    await stopAdmin();
    await app.close();
    await database.close();
  });
  // Start-up's garbage goes before the first request (lib/memory.ts): about 45 MB less resident.
  await app.ready();
  reduceMemory();
  await app.listen({ port: config.PORT, host: config.HOST });
  stopReducing = reduceMemoryWhenQuiet(app.server);
  if (database.kind === 'pglite') {
    stopAdmin = await startAdminSocket(
      database.db,
      config.dataDir,
      app.log,
      Boolean(config.DATA_ENCRYPTION_KEY),
    );
  }
  app.log.info(`PhysioMate is running at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((err: unknown) => {
  let where = 'the database';
  try {
    where = databaseWhere(process.env.DATABASE_URL?.trim() || undefined, loadConfig().dataDir);
  } catch {
    // The configuration itself was the problem; its message says so.
  }
  console.error(`PhysioMate failed to start: ${describeStartupError(err, where)}`);
  process.exit(1);
});
