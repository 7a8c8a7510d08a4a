import { loadConfig } from '../config';
import { scheduleExpiryCheck } from '../modules/certifications/expiry';
import { catalogueDomain } from '../modules/security-controls/catalogue';
import { storeUpload, storageFromConfig, type StoredFile } from '../lib/uploads';
import type { FileStorage } from '../lib/files';
import type { Tx } from '../db/client';
import { announcements, certifications, securityControls, securityDomains, securityReports, securityTopics } from '../db/schema/index';
import type { SeededOrg } from '../db/seed';
import { makePdf } from '../db/demo/pdf';

/**
 * Demo Trust Center content for Acme Cloud: topics, reports (one confidential), certifications (one
 * expired), announcements and published security domains, with small real PDFs. Globex stays empty.
 */
export async function seedTrustCenterContent(tx: Tx, org: SeededOrg, storage?: FileStorage): Promise<void> {
  if (org.slug !== 'acme-cloud') return;
  const store = storage ?? (await storageFromConfig(loadConfig()));
  const by = org.userIds['admin@acme.test'] ?? null;
  const organizationId = org.id;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
  const isoDay = (offset: number) => day(offset).toISOString().slice(0, 10);
  const pdf = async (fileName: string, title: string, subtitle: string, paragraphs: string[]): Promise<StoredFile> => {
    const buffer = await makePdf({ title, subtitle, paragraphs });
    return storeUpload(store, organizationId, { field: 'file', name: fileName, contentType: 'application/pdf', buffer });
  };

  await tx.insert(securityTopics).values(
    [
      [
        'Encryption everywhere',
        '<p>Customer data is encrypted <strong>at rest with AES-256</strong> and <strong>in transit with TLS 1.2 or higher</strong>. Keys live in a managed key service, are rotated every year and are never visible to engineers.</p>',
      ],
      [
        'Access on a need-to-know basis',
        '<p>Every employee signs in through single sign-on with <strong>phishing-resistant multi-factor authentication</strong>. Production access is granted just in time, logged, and reviewed every quarter.</p>',
      ],
      [
        'Watching around the clock',
        '<p>Security events from our cloud, endpoints and application flow into a central SIEM. An on-call security engineer responds <strong>24/7</strong>, following an incident response plan we rehearse every year.</p>',
      ],
      [
        'Secure by design',
        '<p>Every change is peer reviewed and scanned for vulnerable code and dependencies before it ships. An independent firm tests the product every year; you can read the summary below.</p><ul><li>Static analysis in CI</li><li>Dependency scanning</li><li>Annual penetration test</li></ul>',
      ],
    ].map(([heading, description], i) => ({
      organizationId,
      heading: heading!,
      description: description!,
      sequence: i + 1,
      createdBy: by,
      createdAt: day(-90 + i),
      modifiedAt: day(-30 + i),
    })),
  );

  const reports = [
    {
      name: '2025 Penetration Test Summary',
      issuedBy: 'Northwall Security',
      sensitivity: 'PUBLIC' as const,
      file: await pdf('acme-cloud-pentest-summary-2025.pdf', 'Penetration Test Summary 2025', 'Acme Cloud platform · Northwall Security', [
        'Northwall Security performed a grey-box penetration test of the Acme Cloud web application, public API and supporting cloud infrastructure over three weeks in March 2025.',
        'Testers found no critical or high-severity issues. Two medium and four low-severity findings were reported; all were fixed and verified by a retest within 30 days.',
        'Scope: web application, REST API, authentication and session handling, tenant isolation, cloud configuration.',
      ]),
    },
    {
      name: 'SOC 2 Type II Report 2025',
      issuedBy: 'Brightline Assurance LLP',
      sensitivity: 'CONFIDENTIAL' as const,
      file: await pdf('acme-cloud-soc2-type2-2025.pdf', 'SOC 2 Type II Report', 'Security, Availability and Confidentiality · 1 Jan – 31 Dec 2024', [
        'This report on Acme Cloud’s description of its system and the suitability of the design and operating effectiveness of its controls is intended for customers under NDA.',
        'The auditor’s opinion is unqualified: the controls were suitably designed and operated effectively throughout the period.',
      ]),
    },
    {
      name: 'Cloud Architecture and Data Flow Overview',
      issuedBy: 'Acme Cloud Security Team',
      sensitivity: 'PUBLIC' as const,
      file: await pdf('acme-cloud-architecture-overview.pdf', 'Architecture and Data Flow Overview', 'How customer data moves through Acme Cloud', [
        'Acme Cloud runs in two regions of a major cloud provider, each across three availability zones. Customer data stays in the region the customer chooses.',
        'Traffic enters through a web application firewall and load balancers terminating TLS 1.2+. Services run in private subnets; databases are encrypted with keys held in a managed key service.',
      ]),
    },
    {
      name: 'Business Continuity Test Results 2025',
      issuedBy: 'Acme Cloud Site Reliability',
      sensitivity: 'PUBLIC' as const,
      file: await pdf('acme-cloud-bcp-test-2025.pdf', 'Business Continuity Test Results', 'Annual disaster recovery exercise · February 2025', [
        'We failed the production platform over to the secondary region during a planned exercise. Service was restored in 47 minutes (objective: 4 hours) with no data loss beyond the 1-hour recovery point objective.',
      ]),
    },
  ];
  await tx
    .insert(securityReports)
    .values(reports.map((r, i) => ({ organizationId, ...r, sequence: i + 1, createdBy: by, createdAt: day(-80 + i), modifiedAt: day(-20 + i) })));

  const certs = [
    {
      name: 'SOC 2 Type II',
      auditorInfo: 'Brightline Assurance LLP',
      standardLogo: 'soc2',
      sensitivity: 'CONFIDENTIAL' as const,
      expiryDate: isoDay(240),
      industry: 'Cloud services',
      showIndustry: false,
      description: 'Independent audit of our controls for security, availability and confidentiality.',
      reportOverview: 'Twelve-month observation period ending 31 December 2024; unqualified opinion.',
      file: await pdf('acme-cloud-soc2-bridge-letter.pdf', 'SOC 2 Bridge Letter', 'Acme Cloud · period 1 Jan 2025 to date', [
        'Acme Cloud confirms that no material changes have been made to the system described in its most recent SOC 2 Type II report.',
      ]),
    },
    {
      name: 'ISO/IEC 27001:2022',
      auditorInfo: 'Meridian Certification Ltd',
      standardLogo: 'iso27001',
      sensitivity: 'PUBLIC' as const,
      expiryDate: isoDay(700),
      industry: null,
      showIndustry: false,
      description: 'Certified information security management system covering the whole Acme Cloud platform.',
      reportOverview: 'Certificate no. MC-27001-4471, scope: design, development and operation of the Acme Cloud SaaS platform.',
      file: await pdf('acme-cloud-iso27001-certificate.pdf', 'Certificate of Registration', 'ISO/IEC 27001:2022 · Meridian Certification Ltd', [
        'This is to certify that the information security management system of Acme Cloud, Inc. has been assessed and registered as meeting the requirements of ISO/IEC 27001:2022.',
        'Certificate number MC-27001-4471.',
      ]),
    },
    {
      name: 'ISO/IEC 27701:2019',
      auditorInfo: 'Meridian Certification Ltd',
      standardLogo: 'iso27701',
      sensitivity: 'PUBLIC' as const,
      expiryDate: isoDay(700),
      industry: 'Privacy',
      showIndustry: true,
      description: 'Privacy information management, extending our ISO 27001 certification as processor and controller.',
      reportOverview: '',
      file: await pdf('acme-cloud-iso27701-certificate.pdf', 'Certificate of Registration', 'ISO/IEC 27701:2019 · Meridian Certification Ltd', [
        'Acme Cloud, Inc. operates a privacy information management system that meets ISO/IEC 27701:2019 as a PII processor and controller.',
      ]),
    },
    {
      name: 'PCI DSS v4.0 Service Provider',
      auditorInfo: 'Harbor QSA Partners',
      standardLogo: 'pci_dss',
      sensitivity: 'PUBLIC' as const,
      expiryDate: isoDay(150),
      industry: 'Payments',
      showIndustry: true,
      description: 'Attestation of Compliance as a Level 2 service provider.',
      reportOverview: 'Self-assessment questionnaire D validated by a qualified security assessor.',
      file: null,
    },
    {
      name: 'GDPR',
      auditorInfo: 'Internal privacy programme',
      standardLogo: 'gdpr',
      sensitivity: 'PUBLIC' as const,
      expiryDate: null,
      industry: null,
      showIndustry: false,
      description: 'We process personal data under a data processing agreement with standard contractual clauses.',
      reportOverview: '',
      file: null,
    },
    {
      name: 'CSA STAR Level 1',
      auditorInfo: 'Cloud Security Alliance registry',
      standardLogo: 'csa_star',
      sensitivity: 'PUBLIC' as const,
      expiryDate: isoDay(-20),
      industry: null,
      showIndustry: false,
      description: 'Self-assessment published in the CSA STAR registry (renewal in progress).',
      reportOverview: '',
      file: null,
    },
  ];
  const seeded = await tx
    .insert(certifications)
    .values(
      certs.map((c, i) => ({ organizationId, ...c, showValidity: true, sequence: i + 1, createdBy: by, createdAt: day(-70 + i), modifiedAt: day(-15 + i) })),
    )
    .returning({ id: certifications.id, expiryDate: certifications.expiryDate, isActive: certifications.isActive });
  // As when staff add them: each dated certification is checked on the day after it expires.
  for (const row of seeded) await scheduleExpiryCheck(tx, organizationId, row);

  await tx.insert(announcements).values(
    [
      [
        'Our 2025 SOC 2 Type II report is available',
        'The report covers security, availability and confidentiality for calendar year 2024, with an unqualified opinion. Request it from this page; we share it under NDA.',
        null,
        -10,
      ],
      [
        'New sub-processor: Fastly for content delivery',
        'From next month Fastly will deliver static assets of the Acme Cloud web app. Fastly does not process customer content. The sub-processor list has been updated.',
        'https://www.fastly.com/trust',
        -32,
      ],
      [
        'Scheduled maintenance on Sunday 02:00–03:00 UTC',
        'We will upgrade our primary database cluster. The application stays available in read-only mode during the window.',
        null,
        -61,
      ],
    ].map(([heading, description, url, offset], i) => ({
      organizationId,
      heading: heading as string,
      description: description as string,
      announcementUrl: url as string | null,
      sequence: i,
      createdBy: by,
      createdAt: day(offset as number),
      modifiedAt: day(offset as number),
      notifiedAt: day(offset as number),
    })),
  );

  const domains: { key: string; picks: number[]; files?: Record<number, [string, string, string]> }[] = [
    { key: 'data_security', picks: [0, 1, 2], files: { 0: ['acme-cloud-encryption-policy.pdf', 'Encryption Policy', 'Acme Cloud · version 3.1'] } },
    { key: 'identity_access', picks: [1, 2, 4] },
    {
      key: 'application_security',
      picks: [0, 2, 4],
      files: { 4: ['acme-cloud-pentest-letter.pdf', 'Penetration Test Attestation', 'Northwall Security · 2025'] },
    },
    { key: 'business_continuity', picks: [1, 3, 4] },
    { key: 'security_scores', picks: [0] },
  ];
  for (const [i, d] of domains.entries()) {
    const cat = catalogueDomain(d.key)!;
    const [row] = await tx
      .insert(securityDomains)
      .values({
        organizationId,
        catalogueKey: cat.key,
        heading: cat.heading,
        isActive: true,
        sensitivity: 'PUBLIC',
        sequence: i + 1,
        createdBy: by,
        createdAt: day(-60 + i),
        modifiedAt: day(-60 + i),
      })
      .returning({ id: securityDomains.id });
    const controls = [];
    for (const [j, pick] of d.picks.entries()) {
      const c = cat.controls[pick]!;
      const f = d.files?.[pick];
      const file = f ? await pdf(f[0], f[1], f[2], [`${c.heading}.`, 'This document is a sample prepared for the Acme Cloud demo Trust Center.']) : null;
      controls.push({ organizationId, domainId: row!.id, catalogueKey: c.key, heading: c.heading, file, sequence: j + 1 });
    }
    await tx.insert(securityControls).values(controls);
  }
}
