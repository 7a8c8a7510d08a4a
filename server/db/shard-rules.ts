/**
 * Ready to shard (issue 18, docs/scaling.md): the rules that let every tenant table be distributed by
 * `organization_id` (Citus), kept true by tests/platform/shard-ready-schema.test.ts and
 * tests/platform/queries-filter-by-organization.test.ts.
 *
 * - A tenant table is a table with an `organization_id` column. Its primary key and every unique constraint
 *   include `organization_id`; every foreign key between tenant tables includes it on both sides.
 * - Every statement on a tenant table filters by (or, for an insert, sets) `organization_id`, so it runs on
 *   one shard. The few lookups that must find the tenant first are listed below, with why.
 * - A table without `organization_id` is listed here as a reference table (replicated to every node) or a
 *   system table (one node, never joined with tenant data).
 */

/** Tables without a tenant column, and why. */
export const tablesWithoutTenant: Record<string, string> = {
  organizations: 'the tenants themselves (a reference table: small, replicated to every node; the slug is unique across tenants)',
  oidc_payloads: 'system: the sign-in provider state, before a tenant is known',
  server_secrets: 'system: signing keys of the server',
  rate_limit_hits: 'system: rate-limit counters keyed by address',
  platform_operators: 'system: the people who run the installation, outside every tenant',
};

/** Unique keys that must hold across tenants, and where they go under Citus. */
export const crossTenantKeys: Record<string, string> = {
  tc_configs_slug_key: 'the public address /trust/{slug} names one tenant; under Citus the slug→organisation map moves to a reference table',
};

/**
 * Statements on tenant tables that cannot know the tenant yet: each finds the tenant (by a secret, an address
 * or the queue) and everything after it is scoped. Matched on the SQL text drizzle sends.
 */
export const crossTenantStatements: { table: string; match: RegExp; why: string }[] = [
  {
    table: 'sessions',
    match: /"refresh_token_hash" = \$/,
    why: 'refreshing a session finds it by its token (indexed); under Citus the token carries the organisation',
  },
  {
    table: 'sessions',
    match: /^select .* from "sessions" where \("sessions"\."id" = \$1 and "sessions"\."revoked_at" is null\)$/,
    why: 'a reused refresh token names only its session (then the revoke is scoped)',
  },
  {
    table: 'api_keys',
    match: /"key_hash" = \$/,
    why: 'a request with an API key finds the key by its hash (indexed); under Citus the key carries the organisation',
  },
  { table: 'tc_configs', match: /lower\("tc_configs"\."slug"\)|lower\(slug\)/, why: 'the public page finds its tenant by the address' },
  { table: 'users', match: /lower\("users"\."email"\) = |lower\(email\) = /, why: 'sign-in finds the user by e-mail before the tenant is known' },
  {
    table: 'jobs',
    match: /"jobs"\."status" = 'queued'|status = 'queued'|"jobs"\."status" = 'running'|status = 'running'/,
    why: 'the worker claims the next job of any tenant (the queue)',
  },
];

const IDENT = /(?:from|join|update|into|delete from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** Tenant tables a statement reads or writes. */
export function tenantTablesOf(statement: string, tenantTables: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const m of statement.matchAll(IDENT)) if (tenantTables.has(m[1]!)) found.add(m[1]!);
  return [...found];
}

const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the statement filters `table` by organization_id: a comparison on `"table"."organization_id"`
 * (drizzle), on an unqualified or aliased `organization_id` (hand-written SQL), or an insert that sets it.
 */
export function filtersByOrganization(statement: string, table: string): boolean {
  const s = statement.replace(/\s+/g, ' ');
  if (new RegExp(`^insert into "?${esc(table)}"? \\([^)]*"?organization_id"?`, 'i').test(s)) return true;
  const qualified = `"${esc(table)}"\\."organization_id"`;
  if (new RegExp(`${qualified} ?(=|in\\b|is not distinct from)|(=|in \\() ?${qualified}`, 'i').test(s)) return true;
  return /(^|[^".\w])(\w+\.)?organization_id ?(=|in\b)/i.test(s.replace(/^select .*? from /i, ''));
}

/** The statements that touch a tenant table without filtering it by organization_id and are not a listed lookup. */
export function unscopedStatements(statements: Iterable<string>, tenantTables: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const s of statements) {
    const missing = tenantTablesOf(s, tenantTables).filter((t) => !filtersByOrganization(s, t));
    if (missing.every((t) => crossTenantStatements.some((c) => c.table === t && c.match.test(s)))) continue;
    out.add(s);
  }
  return [...out];
}
