import { QuestionnaireFileError } from './errors';
import { convertLegacy } from './convert';
import { detectFormat } from './detect';
import { exportAnswersWorkbook } from './export-workbook';
import { mb } from './limits';
import type { ExtractedQuestion, FileInspection, FileLimits, FilledAnswer, GridCell, QuestionnaireFormat, SheetMapping, SheetProposal } from './types';
import { extractCsv, csvGrid } from './text/csv';
import { LIST_SHEET } from './text/list';
import { extractMarkdown } from './text/markdown';
import { extractPdf } from './text/pdf';
import { proposeTable } from './table/analyze';
import { WORD_SHEET, extractWord } from './word/extract';
import { openWordDoc } from './word/model';
import { writeWordAnswers } from './word/write';
import { sheetGridView } from './xlsx/grid-view';
import { extractWorkbook, inspectWorkbook } from './xlsx/inspect';
import { openWorkbook } from './xlsx/workbook';
import { writeWorkbookAnswers } from './xlsx/write';

export type Operation = 'inspect' | 'extract' | 'grid' | 'write';

export function checkSize(buf: Buffer, limits: FileLimits) {
  if (!buf.length) throw new QuestionnaireFileError('The file is empty.');
  if (buf.length > limits.maxFileBytes) throw new QuestionnaireFileError(`The file is larger than ${mb(limits.maxFileBytes)}; upload a smaller file.`);
}

async function prepare(buf: Buffer, fileName: string, limits: FileLimits): Promise<{ format: QuestionnaireFormat; buf: Buffer }> {
  checkSize(buf, limits);
  const d = detectFormat(buf, fileName);
  if (d.legacy) {
    const converted = await convertLegacy(buf, d.format === 'excel' ? 'xls' : 'doc', limits.timeoutMs);
    checkSize(converted, limits);
    return { format: d.format, buf: converted };
  }
  return { format: d.format, buf };
}

function listProposal(name: string, count: number, mapping?: Partial<SheetMapping>): SheetProposal {
  return {
    name,
    hidden: false,
    helper: false,
    rowCount: count,
    columnCount: 0,
    headers: [],
    mapping: { sheet: name, selected: true, headerRow: 0, questionColumn: 1, idColumn: null, answerColumns: [], ...mapping },
    questionCount: count,
    confidence: count ? 1 : 0,
  };
}

async function extractAny(format: QuestionnaireFormat, buf: Buffer, limits: FileLimits, mappings?: SheetMapping[]): Promise<ExtractedQuestion[]> {
  switch (format) {
    case 'excel':
      return extractWorkbook(openWorkbook(buf, limits), mappings);
    case 'word':
      return extractWord(openWordDoc(buf, limits));
    case 'pdf':
      return extractPdf(buf);
    case 'csv':
      return extractCsv(buf, limits.maxRowsPerSheet, mappings?.find((m) => m.selected));
    case 'markdown':
      return extractMarkdown(buf.toString('utf8'));
  }
}

const noQuestions = 'No questions were found in the file. Check that it is a questionnaire, or map its columns by hand.';

export async function inspectFile(raw: Buffer, fileName: string, limits: FileLimits): Promise<FileInspection> {
  const { format, buf } = await prepare(raw, fileName, limits);
  if (format === 'excel') {
    const result = inspectWorkbook(openWorkbook(buf, limits));
    if (!result.sheets.some((s) => s.mapping.selected)) result.warnings.push(noQuestions);
    return result;
  }
  const questions = await extractAny(format, buf, limits);
  const warnings = questions.length ? [] : [noQuestions];
  if (format === 'csv') {
    const grid = csvGrid(buf, limits.maxRowsPerSheet);
    const p = proposeTable(grid);
    const proposal = listProposal(LIST_SHEET, questions.length, p ? { headerRow: p.headerRow, questionColumn: p.questionColumn, idColumn: p.idColumn, answerColumns: p.answerColumns } : {});
    proposal.rowCount = grid.maxRow;
    proposal.columnCount = grid.maxCol;
    proposal.headers = (p?.headers ?? []).map((h) => ({ column: h.column, text: h.text }));
    proposal.confidence = Math.round((p?.confidence ?? 0) * 100) / 100;
    return { format, sheets: [proposal], warnings };
  }
  return { format, sheets: [listProposal(format === 'word' ? WORD_SHEET : LIST_SHEET, questions.length)], warnings };
}

export async function extractFile(raw: Buffer, fileName: string, limits: FileLimits, mappings?: SheetMapping[]): Promise<ExtractedQuestion[]> {
  const { format, buf } = await prepare(raw, fileName, limits);
  return extractAny(format, buf, limits, mappings);
}

export async function gridOfFile(raw: Buffer, fileName: string, sheetName: string, limits: FileLimits): Promise<GridCell[][]> {
  const { format, buf } = await prepare(raw, fileName, limits);
  if (format === 'excel') return sheetGridView(openWorkbook(buf, limits), sheetName);
  if (format === 'csv') {
    const grid = csvGrid(buf, Math.min(limits.maxRowsPerSheet, 5000));
    const cols = Math.max(10, Math.min(grid.maxCol, 100));
    return Array.from({ length: grid.maxRow }, (_, r) =>
      Array.from({ length: cols }, (_, c) => ({ value: grid.text(r + 1, c + 1), className: '', spanning_cell_id: null, is_spanning_cell: false, column_span: 1, row_span: 1 })),
    );
  }
  throw new QuestionnaireFileError('Only spreadsheets (Excel, CSV) have sheets to show.');
}

export async function writeFile(raw: Buffer, fileName: string, answers: FilledAnswer[], limits: FileLimits): Promise<Buffer> {
  const { format, buf } = await prepare(raw, fileName, limits);
  if (format === 'excel') return writeWorkbookAnswers(buf, answers, limits);
  if (format === 'word') return writeWordAnswers(buf, answers, limits);
  return exportAnswersWorkbook(await extractAny(format, buf, limits), answers, limits);
}

export async function runOperation(op: Operation, buf: Buffer, fileName: string, arg: unknown, limits: FileLimits): Promise<unknown> {
  switch (op) {
    case 'inspect':
      return inspectFile(buf, fileName, limits);
    case 'extract':
      return extractFile(buf, fileName, limits, arg as SheetMapping[] | undefined);
    case 'grid':
      return gridOfFile(buf, fileName, arg as string, limits);
    case 'write':
      return writeFile(buf, fileName, arg as FilledAnswer[], limits);
  }
}
