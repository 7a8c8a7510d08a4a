import { QuestionnaireFileError } from './errors';
import { convertLegacy } from './convert';
import { detectFormat } from './detect';
import { mb } from './limits';
import type {
  ExtractedQuestion,
  FileInspection,
  FileLimits,
  FilledAnswer,
  GridCell,
  QuestionnaireFormat,
  SheetMapping,
  SheetProposal,
  WriteOptions,
  WriteReport,
} from './types';
import { LIST_SHEET, WORD_SHEET } from './constants';
import type { DocumentFormat } from './documents/index';

// Each format's code (and its libraries: pdf.js, exceljs, xmldom) loads only when a file needs it,
// so a worker starts quickly.
const xlsx = async () => ({ ...(await import('./xlsx/workbook')), ...(await import('./xlsx/inspect')), ...(await import('./xlsx/grid-view')) });
const word = async () => ({ ...(await import('./word/model')), ...(await import('./word/extract')) });
const csv = () => import('./text/csv');

export type Operation = 'inspect' | 'extract' | 'grid' | 'write' | 'write-report' | 'document' | 'check-pdf';

export function checkSize(buf: Buffer, limits: FileLimits) {
  if (!buf.length) throw new QuestionnaireFileError('The file is empty.');
  if (buf.length > limits.maxFileBytes) throw new QuestionnaireFileError(`The file is larger than ${mb(limits.maxFileBytes)}; upload a smaller file.`);
}

