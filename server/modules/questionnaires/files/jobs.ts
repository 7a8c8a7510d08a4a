import { excelFormats, wordFormats, WORD_GROUP, type QuestionnaireFileFormat } from '@shared/contracts/questionnaires';
import type { AppDeps } from '@server/deps';
import type { Tx } from '@server/db/client';
import { withTenant } from '@server/db/tenant-isolation';
import { registerJobHandler, type JobContext, type JobRow, resumeNote, retryNote } from '@server/lib/jobs';
import { logFile } from '../activity';
import { JOB_EXTRACT, JOB_INSPECT } from './service';
import { loadFileById, replaceFileQuestions, updateFileRow, type FilePatch, type FileRow } from './queries';
import { convertedWorkbook, extractFile, inspectFile, IntakeFailure, type ExtractedQuestion } from './intake';
import { syncRequestStatus } from '../requests/service';
import { compareWithLastTime } from './previous';

type Patch = FilePatch;

const UNREADABLE = 'We could not read this file. It may be damaged or protected; please save it again from Excel or Word and upload it again.';

/** Reading uploaded questionnaires in the background: inspect on upload, extract once mapped. */
export function registerIntakeJobs(deps: AppDeps) {
  const asTenant = <T>(org: string, fn: (tx: Tx) => Promise<T>) => withTenant(deps.db, { organizationId: org }, fn);
  const update = (org: string, fileId: string, patch: Patch) => asTenant(org, (tx) => updateFileRow(tx, org, fileId, { ...patch, updatedAt: new Date() }));
  const load = (org: string, fileId: string) => asTenant(org, (tx) => loadFileById(tx, org, fileId));

  /** A file that cannot be read fails alone, with a message a person can act on; the job itself ends. */
  const guard = async (ctx: JobContext, fileId: string, fileName: string, requestId: string, fn: () => Promise<void>) => {
    const org = ctx.job.organizationId;
    try {
      await fn();
    } catch (err) {
      const known = err instanceof IntakeFailure;
      if (!known && ctx.job.attempts < ctx.job.maxAttempts) throw err;
      const reason = known ? err.message : UNREADABLE;
      await update(org, fileId, { parseStatus: 'FAILED', aiProcessorFailureReason: reason, fileConversionRequestStatus: null });
      await asTenant(org, (tx) =>
        logFile(tx, null, org, { id: fileId, name: fileName, requestId }, 'import_failed', `Could not import ${fileName}: ${reason}`),
      );
    }
  };

  /** The job failed for good outside `guard` (the server stopped during every attempt): the file says so. */
  const onFailed = async (job: JobRow, message: string) => {
    const org = job.organizationId;
    const file = await load(org, String(job.payload.fileId));
    if (!file || ['PROCESSED', 'FAILED', 'NEEDS_MAPPING'].includes(file.parseStatus)) return;
    const reason = `We could not import this file: ${message.charAt(0).toLowerCase()}${message.slice(1)} Upload it again, or contact support if it happens again.`;
    await update(org, file.id, { parseStatus: 'FAILED', aiProcessorFailureReason: reason, fileConversionRequestStatus: null });
  };

  // An attempt failed and the job waits (back-off): the file's card says so instead of looking stuck.
  const onRetry = async (job: JobRow, _message: string, retryAt: Date) => {
    const org = job.organizationId;
    const file = await load(org, String(job.payload.fileId));
    if (!file || ['PROCESSED', 'FAILED', 'NEEDS_MAPPING'].includes(file.parseStatus)) return;
    await update(org, file.id, { aiProcessorFailureReason: retryNote(job, retryAt) });
  };

  registerJobHandler(
    JOB_INSPECT,
    async (ctx) => {
      const org = ctx.job.organizationId;
      const fileId = String(ctx.job.payload.fileId);
      const file = await load(org, fileId);
      if (!file || file.parseStatus === 'PROCESSED') return { skipped: true };
      await guard(ctx, fileId, file.fileName, file.requestId, async () => {
        await update(org, fileId, { parseStatus: 'PARSING', parseProgress: 10, aiProcessorFailureReason: resumeNote(ctx.job) });
        const buffer = await deps.storage.get(file.fileKey);
        if (!buffer) throw new IntakeFailure('The uploaded file is missing. Please upload it again.');
        const format = file.format as QuestionnaireFileFormat;
        const inspection = await inspectFile(buffer, format);
        if (excelFormats.includes(format) || wordFormats.includes(format)) {
          await update(org, fileId, {
            parseStatus: 'NEEDS_MAPPING',
            parseProgress: 100,
            aiProcessorFailureReason: null,
            inspection: inspection as unknown as Record<string, unknown>,
            // The review screen's tabs: the sheets a person sees in Excel (a hidden helper sheet only serves the workbook).
            allGroups: excelFormats.includes(format) ? inspection.sheets.filter((s) => !s.hidden).map((s) => s.name) : [WORD_GROUP],
          });
          return;
        }
        // PDF and CSV questionnaires are plain question lists: imported at once.
        await update(org, fileId, { parseProgress: 50, inspection: inspection as unknown as Record<string, unknown> });
        const questions = await extractFile(buffer, format, null);
        await storeQuestions(org, file, questions, {});
      });
      return { fileId };
    },
    { onFailed, onRetry },
  );

  registerJobHandler(
    JOB_EXTRACT,
    async (ctx) => {
      const org = ctx.job.organizationId;
      const fileId = String(ctx.job.payload.fileId);
      const file = await load(org, fileId);
      if (!file || file.parseStatus !== 'EXTRACTING') return { skipped: true };
      await guard(ctx, fileId, file.fileName, file.requestId, async () => {
        const buffer = await deps.storage.get(file.fileKey);
        if (!buffer) throw new IntakeFailure('The uploaded file is missing. Please upload it again.');
        const format = file.format as QuestionnaireFileFormat;
        await update(org, fileId, { parseProgress: 20, ...(resumeNote(ctx.job) ? { aiProcessorFailureReason: resumeNote(ctx.job) } : {}) });
        const mapped = excelFormats.includes(format) || (wordFormats.includes(format) && (file.sheetMappings?.length ?? 0) > 0);
        const questions = await extractFile(buffer, format, mapped ? (file.sheetMappings ?? []) : null);
        if (questions.length === 0 && (excelFormats.includes(format) || wordFormats.includes(format))) {
          // Back to the mapping step with the reason: another table, column or header row may do.
          await update(org, fileId, {
            parseStatus: 'NEEDS_MAPPING',
            aiProcessorFailureReason: noQuestionsMessage(format, mapped),
            fileConversionRequestStatus: null,
          });
          return;
        }
        const extra: Patch = {};
        if (wordFormats.includes(format)) {
          const converted = await convertedWorkbook(file.fileName, questions);
          const key = `${file.fileKey.replace(/\.[^./]*$/, '')}-converted.xlsx`;
          await deps.storage.put(key, converted, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
          Object.assign(extra, { fileConversionRequestStatus: 'COMPLETED', convertedFileKey: key, selectedGroups: [WORD_GROUP] });
        }
        await storeQuestions(org, file, questions, extra);
      });
      return { fileId };
    },
    { onFailed, onRetry },
  );

  /** Replaces the file's questions with what was extracted (idempotent), in one transaction. */
  async function storeQuestions(org: string, file: FileRow, questions: ExtractedQuestion[], extra: Patch) {
    if (questions.length === 0) throw new IntakeFailure(noQuestionsMessage(file.format));
    await asTenant(org, async (tx) => {
      const values = questions.map((q, i) => ({
        organizationId: org,
        requestId: file.requestId,
        fileId: file.id,
        sequenceNum: i + 1,
        groupName: q.group,
        rowNumber: q.row,
        externalRef: q.externalRef,
        section: q.section,
        answerCells: q.answerCells,
        question: q.question,
        answerOptions: q.answerOptions,
        answerChoice: q.answerChoice,
        answerText: q.answerText ?? '',
      }));
      await replaceFileQuestions(tx, org, file.id, values);
      // the same customer sent this questionnaire before: prefill what is unchanged, mark what changed
      const delta = await compareWithLastTime(tx, org, file.requestId, file.id);
      const groups = [...new Set(questions.map((q) => q.group))];
      await updateFileRow(tx, org, file.id, {
        parseStatus: 'PROCESSED',
        parseProgress: 100,
        aiProcessorFailureReason: null,
        ...(file.selectedGroups.length === 0 ? { selectedGroups: groups } : {}),
        ...(file.allGroups.length === 0 ? { allGroups: groups } : {}),
        ...extra,
        updatedAt: new Date(),
      });
      await logFile(
        tx,
        null,
        org,
        { id: file.id, name: file.fileName, requestId: file.requestId },
        'import',
        `Imported ${questions.length} question${questions.length === 1 ? '' : 's'} from ${file.fileName}${delta ? `; ${delta.prefilled} prefilled from the customer’s last questionnaire, ${delta.changed} changed since` : ''}`,
        { count: questions.length, ...(delta ? { delta } : {}) },
      );
      await syncRequestStatus(tx, null, org, file.requestId);
    });
  }
}

function noQuestionsMessage(format: string, mapped = false) {
  if (excelFormats.includes(format)) return 'No questions were found with this mapping. Check the question column and the header row, then try again.';
  if (wordFormats.includes(format) && mapped)
    return 'No questions were found in the columns you chose. Check the table, its question column and its header row, then try again.';
  if (wordFormats.includes(format))
    return 'No questions were found in this document by themselves. Choose the table that holds them, and its question and answer columns.';
  return 'No questions were found in this file.';
}
