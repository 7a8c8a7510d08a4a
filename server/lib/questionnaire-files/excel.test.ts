import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  QuestionnaireFileError,
  extractQuestions,
  inspectQuestionnaire,
  sheetGrid,
  writeAnswers,
  writeAnswersWithReport,
  type ExtractedQuestion,
  type FilledAnswer,
} from './index';
import { resolveLimits } from './limits';
import { openWorkbook } from './xlsx/workbook';
import { verifyWrittenWorkbook } from './xlsx/verify';

const FIXTURES = join(process.cwd(), 'tests/fixtures/questionnaires');
const NAME = 'vendor-assessment.xlsx';
const original = readFileSync(join(FIXTURES, NAME));
const inline = { inline: true };

function fillAll(questions: ExtractedQuestion[]): FilledAnswer[] {
  return questions.map((q, i) => ({
    sheet: q.sheet,
    row: q.row,
    answerCells: q.answerCells,
    // lower case on purpose: the file's own spelling of the option must be written
    choice: q.answerOptions ? q.answerOptions[i % q.answerOptions.length]!.toLowerCase() : null,
    text: i % 4 === 0 ? `=HYPERLINK("http://evil.example","click") answer ${i}` : `Answer ${i}\nwith a second line`,
  }));
}

describe('Excel questionnaires: proposed mapping', () => {
  it('selects the question sheets and leaves instructions, summaries, lists and hidden copies out', async () => {
    const r = await inspectQuestionnaire(original, NAME);
    expect(r.format).toBe('excel');
    const by = Object.fromEntries(r.sheets.map((s) => [s.name, s]));
    expect(by['Security Questions']!.mapping.selected).toBe(true);
    expect(by['Controls']!.mapping.selected).toBe(true);
    for (const name of ['Instructions', 'Summary', 'Questions', 'Lists']) expect(by[name]!.mapping.selected).toBe(false);
    expect(by['Instructions']!.questionCount).toBe(0);
    expect(by['Questions']!.hidden).toBe(true);
    expect(by['Questions']!.helper).toBe(true);
    expect(r.warnings).toEqual([]);
  });

  it('proposes the question, ID, choice and comment columns from headers, IDs and lists', async () => {
    const r = await inspectQuestionnaire(original, NAME);
    const sq = r.sheets.find((s) => s.name === 'Security Questions')!;
    expect(sq.mapping).toMatchObject({ headerRow: 3, questionColumn: 2, idColumn: 1 });
    expect(sq.mapping.answerColumns).toEqual([
      { column: 3, kind: 'choice' },
      { column: 4, kind: 'text' },
    ]);
    expect(sq.headers).toContainEqual({ column: 5, text: 'Guidance' });
    expect(sq.questionCount).toBe(9);
    expect(sq.confidence).toBeGreaterThan(0.8);
    const ctl = r.sheets.find((s) => s.name === 'Controls')!;
    expect(ctl.mapping.answerColumns).toEqual([
      { column: 3, kind: 'x', option: 'Yes' },
      { column: 4, kind: 'x', option: 'No' },
      { column: 5, kind: 'x', option: 'N/A' },
      { column: 6, kind: 'text' },
    ]);
  });
});

