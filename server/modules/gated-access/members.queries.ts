import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerMembers } from '../../db/schema/index';

export type MemberRow = typeof customerMembers.$inferSelect;

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
