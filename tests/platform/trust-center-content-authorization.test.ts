import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { builtinRoles, builtinRoleSlugs, can, type BuiltinRoleSlug, type Permission } from '@shared/permissions';
import { makePdf } from '@server/db/demo/pdf';
import { securityTopics, tcSubscribers } from '@server/db/schema/index';
import { withTenant } from '@server/db/tenant-isolation';
import { catalogue } from '@server/modules/security-controls/catalogue';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '../support/app';
import { multipart } from '../support/multipart';

/**
 * Every route of the Trust Center content areas (topics, reports, certifications, announcements,
 * subscribers, security policies), called as every built-in role, against the permission map.
 */
interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  permission: Permission | 'public';
  prepare(): Promise<{ url: string; payload?: Record<string, unknown> | Buffer; headers?: Record<string, string> }>;
}

let t: TestApp;
let org: TestOrg;
let admin: TestUser;
let pdf: Buffer;
const users = {} as Record<BuiltinRoleSlug, TestUser>;
let seq = 0;

const post = async (url: string, payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const upload = async (url: string, fields: Record<string, string>) => {
  const { payload, headers } = multipart({ ...fields, file: { filename: 'doc.pdf', content: pdf } }, admin.headers);
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const tx = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.database.db, { organizationId: org.id }, fn);

/** Two active topics and one inactive one, whatever happened before: every topic rule then allows the call. */
async function resetTopics(): Promise<string> {
  await tx((x) => x.delete(securityTopics).where(eq(securityTopics.organizationId, org.id)));
  const rows = await tx((x) =>
    x
      .insert(securityTopics)
      .values([true, true, false].map((isActive, i) => ({ organizationId: org.id, heading: `Topic ${++seq}`, description: '<p>x</p>', isActive, sequence: i })))
      .returning(),
  );
  return rows.find((r) => !r.isActive)!.id;
}

const report = () => upload('/api/v1/document/security-reports/', { name: `Report ${++seq}` });
const cert = () => upload('/api/v1/document/certification/', { name: `Cert ${++seq}`, standard_logo: 'soc2' });
const announcement = () => post('/api/v1/tc-config/announcement/', { heading: `News ${++seq}`, description: 'x', is_active: false });
const usedDomains = new Set<string>();
async function domain() {
  const d = catalogue.find((c) => !usedDomains.has(c.key) && c.required_count === 3)!;
  usedDomains.add(d.key);
  return post('/api/v1/tc-config/security-control/', { catalogue_key: d.key, controls: d.controls.slice(0, 3).map((c) => ({ catalogue_key: c.key })) });
}
async function domainToDelete(): Promise<string> {
  const list = (await t.app.inject({ method: 'GET', url: '/api/v1/tc-config/security-control/?length=50', headers: admin.headers })).json();
  const needed = 4 - list.pagination.total_domains_count;
  for (let i = 0; i < needed; i++) await domain();
  return (await domain()).id;
}
async function subscriber(): Promise<string> {
  const [row] = await tx((x) =>
    x
      .insert(tcSubscribers)
      .values({ organizationId: org.id, email: `s${++seq}@example.com`, status: 'confirmed', confirmedAt: new Date() })
      .returning(),
  );
  return row!.id;
}

const calls: Call[] = [
  {
    method: 'GET',
    route: '/api/v1/tc-config/security-topic/',
    permission: 'security_topics:view',
    prepare: async () => ({ url: '/api/v1/tc-config/security-topic/?is_active=1' }),
  },
  {
    method: 'POST',
    route: '/api/v1/tc-config/security-topic/',
    permission: 'security_topics:create',
    prepare: async () => (await resetTopics(), { url: '/api/v1/tc-config/security-topic/', payload: { heading: 'New', description: '<p>y</p>' } }),
  },
  {
    method: 'GET',
    route: '/api/v1/tc-config/security-topic/:id/',
    permission: 'security_topics:view',
    prepare: async () => ({ url: `/api/v1/tc-config/security-topic/${await resetTopics()}/` }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/tc-config/security-topic/:id/',
    permission: 'security_topics:edit',
    prepare: async () => ({ url: `/api/v1/tc-config/security-topic/${await resetTopics()}/`, payload: { heading: 'Renamed' } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/tc-config/security-topic/:id/',
    permission: 'security_topics:delete',
    prepare: async () => ({ url: `/api/v1/tc-config/security-topic/${await resetTopics()}/` }),
  },

  {
    method: 'GET',
    route: '/api/v1/document/security-reports/',
    permission: 'documents:view',
    prepare: async () => ({ url: '/api/v1/document/security-reports/?sensitivity=PUBLIC' }),
  },
  {
    method: 'POST',
    route: '/api/v1/document/security-reports/',
    permission: 'documents:create',
    prepare: async () => {
      const m = multipart({ name: `R ${++seq}`, file: { filename: 'a.pdf', content: pdf } });
      return { url: '/api/v1/document/security-reports/', payload: m.payload, headers: m.headers };
    },
  },
  {
    method: 'GET',
    route: '/api/v1/document/security-reports/:id/',
    permission: 'documents:view',
    prepare: async () => ({ url: `/api/v1/document/security-reports/${(await report()).id}/` }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/document/security-reports/:id/',
    permission: 'documents:edit',
    prepare: async () => ({ url: `/api/v1/document/security-reports/${(await report()).id}/`, payload: { is_active: false } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/document/security-reports/:id/',
    permission: 'documents:delete',
    prepare: async () => ({ url: `/api/v1/document/security-reports/${(await report()).id}/` }),
  },
  {
    method: 'GET',
    route: '/api/v1/document/security-reports/:id/download/',
    permission: 'documents:download',
    prepare: async () => ({ url: `/api/v1/document/security-reports/${(await report()).id}/download/` }),
  },

  { method: 'GET', route: '/api/v1/document/certification/', permission: 'documents:view', prepare: async () => ({ url: '/api/v1/document/certification/' }) },
  {
    method: 'POST',
    route: '/api/v1/document/certification/',
    permission: 'documents:create',
    prepare: async () => ({ url: '/api/v1/document/certification/', payload: { name: `C ${++seq}` } }),
  },
  {
    method: 'GET',
    route: '/api/v1/document/certification/standard-logos/',
    permission: 'documents:view',
    prepare: async () => ({ url: '/api/v1/document/certification/standard-logos/' }),
  },
  {
    method: 'GET',
    route: '/api/v1/document/certification/:id/',
    permission: 'documents:view',
    prepare: async () => ({ url: `/api/v1/document/certification/${(await cert()).id}/` }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/document/certification/:id/',
    permission: 'documents:edit',
    prepare: async () => ({ url: `/api/v1/document/certification/${(await cert()).id}/`, payload: { is_active: false } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/document/certification/:id/',
    permission: 'documents:delete',
    prepare: async () => ({ url: `/api/v1/document/certification/${(await cert()).id}/` }),
  },
  {
    method: 'GET',
    route: '/api/v1/document/certification/:id/download/',
    permission: 'documents:download',
    prepare: async () => ({ url: `/api/v1/document/certification/${(await cert()).id}/download/` }),
  },
  {
    method: 'GET',
    route: '/api/v1/document/certification/:id/logo/',
    permission: 'documents:view',
    prepare: async () => {
      const c = await cert();
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
      const m = multipart({ logo: { filename: 'l.png', content: png } }, admin.headers);
      expect((await t.app.inject({ method: 'PATCH', url: `/api/v1/document/certification/${c.id}/`, payload: m.payload, headers: m.headers })).statusCode).toBe(
        200,
      );
      return { url: `/api/v1/document/certification/${c.id}/logo/` };
    },
  },
  {
    method: 'GET',
    route: '/api/v1/document/standard-logos/:file',
    permission: 'public',
    prepare: async () => ({ url: '/api/v1/document/standard-logos/iso27001.svg' }),
  },

  {
    method: 'GET',
    route: '/api/v1/tc-config/announcement/',
    permission: 'announcements:view',
    prepare: async () => ({ url: '/api/v1/tc-config/announcement/?is_active=0' }),
  },
  {
    method: 'POST',
    route: '/api/v1/tc-config/announcement/',
    permission: 'announcements:create',
    prepare: async () => ({ url: '/api/v1/tc-config/announcement/', payload: { heading: `A ${++seq}`, description: 'x', is_active: false } }),
  },
  {
    method: 'GET',
    route: '/api/v1/tc-config/announcement/:id/',
    permission: 'announcements:view',
    prepare: async () => ({ url: `/api/v1/tc-config/announcement/${(await announcement()).id}/` }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/tc-config/announcement/:id/',
    permission: 'announcements:edit',
    prepare: async () => ({ url: `/api/v1/tc-config/announcement/${(await announcement()).id}/`, payload: { heading: 'Changed' } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/tc-config/announcement/:id/',
    permission: 'announcements:delete',
    prepare: async () => ({ url: `/api/v1/tc-config/announcement/${(await announcement()).id}/` }),
  },

  { method: 'GET', route: '/api/v1/tc-config/subscriber/', permission: 'subscribers:view', prepare: async () => ({ url: '/api/v1/tc-config/subscriber/' }) },
  {
    method: 'DELETE',
    route: '/api/v1/tc-config/subscriber/:id/',
    permission: 'subscribers:delete',
    prepare: async () => ({ url: `/api/v1/tc-config/subscriber/${await subscriber()}/` }),
  },

  {
    method: 'GET',
    route: '/api/v1/tc-config/security-control/',
    permission: 'security_control:view',
    prepare: async () => ({ url: '/api/v1/tc-config/security-control/' }),
  },
  {
    method: 'GET',
    route: '/api/v1/tc-config/security-control/catalogue/',
    permission: 'security_control:view',
    prepare: async () => ({ url: '/api/v1/tc-config/security-control/catalogue/' }),
  },
  {
    method: 'POST',
    route: '/api/v1/tc-config/security-control/',
    permission: 'security_control:create',
    prepare: async () => {
      const d = catalogue.find((c) => !usedDomains.has(c.key) && c.required_count === 3)!;
      usedDomains.add(d.key);
      return {
        url: '/api/v1/tc-config/security-control/',
        payload: { catalogue_key: d.key, controls: d.controls.slice(0, 3).map((c) => ({ catalogue_key: c.key })) },
      };
    },
  },
  {
    method: 'POST',
    route: '/api/v1/tc-config/security-control/bulk-status/',
    permission: 'security_control:edit',
    prepare: async () => ({ url: '/api/v1/tc-config/security-control/bulk-status/', payload: { is_active: false } }),
  },
  {
    method: 'GET',
    route: '/api/v1/tc-config/security-control/:id/',
    permission: 'security_control:view',
    prepare: async () => ({ url: `/api/v1/tc-config/security-control/${(await domain()).id}/` }),
  },
  {
    method: 'PATCH',
    route: '/api/v1/tc-config/security-control/:id/',
    permission: 'security_control:edit',
    prepare: async () => ({ url: `/api/v1/tc-config/security-control/${(await domain()).id}/`, payload: { sensitivity: 'CONFIDENTIAL' } }),
  },
  {
    method: 'DELETE',
    route: '/api/v1/tc-config/security-control/:id/',
    permission: 'security_control:delete',
    prepare: async () => ({ url: `/api/v1/tc-config/security-control/${await domainToDelete()}/` }),
  },
  {
    method: 'GET',
    route: '/api/v1/tc-config/security-control/:id/controls/:controlId/download/',
    permission: 'security_control:view',
    prepare: async () => {
      const d = catalogue.find((c) => !usedDomains.has(c.key) && c.required_count === 3)!;
      usedDomains.add(d.key);
      const controls = d.controls.slice(0, 3).map((c) => ({ catalogue_key: c.key }));
      const m = multipart(
        { data: JSON.stringify({ catalogue_key: d.key, controls }), [`control_file:${controls[0]!.catalogue_key}`]: { filename: 'p.pdf', content: pdf } },
        admin.headers,
      );
      const created = (await t.app.inject({ method: 'POST', url: '/api/v1/tc-config/security-control/', payload: m.payload, headers: m.headers })).json().data;
      return { url: created.security_controls[0].file.url };
    },
  },
];

const prefixes =
  /^\/api\/v1\/(tc-config\/(security-topic|announcement|subscriber|security-control)|document\/(security-reports|certification|standard-logos))\//;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Content Authz');
  admin = await t.createUser(org, 'admin');
  for (const role of builtinRoleSlugs) users[role] = await t.createUser(org, role);
  pdf = await makePdf({ title: 'Authz' });
});
afterAll(() => t.close());

describe('Trust Center content authorization', () => {
  it('covers every route these areas declare', () => {
    const declared = t.app.declaredRoutes
      .filter((r) => prefixes.test(r.url))
      .map((r) => `${r.method} ${r.url} ${r.permission}`)
      .sort();
    expect(declared).toEqual(calls.map((c) => `${c.method} ${c.route} ${c.permission}`).sort());
  });

  for (const role of builtinRoleSlugs) {
    it(`lets ${builtinRoles[role].name} do exactly what the permission map grants`, async () => {
      // Fresh domain catalogue entries per role are limited: start from an empty set of domains.
      await tx((x) => x.execute(sql`delete from security_domains where organization_id = ${org.id}`));
      usedDomains.clear();
      const outcome: string[] = [];
      const expected: string[] = [];
      for (const c of calls) {
        const { url, payload, headers } = await c.prepare();
        const res = await t.app.inject({ method: c.method, url, headers: { ...(headers ?? {}), ...users[role].headers }, ...(payload ? { payload } : {}) });
        const allowed = c.permission === 'public' || can(builtinRoles[role].permissions, c.permission);
        outcome.push(`${c.method} ${c.route}: ${res.statusCode >= 200 && res.statusCode < 300 ? 'ok' : res.statusCode}`);
        expected.push(`${c.method} ${c.route}: ${allowed ? 'ok' : 403}`);
      }
      expect(outcome).toEqual(expected);
    });
  }
});
