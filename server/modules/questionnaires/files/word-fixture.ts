import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';

/**
 * A Word questionnaire of the usual shape (made here, for tests): numbered questions in paragraphs, each
 * followed by an empty answer line, then a table with a question column and an answer column.
 */
export async function buildWordQuestionnaire(): Promise<Buffer> {
  const numbered = [
    'Do you have a documented information security program?',
    'Describe how you encrypt customer data at rest.',
    'Do you perform annual penetration tests by an independent firm?',
  ];
  const tableQuestions = [
    'Is multi-factor authentication required for remote access?',
    'How long are audit logs retained?',
    'Do you have a business continuity plan?',
  ];
  const cell = (text: string, bold = false) =>
    new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })], width: { size: 33, type: WidthType.PERCENTAGE } });
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Supplier Security Questionnaire', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Please answer each question below.' }),
          new Paragraph({ text: 'Section A: Security program', heading: HeadingLevel.HEADING_2 }),
          ...numbered.flatMap((q, i) => [new Paragraph({ text: `${i + 1}. ${q}` }), new Paragraph({ text: '' })]),
          new Paragraph({ text: 'Section B: Operations', heading: HeadingLevel.HEADING_2 }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({ children: [cell('No.', true), cell('Question', true), cell('Answer', true)] }),
              ...tableQuestions.map((q, i) => new TableRow({ children: [cell(`B.${i + 1}`), cell(q), cell('')] })),
            ],
          }),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}
