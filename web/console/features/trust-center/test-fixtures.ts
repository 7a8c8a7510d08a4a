import type { SiteConfiguration } from '@shared/contracts/tc-config';

/** A Trust Center configuration as GET /tc-config/site-configuration/ returns it, for component tests. */
export function siteConfiguration(patch: Partial<SiteConfiguration> = {}): SiteConfiguration {
  return {
    is_published: false,
    is_draft: true,
    primary_color: '4263eb',
    company_name: 'Globex',
    company_overview_title: '',
    company_overview: '<p>We keep your data safe.</p>',
    uptime_enable: false,
    uptime_value: '',
    uptime_redirect_url: '',
    public_contact_email: '',
    privacy_policy_url: '',
    slug: 'globex',
    public_url: 'http://localhost:3000/trust/globex',
    section_order: [],
    security_pillars: [
      { kind: 'SECURITY_PILLAR_1', title: '', description: '' },
      { kind: 'SECURITY_PILLAR_2', title: '', description: '' },
      { kind: 'SECURITY_PILLAR_3', title: '', description: '' },
    ],
    sub_processors: [],
    trusted_by: [],
    published_at: null,
    updated_at: '2025-01-01T00:00:00Z',
    ...patch,
  };
}
