import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { withTenant } from '../../db/tenant-isolation';

const url = '/api/v1/tc-config/announcement/';

describe('announcement mailing', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Mailing Org');
    admin = await t.createUser(org, 'admin');
  });
  afterAll(() => t.close());

  const mailings = async () => {
    const res = await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.execute(sql`select payload->>'announcementId' as id from jobs where type = 'trust-center.announcement-mailing' order by created_at`),
    );
    return (res as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  };

  it('queues the subscriber mailing in the same change when an announcement goes live, once', async () => {
    const draft = (
      await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: { heading: 'Draft', description: 'Not yet.', is_active: false } })
    ).json().data;
    expect(await mailings()).toEqual([]);
    const live = (await t.app.inject({ method: 'POST', url, headers: admin.headers, payload: { heading: 'Live', description: 'Now.' } })).json().data;
    expect(await mailings()).toEqual([live.id]);
    await t.app.inject({ method: 'PATCH', url: `${url}${draft.id}/`, headers: admin.headers, payload: { is_active: true } });
    await t.app.inject({ method: 'PATCH', url: `${url}${live.id}/`, headers: admin.headers, payload: { is_active: false } });
    await t.app.inject({ method: 'PATCH', url: `${url}${live.id}/`, headers: admin.headers, payload: { is_active: true } });
    expect(await mailings()).toEqual([live.id, draft.id]);
  });
});
