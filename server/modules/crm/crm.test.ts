import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmMessages } from '@shared/contracts/crm';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { startFakeSalesforce } from '@tests/support/fake-salesforce';

let t: TestApp;
let acme: TestOrg;
let admin: TestUser;
let otherAdmin: TestUser;
let sf: Awaited<ReturnType<typeof startFakeSalesforce>>;

beforeAll(async () => {
  sf = await startFakeSalesforce({ pageSize: 2 });
  sf.state.accounts.push(
    {
      Id: '001A',
      Name: 'Initech',
      Website: 'https://www.initech.example/about',
      MRR__c: 12000,
      AnnualRevenue: 144000,
      Domains__c: 'initech.example, initech.io',
    },
    { Id: '001B', Name: 'Hooli', Website: 'hooli.example', MRR__c: 800.5, AnnualRevenue: 9600, Domains__c: 'hooli.example' },
    { Id: '001C', Name: 'Umbrella', Website: null, MRR__c: null, AnnualRevenue: null, Domains__c: null },
    { Id: '001D', Name: 'Soylent', Website: 'https://soylent.example', MRR__c: 3000, AnnualRevenue: 36000, Domains__c: 'soylent.example' },
    { Id: '001E', Name: 'Vandelay', Website: 'vandelay.example', MRR__c: 50, AnnualRevenue: 600, Domains__c: 'vandelay.example' },
  );
  t = await createTestApp({ SALESFORCE_TEST_ORIGIN: sf.base });
  acme = await t.createOrg('Acme');
  admin = await t.createUser(acme, 'admin');
  otherAdmin = await t.createUser(await t.createOrg('Globex'), 'admin');
  // A customer added by hand before the CRM: matched by name, not duplicated.
  await t.app.inject({ method: 'POST', url: '/api/v1/customer/', headers: admin.headers, payload: { name: 'Hooli', whitelisted_domains: [] } });
});
afterAll(async () => {
  await t?.close();
  await sf?.close();
});

const details = async (u = admin) => (await t.app.inject({ method: 'GET', url: '/api/v1/salesforce/details/', headers: u.headers })).json().data;
const customersOf = async (org: TestOrg) =>
  (
    (await t.database.db.execute(
      `select name, crm_account_id, source, mrr::float8 as mrr, whitelisted_domains from customers where organization_id = '${org.id}' order by name`,
    )) as unknown as { rows: { name: string; crm_account_id: string | null; source: string; mrr: number | null; whitelisted_domains: string[] }[] }
  ).rows;
const runJobs = async () => {
  await t.database.db.execute(`update jobs set run_after = now() where type = 'crm.import' and status = 'queued' and attempts > 0`);
  await t.app.deps.jobs.runUntilIdle(5);
};

