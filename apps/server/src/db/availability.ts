/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, refusing,
 * cut off, frozen past a timeout) rather than a fault in a query. Such errors answer 503 with
 * Retry-After, never 500, and the server keeps running: the pool reconnects when the database
 * is back. Walks the `cause` chain, since Drizzle and the auth library wrap the driver's error.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** SQLSTATEs of a database going away or refusing work (class 08, shutdown, too many connections, timeout). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300|57014|25P03)$/;

const DRIVER_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection ended|Client was closed|Cannot use a pool after calling end|PGlite is closed/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (typeof current !== 'object') return false;
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))) {
      return true;
    }
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
    // A connection attempt to several addresses fails with an AggregateError of network errors.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.cause;
  }
  return false;
}

/** The driver's error code (SQLSTATE or network code) somewhere in the chain, for logs. */
export function databaseErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && (/^[0-9A-Z]{5}$/.test(e.code) || NETWORK_CODES.has(e.code))) {
      return e.code;
    }
    current = e.cause;
  }
  return undefined;
}

/**
 * A short, parameter-free name for a failed query: its verb and first table (`insert "assessments"`).
 * The SQL text itself stays out of logs, and the parameters never go near them.
 */
export function queryName(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as { query?: unknown; cause?: unknown };
    if (typeof e.query === 'string') {
      const verb = /^\s*(\w+)/.exec(e.query)?.[1]?.toLowerCase() ?? 'query';
      const table = /"([A-Za-z_][\w]*)"/.exec(e.query)?.[1];
      return table ? `${verb} "${table}"` : verb;
    }
    current = e.cause;
  }
  return undefined;
}
