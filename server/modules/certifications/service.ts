import { certificationMessages, certificationSortFields, type Certification } from '@shared/contracts/certifications';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import type { certifications } from '../../db/schema/index';
import { markCitingStale } from '../knowledge-hub/index';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { validation } from '../../lib/errors';
import { pagination } from '../../lib/http';
import { publicFile, trustCenterDocuments, type DocumentListQuery } from '../../lib/trust-center-documents/service';
import { fileView, type CheckedFile, type StoredFile } from '../../lib/uploads';
import { scheduleExpiryCheck } from './expiry';
import { certificationQueries } from './queries';
import { standardLogo } from './standard-logos';

type Row = NonNullable<Awaited<ReturnType<typeof certificationQueries.selectOne>>>;
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

const today = () => new Date().toISOString().slice(0, 10);
const isPast = (date: string | null) => Boolean(date && date < today());

/**
 * A certification is a Trust Center document (lib/trust-center-documents); answers that rest on it need
 * review once it no longer holds (issue 13): deleted, deactivated, or expired — by an edit that sets a past
 * date, or by its date passing (./expiry.ts).
 */
const documents = trustCenterDocuments(certificationQueries, {
  label: 'certification',
  objectType: 'certification',
  notFound: 'This certification does not exist or was deleted.',
  files: ['file', 'logo'],
  sortFields: certificationSortFields,
  view: toCertification,
  async onCreated(tx, auth, row) {
    await scheduleExpiryCheck(tx, auth.organizationId, row);
  },
  async onUpdated(tx, auth, before, after) {
    if (after.expiryDate !== before.expiryDate || (after.isActive && !before.isActive)) await scheduleExpiryCheck(tx, auth.organizationId, after);
    const deactivated = before.isActive && !after.isActive;
    const expired = isPast(after.expiryDate);
    if (deactivated || (expired && !isPast(before.expiryDate))) {
      await markCitingStale(tx, auth, {
        kind: 'certification',
        name: after.name,
        reason: `Certification "${after.name}" ${expired ? `expired on ${after.expiryDate}` : 'was deactivated'}`,
      });
    }
  },
  async onDeleted(tx, auth, row) {
    await markCitingStale(tx, auth, { kind: 'certification', name: row.name, reason: `Certification "${row.name}" was deleted` });
  },
});

export async function listCertifications(deps: AppDeps, auth: AuthContext, q: DocumentListQuery) {
  const { rows, counts } = await documents.list(deps, auth, q);
  return {
    data: { security_certificates: rows },
    pagination: pagination(q.page, q.length, counts.matching, { total_active_count: counts.active, expired_active_count: counts.expired }),
  };
}

export const getCertification = documents.get;

/** The certificate document or the uploaded logo, for the authorized routes. */
export function getCertificationStoredFile(deps: AppDeps, auth: AuthContext, id: string, which: 'file' | 'logo'): Promise<StoredFile> {
  return documents.storedFile(deps, auth, id, which, which === 'file' ? 'This certification has no document.' : 'This certification has no uploaded logo.');
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
  const values = columnsOf(fields);
  return documents.create(deps, auth, uploads, (stored) => ({
    ...values,
    name: fields.name,
    organizationId: auth.organizationId,
    file: stored.file ?? null,
    logo: stored.logo ?? null,
    createdBy: auth.userId,
  }));
}

export function updateCertification(deps: AppDeps, auth: AuthContext, id: string, fields: Partial<CertificationFields>, uploads: Uploads) {
  const set = columnsOf(fields);
  return documents.update(deps, auth, id, { set, fields, uploads, remove: { file: fields.remove_file, logo: fields.remove_logo } });
}

export function deleteCertification(deps: AppDeps, auth: AuthContext, id: string) {
  return documents.remove(deps, auth, id);
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
  const rows = await documents.listActive(tx, organizationId, opts);
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
    file: publicFile(r),
    sequence: r.sequence,
  }));
}

/** The document of an active, public certification (for a public download route), else null. */
export async function findPublicCertificationFile(tx: Tx, organizationId: string, id: string): Promise<StoredFile | null> {
  return (await documents.findActive(tx, organizationId, id, 'PUBLIC'))?.file ?? null;
}

/** The uploaded logo of an active certification (public, or confidential when shown locked), else null. */
export async function findPublicCertificationLogo(
  tx: Tx,
  organizationId: string,
  id: string,
  opts: { includeConfidential?: boolean } = {},
): Promise<StoredFile | null> {
  return (await documents.findActive(tx, organizationId, id, opts.includeConfidential ? undefined : 'PUBLIC'))?.logo ?? null;
}

export function countActiveCertifications(tx: Tx, organizationId: string): Promise<number> {
  return documents.countActive(tx, organizationId);
}

/** An active confidential certification (gated access: requestable, downloadable by members), else null. */
export async function findConfidentialCertification(
  tx: Tx,
  organizationId: string,
  id: string,
): Promise<{ id: string; name: string; file: StoredFile | null; expiryDate: string | null } | null> {
  const row = await documents.findActive(tx, organizationId, id, 'CONFIDENTIAL');
  return row ? { id: row.id, name: row.name, file: row.file, expiryDate: row.expiryDate } : null;
}
