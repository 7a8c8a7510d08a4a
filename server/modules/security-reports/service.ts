import { reportMessages, reportSortFields, type SecurityReport } from '@shared/contracts/security-reports';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import type { securityReports } from '../../db/schema/index';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { validation } from '../../lib/errors';
import { pagination } from '../../lib/http';
import { publicFile, trustCenterDocuments, type DocumentListQuery } from '../../lib/trust-center-documents/service';
import { fileView, type CheckedFile, type StoredFile } from '../../lib/uploads';
import { reportQueries } from './queries';

type Row = NonNullable<Awaited<ReturnType<typeof reportQueries.selectOne>>>;
export const reportFileUrl = (id: string) => `/api/v1/document/security-reports/${id}/download/`;

function toReport(r: Row): SecurityReport {
  return {
    id: r.id,
    name: r.name,
    issued_by: r.issuedBy,
    file: fileView(r.file, reportFileUrl(r.id))!,
    sensitivity: r.sensitivity,
    is_active: r.isActive,
    created_by: r.createdBy,
    created_at: iso(r.createdAt)!,
    modified_at: iso(r.modifiedAt)!,
    report_sequence: r.sequence,
    sequence: r.sequence,
  };
}

/** A security report is a Trust Center document (lib/trust-center-documents) that always has its file. */
const documents = trustCenterDocuments(reportQueries, {
  label: 'security report',
  objectType: 'security_report',
  notFound: 'This security report does not exist or was deleted.',
  files: ['file'],
  sortFields: reportSortFields,
  view: toReport,
  mentionsNewFile: true,
});

export async function listReports(deps: AppDeps, auth: AuthContext, q: DocumentListQuery) {
  const { rows, counts } = await documents.list(deps, auth, q);
  return { data: { security_reports: rows }, pagination: pagination(q.page, q.length, counts.matching, { total_active_count: counts.active }) };
}

export const getReport = documents.get;

/** The stored file of a report, for the authorized download route. */
export function getReportFile(deps: AppDeps, auth: AuthContext, id: string): Promise<StoredFile> {
  return documents.storedFile(deps, auth, id, 'file', 'This security report has no file.');
}

export interface ReportFields {
  name: string;
  issued_by: string;
  sensitivity: 'PUBLIC' | 'CONFIDENTIAL';
  is_active: boolean;
}

function pick(f: Partial<ReportFields>) {
  const out: Partial<typeof securityReports.$inferInsert> = {};
  if (f.name !== undefined) out.name = f.name;
  if (f.issued_by !== undefined) out.issuedBy = f.issued_by;
  if (f.sensitivity !== undefined) out.sensitivity = f.sensitivity;
  if (f.is_active !== undefined) out.isActive = f.is_active;
  return out;
}

export function createReport(deps: AppDeps, auth: AuthContext, fields: ReportFields, file: CheckedFile | undefined) {
  if (!file) throw validation(reportMessages.fileRequired, 'file');
  const values = pick(fields);
  return documents.create(
    deps,
    auth,
    { file },
    (stored) => ({ ...values, organizationId: auth.organizationId, name: fields.name, file: stored.file!, createdBy: auth.userId }),
    { sensitivity: fields.sensitivity },
  );
}

export function updateReport(deps: AppDeps, auth: AuthContext, id: string, fields: Partial<ReportFields>, file: CheckedFile | undefined) {
  return documents.update(deps, auth, id, { set: pick(fields), fields, uploads: { file } });
}

export function deleteReport(deps: AppDeps, auth: AuthContext, id: string) {
  return documents.remove(deps, auth, id);
}

// ---- For the public site and the setup checklist (run inside the caller's tenant transaction) ----

export interface PublicReport {
  id: string;
  name: string;
  issued_by: string;
  sensitivity: 'PUBLIC' | 'CONFIDENTIAL';
  /** Null for a confidential report: its file never leaves through the public side. */
  file: { name: string; content_type: string; size: number } | null;
  sequence: number;
}

/**
 * Active reports in display order. By default only public ones; with `includeConfidential` the
 * confidential ones come too (to show with a lock), without their file.
 */
export async function listPublicReports(tx: Tx, organizationId: string, opts: { includeConfidential?: boolean } = {}): Promise<PublicReport[]> {
  const rows = await documents.listActive(tx, organizationId, opts);
  return rows.map((r) => ({ id: r.id, name: r.name, issued_by: r.issuedBy, sensitivity: r.sensitivity, file: publicFile(r), sequence: r.sequence }));
}

/** The file of an active, public report (for a public download route), else null. */
export async function findPublicReportFile(tx: Tx, organizationId: string, id: string): Promise<StoredFile | null> {
  return (await documents.findActive(tx, organizationId, id, 'PUBLIC'))?.file ?? null;
}

export function countActiveReports(tx: Tx, organizationId: string): Promise<number> {
  return documents.countActive(tx, organizationId);
}

/** An active confidential report (gated access: requestable, downloadable by members), else null. */
export async function findConfidentialReport(tx: Tx, organizationId: string, id: string): Promise<{ id: string; name: string; file: StoredFile } | null> {
  const row = await documents.findActive(tx, organizationId, id, 'CONFIDENTIAL');
  return row ? { id: row.id, name: row.name, file: row.file } : null;
}
