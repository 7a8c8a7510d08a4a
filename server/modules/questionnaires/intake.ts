import ExcelJS from 'exceljs';
import {
  excelFormats,
  wordFormats,
  type QuestionnaireFileFormat,
  type SheetCellView,
} from '../../../shared/contracts/questionnaires';
import type { SheetMappingRow } from '../../db/schema/index';
import { contentTypes } from './upload-check';

/**
 * The questionnaires module's view of the file library (server/lib/questionnaire-files): formats by
 * extension, errors about the customer's file as IntakeFailure (shown on the file card), results with
 * the right name and type.
 */

/* The library's shapes (server/lib/questionnaire-files/types.ts), as this module uses them. */
export type QuestionnaireFormat = 'excel' | 'word' | 'pdf' | 'csv' | 'markdown';
export interface AnswerCell {
  sheet: string;
  row: number;
  column: number;
  kind: 'choice' | 'text' | 'x';
  option?: string;
  address: string;
}
export interface SheetMapping {
  sheet: string;
  selected: boolean;
  headerRow: number;
  questionColumn: number;
  idColumn: number | null;
  answerColumns: { column: number; kind: 'choice' | 'text' | 'x'; option?: string }[];
}
export interface FileInspection {
  format: QuestionnaireFormat;
  sheets: {
    name: string;
    hidden: boolean;
    helper: boolean;
    rowCount: number;
    columnCount: number;
    headers: { column: number; text: string }[];
    mapping: SheetMapping;
    questionCount: number;
    confidence: number;
  }[];
  warnings: string[];
}
interface LibQuestion {
  sheet: string;
  row: number;
  qid: string | null;
  section: string | null;
  question: string;
  answerCells: AnswerCell[];
  answerOptions: string[] | null;
  existingAnswer: { choice: string | null; text: string | null };
}
interface FilledAnswer {
  sheet: string;
  row: number;
  answerCells: AnswerCell[];
  choice: string | null;
  text: string | null;
}
interface Library {
  inspectQuestionnaire(buffer: Buffer, format: QuestionnaireFormat): Promise<FileInspection>;
  extractQuestions(buffer: Buffer, format: QuestionnaireFormat, mappings?: SheetMapping[]): Promise<LibQuestion[]>;
  sheetGrid(buffer: Buffer, sheet: string): Promise<SheetCellView[][]>;
  writeAnswers(buffer: Buffer, format: QuestionnaireFormat, answers: FilledAnswer[]): Promise<Buffer>;
  QuestionnaireFileError: new (message: string) => Error;
}

// Loaded on first use, so that this module works (and says so clearly) while the library is being built.
const libraryPath = '../../lib/questionnaire-files/index';
let library: Promise<Library> | null = null;
async function lib(): Promise<Library> {
  library ??= (import(/* @vite-ignore */ libraryPath) as Promise<Library>).catch((err) => {
    library = null;
    throw new IntakeFailure(`The questionnaire reader is not available on this server yet (${(err as Error).message.split('\n')[0]}).`);
  });
  return library;
}

/** Something wrong with the customer's file; the message is for the user. */
export class IntakeFailure extends Error {}

export interface ExtractedQuestion {
  group: string;
  row: number | null;
  externalRef: string | null;
  section: string | null;
  question: string;
  answerCells: AnswerCell[];
  answerOptions: string[];
  answerChoice: string | null;
  answerText: string | null;
}

export function libraryFormat(format: QuestionnaireFileFormat): QuestionnaireFormat {
  if (excelFormats.includes(format)) return 'excel';
  if (wordFormats.includes(format)) return 'word';
  return format === 'pdf' ? 'pdf' : 'csv';
}

const legacy = (format: QuestionnaireFileFormat) => format === 'xls' || format === 'doc';

