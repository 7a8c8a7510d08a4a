import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { securityReports, users } from '../../db/schema/index';
import { createdByJson } from '../../lib/content-rows';

const columns = {
  id: securityReports.id,
  name: securityReports.name,
  issuedBy: securityReports.issuedBy,
  file: securityReports.file,
  sensitivity: securityReports.sensitivity,
  isActive: securityReports.isActive,
  sequence: securityReports.sequence,
  createdAt: securityReports.createdAt,
  modifiedAt: securityReports.modifiedAt,
  createdBy: createdByJson,
};

export const reportSortColumns = {
  name: sql`lower(${securityReports.name})`,
  issued_by: sql`lower(${securityReports.issuedBy})`,
  modified_at: securityReports.modifiedAt,
  created_at: securityReports.createdAt,
  sequence: securityReports.sequence,
  report_sequence: securityReports.sequence,
} as const;

export interface ReportFilter {
  isActive?: boolean | undefined;
  sensitivity?: 'PUBLIC' | 'CONFIDENTIAL' | undefined;
  search?: string | undefined;
}

function where(organizationId: string, f: ReportFilter): SQL {
  const parts: SQL[] = [eq(securityReports.organizationId, organizationId)];
  if (f.isActive !== undefined) parts.push(eq(securityReports.isActive, f.isActive));
  if (f.sensitivity) parts.push(eq(securityReports.sensitivity, f.sensitivity));
  if (f.search) {
    const like = `%${f.search.replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(or(ilike(securityReports.name, like), ilike(securityReports.issuedBy, like))!);
  }
  return and(...parts)!;
}

function base(tx: Tx) {
  return tx
    .select(columns)
    .from(securityReports)
    .leftJoin(users, and(eq(users.organizationId, securityReports.organizationId), eq(users.id, securityReports.createdBy)));
}

export async function selectReports(
  tx: Tx,
  organizationId: string,
  f: ReportFilter,
  sort: { field: keyof typeof reportSortColumns; desc: boolean },
  limit: number,
  offset: number,
) {
  const order = sort.desc ? desc(reportSortColumns[sort.field]) : asc(reportSortColumns[sort.field]);
  return base(tx).where(where(organizationId, f)).orderBy(order, asc(securityReports.createdAt), asc(securityReports.id)).limit(limit).offset(offset);
}

export async function countReports(tx: Tx, organizationId: string, f: ReportFilter = {}) {
  const [row] = await tx
    .select({
      matching: sql<number>`count(*) filter (where ${where(organizationId, f)})::int`,
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${securityReports.isActive})::int`,
    })
    .from(securityReports)
    .where(eq(securityReports.organizationId, organizationId));
  return { matching: Number(row?.matching ?? 0), total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
}

export async function selectReport(tx: Tx, organizationId: string, id: string) {
  const [row] = await base(tx).where(and(eq(securityReports.organizationId, organizationId), eq(securityReports.id, id)));
  return row ?? null;
}

export async function nextReportSequence(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${securityReports.sequence}), 0)::int + 1` })
    .from(securityReports)
    .where(eq(securityReports.organizationId, organizationId));
  return Number(row?.next ?? 1);
}

/** Active reports in display order; confidential ones only when asked, and then never with their file. */
export async function selectPublicReports(tx: Tx, organizationId: string, includeConfidential: boolean) {
  const parts: SQL[] = [eq(securityReports.organizationId, organizationId), eq(securityReports.isActive, true)];
  if (!includeConfidential) parts.push(eq(securityReports.sensitivity, 'PUBLIC'));
  return tx
    .select({
      id: securityReports.id,
      name: securityReports.name,
      issuedBy: securityReports.issuedBy,
      sensitivity: securityReports.sensitivity,
      file: securityReports.file,
      sequence: securityReports.sequence,
    })
    .from(securityReports)
    .where(and(...parts))
    .orderBy(asc(securityReports.sequence), asc(securityReports.createdAt));
}

export function insertReportRow(tx: Tx, values: typeof securityReports.$inferInsert) {
  return tx.insert(securityReports).values(values).returning({ id: securityReports.id, name: securityReports.name });
}

export async function updateReportRow(tx: Tx, organizationId: string, id: string, set: Partial<typeof securityReports.$inferInsert>) {
  await tx
    .update(securityReports)
    .set(set)
    .where(and(eq(securityReports.organizationId, organizationId), eq(securityReports.id, id)));
}

export async function deleteReportRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(securityReports).where(and(eq(securityReports.organizationId, organizationId), eq(securityReports.id, id)));
}
