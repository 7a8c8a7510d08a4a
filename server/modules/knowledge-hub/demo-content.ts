/**
 * Acme Cloud's knowledge hub on first start: a few policies and answered questions, written for the demo
 * and consistent with the demo questionnaire (server/modules/questionnaires/demo-workbook.ts), so 'Start
 * AI' on the demo request gives real drafts. `product` scopes a document or answer to one product.
 */
export interface DemoDocument {
  file: string;
  name: string;
  owner: string;
  product?: string;
  reviewInDays: number;
  text: string;
}

export interface DemoAnswer {
  question: string;
  choice: string | null;
  text: string;
  product?: string;
  source: 'import' | 'approved' | 'manual';
  reference: string;
  ageDays: number;
}

export const demoDocuments: DemoDocument[] = [
  {
    file: 'information-security-policy.md',
    name: 'Information Security Policy',
    owner: 'admin@acme.test',
    reviewInDays: 200,
    text: `# Information Security Policy

## 1. Purpose and scope
This policy sets how Acme Cloud protects the information of its customers, employees and partners. It applies to every employee, contractor and system of Acme Cloud.

## 2. Governance
The information security policy is approved by the CTO and reviewed at least once a year. A dedicated security team, led by the Chief Information Security Officer (CISO), owns the security program and reports to the executive team every quarter.

## 3. Assurance
Acme Cloud is audited every year against the AICPA Trust Services Criteria. The SOC 2 Type II report covers security, availability and confidentiality and is available to customers under NDA from the Acme Trust Center. Findings of audits and assessments are tracked in a risk-based corrective action plan, with an owner and a due date for each, until they are closed.

## 4. People
Background checks are performed on every new employee before they are granted access to customer data, where permitted by local law. All employees complete security awareness training at onboarding and every year thereafter; People Operations tracks completion. Employees sign a confidentiality agreement before their first day.

## 5. Security awareness program
The security awareness training program is documented and approved by the CISO, communicated to every employee and contractor, applied through mandatory courses in the learning platform, and evaluated every year through completion rates and phishing simulation results.

## 6. Acceptable use and endpoints
The Acceptable Use Policy sets how employees may use Acme Cloud laptops, accounts and data; every employee accepts it at onboarding. All company laptops are centrally managed: full-disk encryption, screen lock after 5 minutes, automatic operating system updates and endpoint detection and response (EDR) anti-malware protection are enforced by our device management service.

## 7. Risk management
Information security risks are identified, assessed and treated through a documented risk management process. The risk register is reviewed by the security team every quarter and by the executive team every year.

## 8. Policy management
Acme Cloud's security policies and procedures are established and documented in the policy library, approved by the CTO or the CISO, communicated to all employees at onboarding and whenever they change, applied to every team and system in scope, evaluated through internal audits and the annual SOC 2 examination, and maintained by the security team. Every policy and its procedures are reviewed and updated at least annually, or sooner after a significant change.
`,
  },
  {
    file: 'access-control-policy.md',
    name: 'Access Control Policy',
    owner: 'admin@acme.test',
    reviewInDays: 120,
    text: `# Access Control Policy

## 1. Identity and authentication
Employees sign in to every internal system through single sign-on (SSO) with our identity provider. Multi-factor authentication (MFA) is enforced for all employee accounts. Administrative access to production systems requires a hardware security key as the second factor.

## 2. Least privilege
Access is granted on the principle of least privilege through role-based access control (RBAC). Production access is limited to the on-call engineering team and is requested through a ticket that names the reason.

## 3. Access reviews
User access rights to production systems and to customer data are reviewed every quarter by each system owner. Access of employees who leave is removed on their last working day.

## 4. Passwords
Where single sign-on is not available, passwords must be at least 12 characters long and are stored in the company password manager. Passwords are never shared or reused, and default passwords are changed before a system goes live.

## 5. Policy governance
The identity and access management policy and its procedures are documented, approved by the CISO, communicated to all employees, implemented in the identity provider and applied to every system, evaluated through the quarterly access reviews and the annual SOC 2 examination, and maintained by the security team. They are reviewed and updated at least annually.
`,
  },
  {
    file: 'data-protection-standard.md',
    name: 'Encryption and Data Protection Standard',
    owner: 'power@acme.test',
    reviewInDays: -10,
    text: `# Encryption and Data Protection Standard

## 1. Encryption at rest
Customer data is encrypted at rest with AES-256 in every database, object store and backup. Encryption keys are managed in the cloud provider's key management service (KMS) and rotated every year.

## 2. Encryption in transit
All connections to the service use TLS 1.2 or higher. Older protocols and weak ciphers are disabled.

## 3. Data location
Customer data is hosted in the European Union (Frankfurt) and in the United States (Virginia). Customers cannot yet choose the region where their data is stored; region selection is on the product roadmap.

## 4. Retention and deletion
When a contract ends, customer data is deleted from production systems within 30 days. Backups that still hold it expire within a further 35 days.

## 5. Data classification
Data is classified as public, internal, confidential or customer data, and handled according to its class throughout its lifecycle. Customer data is always treated as the most sensitive class.

## 6. Policy governance
The cryptography, encryption and key management procedures and the data security and privacy procedures of this standard are documented, approved by the CISO, communicated to the engineering teams, applied to every system that stores customer data, evaluated during the annual SOC 2 examination, and maintained by the security team. This standard is reviewed and updated at least annually.
`,
  },
  {
    file: 'incident-response-and-continuity-plan.md',
    name: 'Incident Response and Business Continuity Plan',
    owner: 'admin@acme.test',
    reviewInDays: 60,
    text: `# Incident Response and Business Continuity Plan

## 1. Incident response
Acme Cloud maintains a documented incident response plan. Security incidents are triaged by the on-call security engineer and handled by the incident response team led by the CISO. The plan is tested every year with a tabletop exercise.

## 2. Customer notification
Customers are notified of a personal data breach affecting their data within 72 hours of its discovery, as committed in our Data Processing Agreement.

## 3. Backups
Production databases are backed up every hour and copied to a second region. Backups are tested by performing a restore at least every quarter.

## 4. Recovery objectives
The recovery time objective (RTO) is 4 hours and the recovery point objective (RPO) is 1 hour. The business continuity and disaster recovery plan is tested every year.

## 5. Business continuity management
Acme Cloud's business continuity management and operational resilience policy and procedures are established and documented in this plan, approved by the CTO, communicated to all employees and to the teams named in it, applied to every production service, evaluated after every test and every major incident, and maintained by the security team. The plan and its procedures are reviewed and updated at least annually and after every significant change to the platform.

## 6. Continuity strategy
Continuity strategies and capabilities are based on a business impact analysis and a risk assessment of business disruption, which are reviewed every year. The production platform runs across three availability zones in each region, and a disaster response plan describes how service is restored in the second region after a natural or man-made disaster.

## 7. Testing and communication
The business continuity and operational resilience plans are exercised and tested at least annually and whenever a significant change occurs. The plan names who communicates with customers, employees, sub-processors and authorities during a disruption; customers are informed through the status page and by email. Business continuity documentation is available to authorized stakeholders in the policy library and to customers under NDA.

## 8. Incident management procedures
The security incident management policy and procedures are established and documented in this plan, approved by the CISO, communicated to the on-call engineers and the incident response team, applied to every security event, evaluated in a post-incident review after each incident, and maintained by the security team. They are reviewed and updated at least annually.
`,
  },
  {
    file: 'vulnerability-management-standard.md',
    name: 'Vulnerability Management and Logging Standard',
    owner: 'power@acme.test',
    reviewInDays: 150,
    text: `# Vulnerability Management and Logging Standard

## 1. Scanning
Automated vulnerability scans of all infrastructure and container images run every week. Critical vulnerabilities are fixed within 7 days and high ones within 30 days.

## 2. Penetration testing
An independent firm performs a penetration test of the platform at least once a year. A summary letter of the latest test is available to customers on request.

## 3. Logging and monitoring
Security logs of every production system are collected centrally in our SIEM and retained for 12 months. Alerts are reviewed by the on-call security engineer around the clock.

## 4. Policy governance
The threat and vulnerability management procedures and the logging and monitoring procedures of this standard are documented, approved by the CISO, communicated to the engineering teams, applied to every production system, evaluated through monthly vulnerability metrics and the annual SOC 2 examination, and maintained by the security team. This standard is reviewed and updated at least annually.
`,
  },
  {
    file: 'vendor-management-policy.md',
    name: 'Vendor and Sub-processor Management Policy',
    owner: 'salesadmin@acme.test',
    reviewInDays: 300,
    text: `# Vendor and Sub-processor Management Policy

## 1. Assessment
The security of every sub-processor is assessed before onboarding and every year thereafter, based on its SOC 2 or ISO 27001 report and a security questionnaire.

## 2. Transparency
The list of sub-processors is published on the Acme Trust Center. Customers are told 30 days before a new sub-processor starts handling their data.

## 3. Policy governance
The supply chain and sub-processor management procedures are documented, approved by the CISO, communicated to everyone who buys services for Acme Cloud, applied to every new supplier, evaluated in the yearly supplier reviews, and maintained by the security team. This policy is reviewed and updated at least annually.
`,
  },
  {
    file: 'secure-development-policy.md',
    name: 'Secure Development and Change Management Policy',
    owner: 'power@acme.test',
    reviewInDays: 240,
    text: `# Secure Development and Change Management Policy

## 1. Application security
Acme Cloud's application security policy and procedures are documented, approved by the CTO, communicated to every engineer, applied to every product through the secure development lifecycle, evaluated in the annual SOC 2 examination, and maintained by the security team. They are reviewed and updated at least annually.

## 2. Secure development lifecycle
Security requirements are part of the design of every feature. Every code change is reviewed by a second engineer before it is merged, and automated static analysis (SAST) and dependency scanning run on every change. Developers complete secure coding training every year.

## 3. Change management
Changes to production systems, applications and infrastructure follow a documented change management procedure: every change is tracked in a ticket, tested in a staging environment, approved by a second engineer and deployed through the automated pipeline, which keeps a record of who deployed what and when. Emergency changes are reviewed after the fact within one business day.

## 4. Environments
Development, staging and production environments are separated. Production customer data is never used in development or testing.
`,
  },
  {
    file: 'acme-identity-product-overview.md',
    name: 'Acme Identity – Product Security Overview',
    owner: 'power@acme.test',
    product: 'Acme Identity',
    reviewInDays: 90,
    text: `# Acme Identity – Product Security Overview

## Single sign-on
Acme Identity supports single sign-on for customer users through SAML 2.0 and OpenID Connect. Administrators can require SSO for every user of their organisation.

## User provisioning
Users can be provisioned and deprovisioned automatically through SCIM 2.0.

## Multi-factor authentication
Customers can enforce multi-factor authentication with TOTP apps or WebAuthn security keys for all their users.
`,
  },
  {
    file: 'acme-cloud-platform-architecture.md',
    name: 'Acme Cloud Platform – Architecture',
    owner: 'power@acme.test',
    product: 'Acme Cloud Platform',
    reviewInDays: 180,
    text: `# Acme Cloud Platform – Architecture

## Hosting
The Acme Cloud Platform runs on a major public cloud in two regions, Frankfurt and Virginia, each across three availability zones.

## Tenancy
The platform is multi-tenant: customers share the application and are separated logically by tenant identifiers enforced in every query.

## Single sign-on
Customers can sign in to the Acme Cloud Platform with their own identity provider through SAML 2.0 or OpenID Connect.
`,
  },
];

