import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { securityTopics, users } from '../../db/schema/index';
import { createdByJson } from '../../lib/content-rows';

const columns = {
  id: securityTopics.id,
  heading: securityTopics.heading,
  description: securityTopics.description,
  isActive: securityTopics.isActive,
  sequence: securityTopics.sequence,
  createdAt: securityTopics.createdAt,
  modifiedAt: securityTopics.modifiedAt,
  createdBy: createdByJson,
};
export type TopicRow = Awaited<ReturnType<typeof selectTopic>> & {};

const sortColumns = {
  heading: sql`lower(${securityTopics.heading})`,
  modified_at: securityTopics.modifiedAt,
  created_at: securityTopics.createdAt,
  sequence: securityTopics.sequence,
} as const;

function base(tx: Tx) {
  return tx
    .select(columns)
    .from(securityTopics)
    .leftJoin(users, and(eq(users.organizationId, securityTopics.organizationId), eq(users.id, securityTopics.createdBy)));
}

export interface TopicFilter {
  isActive?: boolean | undefined;
  search?: string | undefined;
}

function where(organizationId: string, f: TopicFilter): SQL {
  const parts: SQL[] = [eq(securityTopics.organizationId, organizationId)];
  if (f.isActive !== undefined) parts.push(eq(securityTopics.isActive, f.isActive));
  if (f.search) parts.push(ilike(securityTopics.heading, `%${f.search.replace(/[%_\\]/g, '\\$&')}%`));
  return and(...parts)!;
}

export async function selectTopics(
  tx: Tx,
  organizationId: string,
  f: TopicFilter,
  sort: { field: keyof typeof sortColumns; desc: boolean },
  limit: number,
  offset: number,
) {
  const order = sort.desc ? desc(sortColumns[sort.field]) : asc(sortColumns[sort.field]);
  return base(tx).where(where(organizationId, f)).orderBy(order, asc(securityTopics.createdAt), asc(securityTopics.id)).limit(limit).offset(offset);
}

export async function countTopics(tx: Tx, organizationId: string, f: TopicFilter = {}) {
  const [row] = await tx
    .select({
      matching: sql<number>`count(*) filter (where ${where(organizationId, f)})::int`,
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${securityTopics.isActive})::int`,
    })
    .from(securityTopics)
    .where(eq(securityTopics.organizationId, organizationId));
  return { matching: Number(row?.matching ?? 0), total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
}

export async function selectTopic(tx: Tx, organizationId: string, id: string) {
  const [row] = await base(tx).where(and(eq(securityTopics.organizationId, organizationId), eq(securityTopics.id, id)));
  return row ?? null;
}

export async function nextTopicSequence(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${securityTopics.sequence}), 0)::int + 1` })
    .from(securityTopics)
    .where(eq(securityTopics.organizationId, organizationId));
  return Number(row?.next ?? 1);
}

export async function selectPublicTopics(tx: Tx, organizationId: string) {
  return tx
    .select({ id: securityTopics.id, heading: securityTopics.heading, description: securityTopics.description, sequence: securityTopics.sequence })
    .from(securityTopics)
    .where(and(eq(securityTopics.organizationId, organizationId), eq(securityTopics.isActive, true)))
    .orderBy(asc(securityTopics.sequence), asc(securityTopics.createdAt));
}

export { sortColumns as topicSortColumns };

export function insertTopicRow(tx: Tx, values: typeof securityTopics.$inferInsert) {
  return tx.insert(securityTopics).values(values).returning({ id: securityTopics.id, heading: securityTopics.heading });
}

export async function updateTopicRow(tx: Tx, organizationId: string, id: string, set: Partial<typeof securityTopics.$inferInsert>) {
  await tx
    .update(securityTopics)
    .set(set)
    .where(and(eq(securityTopics.organizationId, organizationId), eq(securityTopics.id, id)));
}

export async function deleteTopicRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(securityTopics).where(and(eq(securityTopics.organizationId, organizationId), eq(securityTopics.id, id)));
}
