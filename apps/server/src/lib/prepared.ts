import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Something made once per database handle (tests open several in one process). */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const all = new WeakMap<Db, T>();
  return (db) => {
    let found = all.get(db);
    if (!found) {
      found = make(db);
      all.set(db, found);
    }
    return found;
  };
}

const dialect = new PgDialect();

/**
 * A hand-written statement of a busy route, prepared once per database handle under `name`, its
 * values given as `sql.placeholder(...)` and passed to `execute`. On PostgreSQL it is a named
 * statement: each connection parses and plans it once, not at every request (about half of a
 * simple statement's round trip). The embedded database runs it as any query. Answers the driver's
 * result (`rows`), as `db.execute` does.
 */
export function preparedStatement(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const prepare = perDatabase((db) => db._.session.prepareQuery(query, undefined, name, false));
  return async <Row>(db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await prepare(db).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
