import type { TrustProfile } from '@shared/contracts/gated-access';
import type { AppDeps } from '../../deps';
import * as publicSite from '../public-site/index';
import { downloadSignature } from './downloads.service';
import type { SignedInMember } from './member-auth';

/**
 * `/trust/{slug}/trust.json`: what the public page shows, as data for buyers' tools; for a signed-in
 * member the confidential documents come with their personal download links.
 */
export async function trustProfile(deps: AppDeps, site: publicSite.SiteRef, member: SignedInMember | null): Promise<TrustProfile> {
  const data = await publicSite.publicSiteData(deps, site);
  const base = `${deps.config.publicUrl}/trust/${site.slug}`;
  const link = async (kind: 'report' | 'certification', id: string, publicUrl: string | null, confidential: boolean) => {
    if (!confidential) return publicUrl ? new URL(publicUrl, deps.config.publicUrl).toString() : null;
    return member ? `${base}/member/documents/${kind}/${id}?s=${await downloadSignature(deps, member.id, kind, id)}` : null;
  };
  return {
    company: data.company_name,
    url: base,
    updated_at: data.updated_at,
    audience: member ? 'member' : 'public',
    certifications: await Promise.all(
      data.certifications.map(async (c) => ({
        name: c.name,
        auditor: c.auditor_info,
        valid_until: c.expiry_date,
        expired: c.is_expired,
        confidential: c.confidential,
        download_url: await link('certification', c.id, c.download_url, c.confidential),
      })),
    ),
    reports: await Promise.all(
      data.reports.map(async (r) => ({
        name: r.name,
        issued_by: r.issued_by,
        confidential: r.confidential,
        download_url: await link('report', r.id, r.download_url, r.confidential),
      })),
    ),
    sub_processors: data.sub_processors.map((s) => ({ name: s.name, purpose: s.purpose, location: s.location, website_url: s.website_url })),
    policies: data.policies.map((p) => ({ domain: p.heading, controls: p.controls.map((c) => c.heading) })),
  };
}

/** `/trust/{slug}/llms.txt`: a short plain-text map of the Trust Center for language-model tools. */
export async function llmsText(deps: AppDeps, site: publicSite.SiteRef): Promise<string> {
  const p = await trustProfile(deps, site, null);
  const lines = [
    `# ${p.company} Trust Center`,
    '',
    `> Security, privacy and compliance information published by ${p.company}. Machine-readable profile: ${p.url}/trust.json`,
    '',
    '## Certifications',
    ...p.certifications.map(
      (c) =>
        `- ${c.name}${c.auditor ? ` (${c.auditor})` : ''}${c.valid_until ? `, valid until ${c.valid_until}` : ''}${c.expired ? ', expired' : ''}${c.confidential ? ', confidential: request access' : ''}`,
    ),
    '',
    '## Security reports',
    ...p.reports.map(
      (r) =>
        `- ${r.name}${r.issued_by ? ` by ${r.issued_by}` : ''}${r.confidential ? ` (confidential: request access at ${p.url}/request-access)` : r.download_url ? `: ${r.download_url}` : ''}`,
    ),
    '',
    '## Sub-processors',
    ...p.sub_processors.map((s) => `- ${s.name}: ${s.purpose}${s.location ? ` (${s.location})` : ''}`),
    '',
    '## Policies and practices',
    ...p.policies.map((d) => `- ${d.domain}: ${d.controls.join('; ')}`),
    '',
  ];
  return lines.join('\n');
}
