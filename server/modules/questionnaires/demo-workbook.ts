import ExcelJS from 'exceljs';

/** Twenty common security questions, as customers send them (our own wording). */
export const demoQuestions: { id: string; category: string; question: string; choice: 'Yes' | 'No' | 'N/A'; comment: string }[] = [
  {
    id: 'GOV-01',
    category: 'Governance',
    question: 'Do you maintain a documented information security policy that is approved by management and reviewed at least annually?',
    choice: 'Yes',
    comment: 'Our Information Security Policy is approved by the CTO and reviewed every year.',
  },
  {
    id: 'GOV-02',
    category: 'Governance',
    question: 'Is there a named individual or team responsible for information security?',
    choice: 'Yes',
    comment: 'A dedicated security team led by the CISO.',
  },
  {
    id: 'GOV-03',
    category: 'Governance',
    question: 'Do you hold a current SOC 2 Type II report or ISO/IEC 27001 certification?',
    choice: 'Yes',
    comment: 'SOC 2 Type II, renewed annually; available under NDA from our Trust Center.',
  },
  {
    id: 'HR-01',
    category: 'Human resources',
    question: 'Are background checks performed on employees before they are granted access to customer data?',
    choice: 'Yes',
    comment: 'Where permitted by local law.',
  },
  {
    id: 'HR-02',
    category: 'Human resources',
    question: 'Do all employees complete security awareness training at onboarding and annually thereafter?',
    choice: 'Yes',
    comment: 'Completion is tracked by People Operations.',
  },
  {
    id: 'IAM-01',
    category: 'Access control',
    question: 'Is multi-factor authentication enforced for all administrative access to production systems?',
    choice: 'Yes',
    comment: 'Hardware keys for production administrators.',
  },
  { id: 'IAM-02', category: 'Access control', question: 'Are user access rights reviewed at least quarterly?', choice: 'Yes', comment: '' },
  {
    id: 'IAM-03',
    category: 'Access control',
    question: 'Does the application support single sign-on via SAML 2.0 or OpenID Connect?',
    choice: 'Yes',
    comment: 'Both SAML 2.0 and OpenID Connect are supported.',
  },
  {
    id: 'DAT-01',
    category: 'Data protection',
    question: 'Is customer data encrypted at rest using AES-256 or an equivalent algorithm?',
    choice: 'Yes',
    comment: 'AES-256 with keys managed in a cloud KMS.',
  },
  {
    id: 'DAT-02',
    category: 'Data protection',
    question: 'Is customer data encrypted in transit using TLS 1.2 or higher?',
    choice: 'Yes',
    comment: 'TLS 1.2+ only; older protocols are disabled.',
  },
  {
    id: 'DAT-03',
    category: 'Data protection',
    question: 'Can customers choose the geographic region where their data is stored?',
    choice: 'No',
    comment: 'Data is hosted in the EU and the US; region selection is on the roadmap.',
  },
  {
    id: 'DAT-04',
    category: 'Data protection',
    question: 'Is customer data deleted within 30 days of contract termination?',
    choice: 'Yes',
    comment: 'Backups expire within a further 35 days.',
  },
  {
    id: 'OPS-01',
    category: 'Operations',
    question: 'Do you perform vulnerability scanning of your infrastructure at least monthly?',
    choice: 'Yes',
    comment: 'Weekly automated scans.',
  },
  {
    id: 'OPS-02',
    category: 'Operations',
    question: 'Is an independent penetration test performed at least annually?',
    choice: 'Yes',
    comment: 'Summary letter available on request.',
  },
  { id: 'OPS-03', category: 'Operations', question: 'Are security logs centrally collected and retained for at least 12 months?', choice: 'Yes', comment: '' },
  {
    id: 'INC-01',
    category: 'Incident response',
    question: 'Do you have a documented incident response plan that is tested at least annually?',
    choice: 'Yes',
    comment: 'Tabletop exercise every year.',
  },
  {
    id: 'INC-02',
    category: 'Incident response',
    question: 'Will you notify customers of a personal data breach within 72 hours?',
    choice: 'Yes',
    comment: 'As committed in our Data Processing Agreement.',
  },
  { id: 'BCP-01', category: 'Business continuity', question: 'Are backups tested by performing a restore at least quarterly?', choice: 'Yes', comment: '' },
  {
    id: 'BCP-02',
    category: 'Business continuity',
    question: 'What are your recovery time and recovery point objectives (RTO/RPO)?',
    choice: 'N/A',
    comment: 'RTO 4 hours, RPO 1 hour.',
  },
  {
    id: 'VEN-01',
    category: 'Third parties',
    question: 'Do you assess the security of sub-processors before onboarding and annually thereafter?',
    choice: 'Yes',
    comment: 'The list of sub-processors is published on our Trust Center.',
  },
];

