import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { customDomains } from '../../db/schema/index';

export type CustomDomainRow = typeof customDomains.$inferSelect;

export async function selectCustomDomain(tx: Tx, organizationId: string) {
  const [row] = await tx.select().from(customDomains).where(eq(customDomains.organizationId, organizationId));
  return row ?? null;
}

/** Sets the organisation's custom domain (one per organisation) with a fresh verification token; not verified until checked. */
export async function upsertCustomDomain(tx: Tx, organizationId: string, domain: string, verificationToken: string) {
  await tx
    .insert(customDomains)
    .values({ organizationId, domain, verificationToken })
    .onConflictDoUpdate({
      target: customDomains.organizationId,
      set: { domain, verificationToken, verifiedAt: null, lastCheckedAt: null, lastError: '', updatedAt: new Date() },
    });
}

/** System: whether another organisation has verified this host name (already lower case). */
export async function domainVerifiedElsewhere(ex: Executor, organizationId: string, domain: string) {
  const rows = await ex
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(and(ne(customDomains.organizationId, organizationId), isNotNull(customDomains.verifiedAt), sql`lower(${customDomains.domain}) = ${domain}`));
  return rows.length > 0;
}

export async function updateCustomDomain(tx: Tx, organizationId: string, id: string, set: Partial<typeof customDomains.$inferInsert>) {
  await tx
    .update(customDomains)
    .set(set)
    .where(and(eq(customDomains.organizationId, organizationId), eq(customDomains.id, id)));
}

/** Removes the organisation's custom domain; the row removed, if there was one. */
export async function deleteCustomDomain(tx: Tx, organizationId: string) {
  const [row] = await tx.delete(customDomains).where(eq(customDomains.organizationId, organizationId)).returning();
  return row ?? null;
}
