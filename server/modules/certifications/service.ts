import { certificationMessages, certificationSortFields, type Certification } from '@shared/contracts/certifications';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { certifications } from '../../db/schema/index';
import { recordActivity } from '../../lib/activity';
import { markCitingStale } from '../knowledge-hub/index';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { notFound, validation } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import { fileView, withUploads, type CheckedFile, type StoredFile } from '../../lib/uploads';
import {
  countCertifications,
  nextCertificationSequence,
  selectActiveCertifications,
  selectCertification,
  selectCertifications,
  insertCertificationRow,
  updateCertificationRow,
  deleteCertificationRow,
} from './queries';
import { standardLogo } from './standard-logos';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Row = NonNullable<Awaited<ReturnType<typeof selectCertification>>>;
const base = '/api/v1/document/certification';
export const certificationFileUrl = (id: string) => `${base}/${id}/download/`;
export const certificationLogoUrl = (id: string) => `${base}/${id}/logo/`;

function toCertification(r: Row): Certification {
  return {
    id: r.id,
    name: r.name,
    auditor_info: r.auditorInfo,
    file: fileView(r.file, certificationFileUrl(r.id)),
    sensitivity: r.sensitivity,
    expiry_date: r.expiryDate,
    is_expired: Boolean(r.isExpired),
    is_active: r.isActive,
    created_by: r.createdBy,
    created_at: iso(r.createdAt)!,
    modified_at: iso(r.modifiedAt)!,
    sequence: r.sequence,
    logo: r.logo ? { url: certificationLogoUrl(r.id) } : null,
    standard_logo: standardLogo(r.standardLogo),
    industry: r.industry ? { name: r.industry } : null,
    description: r.description,
    report_overview: r.reportOverview,
    show_industry: r.showIndustry,
    show_validity: r.showValidity,
  };
}

const NOT_FOUND = 'This certification does not exist or was deleted.';
const activity = (action: string, r: { id: string; name: string }, description: string) => ({
  group: 'trust_center' as const,
  action,
  objectType: 'certification',
  objectId: r.id,
  objectName: r.name,
  description,
});

export interface CertificationListQuery {
  page: number;
  length: number;
  is_active?: '1' | '0' | undefined;
  sensitivity?: 'PUBLIC' | 'CONFIDENTIAL' | undefined;
  sort_by?: string | undefined;
  search?: string | undefined;
}

export function listCertifications(deps: AppDeps, auth: AuthContext, q: CertificationListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const filter = { isActive: q.is_active === undefined ? undefined : q.is_active === '1', sensitivity: q.sensitivity, search: q.search };
    const sort = parseSort(q.sort_by, certificationSortFields, 'sequence');
    const [rows, counts] = await Promise.all([
      selectCertifications(tx, org, filter, sort, q.length, (q.page - 1) * q.length),
      countCertifications(tx, org, filter),
    ]);
    return {
      data: { security_certificates: rows.map(toCertification) },
      pagination: pagination(q.page, q.length, counts.matching, { total_active_count: counts.active, expired_active_count: counts.expired }),
    };
  });
}

