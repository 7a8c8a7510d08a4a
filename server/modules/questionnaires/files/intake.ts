import ExcelJS from 'exceljs';
import {
  excelFormats,
  wordFormats,
  type QuestionnaireFileFormat,
  type SheetCellView,
} from '../../../../shared/contracts/questionnaires';
import type { SheetMappingRow } from '../../../db/schema/index';
import {
  extractQuestions,
  inspectQuestionnaire,
  QuestionnaireFileError,
  sheetGrid,
  writeAnswers,
  type AnswerCell,
  type FileInspection,
  type FilledAnswer,
  type SheetMapping,
} from '../../../lib/questionnaire-files/index';
import { contentTypes } from './upload-check';

/**
 * The questionnaires module's view of the file library (server/lib/questionnaire-files): formats by
 * extension, errors about the customer's file as IntakeFailure (shown on the file card), results with
 * the right name and type.
 */

export type { AnswerCell, FileInspection, SheetMapping };

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

/** The library tells formats apart by content and extension; ours was checked on upload. */
const nameFor = (format: QuestionnaireFileFormat) => `questionnaire.${format}`;

async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof QuestionnaireFileError) throw new IntakeFailure(err.message);
    throw err;
  }
}

export function inspectFile(buffer: Buffer, format: QuestionnaireFileFormat): Promise<FileInspection> {
  return guarded(() => inspectQuestionnaire(buffer, nameFor(format)));
}

export async function extractFile(buffer: Buffer, format: QuestionnaireFileFormat, mappings: SheetMappingRow[] | null): Promise<ExtractedQuestion[]> {
  const list = await guarded(() => extractQuestions(buffer, nameFor(format), mappings ?? undefined));
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
  const grid = await guarded(() => sheetGrid(buffer, nameFor(format), sheet));
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
    // Questions added by hand have no place in the customer's file: they are answered in the product only.
    .filter((q) => include(q) && (q.answerChoice || q.answerText) && q.rowNumber !== null && q.answerCells.length > 0)
    .map((q) => ({ sheet: q.groupName, row: q.rowNumber ?? 0, answerCells: q.answerCells, choice: q.answerChoice, text: q.answerText || null }));
  const out = await guarded(() => writeAnswers(buffer, nameFor(format), answers));
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
