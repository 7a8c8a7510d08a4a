import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '@shared/contracts/settings';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';

let t: TestApp;
let org: TestOrg;
let admin: TestUser;
let itadmin: TestUser;
let power: TestUser;
let sales: TestUser;
let otherAdmin: TestUser;
const receivers = '/api/v1/core/internal-notification-receivers/';

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Acme');
  admin = await t.createUser(org, 'admin');
  itadmin = await t.createUser(org, 'itadmin');
  power = await t.createUser(org, 'poweruser');
  sales = await t.createUser(org, 'sales');
  otherAdmin = await t.createUser(await t.createOrg('Globex'), 'admin');
});
afterAll(() => t.close());

const save = (by: TestUser, sales_team_email: string, legal_team_email: string) =>
  t.app.inject({ method: 'POST', url: receivers, headers: by.headers, payload: { internal_notification_receivers: { sales_team_email, legal_team_email } } });

describe('internal notification receivers', () => {
  it('starts empty', async () => {
    const res = await t.app.inject({ method: 'GET', url: receivers, headers: admin.headers });
    expect(res.json().data).toEqual({ internal_notification_receivers: { sales_team_email: '', legal_team_email: '' } });
  });

  it('saves both addresses and records the change', async () => {
    const res = await save(itadmin, ' Sales@Acme.test ', 'legal@acme.test');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.internal_notification_receivers).toEqual({ sales_team_email: 'sales@acme.test', legal_team_email: 'legal@acme.test' });
    const read = await t.app.inject({ method: 'GET', url: receivers, headers: power.headers });
    expect(read.json().data.internal_notification_receivers.sales_team_email).toBe('sales@acme.test');
    const { rows } = (await t.database.db.execute(
      `select "group", description from activity_logs where object_type = 'notification_receivers'`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ group: 'other', description: 'Updated internal notification receivers (sales team, legal team)' }]);
  });

  it('accepts empty addresses', async () => {
    const res = await save(admin, 'sales@acme.test', '');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.internal_notification_receivers.legal_team_email).toBe('');
  });

  it('puts "Please enter a valid email address" on each bad field', async () => {
    const res = await save(admin, 'nope', 'also@nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { code: 'validation_error', detail: settingsMessages.emailInvalid, attr: 'sales_team_email' },
      { code: 'validation_error', detail: settingsMessages.emailInvalid, attr: 'legal_team_email' },
    ]);
    const kept = await t.app.inject({ method: 'GET', url: receivers, headers: admin.headers });
    expect(kept.json().data.internal_notification_receivers.sales_team_email).toBe('sales@acme.test');
  });

  it('is closed to sales users', async () => {
    expect((await t.app.inject({ method: 'GET', url: receivers, headers: sales.headers })).statusCode).toBe(403);
    expect((await save(sales, 'a@b.co', '')).statusCode).toBe(403);
  });

  it('keeps each organisation to its own receivers', async () => {
    const res = await t.app.inject({ method: 'GET', url: receivers, headers: otherAdmin.headers });
    expect(res.json().data.internal_notification_receivers.sales_team_email).toBe('');
  });
});

describe('integrations', () => {
  it('shows the embedded OpenID Connect provider the server really uses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/sso/details/', headers: itadmin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(res.json().data).toMatchObject({
      status: 'ACTIVE',
      provider: 'embedded',
      issuer: 'http://localhost:3000/oidc',
      client_id: 'trustroom-console',
      redirect_uri: 'http://localhost:3000/auth/redirect',
    });
    const disc = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(disc.json().issuer).toBe('http://localhost:3000/oidc');
    const setup = await t.app.inject({ method: 'GET', url: '/api/v1/core/sso/saml-setup-info/', headers: power.headers });
    expect(setup.json().data).toMatchObject({ saml_supported: true, oidc: { redirect_uri: 'http://localhost:3000/auth/redirect', pkce: 'S256' } });
  });

  it('hides single sign-on details from users without tenant view', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/core/sso/details/', headers: sales.headers })).statusCode).toBe(403);
  });

  it('shows the CRM as not connected with the callback URL to register, and connecting is the one way in', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/salesforce/details/', headers: admin.headers });
    expect(before.json().data).toMatchObject({
      provider: 'salesforce',
      status: null,
      details: null,
      connection: null,
      callback_url: 'http://localhost:3000/salesforce/oauth/callback',
    });
    const fields = await t.app.inject({ method: 'GET', url: '/api/v1/salesforce/available-fields/', headers: admin.headers });
    expect(fields.json().data).toEqual({ connected: false, fields: [] });
    // The old form that sent details for review is gone.
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/salesforce/details/',
      headers: admin.headers,
      payload: { instance_url: 'https://acme.my.salesforce.com', contact_email: 'ops@acme.test' },
    });
    expect(old.statusCode).toBe(404);
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/salesforce/details/', headers: otherAdmin.headers });
    expect(other.json().data.status).toBeNull();
  });
});

describe('domain', () => {
  it('shows where the public Trust Center lives', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/domain/', headers: itadmin.headers });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.path).toMatch(/^\/trust\/acme-/);
    expect(d.trust_center_url).toBe(`http://localhost:3000${d.path}`);
    expect(d.custom_domain).toBeNull();
  });
});
