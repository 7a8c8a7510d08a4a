/**
 * The catalogue of standard security domains and their controls that ships with the product
 * (questionnaires §2.1). A vendor picks a domain and the controls that describe its practice; the
 * Trust Center shows them under "Security policies and practices".
 */
export interface CatalogueDomain {
  key: string;
  heading: string;
  description: string;
  /** How many controls a domain shows: 3, or 1 for Security Scores. */
  required_count: number;
  controls: { key: string; heading: string }[];
}

const domain = (key: string, heading: string, description: string, controls: string[], required_count = 3): CatalogueDomain => ({
  key,
  heading,
  description,
  required_count,
  controls: controls.map((h) => ({
    key: `${key}.${h
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, 60)}`,
    heading: h,
  })),
});

export const SECURITY_SCORES_KEY = 'security_scores';

export const catalogue: CatalogueDomain[] = [
  domain('infrastructure_security', 'Infrastructure Security', 'How the production platform is hosted, hardened and watched.', [
    'Hosted on SOC 2 and ISO 27001 audited cloud infrastructure',
    'Infrastructure defined as code and peer reviewed',
    'Production separated from development and test environments',
    'Hardened server and container images (CIS benchmarks)',
    'Continuous vulnerability scanning of hosts and containers',
    'Centralised logging and monitoring of infrastructure',
    'Deployment across multiple availability zones',
    'Security patches applied within defined timeframes',
    'Intrusion detection on production systems',
  ]),
  domain('data_security', 'Data Security', 'How customer data is protected at rest, in transit and at the end of its life.', [
    'Data encrypted at rest with AES-256',
    'Data encrypted in transit with TLS 1.2 or higher',
    'Encryption keys managed in a KMS with rotation',
    'Customer data logically separated by tenant',
    'Data classification policy',
    'Secure deletion of customer data at contract end',
    'Encrypted backups, restored and tested regularly',
    'Data loss prevention controls',
    'Access to customer data logged and reviewed',
  ]),
  domain('application_security', 'Application Security', 'How the product is designed, built and tested to resist attack.', [
    'Secure software development lifecycle',
    'Mandatory peer review of every code change',
    'Static application security testing in CI',
    'Dependency and open-source vulnerability scanning',
    'Annual third-party penetration test',
    'Responsible disclosure programme',
    'Secure coding training (OWASP Top 10) for engineers',
    'Secrets kept in a vault, never in source code',
    'Web application firewall in front of the product',
    'Single sign-on (SAML / OIDC) for customers',
  ]),
  domain('network_security', 'Network Security', 'How networks are segmented, filtered and defended.', [
    'Firewalls and security groups deny by default',
    'DDoS protection at the network edge',
    'Network segmentation of production systems',
    'Zero-trust access for administrative connections',
    'Intrusion detection and prevention',
    'Modern TLS configuration with strong ciphers',
    'Regular external network scans',
    'Egress traffic filtering',
  ]),
  domain('corporate_security', 'Corporate Security', 'How the company protects its people, offices and internal systems.', [
    'Background checks for employees',
    'Security awareness training at hiring and every year',
    'Confidentiality agreements signed by all staff',
    'Physical access control to offices',
    'Clean desk and clear screen policy',
    'Same-day access removal when people leave',
    'Regular phishing simulations',
  ]),
  domain('security_policies', 'Security Policies', 'The written rules the company follows, reviewed every year.', [
    'Information Security Policy',
    'Acceptable Use Policy',
    'Access Control Policy',
    'Data Retention and Disposal Policy',
    'Change Management Policy',
    'Encryption Policy',
    'Risk Management Policy',
    'Policies reviewed and approved by leadership every year',
  ]),
  domain('endpoint_security', 'Endpoint Security', 'How laptops and mobile devices used for work are protected.', [
    'Full-disk encryption on company devices',
    'Endpoint detection and response (EDR)',
    'Mobile device management',
    'Automatic operating system and software updates',
    'Screen lock after inactivity',
    'Local administrator rights restricted',
    'Anti-malware on every endpoint',
  ]),
  domain('identity_access', 'Identity and Access Management', 'Who can reach what, and how that is checked.', [
    'Single sign-on for internal systems',
    'Multi-factor authentication enforced',
    'Role-based access control',
    'Least-privilege access to production',
    'Quarterly access reviews',
    'Unique accounts, no shared credentials',
    'Password rules aligned with NIST SP 800-63B',
    'Just-in-time privileged access',
  ]),
  domain('incident_response', 'Incident Response', 'How security incidents are detected, handled and communicated.', [
    'Documented incident response plan',
    'Security on-call rotation around the clock',
    'Customers notified within 72 hours of a confirmed breach',
    'Annual incident response exercise',
    'Post-incident reviews with corrective actions',
    'Security event monitoring and alerting (SIEM)',
    'Security logs retained for at least one year',
  ]),
  domain('business_continuity', 'Business Continuity and Disaster Recovery', 'How the service stays available and recovers from disaster.', [
    'Business continuity plan',
    'Disaster recovery plan tested every year',
    'Daily backups with point-in-time recovery',
    'Recovery time objective (RTO) of 4 hours',
    'Recovery point objective (RPO) of 1 hour',
    'Backups replicated to a second region',
    'Public status page for service availability',
    '99.9% uptime commitment',
  ]),
  domain('vendor_risk', 'Vendor Risk Management', 'How suppliers and sub-processors are chosen and overseen.', [
    'Security review before a vendor is engaged',
    'Public list of sub-processors',
    'Data processing agreements with vendors',
    'Annual review of critical vendors',
    'Vendor SOC 2 or ISO 27001 reports collected',
    'Vendor access limited and monitored',
  ]),
  domain('privacy', 'Privacy', 'How personal data is handled and people’s rights are respected.', [
    'Published privacy policy',
    'Data processing agreement (DPA) available to customers',
    'Process for data subject requests (GDPR, CCPA)',
    'Data protection officer appointed',
    'Records of processing activities',
    'Privacy impact assessments for new features',
    'Data residency options in the EU and the US',
    'Standard contractual clauses for international transfers',
  ]),
  domain(
    SECURITY_SCORES_KEY,
    'Security Scores',
    'An independent outside-in rating of the company’s security posture.',
    ['SecurityScorecard rating', 'BitSight security rating', 'UpGuard security rating', 'RiskRecon rating', 'Black Kite rating', 'Panorays rating'],
    1,
  ),
];

const byKey = new Map(catalogue.map((d) => [d.key, d]));
const controlByKey = new Map(catalogue.flatMap((d) => d.controls.map((c) => [c.key, { ...c, domainKey: d.key }] as const)));

export const catalogueDomain = (key: string | null | undefined) => (key ? byKey.get(key) : undefined);
export const catalogueControl = (key: string | null | undefined) => (key ? controlByKey.get(key) : undefined);
export const requiredCount = (domainKey: string | null | undefined) => catalogueDomain(domainKey)?.required_count ?? 3;