async function load(tx: Tx, org: string, id: string) {
  const row = await selectCertification(tx, org, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export function getCertification(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => toCertification(await load(tx, auth.organizationId, id)));
}

/** The certificate document or the uploaded logo, for the authorized routes. */
export function getCertificationStoredFile(deps: AppDeps, auth: AuthContext, id: string, which: 'file' | 'logo'): Promise<StoredFile> {
  return deps.tenant(auth, async (tx) => {
    const row = await load(tx, auth.organizationId, id);
    const file = which === 'file' ? row.file : row.logo;
    if (!file) throw notFound(which === 'file' ? 'This certification has no document.' : 'This certification has no uploaded logo.');
    return file;
  });
}

export interface CertificationFields {
  name: string;
  auditor_info: string;
  sensitivity: 'PUBLIC' | 'CONFIDENTIAL';
  expiry_date: string | null;
  is_active: boolean;
  standard_logo: string | null;
  industry: string | null;
  description: string;
  report_overview: string;
  show_industry: boolean;
  show_validity: boolean;
  remove_logo: boolean;
  remove_file: boolean;
}

function columnsOf(f: Partial<CertificationFields>) {
  if (f.standard_logo && !standardLogo(f.standard_logo)) throw validation(certificationMessages.unknownLogo, 'standard_logo');
  const out: Partial<typeof certifications.$inferInsert> = {};
  if (f.name !== undefined) out.name = f.name;
  if (f.auditor_info !== undefined) out.auditorInfo = f.auditor_info;
  if (f.sensitivity !== undefined) out.sensitivity = f.sensitivity;
  if (f.expiry_date !== undefined) out.expiryDate = f.expiry_date;
  if (f.is_active !== undefined) out.isActive = f.is_active;
  if (f.standard_logo !== undefined) out.standardLogo = f.standard_logo;
  if (f.industry !== undefined) out.industry = f.industry;
  if (f.description !== undefined) out.description = f.description;
  if (f.report_overview !== undefined) out.reportOverview = f.report_overview;
  if (f.show_industry !== undefined) out.showIndustry = f.show_industry;
  if (f.show_validity !== undefined) out.showValidity = f.show_validity;
  return out;
}

interface Uploads {
  file?: CheckedFile | undefined;
  logo?: CheckedFile | undefined;
}

export function createCertification(deps: AppDeps, auth: AuthContext, fields: CertificationFields, uploads: Uploads) {
  const org = auth.organizationId;
  const values = columnsOf(fields);
  return withUploads(deps.storage, org, { ...uploads }, (stored) =>
    deps.tenant(auth, async (tx) => {
      const [row] = await insertCertificationRow(tx, {
        ...values,
        name: fields.name,
        organizationId: org,
        file: stored.file ?? null,
        logo: stored.logo ?? null,
        sequence: await nextCertificationSequence(tx, org),
        createdBy: auth.userId,
      });
      await recordActivity(tx, auth, org, activity('created', row!, `Added certification "${row!.name}"`));
      return toCertification(await load(tx, org, row!.id));
    }),
  );
}

export function updateCertification(deps: AppDeps, auth: AuthContext, id: string, fields: Partial<CertificationFields>, uploads: Uploads) {
  const org = auth.organizationId;
  const values = columnsOf(fields);
  return withUploads(deps.storage, org, { ...uploads }, (stored, released) =>
    deps.tenant(auth, async (tx) => {
      const before = await load(tx, org, id);
      const set: Partial<typeof certifications.$inferInsert> = { ...values, modifiedAt: new Date() };
      if (stored.file || fields.remove_file) {
        set.file = stored.file ?? null;
        if (before.file) released.push(before.file);
      }
      if (stored.logo || fields.remove_logo) {
        set.logo = stored.logo ?? null;
        if (before.logo) released.push(before.logo);
      }
      await updateCertificationRow(tx, org, id, set);
      const after = await load(tx, org, id);
      const toggled = fields.is_active !== undefined && fields.is_active !== before.isActive;
      const others = Object.keys(fields).some((k) => k !== 'is_active') || uploads.file || uploads.logo;
      if (toggled) {
        await recordActivity(
          tx,
          auth,
          org,
          activity(after.isActive ? 'activated' : 'deactivated', after, `${after.isActive ? 'Activated' : 'Deactivated'} certification "${after.name}"`),
        );
      }
      if (others || !toggled) await recordActivity(tx, auth, org, activity('updated', after, `Updated certification "${after.name}"`));
      // Answers that rest on it need review once it no longer holds (issue 13).
      const expired = Boolean(after.expiryDate && after.expiryDate < new Date().toISOString().slice(0, 10));
      const wasExpired = Boolean(before.expiryDate && before.expiryDate < new Date().toISOString().slice(0, 10));
      if ((toggled && !after.isActive) || (expired && !wasExpired)) {
        await markCitingStale(tx, auth, {
          kind: 'certification',
          name: after.name,
          reason: `Certification "${after.name}" ${expired ? `expired on ${after.expiryDate}` : 'was deactivated'}`,
        });
      }
      return toCertification(after);
    }),
  );
}

export function deleteCertification(deps: AppDeps, auth: AuthContext, id: string) {
  const org = auth.organizationId;
  return withUploads(deps.storage, org, {}, (_stored, released) =>
    deps.tenant(auth, async (tx) => {
      const row = await load(tx, org, id);
      await deleteCertificationRow(tx, org, id);
      await recordActivity(tx, auth, org, activity('deleted', row, `Deleted certification "${row.name}"`));
      await markCitingStale(tx, auth, { kind: 'certification', name: row.name, reason: `Certification "${row.name}" was deleted` });
      for (const f of [row.file, row.logo]) if (f) released.push(f);
    }),
  );
}

// ---- For the public site and the setup checklist (run inside the caller's tenant transaction) ----

export interface PublicCertification {
  id: string;
  name: string;
  auditor_info: string;
  sensitivity: 'PUBLIC' | 'CONFIDENTIAL';
  /** Only when show_validity is on. */
  expiry_date: string | null;
  is_expired: boolean;
  /** Only when show_industry is on. */
  industry: string | null;
  description: string;
  report_overview: string;
  /** True when an uploaded logo exists (serve it with findPublicCertificationLogo). */
  has_logo: boolean;
  standard_logo: { key: string; name: string; url: string } | null;
  /** Null for confidential certifications and those without a document. */
  file: { name: string; content_type: string; size: number } | null;
  sequence: number;
}

/**
 * Active certifications in display order. By default only public ones; with `includeConfidential`
 * the confidential ones come too (to show with a lock), never with their document.
 */
export async function listPublicCertifications(tx: Tx, organizationId: string, opts: { includeConfidential?: boolean } = {}): Promise<PublicCertification[]> {
  const rows = await selectActiveCertifications(tx, organizationId, Boolean(opts.includeConfidential));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    auditor_info: r.auditorInfo,
    sensitivity: r.sensitivity,
    expiry_date: r.showValidity ? r.expiryDate : null,
    is_expired: Boolean(r.isExpired),
    industry: r.showIndustry ? r.industry : null,
    description: r.description,
    report_overview: r.reportOverview,
    has_logo: Boolean(r.logo),
    standard_logo: standardLogo(r.standardLogo),
    file: r.sensitivity === 'PUBLIC' && r.file ? { name: r.file.name, content_type: r.file.content_type, size: r.file.size } : null,
    sequence: r.sequence,
  }));
}

