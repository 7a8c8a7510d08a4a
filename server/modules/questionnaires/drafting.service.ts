import type { z } from 'zod';
import { isRequestClosed, type RequestFileView, type startAiBody } from '@shared/contracts/questionnaires';
import { ErrorCode } from '@shared/errors';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import type { AuthContext } from '../../lib/context';
import { AppError, conflict, forbidden } from '../../lib/errors';
import { enqueueJob, registerJobHandler } from '../../lib/jobs';
import { canChangeFileStatus } from './access';
import { logFile } from './activity';
import { draftBatch } from './engine';
import {
  completeDrafting,
  countQuestionsToDraft,
  countReadyDocuments,
  loadDraftingFile,
  questionIdsToDraft,
  questionsByIds,
  saveDraft,
  updateDraftingFile,
} from './drafting.queries';
import { fileDetail, gateFile } from './files/service';
import { syncRequestStatus } from './requests/service';

export const JOB_DRAFT = 'questionnaire.draft';
const BATCH = 20;

export const missingKbFiles = () =>
  new AppError(400, ErrorCode.missingKbFiles, 'Choose the knowledge-base documents the AI should answer from.', 'selected_kb_files');

type StartBody = z.output<typeof startAiBody>;

/**
 * 'Start AI' on a file card (questionnaires §2.7, §4): remembers the chosen documents and queues the
 * drafting. Start and Relaunch draft every question not yet approved whose answer is empty or the AI's;
 * Retry (?retry=1) picks up only the questions still without an answer. Answers people wrote stay.
 * Answers with the file card.
 */
export async function startAi(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, b: StartBody, retry: boolean): Promise<RequestFileView> {
  const data = await deps.tenant(auth, async (tx) => {
    await queueDrafting(tx, auth, requestId, fileId, b, retry);
    return fileDetail(tx, auth, requestId, fileId);
  });
  deps.jobs.poke();
  return data;
}

async function queueDrafting(tx: Tx, auth: AuthContext, requestId: string, fileId: string, b: StartBody, retry: boolean) {
  const org = auth.organizationId;
  const { gate, file } = await gateFile(tx, auth, requestId, fileId);
  if (!canChangeFileStatus(auth)) throw forbidden();
  if (isRequestClosed(gate.status)) throw conflict('This request is closed: its files can no longer change.');
  if (file.parseStatus !== 'PROCESSED') throw conflict('The questions of this file are not imported yet.');
  if (file.status === 'APPROVED' || file.status === 'COMPLETE') throw conflict('This file is approved: its answers can no longer change.');
  if (file.aiStatus === 'QUEUED' || file.aiStatus === 'PROCESSING') throw conflict('The AI is already drafting answers for this file.');
  const kb = b.selected_kb_files?.length ? [...new Set(b.selected_kb_files)] : file.selectedKbFiles;
  // Nothing chosen and nothing remembered: the user chooses (an organisation without any document
  // drafts from its answer library alone).
  if (kb.length === 0 && (await countReadyDocuments(tx, org)) > 0) throw missingKbFiles();
  const todo = await countQuestionsToDraft(tx, org, fileId, retry);
  if (todo === 0)
    throw conflict(
      retry ? 'Every question already has an answer.' : 'There is nothing left for the AI to draft: every question is approved or answered by a person.',
    );
  await updateDraftingFile(tx, org, fileId, {
    aiStatus: 'QUEUED',
    aiProgress: 0,
    aiProcessorFailureReason: null,
    aiStartedAt: new Date(),
    aiCompletedAt: null,
    selectedKbFiles: kb,
    ...(b.additional_instructions !== undefined ? { additionalInstructions: b.additional_instructions } : {}),
    ...(file.status === 'NOT_STARTED' ? { status: 'IN_PROGRESS' } : {}),
  });
  await enqueueJob(tx, org, JOB_DRAFT, { fileId, requestId, retry, startedAt: new Date().toISOString() }, { maxAttempts: 2 });
  const verb = retry ? 'Retried' : file.aiStatus === 'NOT_STARTED' ? 'Started' : 'Relaunched';
  await logFile(
    tx,
    auth,
    org,
    { id: file.id, name: file.fileName, requestId },
    'ai_start',
    `${verb} AI drafting for ${file.fileName} (${todo} question${todo === 1 ? '' : 's'}, ${kb.length ? `${kb.length} document${kb.length === 1 ? '' : 's'}` : 'answer library only'})`,
    { retry, kb_files: kb },
  );
  await syncRequestStatus(tx, auth, org, requestId);
}

