// Builds this vendor's knowledge base in kb/ from kb-src/ (bench/vendors/shared/make-kb.cjs).
const path = require('path');
const { buildKb } = require('../../shared/make-kb.cjs');

// name, source, output file, scope (null = company-wide, else product name)
const documents = [
  ['Information Security Program Policy', '01-information-security-program-policy.md', 'information-security-program-policy.md', null],
  ['SOC 2 Type II Report Excerpt: System Description and Control Activities', '02-soc2-system-description.pdf.md', 'soc2-type2-system-description-excerpt.pdf', null],
  ['HIPAA Security and Privacy Policies', '03-hipaa-security-policies.txt.src', 'hipaa-security-and-privacy-policies.txt', null],
  ['Business Associate Agreement (Standard Form)', '04-business-associate-agreement.docx.md', 'business-associate-agreement.docx', null],
  ['HITRUST Certification Status Letter', '05-hitrust-status-letter.md', 'hitrust-certification-status-letter.md', null],
  ['Sub-processor List', '06-subprocessor-list.md', 'subprocessor-list.md', null],
  ['Access Control and Identity Management Standard', '07-access-control-standard.docx.md', 'access-control-and-identity-management-standard.docx', null],
  ['Encryption and Key Management Standard', '08-encryption-standard.md', 'encryption-and-key-management-standard.md', null],
  ['Business Continuity and Disaster Recovery Plan', '09-business-continuity-dr-plan.pdf.md', 'business-continuity-and-disaster-recovery-plan.pdf', null],
  ['Security Incident Response Plan', '10-incident-response-plan.txt.src', 'security-incident-response-plan.txt', null],
  ['Larkspur Patient Hub: Security and Privacy Overview', '11-patient-hub-security-overview.md', 'patient-hub-security-and-privacy-overview.md', 'Larkspur Patient Hub'],
  ['Larkspur CareTeam: Mobile Application Security White Paper', '12-careteam-mobile-security-whitepaper.pdf.md', 'careteam-mobile-application-security-white-paper.pdf', 'Larkspur CareTeam'],
  ['Larkspur Bridge: Security and Deployment FAQ', '13-bridge-security-faq.docx.md', 'bridge-security-and-deployment-faq.docx', 'Larkspur Bridge'],
];

buildKb(path.resolve(__dirname, '..'), { documents, author: 'Larkspur Health, Inc.', pageSize: 'A4' });
