import { DrizzleQueryError } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/**
 * Drizzle puts a failed query's parameters (emails, session tokens, health data) in its error's
 * message, and the auth library prints some of those errors to stderr itself. Every failed query
 * is rethrown here without them: the SQL text (placeholders only) and the driver's error as the
 * cause stay, so the error code and query name can still be logged.
 */
type QueryWithCache = (
  queryString: string,
  params: unknown[],
  query: () => Promise<unknown>,
) => Promise<unknown>;

const prototype = PgPreparedQuery.prototype as unknown as {
  queryWithCache: QueryWithCache & { scrubbed?: true };
};
if (!prototype.queryWithCache.scrubbed) {
  const original = prototype.queryWithCache;
  const scrubbed: QueryWithCache & { scrubbed?: true } = async function (this: unknown, ...args) {
    try {
      return await original.apply(this, args);
    } catch (err) {
      if (err instanceof DrizzleQueryError) {
        const message = `Failed query: ${err.query}`;
        err.stack = err.stack?.replace(err.message, message);
        err.message = message;
        err.params = [];
      }
      throw err;
    }
  };
  scrubbed.scrubbed = true;
  prototype.queryWithCache = scrubbed;
}
