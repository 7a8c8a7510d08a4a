import type { z } from 'zod';
import { WORD_GROUP } from '@shared/contracts/questionnaires';
import {
  questionMessages as msg,
  type createQuestionBody,
  type feedbackBody,
  type GeneratedAnswerView,
  type generateAiResponseBody,
  type patchQuestionBody,
  type QuestionListData,
  type questionListQuery,
  type QuestionView,
  type reassignToOwnerBody,
  type submitResponseBody,
} from '@shared/contracts/questions';
import type { AppDeps } from '@server/deps';
import type { Tx } from '@server/db/client';
import type { questionnaireQuestions } from '@server/db/schema/index';
import type { AuthContext } from '@server/lib/context';
import { conflict, forbidden, validation } from '@server/lib/errors';
import { pagination } from '@server/lib/http';
import { addComment } from '../comments/service';
import { missingKbFiles } from '../drafting.service';
import { draftBatch } from '../engine';
import {
  approveQuestions,
  assertWritable,
  assignQuestions,
  bumpRegeneration,
  fileCtx,
  loadQuestion,
  logQuestions,
  runChange,
  touchFile,
  unapproveQuestions,
  type Effects,
  type FileCtx,
} from './effects';
import {
  countQuestions,
  deleteQuestions,
  insertQuestion,
  listFilters,
  lockFile,
  nextSequence,
  readyDocumentCount,
  selectAssignable,
  selectAssignees,
  selectGroupNames,
  selectQuestion,
  selectQuestions,
  selectRequestOwner,
  updateQuestions,
  visibleTo,
  type AssigneeCandidate,
  type QuestionRow,
} from './queries';
import { leavePresence, reportPresence, type Viewer } from './presence';
import { availableOptions, questionView, sourceViews } from './views';
import { checkDueDate } from '../requests/service';

type ListQuery = z.output<typeof questionListQuery>;

/** The questions table (questionnaires §2.8, §7): filters, counters for the toolbar, and the people holding questions. */
export function listQuestions(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, q: ListQuery) {
  return deps.tenant(auth, async (tx) => {
    const ctx = await fileCtx(tx, auth, requestId, fileId);
    const base = visibleTo(auth.organizationId, fileId, ctx.sme ? auth.userId : null);
    const { list, total } = await selectQuestions(tx, [...base, ...listFilters(q, auth.userId)], q.length, (q.page - 1) * q.length);
    const [counters, assignees] = await Promise.all([countQuestions(tx, base, q.group, auth.userId), selectAssignees(tx, base)]);
    const data: QuestionListData = { questions: list.map((r) => questionView(r, auth, ctx)), counters, assignees };
    return { data, pagination: pagination(q.page, q.length, total, { ...counters }) };
  });
}

/** Who else has this file open (shown in the review header): the page reports itself while open, and when it leaves. */
export async function filePresence(
  deps: AppDeps,
  auth: AuthContext,
  requestId: string,
  fileId: string,
  b: { editing: boolean; leaving: boolean },
): Promise<{ viewers: Viewer[] }> {
  await deps.tenant(auth, (tx) => fileCtx(tx, auth, requestId, fileId));
  if (b.leaving) {
    leavePresence(auth.organizationId, fileId, auth.userId);
    return { viewers: [] };
  }
  return { viewers: reportPresence(auth.organizationId, fileId, { id: auth.userId, name: auth.fullName }, b.editing) };
}

export async function view(tx: Tx, auth: AuthContext, ctx: FileCtx, id: string): Promise<QuestionView> {
  const row = await selectQuestion(tx, auth.organizationId, ctx.file.id, id);
  return questionView(row!, auth, ctx);
}

/** Add question (questionnaires §2.8): a custom question at the end of a sheet of the file. */
export function createQuestion(
  deps: AppDeps,
  auth: AuthContext,
  requestId: string,
  fileId: string,
  b: z.output<typeof createQuestionBody>,
): Promise<QuestionView> {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const ctx = await fileCtx(tx, auth, requestId, fileId);
    if (ctx.sme) throw forbidden();
    assertWritable(ctx);
    if (ctx.file.parseStatus !== 'PROCESSED') throw conflict('The questions of this file are not imported yet.');
    const groups = new Set([...ctx.file.selectedGroups, ...(await selectGroupNames(tx, org, fileId))]);
    if (groups.size === 0) groups.add(WORD_GROUP);
    if (!groups.has(b.group)) throw validation(msg.unknownGroup, 'group');
    // One number each, even when two people add a question at the same moment.
    await lockFile(tx, org, fileId);
    const seq = await nextSequence(tx, org, fileId);
    const id = await insertQuestion(tx, {
      organizationId: org,
      requestId,
      fileId,
      sequenceNum: seq,
      groupName: b.group,
      question: b.question,
      answerOptions: b.answer_options ?? [],
      isCustom: true,
    });
    await logQuestions(tx, auth, ctx, 'question_create', `Added question ${seq} to ${b.group}: “${short(b.question)}”`, { question_id: id });
    await touchFile(tx, auth, ctx);
    return view(tx, auth, ctx, id);
  });
}

