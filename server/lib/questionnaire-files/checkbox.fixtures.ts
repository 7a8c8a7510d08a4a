/** Questionnaires whose answer cells hold answer boxes ('☐ Yes    ☐ No', '[ ] Yes    [ ] No'), made here in code
 *  (no customer file is copied). Used by the tests of this folder and of the questionnaires module. */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { CheckBox, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

/** Five topics of three questions each; each topic is one table of the document. */
export const BOXED_TOPICS: { title: string; questions: string[] }[] = [
  {
    title: 'Governance',
    questions: [
      'Has your board approved an information security policy in the last twelve months?',
      'Is a named person accountable for security across the company?',
      'Do staff confirm each year that they have read the security policy?',
    ],
  },
  {
    title: 'Access control',
    questions: [
      'Is single sign-on available for customer administrators?',
      'Are leavers removed from every system within one working day?',
      'Are privileged accounts reviewed at least every quarter?',
    ],
  },
  {
    title: 'Data protection',
    questions: [
      'Is customer data encrypted when it is stored?',
      'Can customers choose the region where their data is kept?',
      'Is customer data deleted within 30 days after the contract ends?',
    ],
  },
  {
    title: 'Operations',
    questions: [
      'Are production changes approved by a second engineer?',
      'Do you run an external penetration test every year?',
      'Are backups restored as a test at least twice a year?',
    ],
  },
  {
    title: 'Suppliers',
    questions: [
      'Do you keep a list of the subprocessors that handle customer data?',
      'Are new suppliers assessed for security before they are engaged?',
      'Are customers told before a new subprocessor is added?',
    ],
  },
];
export const BOXED_QUESTIONS = BOXED_TOPICS.flatMap((t) => t.questions);

const text = (t: string, bold = false) => new TextRun({ text: t, bold });
const cell = (runs: TextRun[] | Paragraph[], width = 25) =>
  new TableCell({
    children: runs[0] instanceof Paragraph ? (runs as Paragraph[]) : [new Paragraph({ children: runs as TextRun[] })],
    width: { size: width, type: WidthType.PERCENTAGE },
  });
/** A box in a symbol font, in a run of its own (as Word's own check boxes are), then its label. */
const box = (glyph: string) => new TextRun({ text: glyph, font: 'MS Gothic' });

/** The Response cell of the unicode kind: '☐ Yes    ☐ No', each box a run of its own. */
const unicodeBoxes = () => [box('☐'), text(' Yes    '), box('☐'), text(' No')];
/** The Response cell of the typed kind: '[ ] Yes    [ ] No'. */
const bracketBoxes = () => [text('[ ] Yes    [ ] No')];

function boxedTable(topic: number, response: () => TextRun[]) {
  const header = new TableRow({ children: ['No.', 'Question', 'Response', 'Comments'].map((h) => cell([text(h, true)])), tableHeader: true });
  const rows = BOXED_TOPICS[topic]!.questions.map(
    (q, i) => new TableRow({ children: [cell([text(`${topic + 1}.${i + 1}`)], 8), cell([text(q)], 52), cell(response(), 20), cell([text('')], 20)] }),
  );
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...rows] });
}

/** A supplier questionnaire of five tables 'No. | Question | Response | Comments', every Response cell unticked:
 *  '☐ Yes    ☐ No' in tables 1, 3 and 5, '[ ] Yes    [ ] No' in tables 2 and 4. */
export async function buildBoxedWord(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Vendor security review', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Tick one box for each question and add a comment where it helps.' }),
          ...BOXED_TOPICS.flatMap((t, i) => [
            new Paragraph({ text: `${i + 1}. ${t.title}`, heading: HeadingLevel.HEADING_2 }),
            boxedTable(i, i % 2 === 0 ? unicodeBoxes : bracketBoxes),
          ]),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

