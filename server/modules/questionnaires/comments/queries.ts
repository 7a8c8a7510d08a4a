import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rows, type Tx } from '@server/db/client';
import { questionnaireComments, questionnaireQuestions } from '@server/db/schema/index';

export interface CommentRow {
  id: string;
  comment_text: string;
  created_at: Date | string;
  author_id: string | null;
  author_name: string;
  author_full_name: string | null;
  question_id: string | null;
  sequence_num: number | null;
  question: string | null;
  file_id: string | null;
  file_name: string | null;
}

/** Comments of a request (all of them, files included) or of one file, newest first, with a search on text, author and question. */
export async function selectComments(tx: Tx, org: string, requestId: string, fileId: string | null, search: string | undefined, limit: number, offset: number) {
  const where: SQL[] = [sql`m.organization_id = ${org}`, sql`m.request_id = ${requestId}`];
  if (fileId) where.push(sql`m.file_id = ${fileId}`);
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(sql`(m.comment_text ilike ${like} or m.author_name ilike ${like} or qq.question ilike ${like})`);
  }
  const cond = sql.join(where, sql` and `);
  const from = sql`from questionnaire_comments m
    left join users u on u.id = m.author_id and u.organization_id = m.organization_id
    left join questionnaire_questions qq on qq.id = m.question_id and qq.organization_id = m.organization_id
    left join questionnaire_request_files f on f.id = m.file_id and f.organization_id = m.organization_id`;
  const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as n ${from} where ${cond}`);
  const list = await rows<CommentRow>(
    tx,
    sql`select m.id, m.comment_text, m.created_at, m.author_id, m.author_name, trim(u.first_name || ' ' || u.last_name) as author_full_name,
               m.question_id, qq.sequence_num, qq.question, m.file_id, f.file_name
        ${from} where ${cond} order by m.created_at desc, m.id limit ${limit} offset ${offset}`,
  );
  return { list, total: count?.n ?? 0 };
}

export const selectActivePeople = (tx: Tx, org: string) =>
  rows<{ id: string; full_name: string; email: string }>(
    tx,
    sql`select u.id, trim(u.first_name || ' ' || u.last_name) as full_name, u.email from users u where u.organization_id = ${org} and u.is_active`,
  );

export async function selectRequestQuestion(tx: Tx, org: string, requestId: string, id: string) {
  const [question] = await tx
    .select({
      id: questionnaireQuestions.id,
      fileId: questionnaireQuestions.fileId,
      sequenceNum: questionnaireQuestions.sequenceNum,
      question: questionnaireQuestions.question,
    })
    .from(questionnaireQuestions)
    .where(and(eq(questionnaireQuestions.organizationId, org), eq(questionnaireQuestions.requestId, requestId), eq(questionnaireQuestions.id, id)));
  return question;
}

export async function insertComment(tx: Tx, values: typeof questionnaireComments.$inferInsert) {
  const [c] = await tx.insert(questionnaireComments).values(values).returning();
  return c!;
}
