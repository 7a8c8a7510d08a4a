import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinRoles, builtinRoleSlugs, can, isPermission, type BuiltinRoleSlug, type Permission } from '@shared/permissions';
import { seedDemo } from '@server/demo/seeds';
import { createTestApp, type TestApp, type TestUser } from '../support/app';

/**
 * The authorization matrix, generated from the route registry (app.declaredRoutes): every /api/v1 route ×
 * every built-in role of one organisation, no token, and an API key, checked against the one permission
 * map; then the other organisation's real ids on every route that takes an id, as Admin and API key,
 * with the other organisation's data unchanged afterwards. Routes added later are picked up by
 * themselves; a route whose rule needs more than its declared permission must be listed below, with why.
 */

type Outcome = 'allowed' | 'denied';
interface Route {
  method: string;
  url: string;
  permission: string | undefined;
  /** Refused to API keys (the call hands out a credential). */
  signedInOnly: boolean;
}

/**
 * Routes whose declared permission is not the whole story, by design of the spec (each is a data rule a
 * person would expect, not a second permission check). `roles` may get 403 although the map allows them.
 */
const dataRules: { route: string; roles: BuiltinRoleSlug[]; why: string; prefix?: boolean }[] = [
  { route: 'POST /api/v1/core/change-sequence/', roles: [...builtinRoleSlugs], why: 'each object type needs its own permission (the body names it)' },
  { route: 'POST /api/v1/nda/', roles: [...builtinRoleSlugs], why: "'Edit NDA' needs nda_text create or edit (questionnaires §2.4)" },
  {
    route: 'PATCH /api/v1/iam/user-manage/:id/',
    roles: ['itadmin'],
    why: 'nobody edits a user who holds permissions they do not hold (an IT Admin cannot change an Admin)',
  },
  { route: 'POST /api/v1/iam/user-manage/:id/re-invite/', roles: ['itadmin'], why: 'nobody re-invites a user who holds permissions they do not hold' },
  {
    route: '/api/v1/questionnaire/request/:id/',
    prefix: true,
    roles: ['sme'],
    why: 'an SME reaches only the requests and questions assigned to them (questionnaires §4); questions.authorization.test.ts checks it with assignments',
  },
];
const exemptFor = (r: Route, role: BuiltinRoleSlug) =>
  dataRules.some((d) => d.roles.includes(role) && (d.prefix ? r.url.startsWith(d.route) : d.route === key(r)));

/** Calls that end the caller's session: made last, so the caller's other calls still count. */
const endsSession = new Set(['POST /api/v1/iam/logout/']);

const key = (r: Pick<Route, 'method' | 'url'>) => `${r.method} ${r.url}`;

let t: TestApp;
let own: { id: string; users: Record<BuiltinRoleSlug, TestUser>; apiKey: string };
let other: { id: string; admin: TestUser };
let routes: Route[];
let ownIds: Map<string, string[]>;
let otherIds: Map<string, string[]>;

/** Every row id of an organisation, per tenant table (read as the database owner, past row-level security). */
async function idsOf(organizationId: string) {
  const tables = (await t.database.db.execute(sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.columns i on i.table_name = c.table_name and i.table_schema = c.table_schema and i.column_name = 'id'
    where c.column_name = 'organization_id' and c.table_schema = 'public' order by 1`)) as unknown as { rows?: { name: string }[] } | { name: string }[];
  const list = Array.isArray(tables) ? tables : (tables.rows ?? []);
  const out = new Map<string, string[]>();
  for (const { name } of list) {
    const res = (await t.database.db.execute(
      sql`select id::text as id from ${sql.identifier(name)} where organization_id = ${organizationId} order by id limit 3`,
    )) as unknown as { rows?: { id: string }[] } | { id: string }[];
    const rows = Array.isArray(res) ? res : (res.rows ?? []);
    if (rows.length)
      out.set(
        name,
        rows.map((r) => r.id),
      );
  }
  return out;
}

/** A fingerprint of every row an organisation owns, per table. */
async function snapshot(organizationId: string) {
  const out: Record<string, string> = {};
  for (const table of (await idsOf(organizationId)).keys()) {
    const res = (await t.database.db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.identifier(table)} x where organization_id = ${organizationId}`,
    )) as unknown as { rows?: { n: number; h: string }[] } | { n: number; h: string }[];
    const row = (Array.isArray(res) ? res : (res.rows ?? []))[0]!;
    out[table] = `${row.n}:${row.h}`;
  }
  return out;
}

const singular = (w: string) => w.replace(/ies$/, 'y').replace(/s$/, '');
const words = (s: string) =>
  s
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w && w !== 'id' && w !== 'api' && w !== 'v')
    .map(singular);

