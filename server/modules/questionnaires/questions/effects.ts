import { isRequestClosed, reqNumLabel } from '@shared/contracts/questionnaires';
import { assignedQuestionsPath, questionMessages as msg } from '@shared/contracts/questions';
import type { AppDeps } from '@server/deps';
import type { Tx } from '@server/db/client';
import type { AuthContext } from '@server/lib/context';
import { conflict, notFound } from '@server/lib/errors';
import type { MailMessage } from '@server/lib/mail';
import { isSme, type RequestGate } from '../access';
import { logFile } from '../activity';
import { sendMails } from '../comments/service';
import type { FileRow } from '../files/queries';
import { gateFile } from '../files/service';
import { queueLibraryFlowBack } from './jobs';
import {
  addRequestAssignee,
  bumpRegeneration,
  selectQuestion,
  selectRequestOwner,
  selectRequestProducts,
  updateQuestions,
  type AssigneeCandidate,
  type QuestionRow,
} from './queries';
import { updateFileRow } from '../files/queries';
import { syncRequestStatus } from '../requests/service';
import { escapeHtml } from '@shared/html';

/** What a change needs besides the transaction: where links point, and the e-mails to send after commit. */
export interface Effects {
  publicUrl: string;
  mails: MailMessage[];
}

/** Runs a change in one tenant transaction, then wakes the job runner and sends the e-mails it collected. */
export async function runChange<T>(deps: AppDeps, auth: AuthContext, fn: (tx: Tx, fx: Effects) => Promise<T>): Promise<T> {
  const fx: Effects = { publicUrl: deps.config.publicUrl, mails: [] };
  const out = await deps.tenant(auth, (tx) => fn(tx, fx));
  deps.jobs.poke();
  await sendMails(deps, fx.mails);
  return out;
}

