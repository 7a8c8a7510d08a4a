import { and, eq, sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { announcements, tcAnnouncementDeliveries, tcConfigs, tcSubscribers } from '../../db/schema/index';

export type SubscriberRow = typeof tcSubscribers.$inferSelect;

/** The subscriber with this address (any case; the address is already lower case). */
export async function selectSubscriberByEmail(tx: Tx, organizationId: string, email: string) {
  const [row] = await tx
    .select()
    .from(tcSubscribers)
    .where(and(eq(tcSubscribers.organizationId, organizationId), sql`lower(${tcSubscribers.email}) = ${email}`));
  return row ?? null;
}

/** A new (pending) subscriber; undefined when a concurrent request created it first. */
export async function insertSubscriber(tx: Tx, organizationId: string, email: string) {
  const [row] = await tx.insert(tcSubscribers).values({ organizationId, email }).onConflictDoNothing().returning({ id: tcSubscribers.id });
  return row?.id;
}

export async function updateSubscriber(tx: Tx, organizationId: string, id: string, set: Partial<typeof tcSubscribers.$inferInsert>) {
  await tx
    .update(tcSubscribers)
    .set(set)
    .where(and(eq(tcSubscribers.organizationId, organizationId), eq(tcSubscribers.id, id)));
}

export async function selectSubscriberByConfirmToken(tx: Tx, organizationId: string, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(tcSubscribers)
    .where(and(eq(tcSubscribers.organizationId, organizationId), eq(tcSubscribers.confirmTokenHash, tokenHash)));
  return row ?? null;
}

/** Removes a subscriber; the row removed, if there was one. */
export async function deleteSubscriber(tx: Tx, organizationId: string, id: string) {
  const [gone] = await tx
    .delete(tcSubscribers)
    .where(and(eq(tcSubscribers.organizationId, organizationId), eq(tcSubscribers.id, id)))
    .returning();
  return gone ?? null;
}

/** Gives a still pending subscriber a new confirmation token; the row, or null when it is no longer pending. */
export async function setConfirmToken(tx: Tx, organizationId: string, id: string, tokenHash: string) {
  const [sub] = await tx
    .update(tcSubscribers)
    .set({ confirmTokenHash: tokenHash, confirmSentAt: new Date() })
    .where(and(eq(tcSubscribers.organizationId, organizationId), eq(tcSubscribers.id, id), eq(tcSubscribers.status, 'pending')))
    .returning();
  return sub ?? null;
}

/** The organisation of an announcement, read in the caller's tenant transaction (its tenant is the transaction's). */
export async function selectAnnouncementOrganization(tx: Tx, announcementId: string) {
  const [row] = await tx
    .select({ organizationId: announcements.organizationId })
    .from(announcements)
    .where(and(eq(announcements.id, announcementId), sql`${announcements.organizationId} = nullif(current_setting('app.org_id', true), '')::uuid`));
  return row ?? null;
}

export async function selectAnnouncement(tx: Tx, organizationId: string, id: string) {
  const [item] = await tx
    .select()
    .from(announcements)
    .where(and(eq(announcements.organizationId, organizationId), eq(announcements.id, id)));
  return item ?? null;
}

/** The Trust Center's configuration (slug, company name, publication). */
export async function selectSiteConfig(tx: Tx, organizationId: string) {
  const [cfg] = await tx.select().from(tcConfigs).where(eq(tcConfigs.organizationId, organizationId));
  return cfg ?? null;
}

/** Confirmed subscribers not yet mailed this announcement, in the order they confirmed. */
export function selectUnmailedSubscribers(tx: Tx, organizationId: string, announcementId: string) {
  return rows<{ id: string; email: string }>(
    tx,
    sql`select s.id, s.email from tc_subscribers s
        where s.organization_id = ${organizationId} and s.status = 'confirmed'
          and not exists (select 1 from tc_announcement_deliveries d
                          where d.organization_id = s.organization_id and d.announcement_id = ${announcementId} and d.subscriber_id = s.id)
        order by s.confirmed_at`,
  );
}

/** Claims the delivery of an announcement to a subscriber; false when it was claimed before. */
export async function claimDelivery(tx: Tx, organizationId: string, announcementId: string, subscriberId: string) {
  const claimed = await tx.insert(tcAnnouncementDeliveries).values({ organizationId, announcementId, subscriberId }).onConflictDoNothing().returning();
  return claimed.length > 0;
}
