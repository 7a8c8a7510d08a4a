import { parse } from 'csv-parse/sync';
import { QuestionnaireFileError } from '../errors';
import type { ExtractedQuestion, SheetMapping } from '../types';
import { ArrayGrid } from '../table/grid';
import { proposeTable } from '../table/analyze';
import { extractTableQuestions } from '../table/rows';
import { LIST_SHEET } from './list';

function decode(buf: Buffer): string {
  if (buf[0] === 0xff && buf[1] === 0xfe) return buf.subarray(2).toString('utf16le');
  const text = buf.toString('utf8').replace(/^\uFEFF/, '');
  // Windows-1252 files read as UTF-8 show replacement characters: read them as latin1 instead
  return text.includes('\uFFFD') ? buf.toString('latin1') : text;
}

/** Refuses text with a line longer than `max` characters before any parsing (no questionnaire has one;
 *  a single 20 MB line would keep the parsers busy for half a minute). */
export function checkLineLengths(text: string, max: number, what = 'file'): number {
  let start = 0;
  for (let lines = 1; ; lines++) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    if (end - start > max)
      throw new QuestionnaireFileError(
        `A line of the ${what} is longer than ${max.toLocaleString('en')} characters; it is not a questionnaire this importer can read.`,
      );
    if (nl < 0) return lines;
    start = nl + 1;
  }
}

export function csvRows(buf: Buffer, maxRows: number, maxLineChars = Infinity): string[][] {
  const text = decode(buf);
  // Counted before parsing: half a million rows would keep the parser busy for a minute.
  if (checkLineLengths(text, maxLineChars, 'CSV file') > maxRows) {
    throw new QuestionnaireFileError(
      `The CSV file has more than ${maxRows.toLocaleString('en')} lines; it is not a questionnaire this importer can read. Split it into smaller files.`,
    );
  }
  const sample = text.slice(0, 20000);
  const delimiters = [',', ';', '\t', '|'];
  let best = ',';
  let bestScore = -1;
  for (const d of delimiters) {
    try {
      const rows = parse(sample, { delimiter: d, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, to: 50 }) as string[][];
      const widths = rows.map((r) => r.length);
      const common = widths.filter((w) => w === widths[0]).length;
      const score = (widths[0] ?? 1) > 1 ? common * (widths[0] ?? 1) : 0;
      if (score > bestScore) {
        bestScore = score;
        best = d;
      }
    } catch {
      /* not this delimiter */
    }
  }
  try {
    return parse(text, { delimiter: best, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, to: maxRows }) as string[][];
  } catch {
    throw new QuestionnaireFileError('The file is not a valid CSV file.');
  }
}

export const csvGrid = (buf: Buffer, maxRows: number, maxLineChars?: number) => new ArrayGrid(LIST_SHEET, csvRows(buf, maxRows, maxLineChars));

/** Questions of a CSV questionnaire: the same column rules as a sheet (header words, IDs, answer columns). */
export function extractCsv(buf: Buffer, maxRows: number, mapping?: SheetMapping, maxLineChars?: number): ExtractedQuestion[] {
  const grid = csvGrid(buf, maxRows, maxLineChars);
  const proposal = proposeTable(grid);
  const m = mapping ?? (proposal ? { ...proposal } : null);
  if (!m) return [];
  return extractTableQuestions(grid, { ...m, sectionColumn: proposal?.sectionColumn ?? null }).map((q, i) => ({
    sequence: i + 1,
    sheet: LIST_SHEET,
    row: q.row,
    qid: q.qid,
    section: q.section,
    question: q.question,
    answerCells: [{ sheet: LIST_SHEET, row: q.row, column: 0, kind: 'text' as const, address: `#${q.row}` }],
    answerOptions: q.options,
    existingAnswer: { choice: q.choice, text: q.text },
  }));
}