export const demoAnswers: DemoAnswer[] = [
  {
    question: 'Do you have a documented information security policy?',
    choice: 'Yes',
    text: 'Yes. Our Information Security Policy is approved by the CTO and reviewed every year.',
    source: 'import',
    reference: 'Acme Cloud – CAIQ Lite (answered).xlsx',
    ageDays: 200,
  },
  {
    question: 'Do you hold a current SOC 2 Type II report?',
    choice: 'Yes',
    text: 'Yes. Our SOC 2 Type II report is renewed every year and is available under NDA from the Acme Trust Center.',
    source: 'import',
    reference: 'Acme Cloud – CAIQ Lite (answered).xlsx',
    ageDays: 200,
  },
  {
    question: 'Is multi-factor authentication enforced for administrative access to production systems?',
    choice: 'Yes',
    text: 'Yes. Production administrators use hardware security keys as their second factor.',
    source: 'import',
    reference: 'Acme Cloud – CAIQ Lite (answered).xlsx',
    ageDays: 200,
  },
  {
    question: 'Are user access rights reviewed at least quarterly?',
    choice: 'Yes',
    text: 'Yes. System owners review access rights every quarter.',
    source: 'approved',
    reference: 'REQ-0003',
    ageDays: 40,
  },
  {
    question: 'Is customer data encrypted at rest?',
    choice: 'Yes',
    text: "Yes, with AES-256; keys are managed in the cloud provider's KMS.",
    source: 'approved',
    reference: 'REQ-0003',
    ageDays: 40,
  },
  {
    question: 'Will you notify customers of a personal data breach within 72 hours?',
    choice: 'Yes',
    text: 'Yes, as committed in our Data Processing Agreement.',
    source: 'approved',
    reference: 'REQ-0003',
    ageDays: 40,
  },
  {
    question: 'What are your recovery time and recovery point objectives (RTO/RPO)?',
    choice: null,
    text: 'RTO 4 hours, RPO 1 hour.',
    source: 'manual',
    reference: 'Ada Admin',
    ageDays: 20,
  },
  {
    question: 'Does the application support single sign-on via SAML 2.0 or OpenID Connect?',
    choice: 'Yes',
    text: 'Yes. Acme Identity supports SAML 2.0 and OpenID Connect, and SCIM 2.0 for provisioning.',
    product: 'Acme Identity',
    source: 'manual',
    reference: 'Priya Power',
    ageDays: 15,
  },
  // Two answers that disagree: the knowledge hub shows them as a conflict to resolve.
  {
    question: 'Can customers choose the geographic region where their data is stored?',
    choice: 'No',
    text: 'Not yet: data is hosted in the EU and the US; region selection is on the roadmap.',
    source: 'approved',
    reference: 'REQ-0003',
    ageDays: 40,
  },
  {
    question: 'Can customers choose the region where their data is stored?',
    choice: 'Yes',
    text: 'Yes, EU or US.',
    source: 'import',
    reference: 'Old answers 2023.xlsx',
    ageDays: 400,
  },
];
