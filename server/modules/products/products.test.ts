import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { productMessages } from '@shared/contracts/products';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { rows } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';

const url = '/api/v1/product/';

describe('products', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Products Org');
    admin = await t.createUser(org, 'admin');
  });
  afterAll(() => t.close());

  const create = (name: unknown, user = admin) => t.app.inject({ method: 'POST', url, headers: user.headers, payload: { name } });
  const list = async (query = '', user = admin) => (await t.app.inject({ method: 'GET', url: url + query, headers: user.headers })).json();
  const names = (body: { data: { products: { name: string }[] } }) => body.data.products.map((p) => p.name);
  const tenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.database.db, { organizationId: org.id }, fn);

  it('adds a product with its name trimmed, and logs it', async () => {
    const res = await create('  Acme Cloud Platform  ');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Acme Cloud Platform', is_active: true, request_count: 0 });
    const log = await tenant((tx) =>
      rows<{ description: string; group: string }>(tx, sql`select description, "group" from activity_logs where object_type = 'product'`),
    );
    expect(log).toEqual([{ description: 'Added product "Acme Cloud Platform"', group: 'other' }]);
  });

  it('refuses an empty name, naming the field', async () => {
    const res = await create('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ attr: 'name' });
    expect(res.json().errors[0].detail).toContain(productMessages.nameRequired);
  });

  it('refuses a second product with the same name in any case', async () => {
    const res = await create('acme cloud PLATFORM ');
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ detail: productMessages.nameTaken('acme cloud PLATFORM'), attr: 'name' });
  });

  it('lists products paged by name with total_count and total_pages, and searches', async () => {
    for (const n of ['Acme Analytics', 'Acme Mobile SDK', 'Acme Identity']) expect((await create(n)).statusCode).toBe(201);
    const first = await list('?length=3');
    expect(names(first)).toEqual(['Acme Analytics', 'Acme Cloud Platform', 'Acme Identity']);
    expect(first.pagination).toMatchObject({ total_count: 4, total_pages: 2 });
    expect(names(await list('?length=3&page=2'))).toEqual(['Acme Mobile SDK']);
    expect(names(await list('?search=mobile'))).toEqual(['Acme Mobile SDK']);
    expect((await list('?search=nothing-like-this')).pagination.total_count).toBe(0);
  });

  it('renames with PATCH or PUT, refusing a name another product has', async () => {
    const sdk = (await list('?search=SDK')).data.products[0];
    const res = await t.app.inject({ method: 'PATCH', url: `${url}${sdk.id}/`, headers: admin.headers, payload: { name: ' Acme Mobile Kit ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Acme Mobile Kit');
    const put = await t.app.inject({ method: 'PUT', url: `${url}${sdk.id}/`, headers: admin.headers, payload: { name: 'Acme Mobile SDK' } });
    expect(put.json().data.name).toBe('Acme Mobile SDK');
    const clash = await t.app.inject({ method: 'PATCH', url: `${url}${sdk.id}/`, headers: admin.headers, payload: { name: 'Acme Analytics' } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors[0].detail).toBe(productMessages.nameTaken('Acme Analytics'));
    const same = await t.app.inject({ method: 'PATCH', url: `${url}${sdk.id}/`, headers: admin.headers, payload: { name: 'acme mobile sdk' } });
    expect(same.json().data.name).toBe('acme mobile sdk');
  });

  it('offers only active products in the quick list, 20 at most, by name', async () => {
    const identity = (await list('?search=Identity')).data.products[0];
    await tenant((tx) => tx.execute(sql`update products set is_active = false where id = ${identity.id}`));
    for (let i = 1; i <= 20; i++) await create(`Widget ${String(i).padStart(2, '0')}`);
    const quick = (await t.app.inject({ method: 'GET', url: `${url}quick-list/?length=20&is_active=1`, headers: admin.headers })).json();
    expect(quick.data.products).toHaveLength(20);
    expect(quick.data.products.map((p: { name: string }) => p.name)).not.toContain('Acme Identity');
    expect(quick.data.products[0]).toEqual({ id: expect.any(String), name: 'Acme Analytics' });
    const searched = (await t.app.inject({ method: 'GET', url: `${url}quick-list/?search=cloud`, headers: admin.headers })).json();
    expect(searched.data.products.map((p: { name: string }) => p.name)).toEqual(['Acme Cloud Platform']);
  });

  it('deletes a product, untagging it from questionnaire requests, and logs how many', async () => {
    const cloud = (await list('?search=Cloud')).data.products[0];
    await tenant(async (tx) => {
      const [req] = await rows<{ id: string }>(tx, sql`insert into questionnaire_requests (organization_id, req_num) values (${org.id}, 1) returning id`);
      await tx.execute(sql`insert into questionnaire_request_products (organization_id, request_id, product_id) values (${org.id}, ${req!.id}, ${cloud.id})`);
    });
    expect((await list('?search=Cloud')).data.products[0].request_count).toBe(1);
    const del = await t.app.inject({ method: 'DELETE', url: `${url}${cloud.id}/`, headers: admin.headers });
    expect(del.statusCode).toBe(204);
    expect(names(await list('?search=Cloud'))).toEqual([]);
    const left = await tenant((tx) => rows<{ n: number }>(tx, sql`select count(*)::int as n from questionnaire_request_products`));
    expect(left[0]!.n).toBe(0);
    const log = await tenant((tx) =>
      rows<{ description: string }>(tx, sql`select description from activity_logs where action = 'deleted' and object_id = ${cloud.id}`),
    );
    expect(log[0]!.description).toBe('Deleted product "Acme Cloud Platform" and removed it from 1 questionnaire request');
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${cloud.id}/`, headers: admin.headers })).statusCode).toBe(404);
  });

  it('lets every other role read the products but only admins and power users change them', async () => {
    const power = await t.createUser(org, 'poweruser');
    expect((await create('Acme Edge', power)).statusCode).toBe(201);
    for (const role of ['sales', 'salesadmin', 'sme', 'itadmin'] as const) {
      const u = await t.createUser(org, role);
      expect((await t.app.inject({ method: 'GET', url, headers: u.headers })).statusCode).toBe(200);
      expect((await create(`By ${role}`, u)).statusCode).toBe(403);
    }
  });

  it('keeps another organisation from seeing or changing the products', async () => {
    const other = await t.createOrg('Other Org');
    const intruder = await t.createUser(other, 'admin');
    const mine = (await list()).data.products[0];
    expect((await list('', intruder)).data.products).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${url}quick-list/`, headers: intruder.headers })).json().data.products).toEqual([]);
    expect((await t.app.inject({ method: 'PATCH', url: `${url}${mine.id}/`, headers: intruder.headers, payload: { name: 'Hacked' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${mine.id}/`, headers: intruder.headers })).statusCode).toBe(404);
    expect((await create(mine.name, intruder)).statusCode).toBe(201);
    expect(names(await list()).includes(mine.name)).toBe(true);
  });
});
