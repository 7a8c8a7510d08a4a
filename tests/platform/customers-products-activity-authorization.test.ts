import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinRoles, builtinRoleSlugs, can, type BuiltinRoleSlug, type Permission } from '@shared/permissions';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '../support/app';

/**
 * Every route of customer accounts, products and the activity log, called as every built-in role and
 * as an admin of another organisation, against the permission map: no leak, no wrongful refusal.
 */
interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  route: string;
  permission: Permission;
  /** Builds the URL and body; may create what the call acts on (as the admin). */
  prepare(role: string): Promise<{ url: string; payload?: Record<string, unknown> }>;
}

let t: TestApp;
let org: TestOrg;
let admin: TestUser;
const users = {} as Record<BuiltinRoleSlug, TestUser>;
let outsider: TestUser;
let seq = 0;

async function make(kind: 'customer' | 'product'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/${kind}/`, headers: admin.headers, payload: { name: `${kind} ${++seq}` } });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const calls: Call[] = [
  { method: 'GET', route: '/api/v1/customer/', permission: 'customer:view', prepare: async () => ({ url: '/api/v1/customer/' }) },
  {
    method: 'POST',
    route: '/api/v1/customer/',
    permission: 'customer:create',
    prepare: async (r) => ({ url: '/api/v1/customer/', payload: { name: `New ${r} ${++seq}` } }),
  },
  { method: 'GET', route: '/api/v1/customer/:id/', permission: 'customer:view', prepare: async () => ({ url: `/api/v1/customer/${await make('customer')}/` }) },
  {
    method: 'PATCH',
    route: '/api/v1/customer/:id/',
    permission: 'customer:edit',
    prepare: async () => ({ url: `/api/v1/customer/${await make('customer')}/`, payload: { is_active: false } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/customer/:id/',
    permission: 'customer:delete',
    prepare: async () => ({ url: `/api/v1/customer/${await make('customer')}/` }),
  },
  { method: 'GET', route: '/api/v1/product/', permission: 'product:view', prepare: async () => ({ url: '/api/v1/product/' }) },
  {
    method: 'GET',
    route: '/api/v1/product/quick-list/',
    permission: 'product:view',
    prepare: async () => ({ url: '/api/v1/product/quick-list/?length=20&is_active=1' }),
  },
  {
    method: 'POST',
    route: '/api/v1/product/',
    permission: 'product:create',
    prepare: async (r) => ({ url: '/api/v1/product/', payload: { name: `New ${r} ${++seq}` } }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/product/:id/',
    permission: 'product:edit',
    prepare: async (r) => ({ url: `/api/v1/product/${await make('product')}/`, payload: { name: `Renamed ${r} ${++seq}` } }),
  },
  {
    method: 'PUT',
    route: '/api/v1/product/:id/',
    permission: 'product:edit',
    prepare: async (r) => ({ url: `/api/v1/product/${await make('product')}/`, payload: { name: `Put ${r} ${++seq}` } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/product/:id/',
    permission: 'product:delete',
    prepare: async () => ({ url: `/api/v1/product/${await make('product')}/` }),
  },
  {
    method: 'GET',
    route: '/api/v1/core/activity-log/',
    permission: 'activity_log:view',
    prepare: async () => ({ url: '/api/v1/core/activity-log/?group=other&length=10&page=1' }),
  },
];

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Authz Org');
  admin = await t.createUser(org, 'admin');
  for (const role of builtinRoleSlugs) users[role] = await t.createUser(org, role);
  const other = await t.createOrg('Elsewhere');
  outsider = await t.createUser(other, 'admin');
});
afterAll(() => t.close());

describe('customer accounts, products and activity log authorization', () => {
  it('covers every route these areas declare', () => {
    const declared = t.app.declaredRoutes
      .filter((r) => /^\/api\/v1\/(customer|product|core\/activity-log)\//.test(r.url))
      // Members and downloads of customer accounts: tests/platform/gated-access-authorization.test.ts.
      .filter((r) => !/\/(member|all-member|download)\//.test(r.url))
      .map((r) => `${r.method} ${r.url} ${r.permission}`)
      .sort();
    expect(declared).toEqual(calls.map((c) => `${c.method} ${c.route} ${c.permission}`).sort());
  });

  for (const role of builtinRoleSlugs) {
    it(`lets ${builtinRoles[role].name} do exactly what the permission map grants`, async () => {
      const outcome: string[] = [];
      const expected: string[] = [];
      for (const c of calls) {
        const { url, payload } = await c.prepare(role);
        const res = await t.app.inject({ method: c.method, url, headers: users[role].headers, ...(payload ? { payload } : {}) });
        const allowed = can(builtinRoles[role].permissions, c.permission);
        outcome.push(`${c.method} ${c.route}: ${res.statusCode >= 200 && res.statusCode < 300 ? 'ok' : res.statusCode}`);
        expected.push(`${c.method} ${c.route}: ${allowed ? 'ok' : 403}`);
      }
      expect(outcome).toEqual(expected);
    });
  }

  it('gives each role the activity groups of the areas it can see', async () => {
    for (const role of builtinRoleSlugs) {
      const p = builtinRoles[role].permissions;
      for (const [group, needs] of [
        ['trust_center', 'tc_config:view'],
        ['request', 'questionnaire_request:view'],
        ['other', 'activity_log:view'],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/core/activity-log/?group=${group}`, headers: users[role].headers });
        // 404 is the empty page: allowed, just nothing logged in that group yet.
        const got = res.statusCode === 403 ? 'refused' : 'allowed';
        expect(`${role} ${group}: ${got}`).toBe(`${role} ${group}: ${can(p, needs) && can(p, 'activity_log:view') ? 'allowed' : 'refused'}`);
      }
    }
  });

  it("shows a customer's own log to exactly the roles that may see customer accounts", async () => {
    const customerId = await make('customer');
    for (const role of builtinRoleSlugs) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/core/activity-log/?object_type=customer&object_id=${customerId}`,
        headers: users[role].headers,
      });
      // Without customer:view the object is answered as if it did not exist (404), never with its rows.
      const got = res.statusCode === 200 ? `${res.json().data.activity_logs.length} rows` : String(res.statusCode);
      expect(`${role}: ${got}`).toBe(`${role}: ${can(builtinRoles[role].permissions, 'customer:view') ? '1 rows' : '404'}`);
    }
  });

  it("keeps an admin of another organisation from reading or changing this organisation's data", async () => {
    const customerId = await make('customer');
    const productId = await make('product');
    const h = outsider.headers;
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/customer/', headers: h });
    expect(list.json().data.customers).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/product/', headers: h })).json().data.products).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/product/quick-list/', headers: h })).json().data.products).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/customer/${customerId}/`, headers: h })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/v1/customer/${customerId}/`, headers: h, payload: { is_active: false } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/customer/${customerId}/`, headers: h })).statusCode).toBe(404);
    for (const method of ['PATCH', 'PUT'] as const) {
      expect((await t.app.inject({ method, url: `/api/v1/product/${productId}/`, headers: h, payload: { name: 'Stolen' } })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/product/${productId}/`, headers: h })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/core/activity-log/?group=other', headers: h })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/core/activity-log/?object_type=customer&object_id=${customerId}`, headers: h })).statusCode).toBe(
      404,
    );
    // Names are unique per organisation only: the outsider may use the same ones, in their own organisation.
    const mineName = (await t.app.inject({ method: 'GET', url: `/api/v1/customer/${customerId}/`, headers: admin.headers })).json().data.name;
    const theirs = await t.app.inject({ method: 'POST', url: '/api/v1/customer/', headers: h, payload: { name: mineName } });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(customerId);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/product/', headers: h, payload: { name: `product ${seq}` } })).statusCode).toBe(201);
    // Still there, unchanged, for its owners.
    const mine = (await t.app.inject({ method: 'GET', url: `/api/v1/customer/${customerId}/`, headers: admin.headers })).json().data;
    expect(mine.is_active).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/core/activity-log/?group=other', headers: admin.headers })).statusCode).toBe(200);
  });
});
