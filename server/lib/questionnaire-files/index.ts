/** The questionnaire file library: reads a customer's questionnaire (Excel, Word, PDF, CSV, Markdown),
 *  proposes how its sheets map to questions and answers, extracts the questions with the coordinates of
 *  their answer cells, and writes answers back into the customer's own file (Excel, Word) or into a new
 *  workbook (PDF, CSV, Markdown). Heavy work runs in a worker thread with size, memory, time and
 *  decompression limits; every failure a person can act on is a QuestionnaireFileError. */
import { checkSize, runOperation, type Operation } from './core';
import { QuestionnaireFileError } from './errors';
import { resolveLimits } from './limits';
import { runInWorker } from './run-worker';
import type { ExtractedQuestion, FileInspection, FileOptions, FilledAnswer, GridCell, SheetMapping, WriteOptions, WriteReport } from './types';
import type { DocumentFormat } from './documents/index';
import type { Passage } from './documents/passages';

export type {
  AnswerCell,
  AnswerColumn,
  ExtractedQuestion,
  FileInspection,
  FileLimits,
  FileOptions,
  FilledAnswer,
  GridCell,
  CellChange,
  NotWritten,
  OverflowPlace,
  QuestionnaireFormat,
  SheetMapping,
  SheetProposal,
  WriteOptions,
  WriteReport,
} from './types';
export { QuestionnaireFileError } from './errors';
export { defaultLimits } from './limits';
export { EXPORT_HEADERS, LIST_SHEET, WORD_SHEET } from './constants';
export type { DocumentFormat } from './documents/index';
export type { Line, Passage } from './documents/passages';
export { MAX_DOCUMENT_PASSAGES } from './documents/index';

const WRITE_TIMEOUT_MS = 60_000;

async function run<T>(op: Operation, buffer: Buffer, fileName: string, arg: unknown, options?: FileOptions): Promise<T> {
  // Writing answers into a file that was already read may take longer than reading a hostile one may.
  const limits = resolveLimits(op === 'write' ? { timeoutMs: WRITE_TIMEOUT_MS, ...options?.limits } : options?.limits);
  checkSize(buffer, limits);
  if (options?.inline) {
    try {
      return (await runOperation(op, buffer, fileName, arg, limits)) as T;
    } catch (e) {
      if (e instanceof QuestionnaireFileError) throw e;
      throw Object.assign(new QuestionnaireFileError('The file could not be read: it is damaged or in a form this importer does not understand.'), {
        cause: e,
      });
    }
  }
  return (await runInWorker(op, buffer, fileName, arg, limits)) as T;
}

/** Sheets of the file with a proposed mapping each (Excel), or one group of questions (other formats). */
export async function inspectQuestionnaire(buffer: Buffer, fileName: string, options?: FileOptions): Promise<FileInspection> {
  return run('inspect', buffer, fileName, undefined, options);
}

/** The questions with where their answers go; Excel/CSV use `mappings` when given, else the proposal. */
export async function extractQuestions(buffer: Buffer, fileName: string, mappings?: SheetMapping[], options?: FileOptions): Promise<ExtractedQuestion[]> {
  return run('extract', buffer, fileName, mappings, options);
}

/** The cells of one sheet for the read-only sheet view, padded to at least 10 columns. */
export async function sheetGrid(buffer: Buffer, fileName: string, sheetName: string, options?: FileOptions): Promise<GridCell[][]> {
  return run('grid', buffer, fileName, sheetName, options);
}

/** The customer's file with the answers in their cells (Excel, Word), checked against the original;
 *  a new .xlsx with question id, question, answer choice and answer text for PDF, CSV and Markdown. */
export async function writeAnswers(buffer: Buffer, fileName: string, answers: FilledAnswer[], options?: FileOptions): Promise<Buffer> {
  return run('write', buffer, fileName, answers, options);
}

/** A knowledge document (policy, report, standard) read into passages that keep their heading and page,
 *  with the same worker, size, zip, XML, page, time and memory limits as a questionnaire. */
export async function readDocumentPassages(buffer: Buffer, fileName: string, format: DocumentFormat, options?: FileOptions): Promise<Passage[]> {
  return run('document', buffer, fileName, format, options);
}

/** Like writeAnswers, and says what happened: answers written, answers already in the file, and each
 *  answer (or explanation) that is not in the file with its reason. One answer never blocks the file. */
export async function writeAnswersWithReport(
  buffer: Buffer,
  fileName: string,
  answers: FilledAnswer[],
  write: WriteOptions = {},
  options?: FileOptions,
): Promise<{ buffer: Buffer; report: WriteReport }> {
  const r = await run<{ buffer: Uint8Array; report: WriteReport }>('write-report', buffer, fileName, { answers, options: write }, options);
  return { buffer: Buffer.from(r.buffer.buffer, r.buffer.byteOffset, r.buffer.byteLength), report: r.report };
}

/** Checks an uploaded PDF (a report, a certificate) with the limits of every file: a real PDF, no
 *  compression bombs, at most 500 pages; throws a QuestionnaireFileError with the reason. */
export async function checkPdfFile(buffer: Buffer, options?: FileOptions): Promise<{ pages: number }> {
  return run('check-pdf', buffer, 'file.pdf', undefined, options);
}
