import crypto from 'node:crypto';
import { normalizeSectionOrder, pillarKinds, type PublicSiteData, type SecurityPillar } from '@shared/contracts/tc-config';
import type { Tx } from '../../db/client';
import { loadContent, type DocumentKind } from './content';
import { ensureConfig, listPillars, listSubProcessors, listTrustedBy, type ConfigRow } from './queries';

/** How the page links to its images and downloads: public URLs, or signed preview URLs for staff. */
export interface SiteUrls {
  asset(kind: 'trusted-by' | 'certification', id: string, stamp: string): string;
  document(kind: DocumentKind, id: string): string;
}

export const stampOf = (key: string) => crypto.createHash('sha1').update(key).digest('hex').slice(0, 10);

/**
 * Everything the public page renders, built by one function for both the public site and the staff
 * preview: only active content, confidential documents without links, empty pillars left out.
 */
export async function buildSiteData(tx: Tx, organizationId: string, urls: SiteUrls, config?: ConfigRow): Promise<PublicSiteData> {
  const cfg = config ?? (await ensureConfig(tx, organizationId));
  const [pillars, subProcessors, trusted, content] = [
    await listPillars(tx, organizationId),
    await listSubProcessors(tx, organizationId),
    await listTrustedBy(tx, organizationId),
    await loadContent(tx, organizationId),
  ];
  return {
    slug: cfg.slug,
    company_name: cfg.companyName,
    company_overview_title: cfg.companyOverviewTitle,
    company_overview: cfg.companyOverview,
    primary_color: cfg.primaryColor,
    uptime: cfg.uptimeEnable && cfg.uptimeValue ? { value: cfg.uptimeValue, redirect_url: cfg.uptimeRedirectUrl } : null,
    public_contact_email: cfg.publicContactEmail,
    privacy_policy_url: cfg.privacyPolicyUrl,
    section_order: normalizeSectionOrder(cfg.sectionOrder),
    pillars: pillarKinds
      .map((kind) => pillars.find((p) => p.kind === kind))
      .filter((p): p is NonNullable<typeof p> => Boolean(p && p.title.trim() && p.description.trim()))
      .map((p): SecurityPillar => ({ kind: p.kind as SecurityPillar['kind'], title: p.title, description: p.description })),
    certifications: content.certifications.map((c) => ({
      id: c.id,
      name: c.name,
      auditor_info: c.auditor_info,
      description: c.description,
      industry: c.industry,
      expiry_date: c.expiry_date,
      is_expired: c.is_expired,
      confidential: c.sensitivity !== 'PUBLIC',
      logo_url: c.has_logo ? urls.asset('certification', c.id, `v${cfg.version}`) : (c.standard_logo?.url ?? null),
      download_url: c.sensitivity === 'PUBLIC' && c.file ? urls.document('certification', c.id) : null,
    })),
    reports: content.reports.map((r) => ({
      id: r.id,
      name: r.name,
      issued_by: r.issued_by,
      confidential: r.sensitivity !== 'PUBLIC',
      download_url: r.sensitivity === 'PUBLIC' && r.file ? urls.document('report', r.id) : null,
    })),
    topics: content.topics.map((t) => ({ id: t.id, heading: t.heading, description: t.description })),
    policies: content.domains.map((d) => ({
      id: d.id,
      heading: d.heading,
      confidential: d.sensitivity !== 'PUBLIC',
      controls: d.controls.map((c) => ({
        id: c.id,
        heading: c.heading,
        download_url: d.sensitivity === 'PUBLIC' && c.has_file ? urls.document('control', `${d.id}:${c.id}`) : null,
        on_request: c.on_request,
      })),
    })),
    sub_processors: subProcessors.map((s) => ({
      id: s.id,
      name: s.name,
      purpose: s.purpose,
      data_types_handled: s.dataTypesHandled,
      location: s.location,
      website_url: s.websiteUrl,
    })),
    trusted_by: trusted.map((t) => ({
      id: t.id,
      name: t.name,
      website_url: t.websiteUrl,
      logo_url: t.logo ? urls.asset('trusted-by', t.id, stampOf(t.logo.key)) : null,
    })),
    announcements: content.announcements.map((a) => ({
      id: a.id,
      heading: a.heading,
      description: a.description,
      announcement_url: a.announcement_url,
      created_at: a.created_at,
    })),
    updated_at: cfg.updatedAt.toISOString(),
  };
}
