// Builds this vendor's knowledge base in kb/ from kb-src/ (bench/vendors/shared/make-kb.cjs).
const path = require('path');
const { buildKb } = require('../../shared/make-kb.cjs');

// name, source, output file, scope (null = company-wide, else product name)
const documents = [
  ['Information Security Policy', '01-information-security-policy.md', 'information-security-policy.md', null],
  ['Access Control Standard', '02-access-control-standard.docx.md', 'access-control-standard.docx', null],
  ['Cryptography and Key Management Standard', '03-cryptography-standard.md', 'cryptography-and-key-management-standard.md', null],
  ['Business Continuity and Disaster Recovery Plan', '04-business-continuity-dr.pdf.md', 'business-continuity-and-disaster-recovery-plan.pdf', null],
  ['Security Incident Response Procedure', '05-incident-response-procedure.txt.src', 'security-incident-response-procedure.txt', null],
  ['Secure Development Lifecycle', '06-secure-development-lifecycle.docx.md', 'secure-development-lifecycle.docx', null],
  ['People Security Policy', '07-people-security-policy.txt.src', 'people-security-policy.txt', null],
  ['Logging and Monitoring Standard', '08-logging-and-monitoring-standard.md', 'logging-and-monitoring-standard.md', null],
  ['Data Retention and Deletion Schedule', '09-data-retention-and-deletion.pdf.md', 'data-retention-and-deletion-schedule.pdf', null],
  ['Data Processing Addendum', '10-data-processing-addendum.docx.md', 'data-processing-addendum.docx', null],
  ['Trust Center: Certifications, Audits and FAQ', '11-trust-center-certifications-faq.md', 'trust-center-certifications-faq.md', null],
  ['Tallowmere Store Server: Security Whitepaper', '12-store-server-security-whitepaper.pdf.md', 'store-server-security-whitepaper.pdf', 'Tallowmere Store Server'],
  ['Tallowmere Tap: Mobile Security Note', '13-tap-mobile-security-note.docx.md', 'tap-mobile-security-note.docx', 'Tallowmere Tap'],
];

buildKb(path.resolve(__dirname, '..'), { documents, author: 'Tallowmere Systems Ltd', pageSize: 'A4' });