/** The other ways answer boxes are written, one row each, with what a reader should make of them. */
export const BOX_VARIANTS: { question: string; response: string[]; options: string[]; choice: string | null }[] = [
  { question: 'Is remote access protected by a second factor?', response: ['☒ Yes    ☐ No'], options: ['Yes', 'No'], choice: 'Yes' },
  { question: 'Do you allow shared administrator accounts?', response: ['[ ] Yes    [x] No'], options: ['Yes', 'No'], choice: 'No' },
  { question: 'Is there an incident response plan?', response: ['Yes ☐    No ☐'], options: ['Yes', 'No'], choice: null },
  { question: 'Werden Sicherheitsvorfälle innerhalb von 24 Stunden gemeldet?', response: ['☐ Ja    ☐ Nein'], options: ['Ja', 'Nein'], choice: null },
  { question: 'Is the service hosted in more than one data centre?', response: ['☐ Yes', '☐ No', '☐ N/A'], options: ['Yes', 'No', 'N/A'], choice: null },
  { question: 'Are laptops encrypted with full-disk encryption?', response: ['✓ Yes    ☐ No'], options: ['Yes', 'No'], choice: 'Yes' },
  { question: 'Are security logs kept for at least a year?', response: ['□ Yes    □ No    □ Partially'], options: ['Yes', 'No', 'Partially'], choice: null },
];

/** One table 'No. | Question | Response | Comments' with a row for each of BOX_VARIANTS (a list of responses: one paragraph each). */
export async function buildBoxVariantsWord(): Promise<Buffer> {
  const header = new TableRow({ children: ['No.', 'Question', 'Response', 'Comments'].map((h) => cell([text(h, true)])) });
  const rows = BOX_VARIANTS.map(
    (v, i) =>
      new TableRow({
        children: [
          cell([text(`Q${i + 1}`)], 8),
          cell([text(v.question)], 52),
          cell(
            v.response.map((line) => new Paragraph({ children: [text(line)] })),
            20,
          ),
          cell([text('')], 20),
        ],
      }),
  );
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [text('Security checklist', true)] }),
          new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [header, ...rows] }),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

/** The same questions in a workbook: one sheet 'No. | Question | Response | Comments', Response cells '☐ Yes    ☐ No'
 *  (the last two rows: '[ ] Yes    [x] No' ticked, and 'Yes ☐    No ☐'). */
export async function buildBoxedWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Security review');
  ws.addRow(['No.', 'Question', 'Response', 'Comments']).font = { bold: true };
  BOXED_QUESTIONS.forEach((q, i) => {
    const response = i === BOXED_QUESTIONS.length - 2 ? '[ ] Yes    [x] No' : i === BOXED_QUESTIONS.length - 1 ? 'Yes ☐    No ☐' : '☐ Yes    ☐ No';
    ws.addRow([`${i + 1}`, q, response, '']);
  });
  ws.getColumn(2).width = 70;
  ws.getColumn(3).width = 18;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const oneTable = async (title: string, header: string[], rows: (TextRun | CheckBox)[][][]) => {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ children: [text(title, true)] }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({ children: header.map((h) => cell([text(h, true)])) }),
              ...rows.map((r) => new TableRow({ children: r.map((runs) => new TableCell({ children: [new Paragraph({ children: runs })] })) })),
            ],
          }),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
};

/** Response cells made of Word's own check-box content controls (the box a symbol of the control), the first row ticked 'No'. */
export const buildCheckBoxControlWord = () =>
  oneTable(
    'Access review',
    ['No.', 'Question', 'Response', 'Comments'],
    BOXED_TOPICS[1]!.questions.map((q, i) => [
      [text(`${i + 1}`)],
      [text(q)],
      [new CheckBox({ checked: false }), text(' Yes    '), new CheckBox({ checked: i === 0 }), text(' No')],
      [],
    ]),
  );

