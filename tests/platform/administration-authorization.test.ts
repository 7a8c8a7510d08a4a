import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinRoles, builtinRoleSlugs, can, type BuiltinRoleSlug, type Permission } from '@shared/permissions';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '../support/app';
import { startFakeSalesforce } from '../support/fake-salesforce';
import { startOidcIdp } from '../support/oidc-idp';
import { TestSamlIdp } from '../support/saml-idp';

/**
 * Every route of the administration area (users, roles, settings, API keys, outbox), called as every
 * built-in role and as an admin of another organisation. The answer must follow shared/permissions.ts:
 * refused (403) exactly when the role lacks the route's permission, and never a sight of another
 * organisation's data.
 */
let t: TestApp;
let org: TestOrg;
let admin: TestUser;
let target: TestUser;
let foreign: TestUser;
const users: Record<BuiltinRoleSlug, TestUser> = {} as Record<BuiltinRoleSlug, TestUser>;
let customRoleId: string;
let counter = 0;
const samlIdp = new TestSamlIdp();
let oidcIdp: Awaited<ReturnType<typeof startOidcIdp>>;
let sf: Awaited<ReturnType<typeof startFakeSalesforce>>;
/** Strings of organisation A that must never appear in organisation B's answers. */
const secrets: string[] = [];

interface Ctx {
  as: TestUser;
  foreign: boolean;
}
interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
}
interface RouteCase {
  method: Call['method'];
  route: string;
  /** What another organisation's admin gets when the call names organisation A's objects. */
  foreign: 'own-data' | 'not-found' | 'invalid';
  /** A state conflict (409) still means the permission check let the call through ('foreign': only for the other organisation). */
  conflictOk?: boolean | 'foreign';
  call: (ctx: Ctx) => Promise<Call>;
}

/** Acme connects Salesforce through the OAuth flow (again, after a role's connect call started over). */
async function connectAcme() {
  const connect = await t.app.inject({
    method: 'POST',
    url: '/api/v1/salesforce/connect/',
    headers: admin.headers,
    payload: { login_url: sf.base, client_id: 'sf-client', client_secret: 'sf-secret' },
  });
  const allowed = await fetch(connect.json().data.authorize_url, { redirect: 'manual' });
  const back = new URL(allowed.headers.get('location')!);
  const done = await t.app.inject({ method: 'GET', url: back.pathname + back.search });
  if (!String(done.headers.location).includes('crm=connected')) throw new Error(`Salesforce did not connect: ${done.headers.location}`);
}

const u = '/api/v1/iam/user-manage';
const r = '/api/v1/iam/roles';