/** The document of an active, public certification (for a public download route), else null. */
export async function findPublicCertificationFile(tx: Tx, organizationId: string, id: string): Promise<StoredFile | null> {
  if (!UUID.test(id)) return null;
  const row = await selectCertification(tx, organizationId, id);
  return row && row.isActive && row.sensitivity === 'PUBLIC' ? row.file : null;
}

/** The uploaded logo of an active certification (public, or confidential when shown locked), else null. */
export async function findPublicCertificationLogo(
  tx: Tx,
  organizationId: string,
  id: string,
  opts: { includeConfidential?: boolean } = {},
): Promise<StoredFile | null> {
  if (!UUID.test(id)) return null;
  const row = await selectCertification(tx, organizationId, id);
  return row && row.isActive && (row.sensitivity === 'PUBLIC' || opts.includeConfidential) ? row.logo : null;
}

export async function countActiveCertifications(tx: Tx, organizationId: string): Promise<number> {
  return (await countCertifications(tx, organizationId)).active;
}

/** An active confidential certification (gated access: requestable, downloadable by members), else null. */
export async function findConfidentialCertification(
  tx: Tx,
  organizationId: string,
  id: string,
): Promise<{ id: string; name: string; file: StoredFile | null; expiryDate: string | null } | null> {
  if (!UUID.test(id)) return null;
  const row = await selectCertification(tx, organizationId, id);
  return row && row.isActive && row.sensitivity !== 'PUBLIC' ? { id: row.id, name: row.name, file: row.file, expiryDate: row.expiryDate } : null;
}
