import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rows } from '../../db/client';
import { announcements, certifications, securityControls, securityDomains, securityReports, securityTopics } from '../../db/schema/index';
import type { StoredFile } from '../../lib/uploads';

/**
 * What the Trust Center shows of the content areas (topics, reports, certifications, announcements,
 * security policies): only active rows, in display order, with their sensitivity. The one place this
 * module reads those areas' tables, so the public/preview rules live in one file.
 */
export interface ContentCertification {
  id: string;
  name: string;
  auditorInfo: string;
  description: string;
  industry: string | null;
  showIndustry: boolean;
  showValidity: boolean;
  expiryDate: string | null;
  confidential: boolean;
  hasFile: boolean;
  logo: StoredFile | null;
  standardLogo: string | null;
}
export interface ContentReport {
  id: string;
  name: string;
  issuedBy: string;
  confidential: boolean;
  hasFile: boolean;
}
export interface ContentTopic {
  id: string;
  heading: string;
  description: string;
}
export interface ContentAnnouncement {
  id: string;
  heading: string;
  description: string;
  announcementUrl: string | null;
  createdAt: Date;
}
export interface ContentDomain {
  id: string;
  heading: string;
  confidential: boolean;
  controls: { id: string; heading: string; hasFile: boolean }[];
}

export interface TrustCenterContent {
  certifications: ContentCertification[];
  reports: ContentReport[];
  topics: ContentTopic[];
  announcements: ContentAnnouncement[];
  domains: ContentDomain[];
}

export type SequencedTable = 'certifications' | 'security_reports' | 'security_topics' | 'announcements' | 'security_domains' | 'security_controls' | 'tc_trusted_by';

/** The display order of every ordered list of the page (also the order change-sequence renumbers). */
export const displayOrder = sql`sequence asc, created_at asc, id asc`;

export async function loadContent(tx: Tx, organizationId: string): Promise<TrustCenterContent> {
  const certs = await tx
    .select()
    .from(certifications)
    .where(and(eq(certifications.organizationId, organizationId), eq(certifications.isActive, true)))
    .orderBy(asc(certifications.sequence), asc(certifications.createdAt), asc(certifications.id));
  const reports = await tx
    .select()
    .from(securityReports)
    .where(and(eq(securityReports.organizationId, organizationId), eq(securityReports.isActive, true)))
    .orderBy(asc(securityReports.sequence), asc(securityReports.createdAt), asc(securityReports.id));
  const topics = await tx
    .select()
    .from(securityTopics)
    .where(and(eq(securityTopics.organizationId, organizationId), eq(securityTopics.isActive, true)))
    .orderBy(asc(securityTopics.sequence), asc(securityTopics.createdAt), asc(securityTopics.id));
  const news = await tx
    .select()
    .from(announcements)
    .where(and(eq(announcements.organizationId, organizationId), eq(announcements.isActive, true)))
    .orderBy(asc(announcements.sequence), asc(announcements.createdAt), asc(announcements.id));
  const domains = await tx
    .select()
    .from(securityDomains)
    .where(and(eq(securityDomains.organizationId, organizationId), eq(securityDomains.isActive, true)))
    .orderBy(asc(securityDomains.sequence), asc(securityDomains.createdAt), asc(securityDomains.id));
  const controls = domains.length
    ? await tx
        .select()
        .from(securityControls)
        .where(and(eq(securityControls.organizationId, organizationId), inArray(securityControls.domainId, domains.map((d) => d.id))))
        .orderBy(asc(securityControls.sequence), asc(securityControls.createdAt), asc(securityControls.id))
    : [];
  return {
    certifications: certs.map((c) => ({
      id: c.id,
      name: c.name,
      auditorInfo: c.auditorInfo,
      description: c.description,
      industry: c.industry,
      showIndustry: c.showIndustry,
      showValidity: c.showValidity,
      expiryDate: c.expiryDate,
      confidential: c.sensitivity !== 'PUBLIC',
      hasFile: Boolean(c.file),
      logo: c.logo ?? null,
      standardLogo: c.standardLogo,
    })),
    reports: reports.map((r) => ({ id: r.id, name: r.name, issuedBy: r.issuedBy, confidential: r.sensitivity !== 'PUBLIC', hasFile: Boolean(r.file) })),
    topics: topics.map((t) => ({ id: t.id, heading: t.heading, description: t.description })),
    announcements: news.map((a) => ({ id: a.id, heading: a.heading, description: a.description, announcementUrl: a.announcementUrl, createdAt: a.createdAt })),
    domains: domains.map((d) => ({
      id: d.id,
      heading: d.heading,
      confidential: d.sensitivity !== 'PUBLIC',
      controls: controls.filter((c) => c.domainId === d.id).map((c) => ({ id: c.id, heading: c.heading, hasFile: Boolean(c.file) })),
    })),
  };
}

/** The setup checklist's content steps (portal §4): at least one active certification and report, two active topics. */
export async function contentCounts(tx: Tx, organizationId: string) {
  const [c] = await rows<{ certifications: number; reports: number; topics: number }>(
    tx,
    sql`select
      (select count(*)::int from certifications where organization_id = ${organizationId} and is_active) as certifications,
      (select count(*)::int from security_reports where organization_id = ${organizationId} and is_active) as reports,
      (select count(*)::int from security_topics where organization_id = ${organizationId} and is_active) as topics`,
  );
  return c ?? { certifications: 0, reports: 0, topics: 0 };
}

export type DocumentKind = 'report' | 'certification' | 'control';

/**
 * A document the public may download: active, public, and (for controls) in an active public domain.
 * Anything else is null, exactly as if it did not exist.
 */
export async function publicDocument(tx: Tx, organizationId: string, kind: DocumentKind, id: string): Promise<StoredFile | null> {
  if (kind === 'report') {
    const [r] = await tx.select({ file: securityReports.file }).from(securityReports).where(
      and(eq(securityReports.organizationId, organizationId), eq(securityReports.id, id), eq(securityReports.isActive, true), eq(securityReports.sensitivity, 'PUBLIC')),
    );
    return r?.file ?? null;
  }
  if (kind === 'certification') {
    const [c] = await tx.select({ file: certifications.file }).from(certifications).where(
      and(eq(certifications.organizationId, organizationId), eq(certifications.id, id), eq(certifications.isActive, true), eq(certifications.sensitivity, 'PUBLIC')),
    );
    return c?.file ?? null;
  }
  const [c] = await tx
    .select({ file: securityControls.file })
    .from(securityControls)
    .innerJoin(securityDomains, and(eq(securityDomains.id, securityControls.domainId), eq(securityDomains.organizationId, securityControls.organizationId)))
    .where(
      and(
        eq(securityControls.organizationId, organizationId),
        eq(securityControls.id, id),
        eq(securityDomains.isActive, true),
        eq(securityDomains.sensitivity, 'PUBLIC'),
      ),
    );
  return c?.file ?? null;
}

/** An uploaded certification logo, when the certification is active (logos are shown even for confidential ones). */
export async function certificationLogo(tx: Tx, organizationId: string, id: string): Promise<StoredFile | null> {
  const [c] = await tx
    .select({ logo: certifications.logo })
    .from(certifications)
    .where(and(eq(certifications.organizationId, organizationId), eq(certifications.id, id), eq(certifications.isActive, true)));
  return c?.logo ?? null;
}
