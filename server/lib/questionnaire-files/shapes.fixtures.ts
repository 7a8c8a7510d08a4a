/** Questionnaire files in the shapes customers send (made here, in code: no customer file is copied).
 *  Used by the tests of this folder and by `npm run bench:import`. */
import ExcelJS from 'exceljs';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })], width: { size: 20, type: WidthType.PERCENTAGE } });

async function wordTable(title: string, header: string[], rows: string[][]): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: title, bold: true })] }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [new TableRow({ children: header.map((h) => cell(h, true)) }), ...rows.map((r) => new TableRow({ children: r.map((c) => cell(c)) }))],
          }),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

const JA_TOPICS = [
  '情報セキュリティ方針',
  '暗号化',
  'アクセス制御',
  '多要素認証',
  'ログの保管',
  '脆弱性診断',
  '事業継続計画',
  '従業員教育',
  '委託先管理',
  'インシデント対応',
];

/** 38 Japanese questions in a table (No. / チェックリスト / 回答 / 備考), full-width question marks, no spaces. */
export function japaneseQuestions(n = 38): string[] {
  return Array.from({ length: n }, (_, i) => `${JA_TOPICS[i % JA_TOPICS.length]}について、貴社は文書化された手順を定めていますか（項目${i + 1}）？`);
}

export const buildJapaneseWord = () =>
  wordTable(
    'セキュリティチェックシート',
    ['No.', 'チェックリスト', '回答', '備考'],
    japaneseQuestions().map((q, i) => [`${i + 1}`, q, '', '']),
  );

/** Accented (French), right-to-left (Arabic) and Chinese questions in one table without English words. */
export const buildMixedScriptWord = () =>
  wordTable(
    'Questionnaire',
    ['N°', 'Exigence', 'Réponse'],
    [
      ['1', 'Les données des clients sont-elles chiffrées au repos et en transit ?', ''],
      ['2', 'Disposez-vous d’un plan de continuité d’activité testé chaque année ?', ''],
      ['3', 'هل لديكم سياسة مكتوبة لأمن المعلومات؟', ''],
      ['4', 'هل يتم تشفير بيانات العملاء أثناء النقل؟', ''],
      ['5', '贵公司是否对所有员工进行年度安全意识培训？', ''],
      ['6', '贵公司是否对远程访问启用多因素认证？', ''],
    ],
  );

export const ENGLISH_QUESTIONS = Array.from({ length: 38 }, (_, i) => `Do you maintain a documented procedure for control area ${i + 1}?`);

/** A Word table with Yes / No / N/A columns to mark and no column for an explanation. */
export const buildWordYesNoOnly = () =>
  wordTable(
    'Supplier checklist',
    ['No.', 'Question', 'Yes', 'No', 'N/A'],
    ENGLISH_QUESTIONS.map((q, i) => [`${i + 1}`, q, '', '', '']),
  );

/** A Word document whose questions nothing recognises: no question marks, no asking words, no numbers. */
export const buildWordWithoutQuestions = () =>
  wordTable(
    'Supplier form',
    ['Topic', 'Vendor statement'],
    [
      ['Encryption at rest', ''],
      ['Backups', ''],
      ['Staff screening', ''],
    ],
  );

export interface SheetShape {
  buffer: Buffer;
  /** sheet → questions expected, for the bench */
  expected: number;
}

/** One questionnaire sheet plus the shapes that went wrong: a footer with a link, rows whose answer is a
 *  formula, existing answers with a date, trailing spaces and carriage returns, a locked sheet, and a
 *  large data sheet where three strings happen to start with 'Is' / 'Do'. */