describe('connecting Salesforce', () => {
  it('sends the admin to Salesforce and stores the connection when Salesforce sends them back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/salesforce/connect/',
      headers: admin.headers,
      payload: { login_url: sf.base, client_id: 'sf-client', client_secret: 'sf-secret' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const authorize = new URL(res.json().data.authorize_url);
    expect(authorize.origin + authorize.pathname).toBe(`${sf.base}/services/oauth2/authorize`);
    expect((await details()).status).toBe('IN_PROGRESS');
    const allowed = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(allowed.headers.get('location')!);
    expect(back.pathname).toBe('/salesforce/oauth/callback');
    const done = await t.app.inject({ method: 'GET', url: back.pathname + back.search });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toContain('crm=connected');
    const d = await details();
    expect(d).toMatchObject({ status: 'ACTIVE', connection: { instance_url: sf.base, client_id: 'sf-client' } });
    expect(JSON.stringify(d)).not.toContain('sf-secret');
    expect(JSON.stringify(d)).not.toContain('token-');
  });

  it('lists the account fields Salesforce describes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/salesforce/available-fields/', headers: admin.headers });
    expect(res.json().data.connected).toBe(true);
    expect(res.json().data.fields.map((f: { name: string }) => f.name)).toContain('MRR__c');
  });

  it('refuses a mapping to a field Salesforce does not have', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/salesforce/mapping/',
      headers: admin.headers,
      payload: { name: 'Name', domains: 'Website', mrr: 'Nope__c' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ detail: crmMessages.fieldUnknown, attr: 'mrr' });
  });

  it('imports every account, page by page, into customers with their domains and MRR', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/salesforce/mapping/',
      headers: admin.headers,
      payload: { name: 'Name', domains: 'Website', mrr: 'MRR__c' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await runJobs();
    const rows = await customersOf(acme);
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.name === 'Initech')).toMatchObject({
      crm_account_id: '001A',
      source: 'CRM',
      mrr: 12000,
      whitelisted_domains: ['initech.example'],
    });
    expect(rows.find((r) => r.name === 'Hooli')).toMatchObject({ crm_account_id: '001B', mrr: 800.5 });
    const d = await details();
    expect(d.last_data_imported_at).not.toBeNull();
    expect(d.connection).toMatchObject({ last_import_count: 5, last_error: '' });
    const next = (await t.database.db.execute(`select run_after from jobs where type = 'crm.import' and status = 'queued'`)) as unknown as {
      rows: { run_after: string }[];
    };
    expect(next.rows).toHaveLength(1);
    expect(new Date(next.rows[0]!.run_after).getTime()).toBeGreaterThan(Date.now() + 5 * 3600_000);
  });

  it('refreshes an expired access token by itself and keeps the new one', async () => {
    sf.expireTokens();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/salesforce/sync/', headers: admin.headers })).statusCode).toBe(200);
    await runJobs();
    expect(sf.state.refreshes).toBe(1);
    expect((await details()).connection.last_error).toBe('');
    const { rows } = (await t.database.db.execute(
      `select secrets->>'access_token' as token from integrations where organization_id = '${acme.id}'`,
    )) as unknown as { rows: { token: string }[] };
    expect(sf.state.validTokens.has(rows[0]!.token)).toBe(true);
  });

  it('retries a passing 500 from Salesforce within the import', async () => {
    sf.state.failMore = 2;
    await t.app.inject({ method: 'POST', url: '/api/v1/salesforce/sync/', headers: admin.headers });
    await t.app.deps.jobs.runUntilIdle(1);
    expect(sf.state.failMore).toBe(0);
    expect((await details()).connection).toMatchObject({ last_error: '', last_import_count: 5 });
  });

  it('shows a failure from Salesforce, imports nothing halfway, and succeeds on the retry', { timeout: 60_000 }, async () => {
    sf.state.accounts[0]!.Name = 'Initech Global';
    sf.state.accounts.push({ Id: '001F', Name: 'Wonka', Website: 'wonka.example', MRR__c: 999 });
    // More 500s than the client's own retries (5): the job fails this attempt.
    sf.state.failMore = 6;
    await t.app.inject({ method: 'POST', url: '/api/v1/salesforce/sync/', headers: admin.headers });
    await t.app.deps.jobs.runUntilIdle(1);
    const failed = await details();
    // What Salesforce said is logged, not shown: a plain sentence instead.
    expect(failed.connection.last_error).toBe(crmMessages.importFailed);
    expect(failed.connection.sync.error).toBe(crmMessages.importFailed);
    expect(JSON.stringify(failed)).not.toContain('db-17.internal');
    expect(failed.connection.sync).toMatchObject({ status: 'queued', attempts: 1 });
    const names = (await customersOf(acme)).map((r) => r.name);
    expect(names).not.toContain('Wonka');
    expect(names).toContain('Initech');
    await runJobs();
    const after = (await customersOf(acme)).map((r) => r.name);
    expect(after).toEqual(expect.arrayContaining(['Initech Global', 'Wonka']));
    expect(after).not.toContain('Initech');
    expect((await details()).connection.last_error).toBe('');
  });

  it('uses a changed mapping on the next import', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/salesforce/mapping/',
      headers: admin.headers,
      payload: { name: 'Name', domains: 'Domains__c', mrr: 'AnnualRevenue' },
    });
    await runJobs();
    const initech = (await customersOf(acme)).find((r) => r.name === 'Initech Global');
    expect(initech).toMatchObject({ mrr: 144000, whitelisted_domains: ['initech.example', 'initech.io'] });
  });
});