async function guarded<T>(format: QuestionnaireFileFormat, fn: () => Promise<T>): Promise<T> {
  if (legacy(format)) {
    throw new IntakeFailure(
      format === 'xls'
        ? 'This is an old Excel 97–2003 workbook (.xls). Please open it in Excel, save it as .xlsx and upload that file.'
        : 'This is an old Word 97–2003 document (.doc). Please open it in Word, save it as .docx and upload that file.',
    );
  }
  const { QuestionnaireFileError } = await lib();
  try {
    return await fn();
  } catch (err) {
    if (err instanceof QuestionnaireFileError) throw new IntakeFailure(err.message);
    throw err;
  }
}

export function inspectFile(buffer: Buffer, format: QuestionnaireFileFormat): Promise<FileInspection> {
  return guarded(format, async () => (await lib()).inspectQuestionnaire(buffer, libraryFormat(format)));
}

export async function extractFile(buffer: Buffer, format: QuestionnaireFileFormat, mappings: SheetMappingRow[] | null): Promise<ExtractedQuestion[]> {
  const list = await guarded(format, async () => (await lib()).extractQuestions(buffer, libraryFormat(format), mappings ?? undefined));
  return list.map((q) => ({
    group: q.sheet,
    row: q.row,
    externalRef: q.qid,
    section: q.section,
    question: q.question,
    answerCells: q.answerCells,
    answerOptions: q.answerOptions ?? [],
    answerChoice: q.existingAnswer.choice,
    answerText: q.existingAnswer.text,
  }));
}

export async function gridOf(buffer: Buffer, format: QuestionnaireFileFormat, sheet: string): Promise<{ rows: SheetCellView[][]; columns: number; truncated: boolean }> {
  const grid = await guarded(format, async () => (await lib()).sheetGrid(buffer, sheet));
  const columns = grid.reduce((n, r) => Math.max(n, r.length), 0);
  return { rows: grid, columns, truncated: false };
}

export interface StoredQuestion {
  groupName: string;
  rowNumber: number | null;
  answerCells: AnswerCell[];
  answerChoice: string | null;
  answerText: string;
  status: string;
}

/** The customer's own file with the chosen answers written in; PDF and CSV give a new workbook. */
export async function fillFile(buffer: Buffer, format: QuestionnaireFileFormat, fileName: string, questions: StoredQuestion[], include: (q: StoredQuestion) => boolean) {
  const answers: FilledAnswer[] = questions
    .filter((q) => include(q) && (q.answerChoice || q.answerText))
    .map((q) => ({ sheet: q.groupName, row: q.rowNumber ?? 0, answerCells: q.answerCells, choice: q.answerChoice, text: q.answerText || null }));
  const out = await guarded(format, async () => (await lib()).writeAnswers(buffer, libraryFormat(format), answers));
  const base = fileName.replace(/\.[^.]*$/, '');
  const sameFile = excelFormats.includes(format) || wordFormats.includes(format);
  return {
    buffer: out,
    fileName: sameFile ? fileName : `${base} (answers).xlsx`,
    contentType: sameFile ? contentTypes[format] : contentTypes.xlsx,
    written: answers.length,
  };
}

/** A Word questionnaire's questions as a workbook (the conversion dialog's converted file). */
export async function convertedWorkbook(fileName: string, questions: ExtractedQuestion[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Trustroom';
  const ws = wb.addWorksheet('Questions');
  ws.columns = [
    { header: 'No.', key: 'n', width: 6 },
    { header: 'Section', key: 'section', width: 28 },
    { header: 'Question', key: 'question', width: 80 },
    { header: 'Answer', key: 'answer', width: 60 },
  ];
  ws.getRow(1).font = { bold: true };
  questions.forEach((q, i) => ws.addRow({ n: i + 1, section: q.section ?? '', question: q.question, answer: q.answerText ?? q.answerChoice ?? '' }));
  ws.getColumn('question').alignment = { wrapText: true, vertical: 'top' };
  wb.title = fileName;
  return Buffer.from(await wb.xlsx.writeBuffer());
}