/**
 * A realistic customer questionnaire: an instructions sheet, a title block, a header row, merged
 * section rows, a Yes / No / N/A dropdown column (its options on a hidden helper sheet) and a comments
 * column. With `answers` the vendor's
 * answers are filled in (the shape of a returned questionnaire).
 */
export async function buildDemoQuestionnaire(opts: { customer?: string; answers?: boolean } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = opts.customer ?? 'Northwind Health';
  wb.created = new Date('2025-01-06T09:00:00Z');
  const intro = wb.addWorksheet('Instructions');
  intro.getColumn(1).width = 100;
  intro.getCell('A1').value = `${opts.customer ?? 'Northwind Health'} – Vendor Security Assessment`;
  intro.getCell('A1').font = { bold: true, size: 14 };
  intro.getCell('A3').value =
    'Please answer every question on the "Security Questions" sheet. Choose Yes, No or N/A in the Response column and explain in Comments.';
  intro.getCell('A3').alignment = { wrapText: true };

  const ws = wb.addWorksheet('Security Questions', { views: [{ state: 'frozen', ySplit: 3 }] });
  ws.columns = [
    { key: 'id', width: 10 },
    { key: 'question', width: 70 },
    { key: 'response', width: 14 },
    { key: 'comments', width: 50 },
  ];
  ws.mergeCells('A1:D1');
  ws.getCell('A1').value = 'Vendor Security Assessment';
  ws.getCell('A1').font = { bold: true, size: 14, color: { argb: 'FFFFFFFF' } };
  ws.getCell('A1').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F3864' } };
  ws.getRow(3).values = ['ID', 'Question', 'Response', 'Comments'];
  ws.getRow(3).font = { bold: true };
  ws.getRow(3).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } };
  // A hidden helper sheet holds the dropdown's options, as many customer templates do.
  const lists = wb.addWorksheet('Lists', { state: 'hidden' });
  ['Yes', 'No', 'N/A'].forEach((o, i) => (lists.getCell(`A${i + 1}`).value = o));

  let row = 4;
  let section = '';
  for (const q of demoQuestions) {
    if (q.category !== section) {
      section = q.category;
      ws.mergeCells(`A${row}:D${row}`);
      ws.getCell(`A${row}`).value = section;
      ws.getCell(`A${row}`).font = { bold: true };
      ws.getCell(`A${row}`).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
      row++;
    }
    ws.getCell(`A${row}`).value = q.id;
    ws.getCell(`B${row}`).value = q.question;
    ws.getCell(`B${row}`).alignment = { wrapText: true, vertical: 'top' };
    ws.getCell(`C${row}`).dataValidation = { type: 'list', allowBlank: true, formulae: ['Lists!$A$1:$A$3'] };
    if (opts.answers) {
      ws.getCell(`C${row}`).value = q.choice;
      ws.getCell(`D${row}`).value = q.comment;
    }
    ws.getCell(`D${row}`).alignment = { wrapText: true, vertical: 'top' };
    row++;
  }
  ws.getCell(`A${row + 1}`).value = 'Answered';
  ws.getCell(`B${row + 1}`).value = { formula: `COUNTA(C4:C${row - 1})`, result: opts.answers ? demoQuestions.length : 0 };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
