import { describe, expect, it } from 'vitest';
import { QuestionnaireFileError, extractQuestions, inspectQuestionnaire, writeAnswersWithReport } from './index';
import { resolveLimits } from './limits';
import * as shapes from './shapes.fixtures';
import { openWorkbook } from './xlsx/workbook';
import { documentXml, fill, inline } from './write.testing';

describe('Questionnaires in other languages', () => {
  it('finds every question of a Japanese Word table with full-width question marks, as it does in English', async () => {
    const qs = await extractQuestions(await shapes.buildJapaneseWord(), 'checklist.docx', undefined, inline);
    expect(qs).toHaveLength(38);
    expect(qs[0]!.question).toBe(shapes.japaneseQuestions()[0]);
    expect(qs[0]!.answerCells[0]).toMatchObject({ column: 3 });
  });

  it('finds accented, right-to-left and Chinese questions without any English word', async () => {
    const qs = await extractQuestions(await shapes.buildMixedScriptWord(), 'mixed.docx', undefined, inline);
    expect(qs.map((q) => q.qid)).toEqual(['1', '2', '3', '4', '5', '6']);
  });
});

describe('Writing answers: every approved answer lands or is reported', () => {
  it('reports each explanation a Yes/No-only Word table has no column for, and puts them at the end when the user chooses so', async () => {
    const buf = await shapes.buildWordYesNoOnly();
    const qs = await extractQuestions(buf, 'yesno.docx', undefined, inline);
    const answers = qs.map((q, i) => fill(q, 'Yes', `Explanation ${i + 1}.`));
    const plain = await writeAnswersWithReport(buf, 'yesno.docx', answers, {}, inline);
    expect(plain.report.written).toBe(38);
    expect(plain.report.notWritten).toHaveLength(38);
    expect(plain.report.notWritten[0]).toMatchObject({ part: 'explanation', reason: expect.stringMatching(/no column for the explanation/) });
    const placed = await writeAnswersWithReport(buf, 'yesno.docx', answers, { overflow: 'appendix' }, inline);
    expect(placed.report.notWritten.every((n) => n.placedElsewhere)).toBe(true);
    const xml = await documentXml(placed.buffer);
    expect(xml).toContain('Answers not written in place');
    expect(xml).toContain('Explanation 38.');
  });

  it('writes an answer holding a vertical tab (XML 1.0 forbids it) instead of failing the file', async () => {
    const buf = await shapes.buildJapaneseWord();
    const qs = await extractQuestions(buf, 'checklist.docx', undefined, inline);
    const out = await writeAnswersWithReport(buf, 'checklist.docx', [fill(qs[0]!, null, 'Copied\u000bfrom last year\u0001.')], {}, inline);
    expect(out.report.written).toBe(1);
    expect(await documentXml(out.buffer)).toContain('from last year.');
  });

  it('leaves cells nobody changed exactly as they were: a date, trailing spaces, a carriage return', async () => {
    const buf = await shapes.buildTrickyWorkbook();
    const qs = await extractQuestions(buf, 'tricky.xlsx', undefined, inline);
    const same = qs.slice(0, 2).map((q) => fill(q, q.existingAnswer.choice, q.existingAnswer.text));
    const out = await writeAnswersWithReport(buf, 'tricky.xlsx', same, {}, inline);
    expect(out.report).toMatchObject({ written: 0, unchanged: 2, notWritten: [] });
    expect(out.buffer.equals(buf)).toBe(true);
  });

  it('keeps a formula in a comment cell, says the explanation has no cell, and never lets one bad answer block the others', async () => {
    const buf = await shapes.buildTrickyWorkbook();
    const qs = await extractQuestions(buf, 'tricky.xlsx', undefined, inline);
    const byId = new Map(qs.map((q) => [q.qid, q]));
    const answers = [
      fill(byId.get('SEC-04')!, 'Yes', 'Documented in the policy.'),
      fill(byId.get('SEC-07')!, 'Maybe', null),
      fill(byId.get('SEC-08')!, 'No', 'Planned for Q3.'),
    ];
    const out = await writeAnswersWithReport(buf, 'tricky.xlsx', answers, {}, inline);
    expect(out.report.written).toBe(2);
    expect(out.report.notWritten).toEqual([
      expect.objectContaining({ index: 0, part: 'explanation', reason: expect.stringMatching(/no cell for the explanation/) }),
      expect.objectContaining({ index: 1, part: 'answer', reason: expect.stringMatching(/"Maybe" .* not one of the options/) }),
    ]);
    const sheet = openWorkbook(out.buffer, resolveLimits()).sheet('Security');
    expect(sheet.cells.get(5)?.get(4)?.formula).toBe('Lists!B1');
    expect(sheet.cells.get(5)?.get(3)?.value).toBe('Yes');
    expect(sheet.cells.get(9)?.get(4)?.value).toBe('Planned for Q3.');
  });

  it('gives a choice cell of the HECVAT Lite layout exactly one option and the explanation its own column', async () => {
    const buf = await shapes.buildLiteLayoutWorkbook();
    const qs = await extractQuestions(buf, 'lite.xlsx', undefined, inline);
    expect(qs).toHaveLength(10);
    const out = await writeAnswersWithReport(buf, 'lite.xlsx', [fill(qs[0]!, 'yes', 'Policy SEC-1, reviewed yearly.')], {}, inline);
    const sheet = openWorkbook(out.buffer, resolveLimits()).sheet('HECVAT Lite');
    expect(sheet.cells.get(2)?.get(3)?.value).toBe('Yes');
    expect(sheet.cells.get(2)?.get(4)?.value).toBe('Policy SEC-1, reviewed yearly.');
  });
});

