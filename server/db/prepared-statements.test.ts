import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/app';
import { rows } from './client';
import { withTenant } from './tenant-isolation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// On PostgreSQL, a statement the app sends again and again is parsed once per connection and its plan can
// be reused (prepared-statements.ts); PGlite runs in the process and has nothing to save.
describe.skipIf(!process.env.DATABASE_URL)('statements sent often', () => {
  it('are prepared once per connection, give the same answers and still see only the tenant of the transaction', async () => {
    const a = await t.createOrg('Prepared A');
    const b = await t.createOrg('Prepared B');
    const marker = `prepared-${Date.now()}`;
    const names = async (organizationId: string) =>
      withTenant(t.database.db, { organizationId }, async (tx) => {
        const found = await rows<{ name: string }>(tx, sql`select name from organizations where name like ${'Prepared %'} and ${marker} <> ''`);
        const prepared = await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from pg_prepared_statements where statement like ${`%${'Prepared %'}%`} or statement like '%organizations where name like%'`,
        );
        return { found: found.map((r) => r.name), prepared: prepared[0]!.n };
      });
    const seen = [];
    for (let i = 0; i < 12; i++) seen.push(await names(i % 2 ? a.id : b.id));
    expect(seen.map((s) => s.found)).toEqual(Array.from({ length: 12 }, (_, i) => [i % 2 ? 'Prepared A' : 'Prepared B']));
    // By the last rounds the connections that ran it hold it as a prepared statement.
    expect(seen.slice(-4).some((s) => s.prepared > 0)).toBe(true);
  });
});
