import { and, eq, sql } from 'drizzle-orm';
import { rows, type Executor, type Tx } from '../../db/client';
import { accessRequests } from '../../db/schema/index';

export type RequestRow = typeof accessRequests.$inferSelect;

/** Counts one more hit for a key in the shared rate-limit table (a new window once the last one is over); the count in the window. */
export async function countRateLimitHit(ex: Executor, key: string, windowMs: number) {
  const [r] = await rows<{ count: number }>(
    ex,
    sql`insert into rate_limit_hits (key, count, reset_at) values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.count + 1 end,
          reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
        returning count::int as count`,
  );
  return r?.count ?? 0;
}

export async function insertRequest(tx: Tx, v: typeof accessRequests.$inferInsert) {
  const [row] = await tx.insert(accessRequests).values(v).returning();
  return row!;
}

export async function updateRequest(tx: Tx, organizationId: string, id: string, set: Partial<typeof accessRequests.$inferInsert>) {
  await tx
    .update(accessRequests)
    .set(set)
    .where(and(eq(accessRequests.organizationId, organizationId), eq(accessRequests.id, id)));
}

/** Decides a request that is still pending: false when another decision came first (two clicks at once decide once). */
export async function decidePendingRequest(tx: Tx, organizationId: string, id: string, set: Partial<typeof accessRequests.$inferInsert>) {
  const decided = await tx
    .update(accessRequests)
    .set(set)
    .where(and(eq(accessRequests.organizationId, organizationId), eq(accessRequests.id, id), eq(accessRequests.status, 'PENDING')))
    .returning({ id: accessRequests.id });
  return decided.length === 1;
}

/** A request as the lists show it: its columns, the customer account's name, whether the member is active, who decided. */
export interface RequestListRow {
  organization_id: string;
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  reason: string;
  documents: RequestRow['documents'];
  status: RequestRow['status'];
  auto_approved: boolean;
  customer_id: string | null;
  member_id: string | null;
  decided_by: string | null;
  decision_date: Date | null;
  ip: string;
  user_agent: string;
  created_at: Date;
  customerName: string | null;
  memberActive: boolean | null;
  deciderName: string | null;
}

const requestSelect = sql`select r.*, c.name as "customerName", m.is_active as "memberActive",
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "deciderName"
  from access_requests r
  left join customers c on c.organization_id = r.organization_id and c.id = r.customer_id
  left join customer_members m on m.organization_id = r.organization_id and m.id = r.member_id
  left join users u on u.organization_id = r.organization_id and u.id = r.decided_by`;

export const requestSortable = ['created_at', 'decision_date', 'status', 'company_name', 'email', 'first_name', 'last_name'] as const;
export type RequestSortField = (typeof requestSortable)[number];

export interface RequestFilter {
  /** PENDING, APPROVED or REJECTED. */
  status?: string | undefined;
  /** Created on or after this day (YYYY-MM-DD). */
  from?: string | undefined;
  /** Created on or before this day. */
  to?: string | undefined;
  search?: string | undefined;
}

function requestWhere(organizationId: string, f: RequestFilter) {
  const parts = [sql`r.organization_id = ${organizationId}`];
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.from) parts.push(sql`r.created_at >= ${f.from}::date`);
  if (f.to) parts.push(sql`r.created_at < ${f.to}::date + 1`);
  if (f.search?.trim()) {
    const like = `%${f.search.trim().replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(sql`(r.email ilike ${like} or r.first_name ilike ${like} or r.last_name ilike ${like} or r.company_name ilike ${like} or c.name ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

export function selectRequestPage(
  tx: Tx,
  organizationId: string,
  f: RequestFilter,
  sort: { field: RequestSortField; desc: boolean },
  limit: number,
  offset: number,
) {
  const order = sql.raw(`r.${sort.field} ${sort.desc ? 'desc nulls last' : 'asc nulls first'}`);
  return rows<RequestListRow>(tx, sql`${requestSelect} where ${requestWhere(organizationId, f)} order by ${order}, r.id limit ${limit} offset ${offset}`);
}

/** How many requests match the filter, and how many are pending (all of them). */
export async function countRequests(tx: Tx, organizationId: string, f: RequestFilter) {
  const [counts] = await rows<{ matching: number; pending: number }>(
    tx,
    sql`select count(*) filter (where ${requestWhere(organizationId, f)})::int as matching, count(*) filter (where r.status = 'PENDING')::int as pending
        from access_requests r left join customers c on c.organization_id = r.organization_id and c.id = r.customer_id where r.organization_id = ${organizationId}`,
  );
  return { matching: Number(counts?.matching ?? 0), pending: Number(counts?.pending ?? 0) };
}

export async function selectRequest(tx: Tx, organizationId: string, id: string) {
  const [row] = await rows<RequestListRow>(tx, sql`${requestSelect} where r.organization_id = ${organizationId} and r.id = ${id}`);
  return row ?? null;
}

/** The latest pending requests (five), newest first. */
export function selectLatestPending(tx: Tx, organizationId: string) {
  return rows<RequestListRow>(
    tx,
    sql`${requestSelect} where r.organization_id = ${organizationId} and r.status = 'PENDING' order by r.created_at desc limit 5`,
  );
}

export async function countPending(tx: Tx, organizationId: string) {
  const [n] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from access_requests where organization_id = ${organizationId} and status = 'PENDING'`,
  );
  return Number(n?.n ?? 0);
}
