import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { EXPORT_HEADERS, LIST_SHEET, extractQuestions, inspectQuestionnaire, sheetGrid, writeAnswers, type ExtractedQuestion } from './index';
import { resolveLimits } from './limits';
import { openWorkbook } from './xlsx/workbook';

const FIXTURES = join(process.cwd(), 'tests/fixtures/questionnaires');
const read = (name: string) => readFileSync(join(FIXTURES, name));
const inline = { inline: true };
const answer = (q: ExtractedQuestion, choice: string | null, text: string | null) => ({ sheet: q.sheet, row: q.row, answerCells: q.answerCells, choice, text });

function pdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    for (let page = 0; page < 3; page++) {
      if (page) doc.addPage();
      doc.fontSize(9).text('Vendor Questionnaire v2 — Confidential');
      for (const l of lines.slice(page * 4, page * 4 + 4)) doc.fontSize(11).text(l);
    }
    doc.end();
  });
}

describe('CSV questionnaires', () => {
  it('refuses a CSV with more lines, or a file with more questions, than one questionnaire has, with a sentence', async () => {
    const lines = (n: number) => Buffer.from(['ID,Question,Answer', ...Array.from({ length: n }, (_, i) => `Q${i},Do you encrypt data set ${i}?,`)].join('\n'));
    await expect(extractQuestions(lines(60_000), 'huge.csv', undefined, inline)).rejects.toThrow(
      'The CSV file has more than 50,000 lines; it is not a questionnaire this importer can read. Split it into smaller files.',
    );
    await expect(extractQuestions(lines(12_000), 'long.csv', undefined, inline)).rejects.toThrow(
      'The file holds 12,000 questions; at most 10,000 can be imported from one file. Split it into smaller files.',
    );
  });

  it('reads questions, sections and the answers already in the file', async () => {
    const qs = await extractQuestions(read('security-questionnaire.csv'), 'security-questionnaire.csv', undefined, inline);
    expect(qs.map((q) => [q.qid, q.section, q.question])).toEqual([
      ['SEC-1', 'Governance', 'Do you have a documented information security program?'],
      ['SEC-2', 'Governance', 'Is the program reviewed at least annually?'],
      ['SEC-3', 'Data', 'Describe your data classification scheme, including "restricted" data.'],
      ['SEC-4', 'Data', 'Do you encrypt backups?'],
    ]);
    expect(qs[0]!.existingAnswer).toEqual({ choice: 'Yes', text: 'Owned by the CISO.' });
    expect(qs[3]!.existingAnswer).toEqual({ choice: 'No', text: 'Planned for Q3.' });
    expect(qs[0]!.answerCells).toEqual([{ sheet: LIST_SHEET, row: 2, column: 0, kind: 'text', address: '#2' }]);
  });

  it('reads a question list without answer columns', async () => {
    const name = 'northwind-inbound-questionnaire.csv';
    const inspection = await inspectQuestionnaire(read(name), name, inline);
    expect(inspection).toMatchObject({ format: 'csv', sheets: [{ name: LIST_SHEET, questionCount: 18, mapping: { questionColumn: 3, idColumn: 1 } }] });
    const qs = await extractQuestions(read(name), name, undefined, inline);
    expect(qs).toHaveLength(18);
    expect(qs[2]).toMatchObject({ qid: 'Q03', section: 'Encryption', question: 'Do you support customer-managed encryption keys (CMEK/BYOK)?' });
  });

  it('shows a CSV file as a sheet', async () => {
    const grid = await sheetGrid(read('security-questionnaire.csv'), 'security-questionnaire.csv', LIST_SHEET, inline);
    expect(grid).toHaveLength(5);
    expect(grid[0]!.length).toBe(10);
    expect(grid[0]!.slice(0, 3).map((c) => c.value)).toEqual(['ID', 'Category', 'Question']);
  });

  it('exports the answers as a new workbook with text that can never run as a formula', async () => {
    const name = 'security-questionnaire.csv';
    const qs = await extractQuestions(read(name), name, undefined, inline);
    const out = await writeAnswers(
      read(name),
      name,
      [answer(qs[1]!, 'Yes', '=cmd|"/c calc"!A1'), answer(qs[2]!, null, 'Public, internal, restricted.')],
      inline,
    );
    const sheet = openWorkbook(out, resolveLimits()).sheet('Answers');
    const row = (r: number) => [1, 2, 3, 4].map((c) => sheet.cells.get(r)?.get(c)?.value ?? '');
    expect(row(1)).toEqual([...EXPORT_HEADERS]);
    expect(row(3)).toEqual(['SEC-2', 'Is the program reviewed at least annually?', 'Yes', '=cmd|"/c calc"!A1']);
    expect(sheet.cells.get(3)?.get(4)?.formula).toBeNull();
    expect(row(4)).toEqual(['SEC-3', 'Describe your data classification scheme, including "restricted" data.', '', 'Public, internal, restricted.']);
  });
});

