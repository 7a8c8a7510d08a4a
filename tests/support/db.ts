import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { applyTenantIsolation } from '@server/db/tenant-isolation';
import { openDatabase, type Database } from '@server/db/client';
import { withDatabase } from './global-setup';

/** A fresh, migrated database for one test file. Close it in afterAll. */
export async function createTestDatabase(): Promise<Database> {
  const golden = inject('goldenDb');
  if (golden.kind === 'pglite') {
    const blob = new Blob([fs.readFileSync(golden.dumpPath)]);
    const database = await openDatabase({ loadDataDir: blob, migrate: false });
    return database;
  }
  const name = `trustroom_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: golden.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${golden.template}`);
  await admin.end();
  const url = withDatabase(golden.url, name);
  const database = await openDatabase({ databaseUrl: url, migrate: false });
  await applyTenantIsolation(database.db);
  const close = database.close;
  return {
    ...database,
    url,
    async close() {
      await close();
      const a = new pg.Client({ connectionString: golden.url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await a.end();
    },
  };
}
