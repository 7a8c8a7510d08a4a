import type { z } from 'zod';
import {
  excelFormats,
  isRequestClosed,
  resultMessage,
  wordFormats,
  WORD_GROUP,
  type InspectionView,
  type MappingPreviewView,
  type QuestionnaireFileFormat,
  type QuestionnaireRequestView,
  type RequestFileView,
  type RequestStatus,
  type ResultPlace,
  type ResultPreview,
  type resultQuery,
  type resultSettingsBody,
  type SheetDataView,
  type changeFileStatusBody,
  type mappingBody,
} from '@shared/contracts/questionnaires';
import { questionMessages } from '@shared/contracts/questions';
import { limits } from '@shared/limits';
import type { AppDeps } from '@server/deps';
import type { Tx } from '@server/db/client';
import type { SheetMappingRow } from '@server/db/schema/index';
import type { AuthContext } from '@server/lib/context';
import { AppError, conflict, forbidden, validation } from '@server/lib/errors';
import { enqueueJob } from '@server/lib/jobs';
import { newFileKey, type FileStorage } from '@server/lib/files';
import { ErrorCode } from '@shared/errors';
import { canChangeFileStatus, fileNotFound, gateRequest, isSme } from '../access';
import { logFile } from '../activity';
import { countApproved, deleteFileRow, insertFile, loadFile, loadFileStats, selectFileQuestions, updateFileRow, type FilePatch, type FileRow } from './queries';
import { extractFile, fillFile, gridOf, IntakeFailure, type FileInspection } from './intake';
import { TABLE_ROW_BASE } from '@server/lib/questionnaire-files/constants';
import { loadRequestRow, touchRequest } from '../requests/queries';
import { requestDetail, syncRequestStatus } from '../requests/service';
import { fileView } from '../requests/views';
import { contentTypes } from './upload-check';

export const JOB_INSPECT = 'questionnaire.inspect';
export const JOB_EXTRACT = 'questionnaire.extract';

const closedRefusal = () => conflict('This request is closed: its files can no longer change.');

/** A file of a request the caller may open (the request gate applies first). */
export async function gateFile(tx: Tx, auth: AuthContext, requestId: string, fileId: string) {
  const gate = await gateRequest(tx, auth, requestId);
  const file = await loadFile(tx, auth.organizationId, requestId, fileId);
  if (!file) throw fileNotFound();
  return { gate, file };
}

/** A file card (questionnaires §2.7). */
export function getFileView(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string): Promise<RequestFileView> {
  return deps.tenant(auth, (tx) => fileDetail(tx, auth, requestId, fileId));
}

/** A file card, read in the caller's transaction (after a change to the file). */
export async function fileDetail(tx: Tx, auth: AuthContext, requestId: string, fileId: string): Promise<RequestFileView> {
  const { file } = await gateFile(tx, auth, requestId, fileId);
  const row = (await loadRequestRow(tx, auth.organizationId, requestId))!;
  const stats = await loadFileStats(tx, auth.organizationId, [fileId], isSme(auth) ? auth.userId : undefined);
  return fileView(
    file,
    {
      id: requestId,
      req_num: row.req_num,
      status: row.status,
      due_date: row.due_date,
      customer: row.customer_id ? { id: row.customer_id, name: row.customer_name ?? '' } : null,
      owner: row.owner_id ? { id: row.owner_id, full_name: row.owner_name ?? '' } : null,
    },
    stats.get(fileId),
    auth,
  );
}

export interface NewUpload {
  key: string;
  name: string;
  size: number;
  format: QuestionnaireFileFormat;
}

/** A checked upload, not yet stored. */
export interface CheckedUpload {
  name: string;
  format: QuestionnaireFileFormat;
  buffer: Buffer;
}

/**
 * Stores the checked files, records them and queues the reading of each; answers with the request. If
 * anything fails, the files stored so far are removed again.
 */
