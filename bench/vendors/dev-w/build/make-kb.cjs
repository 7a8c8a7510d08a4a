// Builds this vendor's knowledge base in kb/ from kb-src/ (bench/vendors/shared/make-kb.cjs).
const path = require('path');
const { buildKb } = require('../../shared/make-kb.cjs');

// name, source, output file, scope (null = company-wide, else product name)
const documents = [
  ['Information Security Policy', '01-information-security-policy.md', 'information-security-policy.md', null],
  ["Data Protection and Children's Privacy Policy", '02-data-protection-and-childrens-privacy-policy.txt.src', 'data-protection-and-childrens-privacy-policy.txt', null],
  ['Sub-processor List', '03-subprocessor-list.md', 'subprocessor-list.md', null],
  ['Data Processing Agreement', '04-data-processing-agreement.docx.md', 'data-processing-agreement.docx', null],
  ['Certification and Assurance Summary', '05-certification-and-assurance-summary.pdf.md', 'certification-and-assurance-summary.pdf', null],
  ['Access Control Standard', '06-access-control-standard.docx.md', 'access-control-standard.docx', null],
  ['Encryption and Key Management Standard', '07-encryption-standard.md', 'encryption-and-key-management-standard.md', null],
  ['Incident Response and Business Continuity Plan', '08-incident-response-and-continuity-plan.txt.src', 'incident-response-and-business-continuity-plan.txt', null],
  ['Data Retention and Deletion Schedule', '09-data-retention-schedule.pdf.md', 'data-retention-and-deletion-schedule.pdf', null],
  ['Secure Development and Vulnerability Management Standard', '10-secure-development-standard.docx.md', 'secure-development-and-vulnerability-management-standard.docx', null],
  ['Quillmoor Classroom: Trust Centre FAQ', '11-classroom-trust-centre-faq.md', 'quillmoor-classroom-trust-centre-faq.md', 'Quillmoor Classroom'],
  ['Quillmoor Home: Security and Privacy Guide', '12-home-app-security-guide.pdf.md', 'quillmoor-home-security-and-privacy-guide.pdf', 'Quillmoor Home'],
  ['Quillmoor Connect: Deployment and Security Guide', '13-connect-deployment-and-security-guide.docx.md', 'quillmoor-connect-deployment-and-security-guide.docx', 'Quillmoor Connect'],
];

buildKb(path.resolve(__dirname, '..'), { documents, author: 'Quillmoor Learning Ltd', pageSize: 'A4' });
