import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractQuestions, writeAnswersWithReport, type ExtractedQuestion, type FilledAnswer } from './index';
import { resolveLimits } from './limits';
import * as shapes from './shapes.fixtures';
import { openWorkbook } from './xlsx/workbook';
import { verifyWrittenWorkbook } from './xlsx/verify';
import { documentXml, inline } from './write.testing';

const fill = (q: ExtractedQuestion, choice: string | null, text: string | null): FilledAnswer => ({
  sheet: q.sheet,
  row: q.row,
  answerCells: q.answerCells,
  choice,
  text,
  qid: q.qid,
  question: q.question,
});
const plainText = (xml: string) => xml.replace(/<w:p\b[^>]*>/g, '\n').replace(/<[^>]+>/g, '');

async function trickyAnswers() {
  const buf = await shapes.buildTrickyWorkbook();
  const qs = await extractQuestions(buf, 'tricky.xlsx', undefined, inline);
  const byId = new Map(qs.map((q) => [q.qid, q]));
  // SEC-04's comment cell holds a formula; "Maybe" is not an option of SEC-07's list
  return {
    buf,
    answers: [
      fill(byId.get('SEC-04')!, 'Yes', 'Documented in the policy.'),
      fill(byId.get('SEC-07')!, 'Maybe', 'Only for some systems.'),
      fill(byId.get('SEC-08')!, 'No', 'Planned for Q3.'),
    ],
  };
}

describe('Excel: approved answers that cannot land in their cell go where the user chose', () => {
  it('adds a comment column right of the mapping, with a header, for a formula cell and an answer that is not an option', async () => {
    const { buf, answers } = await trickyAnswers();
    const out = await writeAnswersWithReport(buf, 'tricky.xlsx', answers, { overflow: 'column' }, inline);
    expect(out.report.notWritten).toHaveLength(2);
    expect(out.report.notWritten.every((n) => n.placedElsewhere)).toBe(true);
    const sheet = openWorkbook(out.buffer, resolveLimits()).sheet('Security');
    expect(sheet.cells.get(1)?.get(5)?.value).toBe('Comments');
    expect(sheet.cells.get(5)?.get(5)?.value).toBe('Documented in the policy.');
    expect(sheet.cells.get(8)?.get(5)?.value).toBe('Maybe. Only for some systems.');
    expect(sheet.cells.get(5)?.get(4)?.formula).toBe('Lists!B1');
    expect(out.report.changes.filter((c) => c.place === 'column').map((c) => c.address)).toEqual(['E1', 'E5', 'E8']);
  });

  it('adds a sheet "Answers not written in place" with the question id, the question and the answer', async () => {
    const { buf, answers } = await trickyAnswers();
    const out = await writeAnswersWithReport(buf, 'tricky.xlsx', answers, { overflow: 'appendix' }, inline);
    const wb = openWorkbook(out.buffer, resolveLimits());
    expect(wb.sheets.map((s) => s.name)).toEqual(['Security', 'Sign-off', 'Assets', 'Lists', 'Answers not written in place']);
    const appendix = wb.sheet('Answers not written in place');
    const row = (r: number) => [1, 2, 3].map((c) => appendix.cells.get(r)?.get(c)?.value ?? '');
    expect(row(1)).toEqual(['Question ID', 'Question', 'Answer']);
    expect(row(2)).toEqual(['SEC-04', 'Do you enforce security control number 4 across all production systems?', 'Documented in the policy.']);
    expect(row(3)).toEqual(['SEC-07', 'Do you enforce security control number 7 across all production systems?', 'Maybe. Only for some systems.']);
    expect(wb.sheet('Security').cells.get(9)?.get(4)?.value).toBe('Planned for Q3.');
  });

  it('puts a note on the answer cell, with a comments part and its drawing, and changes no cell', async () => {
    const { buf, answers } = await trickyAnswers();
    const out = await writeAnswersWithReport(buf, 'tricky.xlsx', answers, { overflow: 'note' }, inline);
    expect(out.report.notWritten.every((n) => n.placedElsewhere)).toBe(true);
    expect(out.report.changes.filter((c) => c.place === 'note').map((c) => [c.address, c.after])).toEqual([
      ['C5', 'Documented in the policy.'],
      ['C8', 'Maybe. Only for some systems.'],
    ]);
    const zip = await JSZip.loadAsync(out.buffer);
    const comments = await zip.file('xl/comments1.xml')!.async('string');
    expect(comments).toContain('<comment ref="C5" authorId="0"><text><r><t xml:space="preserve">Documented in the policy.</t></r></text></comment>');
    expect(await zip.file('xl/worksheets/_rels/sheet1.xml.rels')!.async('string')).toContain('../comments1.xml');
    expect(await zip.file('xl/worksheets/sheet1.xml')!.async('string')).toMatch(/<legacyDrawing [^>]*id="rIdNote2"\/>/);
    expect(zip.file('xl/drawings/vmlDrawing1.vml')).not.toBeNull();
    const sheet = openWorkbook(out.buffer, resolveLimits()).sheet('Security');
    expect(sheet.cells.get(5)?.get(4)?.formula).toBe('Lists!B1');
    expect(sheet.cells.get(5)?.get(5)).toBeUndefined();
  });

  it('without a chosen place, says per question why the answer is not in the file and adds nothing', async () => {
    const { buf, answers } = await trickyAnswers();
    const out = await writeAnswersWithReport(buf, 'tricky.xlsx', answers, {}, inline);
    expect(out.report.notWritten.map((n) => [n.index, n.placedElsewhere ?? false])).toEqual([
      [0, false],
      [1, false],
    ]);
    expect(openWorkbook(out.buffer, resolveLimits()).sheets).toHaveLength(4);
  });
});

