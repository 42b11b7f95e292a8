/**
 * What this process last read or wrote of a database row, with the row's version (PostgreSQL's
 * `xmin`: the transaction that wrote the version; every update makes a new one). An entry is only
 * ever used after the database has confirmed the version is still current, in the same query that
 * needed the row anyway (a version check, or a write conditional on it), so a change made by another
 * request or another process is never missed; the entry only spares decrypting and parsing again.
 * Entries go after `ttlMs` and the oldest go first past `max`, so decrypted health data stays in
 * memory briefly and boundedly.
 */
export class VersionedCache<V> {
  readonly #entries = new Map<string, { version: string; value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  /** The value stored under `key` at `version`, if it is still here. */
  get(key: string, version: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now() || entry.version !== version) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** The entry under `key` whatever its version (the caller checks it against the database). */
  peek(key: string): { version: string; value: V } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, version: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value, expires: Date.now() + this.ttlMs });
    if (this.#entries.size > this.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
