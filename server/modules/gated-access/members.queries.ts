import { and, eq, inArray, sql } from 'drizzle-orm';
import { rows, type Executor, type Tx } from '../../db/client';
import { customerMembers } from '../../db/schema/index';

export type MemberRow = typeof customerMembers.$inferSelect;
export type MemberChange = Partial<typeof customerMembers.$inferInsert>;

/** How many members each customer account has (for the customer list's user_count). */
export async function countMembersByCustomer(ex: Executor, organizationId: string, customerIds: string[]): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
  const list = await ex
    .select({ customerId: customerMembers.customerId, n: sql<number>`count(*)::int` })
    .from(customerMembers)
    .where(and(eq(customerMembers.organizationId, organizationId), inArray(customerMembers.customerId, customerIds)))
    .groupBy(customerMembers.customerId);
  return new Map(list.map((r) => [r.customerId, Number(r.n)]));
}

/** The active members of some customer accounts (who may be e-mailed about them). */
export function selectActiveMembers(ex: Executor, organizationId: string, customerIds: string[]) {
  if (customerIds.length === 0) return Promise.resolve([] as MemberRow[]);
  return ex
    .select()
    .from(customerMembers)
    .where(and(eq(customerMembers.organizationId, organizationId), inArray(customerMembers.customerId, customerIds), eq(customerMembers.isActive, true)));
}

export interface MemberListRow {
  id: string;
  customerId: string;
  customerName: string;
  customerActive: boolean;
  email: string;
  fullName: string;
  isActive: boolean;
  lastLogin: Date | null;
  hasSignedIn: boolean;
  invitedAt: Date | null;
  invitationSource: 'MANUAL_INVITE' | 'ACCESS_REQUEST';
  createdAt: Date;
}

const memberSort = {
  full_name: sql`lower(m.full_name)`,
  email: sql`lower(m.email)`,
  last_login: sql`m.last_login`,
  created_at: sql`m.created_at`,
  is_active: sql`m.is_active`,
} as const;
export type MemberSortField = keyof typeof memberSort;

export interface MemberFilter {
  id?: string | undefined;
  customerId?: string | undefined;
  isActive?: boolean | undefined;
  source?: string | undefined;
  search?: string | undefined;
}

function memberWhere(organizationId: string, f: MemberFilter) {
  const parts = [sql`m.organization_id = ${organizationId}`];
  if (f.id) parts.push(sql`m.id = ${f.id}`);
  if (f.customerId) parts.push(sql`m.customer_id = ${f.customerId}`);
  if (f.isActive !== undefined) parts.push(sql`m.is_active = ${f.isActive}`);
  if (f.source) parts.push(sql`m.invitation_source = ${f.source}`);
  if (f.search?.trim()) {
    const like = `%${f.search.trim().replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(sql`(m.full_name ilike ${like} or m.email ilike ${like} or c.name ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** Members with their customer account's name, filtered, sorted and paged. */
export async function selectMemberPage(
  ex: Executor,
  organizationId: string,
  f: MemberFilter,
  sort: { field: MemberSortField; desc: boolean },
  limit: number,
  offset: number,
) {
  const order = sql`${memberSort[sort.field]} ${sort.desc ? sql`desc nulls last` : sql`asc nulls first`}`;
  const res = (await ex.execute(sql`
    select m.id, m.customer_id as "customerId", c.name as "customerName", c.is_active as "customerActive", m.email, m.full_name as "fullName",
           m.is_active as "isActive", m.last_login as "lastLogin",
           (m.password_hash is not null or m.last_login is not null) as "hasSignedIn", m.invited_at as "invitedAt", m.invitation_source as "invitationSource",
           m.created_at as "createdAt", count(*) over ()::int as total
    from customer_members m join customers c on c.organization_id = m.organization_id and c.id = m.customer_id
    where ${memberWhere(organizationId, f)}
    order by ${order}, m.id limit ${limit} offset ${offset}`)) as unknown as { rows: (MemberListRow & { total: number })[] };
  return { rows: res.rows, total: Number(res.rows[0]?.total ?? 0) };
}

export async function countAll(ex: Executor, organizationId: string, f: MemberFilter) {
  const res = (await ex.execute(
    sql`select count(*)::int as n from customer_members m join customers c on c.organization_id = m.organization_id and c.id = m.customer_id where ${memberWhere(organizationId, f)}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}

export async function selectMember(ex: Executor, organizationId: string, id: string) {
  const [row] = await ex
    .select()
    .from(customerMembers)
    .where(and(eq(customerMembers.organizationId, organizationId), eq(customerMembers.id, id)));
  return row ?? null;
}

export async function selectMemberByEmail(ex: Executor, organizationId: string, email: string) {
  const [row] = await ex
    .select()
    .from(customerMembers)
    .where(and(eq(customerMembers.organizationId, organizationId), sql`lower(${customerMembers.email}) = ${email.toLowerCase()}`));
  return row ?? null;
}

export interface ActiveMemberRow {
  id: string;
  full_name: string;
  customer_id: string;
  customer_name: string;
  password_hash: string | null;
}

/** A member who may sign in (they and their customer account are active), with the account's name and their password hash. */
export async function selectActiveMember(ex: Executor, organizationId: string, memberId: string) {
  const [row] = await rows<ActiveMemberRow>(
    ex,
    sql`select m.id, m.full_name, m.customer_id, c.name as customer_name, m.password_hash from customer_members m
        join customers c on c.organization_id = m.organization_id and c.id = m.customer_id
        where m.organization_id = ${organizationId} and m.id = ${memberId} and m.is_active and c.is_active`,
  );
  return row ?? null;
}

export async function insertMemberRow(tx: Tx, v: typeof customerMembers.$inferInsert) {
  const [row] = await tx.insert(customerMembers).values(v).returning();
  return row!;
}

export async function updateMemberRow(tx: Tx, organizationId: string, id: string, set: MemberChange) {
  await tx
    .update(customerMembers)
    .set(set)
    .where(and(eq(customerMembers.organizationId, organizationId), eq(customerMembers.id, id)));
}

export async function deleteMemberRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(customerMembers).where(and(eq(customerMembers.organizationId, organizationId), eq(customerMembers.id, id)));
}

/** Deletes every member of a customer account; their ids. */
export async function deleteMembersOfCustomer(tx: Tx, organizationId: string, customerId: string) {
  const gone = await tx
    .delete(customerMembers)
    .where(and(eq(customerMembers.organizationId, organizationId), eq(customerMembers.customerId, customerId)))
    .returning({ id: customerMembers.id });
  return gone.map((m) => m.id);
}
