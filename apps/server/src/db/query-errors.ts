import { DrizzleQueryError } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { isDatabaseUnavailable } from './availability.ts';

/** When the last query failed because the database could not be reached; 0 once a query succeeds. */
let unavailableSince = 0;

/**
 * Whether the last query failed for want of a database (and none has succeeded since). Lets the
 * error handler answer 503 at once for errors that reach it without their cause (the auth library
 * wraps them), instead of probing a database that may take seconds to answer.
 */
export const databaseLastFailed = () => unavailableSince !== 0;

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
      const result = await original.apply(this, args);
      unavailableSince = 0;
      return result;
    } catch (err) {
      if (isDatabaseUnavailable(err)) unavailableSince ||= Date.now();
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
