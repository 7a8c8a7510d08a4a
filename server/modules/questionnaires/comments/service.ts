import type { z } from 'zod';
import { reqNumLabel, type CommentView, type commentBody, type commentListQuery } from '@shared/contracts/questionnaires';
import type { AppDeps } from '@server/deps';
import type { Tx } from '@server/db/client';
import type { AuthContext } from '@server/lib/context';
import { validation } from '@server/lib/errors';
import { pagination } from '@server/lib/http';
import type { MailMessage } from '@server/lib/mail';
import { fileNotFound, gateRequest } from '../access';
import { logFile, logRequest } from '../activity';
import { loadFile } from '../files/queries';
import { insertComment, selectActivePeople, selectComments, selectRequestQuestion, type CommentRow } from './queries';
import { escapeHtml } from '@shared/html';

const view = (r: CommentRow): CommentView => ({
  id: r.id,
  comment_text: r.comment_text,
  question: r.question_id ? { id: r.question_id, sequence_num: r.sequence_num ?? 0, question: r.question ?? '' } : null,
  file: r.file_id ? { id: r.file_id, name: r.file_name ?? '' } : null,
  author: r.author_id ? { id: r.author_id, full_name: r.author_full_name ?? r.author_name } : r.author_name ? { id: '', full_name: r.author_name } : null,
  created_at: new Date(r.created_at).toISOString(),
});

/** Comments of a request (all of them, files included) or of one file, newest first, 10 a page. */
export function listComments(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string | null, q: z.output<typeof commentListQuery>) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await gateRequest(tx, auth, requestId);
    if (fileId && !(await loadFile(tx, org, requestId, fileId))) throw fileNotFound();
    const { list, total } = await selectComments(tx, org, requestId, fileId, q.search?.trim() || undefined, q.length, (q.page - 1) * q.length);
    return { data: { comments: list.map(view) }, pagination: pagination(q.page, q.length, total) };
  });
}

/** Where e-mails of a change go: collected during the transaction, sent after commit. */
export interface CommentEffects {
  publicUrl: string;
  mails: MailMessage[];
}

/** Sends what a committed change collected; a mail failure never undoes the change. */
export async function sendMails(deps: { mail: { send(m: MailMessage): Promise<void> }; log: { error(o: object, m: string): void } }, mails: MailMessage[]) {
  for (const m of mails) await deps.mail.send(m).catch((err: unknown) => deps.log.error({ err, subject: m.subject }, 'notification mail failed'));
}

/** Colleagues named in a comment: '@Full Name' in the text (longest names first), or ids sent along. */
export async function findMentions(tx: Tx, org: string, text: string, ids: string[] = []) {
  if (!text.includes('@') && ids.length === 0) return [];
  const people = await selectActivePeople(tx, org);
  const lower = text.toLowerCase();
  const named = people
    .filter((p) => p.full_name)
    .sort((a, b) => b.full_name.length - a.full_name.length)
    .filter((p) => {
      const at = `@${p.full_name.toLowerCase()}`;
      for (let i = lower.indexOf(at); i >= 0; i = lower.indexOf(at, i + 1)) {
        const next = lower[i + at.length];
        if (next === undefined || !/[\p{L}\p{N}]/u.test(next)) return true;
      }
      return false;
    });
  const wanted = new Set([...named.map((p) => p.id), ...ids]);
  return people.filter((p) => wanted.has(p.id));
}

/** A person comments on a request or one of its files; the people it mentions are e-mailed after commit. */
export async function postComment(deps: AppDeps, auth: AuthContext, requestId: string, fileId: string | null, b: z.output<typeof commentBody>) {
  const fx: CommentEffects = { publicUrl: deps.config.publicUrl, mails: [] };
  const data = await deps.tenant(auth, (tx) => addComment(tx, auth, requestId, fileId, b, fx));
  await sendMails(deps, fx.mails);
  return data;
}

/** Adds a comment in the caller's transaction (postComment; a question given back to its owner with a comment). */
export async function addComment(
  tx: Tx,
  auth: AuthContext,
  requestId: string,
  fileId: string | null,
  b: z.output<typeof commentBody>,
  fx?: CommentEffects,
): Promise<CommentView> {
  const org = auth.organizationId;
  const gate = await gateRequest(tx, auth, requestId);
  const file = fileId ? await loadFile(tx, org, requestId, fileId) : null;
  if (fileId && !file) throw fileNotFound();
  let question: { id: string; fileId: string; sequenceNum: number; question: string } | undefined;
  if (b.question) {
    question = await selectRequestQuestion(tx, org, requestId, b.question);
    if (!question || (fileId && question.fileId !== fileId)) throw validation('This question is not part of this file.', 'question');
  }
  const mentioned = await findMentions(tx, org, b.comment_text, b.mentions ?? []);
  const c = await insertComment(tx, {
    organizationId: org,
    requestId,
    fileId: fileId ?? question?.fileId ?? null,
    questionId: question?.id ?? null,
    authorId: auth.userId,
    authorName: auth.fullName,
    commentText: b.comment_text,
    mentions: mentioned.map((m) => m.id),
  });
  if (fx) {
    const link = `${fx.publicUrl}/questionnaires/${requestId}${file ? `/review/${file.id}` : ''}`;
    const where = `${reqNumLabel(gate.reqNum)}${gate.customerName ? ` for ${gate.customerName}` : ''}${file ? `, ${file.fileName}` : ''}${question ? `, question ${question.sequenceNum}` : ''}`;
    for (const m of mentioned.filter((p) => p.id !== auth.userId)) {
      fx.mails.push({
        organizationId: org,
        to: m.email,
        subject: `${auth.fullName} mentioned you on ${reqNumLabel(gate.reqNum)}`,
        text: `Hello ${m.full_name},\n\n${auth.fullName} mentioned you in a comment on ${where}:\n\n“${b.comment_text}”\n\nOpen it:\n${link}`,
        html: `<p>Hello ${escapeHtml(m.full_name)},</p><p>${escapeHtml(auth.fullName)} mentioned you in a comment on ${escapeHtml(where)}:</p><blockquote>${escapeHtml(b.comment_text)}</blockquote><p><a href="${escapeHtml(link)}">Open the conversation</a></p>`,
      });
    }
  }
  const excerpt = b.comment_text.length > 80 ? `${b.comment_text.slice(0, 77)}…` : b.comment_text;
  if (file)
    await logFile(
      tx,
      auth,
      org,
      { id: file.id, name: file.fileName, requestId },
      'comment',
      `Commented on ${file.fileName}${question ? ` (question ${question.sequenceNum})` : ''}: “${excerpt}”`,
    );
  else await logRequest(tx, auth, org, gate, 'comment', `Commented: “${excerpt}”`);
  return view({
    id: c.id,
    comment_text: c.commentText,
    created_at: c.createdAt,
    author_id: auth.userId,
    author_name: auth.fullName,
    author_full_name: auth.fullName,
    question_id: question?.id ?? null,
    sequence_num: question?.sequenceNum ?? null,
    question: question?.question ?? null,
    file_id: file?.id ?? question?.fileId ?? null,
    file_name: file?.fileName ?? null,
  });
}
