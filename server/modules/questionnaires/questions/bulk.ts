import type { z } from 'zod';
import {
  approvedMessage,
  assignedMessage,
  deletedMessage,
  questionMessages as msg,
  reassignedMessage,
  statusChangedMessage,
  type BulkResult,
  type bulkActionBody,
  type bulkApproveBody,
  type bulkDeleteBody,
  highConfidenceChanged,
  type approveHighConfidenceBody,
} from '@shared/contracts/questions';
import type { AppDeps } from '@server/deps';
import type { Tx } from '@server/db/client';
import type { AuthContext } from '@server/lib/context';
import { conflict, forbidden, validation } from '@server/lib/errors';
import {
  approveQuestions,
  assertWritable,
  assignQuestions,
  fileCtx,
  logQuestions,
  nums,
  plural,
  runChange,
  touchFile,
  unapproveQuestions,
  type FileCtx,
} from './effects';
import {
  countWhere,
  deleteQuestions,
  highConfidenceSql,
  inGroup,
  notApproved,
  answeredSql,
  selectQuestions,
  selectQuestionsById,
  updateQuestions,
  visibleTo,
  type QuestionRow,
} from './queries';
import { checkAssignee } from './service';

const result = (changed: QuestionRow[], skipped: string[], message: string): BulkResult => ({
  count: changed.length,
  message,
  questions: changed.map((q) => q.id),
  skipped,
});

/** The selected questions the caller may see; the others are skipped. */
async function selected(tx: Tx, auth: AuthContext, ctx: FileCtx, ids: string[]) {
  const found = await selectQuestionsById(tx, auth.organizationId, ctx.file.id, [...new Set(ids)]);
  const visible = ctx.sme ? found.filter((q) => q.assignee_id === auth.userId) : found;
  const seen = new Set(visible.map((q) => q.id));
  return { visible, missing: ids.filter((id) => !seen.has(id)) };
}

/** Deletes the selected questions; approved ones cannot be deleted (questionnaires §4). */
export function bulkDelete(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, b: z.output<typeof bulkDeleteBody>): Promise<BulkResult> {
  return deps.tenant(auth, async (tx) => {
    const ctx = await fileCtx(tx, auth, requestId, fileId);
    if (ctx.sme) throw forbidden();
    assertWritable(ctx);
    const { visible, missing } = await selected(tx, auth, ctx, b.questions);
    const todo = visible.filter((q) => q.status !== 'APPROVED');
    const skipped = [...missing, ...visible.filter((q) => q.status === 'APPROVED').map((q) => q.id)];
    if (todo.length === 0) throw conflict(visible.length ? msg.approvedCannotDelete : msg.noQuestionsSelected);
    await deleteQuestions(
      tx,
      auth.organizationId,
      todo.map((q) => q.id),
    );
    await logQuestions(tx, auth, ctx, 'question_delete', `Deleted ${plural(todo.length, 'question')} (${nums(todo)})`, { questions: todo.map((q) => q.id) });
    return result(todo, skipped, deletedMessage(todo.length));
  });
}

/**
 * Approve All (questionnaires §2.8, §5): every question of the file, or of one sheet, not yet approved –
 * answered or not (the console asks 'Some responses are missing. Continue anyway?' first).
 */
export function bulkApprove(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, b: z.output<typeof bulkApproveBody>): Promise<BulkResult> {
  return runChange(deps, auth, async (tx) => {
    const org = auth.organizationId;
    const ctx = await fileCtx(tx, auth, requestId, fileId);
    if (ctx.sme) throw forbidden();
    assertWritable(ctx);
    const where = visibleTo(org, fileId, null);
    if (b.group_name) where.push(inGroup(b.group_name));
    if (!(await countWhere(tx, where))) throw conflict(msg.approveAllNoQuestions);
    // An empty response is not approved: it stays for a person to answer (the file is approved at 100 % only).
    const { list } = await selectQuestions(tx, [...where, notApproved, answeredSql], 100_000, 0);
    if (list.length === 0) {
      const empty = await countWhere(tx, [...where, notApproved]);
      throw conflict(empty ? msg.approveAllOnlyEmpty(empty) : 'All questions are already approved.');
    }
    await approveQuestions(tx, auth, ctx, list, { bulk: true });
    await logQuestions(tx, auth, ctx, 'question_approve', `Approved ${plural(list.length, 'question')}${b.group_name ? ` of ${b.group_name}` : ''}`, {
      questions: list.map((q) => q.id),
      group_name: b.group_name ?? null,
    });
    await touchFile(tx, auth, ctx);
    return result(list, [], approvedMessage(list.length));
  });
}

/** How many drafts of the file "Approve all high-confidence answers" would approve now. */
export function countHighConfidence(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string): Promise<{ count: number }> {
  return deps.tenant(auth, async (tx) => {
    const ctx = await fileCtx(tx, auth, requestId, fileId);
    if (ctx.sme) throw forbidden();
    return { count: await countWhere(tx, [...visibleTo(auth.organizationId, fileId, null), highConfidenceSql]) };
  });
}

/**
 * "Approve all high-confidence answers (N)" (issue 13): approves every untouched AI draft at high
 * confidence (not flagged, not stale, not empty), all or nothing. The count the person confirmed must
 * still be the count, else nothing is approved. The answers reach the library as approved in bulk.
 */
