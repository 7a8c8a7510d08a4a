import { and, eq, sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { securityEventReminders as reminders } from '../../db/schema/index';

/** Records a reminder to one account; answers its id. */
export async function insertReminder(tx: Tx, values: typeof reminders.$inferInsert) {
  const [row] = await tx.insert(reminders).values(values).returning({ id: reminders.id });
  return row!.id;
}

export async function selectReminder(tx: Tx, org: string, id: string) {
  const [row] = await tx
    .select()
    .from(reminders)
    .where(and(eq(reminders.organizationId, org), eq(reminders.id, id)));
  return row ?? null;
}

/** The last reminder of each account of an event: when and by whom. */
export async function selectLastReminders(tx: Tx, org: string, eventId: string) {
  return rows<{ customer_id: string; created_at: string; created_by_name: string }>(
    tx,
    sql`select distinct on (customer_id) customer_id, created_at, created_by_name from security_event_reminders
        where organization_id = ${org} and event_id = ${eventId} order by customer_id, created_at desc`,
  );
}

/** Claims an address before it is mailed; answers false when it was reached already. */
export async function claimReminderAddress(tx: Tx, org: string, id: string, email: string) {
  const claimed = await rows<{ id: string }>(
    tx,
    sql`update security_event_reminders set sent_to = array_append(sent_to, ${email}::text)
        where organization_id = ${org} and id = ${id} and not (${email}::text = any(sent_to)) returning id`,
  );
  return claimed.length > 0;
}

/** Gives a claimed address back (its mail did not go out). */
export async function releaseReminderAddress(tx: Tx, org: string, id: string, email: string) {
  await rows(
    tx,
    sql`update security_event_reminders set sent_to = array_remove(sent_to, ${email}::text) where organization_id = ${org} and id = ${id} returning id`,
  );
}

export async function markReminderSent(tx: Tx, org: string, id: string) {
  await tx
    .update(reminders)
    .set({ sentAt: new Date() })
    .where(and(eq(reminders.organizationId, org), eq(reminders.id, id)));
}
