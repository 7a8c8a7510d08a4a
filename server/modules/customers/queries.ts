import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { customers } from '../../db/schema/index';

export type CustomerRow = typeof customers.$inferSelect;

const sortColumns = {
  name: sql`lower(${customers.name})`,
  created_at: customers.createdAt,
  is_active: customers.isActive,
  // An unknown MRR counts as less than any known one.
  mrr: sql`coalesce(${customers.mrr}, -1)`,
} as const;
export type CustomerSortField = keyof typeof sortColumns;
export const customerSortable = Object.keys(sortColumns) as CustomerSortField[];

export interface CustomerFilter {
  isActive?: boolean | undefined;
  search?: string | undefined;
}

const escapeLike = (s: string) => s.replace(/[%_\\]/g, '\\$&');

function where(organizationId: string, f: CustomerFilter): SQL {
  const parts: SQL[] = [eq(customers.organizationId, organizationId)];
  if (f.isActive !== undefined) parts.push(eq(customers.isActive, f.isActive));
  if (f.search?.trim()) {
    const like = `%${escapeLike(f.search.trim())}%`;
    parts.push(
      or(
        ilike(customers.name, like),
        ilike(customers.crmAccountId, like),
        sql`exists (select 1 from unnest(${customers.whitelistedDomains}) d where d ilike ${like})`,
      )!,
    );
  }
  return and(...parts)!;
}

export async function selectCustomers(
  tx: Tx,
  organizationId: string,
  f: CustomerFilter,
  sort: { field: CustomerSortField; desc: boolean },
  limit: number,
  offset: number,
) {
  const order = sort.desc ? desc(sortColumns[sort.field]) : asc(sortColumns[sort.field]);
  return tx
    .select()
    .from(customers)
    .where(where(organizationId, f))
    .orderBy(order, asc(sql`lower(${customers.name})`), asc(customers.id))
    .limit(limit)
    .offset(offset);
}

export async function countCustomers(tx: Tx, organizationId: string, f: CustomerFilter = {}) {
  const [row] = await tx
    .select({
      matching: sql<number>`count(*) filter (where ${where(organizationId, f)})::int`,
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${customers.isActive})::int`,
    })
    .from(customers)
    .where(eq(customers.organizationId, organizationId));
  const total = Number(row?.total ?? 0);
  const active = Number(row?.active ?? 0);
  return { matching: Number(row?.matching ?? 0), total, active, inactive: total - active };
}

export async function selectCustomer(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, id)));
  return row ?? null;
}

/** Another account (not `exceptId`) with this name, compared case-insensitively. */
export async function selectByName(tx: Tx, organizationId: string, name: string, exceptId?: string) {
  const parts = [eq(customers.organizationId, organizationId), sql`lower(${customers.name}) = lower(${name})`];
  if (exceptId) parts.push(ne(customers.id, exceptId));
  const [row] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(...parts));
  return row ?? null;
}

/** Accounts other than `exceptId` that already whitelist one of these domains, with the domain. */
export async function selectDomainOwners(tx: Tx, organizationId: string, domains: string[], exceptId?: string) {
  if (domains.length === 0) return [];
  const parts = [
    eq(customers.organizationId, organizationId),
    sql`${customers.whitelistedDomains} && ${sql`array[${sql.join(
      domains.map((d) => sql`${d}`),
      sql`, `,
    )}]::text[]`}`,
  ];
  if (exceptId) parts.push(ne(customers.id, exceptId));
  return tx
    .select({ id: customers.id, name: customers.name, domains: customers.whitelistedDomains })
    .from(customers)
    .where(and(...parts))
    .limit(5);
}

/** The first five requests of an account still being worked on (status not in `closedStatuses`), with their total. */
export function selectOpenRequests(tx: Tx, organizationId: string, customerId: string, closedStatuses: string[]) {
  return rows<{ req_num: number; total: number }>(
    tx,
    sql`select req_num, count(*) over ()::int as total
        from questionnaire_requests
        where organization_id = ${organizationId} and customer_id = ${customerId}
          and status not in (${sql.join(
            closedStatuses.map((s) => sql`${s}`),
            sql`, `,
          )})
        order by req_num limit 5`,
  );
}

export async function insertCustomerRow(tx: Tx, values: typeof customers.$inferInsert) {
  const [row] = await tx.insert(customers).values(values).returning();
  return row!;
}

export async function updateCustomerRow(tx: Tx, organizationId: string, id: string, set: Partial<typeof customers.$inferInsert>) {
  const [row] = await tx
    .update(customers)
    .set(set)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, id)))
    .returning();
  return row!;
}

export async function deleteCustomerRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(customers).where(and(eq(customers.organizationId, organizationId), eq(customers.id, id)));
}
