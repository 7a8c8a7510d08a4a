import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { extractQuestions, inspectQuestionnaire, writeAnswers } from './index';
import { optionsSpelled } from './table/vocab';

/** A questionnaire whose rows spell their own options in a column of their own ("1) Yes / 2) No"). */
async function workbook(options: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Assessment');
  ws.addRow(['Ref', 'Area', 'Question', 'Answer options', 'Answer', 'Notes']);
  const questions = [
    'Do you encrypt backups?',
    'Is there a named data protection officer?',
    'Are laptops wiped remotely when lost?',
    'Do you run a bug bounty?',
  ];
  questions.forEach((q, i) => ws.addRow([`R-${i + 1}`, 'General', q, options[i % options.length], null, null]));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('options a row spells in a cell of its own', () => {
  it('reads numbered, bracketed, "=" and plain option lists, and nothing else', () => {
    expect(optionsSpelled('1) Yes / 2) No')).toEqual(['1) Yes', '2) No']);
    expect(optionsSpelled('(1) Yes (2) No (3) N/A')).toEqual(['(1) Yes', '(2) No', '(3) N/A']);
    expect(optionsSpelled('1 = Yes, 2 = No')).toEqual(['1 = Yes', '2 = No']);
    expect(optionsSpelled('Yes / No / N/A')).toEqual(['Yes', 'No', 'N/A']);
    expect(optionsSpelled('1) Hosting 2) Storage')).toBeNull();
    expect(optionsSpelled('Is the service hosted in the EU?')).toBeNull();
  });

  it('offers the spelled options for the answer cell beside them, and maps the answer, not the options, column', async () => {
    const file = await workbook(['1) Yes / 2) No']);
    const r = await inspectQuestionnaire(file, 'spelled.xlsx');
    const sheet = r.sheets.find((s) => s.name === 'Assessment')!;
    expect(sheet.mapping.answerColumns.map((a) => a.column)).not.toContain(4);
    expect(sheet.mapping.answerColumns).toContainEqual({ column: 5, kind: 'choice' });
    const questions = await extractQuestions(file, 'spelled.xlsx');
    expect(questions).toHaveLength(4);
    for (const q of questions) expect(q.answerOptions).toEqual(['1) Yes', '2) No']);
  });

  it('writes the chosen option as the row spells it into the answer cell, leaving the options cell as it was', async () => {
    const file = await workbook(['1) Yes / 2) No']);
    const questions = await extractQuestions(file, 'spelled.xlsx');
    const written = await writeAnswers(
      file,
      'spelled.xlsx',
      questions.map((q) => ({ sheet: q.sheet, row: q.row, answerCells: q.answerCells, choice: '2) No', text: 'Not offered.' })),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(written as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Assessment')!;
    expect(ws.getCell('D2').value).toBe('1) Yes / 2) No');
    expect(ws.getCell('E2').value).toBe('2) No');
  });
});
