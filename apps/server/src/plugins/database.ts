import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: DatabaseHandle;
  }
}

/** Makes the database available to every route; whoever opened it decides when it closes. */
export const databasePlugin = fp(async (app: FastifyInstance, opts: { database: DatabaseHandle }) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
});