/** Option columns 'Yes | No' whose cells hold an empty box each ('☐'), a comment column beside them. */
export const buildBoxColumnsWord = () =>
  oneTable(
    'Data protection checklist',
    ['No.', 'Question', 'Yes', 'No', 'Comments'],
    BOXED_TOPICS[2]!.questions.map((q, i) => [[text(`${i + 1}`)], [text(q)], [box('☐')], [box('☐')], []]),
  );

/** Numbered questions in paragraphs, each followed by its answer boxes: on one line, or one box per paragraph. */
export async function buildBoxedParagraphsWord(): Promise<Buffer> {
  const [first, second, third] = BOXED_TOPICS[3]!.questions;
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Operations', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: `1. ${first}` }),
          new Paragraph({ children: [box('☐'), text(' Yes    '), box('☐'), text(' No')] }),
          new Paragraph({ text: `2. ${second}` }),
          new Paragraph({ text: '[ ] Yes' }),
          new Paragraph({ text: '[ ] No' }),
          new Paragraph({ text: `3. ${third}` }),
          new Paragraph({ text: '' }),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}

/** Statements to confirm (no question mark, no asking word: nothing proposes them), each with '☐ Agree    ☐ Disagree'. */
export const BOXED_STATEMENTS = [
  'Customer data stays in the region the customer chose',
  'Support engineers reach production only through a bastion host',
  'Encryption keys are rotated every twelve months',
];

/** One table 'Area | Statement | Supplier response | Evidence', the response cells of answer boxes. */
export const buildBoxedStatementsWord = () =>
  oneTable(
    'Supplier statements',
    ['Area', 'Statement', 'Supplier response', 'Evidence'],
    BOXED_STATEMENTS.map((s, i) => [[text(['Data', 'Access', 'Keys'][i]!)], [text(s)], [box('☐'), text(' Agree    '), box('☐'), text(' Disagree')], []]),
  );

/** A form check box of Word's legacy Forms toolbar (a FORMCHECKBOX field), ticked by its w:default or w:checked. */
const formCheckBoxRuns = (name: string, state: 'empty' | 'default' | 'checked') =>
  `<w:r><w:fldChar w:fldCharType="begin"><w:ffData><w:name w:val="${name}"/><w:enabled/><w:calcOnExit w:val="0"/>` +
  `<w:checkBox><w:sizeAuto/><w:default w:val="${state === 'default' ? 1 : 0}"/>${state === 'checked' ? '<w:checked/>' : ''}</w:checkBox>` +
  `</w:ffData></w:fldChar></w:r><w:r><w:instrText xml:space="preserve"> FORMCHECKBOX </w:instrText></w:r>` +
  `<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>`;

/** Response cells of legacy form check boxes, 'FORMCHECKBOX Yes  FORMCHECKBOX No': the first row ticked 'No' by
 *  its default, the second ticked 'Yes' by its checked state, the third empty. */
export async function buildFormCheckBoxWord(): Promise<Buffer> {
  const states: ('empty' | 'default' | 'checked')[][] = [
    ['empty', 'default'],
    ['checked', 'empty'],
    ['empty', 'empty'],
  ];
  const built = await oneTable(
    'Supplier assessment',
    ['No.', 'Question', 'Response', 'Comments'],
    BOXED_TOPICS[4]!.questions.map((q, i) => [[text(`${i + 1}`)], [text(q)], [text(`«box ${i} 0»`), text(' Yes    '), text(`«box ${i} 1»`), text(' No')], []]),
  );
  const zip = await JSZip.loadAsync(built);
  const xml = await zip.file('word/document.xml')!.async('string');
  const withBoxes = xml.replace(/<w:r>(?:(?!<w:r>).)*?«box (\d) (\d)»<\/w:t><\/w:r>/g, (_, row: string, box: string) =>
    formCheckBoxRuns(`Check${row}${box}`, states[Number(row)]![Number(box)]!),
  );
  zip.file('word/document.xml', withBoxes);
  return Buffer.from(await zip.generateAsync({ type: 'nodebuffer' }));
}
