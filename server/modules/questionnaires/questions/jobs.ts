import type { AppDeps } from '@server/deps';
import type { Tx } from '@server/db/client';
import type { QuestionSource } from '@server/db/schema/index';
import { withTenant } from '@server/db/tenant-isolation';
import { enqueueJob, registerJobHandler } from '@server/lib/jobs';
import { findCloseQuestions, saveApprovedAnswers } from '../../knowledge-hub/index';
import { selectApprovedAnswers } from './queries';

export const JOB_LIBRARY = 'questionnaire.library';
const CHUNK = 200;

/**
 * Approved answers flow back into the answer library (knowledge hub) in the background: the approval
 * commits at once, the library follows within seconds. Queued in the approval's transaction.
 */
export function queueLibraryFlowBack(
  tx: Tx,
  org: string,
  userId: string | null,
  input: { questionIds: string[]; productIds: string[]; reference: string; bulk: boolean; reviewerName: string | null },
) {
  if (input.questionIds.length === 0) return Promise.resolve();
  return enqueueJob(tx, org, JOB_LIBRARY, { userId, ...input }, { maxAttempts: 3 });
}

export function registerLibraryJob(deps: AppDeps) {
  registerJobHandler(JOB_LIBRARY, async (ctx) => {
    const org = ctx.job.organizationId;
    const p = ctx.job.payload as {
      userId: string | null;
      questionIds: string[];
      productIds: string[];
      reference: string;
      bulk?: boolean;
      reviewerName?: string | null;
    };
    let saved = 0;
    for (let k = 0; k < p.questionIds.length; k += CHUNK) {
      const ids = p.questionIds.slice(k, k + CHUNK);
      // The library's near-duplicates are looked up outside the tenant transaction (knowledge-hub's findCloseQuestions).
      const asked = await withTenant(deps.db, { organizationId: org }, (tx) => selectApprovedAnswers(tx, org, ids));
      const close = await findCloseQuestions(
        deps.db,
        org,
        asked.map((q) => q.question),
      );
      saved += await withTenant(deps.db, { organizationId: org }, async (tx) => {
        // Only what is still approved when the job runs (a question set back to draft meanwhile stays out).
        const qs = await selectApprovedAnswers(tx, org, ids);
        return saveApprovedAnswers(
          tx,
          org,
          p.userId,
          qs.map((q) => ({
            question: q.question,
            choice: q.answer_choice,
            text: q.answer_text,
            productIds: p.productIds,
            reference: p.reference,
            // The AI's draft, untouched by a person: approved in a bulk action, or on its own (issue 13).
            how: q.ai_answered ? (p.bulk ? 'ai_bulk' : 'ai_single') : 'person',
            reviewerName: p.reviewerName ?? null,
            citations: citationsOf(q.source),
          })),
          close,
        );
      });
      await ctx.setProgress(Math.round(((k + ids.length) / p.questionIds.length) * 100));
    }
    return { saved };
  });
}

/** The documents and library answers a draft cited, as the library keeps them. */
function citationsOf(source: QuestionSource[]) {
  return source
    .filter((s) => (s.kind === 'document' || s.kind === 'library') && typeof s.id === 'string')
    .map((s) => ({ kind: String(s.kind), id: String(s.id), name: s.name }));
}
