import { and, asc, eq, sql } from 'drizzle-orm';
import type { GroupCounts } from '../../../../shared/contracts/questionnaires';
import { rows, type Tx } from '../../../db/client';
import { questionnaireRequestFiles } from '../../../db/schema/index';

export type FileRow = typeof questionnaireRequestFiles.$inferSelect;

export interface FileStats {
  groups: Map<string, { counts: GroupCounts; assignees: { id: string; full_name: string; team_name: string }[] }>;
  total: GroupCounts;
  /** Questions whose response was submitted (SME_DONE) or approved: the SME's finished part. */
  done: number;
}

const empty = (): GroupCounts => ({ all: 0, approved: 0, answered: 0, unanswered: 0, ai_answered: 0 });

export async function loadFiles(tx: Tx, org: string, requestId: string): Promise<FileRow[]> {
  return tx
    .select()
    .from(questionnaireRequestFiles)
    .where(and(eq(questionnaireRequestFiles.organizationId, org), eq(questionnaireRequestFiles.requestId, requestId)))
    .orderBy(asc(questionnaireRequestFiles.createdAt));
}

export async function loadFile(tx: Tx, org: string, requestId: string, fileId: string): Promise<FileRow | undefined> {
  const [f] = await tx
    .select()
    .from(questionnaireRequestFiles)
    .where(and(eq(questionnaireRequestFiles.organizationId, org), eq(questionnaireRequestFiles.requestId, requestId), eq(questionnaireRequestFiles.id, fileId)));
  return f;
}

/** Question counts per file and group (questionnaires §3 groups), and who is assigned in each group. */
export async function loadFileStats(tx: Tx, org: string, fileIds: string[], onlyAssignee?: string): Promise<Map<string, FileStats>> {
  const out = new Map<string, FileStats>();
  if (fileIds.length === 0) return out;
  const ids = sql.join(fileIds.map((id) => sql`${id}`), sql`, `);
  const mine = onlyAssignee ? sql`and q.assignee_id = ${onlyAssignee}` : sql``;
  const counts = await rows<{ file_id: string; group_name: string; all: number; approved: number; answered: number; ai_answered: number; done: number }>(
    tx,
    sql`select q.file_id, q.group_name, count(*)::int as "all",
               count(*) filter (where q.status = 'APPROVED')::int as approved,
               count(*) filter (where q.answer_text <> '' or q.answer_choice is not null)::int as answered,
               count(*) filter (where q.ai_answered)::int as ai_answered,
               count(*) filter (where q.sme_status = 'SME_DONE' or q.status = 'APPROVED')::int as done
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
  for (const id of fileIds) out.set(id, { groups: new Map(), total: empty(), done: 0 });
  for (const c of counts) {
    const s = out.get(c.file_id)!;
    const g = { all: c.all, approved: c.approved, answered: c.answered, unanswered: c.all - c.answered, ai_answered: c.ai_answered };
    s.groups.set(c.group_name, { counts: g, assignees: [] });
    s.done += c.done;
    for (const k of Object.keys(g) as (keyof GroupCounts)[]) s.total[k] += g[k];
  }
  for (const p of people) out.get(p.file_id)?.groups.get(p.group_name)?.assignees.push({ id: p.id, full_name: p.full_name, team_name: p.team_name });
  return out;
}
