import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinRoles, builtinRoleSlugs, can, type BuiltinRoleSlug, type Permission } from '@shared/permissions';
import { accessRequests, customerMembers, customers, tcConfigs } from '@server/db/schema/index';
import { withTenant } from '@server/db/tenant-isolation';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '../support/app';

/**
 * Every staff route of gated access (access requests, customer members, downloads, NDAs), called as
 * every built-in role and as an admin of another organisation, against the permission map.
 */
interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  permission: Permission | 'nda_text:create|edit';
  prepare(): Promise<{ url: string; payload?: Record<string, unknown> }>;
}

let t: TestApp;
let org: TestOrg;
const users = {} as Record<BuiltinRoleSlug, TestUser>;
let outsider: TestUser;
let customerId: string;
let seq = 0;

const tenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.database.db, { organizationId: org.id }, fn);
const member = () =>
  tenant(
    async (tx) =>
      (
        await tx
          .insert(customerMembers)
          .values({ organizationId: org.id, customerId, email: `m${++seq}@authz.example`, fullName: `Member ${seq}` })
          .returning()
      )[0]!.id,
  );
const request = (status: 'PENDING' | 'APPROVED' = 'PENDING') =>
  tenant(
    async (tx) =>
      (
        await tx
          .insert(accessRequests)
          .values({ organizationId: org.id, firstName: 'Ann', lastName: 'Other', email: `r${++seq}@authz.example`, companyName: 'Authz Buyer', status })
          .returning()
      )[0]!.id,
  );

