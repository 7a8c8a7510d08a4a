// Builds this vendor's knowledge base in kb/ from kb-src/ (bench/vendors/shared/make-kb.cjs).
const path = require('path');
const { buildKb } = require('../../shared/make-kb.cjs');

// name, source, output file, scope (null = company-wide, else product name)
const documents = [
  ['Information Security Policy', '01-information-security-policy.md', 'information-security-policy.md', null],
  ['Identity and Access Management Standard', '02-identity-and-access-management-standard.docx.md', 'identity-and-access-management-standard.docx', null],
  ['Cryptography and Key Management Standard', '03-cryptography-standard.md', 'cryptography-and-key-management-standard.md', null],
  ['Business Continuity and Disaster Recovery Plan', '04-business-continuity-dr.pdf.md', 'business-continuity-and-disaster-recovery-plan.pdf', null],
  ['Security Incident Management Procedure', '05-incident-management-procedure.txt.src', 'security-incident-management-procedure.txt', null],
  ['Supplier Assurance and Sub-processor Register', '06-supplier-and-subprocessor-register.md', 'supplier-assurance-and-subprocessor-register.md', null],
  ['Personnel Security and Awareness Policy', '07-personnel-security-policy.docx.md', 'personnel-security-and-awareness-policy.docx', null],
  ['Secure Engineering Lifecycle Standard', '08-secure-engineering-standard.md', 'secure-engineering-lifecycle-standard.md', null],
  ['Data Retention and Disposal Schedule', '09-data-retention-schedule.txt.src', 'data-retention-and-disposal-schedule.txt', null],
  ['Customer Privacy and Data Protection Statement', '10-privacy-statement.md', 'customer-privacy-and-data-protection-statement.md', null],
  ['Wrenfield Fleet Portal: Security and Service Overview', '11-fleet-portal-security-overview.md', 'fleet-portal-security-and-service-overview.md', 'Wrenfield Fleet Portal'],
  ['Wrenfield T4 Vehicle Unit: Hardware and Firmware Security White Paper', '12-t4-device-security-whitepaper.pdf.md', 't4-hardware-and-firmware-security-white-paper.pdf', 'Wrenfield T4 Vehicle Unit'],
  ['Wrenfield Insight: Security FAQ', '13-insight-security-faq.docx.md', 'insight-security-faq.docx', 'Wrenfield Insight'],
];

buildKb(path.resolve(__dirname, '..'), { documents, author: 'Wrenfield Telematics Ltd', pageSize: 'A4' });
