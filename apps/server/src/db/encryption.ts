import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { customType } from 'drizzle-orm/pg-core';

/**
 * Health data (symptoms, results, conversations) is encrypted at rest with AES-256-GCM.
 * The key is process-wide: set once at start-up from configuration, before any query runs.
 */
let activeKey: Buffer | null = null;
const PREFIX = 'v1:';

export function setEncryptionKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('The data encryption key must be 32 bytes.');
  activeKey = key;
}

function key(): Buffer {
  if (!activeKey) throw new Error('The data encryption key has not been set.');
  return activeKey;
}

export function encrypt(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decrypt(stored: string): string {
  if (!stored.startsWith(PREFIX)) throw new Error('Unknown encrypted value format.');
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** A text column stored encrypted. */
export const encryptedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => encrypt(value),
  fromDriver: (value) => decrypt(value),
});

/** A JSON value stored encrypted (as text, so the database never sees the content). */
export const encryptedJson = <T>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => encrypt(JSON.stringify(value)),
    fromDriver: (value) => JSON.parse(decrypt(value)) as T,
  })(name);
