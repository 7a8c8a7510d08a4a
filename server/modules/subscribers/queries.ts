import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tcSubscribers } from '../../db/schema/index';

/** Only confirmed rows are subscribers (pending ones have not clicked the confirmation link). */
function where(organizationId: string, search?: string): SQL {
  const parts: SQL[] = [eq(tcSubscribers.organizationId, organizationId), eq(tcSubscribers.status, 'confirmed')];
  if (search) parts.push(ilike(tcSubscribers.email, `%${search.replace(/[%_\\]/g, '\\$&')}%`));
  return and(...parts)!;
}

export const subscriberSortColumns = {
  email: sql`lower(${tcSubscribers.email})`,
  subscribed_on: tcSubscribers.confirmedAt,
} as const;

export async function selectSubscribers(
  tx: Tx,
  organizationId: string,
  search: string | undefined,
  sort: { field: keyof typeof subscriberSortColumns; desc: boolean },
  limit: number,
  offset: number,
) {
  const order = sort.desc ? desc(subscriberSortColumns[sort.field]) : asc(subscriberSortColumns[sort.field]);
  return tx
    .select({ id: tcSubscribers.id, email: tcSubscribers.email, confirmedAt: tcSubscribers.confirmedAt, createdAt: tcSubscribers.createdAt })
    .from(tcSubscribers)
    .where(where(organizationId, search))
    .orderBy(order, asc(tcSubscribers.id))
    .limit(limit)
    .offset(offset);
}

export async function countSubscribers(tx: Tx, organizationId: string, search?: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tcSubscribers)
    .where(where(organizationId, search));
  return Number(row?.n ?? 0);
}

export async function selectSubscriber(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .select({ id: tcSubscribers.id, email: tcSubscribers.email })
    .from(tcSubscribers)
    .where(and(where(organizationId), eq(tcSubscribers.id, id)));
  return row ?? null;
}

export async function removeSubscriber(tx: Tx, organizationId: string, id: string) {
  await tx.delete(tcSubscribers).where(and(eq(tcSubscribers.organizationId, organizationId), eq(tcSubscribers.id, id)));
}