export async function addFiles(deps: AppDeps, auth: AuthContext, requestId: string, files: CheckedUpload[]): Promise<QuestionnaireRequestView> {
  const stored: NewUpload[] = [];
  try {
    for (const f of files) {
      const key = newFileKey(auth.organizationId, f.name);
      await deps.storage.put(key, f.buffer, contentTypes[f.format]);
      stored.push({ key, name: f.name, size: f.buffer.length, format: f.format });
    }
    const data = await deps.tenant(auth, async (tx) => {
      await recordFiles(tx, auth, requestId, stored);
      return requestDetail(tx, auth, requestId);
    });
    deps.jobs.poke();
    return data;
  } catch (err) {
    await Promise.all(stored.map((s) => deps.storage.delete(s.key).catch(() => undefined)));
    throw err;
  }
}

/** Records uploaded files (already in storage) and queues the reading of each. */
async function recordFiles(tx: Tx, auth: AuthContext, requestId: string, uploads: NewUpload[]): Promise<string[]> {
  const org = auth.organizationId;
  const gate = await gateRequest(tx, auth, requestId);
  if (isRequestClosed(gate.status)) throw closedRefusal();
  const ids: string[] = [];
  for (const u of uploads) {
    const id = await insertFile(tx, {
      organizationId: org,
      requestId,
      fileKey: u.key,
      fileName: u.name,
      fileSize: u.size,
      format: u.format,
      createdById: auth.userId,
    });
    ids.push(id);
    await enqueueJob(tx, org, JOB_INSPECT, { fileId: id, requestId }, { maxAttempts: 2 });
    await logFile(tx, auth, org, { id, name: u.name, requestId }, 'upload', `Uploaded ${u.name} to the request`);
  }
  await touchRequest(tx, org, requestId);
  return ids;
}

/** Deletes a file and its questions, then its stored copies once that is committed. */
export async function deleteFile(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string): Promise<void> {
  const keys = await deps.tenant(auth, (tx) => removeFile(tx, auth, requestId, fileId));
  await Promise.all(keys.map((k) => deps.storage.delete(k).catch(() => undefined)));
}

/** Deletes a file and its questions; returns the storage keys to remove after commit. */
async function removeFile(tx: Tx, auth: AuthContext, requestId: string, fileId: string): Promise<string[]> {
  const { gate, file } = await gateFile(tx, auth, requestId, fileId);
  if (isSme(auth)) throw forbidden();
  if (isRequestClosed(gate.status)) throw closedRefusal();
  await deleteFileRow(tx, auth.organizationId, fileId);
  await logFile(tx, auth, auth.organizationId, { id: file.id, name: file.fileName, requestId }, 'delete', `Deleted ${file.fileName} from the request`);
  await syncRequestStatus(tx, auth, auth.organizationId, requestId);
  return [file.fileKey, file.convertedFileKey].filter((k): k is string => Boolean(k));
}

/** The file as the customer sent it, for its download. */
/**
 * An SME sees the sheets chosen for answering and the questions assigned to them, never the whole file as the
 * customer sent it (questionnaires §2.8: sheets not selected are hidden from SME).
 */
function refuseWholeFileToSme(auth: AuthContext) {
  if (isSme(auth)) throw forbidden('Subject-matter experts see the questions assigned to them, not the whole file. Ask the request owner for it.');
}

export async function originalFile(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string) {
  refuseWholeFileToSme(auth);
  const { file } = await deps.tenant(auth, (tx) => gateFile(tx, auth, requestId, fileId));
  const body = await deps.storage.get(file.fileKey);
  if (!body) throw new AppError(404, ErrorCode.notFound, 'The file is no longer available.');
  return { name: file.fileName, contentType: contentTypes[file.format as keyof typeof contentTypes], body };
}

/** The Excel copy of a legacy file (.xls, .ods), for its download. */
export async function convertedFile(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string) {
  refuseWholeFileToSme(auth);
  const { file } = await deps.tenant(auth, (tx) => gateFile(tx, auth, requestId, fileId));
  const body = file.convertedFileKey ? await deps.storage.get(file.convertedFileKey) : null;
  if (!body) throw new AppError(404, ErrorCode.notFound, 'This file has no converted version.');
  return { name: `${file.fileName.replace(/\.[^.]*$/, '')} (converted).xlsx`, contentType: contentTypes.xlsx, body };
}