/** The drafting job: batches of questions through the answer engine, progress saved after each batch. */
export function registerDraftingJob(deps: AppDeps) {
  registerJobHandler(JOB_DRAFT, async (ctx) => {
    const org = ctx.job.organizationId;
    const fileId = String(ctx.job.payload.fileId);
    const retry = Boolean(ctx.job.payload.retry);
    const startedAt = new Date(String(ctx.job.payload.startedAt));
    const asTenant = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(deps.db, { organizationId: org }, fn);
    const setFile = (patch: Parameters<typeof updateDraftingFile>[3]) => asTenant((tx) => updateDraftingFile(tx, org, fileId, patch));
    const file = await asTenant((tx) => loadDraftingFile(tx, org, fileId));
    if (!file || (file.aiStatus !== 'QUEUED' && file.aiStatus !== 'PROCESSING')) return { skipped: true };
    await setFile({ aiStatus: 'PROCESSING' });
    try {
      // Questions this run still has to draft (a resumed run skips what it already did).
      const ids = await asTenant((tx) => questionIdsToDraft(tx, org, fileId, retry, startedAt));
      let done = 0;
      for (let i = 0; i < ids.length; i += BATCH) {
        const batch = ids.slice(i, i + BATCH);
        await asTenant(async (tx) => {
          const qs = await questionsByIds(tx, org, batch);
          // A person may have answered or approved meanwhile: leave those alone.
          const open = qs.filter((q) => q.status !== 'APPROVED' && (q.aiAnswered || (!q.answerText && !q.answerChoice)));
          const drafts = await draftBatch(tx, deps, file, open);
          for (const [j, q] of open.entries()) {
            const d = drafts[j];
            if (!d) continue;
            await saveDraft(tx, org, q.id, {
              answerText: d.answerText,
              answerChoice: d.answerChoice,
              source: d.sources,
              confidence: d.confidence,
              confidenceLevel: d.confidenceLevel,
              flagged: d.flagged,
              flagReason: d.reason,
              aiAnswered: Boolean(d.answerText || d.answerChoice),
              staleAt: null,
              staleReason: null,
              wasAnsweredByAiOnce: q.wasAnsweredByAiOnce || Boolean(d.answerText || d.answerChoice),
            });
          }
        });
        done += batch.length;
        const pct = Math.round((done / ids.length) * 100);
        await setFile({ aiProgress: pct });
        await ctx.setProgress(pct);
      }
      await asTenant(async (tx) => {
        await completeDrafting(tx, org, fileId);
        await logFile(
          tx,
          null,
          org,
          { id: fileId, name: file.fileName, requestId: file.requestId },
          'ai_complete',
          `AI drafted answers for ${ids.length} question${ids.length === 1 ? '' : 's'} of ${file.fileName}`,
          { count: ids.length },
        );
        await syncRequestStatus(tx, null, org, file.requestId);
      });
      return { drafted: ids.length };
    } catch (err) {
      if (ctx.job.attempts < ctx.job.maxAttempts) throw err;
      const reason = err instanceof AppError ? err.detail : 'The AI could not finish drafting this file. Use Retry to continue where it stopped.';
      deps.log.error({ err, fileId }, 'AI drafting failed');
      await setFile({ aiStatus: 'FAILED', aiProcessorFailureReason: reason });
      await asTenant((tx) =>
        logFile(
          tx,
          null,
          org,
          { id: fileId, name: file.fileName, requestId: file.requestId },
          'ai_failed',
          `AI drafting stopped for ${file.fileName}: ${reason}`,
        ),
      );
      return { failed: reason };
    }
  });
}