describe('Never writing where no answer belongs', () => {
  it('leaves a footer with a link and a data cell as they are, even when an answer points at them', async () => {
    const buf = await shapes.buildTrickyWorkbook();
    const footer: FilledAnswer = {
      sheet: 'Security',
      row: 15,
      answerCells: [{ sheet: 'Security', row: 15, column: 3, kind: 'text', address: 'C15' }],
      choice: null,
      text: 'Yes, we do.',
    };
    const data: FilledAnswer = {
      sheet: 'Assets',
      row: 18,
      answerCells: [{ sheet: 'Assets', row: 18, column: 3, kind: 'text', address: 'C18' }],
      choice: null,
      text: 'Yes.',
    };
    const out = await writeAnswersWithReport(buf, 'tricky.xlsx', [footer, data], {}, inline);
    expect(out.report.written).toBe(0);
    expect(out.report.notWritten.map((n) => n.reason)).toEqual([
      'The cell C15 of "Security" holds "Page 1", which the mapping did not read as an answer to a question; it was left as it is.',
      'The cell C18 of "Assets" holds "Bought 2023 with warranty", which the mapping did not read as an answer to a question; it was left as it is.',
    ]);
    expect(out.buffer.equals(buf)).toBe(true);
  });

  it('the check after writing refuses a file in which a cell that is not an answer changed', async () => {
    const buf = await shapes.buildTrickyWorkbook();
    const qs = await extractQuestions(buf, 'tricky.xlsx', undefined, inline);
    const out = await writeAnswersWithReport(buf, 'tricky.xlsx', [fill(qs[3]!, 'Yes', null)], {}, inline);
    const wb = openWorkbook(buf, resolveLimits());
    const edits = [{ sheet: 'Security', row: 15, col: 3, value: 'Yes' }];
    expect(() =>
      verifyWrittenWorkbook(buf, out.buffer, wb, edits, new Set([wb.sheets[0]!.path, wb.workbookPath]), resolveLimits(), {
        answerCells: new Set(),
        addedParts: [],
        insertions: new Map(),
        appendix: null,
        notes: [],
      }),
    ).toThrow(/C15 of "Security" is not an answer cell/);
  });

  it('lists every cell the export changes with what it said and what it will say', async () => {
    const buf = await shapes.buildTrickyWorkbook();
    const qs = await extractQuestions(buf, 'tricky.xlsx', undefined, inline);
    const byId = new Map(qs.map((q) => [q.qid, q]));
    const out = await writeAnswersWithReport(
      buf,
      'tricky.xlsx',
      [fill(byId.get('SEC-02')!, 'Yes', 'Reviewed yearly.'), fill(byId.get('SEC-03')!, 'N/A', null)],
      {},
      inline,
    );
    expect(out.report.changes).toEqual([
      { index: 0, sheet: 'Security', address: 'C3', before: 'No', after: 'Yes', place: 'answer' },
      { index: 0, sheet: 'Security', address: 'D3', before: 'Reviewed yearly.  \r\nOwner: CISO ', after: 'Reviewed yearly.', place: 'answer' },
      { index: 1, sheet: 'Security', address: 'C4', before: '', after: 'N/A', place: 'answer' },
    ]);
  });
});