/** The sheet-mapping step's data: what the file holds and the proposal (questionnaires §2.7). */
export function getInspection(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string): Promise<InspectionView> {
  refuseWholeFileToSme(auth);
  return deps.tenant(auth, async (tx) => {
    const { file } = await gateFile(tx, auth, requestId, fileId);
    const ins = storedInspection(file);
    const confirmed = new Map((file.sheetMappings ?? []).map((m) => [m.sheet, m]));
    // a Word mapping with the document's own group reads the tables it does not name as proposed
    const asFound = confirmed.get(WORD_GROUP)?.selected === true;
    return {
      file_id: file.id,
      format: file.format as QuestionnaireFileFormat,
      parse_status: file.parseStatus as InspectionView['parse_status'],
      failure_reason: file.parseStatus === 'FAILED' || file.parseStatus === 'NEEDS_MAPPING' ? file.aiProcessorFailureReason : null,
      sheets: ins.sheets.map((s) => sheetView(s)),
      tables: (ins.tables ?? []).map((s) => sheetView(s, asFound)),
      warnings: ins.warnings,
    };
    function sheetView(s: FileInspection['sheets'][number], proposedStands = false) {
      const m = confirmed.get(s.name) ?? (confirmed.size && !proposedStands ? { ...s.mapping, selected: false } : s.mapping);
      return {
        name: s.name,
        hidden: s.hidden,
        helper: s.helper,
        row_count: s.rowCount,
        column_count: s.columnCount,
        headers: s.headers,
        mapping: { selected: m.selected, header_row: m.headerRow, question_column: m.questionColumn, id_column: m.idColumn, answer_columns: m.answerColumns },
        question_count: s.questionCount,
        confidence: s.confidence,
      };
    }
  });
}

/** The table ('Table 2') a Word question was read from; null for a paragraph question. */
export function wordTableOf(row: number | null): string | null {
  return row !== null && row >= TABLE_ROW_BASE ? `Table ${Math.floor(row / TABLE_ROW_BASE)}` : null;
}

export function storedInspection(file: FileRow): FileInspection {
  const ins = (file.inspection ?? {}) as Partial<FileInspection>;
  return { format: ins.format ?? 'excel', sheets: ins.sheets ?? [], tables: ins.tables ?? [], warnings: ins.warnings ?? [] };
}

type MappingBody = z.output<typeof mappingBody>;

/**
 * The mapping the user chose. A Word file's "sheets" are its tables ('Table 1'…) and its own group ('Word File',
 * which inspection proposes too): that entry stands for the questions the document gives by itself (numbered and
 * asking paragraphs, and every table not named beside it, read as proposed), so it has no columns to check.
 */
function toMappings(file: FileRow, body: MappingBody): SheetMappingRow[] {
  const isWord = wordFormats.includes(file.format);
  const sheets = isWord ? (storedInspection(file).tables ?? []) : storedInspection(file).sheets;
  const seen = new Set<string>();
  return body.sheets.map((s, i) => {
    if (seen.has(s.sheet)) throw validation(`${isWord ? '' : 'Sheet '}${s.sheet} is listed twice.`, `sheets.${i}.sheet`);
    seen.add(s.sheet);
    if (isWord && s.sheet === WORD_GROUP) return { sheet: WORD_GROUP, selected: true, headerRow: 0, questionColumn: 1, idColumn: null, answerColumns: [] };
    const known = sheets.find((x) => x.name === s.sheet);
    if (!known) throw validation(isWord ? `The document has no table named ${s.sheet}.` : `The file has no sheet named ${s.sheet}.`, `sheets.${i}.sheet`);
    if (s.answer_columns.some((a) => a.column === s.question_column))
      throw validation(`On ${s.sheet}, the question column cannot also be an answer column.`, `sheets.${i}.answer_columns`);
    if (s.answer_columns.length === 0) throw validation(`On ${s.sheet}, choose at least one answer column.`, `sheets.${i}.answer_columns`);
    if (s.answer_columns.some((a) => a.kind === 'x' && !a.option))
      throw validation(`On ${s.sheet}, name the option of each 'x' column (Yes, No, N/A…).`, `sheets.${i}.answer_columns`);
    return {
      sheet: s.sheet,
      selected: true,
      headerRow: s.header_row,
      questionColumn: s.question_column,
      idColumn: s.id_column,
      answerColumns: s.answer_columns.map((a) => ({ column: a.column, kind: a.kind, ...(a.option ? { option: a.option } : {}) })),
    };
  });
}

