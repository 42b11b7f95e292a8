import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** The data encryption keys (base64, 32 bytes each), oldest first: the last one encrypts. */
export type Secrets = { dataEncryptionKeys: string[]; authSecret: string };

/** secrets.json cannot be used: the server stops rather than replace the key to everyone's data. */
export class SecretsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretsError';
  }
}

export const secretsFile = (dataDir: string) => path.join(dataDir, 'secrets.json');

const isKey = (v: unknown): v is string => typeof v === 'string' && Buffer.from(v, 'base64').length === 32;

function damaged(file: string, what: string): SecretsError {
  return new SecretsError(
    `${file} is damaged (${what}). The server stopped and left the file as it is: it holds the key to ` +
      'every stored health record, and a new key would make them unreadable. Restore the file from a ' +
      'backup (or set DATA_ENCRYPTION_KEY and AUTH_SECRET to the original values), then start again.',
  );
}

/** Parses and checks the file's text; also reads the first format, which had one `dataEncryptionKey`. */
function parseSecrets(file: string, text: string): Secrets {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw damaged(file, text.trim() === '' ? 'it is empty' : 'it is not valid JSON');
  }
  if (typeof data !== 'object' || data === null) throw damaged(file, 'it is not a JSON object');
  const d = data as { dataEncryptionKeys?: unknown; dataEncryptionKey?: unknown; authSecret?: unknown };
  const keys =
    d.dataEncryptionKeys ?? (d.dataEncryptionKey === undefined ? undefined : [d.dataEncryptionKey]);
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every(isKey)) {
    throw damaged(file, 'the data encryption keys are missing or not 32 bytes in base64');
  }
  if (typeof d.authSecret !== 'string' || d.authSecret.length < 32) {
    throw damaged(file, 'the auth secret is missing or shorter than 32 characters');
  }
  return { dataEncryptionKeys: keys, authSecret: d.authSecret };
}

/**
 * Writes the file whole or not at all: a temporary file (0600) is written and flushed to disk, then
 * moved into place, and the folder is flushed so the move survives a power cut. `exclusive` only
 * creates: it fails with EEXIST when the file appeared meanwhile (another process made it first).
 */
function writeAtomically(file: string, secrets: Secrets, exclusive: boolean): void {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.secrets.json.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(secrets, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    if (exclusive) linkSync(temp, file);
    else renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
  const dirFd = openSync(dir, 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

/** Reads secrets.json; SecretsError when it cannot be read or is damaged, null when it does not exist. */
export function readSecrets(dataDir: string): Secrets | null {
  const file = secretsFile(dataDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw new SecretsError(
      `${file} cannot be read (${code ?? (err as Error).message}). The server stopped and left it as it is; ` +
        'check its owner and permissions, then start again.',
    );
  }
  return parseSecrets(file, text);
}

/**
 * Secrets the embedded default needs but nobody configured: generated once, when the file does not
 * exist, and kept in DATA_DIR (0600) so restarts keep sessions valid and encrypted data readable.
 * Any other problem with the file stops the server with a SecretsError; the file is never replaced.
 */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const existing = readSecrets(dataDir);
  if (existing) return existing;
  const secrets: Secrets = {
    dataEncryptionKeys: [randomBytes(32).toString('base64')],
    authSecret: randomBytes(32).toString('base64'),
  };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeAtomically(secretsFile(dataDir), secrets, true);
  } catch (err) {
    // Another process created it first: theirs is the one in use.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateSecrets(dataDir);
    throw err;
  }
  return secrets;
}

/** Adds a new data encryption key (it encrypts from now on; the old ones still decrypt). Returns it. */
export function addDataEncryptionKey(dataDir: string): Secrets {
  const current = readSecrets(dataDir);
  if (!current)
    throw new SecretsError(`${secretsFile(dataDir)} does not exist; start the server once first.`);
  const next: Secrets = {
    ...current,
    dataEncryptionKeys: [...current.dataEncryptionKeys, randomBytes(32).toString('base64')],
  };
  writeAtomically(secretsFile(dataDir), next, false);
  return next;
}
