import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { NamedStatementClient } from './prepared-statements';
import { statementLogger } from './statement-log';
import { applyTenantIsolation } from './tenant-isolation';

import type { Db, Executor, Schema, Tx } from './types';

export type { Db, Executor, Schema, Tx };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the underlying instance (for dumps in tests). */
  pglite?: PGlite;
  /** PostgreSQL only: the connection string (tests open a second pool, as a second worker process would). */
  url?: string;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from a dump (tests load a migrated golden image). */
  loadDataDir?: Blob | File | undefined;
  migrate?: boolean;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // JIT compiling costs more than it saves on OLTP queries: an OR'd text search over 20,000 library answers
    // spent 770 of its 900 ms compiling (planner cost above jit_above_cost). Off unless the URL sets `options`.
    const options = new URL(opts.databaseUrl).searchParams.has('options') ? undefined : '-c jit=off';
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, Client: NamedStatementClient, ...(options ? { options } : {}) });
    // An idle pooled connection closed by the server (restart, failover, dropped test database) must not
    // crash the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema, logger: statementLogger });
    if (opts.migrate !== false) {
      await db.execute(sql`create extension if not exists pg_trgm`);
      await migratePg(db, { migrationsFolder });
      await applyTenantIsolation(db);
    }
    return { db, kind: 'postgres', url: opts.databaseUrl, close: () => pool.end() };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, logger: statementLogger }) as unknown as Db;
  if (opts.migrate !== false) {
    await db.execute(sql`create extension if not exists pg_trgm`);
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    await applyTenantIsolation(db);
  }
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/** Rows of a raw query, the same shape on both drivers. */
export async function rows<T>(ex: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await ex.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