/** Counts and first questions a mapping would give, before confirming it. */
export function previewMapping(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, body: MappingBody): Promise<MappingPreviewView> {
  return deps.tenant(auth, async (tx) => {
    const { file } = await gateFile(tx, auth, requestId, fileId);
    const isWord = wordFormats.includes(file.format);
    if (!excelFormats.includes(file.format) && !isWord) throw validation('Only Excel and Word files have a column mapping.');
    const mappings = toMappings(file, body);
    const buffer = await deps.storage.get(file.fileKey);
    if (!buffer) throw new AppError(404, ErrorCode.notFound, 'The file is no longer available.');
    let questions;
    try {
      questions = await extractFile(buffer, file.format as QuestionnaireFileFormat, mappings);
    } catch (err) {
      if (err instanceof IntakeFailure) throw validation(err.message);
      throw err;
    }
    return {
      total: questions.length,
      sheets: mappings.map((m) => {
        // a Word document's own group holds the questions of the paragraphs and of the tables not named beside it
        const named = new Set(mappings.map((x) => x.sheet));
        const groupOf = (q: (typeof questions)[number]) => (isWord ? (named.has(wordTableOf(q.row) ?? '') ? wordTableOf(q.row) : WORD_GROUP) : q.group);
        const mine = questions.filter((q) => groupOf(q) === m.sheet);
        return {
          sheet: m.sheet,
          count: mine.length,
          questions: mine
            .slice(0, 5)
            .map((q) => ({ row: isWord ? (q.row ?? 0) % TABLE_ROW_BASE : (q.row ?? 0), question: q.question, answer_options: q.answerOptions })),
        };
      }),
    };
  });
}

/** Confirms the sheet mapping (Excel) or, without one, starts the conversion (Word); answers with the file card. */
export async function confirmMapping(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, body: MappingBody | null): Promise<RequestFileView> {
  const data = await deps.tenant(auth, async (tx) => {
    await applyMapping(tx, auth, requestId, fileId, body);
    return fileDetail(tx, auth, requestId, fileId);
  });
  deps.jobs.poke();
  return data;
}

/** Confirms the sheet mapping (Excel) or starts the conversion (Word): the questions are extracted by a job. */
async function applyMapping(tx: Tx, auth: AuthContext, requestId: string, fileId: string, body: MappingBody | null) {
  const org = auth.organizationId;
  const { gate, file } = await gateFile(tx, auth, requestId, fileId);
  if (isSme(auth)) throw forbidden();
  if (isRequestClosed(gate.status)) throw closedRefusal();
  if (file.parseStatus !== 'NEEDS_MAPPING')
    throw conflict(file.parseStatus === 'PROCESSED' ? 'The questions of this file were already imported.' : 'This file is not ready for this step yet.');
  const isWord = wordFormats.includes(file.format);
  const patch: FilePatch = { parseStatus: 'EXTRACTING', parseProgress: 0, updatedAt: new Date() };
  if (isWord) {
    patch.fileConversionRequestStatus = 'PROCESSING';
    // the document's tables as the user mapped them; without a mapping (or with only the document's own group,
    // as inspection proposes it), the questions found by themselves
    const mappings = body ? toMappings(file, body) : [];
    patch.sheetMappings = mappings.some((m) => m.sheet !== WORD_GROUP) ? mappings : null;
  } else {
    if (!body) throw validation('Choose the sheets to process.');
    const mappings = toMappings(file, body);
    Object.assign(patch, { sheetMappings: mappings, selectedGroups: mappings.map((m) => m.sheet) });
  }
  await updateFileRow(tx, org, fileId, patch);
  await enqueueJob(tx, org, JOB_EXTRACT, { fileId, requestId }, { maxAttempts: 2 });
  await logFile(
    tx,
    auth,
    org,
    { id: file.id, name: file.fileName, requestId },
    isWord && !patch.sheetMappings ? 'convert' : 'map',
    isWord
      ? patch.sheetMappings
        ? `Started the conversion of ${file.fileName} with the columns chosen in ${tablesOf(patch.sheetMappings)}`
        : `Started the conversion of ${file.fileName}`
      : `Confirmed the sheets of ${file.fileName}: ${(patch.selectedGroups as string[]).join(', ')}`,
  );
}

