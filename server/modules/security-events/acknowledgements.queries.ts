import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { securityEventAcknowledgements as acks } from '../../db/schema/index';

/** The account's acknowledgement of an update, or null. */
export async function selectAcknowledgement(tx: Tx, org: string, updateId: string, customerId: string) {
  const [row] = await tx
    .select()
    .from(acks)
    .where(and(eq(acks.organizationId, org), eq(acks.updateId, updateId), eq(acks.customerId, customerId)));
  return row ?? null;
}

/** Records an acknowledgement unless the account already gave one; answers the new row, or null. */
export async function insertAcknowledgement(tx: Tx, values: typeof acks.$inferInsert) {
  const [row] = await tx.insert(acks).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** What these accounts acknowledged of an event. */
export async function selectEventAcknowledgements(tx: Tx, org: string, eventId: string, customerIds: string[]) {
  return tx
    .select()
    .from(acks)
    .where(and(eq(acks.organizationId, org), eq(acks.eventId, eventId), inArray(acks.customerId, customerIds)));
}

/** What one account acknowledged of an event. */
export async function selectCustomerAcknowledgements(tx: Tx, org: string, eventId: string, customerId: string) {
  return tx
    .select()
    .from(acks)
    .where(and(eq(acks.organizationId, org), eq(acks.eventId, eventId), eq(acks.customerId, customerId)));
}
