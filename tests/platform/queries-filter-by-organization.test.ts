import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@server/db/client';
import { users } from '@server/db/schema/index';
import type { SeededOrg } from '@server/db/seed';
import { seedDemo } from '@server/demo/seeds';
import { unscopedStatements } from '@server/db/shard-rules';
import { observeStatements } from '@server/db/statement-log';
import { withTenant } from '@server/db/tenant-isolation';
import { startSession } from '@server/lib/auth/sessions';
import { createTestApp, type TestApp } from '../support/app';

/**
 * Bounded check on a query log: every GET route of the API is called as an administrator of the demo
 * organisation (list routes, then each detail route with an id from its list), plus the public Trust Center
 * and its JSON. Every statement that reads or writes a tenant table must filter by organization_id
 * (server/db/shard-rules.ts). New modules' routes are picked up without editing this file.
 */
let t: TestApp;
let acme: SeededOrg;
let headers: { authorization: string };
const log: string[] = [];
let tenantTables: Set<string>;

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemo(t.database.db);
  acme = seeded.orgs.find((o) => o.slug === 'acme-cloud')!;
  const adminId = acme.userIds['admin@acme.test']!;
  const [admin] = await withTenant(t.database.db, { organizationId: acme.id }, (tx) => tx.select().from(users).where(eq(users.id, adminId)));
  const { accessToken } = await startSession(t.database.db, t.app.deps.tokens, { id: admin!.id, organizationId: acme.id });
  headers = { authorization: `Bearer ${accessToken}` };
  const cols = await rows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'organization_id'`,
  );
  tenantTables = new Set(cols.map((c) => c.table_name));
}, 120_000);
afterAll(() => t?.close());

function firstId(body: unknown): string | null {
  const data = (body as { data?: unknown })?.data;
  const list = Array.isArray(data) ? data : Object.values((data as Record<string, unknown>) ?? {}).find(Array.isArray);
  const first = (list as { id?: unknown }[] | undefined)?.[0];
  return typeof first?.id === 'string' ? first.id : null;
}

/** Calls that need a query string to do their work. */
const withQuery = [
  '/api/v1/core/activity-log/?group=questionnaire',
  '/api/v1/knowledge-hub/search/?search=encryption',
  '/api/v1/questionnaire/request/?status=OPEN&ordering=-due_date',
];

describe('ready to shard: queries', () => {
  it('every query the API sends on a tenant table filters by organization_id', async () => {
    const stop = observeStatements((s) => log.push(s));
    const gets = t.app.declaredRoutes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/'));
    const idsByList = new Map<string, string>();
    for (const r of gets.filter((g) => !g.url.includes(':'))) {
      const res = await t.app.inject({ method: 'GET', url: r.url, headers });
      const id = res.headers['content-type']?.includes('json') && res.body ? firstId(res.json()) : null;
      if (id) idsByList.set(r.url, id);
    }
    for (const url of withQuery) await t.app.inject({ method: 'GET', url, headers });
    let detailCalls = 0;
    for (const r of gets.filter((g) => g.url.split(':').length === 2)) {
      const [prefix] = r.url.split(':');
      const id = idsByList.get(prefix!);
      if (!id) continue;
      await t.app.inject({ method: 'GET', url: r.url.replace(/:[A-Za-z_]+/, id), headers });
      detailCalls++;
    }
    await t.app.inject({ method: 'GET', url: `/trust/${acme.slug}` });
    await t.app.inject({ method: 'GET', url: `/api/v1/public/trust/${acme.slug}/` });
    stop();
    expect(idsByList.size).toBeGreaterThan(3);
    expect(detailCalls).toBeGreaterThan(3);
    expect(log.length).toBeGreaterThan(50);
    const bad = unscopedStatements(log, tenantTables);
    if (bad.length) console.log(bad.join('\n'));
    expect(bad).toEqual([]);
  });

  it('the check flags a query on a tenant table without organization_id, and accepts one with it', () => {
    const tables = new Set(['customers', 'users']);
    expect(unscopedStatements(['select "customers"."id", "customers"."organization_id" from "customers" where "customers"."id" = $1'], tables)).toHaveLength(1);
    expect(
      unscopedStatements(
        ['select "id" from "customers" inner join "users" on "users"."id" = "customers"."created_by" where "customers"."organization_id" = $1'],
        tables,
      ),
    ).toHaveLength(1);
    expect(unscopedStatements(['select "id" from "customers" where ("customers"."organization_id" = $1 and "customers"."id" = $2)'], tables)).toEqual([]);
    expect(unscopedStatements(['insert into "customers" ("id", "organization_id", "name") values (default, $1, $2)'], tables)).toEqual([]);
    expect(unscopedStatements(['select c.id from customers c where c.organization_id = $1'], tables)).toEqual([]);
  });
});
