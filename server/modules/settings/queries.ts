import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { integrations, notificationReceivers, organizations, users } from '../../db/schema/index';

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

export async function upsertIntegration(
  tx: Tx,
  organizationId: string,
  provider: string,
  v: { status: string; details: Record<string, string>; submittedBy: string; submittedAt: Date },
) {
  await tx
    .insert(integrations)
    .values({ organizationId, provider, ...v })
    .onConflictDoUpdate({ target: [integrations.organizationId, integrations.provider], set: { ...v, updatedAt: new Date() } });
}

export async function organizationNameOf(tx: Tx, organizationId: string) {
  const [row] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name ?? 'your organisation';
}
