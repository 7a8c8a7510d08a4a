import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { customerMessages } from '@shared/contracts/customers';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { rows } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';

const url = '/api/v1/customer/';

describe('customer accounts', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Customers Org');
    admin = await t.createUser(org, 'admin');
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, user = admin) => t.app.inject({ method: 'POST', url, headers: user.headers, payload: body });
  const patch = (id: string, body: Record<string, unknown>, user = admin) =>
    t.app.inject({ method: 'PATCH', url: `${url}${id}/`, headers: user.headers, payload: body });
  const list = async (query = '', user = admin) => (await t.app.inject({ method: 'GET', url: url + query, headers: user.headers })).json();
  const names = (body: { data: { customers: { name: string }[] } }) => body.data.customers.map((c) => c.name);
  const logs = (objectId: string) =>
    withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      rows<{ action: string; group: string; description: string }>(
        tx,
        sql`select action, "group", description from activity_logs where object_id = ${objectId} order by created_at, action`,
      ),
    );
  const openRequest = (customerId: string, reqNum: number, status = 'IN_PROGRESS') =>
    withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.execute(
        sql`insert into questionnaire_requests (organization_id, req_num, status, customer_id) values (${org.id}, ${reqNum}, ${status}, ${customerId})`,
      ),
    );

  it('creates an account with cleaned-up whitelisted domains and a CRM link, and logs it', async () => {
    const res = await create({
      name: '  Northwind Health ',
      whitelisted_domains: ['NorthwindHealth.com', '@nwh-care.org', 'https://northwindhealth.com/'],
      crm_account_id: '0018d00000NWH4A',
    });
    expect(res.statusCode).toBe(201);
    const c = res.json().data;
    expect(c).toMatchObject({
      name: 'Northwind Health',
      whitelisted_domains: ['northwindhealth.com', 'nwh-care.org'],
      xsf_account: { account_id: '0018d00000NWH4A' },
      is_active: true,
      user_count: 0,
      allowed_actions: { is_editable: true },
    });
    expect(await logs(c.id)).toEqual([{ action: 'created', group: 'other', description: 'Created customer account "Northwind Health"' }]);
  });

  it('refuses a whitelisted domain that is not a domain name, naming the field', async () => {
    const res = await create({ name: 'Initech', whitelisted_domains: ['initech'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ attr: 'whitelisted_domains' });
    expect(res.json().errors[0].detail).toContain(customerMessages.invalidDomain('initech'));
    for (const bad of ['-initech.com', 'init ech.com', 'initech..com', 'initech.c', 'a'.repeat(64) + '.com']) {
      expect((await create({ name: 'Initech', whitelisted_domains: [bad] })).statusCode).toBe(400);
    }
  });

  it('refuses public email domains, which would let anyone in', async () => {
    const res = await create({ name: 'Initech', whitelisted_domains: ['gmail.com'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].detail).toContain(customerMessages.publicDomain('gmail.com'));
  });

  it('refuses a second account with the same name, whatever its case', async () => {
    const res = await create({ name: 'NORTHWIND health' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ detail: customerMessages.nameTaken('NORTHWIND health'), attr: 'name' });
  });

  it('refuses a domain already whitelisted for another account', async () => {
    const res = await create({ name: 'Northwind Clinics', whitelisted_domains: ['nwh-care.org'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ detail: customerMessages.domainTaken('nwh-care.org', 'Northwind Health'), attr: 'whitelisted_domains' });
  });

  it('lists accounts paged, newest first, with active counts, search, filter and sorting', async () => {
    for (const name of ['Initech', 'Hooli', 'Umbrella Retail'])
      expect((await create({ name, whitelisted_domains: [`${name.toLowerCase().replace(' ', '-')}.com`] })).statusCode).toBe(201);
    const all = await list('?length=2');
    expect(names(all)).toEqual(['Umbrella Retail', 'Hooli']);
    expect(all.pagination).toMatchObject({ page: 1, length: 2, total_count: 4, total_pages: 2, total_active_count: 4, total_inactive_count: 0 });
    expect(names(await list('?length=2&page=2'))).toEqual(['Initech', 'Northwind Health']);
    expect(names(await list('?sort_by=name'))).toEqual(['Hooli', 'Initech', 'Northwind Health', 'Umbrella Retail']);
    expect(names(await list('?sort_by=-name'))).toEqual(['Umbrella Retail', 'Northwind Health', 'Initech', 'Hooli']);
    expect(names(await list('?search=nwh-care'))).toEqual(['Northwind Health']);
    expect(names(await list('?search=0018d'))).toEqual(['Northwind Health']);
    expect(names(await list('?search=HOO'))).toEqual(['Hooli']);
  });

  it('toggles the active state, filters by it, and logs the change', async () => {
    const hooli = (await list('?search=Hooli')).data.customers[0];
    const off = await patch(hooli.id, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.is_active).toBe(false);
    expect(names(await list('?is_active=0'))).toEqual(['Hooli']);
    expect((await list('?is_active=1')).pagination).toMatchObject({ total_count: 3, total_active_count: 3, total_inactive_count: 1 });
    expect((await logs(hooli.id)).map((l) => l.action)).toEqual(['created', 'deactivated']);
  });

  it('edits name, domains and CRM id, saying what changed in the log', async () => {
    const initech = (await list('?search=Initech')).data.customers[0];
    const res = await patch(initech.id, { name: 'Initech Corp', whitelisted_domains: ['initech.com', 'initrode.com'], crm_account_id: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Initech Corp',
      whitelisted_domains: ['initech.com', 'initrode.com'],
      crm_account_id: null,
      xsf_account: null,
    });
    const last = (await logs(initech.id)).at(-1)!;
    expect(last.description).toBe('Updated customer account "Initech Corp": name (was "Initech"), whitelisted domains');
    expect((await patch(initech.id, { name: 'Hooli' })).json().errors[0].detail).toBe(customerMessages.nameTaken('Hooli'));
  });

  it('reads one account and answers not_found for a missing one', async () => {
    const nw = (await list('?search=Northwind')).data.customers[0];
    const res = await t.app.inject({ method: 'GET', url: `${url}${nw.id}/`, headers: admin.headers });
    expect(res.json().data.name).toBe('Northwind Health');
    const missing = await t.app.inject({ method: 'GET', url: `${url}00000000-0000-4000-8000-000000000000/`, headers: admin.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0]).toMatchObject({ code: 'not_found', detail: customerMessages.notFound });
  });

  it('keeps CRM-imported accounts read-only except for their active state', async () => {
    const [row] = await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      rows<{ id: string }>(tx, sql`insert into customers (organization_id, name, source) values (${org.id}, 'Globex Financial', 'CRM') returning id`),
    );
    const got = (await t.app.inject({ method: 'GET', url: `${url}${row!.id}/`, headers: admin.headers })).json().data;
    expect(got.allowed_actions.is_editable).toBe(false);
    const res = await patch(row!.id, { name: 'Globex' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].detail).toBe(customerMessages.crmManaged);
    expect((await patch(row!.id, { is_active: false })).statusCode).toBe(200);
  });

  it('refuses to delete or deactivate an account with open questionnaire requests, in the dialog format', async () => {
    const nw = (await list('?search=Northwind')).data.customers[0];
    await openRequest(nw.id, 1, 'IN_PROGRESS');
    await openRequest(nw.id, 2, 'OPEN');
    await openRequest(nw.id, 3, 'COMPLETE');
    const del = await t.app.inject({ method: 'DELETE', url: `${url}${nw.id}/`, headers: admin.headers });
    expect(del.statusCode).toBe(409);
    const detail: string = del.json().errors[0].detail;
    expect(detail).toBe(
      'This customer account cannot be deleted$$$Northwind Health has 2 open questionnaire requests (REQ-0001, REQ-0002). Complete or cancel them in Questionnaires, then delete the account.',
    );
    const off = await patch(nw.id, { is_active: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().errors[0].detail).toMatch(/^This customer account cannot be marked inactive\$\$\$Northwind Health has 2 open/);
    expect((await t.app.inject({ method: 'GET', url: `${url}${nw.id}/`, headers: admin.headers })).json().data.is_active).toBe(true);
  });

  it('deletes an account once its requests are closed, and logs it', async () => {
    const nw = (await list('?search=Northwind')).data.customers[0];
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.execute(sql`update questionnaire_requests set status = 'CANCELLED' where customer_id = ${nw.id}`),
    );
    const del = await t.app.inject({ method: 'DELETE', url: `${url}${nw.id}/`, headers: admin.headers });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${url}${nw.id}/`, headers: admin.headers })).statusCode).toBe(404);
    expect((await logs(nw.id)).at(-1)).toMatchObject({ action: 'deleted', description: 'Deleted customer account "Northwind Health"' });
  });

  it('lets a sales admin create and edit but not delete, and a sales user only read', async () => {
    const salesAdmin = await t.createUser(org, 'salesadmin');
    const sales = await t.createUser(org, 'sales');
    const made = await create({ name: 'Vandelay Industries' }, salesAdmin);
    expect(made.statusCode).toBe(201);
    expect(made.json().data.allowed_actions.is_editable).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${made.json().data.id}/`, headers: salesAdmin.headers })).statusCode).toBe(403);
    expect((await list('', sales)).data.customers[0].allowed_actions.is_editable).toBe(false);
    expect((await patch(made.json().data.id, { name: 'X' }, sales)).statusCode).toBe(403);
  });

  it('keeps another organisation from seeing or changing the accounts', async () => {
    const other = await t.createOrg('Other Org');
    const intruder = await t.createUser(other, 'admin');
    const mine = (await list()).data.customers[0];
    expect((await list('', intruder)).data.customers).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${url}${mine.id}/`, headers: intruder.headers })).statusCode).toBe(404);
    expect((await patch(mine.id, { name: 'Hacked' }, intruder)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${mine.id}/`, headers: intruder.headers })).statusCode).toBe(404);
    // Names and domains are unique per organisation only.
    expect((await create({ name: mine.name, whitelisted_domains: mine.whitelisted_domains }, intruder)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: `${url}${mine.id}/`, headers: admin.headers })).json().data.name).toBe(mine.name);
  });
});
