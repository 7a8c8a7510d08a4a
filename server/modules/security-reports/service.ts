import { reportMessages, reportSortFields, type SecurityReport } from '@shared/contracts/security-reports';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { securityReports } from '../../db/schema/index';
import { recordActivity } from '../../lib/activity';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { notFound, validation } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import { fileView, withUploads, type CheckedFile, type StoredFile } from '../../lib/uploads';
import {
  countReports,
  nextReportSequence,
  selectPublicReports,
  selectReport,
  selectReports,
  insertReportRow,
  updateReportRow,
  deleteReportRow,
} from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Row = NonNullable<Awaited<ReturnType<typeof selectReport>>>;
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

const NOT_FOUND = 'This security report does not exist or was deleted.';
const activity = (action: string, r: { id: string; name: string }, description: string, metadata?: Record<string, unknown>) => ({
  group: 'trust_center' as const,
  action,
  objectType: 'security_report',
  objectId: r.id,
  objectName: r.name,
  description,
  ...(metadata ? { metadata } : {}),
});

export interface ReportListQuery {
  page: number;
  length: number;
  is_active?: '1' | '0' | undefined;
  sensitivity?: 'PUBLIC' | 'CONFIDENTIAL' | undefined;
  sort_by?: string | undefined;
  search?: string | undefined;
}

export function listReports(deps: AppDeps, auth: AuthContext, q: ReportListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const filter = { isActive: q.is_active === undefined ? undefined : q.is_active === '1', sensitivity: q.sensitivity, search: q.search };
    const sort = parseSort(q.sort_by, reportSortFields, 'sequence');
    const [rows, counts] = await Promise.all([selectReports(tx, org, filter, sort, q.length, (q.page - 1) * q.length), countReports(tx, org, filter)]);
    return {
      data: { security_reports: rows.map(toReport) },
      pagination: pagination(q.page, q.length, counts.matching, { total_active_count: counts.active }),
    };
  });
}

async function load(tx: Tx, org: string, id: string) {
  const row = await selectReport(tx, org, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export function getReport(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => toReport(await load(tx, auth.organizationId, id)));
}

/** The stored file of a report, for the authorized download route. */
export function getReportFile(deps: AppDeps, auth: AuthContext, id: string): Promise<StoredFile> {
  return deps.tenant(auth, async (tx) => (await load(tx, auth.organizationId, id)).file);
}

export interface ReportFields {
  name: string;
  issued_by: string;
  sensitivity: 'PUBLIC' | 'CONFIDENTIAL';
  is_active: boolean;
}

export function createReport(deps: AppDeps, auth: AuthContext, fields: ReportFields, file: CheckedFile | undefined) {
  if (!file) throw validation(reportMessages.fileRequired, 'file');
  const org = auth.organizationId;
  return withUploads(deps.storage, org, { file }, async ({ file: stored }) => {
    return deps.tenant(auth, async (tx) => {
      const [row] = await insertReportRow(tx, {
        organizationId: org,
        ...pick(fields),
        name: fields.name,
        file: stored!,
        sequence: await nextReportSequence(tx, org),
        createdBy: auth.userId,
      });
      await recordActivity(tx, auth, org, activity('created', row!, `Added security report "${row!.name}"`, { sensitivity: fields.sensitivity }));
      return toReport(await load(tx, org, row!.id));
    });
  });
}

function pick(f: Partial<ReportFields>) {
  const out: Partial<typeof securityReports.$inferInsert> = {};
  if (f.name !== undefined) out.name = f.name;
  if (f.issued_by !== undefined) out.issuedBy = f.issued_by;
  if (f.sensitivity !== undefined) out.sensitivity = f.sensitivity;
  if (f.is_active !== undefined) out.isActive = f.is_active;
  return out;
}

export function updateReport(deps: AppDeps, auth: AuthContext, id: string, fields: Partial<ReportFields>, file: CheckedFile | undefined) {
  const org = auth.organizationId;
  return withUploads(deps.storage, org, { file }, async ({ file: stored }, released) => {
    return deps.tenant(auth, async (tx) => {
      const before = await load(tx, org, id);
      await updateReportRow(tx, org, id, { ...pick(fields), ...(stored ? { file: stored } : {}), modifiedAt: new Date() });
      if (stored) released.push(before.file);
      const after = await load(tx, org, id);
      const onlyToggle = Object.keys(fields).every((k) => k === 'is_active') && !stored;
      if (fields.is_active !== undefined && fields.is_active !== before.isActive) {
        await recordActivity(
          tx,
          auth,
          org,
          activity(after.isActive ? 'activated' : 'deactivated', after, `${after.isActive ? 'Activated' : 'Deactivated'} security report "${after.name}"`),
        );
      }
      if (!onlyToggle || fields.is_active === before.isActive) {
        await recordActivity(tx, auth, org, activity('updated', after, `Updated security report "${after.name}"${stored ? ' with a new file' : ''}`));
      }
      return toReport(after);
    });
  });
}

export function deleteReport(deps: AppDeps, auth: AuthContext, id: string) {
  const org = auth.organizationId;
  return withUploads(deps.storage, org, {}, async (_stored, released) =>
    deps.tenant(auth, async (tx) => {
      const row = await load(tx, org, id);
      await deleteReportRow(tx, org, id);
      await recordActivity(tx, auth, org, activity('deleted', row, `Deleted security report "${row.name}"`));
      released.push(row.file);
    }),
  );
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
  const rows = await selectPublicReports(tx, organizationId, Boolean(opts.includeConfidential));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    issued_by: r.issuedBy,
    sensitivity: r.sensitivity,
    file: r.sensitivity === 'PUBLIC' ? { name: r.file.name, content_type: r.file.content_type, size: r.file.size } : null,
    sequence: r.sequence,
  }));
}

/** The file of an active, public report (for a public download route), else null. */
export async function findPublicReportFile(tx: Tx, organizationId: string, id: string): Promise<StoredFile | null> {
  if (!UUID.test(id)) return null;
  const row = await selectReport(tx, organizationId, id);
  return row && row.isActive && row.sensitivity === 'PUBLIC' ? row.file : null;
}

export async function countActiveReports(tx: Tx, organizationId: string): Promise<number> {
  return (await countReports(tx, organizationId)).active;
}

/** An active confidential report (gated access: requestable, downloadable by members), else null. */
export async function findConfidentialReport(tx: Tx, organizationId: string, id: string): Promise<{ id: string; name: string; file: StoredFile } | null> {
  if (!UUID.test(id)) return null;
  const row = await selectReport(tx, organizationId, id);
  return row && row.isActive && row.sensitivity !== 'PUBLIC' ? { id: row.id, name: row.name, file: row.file } : null;
}
