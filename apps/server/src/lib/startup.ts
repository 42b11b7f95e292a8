import { databaseErrorCode, isDatabaseUnavailable } from '../db/availability.ts';

/** Where the database is, for messages: host, port and database name, never the password. */
export function databaseWhere(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `the embedded database in ${dataDir}/pglite`;
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** The innermost useful message: Drizzle's "Failed query: ..." hides the driver's reason as its cause. */
function reasons(err: unknown): string[] {
  const out: string[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    const isQuery = typeof (current as { query?: unknown }).query === 'string';
    if (current instanceof AggregateError) {
      for (const inner of current.errors) if (inner instanceof Error) out.push(inner.message);
    } else if (!isQuery && current.message) {
      out.push(
        typeof code === 'string' && !current.message.includes(code)
          ? `${current.message} (${code})`
          : current.message,
      );
    }
    current = current.cause;
  }
  return [...new Set(out)];
}

/**
 * The message printed when the server cannot start: what failed and why, with the database's host
 * when the database is the cause (a stopped server, a wrong port, a missing database, bad password).
 */
export function describeStartupError(err: unknown, where: string): string {
  const why = reasons(err);
  const text = why.length ? why.join('; ') : String(err);
  const aboutDatabase =
    isDatabaseUnavailable(err) ||
    databaseErrorCode(err) !== undefined ||
    typeof (err as { query?: unknown })?.query === 'string';
  if (!aboutDatabase) return text;
  return `cannot use ${where}: ${text}`;
}
