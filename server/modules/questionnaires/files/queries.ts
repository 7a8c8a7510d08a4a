import { and, asc, eq, sql } from 'drizzle-orm';
import type { GroupCounts } from '@shared/contracts/questionnaires';
import { rows, type Tx } from '@server/db/client';
import { questionnaireQuestions, questionnaireRequestFiles } from '@server/db/schema/index';

export type FileRow = typeof questionnaireRequestFiles.$inferSelect;

export interface FileStats {
  groups: Map<string, { counts: GroupCounts; assignees: { id: string; full_name: string; team_name: string }[] }>;
  total: GroupCounts;
  /** Questions whose response was submitted (SME_DONE) or approved: the SME's finished part. */
  done: number;
  /** Approved questions that have an answer: what the progress bar counts (an approved empty answer is not done). */
  approvedAnswered: number;
}

const empty = (): GroupCounts => ({ all: 0, approved: 0, answered: 0, unanswered: 0, ai_answered: 0 });

export async function loadFiles(tx: Tx, org: string, requestId: string): Promise<FileRow[]> {
  return (
    tx
      .select()
      .from(questionnaireRequestFiles)
      .where(and(eq(questionnaireRequestFiles.organizationId, org), eq(questionnaireRequestFiles.requestId, requestId)))
      // Files uploaded together share their time: the name, then the id, keep their order the same on every load.
      .orderBy(asc(questionnaireRequestFiles.createdAt), asc(questionnaireRequestFiles.fileName), asc(questionnaireRequestFiles.id))
  );
}

export async function loadFile(tx: Tx, org: string, requestId: string, fileId: string): Promise<FileRow | undefined> {
  const [f] = await tx
    .select()
    .from(questionnaireRequestFiles)
    .where(
      and(eq(questionnaireRequestFiles.organizationId, org), eq(questionnaireRequestFiles.requestId, requestId), eq(questionnaireRequestFiles.id, fileId)),
    );
  return f;
}

/** Question counts per file and group (questionnaires §3 groups), and who is assigned in each group. */
export async function loadFileStats(tx: Tx, org: string, fileIds: string[], onlyAssignee?: string): Promise<Map<string, FileStats>> {
  const out = new Map<string, FileStats>();
  if (fileIds.length === 0) return out;
  const ids = sql.join(
    fileIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const mine = onlyAssignee ? sql`and q.assignee_id = ${onlyAssignee}` : sql``;
  const counts = await rows<{
    file_id: string;
    group_name: string;
    all: number;
    approved: number;
    answered: number;
    ai_answered: number;
    done: number;
    approved_answered: number;
  }>(
    tx,
    sql`select q.file_id, q.group_name, count(*)::int as "all",
               count(*) filter (where q.status = 'APPROVED')::int as approved,
               count(*) filter (where q.answer_text <> '' or q.answer_choice is not null)::int as answered,
               count(*) filter (where q.ai_answered)::int as ai_answered,
               count(*) filter (where q.sme_status = 'SME_DONE' or q.status = 'APPROVED')::int as done,
               count(*) filter (where q.status = 'APPROVED' and (q.answer_text <> '' or q.answer_choice is not null))::int as approved_answered
        from questionnaire_questions q
        where q.organization_id = ${org} and q.file_id in (${ids}) ${mine}
        group by q.file_id, q.group_name`,
  );
  const people = await rows<{ file_id: string; group_name: string; id: string; full_name: string; team_name: string }>(
    tx,
    sql`select distinct q.file_id, q.group_name, u.id, trim(u.first_name || ' ' || u.last_name) as full_name, u.team_name
        from questionnaire_questions q join users u on u.id = q.assignee_id and u.organization_id = q.organization_id
        where q.organization_id = ${org} and q.file_id in (${ids}) ${mine}`,
  );
  for (const id of fileIds) out.set(id, { groups: new Map(), total: empty(), done: 0, approvedAnswered: 0 });
  for (const c of counts) {
    const s = out.get(c.file_id)!;
    const g = { all: c.all, approved: c.approved, answered: c.answered, unanswered: c.all - c.answered, ai_answered: c.ai_answered };
    s.groups.set(c.group_name, { counts: g, assignees: [] });
    s.done += c.done;
    s.approvedAnswered += c.approved_answered;
    for (const k of Object.keys(g) as (keyof GroupCounts)[]) s.total[k] += g[k];
  }
  for (const p of people) out.get(p.file_id)?.groups.get(p.group_name)?.assignees.push({ id: p.id, full_name: p.full_name, team_name: p.team_name });
  return out;
}

export type FilePatch = Partial<typeof questionnaireRequestFiles.$inferInsert>;
export type QuestionInsert = typeof questionnaireQuestions.$inferInsert;

export async function insertFile(tx: Tx, values: typeof questionnaireRequestFiles.$inferInsert): Promise<string> {
  const [f] = await tx.insert(questionnaireRequestFiles).values(values).returning({ id: questionnaireRequestFiles.id });
  return f!.id;
}

/** A file by its id alone (jobs know the file, not the request). */
export async function loadFileById(tx: Tx, org: string, fileId: string): Promise<FileRow | undefined> {
  const [f] = await tx
    .select()
    .from(questionnaireRequestFiles)
    .where(and(eq(questionnaireRequestFiles.organizationId, org), eq(questionnaireRequestFiles.id, fileId)));
  return f;
}

/** Changes a file; `updatedAt` is set unless the patch gives it. */
export async function updateFileRow(tx: Tx, org: string, fileId: string, patch: FilePatch) {
  await tx
    .update(questionnaireRequestFiles)
    .set({ updatedAt: new Date(), ...patch })
    .where(and(eq(questionnaireRequestFiles.organizationId, org), eq(questionnaireRequestFiles.id, fileId)));
}

export async function deleteFileRow(tx: Tx, org: string, fileId: string) {
  await tx.delete(questionnaireRequestFiles).where(and(eq(questionnaireRequestFiles.organizationId, org), eq(questionnaireRequestFiles.id, fileId)));
}

/** Every question of a file, in order, as stored (the write-back reads them all). */
export function selectFileQuestions(tx: Tx, org: string, fileId: string) {
  return tx
    .select()
    .from(questionnaireQuestions)
    .where(and(eq(questionnaireQuestions.organizationId, org), eq(questionnaireQuestions.fileId, fileId)))
    .orderBy(asc(questionnaireQuestions.sequenceNum));
}

export async function countApproved(tx: Tx, org: string, fileId: string) {
  const [counts] = await rows<{ all: number; approved: number; empty: number }>(
    tx,
    sql`select count(*)::int as "all", count(*) filter (where status = 'APPROVED')::int as approved,
               count(*) filter (where coalesce(answer_text, '') = '' and answer_choice is null)::int as empty
        from questionnaire_questions where organization_id = ${org} and file_id = ${fileId}`,
  );
  return counts;
}

/** Replaces a file's questions (in batches of 500). */
export async function replaceFileQuestions(tx: Tx, org: string, fileId: string, values: QuestionInsert[]) {
  await tx.delete(questionnaireQuestions).where(and(eq(questionnaireQuestions.organizationId, org), eq(questionnaireQuestions.fileId, fileId)));
  for (let i = 0; i < values.length; i += 500) await tx.insert(questionnaireQuestions).values(values.slice(i, i + 500));
}
