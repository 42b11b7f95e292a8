import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Secrets = { dataEncryptionKey: string; authSecret: string };

/**
 * Secrets the embedded default needs but nobody configured: generated once, kept in DATA_DIR
 * (mode 0600) so restarts keep sessions valid and encrypted data readable.
 */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  } catch {
    const secrets: Secrets = {
      dataEncryptionKey: randomBytes(32).toString('base64'),
      authSecret: randomBytes(32).toString('base64'),
    };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
}
