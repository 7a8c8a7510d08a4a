// Builds this vendor's knowledge base in kb/ from kb-src/ (bench/vendors/shared/make-kb.cjs).
const path = require('path');
const { buildKb } = require('../../shared/make-kb.cjs');

// name, source, output file, scope (null = company-wide, else product name)
const documents = [
  ['Information Security Policy', '01-information-security-policy.txt.src', 'information-security-policy.txt', null],
  ['Access Control Standard', '02-access-control-standard.docx.md', 'access-control-standard.docx', null],
  ['Secure Development and Vulnerability Management Standard', '03-secure-development-standard.md', 'secure-development-and-vulnerability-management-standard.md', null],
  ['Encryption and Key Management Standard', '04-encryption-standard.md', 'encryption-and-key-management-standard.md', null],
  ['Security Incident Response Plan', '05-incident-response-plan.txt.src', 'security-incident-response-plan.txt', null],
  ['Business Continuity and Disaster Recovery Plan: Customer Summary', '06-bcdr-plan.pdf.md', 'business-continuity-and-disaster-recovery-summary.pdf', null],
  ['SOC 2 Type II Report Summary and Compliance Overview', '07-soc2-report-summary.pdf.md', 'soc2-type2-summary-and-compliance-overview.pdf', null],
  ['Data Processing Addendum (Standard Form)', '08-data-processing-addendum.docx.md', 'data-processing-addendum.docx', null],
  ['Sub-processor List', '09-subprocessor-list.md', 'subprocessor-list.md', null],
  ['Data Retention and Deletion Schedule', '10-data-retention-schedule.docx.md', 'data-retention-and-deletion-schedule.docx', null],
  ['Sealwright Sign: Security FAQ', '11-sealwright-sign-security-faq.md', 'sealwright-sign-security-faq.md', 'Sealwright Sign'],
  ['Sealwright Mobile: Security and Privacy FAQ', '12-sealwright-mobile-security-faq.docx.md', 'sealwright-mobile-security-and-privacy-faq.docx', 'Sealwright Mobile'],
  ['Sealwright Vault: Security and Shared Responsibility Guide', '13-sealwright-vault-shared-responsibility-guide.pdf.md', 'sealwright-vault-security-and-shared-responsibility-guide.pdf', 'Sealwright Vault'],
];

buildKb(path.resolve(__dirname, '..'), { documents, author: 'Sealwright, Inc.', pageSize: 'LETTER' });
