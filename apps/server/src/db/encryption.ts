import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { customType } from 'drizzle-orm/pg-core';

/**
 * Health data (symptoms, pain locations, results, conversations) is encrypted at rest with
 * AES-256-GCM. The keys are process-wide, set once at start-up from configuration before any query
 * runs. There may be several (key rotation): the newest encrypts, any of them decrypts. A value
 * names the key that encrypted it (`v2:<key id>:...`); values of the first format (`v1:`) carry no
 * id and are tried against every key (GCM tells the right one).
 */
type Key = { id: string; key: Buffer };
let keys: Key[] = [];
/** Reads the keys again (a rotation by another process added one); set when they come from a file. */
let reloadKeys: (() => Buffer[]) | null = null;
let checkedAt = 0;
/** How often the file is read again before encrypting, so a rotation's new key is used promptly. */
const RECHECK_MS = 10_000;

function reload(): void {
  if (!reloadKeys) return;
  checkedAt = Date.now();
  try {
    setEncryptionKeys(reloadKeys(), reloadKeys);
  } catch {
    // The file cannot be read right now: keep the keys in use.
  }
}
const V1 = 'v1:';
const V2 = 'v2:';

/** A short, stable id of a key (not secret: a hash prefix), stored with each value it encrypts. */
export const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** Oldest first: the last key encrypts. */
export function setEncryptionKeys(list: Buffer[], reloader?: () => Buffer[]): void {
  if (list.length === 0) throw new Error('At least one data encryption key is needed.');
  for (const key of list) {
    if (key.length !== 32) throw new Error('The data encryption key must be 32 bytes.');
  }
  keys = list.map((key) => ({ id: keyId(key), key }));
  reloadKeys = reloader ?? null;
  checkedAt = Date.now();
}

export function setEncryptionKey(key: Buffer): void {
  setEncryptionKeys([key]);
}

function newest(): Key {
  const key = keys.at(-1);
  if (!key) throw new Error('The data encryption key has not been set.');
  return key;
}

/** The id of the key that encrypts now. */
export const currentKeyId = (): string => newest().id;

/** The id of the key a stored value was encrypted with; null for the first format (no id). */
export function storedKeyId(stored: string): string | null {
  if (!stored.startsWith(V2)) return null;
  return stored.slice(V2.length, stored.indexOf(':', V2.length));
}

export function encrypt(plain: string): string {
  if (reloadKeys && Date.now() - checkedAt > RECHECK_MS) reload();
  const { id, key } = newest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${V2}${id}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

function open(key: Buffer, raw: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

function findKey(id: string): Key | undefined {
  const found = keys.find((k) => k.id === id);
  if (found || !reloadKeys) return found;
  reload();
  return keys.find((k) => k.id === id);
}

export function decrypt(stored: string): string {
  if (stored.startsWith(V2)) {
    const id = storedKeyId(stored) ?? '';
    const key = findKey(id);
    if (!key) throw new Error(`No data encryption key with id ${id} is configured.`);
    return open(key.key, Buffer.from(stored.slice(V2.length + id.length + 1), 'base64'));
  }
  if (!stored.startsWith(V1)) throw new Error('Unknown encrypted value format.');
  if (keys.length === 0) newest();
  const raw = Buffer.from(stored.slice(V1.length), 'base64');
  for (const { key } of [...keys].reverse()) {
    try {
      return open(key, raw);
    } catch {
      // Not this key: GCM's tag did not match.
    }
  }
  throw new Error('No configured data encryption key opens this value.');
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

/** Whether a stored text is one of our encrypted values (rather than plaintext kept from before). */
export const isEncrypted = (stored: string) => stored.startsWith(V1) || stored.startsWith(V2);

/**
 * A JSON value stored encrypted, in a column that held plaintext JSON before: rows not yet converted
 * (see `encryptPlaintextColumns`) still read, and every write encrypts.
 */
export const encryptedJsonOverPlain = <T>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => encrypt(JSON.stringify(value)),
    fromDriver: (value) => JSON.parse(isEncrypted(value) ? decrypt(value) : value) as T,
  })(name);
