import ExcelJS from 'exceljs';
import { QuestionnaireFileError } from './errors';
import type { ExtractedQuestion, FileLimits, FilledAnswer } from './types';
import { openWorkbook } from './xlsx/workbook';

import { EXPORT_HEADERS } from './constants';

/** A new workbook with the questions of a PDF, CSV or Markdown questionnaire and their answers. Every
 *  value is a string cell (text starting with = + - @ stays text); the result is re-read and checked. */
export async function exportAnswersWorkbook(questions: ExtractedQuestion[], answers: FilledAnswer[], limits: FileLimits): Promise<Buffer> {
  const byRow = new Map(answers.map((a) => [`${a.sheet}|${a.row}`, a]));
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Trustroom';
  const ws = wb.addWorksheet('Answers', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: EXPORT_HEADERS[0], key: 'qid', width: 14 },
    { header: EXPORT_HEADERS[1], key: 'question', width: 70 },
    { header: EXPORT_HEADERS[2], key: 'choice', width: 16 },
    { header: EXPORT_HEADERS[3], key: 'text', width: 70 },
  ];
  ws.getRow(1).font = { bold: true };
  const expected: string[][] = [];
  for (const q of questions) {
    const a = byRow.get(`${q.sheet}|${q.row}`);
    const values = [q.qid ?? '', q.question, a?.choice?.trim() ?? '', a?.text?.trim() ?? ''];
    expected.push(values);
    const row = ws.addRow(values);
    row.alignment = { wrapText: true, vertical: 'top' };
  }
  const out = Buffer.from(await wb.xlsx.writeBuffer());
  const check = openWorkbook(out, limits).sheet('Answers');
  expected.forEach((values, i) => {
    values.forEach((v, c) => {
      const got = check.cells.get(i + 2)?.get(c + 1);
      if ((got?.value ?? '') !== v || got?.formula) {
        throw new QuestionnaireFileError('The answers workbook did not pass its check after writing; it was not produced.');
      }
    });
  });
  return out;
}