describe('Excel questionnaires: extracted questions', () => {
  it('keeps coordinates, sections, list options and the answers already in the file', async () => {
    const qs = await extractQuestions(original, NAME, undefined, inline);
    expect(qs).toHaveLength(14);
    expect(qs.map((q) => q.qid)).toEqual([
      'GEN-01',
      'GEN-02',
      'ACC-01',
      'ACC-02',
      'ACC-03',
      'DAT-01',
      'DAT-02',
      'DAT-03',
      'DAT-04',
      'IAM-01.1',
      'IAM-01.2',
      'LOG-01.1',
      'LOG-02.1',
      'BCR-01.1',
    ]);
    const acc1 = qs.find((q) => q.qid === 'ACC-01')!;
    expect(acc1).toMatchObject({ sheet: 'Security Questions', row: 8, section: 'Access Control', answerOptions: ['Yes', 'No', 'N/A'] });
    expect(acc1.answerCells.map((c) => `${c.address}:${c.kind}`)).toEqual(['C8:choice', 'D8:text']);
    expect(qs.find((q) => q.qid === 'ACC-02')!.answerOptions).toEqual(['Yes', 'No', 'Partially']);
    expect(qs.find((q) => q.qid === 'ACC-02')!.question).toBe(
      'Are user access rights reviewed at least quarterly?\n(Include privileged and service accounts.)',
    );
    expect(qs.find((q) => q.qid === 'DAT-04')!.answerOptions).toEqual(['Yes', 'No', 'N/A']);
    expect(qs.find((q) => q.qid === 'DAT-03')!.answerOptions).toBeNull();
    expect(qs.find((q) => q.qid === 'DAT-01')!.existingAnswer).toEqual({ choice: 'Yes', text: 'AES-256 with keys in a managed KMS, rotated yearly.' });
    expect(qs.find((q) => q.qid === 'GEN-01')!.existingAnswer).toEqual({ choice: 'Northwind Widgets Ltd', text: null });
    expect(qs.find((q) => q.qid === 'GEN-01')!.answerCells.map((c) => c.address)).toEqual(['C5']);
    const iam = qs.find((q) => q.qid === 'IAM-01.1')!;
    expect(iam.existingAnswer).toEqual({ choice: 'Yes', text: 'Reviewed monthly.' });
    expect(iam.answerOptions).toEqual(['Yes', 'No', 'N/A']);
  });

  it('skips hidden rows and does not count the hidden copy of the questions', async () => {
    const qs = await extractQuestions(original, NAME, undefined, inline);
    expect(qs.find((q) => q.qid === 'ACC-04')).toBeUndefined();
    expect(qs.filter((q) => q.sheet === 'Questions')).toHaveLength(0);
  });

  it('follows a mapping the user changed', async () => {
    const r = await inspectQuestionnaire(original, NAME, inline);
    const mappings = r.sheets.map((s) =>
      s.name === 'Security Questions' ? { ...s.mapping, answerColumns: [{ column: 4, kind: 'text' as const }] } : { ...s.mapping, selected: false },
    );
    const qs = await extractQuestions(original, NAME, mappings, inline);
    expect(qs.every((q) => q.sheet === 'Security Questions')).toBe(true);
    expect(qs.find((q) => q.qid === 'DAT-01')!.answerCells.map((c) => c.address)).toEqual(['D13']);
  });
});

describe('Excel questionnaires: sheet view', () => {
  it('returns every cell with merged ranges and is padded to ten columns', async () => {
    const grid = await sheetGrid(original, NAME, 'Security Questions');
    expect(grid.length).toBeGreaterThanOrEqual(18);
    expect(grid.every((row) => row.length >= 10)).toBe(true);
    expect(grid[0]![0]).toMatchObject({ value: 'Acme Buyer Inc. — Vendor Security Questionnaire', is_spanning_cell: true, column_span: 5, row_span: 1 });
    expect(grid[0]![1]).toMatchObject({ value: '', spanning_cell_id: 'A1', is_spanning_cell: false });
    expect(grid[2]![1]!.value).toBe('Question');
    expect(grid[2]![1]!.className).toContain('bold');
  });
});

