import ExcelJS from 'exceljs';
import { convertedFormats, excelFormats, wordFormats, type QuestionnaireFileFormat, type SheetCellView } from '@shared/contracts/questionnaires';
import type { SheetMappingRow } from '@server/db/schema/index';
import {
  extractQuestions,
  inspectQuestionnaire,
  QuestionnaireFileError,
  sheetGrid,
  writeAnswersWithReport,
  type AnswerCell,
  type FileInspection,
  type FilledAnswer,
  type OverflowPlace,
  type WriteReport,
  type SheetMapping,
} from '@server/lib/questionnaire-files/index';
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

export async function gridOf(
  buffer: Buffer,
  format: QuestionnaireFileFormat,
  sheet: string,
): Promise<{ rows: SheetCellView[][]; columns: number; truncated: boolean }> {
  const grid = await guarded(() => sheetGrid(buffer, nameFor(format), sheet));
  const columns = grid.reduce((n, r) => Math.max(n, r.length), 0);
  return { rows: grid, columns, truncated: false };
}

export interface StoredQuestion {
  groupName: string;
  externalRef?: string | null;
  question?: string;
  rowNumber: number | null;
  answerCells: AnswerCell[];
  answerChoice: string | null;
  answerText: string;
  status: string;
}

const ADDED_BY_HAND = 'The question was added in Trustroom; the customer’s file has no place for it.';

/** One approved answer that is not (or not fully) in the written file, and why. */
export interface NotWrittenAnswer<Q> {
  question: Q;
  part: 'answer' | 'explanation';
  reason: string;
  placedElsewhere: boolean;
}

/** The customer's own file with the chosen answers written in (.xls/.ods and .doc/.odt come back as
 *  .xlsx/.docx, the form they were read in); PDF, CSV and Markdown give a new workbook. Says which
 *  chosen answers are not in the file and why: none is dropped silently, and none blocks the others. */
export async function fillFile<Q extends StoredQuestion>(
  buffer: Buffer,
  format: QuestionnaireFileFormat,
  fileName: string,
  questions: Q[],
  include: (q: Q) => boolean,
  overflow: OverflowPlace = 'none',
  mappings?: SheetMapping[] | null,
) {
  const chosen = questions.filter((q) => include(q) && (q.answerChoice || q.answerText));
  const notWritten: NotWrittenAnswer<Q>[] = [];
  const sameFile = excelFormats.includes(format) || wordFormats.includes(format);
  // Questions added by hand have no place in the customer's file: they are answered in the product only,
  // or in the appendix / end section when the user chose one.
  const handAdded = new Set(chosen.filter((q) => q.rowNumber === null || q.answerCells.length === 0));
  const placed = chosen.filter((q) => {
    if (!handAdded.has(q) || (sameFile && overflow !== 'none')) return true;
    notWritten.push({ question: q, part: 'answer', reason: ADDED_BY_HAND, placedElsewhere: false });
    return false;
  });
  const answers: FilledAnswer[] = placed.map((q) => ({
    sheet: q.groupName,
    row: q.rowNumber ?? 0,
    answerCells: handAdded.has(q) ? [] : q.answerCells,
    choice: q.answerChoice,
    text: q.answerText || null,
    qid: q.externalRef ?? null,
    ...(q.question ? { question: q.question } : {}),
  }));
  // only the cells the confirmed mapping reads as answers may be overwritten (Excel sheets, Word tables)
  const write = { overflow, ...(sameFile && mappings?.length ? { mappings } : {}) };
  const out = await guarded(() => writeAnswersWithReport(buffer, nameFor(format), answers, write));
  for (const n of out.report.notWritten) {
    const q = placed[n.index]!;
    notWritten.push({ question: q, part: n.part, reason: handAdded.has(q) ? ADDED_BY_HAND : n.reason, placedElsewhere: Boolean(n.placedElsewhere) });
  }
  // every cell the export changes, with the question it answers (none for an added column's header)
  const changes = out.report.changes.map((c) => ({ ...c, question: c.index >= 0 ? (placed[c.index] ?? null) : null }));
  const base = fileName.replace(/\.[^.]*$/, '');
  const modern = convertedFormats[format];
  return {
    buffer: out.buffer,
    fileName: !sameFile ? `${base} (answers).xlsx` : modern ? `${base}.${modern}` : fileName,
    contentType: !sameFile ? contentTypes.xlsx : contentTypes[modern ?? format],
    written: out.report.written,
    unchanged: out.report.unchanged,
    approved: chosen.length,
    notWritten,
    changes,
    report: out.report satisfies WriteReport,
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
