import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { activityMessages } from '@shared/contracts/activity';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { activityLogs } from '../../db/schema/index';
import { withTenant } from '../../db/tenant-isolation';

const url = '/api/v1/core/activity-log/';

describe('activity log', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  let customerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Activity Org');
    admin = await t.createUser(org, 'admin', { firstName: 'Ada' });
    customerId = (await t.app.inject({ method: 'POST', url: '/api/v1/customer/', headers: admin.headers, payload: { name: 'Northwind Health' } })).json().data
      .id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/customer/${customerId}/`,
      headers: admin.headers,
      payload: { whitelisted_domains: ['northwind.com'] },
    });
    await t.app.inject({ method: 'POST', url: '/api/v1/product/', headers: admin.headers, payload: { name: 'Acme Analytics' } });
    // Rows other areas write: Trust Center content, a request and a file of it, a member of the customer.
    const requestId = '11111111-1111-4111-8111-111111111111';
    const base = { organizationId: org.id, actorId: admin.id, actorName: 'Ada User' };
    const later = (s: number) => new Date(Date.now() + s * 1000);
    await withTenant(t.database.db, { organizationId: org.id }, async (tx) => {
      await tx.execute(sql`insert into questionnaire_requests (id, organization_id, req_num, customer_id) values (${requestId}, ${org.id}, 1, ${customerId})`);
      await tx.insert(activityLogs).values([
        {
          ...base,
          group: 'trust_center',
          action: 'created',
          objectType: 'security_topic',
          objectName: 'Encryption',
          description: 'Created security topic "Encryption"',
          createdAt: later(1),
        },
        {
          ...base,
          group: 'request',
          action: 'created',
          objectType: 'request',
          objectId: requestId,
          objectName: 'REQ-0001',
          description: 'Created request REQ-0001',
          metadata: { customer_id: customerId },
          createdAt: later(2),
        },
        {
          ...base,
          group: 'request',
          action: 'uploaded',
          objectType: 'questionnairefile',
          objectId: '22222222-2222-4222-8222-222222222222',
          objectName: 'sig.xlsx',
          description: 'Uploaded sig.xlsx',
          metadata: { request_id: requestId },
          createdAt: later(3),
        },
        {
          ...base,
          group: 'other',
          action: 'added',
          objectType: 'customer_member',
          objectName: 'dana@northwind.com',
          description: 'Added member dana@northwind.com',
          metadata: { customer_id: customerId },
          createdAt: later(4),
        },
      ]);
    });
  });
  afterAll(() => t.close());

  const get = (query: string, user = admin) => t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: user.headers });
  const descriptions = async (query: string, user = admin) =>
    (await get(query, user)).json().data.activity_logs.map((l: { description: string }) => l.description);

  it('lists a group newest first with who did it, and pages by 10', async () => {
    const res = await get('group=other&length=10&page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.activity_logs.map((l: { description: string }) => l.description)).toEqual([
      'Added member dana@northwind.com',
      'Added product "Acme Analytics"',
      'Updated customer account "Northwind Health": whitelisted domains',
      'Created customer account "Northwind Health"',
    ]);
    expect(body.data.activity_logs[1]).toMatchObject({
      group: 'other',
      action: 'created',
      object_type: 'product',
      object_name: 'Acme Analytics',
      actor: { id: admin.id, name: 'Ada User', email: admin.email },
    });
    expect(body.pagination).toMatchObject({ page: 1, length: 10, total_count: 4, total_pages: 1 });
    expect(await descriptions('group=trust_center')).toEqual(['Created security topic "Encryption"']);
    expect(await descriptions('group=request')).toEqual(['Uploaded sig.xlsx', 'Created request REQ-0001']);
  });

  /** An organisation of its own with its admin, and `count` "Updated <prefix>n" rows of one group, `step` apart going back from now (n = 1 newest). */
  const orgWithLog = async (name: string, log: { group: string; objectType: string; prefix: string; count: number; step: string }) => {
    const org = await t.createOrg(name);
    const admin = await t.createUser(org, 'admin');
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.execute(sql`insert into activity_logs (organization_id, "group", action, object_type, object_name, description, created_at)
                     select ${org.id}, ${log.group}, 'updated', ${log.objectType}, ${log.prefix}::text || n, 'Updated ' || ${log.prefix}::text || n,
                            now() - n * ${log.step}::interval
                     from generate_series(1, ${log.count}::int) n`),
    );
    return admin;
  };

  it('counts a long log only up to 10,000 and says there are more; scrolling goes on past it', async () => {
    const bigAdmin = await orgWithLog('Long Log Org', { group: 'request', objectType: 'request', prefix: 'REQ-', count: 10025, step: '1 second' });
    const first = await get('group=request&length=10&page=1', bigAdmin);
    expect(first.json().pagination).toMatchObject({ total_count: 10000, total_count_capped: true, total_pages: 1001 });
    const past = await get('group=request&length=10&page=1002', bigAdmin);
    expect(past.statusCode).toBe(200);
    expect(past.json().data.activity_logs.map((l: { description: string }) => l.description)[0]).toBe('Updated REQ-10011');
    expect(past.json().pagination).toMatchObject({ total_count: 10020, total_count_capped: true, total_pages: 1003 });
    const last = await get('group=request&length=10&page=1003', bigAdmin);
    expect(last.json().data.activity_logs).toHaveLength(5);
    expect(last.json().pagination).toMatchObject({ total_count: 10025, total_count_capped: false, total_pages: 1003 });
    // A short log is counted exactly.
    expect((await get('group=request&length=10&page=1')).json().pagination).toMatchObject({ total_count: 2, total_count_capped: false, total_pages: 1 });
  });

  it('scrolls by cursor through exactly the rows of the offset pages, also past the 10,000 count', async () => {
    const bigAdmin = await orgWithLog('Deep Log Org', { group: 'other', objectType: 'product', prefix: 'P-', count: 10025, step: '1 second' });
    const offsetPage = (await get('group=other&length=10&page=1001', bigAdmin)).json();
    let before = offsetPage.pagination.next_cursor as string;
    for (const page of [1002, 1003]) {
      const byOffset = await get(`group=other&length=10&page=${page}`, bigAdmin);
      const byCursor = await get(`group=other&length=10&page=${page}&before=${before}`, bigAdmin);
      expect(byCursor.statusCode).toBe(200);
      expect(byCursor.json()).toEqual(byOffset.json());
      before = byCursor.json().pagination.next_cursor;
    }
    expect(before).toBeNull();
  });

  it('gives the same rows by cursor as by page, in order, without gaps or repeats, where rows share a time', async () => {
    const tied = await t.createOrg('Tied Log Org');
    const tiedAdmin = await t.createUser(tied, 'admin');
    // Four rows to each second, and eight more a few microseconds apart (closer than a JavaScript Date can tell).
    await withTenant(t.database.db, { organizationId: tied.id }, (tx) =>
      tx.execute(sql`insert into activity_logs (organization_id, "group", action, object_type, object_name, description, created_at)
                     select ${tied.id}, 'request', 'updated', 'request', 'REQ-' || n, 'Updated REQ-' || n,
                            case when n <= 29 then timestamptz '2026-11-20 10:00:00' - (n / 4) * interval '1 second'
                                 else timestamptz '2026-11-20 09:00:00.123' + n * interval '1 microsecond' end
                     from generate_series(1, 37) n`),
    );
    const ids = (res: Awaited<ReturnType<typeof get>>) => res.json().data.activity_logs.map((l: { id: string }) => l.id) as string[];
    const byOffset: string[] = [];
    for (let page = 1; page <= 4; page++) byOffset.push(...ids(await get(`group=request&length=10&page=${page}`, tiedAdmin)));
    const byCursor: string[] = [];
    let res = await get('group=request&length=10&page=1', tiedAdmin);
    for (let page = 2; ; page++) {
      byCursor.push(...ids(res));
      const next = res.json().pagination.next_cursor;
      if (!next) break;
      res = await get(`group=request&length=10&page=${page}&before=${next}`, tiedAdmin);
      expect(res.json().pagination).toMatchObject({ page, total_count: 37, total_pages: 4 });
    }
    expect(byOffset).toHaveLength(37);
    expect(new Set(byCursor).size).toBe(37);
    expect(byCursor).toEqual(byOffset);
  });

  it('refuses a cursor the log did not give with a sentence', async () => {
    const feb30 = Buffer.from('2026-02-30T10:00:00.000000Z|11111111-1111-4111-8111-111111111111').toString('base64url');
    for (const before of ['abc', '', feb30, 'bm90IGEgY3Vyc29y', 'x'.repeat(300)]) {
      const res = await get(`group=other&before=${before}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ detail: `Before: ${activityMessages.badCursor}`, attr: 'before' })]);
    }
  });

  it("never shows another organisation's rows through a cursor", async () => {
    const otherAdmin = await orgWithLog('Cursor Other Org', { group: 'other', objectType: 'product', prefix: 'Secret-', count: 3, step: '1 hour' });
    // A cursor at this organisation's newest row, sent by the other one: only its own rows older than it.
    const mine = (await get('group=other&length=1')).json().pagination.next_cursor;
    expect(await descriptions(`group=other&before=${mine}`, otherAdmin)).toEqual(['Updated Secret-1', 'Updated Secret-2', 'Updated Secret-3']);
    // And the other way round: nothing of this organisation is older than the other's first row, so the page is empty.
    const theirs = (await get('group=other&length=1', otherAdmin)).json().pagination.next_cursor;
    expect((await get(`group=other&before=${theirs}`)).statusCode).toBe(404);
  });

  it('searches within a group by what happened, who did it, or the object name', async () => {
    expect(await descriptions('group=other&search=analytics')).toEqual(['Added product "Acme Analytics"']);
    expect(await descriptions('group=other&search=dana@')).toEqual(['Added member dana@northwind.com']);
    expect((await descriptions('group=other&search=ada user')).length).toBe(4);
  });

  it('answers 404 when a page has nothing, which the console shows as an empty list', async () => {
    const empty = await get('group=other&search=zzz-nothing');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().errors[0]).toMatchObject({ code: 'not_found', detail: activityMessages.empty });
    expect((await get('group=other&page=2')).statusCode).toBe(404);
  });

  it("shows an object's log with the rows that name it as their parent", async () => {
    expect(await descriptions(`object_type=customer&object_id=${customerId}`)).toEqual([
      'Added member dana@northwind.com',
      'Created request REQ-0001',
      'Updated customer account "Northwind Health": whitelisted domains',
      'Created customer account "Northwind Health"',
    ]);
    expect(await descriptions('object_type=request&object_id=11111111-1111-4111-8111-111111111111')).toEqual(['Uploaded sig.xlsx', 'Created request REQ-0001']);
    expect((await get('object_type=customer&object_id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('asks for either a group or an object, not both or neither', async () => {
    expect((await get('page=1')).statusCode).toBe(400);
    expect((await get(`group=other&object_type=customer&object_id=${customerId}`)).statusCode).toBe(400);
    expect((await get('object_type=customer')).statusCode).toBe(400);
    expect((await get('group=everything')).statusCode).toBe(400);
  });

  it('keeps IT Admin to Other Logs, and SME away from customers and the Trust Center', async () => {
    const it = await t.createUser(org, 'itadmin');
    expect((await get('group=other', it)).statusCode).toBe(200);
    expect((await get('group=trust_center', it)).statusCode).toBe(403);
    expect((await get('group=request', it)).statusCode).toBe(403);
    // An IT Admin may view customers, but the customer's log leaves out the questionnaire rows.
    expect(await descriptions(`object_type=customer&object_id=${customerId}`, it)).not.toContain('Created request REQ-0001');
    const sme = await t.createUser(org, 'sme');
    expect((await get('group=request', sme)).statusCode).not.toBe(403);
    expect((await get('group=trust_center', sme)).statusCode).toBe(403);
    expect((await get(`object_type=customer&object_id=${customerId}`, sme)).statusCode).toBe(404);
    const sales = await t.createUser(org, 'sales');
    expect((await get('group=trust_center', sales)).statusCode).toBe(200);
  });

  it('reads a row about users, customers or API keys only to a caller who may view them (Other Logs and Home alike)', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/iam/user-manage/',
      headers: admin.headers,
      payload: { first_name: 'Nina', last_name: 'New', email: 'nina@activity.test', group_id: org.roleIds.sme },
    });
    expect(invited.statusCode).toBe(201);
    const sme = await t.createUser(org, 'sme');
    const rowsOf = async (user: TestUser) => {
      const res = await get('group=other&length=100', user);
      const listed = res.statusCode === 200 ? res.json().data.activity_logs : [];
      const home = (await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary/', headers: user.headers })).json().data.recent_activity.activity_logs;
      return [...listed, ...home].map((l: { description: string }) => l.description).join('\n');
    };
    const adminSees = await rowsOf(admin);
    expect(adminSees).toContain('Invited nina@activity.test as SME');
    expect(adminSees).toMatch(/northwind\.com/i);
    const smeSees = await rowsOf(sme);
    expect(smeSees).not.toContain('nina@activity.test');
    expect(smeSees).not.toMatch(/northwind/i);
    // IT Admin manages users but not customers' members.
    const itSees = await rowsOf(await t.createUser(org, 'itadmin'));
    expect(itSees).toContain('Invited nina@activity.test as SME');
    // The rows the other tests read stay the newest.
    await withTenant(t.database.db, { organizationId: org.id }, (tx) => tx.execute(sql`delete from activity_logs where object_name = 'nina@activity.test'`));
  });

  it('shows an SME the rows of the requests they work on only, and none of a cancelled one', async () => {
    const sme = await t.createUser(org, 'sme');
    const requestId = '11111111-1111-4111-8111-111111111111';
    const rowsOfRequest = ['Uploaded sig.xlsx', 'Created request REQ-0001'];
    // Not involved: the questionnaire log holds nothing for them (an empty list), nor the Home dashboard.
    expect((await get('group=request', sme)).statusCode).toBe(404);
    const home = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary/', headers: sme.headers }))
        .json()
        .data.recent_activity.activity_logs.map((l: { description: string }) => l.description);
    expect(await home()).not.toContain('Created request REQ-0001');
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.execute(sql`insert into questionnaire_request_assignees (organization_id, request_id, user_id) values (${org.id}, ${requestId}, ${sme.id})`),
    );
    expect(await descriptions('group=request', sme)).toEqual(rowsOfRequest);
    expect(await home()).toContain('Created request REQ-0001');
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.execute(sql`update questionnaire_requests set status = 'CANCELLED' where id = ${requestId}`),
    );
    expect((await get('group=request', sme)).statusCode).toBe(404);
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.execute(sql`update questionnaire_requests set status = 'OPEN' where id = ${requestId}`),
    );
    // Staff who see every request read every row.
    expect(await descriptions('group=request')).toEqual(expect.arrayContaining(rowsOfRequest));
  });

  it('hides the Trust Center group when the feature is off', async () => {
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.execute(sql`update organizations set feature_trustcenter = false where id = ${org.id}`),
    );
    const res = await get('group=trust_center');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].detail).toBe(activityMessages.trustCenterOff);
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.execute(sql`update organizations set feature_trustcenter = true where id = ${org.id}`),
    );
  });

  it('shows the newest readable rows on the Home dashboard', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary/', headers: admin.headers })).json();
    expect(body.data.recent_activity.activity_logs[0].description).toBe('Added member dana@northwind.com');
    expect(body.data.customers).toMatchObject({ total: 1, active: 1, inactive: 0, newest: [{ name: 'Northwind Health' }] });
    expect(body.data.products).toMatchObject({ total: 1, products: [{ name: 'Acme Analytics', request_count: 0 }] });
  });

  it("keeps another organisation's log out of reach", async () => {
    const other = await t.createOrg('Other Org');
    const intruder = await t.createUser(other, 'admin');
    expect((await get('group=other', intruder)).statusCode).toBe(404);
    expect((await get(`object_type=customer&object_id=${customerId}`, intruder)).statusCode).toBe(404);
    const summary = (await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary/', headers: intruder.headers })).json();
    expect(summary.data.recent_activity.activity_logs).toEqual([]);
    expect(summary.data.customers.total).toBe(0);
  });

  it('keeps the rows about security events from those who may not view security events (IT Admin)', async () => {
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.insert(activityLogs).values({
        organizationId: org.id,
        actorName: 'Dana Reviewer',
        group: 'other',
        action: 'acknowledged',
        objectType: 'security_event',
        objectName: 'OpenSSL advisory',
        description: 'Dana Reviewer acknowledged "OpenSSL advisory"',
        createdAt: new Date(Date.now() + 60_000),
      }),
    );
    const itAdmin = await t.createUser(org, 'itadmin');
    expect(await descriptions('group=other', itAdmin)).not.toContain('Dana Reviewer acknowledged "OpenSSL advisory"');
    // Customer accounts are the IT Admin's to view; their members are not.
    expect((await descriptions('group=other', itAdmin)).some((d: string) => /northwind health/i.test(d))).toBe(true);
    expect(await descriptions('group=other', itAdmin)).not.toContain('Added member dana@northwind.com');
    expect(await descriptions('group=other')).toContain('Dana Reviewer acknowledged "OpenSSL advisory"');
  });
});
