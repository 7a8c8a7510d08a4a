import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainMessages } from '@shared/contracts/settings';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';

let t: TestApp;
let acme: TestOrg;
let admin: TestUser;
let otherAdmin: TestUser;
/** The test's DNS: TXT records by name. */
const records = new Map<string, string[][]>();
const url = '/api/v1/core/domain/';

beforeAll(async () => {
  t = await createTestApp();
  t.app.deps.dns = {
    resolveTxt: async (name: string) => {
      const found = records.get(name);
      if (!found) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
      return found;
    },
  };
  acme = await t.createOrg('Acme');
  admin = await t.createUser(acme, 'admin');
  otherAdmin = await t.createUser(await t.createOrg('Globex'), 'admin');
  // A published Trust Center (publishing through the API needs every setup step; not what this is about).
  await t.app.inject({ method: 'GET', url, headers: admin.headers });
  await t.database.db.execute(
    `update tc_configs set is_published = true, company_name = 'Acme Cloud', version = version + 1 where organization_id = '${acme.id}'`,
  );
});
afterAll(() => t.close());

const visit = (host: string, path = '/') => t.app.inject({ method: 'GET', url: path, headers: { host } });

describe('a custom domain for the public Trust Center', () => {
  it('gives a TXT record to add when a domain is entered', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `${url}custom/`, headers: admin.headers, payload: { domain: 'Trust.Acme.example' } });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data.custom_domain;
    expect(d).toMatchObject({ domain: 'trust.acme.example', status: 'PENDING', txt_record: { type: 'TXT', name: '_trustroom-challenge.trust.acme.example' } });
    expect(d.txt_record.value).toMatch(/^trustroom-verification=/);
  });

  it('refuses what is not a host name', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `${url}custom/`, headers: admin.headers, payload: { domain: 'https://x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ detail: domainMessages.invalid, attr: 'domain' });
  });

  it('is not served before it is verified', async () => {
    const res = await visit('trust.acme.example');
    expect(res.body).not.toContain('Acme Cloud');
  });

  it('says so when the TXT record is not there yet', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${url}custom/verify/`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].detail).toBe(domainMessages.notFound('_trustroom-challenge.trust.acme.example'));
    const read = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(read.json().data.custom_domain).toMatchObject({ status: 'PENDING', last_error: domainMessages.notFound('_trustroom-challenge.trust.acme.example') });
  });

  it('is verified once the record holds the value, and the Trust Center answers on that host', async () => {
    const d = (await t.app.inject({ method: 'GET', url, headers: admin.headers })).json().data.custom_domain;
    records.set(d.txt_record.name, [['some-other=record'], [d.txt_record.value.slice(0, 20), d.txt_record.value.slice(20)]]);
    const res = await t.app.inject({ method: 'POST', url: `${url}custom/verify/`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.custom_domain.status).toBe('VERIFIED');
    const page = await visit('trust.acme.example');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Acme Cloud');
    expect(page.body).toContain('<link rel="canonical" href="https://trust.acme.example/">');
    const ask = await t.app.inject({ method: 'GET', url: '/api/v1/public/custom-domain-check/?domain=trust.acme.example' });
    expect(ask.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/custom-domain-check/?domain=evil.example' })).statusCode).toBe(404);
  });

  it('keeps the slug address working, pointing to the custom domain as canonical', async () => {
    const d = (await t.app.inject({ method: 'GET', url, headers: admin.headers })).json().data;
    const page = await visit('localhost:3000', d.path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="canonical" href="https://trust.acme.example/">');
    expect((await visit('localhost:3000')).body).not.toContain('Acme Cloud');
  });

  it('cannot be taken by another organisation once verified', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `${url}custom/`, headers: otherAdmin.headers, payload: { domain: 'trust.acme.example' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].detail).toBe(domainMessages.taken);
    expect((await t.app.inject({ method: 'GET', url, headers: otherAdmin.headers })).json().data.custom_domain).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: `${url}custom/verify/`, headers: otherAdmin.headers })).statusCode).toBe(404);
  });

  it('is changed only by roles that edit settings', async () => {
    for (const role of ['sales', 'salesadmin', 'sme'] as const) {
      const u = await t.createUser(acme, role);
      expect((await t.app.inject({ method: 'PUT', url: `${url}custom/`, headers: u.headers, payload: { domain: 'x.example.com' } })).statusCode, role).toBe(
        403,
      );
      expect((await t.app.inject({ method: 'DELETE', url: `${url}custom/`, headers: u.headers })).statusCode, role).toBe(403);
    }
    const it = await t.createUser(acme, 'itadmin');
    expect((await t.app.inject({ method: 'GET', url, headers: it.headers })).statusCode).toBe(200);
  });

  it('stops answering on the host when removed', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `${url}custom/`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.custom_domain).toBeNull();
    expect((await visit('trust.acme.example')).body).not.toContain('Acme Cloud');
  });
});
