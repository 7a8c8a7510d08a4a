import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { integrations, notificationReceivers, users } from '../../db/schema/index';

export async function selectReceivers(tx: Tx, organizationId: string) {
  const [row] = await tx.select().from(notificationReceivers).where(eq(notificationReceivers.organizationId, organizationId));
  return row ?? null;
}

export async function upsertReceivers(tx: Tx, organizationId: string, v: { salesTeamEmail: string; legalTeamEmail: string; updatedBy: string }) {
  await tx
    .insert(notificationReceivers)
    .values({ organizationId, ...v })
    .onConflictDoUpdate({ target: notificationReceivers.organizationId, set: { ...v, updatedAt: new Date() } });
}

export async function selectIntegration(tx: Tx, organizationId: string, provider: string) {
  const [row] = await tx
    .select({
      status: integrations.status,
      details: integrations.details,
      submittedAt: integrations.submittedAt,
      lastDataImportedAt: integrations.lastDataImportedAt,
      submittedById: users.id,
      submittedByName: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    })
    .from(integrations)
    .leftJoin(users, and(eq(users.organizationId, integrations.organizationId), eq(users.id, integrations.submittedBy)))
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.provider, provider)));
  return row ?? null;
}
