import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, type Database } from '@server/db/client';
import { crossTenantKeys, tablesWithoutTenant } from '@server/db/shard-rules';
import { createTestDatabase } from '../support/db';

/**
 * Ready to shard by organisation (issue 18, docs/scaling.md), checked on the migrated schema in pg_catalog:
 * a table added on any branch is caught here when it lands.
 */
let database: Database;
let tables: { name: string; org_attnum: number | null }[];

beforeAll(async () => {
  database = await createTestDatabase();
  tables = await rows(
    database.db,
    sql`select c.relname as name, (select a.attnum from pg_attribute a where a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped)::int as org_attnum
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like '\\_\\_%' order by 1`,
  );
});
afterAll(() => database?.close());

const tenantTables = () => tables.filter((t) => t.org_attnum !== null).map((t) => t.name);

describe('ready to shard: schema', () => {
  it('every table has an organization_id, or is listed as a reference or system table with its reason', () => {
    expect(tenantTables().length).toBeGreaterThan(20);
    const unlisted = tables.filter((t) => t.org_attnum === null && !(t.name in tablesWithoutTenant)).map((t) => t.name);
    expect(unlisted, 'add organization_id, or list the table in server/db/shard-rules.ts').toEqual([]);
    const stale = Object.keys(tablesWithoutTenant).filter((name) => !tables.some((t) => t.name === name && t.org_attnum === null));
    expect(stale).toEqual([]);
  });

  it("every tenant table's primary key and unique constraints include organization_id", async () => {
    const keys = await rows<{ table_name: string; index_name: string; is_primary: boolean; has_org: boolean }>(
      database.db,
      sql`select t.relname as table_name, i.relname as index_name, x.indisprimary as is_primary,
                 (select a.attnum from pg_attribute a where a.attrelid = t.oid and a.attname = 'organization_id') = any (x.indkey::int2[]) as has_org
          from pg_index x join pg_class t on t.oid = x.indrelid join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = t.relnamespace
          where n.nspname = 'public' and x.indisunique`,
    );
    const tenant = new Set(tenantTables());
    const withoutPk = [...tenant].filter((name) => !keys.some((k) => k.table_name === name && k.is_primary));
    expect(withoutPk, 'tenant tables without a primary key').toEqual([]);
    const bad = keys.filter((k) => tenant.has(k.table_name) && !k.has_org && !(k.index_name in crossTenantKeys)).map((k) => `${k.table_name}.${k.index_name}`);
    expect(bad, 'primary keys and unique indexes of tenant tables must include organization_id').toEqual([]);
  });

  it('every foreign key between tenant tables includes organization_id on both sides, in the same place', async () => {
    const fks = await rows<{ name: string; from_table: string; to_table: string; ok: boolean; to_tenant: boolean }>(
      database.db,
      sql`select c.conname as name, f.relname as from_table, r.relname as to_table,
                 exists (select 1 from pg_attribute a where a.attrelid = r.oid and a.attname = 'organization_id') as to_tenant,
                 exists (select 1 from generate_subscripts(c.conkey, 1) k
                         join pg_attribute fa on fa.attrelid = c.conrelid and fa.attnum = c.conkey[k]
                         join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[k]
                         where fa.attname = 'organization_id' and ra.attname = 'organization_id') as ok
          from pg_constraint c join pg_class f on f.oid = c.conrelid join pg_class r on r.oid = c.confrelid
          join pg_namespace n on n.oid = f.relnamespace
          where c.contype = 'f' and n.nspname = 'public'`,
    );
    const tenant = new Set(tenantTables());
    expect(fks.length).toBeGreaterThan(5);
    const bad = fks.filter((f) => tenant.has(f.from_table) && (f.to_tenant ? !f.ok : true)).map((f) => `${f.from_table}.${f.name} → ${f.to_table}`);
    expect(bad, 'a tenant table refers only to tenant tables, through (organization_id, …)').toEqual([]);
  });

  it('deleting a question keeps its comments, no longer attached to it (ON DELETE SET NULL of question_id only)', async () => {
    const [fk] = await rows<{ def: string }>(
      database.db,
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'questionnaire_comments_question_fk'`,
    );
    expect(fk?.def).toMatch(/ON DELETE SET NULL \(question_id\)/);
  });
});