async function prepare(buf: Buffer, fileName: string, limits: FileLimits): Promise<{ format: QuestionnaireFormat; buf: Buffer }> {
  checkSize(buf, limits);
  const d = detectFormat(buf, fileName);
  if (d.legacy) {
    const from = d.extension === 'ods' || d.extension === 'odt' ? d.extension : d.format === 'excel' ? 'xls' : 'doc';
    const converted = await convertLegacy(buf, from, limits.timeoutMs);
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
  const questions = await extractByFormat(format, buf, limits, mappings);
  if (questions.length > limits.maxQuestions) {
    throw new QuestionnaireFileError(
      `The file holds ${questions.length.toLocaleString('en')} questions; at most ${limits.maxQuestions.toLocaleString('en')} can be imported from one file. Split it into smaller files.`,
    );
  }
  return questions;
}

async function extractByFormat(format: QuestionnaireFormat, buf: Buffer, limits: FileLimits, mappings?: SheetMapping[]): Promise<ExtractedQuestion[]> {
  switch (format) {
    case 'excel': {
      const x = await xlsx();
      return x.extractWorkbook(x.openWorkbook(buf, limits), mappings);
    }
    case 'word': {
      const w = await word();
      return w.extractWord(w.openWordDoc(buf, limits), mappings);
    }
    case 'pdf':
      return (await import('./text/pdf')).extractPdf(buf, limits);
    case 'csv':
      return (await csv()).extractCsv(
        buf,
        limits.maxRowsPerSheet,
        mappings?.find((m) => m.selected),
        limits.maxLineChars,
      );
    case 'markdown': {
      const text = buf.toString('utf8');
      (await csv()).checkLineLengths(text, limits.maxLineChars, 'Markdown file');
      return (await import('./text/markdown')).extractMarkdown(text);
    }
  }
}

const noQuestions = 'No questions were found in the file. Check that it is a questionnaire, or map its columns by hand.';
const noWordQuestions = 'No questions were found in the document by themselves. Choose the table that holds them, and its question and answer columns.';

export async function inspectFile(raw: Buffer, fileName: string, limits: FileLimits): Promise<FileInspection> {
  const { format, buf } = await prepare(raw, fileName, limits);
  if (format === 'excel') {
    const x = await xlsx();
    const result = x.inspectWorkbook(x.openWorkbook(buf, limits));
    if (!result.sheets.some((s) => s.mapping.selected)) result.warnings.push(noQuestions);
    return result;
  }
  if (format === 'word') {
    const questions = await extractAny(format, buf, limits);
    const w = await word();
    const tables = w.wordTableProposals(w.openWordDoc(buf, limits));
    const warnings = questions.length ? [] : [tables.length ? noWordQuestions : noQuestions];
    // the document's own group: every question found by itself (offered only when there is one)
    return { format, sheets: [listProposal(WORD_SHEET, questions.length, { selected: questions.length > 0 })], tables, warnings };
  }
  const questions = await extractAny(format, buf, limits);
  const warnings = questions.length ? [] : [noQuestions];
  if (format === 'csv') {
    const grid = (await csv()).csvGrid(buf, limits.maxRowsPerSheet, limits.maxLineChars);
    const p = (await import('./table/analyze')).proposeTable(grid);
    const proposal = listProposal(
      LIST_SHEET,
      questions.length,
      p ? { headerRow: p.headerRow, questionColumn: p.questionColumn, idColumn: p.idColumn, answerColumns: p.answerColumns } : {},
    );
    proposal.rowCount = grid.maxRow;
    proposal.columnCount = grid.maxCol;
    proposal.headers = (p?.headers ?? []).map((h) => ({ column: h.column, text: h.text }));
    proposal.confidence = Math.round((p?.confidence ?? 0) * 100) / 100;
    return { format, sheets: [proposal], warnings };
  }
  return { format, sheets: [listProposal(LIST_SHEET, questions.length)], warnings };
}

export async function extractFile(raw: Buffer, fileName: string, limits: FileLimits, mappings?: SheetMapping[]): Promise<ExtractedQuestion[]> {
  const { format, buf } = await prepare(raw, fileName, limits);
  return extractAny(format, buf, limits, mappings);
}

export async function gridOfFile(raw: Buffer, fileName: string, sheetName: string, limits: FileLimits): Promise<GridCell[][]> {
  const { format, buf } = await prepare(raw, fileName, limits);
  if (format === 'excel') {
    const x = await xlsx();
    return x.sheetGridView(x.openWorkbook(buf, limits), sheetName);
  }
  if (format === 'csv') {
    const grid = (await csv()).csvGrid(buf, Math.min(limits.maxRowsPerSheet, 5000), limits.maxLineChars);
    const cols = Math.max(10, Math.min(grid.maxCol, 100));
    return Array.from({ length: grid.maxRow }, (_, r) =>
      Array.from({ length: cols }, (_, c) => ({
        value: grid.text(r + 1, c + 1),
        className: '',
        spanning_cell_id: null,
        is_spanning_cell: false,
        column_span: 1,
        row_span: 1,
      })),
    );
  }
  if (format === 'word') {
    const w = await word();
    const grid = w.wordTableGrid(w.openWordDoc(buf, limits), sheetName);
    if (grid) return grid;
    throw new QuestionnaireFileError(`The document has no table named ${sheetName}.`);
  }
  throw new QuestionnaireFileError('Only spreadsheets (Excel, CSV) and Word tables have cells to show.');
}

export async function writeFileReport(
  raw: Buffer,
  fileName: string,
  answers: FilledAnswer[],
  limits: FileLimits,
  options: WriteOptions = {},
): Promise<{ buffer: Buffer; report: WriteReport }> {
  const { format, buf } = await prepare(raw, fileName, limits);
  if (format === 'excel') return (await import('./xlsx/write')).writeWorkbookAnswers(buf, answers, limits, options);
  if (format === 'word') return (await import('./word/write')).writeWordAnswers(buf, answers, limits, options);
  const buffer = await (await import('./export-workbook')).exportAnswersWorkbook(await extractAny(format, buf, limits), answers, limits);
  const written = answers.filter((a) => a.choice?.trim() || a.text?.trim()).length;
  return { buffer, report: { written, unchanged: 0, notWritten: [], changes: [] } };
}

export async function writeFile(raw: Buffer, fileName: string, answers: FilledAnswer[], limits: FileLimits): Promise<Buffer> {
  return (await writeFileReport(raw, fileName, answers, limits)).buffer;
}

/**
 * What the library hands back holds no U+0000 (a question, a passage, a sheet's cell, a report's old text): a file
 * can spell it (`&#0;` or `_x0000_` in a Word or Excel part, a PDF's text) and PostgreSQL cannot store it, so it
 * would fail every write of that file's text. Files (bytes) are left as they are.
 */
export function withoutNul<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.replace(/\u0000/g, '') : value) as T;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 64) return value;
  if (Array.isArray(value)) return value.map((v) => withoutNul(v, depth + 1)) as T;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[withoutNul(k)] = withoutNul(v, depth + 1);
  return out as T;
}

export async function runOperation(op: Operation, buf: Buffer, fileName: string, arg: unknown, limits: FileLimits): Promise<unknown> {
  return withoutNul(await operationResult(op, buf, fileName, arg, limits));
}

async function operationResult(op: Operation, buf: Buffer, fileName: string, arg: unknown, limits: FileLimits): Promise<unknown> {
  switch (op) {
    case 'inspect':
      return inspectFile(buf, fileName, limits);
    case 'extract':
      return extractFile(buf, fileName, limits, arg as SheetMapping[] | undefined);
    case 'grid':
      return gridOfFile(buf, fileName, arg as string, limits);
    case 'write':
      return writeFile(buf, fileName, arg as FilledAnswer[], limits);
    case 'document':
      return (await import('./documents/index')).readDocument(buf, arg as DocumentFormat, limits);
    case 'check-pdf': {
      const pdf = await (await import('./pdf-open')).openPdf(buf, limits);
      const pages = pdf.numPages;
      await pdf.destroy().catch(() => undefined);
      return { pages };
    }
    case 'write-report': {
      const { answers, options } = arg as { answers: FilledAnswer[]; options?: WriteOptions };
      const r = await writeFileReport(buf, fileName, answers, limits, options);
      return { buffer: new Uint8Array(r.buffer), report: r.report };
    }
  }
}