describe('Excel questionnaires: answers written back', () => {
  it('fills every question of the workbook and changes nothing but the answer cells', async () => {
    const questions = await extractQuestions(original, NAME, undefined, inline);
    const answers = fillAll(questions);
    const out = await writeAnswers(original, NAME, answers);

    // the answers are where the questions said, with the options spelled as the lists spell them
    const again = await extractQuestions(out, NAME, undefined, inline);
    expect(again.map((q) => q.row)).toEqual(questions.map((q) => q.row));
    again.forEach((q, i) => {
      const a = answers[i]!;
      if (q.answerOptions) expect(q.existingAnswer.choice).toBe(q.answerOptions[i % q.answerOptions.length]);
      if (q.answerCells.some((c) => c.kind === 'text')) expect(q.existingAnswer.text).toBe(a.text);
    });

    // every other cell, style, formula, merge, validation, width and hidden state is as it was
    const answerCells = new Set(questions.flatMap((q) => q.answerCells.map((c) => `${c.sheet}!${c.address}`)));
    const before = new ExcelJS.Workbook();
    await before.xlsx.load(original as unknown as ArrayBuffer);
    const after = new ExcelJS.Workbook();
    await after.xlsx.load(out as unknown as ArrayBuffer);
    expect(after.worksheets.map((w) => [w.name, w.state])).toEqual(before.worksheets.map((w) => [w.name, w.state]));
    let compared = 0;
    for (const ws of before.worksheets) {
      const ws2 = after.getWorksheet(ws.name)!;
      expect(Object.keys((ws2 as any)._merges).sort()).toEqual(Object.keys((ws as any)._merges).sort());
      expect(ws2.columns?.map((c) => [c.width, c.hidden])).toEqual(ws.columns?.map((c) => [c.width, c.hidden]));
      for (let r = 1; r <= Math.max(ws.rowCount, ws2.rowCount); r++) {
        expect(ws2.getRow(r).hidden).toBe(ws.getRow(r).hidden);
        for (let c = 1; c <= Math.max(ws.columnCount, ws2.columnCount, 8); c++) {
          const a = ws.getCell(r, c);
          const b = ws2.getCell(r, c);
          if (a.isMerged && a.master.address !== a.address) {
            expect(b.master.address).toBe(a.master.address);
            continue;
          }
          if (answerCells.has(`${ws.name}!${a.address}`)) {
            if (!(typeof a.value === 'string' && a.value) || b.value) expect(b.formula).toBeUndefined();
            expect(b.dataValidation).toEqual(a.dataValidation);
            continue;
          }
          expect(b.value).toEqual(a.value);
          expect(b.style).toEqual(a.style);
          expect(b.dataValidation).toEqual(a.dataValidation);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('marks x in the option column and empties the option that was marked before', async () => {
    const qs = await extractQuestions(original, NAME, undefined, inline);
    const iam = qs.find((q) => q.qid === 'IAM-01.1')!;
    const out = await writeAnswers(original, NAME, [{ sheet: iam.sheet, row: iam.row, answerCells: iam.answerCells, choice: 'n/a', text: null }], inline);
    const wb = openWorkbook(out, resolveLimits()).sheet('Controls');
    expect(wb.cells.get(3)?.get(3)).toBeUndefined();
    expect(wb.cells.get(3)?.get(5)?.value).toBe('x');
    expect(wb.cells.get(3)?.get(6)?.value).toBe('Reviewed monthly.');
  });

  it('writes values that start with = + - @ as text, never as formulas', async () => {
    const qs = await extractQuestions(original, NAME, undefined, inline);
    const targets = qs.filter((q) => q.answerCells.some((c) => c.kind === 'text')).slice(0, 4);
    const texts = ['=1+1', '+SUM(A1)', '-2+3', '@cmd'];
    const out = await writeAnswers(
      original,
      NAME,
      targets.map((q, i) => ({ sheet: q.sheet, row: q.row, answerCells: q.answerCells, choice: null, text: texts[i]! })),
      inline,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(out as unknown as ArrayBuffer);
    targets.forEach((q, i) => {
      const cell = q.answerCells.find((c) => c.kind === 'text')!;
      const v = wb.getWorksheet(cell.sheet)!.getCell(cell.address);
      expect(v.value).toBe(texts[i]);
      expect(v.formula).toBeUndefined();
    });
    const styles = openWorkbook(out, resolveLimits()).part('xl/styles.xml')!;
    expect(styles).toContain('quotePrefix="1"');
  });

  it('asks Excel to recalculate formulas when the file is opened', async () => {
    const qs = await extractQuestions(original, NAME, undefined, inline);
    const q = qs.find((x) => x.qid === 'ACC-03')!;
    const out = await writeAnswers(original, NAME, [{ sheet: q.sheet, row: q.row, answerCells: q.answerCells, choice: null, text: 'Within a day.' }], inline);
    expect(openWorkbook(out, resolveLimits()).part('xl/workbook.xml')).toMatch(/<calcPr[^>]*fullCalcOnLoad="1"/);
  });

  it('does not write a choice that is not one of the options of the cell list, and says why', async () => {
    const qs = await extractQuestions(original, NAME, undefined, inline);
    const q = qs.find((x) => x.qid === 'ACC-01')!;
    const out = await writeAnswersWithReport(
      original,
      NAME,
      [{ sheet: q.sheet, row: q.row, answerCells: q.answerCells, choice: 'Maybe', text: null }],
      {},
      inline,
    );
    expect(out.report.notWritten).toEqual([
      expect.objectContaining({ part: 'answer', reason: expect.stringMatching(/"Maybe" .* not one of the options .*Yes, No, N\/A/) }),
    ]);
    expect(out.buffer.equals(original)).toBe(true);
  });

  it('refuses to hand out a file that differs from the original outside the answer cells', async () => {
    const limits = resolveLimits();
    const qs = await extractQuestions(original, NAME, undefined, inline);
    const q = qs.find((x) => x.qid === 'ACC-03')!;
    const out = await writeAnswers(original, NAME, [{ sheet: q.sheet, row: q.row, answerCells: q.answerCells, choice: null, text: 'Same day.' }], inline);
    // the check itself: the same output compared against edits that do not include ACC-03 must fail
    expect(() =>
      verifyWrittenWorkbook(original, out, openWorkbook(original, limits), [], new Set(['xl/worksheets/sheet2.xml', 'xl/workbook.xml']), limits),
    ).toThrow(QuestionnaireFileError);
  });
});

describe('Excel questionnaires in the words customers write them in', () => {
  const sheet = async (header: string[], rows: string[][]) => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Fragebogen');
    ws.addRow(header);
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  };

  it('reads German headers: the question, the answer with its options, and the remarks column for the explanation', async () => {
    const buf = await sheet(
      ['Nr.', 'Frage', 'Antwort (Ja/Nein)', 'Bemerkungen'],
      [
        ['1', 'Werden alle Daten im Ruhezustand verschlüsselt?', '', ''],
        ['2', 'Gibt es einen Notfallplan für den Betrieb?', '', ''],
        ['3', 'Werden Zugriffsrechte regelmäßig überprüft?', '', ''],
      ],
    );
    const qs = await extractQuestions(buf, 'fragebogen.xlsx', undefined, inline);
    expect(qs.map((q) => q.qid)).toEqual(['1', '2', '3']);
    expect(qs[0]!.answerOptions).toEqual(['Ja', 'Nein']);
    expect(qs[0]!.answerCells.map((c) => c.kind)).toEqual(['choice', 'text']);
  });

  it('takes the options a column header spells ("Y/N"), so answers are drafted and written as one of them', async () => {
    const buf = await sheet(
      ['ID', 'Question', 'Y/N', 'Comments'],
      [
        ['Q1', 'Is customer data encrypted at rest?', '', ''],
        ['Q2', 'Do you run a bug bounty programme?', '', ''],
        ['Q3', 'Are access rights reviewed every quarter?', '', ''],
      ],
    );
    const qs = await extractQuestions(buf, 'yn.xlsx', undefined, inline);
    expect(qs[0]!.answerOptions).toEqual(['Y', 'N']);
    const out = await writeAnswersWithReport(buf, 'yn.xlsx', [{ ...qs[0]!, choice: 'Y', text: 'AES-256.' }], {}, inline);
    const again = await extractQuestions(out.buffer, 'yn.xlsx', undefined, inline);
    expect(again[0]!.existingAnswer).toEqual({ choice: 'Y', text: 'AES-256.' });
  });
});