describe('Word files whose questions are not found: the column-mapping step', () => {
  it('offers each table of the document with a starting mapping instead of a dead end', async () => {
    const r = await inspectQuestionnaire(await shapes.buildWordStatementsForm(), 'form.docx', inline);
    expect(r.sheets[0]).toMatchObject({ name: 'Word File', questionCount: 0 });
    expect(r.warnings).toEqual([expect.stringMatching(/Choose the table that holds them, and its question and answer columns/)]);
    expect(r.tables?.map((t) => t.name)).toEqual(['Table 1', 'Table 2']);
    expect(r.tables![1]).toMatchObject({
      rowCount: 9,
      columnCount: 4,
      mapping: {
        selected: false,
        questionColumn: 2,
        answerColumns: [
          { column: 3, kind: 'text' },
          { column: 4, kind: 'text' },
        ],
      },
    });
    expect(r.tables![1]!.headers.map((h) => h.text)).toEqual(['Area', 'Control statement', 'Supplier response', 'Evidence']);
  });

  it('reads the statements of the table the user chose, and writes each answer into that table’s response and evidence cells', async () => {
    const buf = await shapes.buildWordStatementsForm();
    const qs = await extractQuestions(buf, 'form.docx', [shapes.WORD_STATEMENTS_MAPPING], inline);
    expect(qs.map((q) => q.question)).toEqual(shapes.WORD_STATEMENTS);
    expect(qs[0]!.answerCells.map((c) => c.address)).toEqual(['T2R2C3', 'T2R2C4']);
    const out = await writeAnswersWithReport(buf, 'form.docx', [fill(qs[0]!, 'Yes', 'AES-256, keys in a managed key service.')], {}, inline);
    expect(out.report).toMatchObject({ written: 1, notWritten: [] });
    const again = await extractQuestions(out.buffer, 'form.docx', [shapes.WORD_STATEMENTS_MAPPING], inline);
    expect(again[0]!.existingAnswer).toEqual({ choice: 'Yes', text: 'AES-256, keys in a managed key service.' });
    expect(again[1]!.existingAnswer).toEqual({ choice: null, text: null });
  });
});

describe('The HECVAT Lite 3.04 layout (a title merged over the answer columns, a header row per section)', () => {
  it('proposes the explanation column beside the Yes/No column, and a choice cell gets exactly one of its options', async () => {
    const buf = await shapes.buildLite304Workbook();
    const r = await inspectQuestionnaire(buf, 'lite.xlsx', inline);
    const sheet = r.sheets.find((s) => s.name === 'HECVAT - Lite | Vendor Response')!;
    expect(sheet.mapping.answerColumns).toEqual([
      { column: 3, kind: 'choice' },
      { column: 4, kind: 'text' },
    ]);
    expect(sheet.headers.find((h) => h.column === 4)?.text).toBe('Additional Information');
    const qs = await extractQuestions(buf, 'lite.xlsx', undefined, inline);
    expect(qs).toHaveLength(shapes.LITE_304_QUESTIONS);
    const comp = qs.find((q) => q.qid === 'COMP-01')!;
    expect(comp.answerOptions).toEqual(['Yes', 'No']);
    const out = await writeAnswersWithReport(buf, 'lite.xlsx', [fill(comp, 'Yes', 'A team of twelve reports to the CISO.')], {}, inline);
    expect(out.report).toMatchObject({ written: 1, notWritten: [] });
    const written = openWorkbook(out.buffer, resolveLimits()).sheet('HECVAT - Lite | Vendor Response');
    expect(written.cells.get(comp.row)?.get(3)?.value).toBe('Yes');
    expect(written.cells.get(comp.row)?.get(4)?.value).toBe('A team of twelve reports to the CISO.');
  });
});

describe('The mapping proposal says what it leaves out', () => {
  it('does not take a footer with a link for a question, leaves a data sheet unselected, and names formula rows and locked sheets', async () => {
    const r = await inspectQuestionnaire(await shapes.buildTrickyWorkbook(), 'tricky.xlsx', inline);
    const by = Object.fromEntries(r.sheets.map((s) => [s.name, s]));
    expect(by['Security']).toMatchObject({ questionCount: 11, mapping: { selected: true } });
    expect(by['Assets']!.mapping.selected).toBe(false);
    expect(r.warnings).toEqual([
      expect.stringMatching(/"Security": 1 question \(row 6\) is left out because the answer cell holds a formula/),
      expect.stringMatching(/"Sign-off" is locked/),
      expect.stringMatching(/"Assets" looks like data, not questions/),
    ]);
    const qs = await extractQuestions(await shapes.buildTrickyWorkbook(), 'tricky.xlsx', undefined, inline);
    expect(qs.some((q) => q.question.includes('https://'))).toBe(false);
  });

  it('refuses a damaged .xls (an OLE header followed by zeros) before any conversion is tried', async () => {
    await expect(inspectQuestionnaire(shapes.damagedXls(), 'old.xls', inline)).rejects.toThrow(QuestionnaireFileError);
    await expect(inspectQuestionnaire(shapes.damagedXls(), 'old.xls', inline)).rejects.toThrow('The file is not a valid Excel workbook.');
  });
});