export async function buildTrickyWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Security');
  ws.addRow(['ID', 'Question', 'Answer', 'Comments']);
  const answers = ['Yes', 'No', 'N/A'];
  for (let i = 1; i <= 12; i++) {
    const row = ws.addRow([`SEC-${String(i).padStart(2, '0')}`, `Do you enforce security control number ${i} across all production systems?`, null, null]);
    ws.getCell(`C${row.number}`).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${answers.join(',')}"`] };
  }
  // answered already: a date, text with trailing spaces and a carriage return
  ws.getCell('C2').value = 'Yes';
  ws.getCell('D2').value = new Date(Date.UTC(2024, 2, 31));
  ws.getCell('C3').value = 'No';
  ws.getCell('D3').value = 'Reviewed yearly.  \r\nOwner: CISO ';
  // the comment of SEC-04 is computed from another sheet; SEC-05's choice is a formula
  ws.getCell('D5').value = { formula: 'Lists!B1', result: 'See policy' };
  ws.getCell('C6').value = { formula: 'Lists!A1', result: 'Yes' };
  ws.addRow([]);
  ws.addRow([null, 'For questions about this form visit https://vendor.example.com/security or write to security@example.com', 'Page 1', null]);

  const locked = wb.addWorksheet('Sign-off');
  locked.addRow(['Name', 'Title', 'Signature']);
  await locked.protect('', { selectLockedCells: true });

  const data = wb.addWorksheet('Assets');
  data.addRow(['Asset', 'Owner', 'Notes']);
  for (let i = 1; i <= 200; i++) {
    const name =
      i === 17
        ? 'Is this the spare laptop in room 4'
        : i === 88
          ? 'Do not reimage before audit'
          : i === 150
            ? 'Is shared with finance team'
            : `Laptop ${i} serial ${1000 + i}`;
    data.addRow([name, `Owner ${i}`, `Bought ${2015 + (i % 9)} with warranty`]);
  }
  const lists = wb.addWorksheet('Lists');
  lists.addRow(['Yes', 'See policy']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A sheet in the HECVAT Lite layout: an answer column with a Yes/No/N/A list, then an explanation column. */
export async function buildLiteLayoutWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('HECVAT Lite');
  ws.addRow(['Qstn #', 'Question', 'Vendor Answer', 'Additional Information', 'Guidance']);
  for (let i = 1; i <= 10; i++) {
    const row = ws.addRow([
      `HLCS-${String(i).padStart(2, '0')}`,
      `Do you have a documented practice for area ${i}?`,
      null,
      null,
      'Provide reference to policy.',
    ]);
    ws.getCell(`C${row.number}`).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No,N/A"'] };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** An .xls in name: the OLE signature followed by zeros (a damaged legacy file). */
export function damagedXls(): Buffer {
  const buf = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(buf);
  return buf;
}

const LITE_SECTIONS: [string, string, string[]][] = [
  [
    'Company Overview',
    'COMP',
    [
      'Do you have a dedicated Information Security staff or office?',
      'Do you have a dedicated Software and System Development team?',
      'Does your product process protected health information?',
      'Will data regulated by PCI DSS reside in the vendor-provided solution?',
    ],
  ],
  [
    'Application Security',
    'APPL',
    [
      'Are access controls for institutional accounts based on structured rules?',
      'Are you using a web application firewall (WAF)?',
      'Do you have a fully implemented policy or procedure that details how your employees obtain administrator access?',
      'Does the application support single sign-on (SSO)?',
    ],
  ],
  ['Data', 'DATA', ['Is sensitive data encrypted in transport?', 'Is sensitive data encrypted in storage?', 'Do you have a documented data retention policy?']],
];

/** The HECVAT Lite 3.04 layout, blank: a title row merged over the answer columns, a date and general
 *  information answered in the answer column, then sections each with its own header row ('Vendor
 *  Answers', 'Additional Information', 'Guidance'), questions pulled from a hidden sheet by formula, a
 *  Yes/No list from a defined name on the answer column, and an empty explanation column. */
export async function buildLite304Workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('HECVAT - Lite | Vendor Response');
  const lists = wb.addWorksheet('Lists', { state: 'hidden' });
  lists.addRow(['Yes']);
  lists.addRow(['No']);
  wb.definedNames.add("'Lists'!$A$1:$A$2", 'YesNo');
  ws.addRow(['HECVAT - Lite | Vendor Response', null, null, null, 'Version 3.04']);
  ws.mergeCells('A1:D1');
  ws.addRow(['Vendor Response']);
  ws.mergeCells('A2:E2');
  ws.addRow(['DATE-01', 'Date', null]);
  ws.addRow(['General Information']);
  ws.addRow(['In order to protect the institution and its systems, vendors must complete this assessment. Answer every question below.']);
  ws.mergeCells(`A${ws.rowCount}:E${ws.rowCount}`);
  ['Vendor Name', 'Product Name', 'Vendor Contact Name', 'Vendor Contact Email'].forEach((q, i) =>
    ws.addRow([`GNRL-${String(i + 1).padStart(2, '0')}`, q, null]),
  );
  for (const [title, prefix, questions] of LITE_SECTIONS) {
    ws.addRow([title, null, 'Vendor Answers', 'Additional Information', 'Guidance']);
    questions.forEach((q, i) => {
      const id = `${prefix}-${String(i + 1).padStart(2, '0')}`;
      const row = ws.addRow([
        id,
        { formula: `VLOOKUP(A${ws.rowCount + 1},Lists!C:D,2,FALSE)`, result: q },
        null,
        null,
        { formula: `IF(C${ws.rowCount + 1}="","Describe the control.","")`, result: 'Describe the control.' },
      ]);
      ws.getCell(`C${row.number}`).dataValidation = { type: 'list', allowBlank: true, formulae: ['YesNo'] };
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Questions of buildLite304Workbook (date, general information and the sections), with their ids. */
export const LITE_304_EXPECTED: { id: string; question: string }[] = [
  { id: 'DATE-01', question: 'Date' },
  ...['Vendor Name', 'Product Name', 'Vendor Contact Name', 'Vendor Contact Email'].map((question, i) => ({
    id: `GNRL-${String(i + 1).padStart(2, '0')}`,
    question,
  })),
  ...LITE_SECTIONS.flatMap(([, prefix, qs]) => qs.map((question, i) => ({ id: `${prefix}-${String(i + 1).padStart(2, '0')}`, question }))),
];
export const LITE_304_QUESTIONS = LITE_304_EXPECTED.length;

/** Statements a supplier confirms, with no question mark, no asking word and no number. */
export const WORD_STATEMENTS = [
  'All customer data is encrypted at rest with keys managed by the supplier',
  'Backups are taken daily and restored in a test at least once a year',
  'Staff with access to customer data are screened before they start',
  'Administrative access to production requires multi-factor authentication',
  'Security incidents affecting customer data are reported within 48 hours',
  'Sub-processors are bound by the same security obligations as the supplier',
  'Penetration tests are carried out by an independent firm every year',
  'Customer data is deleted within 30 days of the end of the contract',
];

/** A Word form whose questions are statements to confirm (found by no rule): a contact table, then a
 *  table Area / Control statement / Supplier response / Evidence. */
export async function buildWordStatementsForm(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [new TextRun({ text: 'Supplier assurance form', bold: true })] }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              ['Company', ''],
              ['Contact', ''],
              ['Date', ''],
            ].map((r) => new TableRow({ children: r.map((c) => cell(c)) })),
          }),
          new Paragraph({ children: [new TextRun({ text: 'Controls' })] }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({ children: ['Area', 'Control statement', 'Supplier response', 'Evidence'].map((h) => cell(h, true)) }),
              ...WORD_STATEMENTS.map(
                (s, i) =>
                  new TableRow({
                    children: [['Data', 'Resilience', 'People', 'Access', 'Incidents', 'Suppliers', 'Testing', 'Data'][i]!, s, '', ''].map((c) => cell(c)),
                  }),
              ),
            ],
          }),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

/** The mapping a person chooses for buildWordStatementsForm: the second table, statements in column 2,
 *  the response (Yes / No) in column 3, the evidence in column 4. */
export const WORD_STATEMENTS_MAPPING = {
  sheet: 'Table 2',
  selected: true,
  headerRow: 1,
  questionColumn: 2,
  idColumn: null,
  answerColumns: [
    { column: 3, kind: 'choice' as const },
    { column: 4, kind: 'text' as const },
  ],
};