export function approveHighConfidence(
  deps: AppDeps,
  auth: AuthContext,
  requestId: string,
  fileId: string,
  b: z.output<typeof approveHighConfidenceBody>,
): Promise<BulkResult> {
  return runChange(deps, auth, async (tx) => {
    const ctx = await fileCtx(tx, auth, requestId, fileId);
    if (ctx.sme) throw forbidden();
    assertWritable(ctx);
    const { list } = await selectQuestions(tx, [...visibleTo(auth.organizationId, fileId, null), highConfidenceSql], 100_000, 0);
    if (list.length === 0) throw conflict(msg.noHighConfidence);
    if (list.length !== b.expected) throw conflict(highConfidenceChanged(list.length));
    await approveQuestions(tx, auth, ctx, list, { bulk: true });
    await logQuestions(tx, auth, ctx, 'question_approve', `Approved all ${plural(list.length, 'high-confidence answer')} (${nums(list)})`, {
      questions: list.map((q) => q.id),
      high_confidence: true,
    });
    await touchFile(tx, auth, ctx);
    return result(list, [], approvedMessage(list.length));
  });
}

/**
 * The selection's action (questionnaires §7 bulk-action): assign (or re-assign) to a person, set the
 * status, or set the SME status. Approved questions are never reassigned; an SME only submits their own.
 */
export function bulkAction(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, b: z.output<typeof bulkActionBody>): Promise<BulkResult> {
  return runChange(deps, auth, async (tx, fx) => {
    const org = auth.organizationId;
    const ctx = await fileCtx(tx, auth, requestId, fileId);
    if (ctx.sme && b.sme_status !== 'SME_DONE') throw forbidden();
    assertWritable(ctx);
    const { visible, missing } = await selected(tx, auth, ctx, b.questions);
    if (visible.length === 0) throw validation(msg.noQuestionsSelected, 'questions');

    if (b.assignee !== undefined) {
      const to = await checkAssignee(tx, org, b.assignee);
      const todo = visible.filter((q) => q.status !== 'APPROVED' && q.assignee_id !== to.id);
      const locked = visible.filter((q) => q.status === 'APPROVED');
      if (todo.length === 0) {
        if (locked.length) throw conflict(msg.approvedCannotReassign);
        return result([], [...missing, ...visible.map((q) => q.id)], assignedMessage(0, to.full_name));
      }
      const again = todo.some((q) => q.assignee_id);
      await assignQuestions(tx, auth, ctx, fx, todo, to);
      await logQuestions(
        tx,
        auth,
        ctx,
        'question_assign',
        `${again ? 'Re-assigned' : 'Assigned'} ${plural(todo.length, 'question')} (${nums(todo)}) to ${to.full_name}`,
        { questions: todo.map((q) => q.id), to: to.id },
      );
      await touchFile(tx, auth, ctx);
      const skipped = [...missing, ...visible.filter((q) => !todo.includes(q)).map((q) => q.id)];
      return result(todo, skipped, again ? reassignedMessage(todo.length, to.full_name) : assignedMessage(todo.length, to.full_name));
    }

    if (b.status !== undefined) {
      const todo = visible.filter((q) => q.status !== b.status);
      if (b.status === 'APPROVED') await approveQuestions(tx, auth, ctx, todo, { bulk: true });
      else await unapproveQuestions(tx, auth, todo);
      if (todo.length) {
        await logQuestions(
          tx,
          auth,
          ctx,
          b.status === 'APPROVED' ? 'question_approve' : 'question_update',
          `${b.status === 'APPROVED' ? 'Approved' : 'Set back to draft'} ${plural(todo.length, 'question')} (${nums(todo)})`,
          { questions: todo.map((q) => q.id) },
        );
        await touchFile(tx, auth, ctx);
      }
      const skipped = [...missing, ...visible.filter((q) => !todo.includes(q)).map((q) => q.id)];
      return result(todo, skipped, b.status === 'APPROVED' ? approvedMessage(todo.length) : statusChangedMessage(todo.length));
    }

    // sme_status
    const target = b.sme_status!;
    const open = visible.filter((q) => q.status !== 'APPROVED' && q.sme_status !== target);
    const todo = target === 'SME_DONE' ? open.filter((q) => q.question.trim() && (q.answer_text.trim() || q.answer_choice)) : open;
    if (target === 'SME_DONE' && open.length > 0 && todo.length === 0) throw validation(msg.submitNeedsResponse, 'questions');
    if (todo.length) {
      await updateQuestions(
        tx,
        org,
        todo.map((q) => q.id),
        { smeStatus: target, ...(target === 'SME_DONE' && ctx.sme ? { approvedBySme: true } : {}) },
      );
      await logQuestions(
        tx,
        auth,
        ctx,
        'question_update',
        `${target === 'SME_DONE' ? 'Submitted the responses of' : 'Sent back to the expert'} ${plural(todo.length, 'question')} (${nums(todo)})`,
        { questions: todo.map((q) => q.id), sme_status: target },
      );
      await touchFile(tx, auth, ctx);
    }
    const skipped = [...missing, ...visible.filter((q) => !todo.includes(q)).map((q) => q.id)];
    return result(todo, skipped, statusChangedMessage(todo.length));
  });
}
