// Builds this vendor's knowledge base in kb/ from kb-src/ (bench/vendors/shared/make-kb.cjs).
const path = require('path');
const { buildKb } = require('../../shared/make-kb.cjs');

// name, source, output file, scope (null = company-wide, else product name)
const documents = [
  ['Information Security Policy', '01-information-security-policy.md', 'information-security-policy.md', null],
  ['Personnel Security Standard', '02-personnel-security-standard.txt.src', 'personnel-security-standard.txt', null],
  ['Sub-processor List', '03-subprocessor-list.md', 'sub-processor-list.md', null],
  ['Assurance Summary: SOC 2, ISO/IEC 27001 and Other Attestations', '04-assurance-summary.pdf.md', 'assurance-summary-soc2-iso27001.pdf', null],
  ['Access Control and Identity Standard', '05-access-control-standard.docx.md', 'access-control-and-identity-standard.docx', null],
  ['Cryptography and Key Management Standard', '06-cryptography-standard.md', 'cryptography-and-key-management-standard.md', null],
  ['Security Incident Response, Notification and Business Continuity Plan', '07-incident-response-and-continuity-plan.txt.src', 'incident-response-notification-and-continuity-plan.txt', null],
  ['Data Retention and Disposal Schedule', '08-data-retention-schedule.docx.md', 'data-retention-and-disposal-schedule.docx', null],
  ['Data Processing Agreement (Standard Terms)', '09-data-processing-agreement.docx.md', 'data-processing-agreement.docx', null],
  ['Secure Development and Vulnerability Management Standard', '10-secure-development-standard.pdf.md', 'secure-development-and-vulnerability-management-standard.pdf', null],
  ['Ironbark Console: Security Overview', '11-console-security-overview.md', 'ironbark-console-security-overview.md', 'Ironbark Console'],
  ['Ironbark Endpoint Agent: Technical Security White Paper', '12-endpoint-agent-whitepaper.pdf.md', 'ironbark-endpoint-agent-security-white-paper.pdf', 'Ironbark Endpoint Agent'],
  ['Ironbark Managed SOC: Service Description', '13-managed-soc-service-description.docx.md', 'ironbark-managed-soc-service-description.docx', 'Ironbark Managed SOC'],
];

buildKb(path.resolve(__dirname, '..'), { documents, author: 'Ironbark Cyber Pty Ltd', pageSize: 'A4' });
