import { and, eq, sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { securityEventDeliveries as deliveries } from '../../db/schema/index';

/** Who was mailed an update already (earlier attempts of the job). */
export async function selectDeliveries(tx: Tx, org: string, updateId: string) {
  return tx
    .select({ email: deliveries.email, customerId: deliveries.customerId })
    .from(deliveries)
    .where(and(eq(deliveries.organizationId, org), eq(deliveries.updateId, updateId)));
}

/** Claims an address before it is mailed; answers false when it was claimed already. */
export async function claimDelivery(tx: Tx, values: typeof deliveries.$inferInsert) {
  const claimed = await tx.insert(deliveries).values(values).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/** Gives a claimed address back (its mail did not go out). */
export async function releaseDelivery(tx: Tx, org: string, updateId: string, email: string) {
  await tx.delete(deliveries).where(and(eq(deliveries.organizationId, org), eq(deliveries.updateId, updateId), eq(deliveries.email, email)));
}

/** The Trust Center's confirmed subscribers, oldest first. */
export async function selectConfirmedSubscribers(tx: Tx, org: string) {
  return rows<{ id: string; email: string }>(
    tx,
    sql`select id, email from tc_subscribers where organization_id = ${org} and status = 'confirmed' order by confirmed_at`,
  );
}

/** The accounts whose activity log already records that they were told about an update. */
export async function selectNotifiedCustomerIds(tx: Tx, org: string, updateId: string) {
  const found = await rows<{ customer_id: string }>(
    tx,
    sql`select metadata ->> 'customer_id' as customer_id from activity_logs
        where organization_id = ${org} and object_type = 'security_event' and action = 'customer_notified' and metadata ->> 'update_id' = ${updateId}`,
  );
  return found.map((r) => r.customer_id);
}
