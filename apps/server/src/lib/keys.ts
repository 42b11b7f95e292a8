import type { Config } from '../config.ts';
import { setEncryptionKeys } from '../db/encryption.ts';
import { addDataEncryptionKey, loadOrCreateSecrets, readSecrets } from './secrets.ts';

const toBuffers = (list: string[]) => list.map((k) => Buffer.from(k, 'base64'));

/** DATA_ENCRYPTION_KEY as a list: several keys separated by commas, oldest first. */
export const keyList = (value: string) =>
  value
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

/**
 * Sets the data encryption keys: DATA_ENCRYPTION_KEY when configured, otherwise the ones in
 * DATA_DIR/secrets.json (generated on first start). Keys from the file are read again when a value
 * names a key this process does not know, so a rotation run by `npm run admin` is picked up.
 */
export function configureEncryption(config: Pick<Config, 'DATA_ENCRYPTION_KEY' | 'dataDir'>): void {
  if (config.DATA_ENCRYPTION_KEY) {
    setEncryptionKeys(toBuffers(keyList(config.DATA_ENCRYPTION_KEY)));
    return;
  }
  const { dataEncryptionKeys } = loadOrCreateSecrets(config.dataDir);
  const reload = () => toBuffers(readSecrets(config.dataDir)?.dataEncryptionKeys ?? dataEncryptionKeys);
  setEncryptionKeys(toBuffers(dataEncryptionKeys), reload);
}

/** Adds a key to secrets.json and makes it the one that encrypts in this process. */
export function addKeyToSecretsFile(dataDir: string): void {
  const { dataEncryptionKeys } = addDataEncryptionKey(dataDir);
  setEncryptionKeys(toBuffers(dataEncryptionKeys), () =>
    toBuffers(readSecrets(dataDir)?.dataEncryptionKeys ?? dataEncryptionKeys),
  );
}