const short = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}…` : s);

/** A choice must be one the question offers (case aside); returns the option as the file spells it. */
function checkChoice(q: QuestionRow, choice: string | null | undefined): string | null | undefined {
  if (choice === undefined || choice === null || choice === '') return choice === '' ? null : choice;
  const options = availableOptions(q);
  if (options.length === 0) return choice;
  const match = options.find((o) => o.toLowerCase() === choice.toLowerCase());
  if (!match) throw validation(`Choose one of: ${options.join(', ')}.`, 'answer_choice');
  return match;
}

/** An assignee must be an active admin, sales admin or SME of the organisation ('Assignee cannot be empty'). */
export async function checkAssignee(tx: Tx, org: string, assignee: string | null | undefined): Promise<AssigneeCandidate> {
  if (!assignee) throw validation(msg.assigneeEmpty, 'assignee');
  const user = await selectAssignable(tx, org, assignee);
  if (!user) throw validation(msg.assigneeNotAllowed, 'assignee');
  return user;
}

type Patch = z.output<typeof patchQuestionBody>;
const answerFields = (b: Patch) => b.answer_text !== undefined || b.answer_choice !== undefined;

/**
 * Edits a question (questionnaires §4, §5): response, question text, status, assignee, due date, SME status.
 * An SME changes only the response of their own questions and submits it. A person's response replaces
 * the AI's (ai_answered off, answered_by recorded). Approved questions are locked until set back to draft.
 */
export function patchQuestion(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, id: string, b: Patch): Promise<QuestionView> {
  return runChange(deps, auth, (tx, fx) => editQuestion(tx, auth, fx, requestId, fileId, id, b));
}

async function editQuestion(tx: Tx, auth: AuthContext, fx: Effects, requestId: string, fileId: string, id: string, b: Patch): Promise<QuestionView> {
  const org = auth.organizationId;
  const ctx = await fileCtx(tx, auth, requestId, fileId);
  assertWritable(ctx);
  let q = await loadQuestion(tx, auth, ctx, id);
  if (ctx.sme && (b.status !== undefined || b.assignee !== undefined || b.question !== undefined || b.due_date !== undefined || b.sme_status === 'SME_PENDING'))
    throw forbidden();
  const changes: string[] = [];

  if (b.status === 'DRAFT' && q.status === 'APPROVED') {
    await unapproveQuestions(tx, auth, [q]);
    q = { ...q, status: 'DRAFT' };
    changes.push('set back to draft');
  }
  const locked = q.status === 'APPROVED';
  if (b.assignee !== undefined) {
    const to = await checkAssignee(tx, org, b.assignee);
    if (locked) throw conflict(msg.approvedCannotReassign);
    if (to.id !== q.assignee_id) {
      await assignQuestions(tx, auth, ctx, fx, [q], to);
      changes.push(`${q.assignee_id ? 're-assigned' : 'assigned'} to ${to.full_name}`);
    }
  }
  const set: Partial<typeof questionnaireQuestions.$inferInsert> = {};
  if (locked && (answerFields(b) || b.question !== undefined || b.due_date !== undefined || b.sme_status !== undefined)) throw conflict(msg.approvedLocked);
  if (b.question !== undefined && b.question !== q.question) {
    set.question = b.question;
    changes.push('edited the question');
  }
  if (b.due_date !== undefined) {
    if (b.due_date) checkDueDate(b.due_date);
    set.dueDate = b.due_date;
    changes.push(b.due_date ? `due ${b.due_date}` : 'removed the due date');
  }
  if (answerFields(b) && b.base && (b.base.answer_text !== q.answer_text || (b.base.answer_choice ?? null) !== (q.answer_choice ?? null))) {
    throw conflict(msg.changedMeanwhile(q.answered_by_name ?? (q.ai_answered ? 'The AI' : 'Someone else')), 'answer_text');
  }
  if (answerFields(b)) {
    const text = b.answer_text !== undefined ? b.answer_text.trim() : q.answer_text;
    const choice = b.answer_choice !== undefined ? (checkChoice(q, b.answer_choice) ?? null) : q.answer_choice;
    if (text !== q.answer_text || choice !== q.answer_choice) {
      const answered = Boolean(text || choice);
      Object.assign(set, {
        answerText: text,
        answerChoice: choice,
        aiAnswered: false,
        staleAt: null,
        staleReason: null,
        answeredById: answered ? auth.userId : null,
      });
      if (answered) Object.assign(set, { flagged: false, flagReason: null });
      // The AI's closest finds for a question it left to a person do not back what the person wrote.
      if (q.flagged || !(q.answer_text || q.answer_choice)) set.source = [];
      changes.push(answered ? 'edited the response' : 'cleared the response');
    }
  }
  if (b.sme_status !== undefined && b.sme_status !== q.sme_status) {
    if (b.sme_status === 'SME_DONE') {
      const text = set.answerText ?? q.answer_text;
      const choice = set.answerChoice !== undefined ? set.answerChoice : q.answer_choice;
      if (!(set.question ?? q.question).trim() || !(text || choice)) throw validation(msg.submitNeedsResponse, 'answer_text');
      Object.assign(set, { smeStatus: 'SME_DONE', approvedBySme: ctx.sme || q.approved_by_sme });
      changes.push('submitted the response');
    } else {
      set.smeStatus = 'SME_PENDING';
      changes.push('sent back to the expert');
    }
  }
  if (Object.keys(set).length) {
    await updateQuestions(tx, org, [q.id], set);
  }
  if (b.status === 'APPROVED' && q.status !== 'APPROVED') {
    const fresh = (await selectQuestion(tx, org, fileId, q.id))!;
    await approveQuestions(tx, auth, ctx, [fresh]);
    changes.push('approved');
  }
  if (changes.length) {
    await logQuestions(tx, auth, ctx, 'question_update', `Question ${q.sequence_num}: ${changes.join(', ')}`, { question_id: q.id, fields: Object.keys(b) });
    await touchFile(tx, auth, ctx);
  }
  return view(tx, auth, ctx, q.id);
}

/** The SME's 'Submit Response' (questionnaires §4, §5): needs a question and a response; once only. */
export function submitResponse(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, id: string, b: z.output<typeof submitResponseBody>) {
  return runChange(deps, auth, async (tx, fx) => {
    const ctx = await fileCtx(tx, auth, requestId, fileId);
    assertWritable(ctx);
    const q = await loadQuestion(tx, auth, ctx, id);
    if (q.assignee_id !== auth.userId) throw forbidden(msg.notAssignedToYou);
    if (q.status === 'APPROVED') throw conflict(msg.approvedLocked);
    if (q.sme_status === 'SME_DONE') throw conflict(msg.alreadySubmitted);
    const patch: Patch = { sme_status: 'SME_DONE' };
    if (b.answer_text !== undefined) patch.answer_text = b.answer_text;
    if (b.answer_choice !== undefined) patch.answer_choice = b.answer_choice;
    return editQuestion(tx, auth, fx, requestId, fileId, id, patch);
  });
}

/**
 * The SME gives a question back to the request's owner (questionnaires §4), with an optional comment
 * linked to the question. The owner is told by e-mail.
 */
export function reassignToOwner(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, id: string, b: z.output<typeof reassignToOwnerBody>) {
  return runChange(deps, auth, async (tx, fx) => {
    const org = auth.organizationId;
    const ctx = await fileCtx(tx, auth, requestId, fileId);
    assertWritable(ctx);
    const q = await loadQuestion(tx, auth, ctx, id);
    if (q.assignee_id !== auth.userId) throw forbidden(msg.notAssignedToYou);
    if (q.status === 'APPROVED') throw conflict(msg.approvedCannotReassign);
    const req = await selectRequestOwner(tx, org, requestId);
    const ownerId = req?.owner_id ?? req?.created_by_id;
    const owner = ownerId && ownerId !== auth.userId ? await selectAssignable(tx, org, ownerId) : undefined;
    if (!owner) throw conflict(msg.noOwner);
    const comment = b.comment?.trim();
    if (comment) await addComment(tx, auth, requestId, fileId, { comment_text: comment, question: q.id }, fx);
    await assignQuestions(tx, auth, ctx, fx, [q], owner, comment ? { note: comment } : {});
    await updateQuestions(tx, org, [q.id], { smeStatus: null }, false);
    await logQuestions(tx, auth, ctx, 'question_reassign', `Re-assigned question ${q.sequence_num} to ${owner.full_name}${comment ? ' with a comment' : ''}`, {
      question_id: q.id,
      to: owner.id,
    });
    const row = (await selectQuestion(tx, org, fileId, q.id))!;
    return { question: questionView(row, auth, ctx), owner: { id: owner.id, full_name: owner.full_name } };
  });
}

export function deleteQuestion(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, id: string): Promise<void> {
  return deps.tenant(auth, async (tx) => {
    const ctx = await fileCtx(tx, auth, requestId, fileId);
    if (ctx.sme) throw forbidden();
    assertWritable(ctx);
    const q = await loadQuestion(tx, auth, ctx, id);
    if (q.status === 'APPROVED') throw conflict(msg.approvedCannotDelete);
    await deleteQuestions(tx, auth.organizationId, [q.id]);
    await logQuestions(tx, auth, ctx, 'question_delete', `Deleted question ${q.sequence_num}: “${short(q.question)}”`, { question_id: q.id });
  });
}

/** Like or dislike the AI's answer ('Thanks for the feedback!'); null removes the mark. */
export function giveFeedback(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string, id: string, b: z.output<typeof feedbackBody>) {
  return deps.tenant(auth, async (tx) => {
    const ctx = await fileCtx(tx, auth, requestId, fileId);
    const q = await loadQuestion(tx, auth, ctx, id);
    await updateQuestions(tx, auth.organizationId, [q.id], { aiQnaFeedbackAction: b.feedback_action });
    const what = b.feedback_action === 'LIKE' ? 'liked' : b.feedback_action === 'DISLIKE' ? 'disliked' : 'removed the feedback on';
    await logQuestions(tx, auth, ctx, 'question_feedback', `Question ${q.sequence_num}: ${what} the AI response`, {
      question_id: q.id,
      feedback_action: b.feedback_action,
    });
    return view(tx, auth, ctx, q.id);
  });
}

/**
 * Regenerate (questionnaires §7 generate-ai-response): the answer engine drafts this question again from
 * the chosen documents, refining or following the user's prompt (with the language model when one is
 * configured). Counts every regeneration; a draft without an answer never erases the current response.
 */
export function generateAiResponse(
  deps: AppDeps,
  auth: AuthContext,
  requestId: string,
  fileId: string,
  id: string,
  b: z.output<typeof generateAiResponseBody>,
): Promise<GeneratedAnswerView> {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const ctx = await fileCtx(tx, auth, requestId, fileId);
    assertWritable(ctx);
    const q = await loadQuestion(tx, auth, ctx, id);
    if (q.status === 'APPROVED') throw conflict(msg.approvedLocked);
    const kb = [
      ...new Set([...(b.selected_kb_files?.length ? b.selected_kb_files : ctx.file.selectedKbFiles), ...(b.additional_file_id ? [b.additional_file_id] : [])]),
    ];
    if (kb.length === 0 && (await readyDocumentCount(tx, org)) > 0) throw missingKbFiles();
    const [d] = await draftBatch(tx, deps, ctx.file, [{ id: q.id, question: q.question, answerOptions: q.answer_options }], {
      refine: b.refine,
      userPrompt: b.user_prompt,
      documentIds: kb,
    });
    if (!d) throw conflict('The AI could not draft an answer for this question.');
    const count = await bumpRegeneration(tx, org, q.id);
    const hasAnswer = Boolean(d.answerText || d.answerChoice);
    const engine = { source: d.sources, confidence: d.confidence, confidenceLevel: d.confidenceLevel, flagged: d.flagged, flagReason: d.reason };
    // A response that is kept keeps its own sources and confidence: no "needs input" flag on words still shown.
    const kept = !hasAnswer && Boolean(q.answer_text || q.answer_choice);
    if (b.save !== false && !kept) {
      const answer = hasAnswer
        ? {
            answerText: d.answerText,
            answerChoice: d.answerChoice,
            aiAnswered: true,
            wasAnsweredByAiOnce: true,
            answeredById: null,
            aiQnaFeedbackAction: null,
            staleAt: null,
            staleReason: null,
          }
        : {};
      await updateQuestions(tx, org, [q.id], { ...engine, ...answer });
    }
    const how = b.user_prompt ? ` with the prompt “${short(b.user_prompt)}”` : b.refine ? ` (${b.refine})` : '';
    await logQuestions(
      tx,
      auth,
      ctx,
      'question_generate',
      `Question ${q.sequence_num}: generated an AI response${how}${hasAnswer ? '' : kept ? ' – no answer found, the response was kept' : ' – no answer found'}`,
      { question_id: q.id, regeneration: count },
    );
    await touchFile(tx, auth, ctx);
    const saved = b.save !== false ? await view(tx, auth, ctx, q.id) : undefined;
    return {
      answer: d.answerText,
      answer_choice: d.answerChoice,
      source: saved?.source ?? sourceViews(d.sources),
      confidence: d.confidence,
      confidence_level: d.confidenceLevel as GeneratedAnswerView['confidence_level'],
      flagged: d.flagged,
      flag_reason: d.reason,
      ai_regeneration_count: count,
      ...(saved ? { question: saved } : {}),
    };
  });
}