/** The tables a Word mapping names, for the log: 'Table 2, Table 3', and 'the others as found' with the document's own group. */
function tablesOf(mappings: SheetMappingRow[]): string {
  const tables = mappings.filter((m) => m.sheet !== WORD_GROUP).map((m) => m.sheet);
  return mappings.some((m) => m.sheet === WORD_GROUP) ? `${tables.join(', ')} (the rest of the document as found)` : tables.join(', ');
}

/** The read-only sheet view (questionnaires §2.8): cells padded to 10 columns. */
export function sheetData(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, sheetName: string | undefined): Promise<SheetDataView> {
  return deps.tenant(auth, async (tx) => {
    const { file } = await gateFile(tx, auth, requestId, fileId);
    const isWord = wordFormats.includes(file.format);
    if (!excelFormats.includes(file.format) && !isWord) throw validation('Only Excel files and Word tables have cells to show.', 'sheet_name');
    if (isWord && isSme(auth)) throw forbidden();
    const ins = isWord ? (storedInspection(file).tables ?? []) : storedInspection(file).sheets;
    const sme = isSme(auth);
    const sheets = ins.map((s) => ({ name: s.name, hidden: s.hidden, selected: file.selectedGroups.includes(s.name) })).filter((s) => !sme || s.selected);
    const name = sheetName ?? sheets[0]?.name;
    const sheet = sheets.find((s) => s.name === name);
    if (!name || !sheet) {
      if (sme && ins.some((s) => s.name === name)) throw forbidden('This sheet was not selected for AI responses.');
      throw validation(isWord ? `The document has no table named ${name ?? ''}.` : `The file has no sheet named ${name ?? ''}.`, 'sheet_name');
    }
    const buffer = await deps.storage.get(file.fileKey);
    if (!buffer) throw new AppError(404, ErrorCode.notFound, 'The file is no longer available.');
    try {
      const grid = await gridOf(buffer, file.format as QuestionnaireFileFormat, name);
      const width = Math.max(limits.excelGridMinColumns, grid.columns);
      const columns = Array.from({ length: width }, (_, i) => columnLetter(i));
      const padded = grid.rows.map((r) => [
        ...r,
        ...Array.from({ length: Math.max(0, width - r.length) }, () => ({
          value: '',
          className: '',
          spanning_cell_id: null,
          is_spanning_cell: false,
          column_span: 1,
          row_span: 1,
        })),
      ]);
      return { sheet_name: name, sheets, column_width: limits.excelColumnWidth, columns, rows: padded, truncated: grid.truncated };
    } catch (err) {
      if (err instanceof IntakeFailure) throw validation(err.message, 'sheet_name');
      throw err;
    }
  });
}

