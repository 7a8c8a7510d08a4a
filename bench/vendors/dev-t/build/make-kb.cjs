// Builds this vendor's knowledge base in kb/ from kb-src/ (bench/vendors/shared/make-kb.cjs).
const path = require('path');
const { buildKb } = require('../../shared/make-kb.cjs');

// name, source, output file, scope (null = company-wide, else product name)
const documents = [
  ['Information Security Program Policy', '01-information-security-policy.md', 'information-security-program-policy.md', null],
  ['AI Acceptable Use and Model Governance Policy', '02-ai-acceptable-use-and-model-governance-policy.txt.src', 'ai-acceptable-use-and-model-governance-policy.txt', null],
  ['Model and Sub-processor List', '03-model-and-subprocessor-list.md', 'model-and-subprocessor-list.md', null],
  ['Data Usage and Model Training Statement', '04-data-usage-and-training-statement.docx.md', 'data-usage-and-model-training-statement.docx', null],
  ['ISO/IEC 42001 Readiness Statement', '05-iso42001-readiness-statement.pdf.md', 'iso-42001-readiness-statement.pdf', null],
  ['SOC 2 Type II Report Summary and Bridge Letter', '06-soc2-report-summary.pdf.md', 'soc2-type2-report-summary-and-bridge-letter.pdf', null],
  ['Access Control and Identity Standard', '07-access-control-standard.docx.md', 'access-control-and-identity-standard.docx', null],
  ['Encryption and Data Protection Standard', '08-encryption-and-data-protection-standard.md', 'encryption-and-data-protection-standard.md', null],
  ['Security Incident Response and Business Continuity Plan', '09-incident-response-and-continuity-plan.txt.src', 'incident-response-and-business-continuity-plan.txt', null],
  ['Data Processing Addendum (Standard Form)', '10-data-processing-addendum.docx.md', 'data-processing-addendum.docx', null],
  ['Cadenza Notes: Security, Privacy and AI Overview', '11-cadenza-notes-security-overview.md', 'cadenza-notes-security-privacy-and-ai-overview.md', 'Cadenza Notes'],
  ['Cadenza Clip Browser Extension: Security White Paper', '12-cadenza-clip-extension-whitepaper.pdf.md', 'cadenza-clip-extension-security-white-paper.pdf', 'Cadenza Clip'],
  ['Cadenza API: Trust and Security FAQ', '13-cadenza-api-trust-faq.docx.md', 'cadenza-api-trust-and-security-faq.docx', 'Cadenza API'],
];

buildKb(path.resolve(__dirname, '..'), { documents, author: 'Cadenza Labs, Inc.', pageSize: 'A4' });
