// Builds this vendor's knowledge base in kb/ from kb-src/ (bench/vendors/shared/make-kb.cjs).
const path = require('path');
const { buildKb } = require('../../shared/make-kb.cjs');

// name, source, output file, scope (null = company-wide, else product name)
const documents = [
  ['Information Security Policy', '01-information-security-policy.md', 'information-security-policy.md', null],
  ['Access Control Standard', '02-access-control-standard.docx.md', 'access-control-standard.docx', null],
  ['Cryptography and Key Management Standard', '03-cryptography-standard.md', 'cryptography-and-key-management-standard.md', null],
  ['Business Continuity and Disaster Recovery Plan', '04-business-continuity-dr.pdf.md', 'business-continuity-and-disaster-recovery-plan.pdf', null],
  ['Security Incident Response Procedure', '05-incident-management-procedure.txt.src', 'security-incident-response-procedure.txt', null],
  ['Secure Development Standard', '06-secure-development-standard.docx.md', 'secure-development-standard.docx', null],
  ['Data Processing Addendum', '07-data-processing-addendum.docx.md', 'data-processing-addendum.docx', null],
  ['SOC 2 Type II Bridge Letter (Flagwise Cloud)', '08-soc2-bridge-letter.pdf.md', 'soc2-bridge-letter.pdf', 'Flagwise Cloud'],
  ['Penetration Test Summary 2025', '09-pentest-summary.md', 'penetration-test-summary-2025.md', null],
  ['Flagwise Cloud: Security Overview', '10-cloud-security-overview.md', 'flagwise-cloud-security-overview.md', 'Flagwise Cloud'],
  ['Flagwise Cloud Status and Incident History', '11-status-and-incident-history.md', 'status-and-incident-history.md', 'Flagwise Cloud'],
  ['Flagwise Self-Hosted: Security and Operations Guide', '12-self-hosted-guide.pdf.md', 'self-hosted-security-and-operations-guide.pdf', 'Flagwise Self-Hosted'],
  ['Flagwise SDKs and fwctl CLI: Security FAQ', '13-sdk-cli-security-faq.docx.md', 'sdk-and-cli-security-faq.docx', 'Flagwise SDKs and CLI'],
];

buildKb(path.resolve(__dirname, '..'), { documents, author: 'Flagwise, Inc.', pageSize: 'LETTER' });