export function columnLetter(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

type ResultQuery = z.output<typeof resultQuery>;

/** The place for answers not written in place: the one asked for, else the one saved for the file. */
const placeOf = (file: FileRow, q: ResultQuery): ResultPlace => q.place ?? q.explanations ?? (file.resultPlace as ResultPlace | null) ?? 'none';

async function filledFile(tx: Tx, storage: FileStorage, auth: AuthContext, requestId: string, fileId: string, q: ResultQuery) {
  const { file } = await gateFile(tx, auth, requestId, fileId);
  if (file.parseStatus !== 'PROCESSED') throw conflict('The questions of this file are not imported yet.');
  const buffer = await storage.get(file.fileKey);
  if (!buffer) throw new AppError(404, ErrorCode.notFound, 'The file is no longer available.');
  const questions = await selectFileQuestions(tx, auth.organizationId, fileId);
  const place = placeOf(file, q);
  try {
    const out = await fillFile(
      buffer,
      file.format as QuestionnaireFileFormat,
      file.fileName,
      questions,
      (x) => x.status === 'APPROVED',
      place,
      file.sheetMappings,
    );
    return { file, out, total: questions.length, place };
  } catch (err) {
    if (err instanceof IntakeFailure) throw new AppError(422, ErrorCode.invalid, err.message);
    throw err;
  }
}

export const previewFirstMessage =
  'Look at what will be written into the file before the first download: open the preview, or confirm that you want to download without it.';

/** The customer's file with the approved answers written in (questionnaires §7 result download). The
 *  first download of a file needs the preview to have been seen (or the user's confirmation). */
export function resultFile(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, q: ResultQuery = {}) {
  return deps.tenant(auth, async (tx) => {
    const { file, out, total, place } = await filledFile(tx, deps.storage, auth, requestId, fileId, q);
    if (!file.resultPreviewedAt && q.confirmed !== '1') throw conflict(previewFirstMessage);
    await logFile(tx, auth, auth.organizationId, { id: file.id, name: file.fileName, requestId }, 'download', `Downloaded the answered ${file.fileName}`, {
      answers: out.written,
      not_written: out.notWritten.length,
      place,
      ...(file.resultPreviewedAt ? {} : { without_preview: true }),
    });
    return { ...out, total };
  });
}

/** What the result download will hold: counts, every cell it changes (old and new text), and every
 *  approved answer that will not be in its own cell with its reason and where it goes instead. */
export function resultPreview(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, q: ResultQuery = {}): Promise<ResultPreview> {
  return deps.tenant(auth, (tx) => previewResult(tx, deps.storage, auth, requestId, fileId, q));
}

async function previewResult(tx: Tx, storage: FileStorage, auth: AuthContext, requestId: string, fileId: string, q: ResultQuery): Promise<ResultPreview> {
  const { file, out, total, place } = await filledFile(tx, storage, auth, requestId, fileId, q);
  return {
    file_name: out.fileName,
    total,
    approved: out.approved,
    written: out.written,
    unchanged: out.unchanged,
    not_written: out.notWritten.map((n) => ({
      question_id: n.question.id,
      sequence_num: n.question.sequenceNum,
      question: n.question.question,
      part: n.part,
      reason: n.reason,
      placed_elsewhere: n.placedElsewhere,
    })),
    changes: out.changes.map((c) => ({
      question_id: c.question?.id ?? null,
      sequence_num: c.question?.sequenceNum ?? null,
      sheet: c.sheet,
      address: c.address,
      before: c.before,
      after: c.after,
      place: c.place,
    })),
    place,
    place_saved: file.resultPlace !== null,
    previewed: file.resultPreviewedAt !== null,
    message: resultMessage(total, out.approved, new Set(out.notWritten.filter((n) => n.part === 'answer').map((n) => n.question.id)).size),
  };
}

type ResultSettings = z.output<typeof resultSettingsBody>;

/** Saves where answers not written in place go, and that the preview was seen; answers with the preview. */
export function saveResultSettings(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, b: ResultSettings): Promise<ResultPreview> {
  return deps.tenant(auth, async (tx) => {
    await recordResultSettings(tx, auth, requestId, fileId, b);
    return previewResult(tx, deps.storage, auth, requestId, fileId, {});
  });
}

/** Saves where answers not written in place go, and that the preview was seen (the first download needs it). */
async function recordResultSettings(tx: Tx, auth: AuthContext, requestId: string, fileId: string, b: ResultSettings) {
  // a closed request's result may still be downloaded: choosing where its answers go is part of that
  const { file } = await gateFile(tx, auth, requestId, fileId);
  const patch: FilePatch = { resultPlace: b.place, updatedAt: new Date() };
  if (b.previewed && !file.resultPreviewedAt) patch.resultPreviewedAt = new Date();
  if (file.resultPlace === b.place && !patch.resultPreviewedAt) return;
  await updateFileRow(tx, auth.organizationId, fileId, patch);
  const where = {
    none: null,
    column: 'an added comment column',
    note: 'a note or comment on the answer cell',
    appendix: 'an appendix "Answers not written in place"',
  }[b.place];
  await logFile(
    tx,
    auth,
    auth.organizationId,
    { id: file.id, name: file.fileName, requestId },
    'result_settings',
    resultSettingsSentence(file.fileName, where, (file.resultPlace ?? 'none') !== b.place || !patch.resultPreviewedAt),
    {
      place: b.place,
      ...(patch.resultPreviewedAt ? { previewed: true } : {}),
    },
  );
}

/**
 * The log line of a result-settings save: a place chosen for the answers that cannot be written in place, or
 * (the place left as it was while the preview was seen) that the changes were checked before the first download.
 */
export function resultSettingsSentence(fileName: string, where: string | null, placeChosen: boolean): string {
  if (!placeChosen) return `Checked the changes to ${fileName} before downloading it`;
  return where
    ? `Chose ${where} for the answers of ${fileName} that cannot be written in place`
    : `Chose to leave the answers of ${fileName} that cannot be written in place out of the file`;
}

type FileStatusBody = z.output<typeof changeFileStatusBody>;

/** Approve, complete or (re)open the review of a file; answers with the file card and where the request now stands. */
export function changeFileStatus(
  deps: AppDeps,
  auth: AuthContext,
  requestId: string,
  fileId: string,
  b: FileStatusBody,
): Promise<RequestFileView & { request_status: RequestStatus }> {
  return deps.tenant(auth, async (tx) => {
    const { requestStatus } = await moveFile(tx, auth, requestId, fileId, b);
    return { ...(await fileDetail(tx, auth, requestId, fileId)), request_status: requestStatus };
  });
}

/** Approve (100 % only), complete (once approved), or (re)open the review of a file (questionnaires §2.8, §4). */
async function moveFile(tx: Tx, auth: AuthContext, requestId: string, fileId: string, b: FileStatusBody) {
  const org = auth.organizationId;
  const { gate, file } = await gateFile(tx, auth, requestId, fileId);
  if (!canChangeFileStatus(auth)) throw forbidden();
  if (isRequestClosed(gate.status)) throw closedRefusal();
  const to = b.status === 'COMPLETED' ? 'COMPLETE' : b.status;
  if (file.parseStatus !== 'PROCESSED') throw conflict('The questions of this file are not imported yet.');
  const counts = await countApproved(tx, org, fileId);
  const now = new Date();
  const patch: FilePatch = { status: to, updatedAt: now };
  if (b.additional_instructions !== undefined) patch.additionalInstructions = b.additional_instructions;
  let description: string;
  if (to === 'APPROVED') {
    if (file.status === 'APPROVED' || file.status === 'COMPLETE') throw conflict('This file is already approved.');
    if (!counts || counts.all === 0 || counts.approved < counts.all) throw conflict(questionMessages.approveFileTooltip);
    // Progress counts approved responses that say something: a file is approved at 100 % (questionnaires §2.8).
    if (counts.empty > 0) throw conflict(questionMessages.emptyBlocksApproval(counts.empty));
    Object.assign(patch, { approvedAt: now, approvedById: auth.userId, isReviewStarted: true });
    description = `Approved ${file.fileName}`;
  } else if (to === 'COMPLETE') {
    if (file.status !== 'APPROVED') throw conflict('Approve the file before marking it complete.');
    Object.assign(patch, { completedAt: now, completedById: auth.userId, isReviewCompleted: true });
    description = `Marked ${file.fileName} complete`;
  } else {
    if (file.aiStatus === 'QUEUED' || file.aiStatus === 'PROCESSING') throw conflict('The AI is still drafting answers for this file.');
    Object.assign(patch, { isReviewStarted: true, isReviewCompleted: false, approvedAt: null, approvedById: null, completedAt: null, completedById: null });
    description =
      file.status === 'APPROVED' || file.status === 'COMPLETE' ? `Reopened the review of ${file.fileName}` : `Started the review of ${file.fileName}`;
  }
  await updateFileRow(tx, org, fileId, patch);
  await logFile(tx, auth, org, { id: file.id, name: file.fileName, requestId }, 'status_change', description, { from: file.status, to });
  const requestStatus = await syncRequestStatus(tx, auth, org, requestId);
  return { requestStatus };
}
