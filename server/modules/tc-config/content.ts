import type { Tx } from '../../db/client';
import type { StoredFile } from '../../lib/uploads';
import * as announcements from '../announcements/index';
import * as certifications from '../certifications/index';
import * as controls from '../security-controls/index';
import * as reports from '../security-reports/index';
import * as topics from '../security-topics/index';

/**
 * What the Trust Center shows of the content areas (topics, reports, certifications, announcements,
 * security policies), read through their services (server/modules/trust-center-content.md): active rows
 * in display order; confidential reports, certifications and domains come without their files so the
 * page can show them with a lock.
 */
export async function loadContent(tx: Tx, organizationId: string) {
  return {
    certifications: await certifications.listPublicCertifications(tx, organizationId, { includeConfidential: true }),
    reports: await reports.listPublicReports(tx, organizationId, { includeConfidential: true }),
    topics: await topics.listPublicTopics(tx, organizationId),
    announcements: await announcements.listPublicAnnouncements(tx, organizationId),
    domains: await controls.listPublicSecurityDomains(tx, organizationId, { includeConfidential: true }),
  };
}
export type TrustCenterContent = Awaited<ReturnType<typeof loadContent>>;

/** The setup checklist's content steps (portal §4). */
export async function contentCounts(tx: Tx, organizationId: string) {
  return {
    certifications: await certifications.countActiveCertifications(tx, organizationId),
    reports: await reports.countActiveReports(tx, organizationId),
    topics: await topics.countActiveTopics(tx, organizationId),
  };
}

export type DocumentKind = 'report' | 'certification' | 'control';

/**
 * A document the public may download: active, public, and (for controls) in a published public domain.
 * Anything else is null, exactly as if it did not exist. A control is addressed as `{domainId}:{controlId}`.
 */
export async function publicDocument(tx: Tx, organizationId: string, kind: DocumentKind, id: string): Promise<StoredFile | null> {
  if (kind === 'report') return reports.findPublicReportFile(tx, organizationId, id);
  if (kind === 'certification') return certifications.findPublicCertificationFile(tx, organizationId, id);
  const [domainId, controlId] = id.split(':');
  return domainId && controlId ? controls.findPublicControlFile(tx, organizationId, domainId, controlId) : null;
}

/** An uploaded certification logo of an active certification (shown for confidential ones too, locked). */
export function certificationLogo(tx: Tx, organizationId: string, id: string): Promise<StoredFile | null> {
  return certifications.findPublicCertificationLogo(tx, organizationId, id, { includeConfidential: true });
}
