import fs, { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** DATA_DIR cannot be used safely: the server stops with this message. */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** Removes group and other permissions from everything under `dir` (not following links). */
export function ownerOnly(dir: string): void {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) continue;
    if (stat.mode & 0o077) chmodSync(file, stat.mode & 0o700);
    if (stat.isDirectory()) ownerOnly(file);
  }
}

/**
 * DATA_DIR holds the database, the keys and the outbox: only the account that runs the server may
 * use it. From here on every file the process creates is owner-only (umask 077, which PGlite's files
 * follow); the folder is created 0700; files left readable by an earlier version are tightened. A
 * folder that others can write is refused: someone else could have replaced what is in it.
 */
export function prepareDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stat = lstatSync(dataDir);
  if (!stat.isDirectory()) throw new DataDirError(`DATA_DIR ${dataDir} is not a folder.`);
  if (stat.mode & 0o022) {
    throw new DataDirError(
      `DATA_DIR ${dataDir} can be written by other users (mode ${octal(stat.mode)}); it holds the ` +
        `database and its keys. Check what is in it, then make it private (chmod 700 ${dataDir}) and start again.`,
    );
  }
  if (typeof process.getuid === 'function' && stat.uid !== process.getuid() && process.getuid() !== 0) {
    throw new DataDirError(
      `DATA_DIR ${dataDir} belongs to another user (uid ${stat.uid}); run the server as that user or use another folder.`,
    );
  }
  if (stat.mode & 0o077) chmodSync(dataDir, 0o700);
  ownerOnly(dataDir);
}

const guarded = new Set<string>();

/**
 * PGlite's file system layer sets each file's mode with an explicit chmod (0666 for its files),
 * which the umask does not limit. Under the given folders every chmod keeps the owner's bits only.
 */
export function keepOwnerOnly(dir: string): void {
  if (guarded.size === 0) {
    const original = fs.chmodSync;
    const inGuarded = (file: fs.PathLike) => {
      const full = path.resolve(String(file));
      for (const root of guarded) if (full === root || full.startsWith(root + path.sep)) return true;
      return false;
    };
    fs.chmodSync = ((file: fs.PathLike, mode: fs.Mode) =>
      original(
        file,
        typeof mode === 'number' && inGuarded(file) ? mode & ~0o077 : mode,
      )) as typeof fs.chmodSync;
  }
  guarded.add(path.resolve(dir));
}