async function newCustomRole(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${r}/`,
    headers: admin.headers,
    payload: { name: `Throwaway ${++counter}`, permissions: { users: ['view'] } },
  });
  return res.json().data.id;
}

const cases: RouteCase[] = [
  { method: 'GET', route: `${u}/`, foreign: 'own-data', call: async () => ({ method: 'GET', url: `${u}/?length=100` }) },
  {
    method: 'GET',
    route: `${u}/quick-list/`,
    foreign: 'own-data',
    call: async () => ({ method: 'GET', url: `${u}/quick-list/?group=admin,salesadmin,sme,sales,itadmin,poweruser` }),
  },
  {
    method: 'POST',
    route: `${u}/`,
    foreign: 'invalid',
    call: async () => ({ method: 'POST', url: `${u}/`, payload: { first_name: 'New', email: `new-${++counter}@acme.test`, group_id: org.roleIds.sales } }),
  },
  { method: 'GET', route: `${u}/:id/`, foreign: 'not-found', call: async () => ({ method: 'GET', url: `${u}/${target.id}/` }) },
  {
    method: 'PATCH',
    route: `${u}/:id/`,
    foreign: 'not-found',
    call: async () => ({ method: 'PATCH', url: `${u}/${target.id}/`, payload: { team_name: `Team ${++counter}` } }),
  },
  { method: 'POST', route: `${u}/:id/re-invite/`, foreign: 'not-found', call: async () => ({ method: 'POST', url: `${u}/${target.id}/re-invite/` }) },
  { method: 'GET', route: `${r}/`, foreign: 'own-data', call: async () => ({ method: 'GET', url: `${r}/?length=100` }) },
  { method: 'GET', route: `${r}/options/`, foreign: 'own-data', call: async () => ({ method: 'GET', url: `${r}/options/` }) },
  {
    method: 'POST',
    route: `${r}/`,
    foreign: 'own-data',
    call: async () => ({ method: 'POST', url: `${r}/`, payload: { name: `Role ${++counter}`, permissions: { users: ['view'] } } }),
  },
  { method: 'GET', route: `${r}/:id/`, foreign: 'not-found', call: async () => ({ method: 'GET', url: `${r}/${customRoleId}/` }) },
  {
    method: 'PATCH',
    route: `${r}/:id/`,
    foreign: 'not-found',
    call: async () => ({ method: 'PATCH', url: `${r}/${customRoleId}/`, payload: { description: `v${++counter}` } }),
  },
  { method: 'DELETE', route: `${r}/:id/`, foreign: 'not-found', call: async () => ({ method: 'DELETE', url: `${r}/${await newCustomRole()}/` }) },
  {
    method: 'GET',
    route: '/api/v1/core/internal-notification-receivers/',
    foreign: 'own-data',
    call: async () => ({ method: 'GET', url: '/api/v1/core/internal-notification-receivers/' }),
  },
  {
    method: 'POST',
    route: '/api/v1/core/internal-notification-receivers/',
    foreign: 'own-data',
    call: async (c) => ({
      method: 'POST',
      url: '/api/v1/core/internal-notification-receivers/',
      payload: { internal_notification_receivers: { sales_team_email: c.foreign ? 'b-sales@globex.test' : 'sales@acme.test', legal_team_email: '' } },
    }),
  },
  { method: 'GET', route: '/api/v1/core/sso/details/', foreign: 'own-data', call: async () => ({ method: 'GET', url: '/api/v1/core/sso/details/' }) },
  {
    method: 'GET',
    route: '/api/v1/core/sso/saml-setup-info/',
    foreign: 'own-data',
    call: async () => ({ method: 'GET', url: '/api/v1/core/sso/saml-setup-info/' }),
  },
  { method: 'GET', route: '/api/v1/core/sso/connections/', foreign: 'own-data', call: async () => ({ method: 'GET', url: '/api/v1/core/sso/connections/' }) },
  {
    method: 'PUT',
    route: '/api/v1/core/sso/connections/saml/',
    foreign: 'own-data',
    call: async (c) => ({
      method: 'PUT',
      url: '/api/v1/core/sso/connections/saml/',
      payload: { metadata_xml: samlIdp.metadata(), domains: [c.foreign ? 'sso.globex.test' : 'sso.acme.test'] },
    }),
  },
  {
    method: 'PUT',
    route: '/api/v1/core/sso/connections/oidc/',
    foreign: 'own-data',
    call: async (c) => ({
      method: 'PUT',
      url: '/api/v1/core/sso/connections/oidc/',
      payload: {
        issuer: oidcIdp.issuer,
        client_id: oidcIdp.client.id,
        client_secret: oidcIdp.client.secret,
        domains: [c.foreign ? 'oidc.globex.test' : 'oidc.acme.test'],
      },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/core/sso/connections/:protocol/',
    foreign: 'not-found',
    call: async (c) => {
      // Each caller removes a connection organisation A has; the foreign admin's organisation has none of that protocol.
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/core/sso/connections/saml/',
        headers: admin.headers,
        payload: { metadata_xml: samlIdp.metadata(), domains: ['sso.acme.test'] },
      });
      if (c.foreign) await t.app.inject({ method: 'DELETE', url: '/api/v1/core/sso/connections/saml/', headers: foreign.headers });
      return { method: 'DELETE', url: '/api/v1/core/sso/connections/saml/' };
    },
  },
  { method: 'GET', route: '/api/v1/salesforce/details/', foreign: 'own-data', call: async () => ({ method: 'GET', url: '/api/v1/salesforce/details/' }) },
  {
    method: 'POST',
    route: '/api/v1/salesforce/connect/',
    foreign: 'own-data',
    call: async () => ({ method: 'POST', url: '/api/v1/salesforce/connect/', payload: { client_id: 'x', client_secret: 'y' } }),
  },
  // Acme is connected to a (fake) Salesforce, so its roles get the real answer; Globex is not (409, its own state).
  {
    method: 'PUT',
    route: '/api/v1/salesforce/mapping/',
    foreign: 'own-data',
    conflictOk: 'foreign',
    call: async (c) => {
      if (!c.foreign) await connectAcme();
      return {
        method: 'PUT',
        url: '/api/v1/salesforce/mapping/',
        payload: { name: 'Name', domains: null, mrr: c.foreign ? null : 'MRR__c', mrr_source: 'account_field' },
      };
    },
  },
  {
    method: 'POST',
    route: '/api/v1/salesforce/sync/',
    foreign: 'own-data',
    conflictOk: 'foreign',
    call: async (c) => {
      if (!c.foreign) await connectAcme();
      return { method: 'POST', url: '/api/v1/salesforce/sync/' };
    },
  },
  {
    method: 'GET',
    route: '/api/v1/salesforce/available-fields/',
    foreign: 'own-data',
    call: async () => ({ method: 'GET', url: '/api/v1/salesforce/available-fields/' }),
  },
  { method: 'GET', route: '/api/v1/core/domain/', foreign: 'own-data', call: async () => ({ method: 'GET', url: '/api/v1/core/domain/' }) },
  {
    method: 'PUT',
    route: '/api/v1/core/domain/custom/',
    foreign: 'own-data',
    call: async (c) => ({ method: 'PUT', url: '/api/v1/core/domain/custom/', payload: { domain: c.foreign ? 'trust.globex.example' : 'trust.acme.example' } }),
  },
  {
    method: 'POST',
    route: '/api/v1/core/domain/custom/verify/',
    foreign: 'own-data',
    call: async (c) => {
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/core/domain/custom/',
        headers: c.foreign ? foreign.headers : admin.headers,
        payload: { domain: c.foreign ? 'trust.globex.example' : 'trust.acme.example' },
      });
      return { method: 'POST', url: '/api/v1/core/domain/custom/verify/' };
    },
  },
  {
    method: 'DELETE',
    route: '/api/v1/core/domain/custom/',
    foreign: 'own-data',
    call: async (c) => {
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/core/domain/custom/',
        headers: c.foreign ? foreign.headers : admin.headers,
        payload: { domain: c.foreign ? 'trust.globex.example' : 'trust.acme.example' },
      });
      return { method: 'DELETE', url: '/api/v1/core/domain/custom/' };
    },
  },
  { method: 'GET', route: '/api/v1/iam/api-keys/', foreign: 'own-data', call: async () => ({ method: 'GET', url: '/api/v1/iam/api-keys/' }) },
  {
    method: 'POST',
    route: '/api/v1/iam/api-keys/',
    foreign: 'own-data',
    call: async () => ({ method: 'POST', url: '/api/v1/iam/api-keys/', payload: { name: `Key ${++counter}` } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/iam/api-keys/:id/',
    foreign: 'not-found',
    call: async (c) => {
      // Each caller revokes a key of their own; the foreign admin tries organisation A's admin key.
      const owner = c.foreign ? admin : c.as;
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/v1/iam/api-keys/',
        headers: can(builtinRoles[owner.role as BuiltinRoleSlug].permissions, 'api_keys:create') ? owner.headers : admin.headers,
        payload: { name: 'To revoke' },
      });
      return { method: 'DELETE', url: `/api/v1/iam/api-keys/${made.json().data.id}/` };
    },
  },
  { method: 'GET', route: '/api/v1/core/outbox/', foreign: 'own-data', call: async () => ({ method: 'GET', url: '/api/v1/core/outbox/?length=200' }) },
];

const areaPrefixes = [
  '/api/v1/iam/user-manage/',
  '/api/v1/iam/roles/',
  '/api/v1/iam/api-keys/',
  '/api/v1/core/internal-notification-receivers/',
  '/api/v1/core/sso/',
  '/api/v1/salesforce/',
  '/api/v1/core/domain/',
  '/api/v1/core/outbox/',
];

beforeAll(async () => {
  oidcIdp = await startOidcIdp('http://localhost:3000/sso/oidc/callback');
  sf = await startFakeSalesforce();
  t = await createTestApp({ SALESFORCE_TEST_ORIGIN: sf.base });
  // DNS that always holds the record asked for (the value is read from the database).
  t.app.deps.dns = {
    resolveTxt: async (name: string) => {
      const { rows } = (await t.database.db.execute(
        `select verification_token from custom_domains where '_trustroom-challenge.' || domain = '${name.replace(/'/g, '')}'`,
      )) as unknown as { rows: { verification_token: string }[] };
      return rows.map((r) => [`trustroom-verification=${r.verification_token}`]);
    },
  };
  org = await t.createOrg('Acme');
  for (const slug of builtinRoleSlugs) users[slug] = await t.createUser(org, slug, { email: `${slug}@acme.test` });
  admin = users.admin;
  target = await t.createUser(org, 'sales', { email: 'target@acme.test' });
  customRoleId = await newCustomRole();
  const key = await t.app.inject({ method: 'POST', url: '/api/v1/iam/api-keys/', headers: admin.headers, payload: { name: 'A key' } });
  await t.app.inject({ method: 'POST', url: `${u}/${target.id}/re-invite/`, headers: admin.headers });
  secrets.push(org.id, customRoleId, target.id, admin.id, key.json().data.id, 'target@acme.test', 'admin@acme.test', '@acme.test');
  await connectAcme();
  secrets.push(sf.base);
  const other = await t.createOrg('Globex');
  foreign = await t.createUser(other, 'admin', { email: 'admin@globex.test' });
});
afterAll(async () => {
  await t.close();
  await oidcIdp.close();
  await sf?.close();
});

