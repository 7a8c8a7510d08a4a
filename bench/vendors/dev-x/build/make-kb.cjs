// Builds this vendor's knowledge base in kb/ from kb-src/ (bench/vendors/shared/make-kb.cjs).
const path = require('path');
const { buildKb } = require('../../shared/make-kb.cjs');

// name, source, output file, scope (null = company-wide, else product name)
const documents = [
  ['Information Security Policy', '01-information-security-policy.md', 'information-security-policy.md', null],
  ['Acceptable Use and Personnel Security Policy', '02-acceptable-use-and-personnel-security-policy.txt.src', 'acceptable-use-and-personnel-security-policy.txt', null],
  ['Sub-processor List', '03-subprocessor-list.md', 'subprocessor-list.md', null],
  ['Data Processing Addendum', '04-data-processing-addendum.docx.md', 'data-processing-addendum.docx', null],
  ['Compliance at Brightkeel (Trust Center)', '05-compliance-overview.md', 'compliance-at-brightkeel.md', null],
  ['SOC 2 Type II and ISO/IEC 27001 Audit Summary', '06-soc2-iso27001-audit-summary.pdf.md', 'soc2-type2-and-iso27001-audit-summary.pdf', null],
  ['Access Control Standard', '07-access-control-standard.docx.md', 'access-control-standard.docx', null],
  ['Encryption and Key Management Standard', '08-encryption-and-key-management-standard.md', 'encryption-and-key-management-standard.md', null],
  ['Incident Response and Disaster Recovery Runbook', '09-incident-response-and-dr-runbook.txt.src', 'incident-response-and-disaster-recovery-runbook.txt', null],
  ['Secure Development and Vulnerability Management Standard', '10-secure-development-and-vulnerability-management.pdf.md', 'secure-development-and-vulnerability-management-standard.pdf', null],
  ['Brightkeel Cloud: Security and Data Handling Guide', '11-brightkeel-cloud-security-guide.md', 'brightkeel-cloud-security-and-data-handling-guide.md', 'Brightkeel Cloud'],
  ['Brightkeel Collector: Security White Paper', '12-brightkeel-collector-security-whitepaper.pdf.md', 'brightkeel-collector-security-white-paper.pdf', 'Brightkeel Collector'],
  ['Brightkeel Gov: Security and Boundary Overview', '13-brightkeel-gov-security-overview.docx.md', 'brightkeel-gov-security-and-boundary-overview.docx', 'Brightkeel Gov'],
];

buildKb(path.resolve(__dirname, '..'), { documents, author: 'Brightkeel Observability, Inc.', pageSize: 'LETTER' });
