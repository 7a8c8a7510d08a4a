import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinRoles, builtinRoleSlugs, type BuiltinRoleSlug } from '@shared/permissions';
import { TestBrowser } from '@server/modules/iam/sign-in-driver';
import { upsertOperator } from '@server/modules/operator/index';
import { decisionFields } from '@server/modules/operator/testing';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '../support/app';
import { TestSamlIdp } from '../support/saml-idp';

/**
 * The platform operator stands outside every organisation: no tenant role reaches the operator screen or its
 * decisions, and an operator's session opens none of the tenant API (single sign-on, CRM, domain). The
 * operator's decision acts on the organisation named, and only on a connection of that organisation.
 */
let t: TestApp;
let acme: TestOrg;
let globex: TestOrg;
const users = {} as Record<BuiltinRoleSlug, TestUser>;
let globexAdmin: TestUser;
const samlIdp = new TestSamlIdp();
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** The routes of this area (the ones issue 16 added), each with a body that would pass validation. */
const tenantRoutes: { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: unknown }[] = [
  { method: 'GET', url: '/api/v1/core/sso/connections/' },
  { method: 'PUT', url: '/api/v1/core/sso/connections/saml/', payload: { metadata_xml: samlIdp.metadata(), domains: ['ops.example'] } },
  {
    method: 'PUT',
    url: '/api/v1/core/sso/connections/oidc/',
    payload: { issuer: 'https://idp.example', client_id: 'x', client_secret: 'y', domains: ['ops.example'] },
  },
  { method: 'DELETE', url: '/api/v1/core/sso/connections/saml/' },
  { method: 'GET', url: '/api/v1/salesforce/details/' },
  { method: 'GET', url: '/api/v1/salesforce/available-fields/' },
  { method: 'POST', url: '/api/v1/salesforce/connect/', payload: { client_id: 'x', client_secret: 'y' } },
  { method: 'PUT', url: '/api/v1/salesforce/mapping/', payload: { name: 'Name', domains: null, mrr: null } },
  { method: 'POST', url: '/api/v1/salesforce/sync/' },
  { method: 'GET', url: '/api/v1/core/domain/' },
  { method: 'PUT', url: '/api/v1/core/domain/custom/', payload: { domain: 'trust.ops.example' } },
  { method: 'POST', url: '/api/v1/core/domain/custom/verify/' },
  { method: 'DELETE', url: '/api/v1/core/domain/custom/' },
];

async function operator() {
  const b = new TestBrowser(t.app);
  const res = await b.request('POST', '/operator/login', { form: { email: 'ops@trustroom.test', password: 'operator-password-1' } });
  expect(res.statusCode).toBe(303);
  const page = await b.request('GET', '/operator');
  return { b, csrf: /name="csrf" value="([^"]+)"/.exec(page.body)![1]!, page };
}

const connectionOf = async (org: TestOrg) =>
  (
    (await t.database.db.execute(`select id, status from sso_connections where organization_id = '${org.id}'`)) as unknown as {
      rows: { id: string; status: string }[];
    }
  ).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.createOrg('Acme');
  globex = await t.createOrg('Globex');
  for (const slug of builtinRoleSlugs) users[slug] = await t.createUser(acme, slug, { email: `${slug}@acme.test` });
  globexAdmin = await t.createUser(globex, 'admin', { email: 'admin@globex.test' });
  await upsertOperator(t.database.db, 'ops@trustroom.test', 'operator-password-1');
  for (const [u, domain] of [
    [users.itadmin, 'sso.acme.test'],
    [globexAdmin, 'sso.globex.test'],
  ] as const) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/core/sso/connections/saml/',
      headers: u.headers,
      payload: { metadata_xml: samlIdp.metadata(), domains: [domain] },
    });
    expect(res.statusCode, `${domain}: ${res.body}`).toBe(200);
  }
});
afterAll(() => t?.close());