function permissionOf(c: RouteCase): string {
  const declared = t.app.declaredRoutes.find((d) => d.method === c.method && d.url === c.route);
  if (!declared) throw new Error(`no such route: ${c.method} ${c.route}`);
  return declared.permission!;
}

describe('administration routes and the permission map', () => {
  it('covers every route of the area', () => {
    const area = t.app.declaredRoutes.filter((d) => areaPrefixes.some((p) => d.url.startsWith(p))).map((d) => `${d.method} ${d.url}`);
    expect(area.sort()).toEqual(cases.map((c) => `${c.method} ${c.route}`).sort());
  });

  for (const slug of builtinRoleSlugs) {
    it(`answers the ${builtinRoles[slug].name} role exactly as the permission map says`, async () => {
      const wrong: string[] = [];
      for (const c of cases) {
        const permission = permissionOf(c);
        const allowed = permission === 'authenticated' || can(builtinRoles[slug].permissions, permission as Permission);
        const call = await c.call({ as: users[slug], foreign: false });
        const res = await t.app.inject({ ...call, headers: users[slug].headers } as never);
        const ok = allowed
          ? res.statusCode < 400 || (c.conflictOk === true && res.statusCode === 409)
          : res.statusCode === 403 && res.json().errors[0].code === 'permission_denied';
        if (!ok) wrong.push(`${c.method} ${c.route} (${permission}) → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it("never shows or changes another organisation's data", async () => {
    const wrong: string[] = [];
    for (const c of cases) {
      const call = await c.call({ as: foreign, foreign: true });
      const res = await t.app.inject({ ...call, headers: foreign.headers } as never);
      const leaked = secrets.filter((s) => res.body.includes(s));
      const expected =
        c.foreign === 'not-found'
          ? res.statusCode === 404
          : c.foreign === 'invalid'
            ? res.statusCode === 400
            : res.statusCode < 400 || (c.conflictOk !== undefined && res.statusCode === 409);
      if (!expected || leaked.length) wrong.push(`${c.method} ${c.route} → ${res.statusCode} leaked=${leaked.join(',')} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    // And organisation A is as it was.
    const receivers = await t.app.inject({ method: 'GET', url: '/api/v1/core/internal-notification-receivers/', headers: admin.headers });
    expect(receivers.json().data.internal_notification_receivers.sales_team_email).not.toBe('b-sales@globex.test');
    const role = await t.app.inject({ method: 'GET', url: `${r}/${customRoleId}/`, headers: admin.headers });
    expect(role.statusCode).toBe(200);
  });

  it('lets an API key act with exactly its owner’s permissions', async () => {
    const key = (await t.app.inject({ method: 'POST', url: '/api/v1/iam/api-keys/', headers: users.poweruser.headers, payload: { name: 'Power key' } })).json()
      .data.key;
    const headers = { authorization: `Bearer ${key}` };
    expect((await t.app.inject({ method: 'GET', url: `${u}/`, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PATCH', url: `${u}/${target.id}/`, headers, payload: { team_name: 'x' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${r}/`, headers })).statusCode).toBe(403);
  });
});