describe('Markdown questionnaires', () => {
  it('reads checkbox questions with their options and ticked answers, and numbered questions with bullet answers', async () => {
    const qs = await extractQuestions(read('cloud-questionnaire.md'), 'cloud-questionnaire.md', undefined, inline);
    expect(qs.map((q) => q.question)).toEqual([
      'Do you enforce single sign-on for employees?',
      'Do you review privileged access monthly?',
      'Do you have a documented business continuity plan?',
      'Describe your recovery time objective for the core service.',
    ]);
    expect(qs[0]).toMatchObject({ section: 'Access', answerOptions: ['Yes', 'No'], existingAnswer: { choice: 'Yes', text: null } });
    expect(qs[1]!.existingAnswer).toEqual({ choice: null, text: null });
    expect(qs[2]).toMatchObject({ qid: '1', section: 'Resilience', existingAnswer: { choice: 'Yes', text: 'tested twice a year.' } });
  });

  it('reads every item of a self-certification checklist', async () => {
    const name = 'openchain-security-assurance-1.1.md';
    const qs = await extractQuestions(read(name), name, undefined, inline);
    expect(qs).toHaveLength(35);
    expect(qs.every((q) => q.answerOptions?.join('/') === 'Yes/No')).toBe(true);
  });
});

describe('PDF questionnaires', () => {
  it('reads identified questions and the answers printed after them, without running headers', async () => {
    const buf = await pdf([
      'ACC-01.1 Is multi-factor authentication enforced for all remote access?',
      'Yes Enforced through the identity provider for every employee.',
      'ACC-01.2 Are access rights reviewed quarterly?',
      'No',
      'ACC-02 Review user access at planned intervals.',
      'LOG-01.1 Are security logs kept for one year?',
      'Yes',
      'LOG-01.2 Describe how logs are protected from tampering.',
      'NA',
    ]);
    const qs = await extractQuestions(buf, 'filled.pdf', undefined, inline);
    expect(qs.map((q) => q.qid)).toEqual(['ACC-01.1', 'ACC-01.2', 'LOG-01.1', 'LOG-01.2']);
    expect(qs[0]!.existingAnswer).toEqual({ choice: 'Yes', text: 'Enforced through the identity provider for every employee.' });
    expect(qs[1]!.existingAnswer.choice).toBe('No');
    expect(qs[3]).toMatchObject({ question: 'Describe how logs are protected from tampering.', existingAnswer: { choice: 'N/A', text: null } });
    const out = await writeAnswers(buf, 'filled.pdf', [answer(qs[1]!, 'Yes', 'Now quarterly.')], inline);
    expect(openWorkbook(out, resolveLimits()).sheet('Answers').cells.get(3)?.get(3)?.value).toBe('Yes');
  });

  it('keeps the items a question lists after its question mark in the question, not in the answer', async () => {
    const buf = await pdf([
      'DAT-01.1 Do agreements set out the following on termination?',
      'a. Data format',
      'b. Deletion period',
      'Yes Both are in the data processing terms.',
      'DAT-01.2 Is data exported on request?',
      'No',
      'DAT-02.1 Are backups encrypted?',
      'Yes',
    ]);
    const qs = await extractQuestions(buf, 'filled.pdf', undefined, inline);
    expect(qs[0]).toMatchObject({
      question: 'Do agreements set out the following on termination? a. Data format b. Deletion period',
      existingAnswer: { choice: 'Yes', text: 'Both are in the data processing terms.' },
    });
    expect(qs.map((q) => q.existingAnswer.choice)).toEqual(['Yes', 'No', 'Yes']);
  });

  it('keeps an answer that recurs on every page, dropping only the header that stays at the same height', async () => {
    const domains = ['ACC', 'LOG', 'NET', 'HRS'];
    const buf = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size: 'A4', margin: 50 });
      const parts: Buffer[] = [];
      doc.on('data', (b: Buffer) => parts.push(b));
      doc.on('end', () => resolve(Buffer.concat(parts)));
      domains.forEach((d, page) => {
        if (page) doc.addPage();
        doc.fontSize(9).text('Vendor Questionnaire v2 — Confidential');
        // a different amount of text above it on each page: the repeated answer sits at another height each time
        for (let k = 0; k <= page; k++)
          doc
            .fontSize(11)
            .text(`${d}-0${k + 1}.1 Is the ${d} control number ${k + 1} in place?`)
            .text('Yes');
        doc.fontSize(11).text(`${d}-09.2 Are the ${d} policies reviewed at least annually?`);
        doc.text('Yes The policies are reviewed and approved by the security team');
        doc.text(`every year; the ${d} owner signs them off.`);
      });
      doc.end();
    });
    const qs = await extractQuestions(buf, 'filled.pdf', undefined, inline);
    const reviewed = qs.filter((q) => q.qid?.endsWith('-09.2'));
    expect(reviewed).toHaveLength(4);
    for (const [i, q] of reviewed.entries())
      expect(q.existingAnswer).toEqual({
        choice: 'Yes',
        text: `The policies are reviewed and approved by the security team every year; the ${domains[i]} owner signs them off.`,
      });
    expect(qs.some((q) => `${q.question} ${q.existingAnswer.text}`.includes('Confidential'))).toBe(false);
  });
});