describe('Word: approved answers that cannot land in their cell go where the user chose', () => {
  it('puts the explanations a Yes/No table has no column for in a paragraph right under the table', async () => {
    const buf = await shapes.buildWordYesNoOnly();
    const qs = await extractQuestions(buf, 'yesno.docx', undefined, inline);
    const out = await writeAnswersWithReport(
      buf,
      'yesno.docx',
      qs.slice(0, 3).map((q, i) => fill(q, 'Yes', `Explanation ${i + 1}.`)),
      { overflow: 'column' },
      inline,
    );
    expect(out.report.notWritten.every((n) => n.placedElsewhere)).toBe(true);
    const xml = await documentXml(out.buffer);
    const text = plainText(xml.slice(xml.indexOf('</w:tbl>')));
    expect(text).toContain('Comments to the answers in the table above\n1 Do you maintain a documented procedure for control area 1?\nExplanation 1.');
    expect(text).not.toContain('Answers not written in place');
    expect(out.report.changes.filter((c) => c.place === 'column')).toHaveLength(7);
  });

  it('puts them in a section "Answers not written in place" at the end of the document', async () => {
    const buf = await shapes.buildWordYesNoOnly();
    const qs = await extractQuestions(buf, 'yesno.docx', undefined, inline);
    const out = await writeAnswersWithReport(buf, 'yesno.docx', [fill(qs[1]!, 'No', 'Not yet.')], { overflow: 'appendix' }, inline);
    const text = plainText(await documentXml(out.buffer));
    expect(text.trimEnd().endsWith('Answers not written in place\n2 Do you maintain a documented procedure for control area 2?\nNot yet.')).toBe(true);
    expect(out.report.changes.map((c) => [c.address, c.place])).toEqual([
      ['Table 1, row 3, column 4', 'answer'],
      ['Answers not written in place', 'appendix'],
      ['Answers not written in place', 'appendix'],
      ['Answers not written in place', 'appendix'],
    ]);
  });

  it('puts each explanation in a comment on the answer cell', async () => {
    const buf = await shapes.buildWordYesNoOnly();
    const qs = await extractQuestions(buf, 'yesno.docx', undefined, inline);
    const out = await writeAnswersWithReport(
      buf,
      'yesno.docx',
      qs.slice(0, 2).map((q, i) => fill(q, 'Yes', `Explanation ${i + 1}.`)),
      { overflow: 'note' },
      inline,
    );
    expect(out.report.notWritten.every((n) => n.placedElsewhere)).toBe(true);
    expect(out.report.changes.filter((c) => c.place === 'note').map((c) => c.address)).toEqual([
      'Comment on Table 1, row 2, column 3',
      'Comment on Table 1, row 3, column 3',
    ]);
    const zip = await JSZip.loadAsync(out.buffer);
    const comments = await zip.file('word/comments.xml')!.async('string');
    expect(comments).toContain('w:author="Trustroom"');
    expect(comments).toContain('Explanation 2.');
    expect(await zip.file('[Content_Types].xml')!.async('string')).toContain('/word/comments.xml');
    const xml = await documentXml(out.buffer);
    expect(xml.match(/<w:commentReference /g)).toHaveLength(2);
  });

  it('never overwrites a table cell with text that was not read as an answer', async () => {
    const buf = await shapes.buildWordYesNoOnly();
    const qs = await extractQuestions(buf, 'yesno.docx', undefined, inline);
    const q = qs[0]!;
    const questionCell = { ...q.answerCells[0]!, column: 2, kind: 'text' as const, address: 'T1R2C2' };
    const out = await writeAnswersWithReport(buf, 'yesno.docx', [{ ...fill(q, null, 'Overwritten?'), answerCells: [questionCell] }], {}, inline);
    expect(out.report.notWritten[0]!.reason).toMatch(
      /^Table 1, row 2, column 2 holds "Do you maintain .*", which was not read as an answer to a question; it was left as it is\.$/,
    );
    expect(out.buffer.equals(buf)).toBe(true);
  });
});
