#!/usr/bin/env node
// The browser suite's server on PostgreSQL: the same `npm start` process, on a fresh database.
// DATABASE_URL names the database to use; it is created if missing (through the server's `postgres`
// database) and emptied, as the PGlite run starts from an empty data folder. Then scripts/start.mjs
// takes over. Used by playwright.config.ts when E2E_DATABASE_URL is set (see scripts/test-e2e.mjs).
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('scripts/e2e-postgres.mjs needs DATABASE_URL');
  process.exit(1);
}
const target = new URL(url);
const name = decodeURIComponent(target.pathname.slice(1));
const admin = new URL(url);
admin.pathname = '/postgres';

const server = new pg.Client({ connectionString: admin.toString() });
await server.connect();
const found = await server.query('select 1 from pg_database where datname = $1', [name]);
if (found.rowCount === 0) await server.query(`create database "${name.replaceAll('"', '""')}"`);
await server.end();

const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('drop schema if exists public cascade');
await client.query('drop schema if exists drizzle cascade');
await client.query('create schema public');
await client.end();

await import('./start.mjs');
