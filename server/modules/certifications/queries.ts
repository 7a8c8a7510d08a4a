import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { certifications, users } from '../../db/schema/index';
import { createdByJson } from '../../lib/content-rows';

const isExpired = sql<boolean>`coalesce(${certifications.expiryDate} < current_date, false)`;

const columns = {
  id: certifications.id,
  name: certifications.name,
  auditorInfo: certifications.auditorInfo,
  file: certifications.file,
  sensitivity: certifications.sensitivity,
  expiryDate: certifications.expiryDate,
  isExpired,
  isActive: certifications.isActive,
  sequence: certifications.sequence,
  logo: certifications.logo,
  standardLogo: certifications.standardLogo,
  industry: certifications.industry,
  description: certifications.description,
  reportOverview: certifications.reportOverview,
  showIndustry: certifications.showIndustry,
  showValidity: certifications.showValidity,
  createdAt: certifications.createdAt,
  modifiedAt: certifications.modifiedAt,
  createdBy: createdByJson,
};

export const certificationSortColumns = {
  name: sql`lower(${certifications.name})`,
  expiry_date: certifications.expiryDate,
  modified_at: certifications.modifiedAt,
  created_at: certifications.createdAt,
  sequence: certifications.sequence,
} as const;

export interface CertificationFilter {
  isActive?: boolean | undefined;
  sensitivity?: 'PUBLIC' | 'CONFIDENTIAL' | undefined;
  search?: string | undefined;
}

function where(organizationId: string, f: CertificationFilter): SQL {
  const parts: SQL[] = [eq(certifications.organizationId, organizationId)];
  if (f.isActive !== undefined) parts.push(eq(certifications.isActive, f.isActive));
  if (f.sensitivity) parts.push(eq(certifications.sensitivity, f.sensitivity));
  if (f.search) {
    const like = `%${f.search.replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(or(ilike(certifications.name, like), ilike(certifications.auditorInfo, like))!);
  }
  return and(...parts)!;
}

function base(tx: Tx) {
  return tx
    .select(columns)
    .from(certifications)
    .leftJoin(users, and(eq(users.organizationId, certifications.organizationId), eq(users.id, certifications.createdBy)));
}

export async function selectCertifications(
  tx: Tx,
  organizationId: string,
  f: CertificationFilter,
  sort: { field: keyof typeof certificationSortColumns; desc: boolean },
  limit: number,
  offset: number,
) {
  const col = certificationSortColumns[sort.field];
  const order = sort.desc ? sql`${col} desc nulls last` : sql`${col} asc nulls last`;
  return base(tx).where(where(organizationId, f)).orderBy(order, asc(certifications.createdAt), asc(certifications.id)).limit(limit).offset(offset);
}

export async function countCertifications(tx: Tx, organizationId: string, f: CertificationFilter = {}) {
  const [row] = await tx
    .select({
      matching: sql<number>`count(*) filter (where ${where(organizationId, f)})::int`,
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${certifications.isActive})::int`,
      expired: sql<number>`count(*) filter (where ${certifications.isActive} and ${isExpired})::int`,
    })
    .from(certifications)
    .where(eq(certifications.organizationId, organizationId));
  return { matching: Number(row?.matching ?? 0), total: Number(row?.total ?? 0), active: Number(row?.active ?? 0), expired: Number(row?.expired ?? 0) };
}

export async function selectCertification(tx: Tx, organizationId: string, id: string) {
  const [row] = await base(tx).where(and(eq(certifications.organizationId, organizationId), eq(certifications.id, id)));
  return row ?? null;
}

export async function nextCertificationSequence(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${certifications.sequence}), 0)::int + 1` })
    .from(certifications)
    .where(eq(certifications.organizationId, organizationId));
  return Number(row?.next ?? 1);
}

export async function selectActiveCertifications(tx: Tx, organizationId: string, includeConfidential: boolean) {
  const parts: SQL[] = [eq(certifications.organizationId, organizationId), eq(certifications.isActive, true)];
  if (!includeConfidential) parts.push(eq(certifications.sensitivity, 'PUBLIC'));
  return tx
    .select(columns)
    .from(certifications)
    .leftJoin(users, and(eq(users.organizationId, certifications.organizationId), sql`false`))
    .where(and(...parts))
    .orderBy(asc(certifications.sequence), asc(certifications.createdAt));
}

export function insertCertificationRow(tx: Tx, values: typeof certifications.$inferInsert) {
  return tx.insert(certifications).values(values).returning({ id: certifications.id, name: certifications.name });
}

export async function updateCertificationRow(tx: Tx, organizationId: string, id: string, set: Partial<typeof certifications.$inferInsert>) {
  await tx
    .update(certifications)
    .set(set)
    .where(and(eq(certifications.organizationId, organizationId), eq(certifications.id, id)));
}

export async function deleteCertificationRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(certifications).where(and(eq(certifications.organizationId, organizationId), eq(certifications.id, id)));
}