describe('the operator role', () => {
  for (const slug of builtinRoleSlugs) {
    it(`keeps a tenant's ${builtinRoles[slug].name} out of the operator screen and its decisions`, async () => {
      const u = users[slug];
      const page = await t.app.inject({ method: 'GET', url: '/operator', headers: u.headers });
      expect(page.body).toContain('Operator sign-in');
      expect(page.body).not.toContain('sso.acme.test');
      const { id } = await connectionOf(acme);
      const post = await t.app.inject({
        method: 'POST',
        url: `/operator/sso/${acme.id}/${id}/activate`,
        headers: { ...u.headers, ...form },
        payload: 'csrf=x',
      });
      expect(post.statusCode).toBe(403);
      expect((await connectionOf(acme)).status).toBe('IN_REVIEW');
    });
  }

  it("opens none of the tenant API with an operator's session, sent as a cookie or as a bearer token", async () => {
    const { b } = await operator();
    const session = b.cookie('tr_operator')!;
    expect(session).toBeTruthy();
    const wrong: string[] = [];
    for (const r of tenantRoutes) {
      for (const headers of [{ cookie: `tr_operator=${session}` }, { authorization: `Bearer ${session}` }]) {
        const res = await t.app.inject({ method: r.method, url: r.url, headers, ...(r.payload ? { payload: r.payload as object } : {}) });
        if (res.statusCode !== 401) wrong.push(`${r.method} ${r.url} (${Object.keys(headers)[0]}) → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('needs the form token of its own session: a decision without it is refused', async () => {
    const { b } = await operator();
    const { id } = await connectionOf(acme);
    const res = await b.request('POST', `/operator/sso/${acme.id}/${id}/activate`, { form: { csrf: 'not-the-token' } });
    expect(res.statusCode).toBe(403);
    expect((await connectionOf(acme)).status).toBe('IN_REVIEW');
  });

  it("cannot act on one organisation's connection through another organisation's address", async () => {
    const { b, csrf } = await operator();
    const acmeConnection = await connectionOf(acme);
    const res = await b.request('POST', `/operator/sso/${globex.id}/${acmeConnection.id}/activate`, { form: { csrf } });
    expect(res.statusCode).toBe(409);
    expect((await connectionOf(acme)).status).toBe('IN_REVIEW');
    expect((await connectionOf(globex)).status).toBe('IN_REVIEW');
  });

  it('decides only the submission its page showed: a configuration sent again after the page was opened stays in review', async () => {
    const { b, page } = await operator();
    const { id } = await connectionOf(globex);
    const shown = decisionFields(page.body, id);
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/core/sso/connections/saml/',
      headers: globexAdmin.headers,
      payload: { metadata_xml: samlIdp.metadata(), domains: ['sso.globex.test', 'login.globex.test'] },
    });
    expect(again.statusCode, again.body).toBe(200);
    const stale = await b.request('POST', `/operator/sso/${globex.id}/${id}/activate`, { form: shown });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('submitted this configuration again after the page was opened');
    expect((await connectionOf(globex)).status).toBe('IN_REVIEW');
    expect((await b.request('POST', `/operator/sso/${globex.id}/${id}/activate`, { form: { csrf: shown.csrf } })).statusCode).toBe(409);
    expect((await connectionOf(globex)).status).toBe('IN_REVIEW');
  });

  it("activates exactly the connection named, and the tenant sees it ACTIVE while the other tenant's stays in review", async () => {
    const { b, page } = await operator();
    const { id } = await connectionOf(globex);
    expect((await b.request('POST', `/operator/sso/${globex.id}/${id}/activate`, { form: decisionFields(page.body, id) })).statusCode).toBe(303);
    const view = (await t.app.inject({ method: 'GET', url: '/api/v1/core/sso/connections/', headers: globexAdmin.headers })).json().data;
    expect(view.connections[0]).toMatchObject({ status: 'ACTIVE', status_label: 'Active' });
    expect((await connectionOf(acme)).status).toBe('IN_REVIEW');
    const acmeView = (await t.app.inject({ method: 'GET', url: '/api/v1/core/sso/connections/', headers: users.admin.headers })).json().data;
    expect(JSON.stringify(acmeView)).not.toContain('sso.globex.test');
  });
});

describe('the browser endpoints of the integrations', () => {
  it('refuse malformed organisation ids and answers of other organisations without validator words', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sso/saml/not-an-id/metadata' })).statusCode).toBe(404);
    const acs = await t.app.inject({ method: 'POST', url: '/sso/saml/not-an-id/acs', headers: form, payload: 'SAMLResponse=x&RelayState=y' });
    expect(acs.statusCode).toBe(403);
    expect(acs.body).not.toMatch(/Invalid|expected/);
    // Acme's connection is not active: its ACS takes nothing, even a well-formed answer.
    const inactive = await t.app.inject({ method: 'POST', url: `/sso/saml/${acme.id}/acs`, headers: form, payload: 'SAMLResponse=x&RelayState=y' });
    expect(inactive.statusCode).toBe(403);
    const callback = await t.app.inject({ method: 'GET', url: '/sso/oidc/callback?code=bogus&state=bogus' });
    expect(callback.statusCode).toBe(403);
    expect(callback.body).not.toMatch(/Invalid input|expected string/);
    const crm = await t.app.inject({ method: 'GET', url: '/salesforce/oauth/callback?code=bogus' });
    expect(crm.statusCode).toBe(303);
    expect(decodeURIComponent(crm.headers.location as string)).toContain('The connection to Salesforce could not be completed.');
  });
});
