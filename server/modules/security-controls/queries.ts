import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { securityControls, securityDomains, users } from '../../db/schema/index';
import { createdByJson } from '../../lib/content-rows';

const columns = {
  id: securityDomains.id,
  heading: securityDomains.heading,
  catalogueKey: securityDomains.catalogueKey,
  isActive: securityDomains.isActive,
  sensitivity: securityDomains.sensitivity,
  sequence: securityDomains.sequence,
  createdAt: securityDomains.createdAt,
  modifiedAt: securityDomains.modifiedAt,
  createdBy: createdByJson,
};

export const domainSortColumns = {
  heading: sql`lower(${securityDomains.heading})`,
  sequence: securityDomains.sequence,
  modified_at: securityDomains.modifiedAt,
  created_at: securityDomains.createdAt,
} as const;

export interface DomainFilter {
  isActive?: boolean | undefined;
  search?: string | undefined;
}

function where(organizationId: string, f: DomainFilter): SQL {
  const parts: SQL[] = [eq(securityDomains.organizationId, organizationId)];
  if (f.isActive !== undefined) parts.push(eq(securityDomains.isActive, f.isActive));
  if (f.search) parts.push(ilike(securityDomains.heading, `%${f.search.replace(/[%_\\]/g, '\\$&')}%`));
  return and(...parts)!;
}

function base(tx: Tx) {
  return tx
    .select(columns)
    .from(securityDomains)
    .leftJoin(users, and(eq(users.organizationId, securityDomains.organizationId), eq(users.id, securityDomains.createdBy)));
}

export async function selectDomains(
  tx: Tx,
  organizationId: string,
  f: DomainFilter,
  sort: { field: keyof typeof domainSortColumns; desc: boolean },
  limit: number,
  offset: number,
) {
  const order = sort.desc ? desc(domainSortColumns[sort.field]) : asc(domainSortColumns[sort.field]);
  return base(tx).where(where(organizationId, f)).orderBy(order, asc(securityDomains.createdAt), asc(securityDomains.id)).limit(limit).offset(offset);
}

export async function selectDomain(tx: Tx, organizationId: string, id: string) {
  const [row] = await base(tx).where(and(eq(securityDomains.organizationId, organizationId), eq(securityDomains.id, id)));
  return row ?? null;
}

export async function countDomains(tx: Tx, organizationId: string, f: DomainFilter = {}) {
  const [row] = await tx
    .select({
      matching: sql<number>`count(*) filter (where ${where(organizationId, f)})::int`,
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${securityDomains.isActive})::int`,
    })
    .from(securityDomains)
    .where(eq(securityDomains.organizationId, organizationId));
  const total = Number(row?.total ?? 0);
  const active = Number(row?.active ?? 0);
  return { matching: Number(row?.matching ?? 0), total, active, inactive: total - active };
}

export async function selectControls(tx: Tx, organizationId: string, domainIds: string[]) {
  if (domainIds.length === 0) return [];
  return tx
    .select()
    .from(securityControls)
    .where(and(eq(securityControls.organizationId, organizationId), inArray(securityControls.domainId, domainIds)))
    .orderBy(asc(securityControls.sequence), asc(securityControls.createdAt), asc(securityControls.id));
}

export async function selectControl(tx: Tx, organizationId: string, domainId: string, controlId: string) {
  const [row] = await tx
    .select({ control: securityControls, domainActive: securityDomains.isActive, domainSensitivity: securityDomains.sensitivity })
    .from(securityControls)
    .innerJoin(securityDomains, and(eq(securityDomains.organizationId, securityControls.organizationId), eq(securityDomains.id, securityControls.domainId)))
    .where(and(eq(securityControls.organizationId, organizationId), eq(securityControls.domainId, domainId), eq(securityControls.id, controlId)));
  return row ?? null;
}

export async function selectUsedCatalogueKeys(tx: Tx, organizationId: string): Promise<string[]> {
  const rows = await tx.select({ key: securityDomains.catalogueKey }).from(securityDomains).where(eq(securityDomains.organizationId, organizationId));
  return rows.map((r) => r.key).filter((k): k is string => Boolean(k));
}

export async function nextDomainSequence(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${securityDomains.sequence}), 0)::int + 1` })
    .from(securityDomains)
    .where(eq(securityDomains.organizationId, organizationId));
  return Number(row?.next ?? 1);
}

export async function selectPublicDomains(tx: Tx, organizationId: string, includeConfidential: boolean) {
  const parts: SQL[] = [eq(securityDomains.organizationId, organizationId), eq(securityDomains.isActive, true)];
  if (!includeConfidential) parts.push(eq(securityDomains.sensitivity, 'PUBLIC'));
  return tx
    .select({ id: securityDomains.id, heading: securityDomains.heading, sensitivity: securityDomains.sensitivity, sequence: securityDomains.sequence })
    .from(securityDomains)
    .where(and(...parts))
    .orderBy(asc(securityDomains.sequence), asc(securityDomains.createdAt), asc(securityDomains.id));
}

export async function insertDomainRow(tx: Tx, values: typeof securityDomains.$inferInsert) {
  const [row] = await tx.insert(securityDomains).values(values).returning({ id: securityDomains.id, heading: securityDomains.heading });
  return row!;
}

export async function updateDomainRow(tx: Tx, organizationId: string, id: string, set: Partial<typeof securityDomains.$inferInsert>) {
  await tx
    .update(securityDomains)
    .set(set)
    .where(and(eq(securityDomains.organizationId, organizationId), eq(securityDomains.id, id)));
}

export async function deleteDomainRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(securityDomains).where(and(eq(securityDomains.organizationId, organizationId), eq(securityDomains.id, id)));
}

/** Publishes every draft domain (or takes every live one offline); answers the ids that changed. */
export async function setDomainsActive(tx: Tx, organizationId: string, isActive: boolean) {
  return tx
    .update(securityDomains)
    .set({ isActive, modifiedAt: new Date() })
    .where(and(eq(securityDomains.organizationId, organizationId), eq(securityDomains.isActive, !isActive)))
    .returning({ id: securityDomains.id });
}

export async function insertControlRows(tx: Tx, values: (typeof securityControls.$inferInsert)[]) {
  await tx.insert(securityControls).values(values);
}

export async function updateControlRow(tx: Tx, organizationId: string, id: string, set: Partial<typeof securityControls.$inferInsert>) {
  await tx
    .update(securityControls)
    .set(set)
    .where(and(eq(securityControls.organizationId, organizationId), eq(securityControls.id, id)));
}

export async function deleteControlRows(tx: Tx, organizationId: string, ids: string[]) {
  await tx.delete(securityControls).where(and(eq(securityControls.organizationId, organizationId), inArray(securityControls.id, ids)));
}
