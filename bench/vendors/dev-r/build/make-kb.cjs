// Builds this vendor's knowledge base in kb/ from kb-src/ (bench/vendors/shared/make-kb.cjs).
const path = require('path');
const { buildKb } = require('../../shared/make-kb.cjs');

// name, source, output file, scope (null = company-wide, else product name)
const documents = [
  ['Information Security Policy', '01-information-security-policy.md', 'information-security-policy.md', null],
  ['ISO/IEC 27001:2022 Statement of Applicability (Excerpt)', '02-iso27001-statement-of-applicability.docx.md', 'iso27001-statement-of-applicability-excerpt.docx', null],
  ['BSI C5 Type 2 Attestation: Summary for Customers', '03-bsi-c5-type2-summary.pdf.md', 'bsi-c5-type2-attestation-summary.pdf', null],
  ['Data Processing Agreement pursuant to Art. 28 GDPR incl. Annex 2 (TOMs)', '04-data-processing-agreement.docx.md', 'data-processing-agreement-art28-gdpr.docx', null],
  ['List of Sub-processors', '05-subprocessor-list.md', 'list-of-sub-processors.md', null],
  ['Company Agreement on IT Systems and Monitoring (Betriebsvereinbarung IT)', '06-works-council-agreement-it-monitoring.txt.src', 'betriebsvereinbarung-it-systems-and-monitoring.txt', null],
  ['Access Control Policy', '07-access-control-policy.txt.src', 'access-control-policy.txt', null],
  ['Cryptography and Key Management Standard', '08-cryptography-standard.md', 'cryptography-and-key-management-standard.md', null],
  ['Business Continuity and Emergency Management Concept', '09-business-continuity-concept.pdf.md', 'business-continuity-and-emergency-management-concept.pdf', null],
  ['Security Incident Management Procedure', '10-security-incident-procedure.txt.src', 'security-incident-management-procedure.txt', null],
  ['Isarwerk HR Cloud: Security and Hosting Overview', '11-hr-cloud-security-overview.md', 'hr-cloud-security-and-hosting-overview.md', 'Isarwerk HR Cloud'],
  ['Isarwerk MeinPortal: Mobile App Security White Paper', '12-meinportal-app-security-whitepaper.pdf.md', 'meinportal-mobile-app-security-white-paper.pdf', 'Isarwerk MeinPortal'],
  ['Isarwerk TT-40 Time Terminal: Security and Operations FAQ', '13-tt40-terminal-security-faq.docx.md', 'tt-40-time-terminal-security-and-operations-faq.docx', 'Isarwerk TT-40 Time Terminal'],
];

buildKb(path.resolve(__dirname, '..'), { documents, author: 'Isarwerk Personalsoftware GmbH', pageSize: 'A4' });