/** The table a path parameter most likely names: its own name, else the path segment before it. */
function tableFor(url: string, param: string, ids: Map<string, string[]>): string | undefined {
  const segments = url.split('/').filter(Boolean);
  const at = segments.indexOf(`:${param}`);
  const hints = [words(param), at > 0 ? words(segments[at - 1]!) : [], words(segments.slice(0, Math.max(at, 0)).join('_'))];
  for (const hint of hints) {
    if (!hint.length) continue;
    const scored = [...ids.keys()]
      .map((table) => ({ table, score: hint.filter((w) => words(table).includes(w)).length - words(table).length / 100 }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score);
    if (scored[0]) return scored[0].table;
  }
  return undefined;
}

function fill(route: Route, ids: Map<string, string[]> | null): string {
  return route.url.replace(/:([A-Za-z_]+)/g, (_m, param: string) => {
    if (!ids) return crypto.randomUUID();
    const table = tableFor(route.url, param, ids);
    return (table && ids.get(table)?.[0]) ?? crypto.randomUUID();
  });
}

async function call(route: Route, url: string, headers: Record<string, string>) {
  const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {};
  return t.app.inject({ method: route.method as 'GET', url, headers, ...body });
}

function expected(route: Route, role: BuiltinRoleSlug): Outcome {
  if (route.permission === 'authenticated') return 'allowed';
  return can(builtinRoles[role].permissions, route.permission as Permission) ? 'allowed' : 'denied';
}

beforeAll(async () => {
  t = await createTestApp();
  const { orgs } = await seedDemo(t.database.db);
  const [acme, globex] = orgs;
  const users = {} as Record<BuiltinRoleSlug, TestUser>;
  for (const role of builtinRoleSlugs) users[role] = await t.createUser(acme!, role);
  const minted = await t.app.inject({ method: 'POST', url: '/api/v1/iam/api-keys/', headers: users.admin.headers, payload: { name: 'Matrix' } });
  own = { id: acme!.id, users, apiKey: String(minted.json().data.key) };
  other = { id: globex!.id, admin: await t.createUser(globex!, 'admin') };
  routes = t.app.declaredRoutes
    .filter((r) => r.url.startsWith('/api/v1/') && r.permission !== 'public')
    .sort((a, b) => Number(endsSession.has(key(a))) - Number(endsSession.has(key(b))) || Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  ownIds = await idsOf(own.id);
  otherIds = await idsOf(other.id);
}, 180_000);
afterAll(() => t.close());

describe('the authorization matrix of every API route', () => {
  it('covers every route of the registry, each with a known permission', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(own.apiKey).toMatch(/^trk_/);
    const unknown = routes.filter((r) => r.permission !== 'authenticated' && !isPermission(r.permission ?? ''));
    expect(unknown.map(key)).toEqual([]);
    const registered = new Set(t.app.declaredRoutes.map(key));
    const stale = dataRules.filter((d) => (d.prefix ? !t.app.declaredRoutes.some((r) => r.url.startsWith(d.route)) : !registered.has(d.route)));
    expect(stale.map((d) => d.route)).toEqual([]);
  });

  it('refuses every route without a token', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await call(r, fill(r, ownIds), {});
      if (res.statusCode !== 401) wrong.push(`${key(r)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets each role do exactly what the permission map gives it, and an API key what its owner may (no call that hands out a credential)', async () => {
    const wrong: string[] = [];
    const callers: [string, BuiltinRoleSlug, Record<string, string>][] = [
      ...builtinRoleSlugs.map((role): [string, BuiltinRoleSlug, Record<string, string>] => [builtinRoles[role].name, role, own.users[role].headers]),
      ['API key of an Admin', 'admin', { authorization: `Bearer ${own.apiKey}` }],
    ];
    for (const r of routes) {
      const url = fill(r, r.method === 'DELETE' ? null : ownIds);
      const results = await Promise.all(
        callers.map(([name, , headers]) => (endsSession.has(key(r)) && name.startsWith('API key') ? null : call(r, url, headers))),
      );
      for (const [i, [name, role]] of callers.entries()) {
        const res = results[i];
        if (!res) continue;
        const want = name.startsWith('API key') && r.signedInOnly ? 'denied' : expected(r, role);
        const exempt = exemptFor(r, role);
        const ok = res.statusCode < 500 && res.statusCode !== 401 && (want === 'denied' ? res.statusCode === 403 : res.statusCode !== 403 || exempt);
        if (!ok) wrong.push(`${name}: ${key(r)} (${r.permission}) → ${res.statusCode} (expected ${want}) ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("never reads or changes another organisation's data through its real ids", async () => {
    const before = await snapshot(other.id);
    const wrong: string[] = [];
    const withIds = routes.filter((r) => r.url.includes('/:') && !endsSession.has(key(r)));
    expect(withIds.length).toBeGreaterThan(40);
    for (const r of withIds) {
      const url = fill(r, otherIds);
      for (const [name, headers] of [
        ['Admin', own.users.admin.headers],
        ['API key', { authorization: `Bearer ${own.apiKey}` }],
      ] as const) {
        const res = await call(r, url, headers);
        if (res.statusCode < 400 || res.statusCode >= 500) wrong.push(`${name}: ${r.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(other.id)).toEqual(before);
    // And the other organisation still reaches its own data.
    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: other.admin.headers });
    expect(mine.json().data.organization.id).toBe(other.id);
  }, 120_000);
});
