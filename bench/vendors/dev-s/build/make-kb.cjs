// Builds this vendor's knowledge base in kb/ from kb-src/ (bench/vendors/shared/make-kb.cjs).
const path = require('path');
const { buildKb } = require('../../shared/make-kb.cjs');

// name, source, output file, scope (null = company-wide, else product name)
const documents = [
  ['Trust Center: Security FAQ', '01-trust-center-security-faq.md', 'trust-center-security-faq.md', null],
  ['Information Security Policy', '02-information-security-policy.txt.src', 'information-security-policy.txt', null],
  ['Compliance and Certifications', '03-compliance-and-certifications.md', 'compliance-and-certifications.md', null],
  ['Shared Responsibility Matrix', '04-shared-responsibility-matrix.md', 'shared-responsibility-matrix.md', null],
  ['Card Data Flow and Tokenization White Paper', '05-card-data-flow.pdf.md', 'card-data-flow-and-tokenization.pdf', null],
  ['Cryptography and Key Management Standard', '06-cryptography-key-management-standard.docx.md', 'cryptography-and-key-management-standard.docx', null],
  ['Vulnerability Disclosure Policy and Bug Bounty', '07-vulnerability-disclosure-policy.md', 'vulnerability-disclosure-policy.md', null],
  ['Status Page: Incident History', '08-status-page-incident-history.md', 'status-page-incident-history.md', null],
  ['Security Incident Response Plan', '09-incident-response-plan.txt.src', 'security-incident-response-plan.txt', null],
  ['Data Processing Addendum', '10-data-processing-addendum.docx.md', 'data-processing-addendum.docx', null],
  ['Quayline Payments API: Security Overview for Integrators', '11-payments-api-security-overview.docx.md', 'payments-api-security-overview.docx', 'Quayline Payments API'],
  ['Quayline Merchant Dashboard: Security and Administration', '12-merchant-dashboard-security.md', 'merchant-dashboard-security.md', 'Quayline Merchant Dashboard'],
  ['Quayline Terminal: Security White Paper', '13-terminal-security-whitepaper.pdf.md', 'terminal-security-white-paper.pdf', 'Quayline Terminal'],
];

buildKb(path.resolve(__dirname, '..'), { documents, author: 'Quayline Payments, Inc.', pageSize: 'A4' });