const calls: Call[] = [
  {
    method: 'GET',
    route: '/api/v1/tc-config/access-request/',
    permission: 'access_request:view',
    prepare: async () => ({ url: '/api/v1/tc-config/access-request/?status=pending' }),
  },
  {
    method: 'GET',
    route: '/api/v1/tc-config/access-request/pending/',
    permission: 'access_request:view',
    prepare: async () => ({ url: '/api/v1/tc-config/access-request/pending/' }),
  },
  {
    method: 'POST',
    route: '/api/v1/tc-config/access-request/:id/action/',
    permission: 'access_request:edit',
    prepare: async () => ({ url: `/api/v1/tc-config/access-request/${await request()}/action/`, payload: { action: 'REJECT' } }),
  },
  {
    method: 'POST',
    route: '/api/v1/tc-config/access-request/:id/customer/',
    permission: 'access_request:edit',
    prepare: async () => ({ url: `/api/v1/tc-config/access-request/${await request('APPROVED')}/customer/`, payload: { customer: customerId } }),
  },
  {
    method: 'GET',
    route: '/api/v1/customer/all-member/',
    permission: 'customer_member:view',
    prepare: async () => ({ url: '/api/v1/customer/all-member/?invitation_source=MANUAL_INVITE' }),
  },
  {
    method: 'GET',
    route: '/api/v1/customer/:customerId/member/',
    permission: 'customer_member:view',
    prepare: async () => ({ url: `/api/v1/customer/${customerId}/member/` }),
  },
  {
    method: 'POST',
    route: '/api/v1/customer/:customerId/member/',
    permission: 'customer_member:create',
    prepare: async () => ({ url: `/api/v1/customer/${customerId}/member/`, payload: { full_name: 'New Member', email: `n${++seq}@authz.example` } }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/customer/:customerId/member/:memberId/',
    permission: 'customer_member:edit',
    prepare: async () => ({ url: `/api/v1/customer/${customerId}/member/${await member()}/`, payload: { is_active: false } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/customer/:customerId/member/:memberId/',
    permission: 'customer_member:delete',
    prepare: async () => ({ url: `/api/v1/customer/${customerId}/member/${await member()}/` }),
  },
  {
    method: 'POST',
    route: '/api/v1/customer/:customerId/member/:memberId/re-invite/',
    permission: 'customer_member:edit',
    prepare: async () => ({ url: `/api/v1/customer/${customerId}/member/${await member()}/re-invite/` }),
  },
  {
    method: 'GET',
    route: '/api/v1/customer/:customerId/download/',
    permission: 'customer_member:view',
    prepare: async () => ({ url: `/api/v1/customer/${customerId}/download/` }),
  },
  { method: 'GET', route: '/api/v1/nda/signed-logs/', permission: 'nda_text:view', prepare: async () => ({ url: '/api/v1/nda/signed-logs/' }) },
  { method: 'GET', route: '/api/v1/nda/versions/', permission: 'nda_text:view', prepare: async () => ({ url: '/api/v1/nda/versions/' }) },
  { method: 'GET', route: '/api/v1/nda/versions/:version/', permission: 'nda_text:view', prepare: async () => ({ url: '/api/v1/nda/versions/1/' }) },
  {
    method: 'POST',
    route: '/api/v1/nda/versions/',
    permission: 'nda_text:create|edit',
    prepare: async () => ({ url: '/api/v1/nda/versions/', payload: { text: `<p>Terms ${++seq}</p>`, is_material: false } }),
  },
  { method: 'GET', route: '/api/v1/nda/settings/', permission: 'nda_text:view', prepare: async () => ({ url: '/api/v1/nda/settings/' }) },
  {
    method: 'PATCH',
    route: '/api/v1/nda/settings/',
    permission: 'nda_text:edit',
    prepare: async () => ({ url: '/api/v1/nda/settings/', payload: { refuse_free_mail: false } }),
  },
];

const allowed = (role: BuiltinRoleSlug, p: Call['permission']) =>
  p === 'nda_text:create|edit'
    ? can(builtinRoles[role].permissions, 'nda_text:create') || can(builtinRoles[role].permissions, 'nda_text:edit')
    : can(builtinRoles[role].permissions, p);

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Gated Authz');
  for (const role of builtinRoleSlugs) users[role] = await t.createUser(org, role);
  await t.app.inject({ method: 'POST', url: '/api/v1/nda/', headers: users.admin.headers, payload: { text: 'Keep it secret.' } });
  await t.app.inject({ method: 'PATCH', url: '/api/v1/tc-config/site-configuration/', headers: users.admin.headers, payload: { company_name: 'Gated Authz' } });
  customerId = await tenant(async (tx) => {
    await tx.update(tcConfigs).set({ isPublished: true }).where(eq(tcConfigs.organizationId, org.id));
    return (await tx.insert(customers).values({ organizationId: org.id, name: 'Authz Customer' }).returning())[0]!.id;
  });
  outsider = await t.createUser(await t.createOrg('Elsewhere Gated'), 'admin');
}, 60_000);
afterAll(() => t.close());

describe('gated access authorization', () => {
  it('covers every staff route the area declares', () => {
    const declared = t.app.declaredRoutes
      .filter((r) => /^\/api\/v1\/(tc-config\/access-request|nda\/(signed-logs|versions|settings)|customer\/(all-member|:customerId))\//.test(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(declared).toEqual(calls.map((c) => `${c.method} ${c.route}`).sort());
  });

  for (const role of builtinRoleSlugs) {
    it(`lets ${builtinRoles[role].name} do exactly what the permission map grants`, async () => {
      const outcome: string[] = [];
      const expected: string[] = [];
      for (const c of calls) {
        const { url, payload } = await c.prepare();
        const res = await t.app.inject({ method: c.method, url, headers: users[role].headers, ...(payload ? { payload } : {}) });
        outcome.push(`${c.method} ${c.route}: ${res.statusCode >= 200 && res.statusCode < 300 ? 'ok' : res.statusCode}`);
        expected.push(`${c.method} ${c.route}: ${allowed(role, c.permission) ? 'ok' : 403}`);
      }
      expect(outcome).toEqual(expected);
    });
  }

  it('hides the pending count from Sales', async () => {
    const sales = await t.app.inject({ method: 'GET', url: '/api/v1/tc-config/access-request/', headers: users.sales.headers });
    expect(sales.json().pagination.pending_count).toBeUndefined();
    const admin = await t.app.inject({ method: 'GET', url: '/api/v1/tc-config/access-request/', headers: users.admin.headers });
    expect(admin.json().pagination.pending_count).toBeGreaterThan(0);
  });

  it("keeps an admin of another organisation from reading or changing this organisation's requests, members and NDAs", async () => {
    const h = outsider.headers;
    const memberId = await member();
    const requestId = await request();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tc-config/access-request/', headers: h })).json().data.access_requests).toEqual([]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/tc-config/access-request/${requestId}/action/`, headers: h, payload: { action: 'APPROVE' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/customer/all-member/', headers: h })).json().data.members).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/customer/${customerId}/member/`, headers: h })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/v1/customer/${customerId}/member/${memberId}/`, headers: h, payload: { is_active: false } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/customer/${customerId}/member/${memberId}/`, headers: h })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/customer/${customerId}/member/`, headers: h, payload: { full_name: 'X', email: 'x@x.example' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nda/signed-logs/', headers: h })).json().data.signed_ndas).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nda/versions/1/', headers: h })).statusCode).toBe(404);
  });
});