export interface FileCtx {
  gate: RequestGate;
  file: FileRow;
  sme: boolean;
  /** The file still takes changes: request open, file neither approved nor complete. */
  open: boolean;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export async function fileCtx(tx: Tx, auth: AuthContext, requestId: string, fileId: string): Promise<FileCtx> {
  const { gate, file } = await gateFile(tx, auth, requestId, fileId);
  const open = !isRequestClosed(gate.status) && file.status !== 'APPROVED' && file.status !== 'COMPLETE';
  return { gate, file, sme: isSme(auth), open };
}

/** Responses are frozen once the file is approved ('Just a quick check!') and on closed requests. */
export function assertWritable(ctx: FileCtx) {
  if (isRequestClosed(ctx.gate.status)) throw conflict(msg.requestClosed);
  if (ctx.file.status === 'APPROVED' || ctx.file.status === 'COMPLETE') throw conflict(msg.fileFrozen);
}

export const questionNotFound = () => notFound('This question does not exist.');

/** One question the caller may see (an SME: only one assigned to them). */
export async function loadQuestion(tx: Tx, auth: AuthContext, ctx: FileCtx, id: string): Promise<QuestionRow> {
  const q = await selectQuestion(tx, auth.organizationId, ctx.file.id, id);
  if (!q || (ctx.sme && q.assignee_id !== auth.userId)) throw questionNotFound();
  return q;
}

export const fileRef = (ctx: FileCtx) => ({ id: ctx.file.id, name: ctx.file.fileName, requestId: ctx.file.requestId });

export function logQuestions(tx: Tx, auth: AuthContext, ctx: FileCtx, action: string, description: string, metadata: Record<string, unknown> = {}) {
  return logFile(tx, auth, auth.organizationId, fileRef(ctx), action, description, metadata);
}

export const nums = (qs: Pick<QuestionRow, 'sequence_num'>[]) => {
  const list = qs.map((q) => q.sequence_num).sort((a, b) => a - b);
  return list.length > 8 ? `${list.slice(0, 8).join(', ')}…` : list.join(', ');
};

/** Work on a file's questions starts its review (and moves the request along). */
export async function touchFile(tx: Tx, auth: AuthContext, ctx: FileCtx) {
  const f = ctx.file;
  const aiRunning = f.aiStatus === 'QUEUED' || f.aiStatus === 'PROCESSING';
  const next = f.status === 'NOT_STARTED' || (f.status === 'IN_PROGRESS' && !aiRunning) ? 'IN_REVIEW' : f.status;
  if (next === f.status && f.isReviewStarted) return;
  await updateFileRow(tx, auth.organizationId, f.id, { status: next, isReviewStarted: true });
  ctx.file = { ...f, status: next, isReviewStarted: true };
  await syncRequestStatus(tx, auth, auth.organizationId, f.requestId);
}

/**
 * Approves questions (status APPROVED) and queues the flow-back of the answered ones into the answer
 * library, for the request's products, with this questionnaire as their source.
 */
export async function approveQuestions(tx: Tx, auth: AuthContext, ctx: FileCtx, qs: QuestionRow[], opts: { bulk?: boolean } = {}) {
  if (qs.length === 0) return;
  const org = auth.organizationId;
  await updateQuestions(
    tx,
    org,
    qs.map((q) => q.id),
    { status: 'APPROVED', approvedById: auth.userId },
  );
  const productIds = await selectRequestProducts(tx, org, ctx.file.requestId);
  const reference = `${reqNumLabel(ctx.gate.reqNum)}${ctx.gate.customerName ? ` · ${ctx.gate.customerName}` : ''} · ${ctx.file.fileName}`;
  await queueLibraryFlowBack(tx, org, auth.userId, {
    questionIds: qs.map((q) => q.id),
    productIds,
    reference,
    bulk: opts.bulk ?? false,
    reviewerName: auth.fullName,
  });
}

export async function unapproveQuestions(tx: Tx, auth: AuthContext, qs: QuestionRow[]) {
  if (qs.length === 0) return;
  await updateQuestions(
    tx,
    auth.organizationId,
    qs.map((q) => q.id),
    { status: 'DRAFT', approvedById: null },
  );
}

/**
 * Gives questions to a person: an SME gets them as pending work. The person joins the request's
 * assignees (so they keep seeing the request) and receives one e-mail with a link to their questions.
 */
export async function assignQuestions(
  tx: Tx,
  auth: AuthContext,
  ctx: FileCtx,
  fx: Effects,
  qs: QuestionRow[],
  to: AssigneeCandidate,
  opts: { note?: string } = {},
) {
  if (qs.length === 0) return;
  const org = auth.organizationId;
  await updateQuestions(
    tx,
    org,
    qs.map((q) => q.id),
    { assigneeId: to.id, smeStatus: to.role_slug === 'sme' ? 'SME_PENDING' : null },
  );
  const req = await selectRequestOwner(tx, org, ctx.file.requestId);
  if (to.id !== req?.owner_id) await addRequestAssignee(tx, org, ctx.file.requestId, to.id);
  if (to.id !== auth.userId) fx.mails.push(assignmentMail(auth, ctx, fx, qs, to, req?.customer ?? null, opts.note));
}

function assignmentMail(
  auth: AuthContext,
  ctx: FileCtx,
  fx: Effects,
  qs: QuestionRow[],
  to: AssigneeCandidate,
  customer: string | null,
  note?: string,
): MailMessage {
  const req = { customer };
  const link = `${fx.publicUrl}${assignedQuestionsPath(ctx.file.requestId, ctx.file.id)}`;
  const what = `${reqNumLabel(ctx.gate.reqNum)}${req?.customer ? ` for ${req.customer}` : ''}`;
  const count = plural(qs.length, 'question');
  const subject = `${auth.fullName} assigned you ${count} of ${what}`;
  const preview = qs.slice(0, 5).map((q) => `${q.sequence_num}. ${q.question.length > 140 ? `${q.question.slice(0, 137)}…` : q.question}`);
  const text = [
    `Hello ${to.full_name},`,
    '',
    `${auth.fullName} assigned you ${count} in ${ctx.file.fileName} (${what}):`,
    ...preview,
    ...(qs.length > preview.length ? [`…and ${qs.length - preview.length} more.`] : []),
    ...(note ? ['', `“${note}”`] : []),
    '',
    'Open your questions:',
    link,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(to.full_name)},</p>
<p>${escapeHtml(auth.fullName)} assigned you ${count} in <strong>${escapeHtml(ctx.file.fileName)}</strong> (${escapeHtml(what)}):</p>
<ol>${qs
    .slice(0, 5)
    .map((q) => `<li value="${q.sequence_num}">${escapeHtml(q.question.length > 140 ? `${q.question.slice(0, 137)}…` : q.question)}</li>`)
    .join('')}</ol>${qs.length > 5 ? `<p>…and ${qs.length - 5} more.</p>` : ''}${note ? `<blockquote>${escapeHtml(note)}</blockquote>` : ''}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#4263eb;color:#fff;border-radius:6px;text-decoration:none">Open your questions</a></p>`;
  return { organizationId: auth.organizationId, to: to.email, subject, text, html };
}

export { bumpRegeneration };