describe('MRR from opportunities, used by the prioritisation rules', () => {
  const customerId = async (name: string) =>
    (
      (await t.database.db.execute(`select id from customers where organization_id = '${acme.id}' and name = '${name}'`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;

  it('sums the open and won opportunity amounts of each account into its MRR (closed-lost ones do not count)', async () => {
    sf.state.opportunities.push(
      { Id: '006A', AccountId: '001A', Amount: 4000, IsClosed: false, IsWon: false },
      { Id: '006B', AccountId: '001A', Amount: 9000, IsClosed: true, IsWon: true },
      { Id: '006C', AccountId: '001A', Amount: 50000, IsClosed: true, IsWon: false },
      { Id: '006D', AccountId: '001B', Amount: 700, IsClosed: false, IsWon: false },
      { Id: '006E', AccountId: null, Amount: 1, IsClosed: false, IsWon: false },
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/salesforce/mapping/',
      headers: admin.headers,
      payload: { name: 'Name', domains: 'Domains__c', mrr: 'MRR__c', mrr_source: 'opportunities' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.mapping).toMatchObject({ mrr_source: 'opportunities', mrr: null });
    await runJobs();
    const rows = await customersOf(acme);
    expect(rows.find((r) => r.name === 'Initech Global')?.mrr).toBe(13000);
    expect(rows.find((r) => r.name === 'Hooli')?.mrr).toBe(700);
    // No open or won opportunity: the MRR is not known (rules on MRR do not take it).
    expect(rows.find((r) => r.name === 'Soylent')?.mrr).toBeNull();
    expect(sf.state.soql.some((q) => q.includes('FROM Opportunity'))).toBe(true);
  });

  it('re-prioritises open requests with the imported MRR when the request has none of its own', async () => {
    const P = '/api/v1/questionnaire/prioritization/';
    const rules = {
      default_priority: 'P4',
      rules: [{ name: 'Large accounts', conditions: [{ field: 'customer_mrr', op: 'gte', value: 10000 }], priority: 'P1' }],
    };
    expect((await t.app.inject({ method: 'PUT', url: P, headers: admin.headers, payload: rules })).statusCode).toBe(200);
    const create = (customer: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/questionnaire/request/',
        headers: admin.headers,
        payload: { customer, customer_type: 'EXISTING', ...extra },
      });
    const initech = await create(await customerId('Initech Global'));
    expect(initech.statusCode, initech.body).toBe(201);
    expect(initech.json().data.priority).toBe('P1');
    const hooli = (await create(await customerId('Hooli'))).json().data;
    const pinned = (await create(await customerId('Hooli'), { customer_mrr: 500 })).json().data;
    expect(hooli.priority).toBe('P4');
    // Hooli wins a large deal in Salesforce: the next import lifts its open request, not the one with its own MRR.
    sf.state.opportunities.push({ Id: '006F', AccountId: '001B', Amount: 20000, IsClosed: true, IsWon: true });
    await t.app.inject({ method: 'POST', url: '/api/v1/salesforce/sync/', headers: admin.headers });
    await runJobs();
    const priorityOf = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/questionnaire/request/${id}/`, headers: admin.headers })).json().data.priority;
    expect(await priorityOf(hooli.id)).toBe('P1');
    expect(await priorityOf(pinned.id)).toBe('P4');
    const { rows } = (await t.database.db.execute(
      `select description from activity_logs where organization_id = '${acme.id}' and action = 'imported' order by created_at desc limit 1`,
    )) as unknown as { rows: { description: string }[] };
    expect(rows[0]!.description).toMatch(/1 open request changed priority/);
  });

  it('shows the imported MRR on the customer list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/customer/?search=Hooli', headers: admin.headers });
    expect(res.json().data.customers[0]).toMatchObject({ name: 'Hooli', mrr: 20700, source: 'CRM' });
  });
});

describe('who may connect the CRM', () => {
  it('keeps another organisation out of the connection and its customers', async () => {
    expect((await details(otherAdmin)).connection).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/salesforce/sync/', headers: otherAdmin.headers })).statusCode).toBe(409);
    const forged = await t.app.inject({ method: 'GET', url: '/salesforce/oauth/callback?code=the-code&state=forged' });
    expect(forged.headers.location).toContain('crm_error=');
  });

  it('lets only roles that edit settings connect, map and sync', async () => {
    for (const role of ['sales', 'salesadmin', 'sme'] as const) {
      const u = await t.createUser(acme, role);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/salesforce/connect/', headers: u.headers, payload: { client_id: 'x', client_secret: 'y' } }))
          .statusCode,
        role,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/v1/salesforce/mapping/', headers: u.headers, payload: { name: 'Name', domains: null, mrr: null } }))
          .statusCode,
        role,
      ).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/salesforce/sync/', headers: u.headers })).statusCode, role).toBe(403);
    }
    const it = await t.createUser(acme, 'itadmin');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/salesforce/sync/', headers: it.headers })).statusCode).toBe(200);
  });
});

describe('where the server may send Salesforce requests', () => {
  const connectTo = (login_url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/salesforce/connect/',
      headers: admin.headers,
      payload: { login_url, client_id: 'sf-client', client_secret: 'sf-secret' },
    });

  it("refuses a login address that is not https on Salesforce's own hosts, with a sentence on the field", async () => {
    for (const url of [
      'http://127.0.0.1:6379',
      'http://localhost',
      'https://10.0.0.5',
      'https://169.254.169.254',
      'https://login.salesforce.com.attacker.example',
      'https://attacker.example/login.salesforce.com',
      'http://login.salesforce.com',
      'https://login.salesforce.com:8443',
      sf.base.replace(/:(\d+)$/, (_m, port) => `:${Number(port) + 1}`),
    ]) {
      const res = await connectTo(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0], url).toMatchObject({ detail: crmMessages.loginUrlInvalid, attr: 'login_url' });
    }
    for (const url of [
      'https://login.salesforce.com',
      'https://test.salesforce.com',
      'https://acme.my.salesforce.com/',
      'https://acme--uat.sandbox.my.salesforce.com',
    ]) {
      expect((await connectTo(url)).statusCode, url).toBe(200);
    }
  });

  it("refuses, at the callback, an instance the token answer places off Salesforce's hosts", async () => {
    sf.state.instanceUrl = 'http://169.254.169.254/latest/meta-data?';
    try {
      const res = await connectTo(sf.base);
      const allowed = await fetch(new URL(res.json().data.authorize_url), { redirect: 'manual' });
      const back = new URL(allowed.headers.get('location')!);
      const done = await t.app.inject({ method: 'GET', url: back.pathname + back.search });
      expect(done.headers.location).toContain(`crm_error=${encodeURIComponent(crmMessages.connectFailed)}`);
      const d = await details();
      expect(d.status).toBe('IN_PROGRESS');
      expect(JSON.stringify(d)).not.toContain('169.254.169.254');
    } finally {
      sf.state.instanceUrl = null;
    }
  });
});
