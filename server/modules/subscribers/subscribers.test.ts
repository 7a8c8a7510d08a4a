import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { tcSubscribers } from '../../db/schema/index';
import { withTenant } from '../../db/tenant-isolation';

const url = '/api/v1/tc-config/subscriber/';

describe('subscribers', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Subs Org');
    admin = await t.createUser(org, 'admin');
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.insert(tcSubscribers).values([
        { organizationId: org.id, email: 'ciso@bigbank.example', status: 'confirmed', confirmedAt: new Date('2025-03-01T10:00:00Z') },
        { organizationId: org.id, email: 'buyer@retail.example', status: 'confirmed', confirmedAt: new Date('2025-04-01T10:00:00Z') },
        { organizationId: org.id, email: 'pending@nowhere.example', status: 'pending' },
      ]),
    );
  });
  afterAll(() => t.close());

  const list = async (query = '', user = admin) => (await t.app.inject({ method: 'GET', url: url + query, headers: user.headers })).json();

  it('lists confirmed subscribers only, newest first, paged', async () => {
    const body = await list();
    expect(body.data.subscribers.map((s: { email: string }) => s.email)).toEqual(['buyer@retail.example', 'ciso@bigbank.example']);
    expect(body.data.subscribers[0].subscribed_on).toBe('2025-04-01T10:00:00.000Z');
    expect(body.pagination.total_count).toBe(2);
    expect((await list('?length=1&page=2')).data.subscribers.map((s: { email: string }) => s.email)).toEqual(['ciso@bigbank.example']);
    expect((await list('?sort_by=email')).data.subscribers[0].email).toBe('buyer@retail.example');
  });

  it('keeps another organisation from seeing or deleting subscribers', async () => {
    const other = await t.createOrg('Other');
    const intruder = await t.createUser(other, 'admin');
    expect((await list('', intruder)).data.subscribers).toEqual([]);
    const id = (await list()).data.subscribers[0].id;
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${id}/`, headers: intruder.headers })).statusCode).toBe(404);
    expect((await list()).pagination.total_count).toBe(2);
  });

  it('deletes a subscriber, records it, and refuses users without the permission', async () => {
    const sales = await t.createUser(org, 'sales');
    const id = (await list()).data.subscribers[0].id;
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${id}/`, headers: sales.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${id}/`, headers: admin.headers })).statusCode).toBe(204);
    expect((await list()).data.subscribers.map((s: { email: string }) => s.email)).toEqual(['ciso@bigbank.example']);
    const logs = await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.execute(sql`select object_name from activity_logs where object_type = 'subscriber'`),
    );
    expect((logs as unknown as { rows: { object_name: string }[] }).rows).toEqual([{ object_name: 'buyer@retail.example' }]);
  });
});
