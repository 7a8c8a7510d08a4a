import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from './schema/index';
import { rows } from './client';
import { withTenant } from './tenant-isolation';
import { createTestApp, type TestApp } from '@tests/support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('tenant isolation', () => {
  it('covers every table that has an organization_id with forced row-level security', async () => {
    const tables = await rows<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
      t.database.db,
      sql`select c.relname, c.relrowsecurity, c.relforcerowsecurity from pg_class c
          join information_schema.columns col on col.table_name = c.relname and col.column_name = 'organization_id' and col.table_schema = 'public'
          where c.relkind = 'r'`,
    );
    expect(tables.length).toBeGreaterThan(3);
    for (const table of tables) expect(table, table.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
  });

  it("hides one organisation's users from another and refuses writes into it", async () => {
    const acme = await t.createOrg('Acme');
    const globex = await t.createOrg('Globex');
    const a = await t.createUser(acme, 'admin');
    await t.createUser(globex, 'admin');
    const seen = await withTenant(t.database.db, { organizationId: globex.id }, (tx) => tx.select().from(users));
    expect(seen.map((u) => u.organizationId)).not.toContain(acme.id);
    const updated = await withTenant(t.database.db, { organizationId: globex.id }, (tx) =>
      tx.update(users).set({ firstName: 'Hacked' }).where(eq(users.id, a.id)).returning(),
    );
    expect(updated).toHaveLength(0);
    await expect(
      withTenant(t.database.db, { organizationId: globex.id }, (tx) =>
        tx.insert(users).values({ organizationId: acme.id, email: 'x@evil.test', firstName: 'X', roleId: acme.roleIds.admin }),
      ),
    ).rejects.toThrow();
  });
});
