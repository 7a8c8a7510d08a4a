import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_REVIEW_MONTHS } from '@shared/contracts/answer-origin';
import type { GroupCounts, UserRef } from '@shared/contracts/questionnaires';
import type { QuestionCounters, questionListQuery } from '@shared/contracts/questions';
import { rows, type Tx } from '@server/db/client';
import { questionnaireQuestions, questionnaireRequestAssignees, type AnswerCellRef, type QuestionDelta, type QuestionSource } from '@server/db/schema/index';

/** One question with the people and comment count its view needs. */
export interface QuestionRow {
  id: string;
  request_id: string;
  file_id: string;
  sequence_num: number;
  group_name: string;
  external_ref: string | null;
  section: string | null;
  answer_cells: AnswerCellRef[];
  question: string;
  answer_options: string[];
  answer_choice: string | null;
  answer_text: string;
  status: string;
  sme_status: string | null;
  due_date: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_team: string | null;
  answered_by_id: string | null;
  answered_by_name: string | null;
  approved_by_id: string | null;
  approved_by_name: string | null;
  approved_by_sme: boolean;
  source: QuestionSource[];
  confidence: number | null;
  confidence_level: string | null;
  flagged: boolean;
  flag_reason: string | null;
  stale_reason: string | null;
  ai_answered: boolean;
  was_answered_by_ai_once: boolean;
  ai_regeneration_count: number;
  ai_qna_feedback_action: string | null;
  is_custom: boolean;
  delta: QuestionDelta | null;
  comment_count: number;
  /** The organisation's answer review period (months). */
  review_months: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const fullName = (alias: string) => sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);

const select = sql`select q.id, q.request_id, q.file_id, q.sequence_num, q.group_name, q.external_ref, q.section, q.answer_cells, q.question,
       q.answer_options, q.answer_choice, q.answer_text, q.status, q.sme_status, q.due_date::text as due_date,
       q.assignee_id, ${fullName('ua')} as assignee_name, ua.team_name as assignee_team,
       q.answered_by_id, ${fullName('ub')} as answered_by_name,
       q.approved_by_id, ${fullName('uc')} as approved_by_name, q.approved_by_sme,
       q.source, q.confidence, q.confidence_level, q.flagged, q.flag_reason, case when q.stale_at is not null then q.stale_reason end as stale_reason, q.ai_answered, q.was_answered_by_ai_once,
       q.ai_regeneration_count, q.ai_qna_feedback_action, q.is_custom, q.delta, q.created_at, q.updated_at,
       (select count(*)::int from questionnaire_comments m where m.organization_id = q.organization_id and m.question_id = q.id) as comment_count,
       coalesce(qs.answer_review_months, ${DEFAULT_REVIEW_MONTHS}) as review_months
  from questionnaire_questions q
  left join questionnaire_settings qs on qs.organization_id = q.organization_id
  left join users ua on ua.id = q.assignee_id and ua.organization_id = q.organization_id
  left join users ub on ub.id = q.answered_by_id and ub.organization_id = q.organization_id
  left join users uc on uc.id = q.approved_by_id and uc.organization_id = q.organization_id`;

/** What the caller may see of a file's questions: an SME only the ones assigned to them (questionnaires §6). */
export function visibleTo(org: string, fileId: string, smeUserId: string | null): SQL[] {
  const where: SQL[] = [sql`q.organization_id = ${org}`, sql`q.file_id = ${fileId}`];
  if (smeUserId) where.push(sql`q.assignee_id = ${smeUserId}`);
  return where;
}

export const inGroup = (group: string) => sql`q.group_name = ${group}`;
export const notApproved = sql`q.status <> 'APPROVED'`;

/**
 * A draft "Approve all high-confidence" may approve: the AI's own answer, untouched, at high confidence,
 * not flagged, not stale, and not empty.
 */
export const highConfidenceSql = sql`(q.status <> 'APPROVED' and q.ai_answered and q.confidence_level = 'high' and not q.flagged and q.stale_at is null and (q.answer_text <> '' or q.answer_choice is not null))`;

export const answeredSql = sql`(q.answer_text <> '' or q.answer_choice is not null)`;

const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The list's filters (questionnaires §7 Questions query). */
export function listFilters(q: z.output<typeof questionListQuery>, userId: string): SQL[] {
  const where: SQL[] = [];
  if (q.group) where.push(sql`q.group_name = ${q.group}`);
  if (q.status?.length) where.push(sql`q.status in (${inList(q.status)})`);
  if (q.sme_status?.length) where.push(sql`q.sme_status in (${inList(q.sme_status)})`);
  if (q.confidence_level?.length) where.push(sql`q.confidence_level in (${inList(q.confidence_level)})`);
  if (q.assignee) {
    const parts = q.assignee
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const uuids = parts.filter((p) => /^[0-9a-f-]{36}$/i.test(p));
    const conds: SQL[] = [];
    if (uuids.length) conds.push(sql`q.assignee_id in (${inList(uuids)})`);
    if (parts.includes('unassigned')) conds.push(sql`q.assignee_id is null`);
    where.push(conds.length ? sql`(${sql.join(conds, sql` or `)})` : sql`false`);
  }
  if (q.custom_filter === 'assigned_to_me') where.push(sql`q.assignee_id = ${userId}`);
  if (q.custom_filter === 'flagged') where.push(sql`q.flagged`);
  if (q.custom_filter === 'ai_answered') where.push(sql`q.ai_answered`);
  if (q.custom_filter === 'changed_since_last_time') where.push(sql`q.delta is not null and q.delta->>'status' <> 'UNCHANGED'`);
  if (q.custom_filter === 'has_comments')
    where.push(sql`exists (select 1 from questionnaire_comments m where m.organization_id = q.organization_id and m.question_id = q.id)`);
  if (q.answer_state === 'answered') where.push(answeredSql);
  if (q.answer_state === 'unanswered') where.push(sql`not ${answeredSql}`);
  if (q.due_date_range) {
    const [from, to] = q.due_date_range.split(',');
    if (from) where.push(sql`q.due_date >= ${from}::date`);
    if (to) where.push(sql`q.due_date <= ${to}::date`);
  }
  const search = q.search?.trim();
  if (search) {
    const like = escapeLike(search);
    const num = /^\d{1,9}$/.test(search) ? sql` or q.sequence_num = ${Number(search)}` : sql``;
    where.push(sql`(q.question ilike ${like} or q.answer_text ilike ${like} or q.answer_choice ilike ${like} or q.external_ref ilike ${like}${num})`);
  }
  return where;
}

export async function selectQuestions(tx: Tx, where: SQL[], limit: number, offset: number): Promise<{ list: QuestionRow[]; total: number }> {
  const cond = sql.join(where, sql` and `);
  const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from questionnaire_questions q where ${cond}`);
  const list = await rows<QuestionRow>(tx, sql`${select} where ${cond} order by q.sequence_num limit ${limit} offset ${offset}`);
  return { list, total: count?.n ?? 0 };
}

export async function selectQuestion(tx: Tx, org: string, fileId: string, id: string): Promise<QuestionRow | undefined> {
  const [row] = await rows<QuestionRow>(tx, sql`${select} where q.organization_id = ${org} and q.file_id = ${fileId} and q.id = ${id}`);
  return row;
}

export async function selectQuestionsById(tx: Tx, org: string, fileId: string, ids: string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  return rows<QuestionRow>(tx, sql`${select} where q.organization_id = ${org} and q.file_id = ${fileId} and q.id in (${inList(ids)}) order by q.sequence_num`);
}

const zero = (): GroupCounts => ({ all: 0, approved: 0, answered: 0, unanswered: 0, ai_answered: 0 });

/** The toolbar's counters, over what the caller sees (the list filters aside, so they stay put while filtering). */
export async function countQuestions(tx: Tx, base: SQL[], group: string | undefined, userId: string): Promise<QuestionCounters> {
  const list = await rows<{
    group_name: string;
    all: number;
    approved: number;
    answered: number;
    ai_answered: number;
    mine: number;
    pending: number;
    compared: number;
    changed: number;
  }>(
    tx,
    sql`select q.group_name, count(*)::int as "all",
               count(*) filter (where q.status = 'APPROVED')::int as approved,
               count(*) filter (where ${answeredSql})::int as answered,
               count(*) filter (where q.ai_answered)::int as ai_answered,
               count(*) filter (where q.assignee_id = ${userId})::int as mine,
               count(*) filter (where q.assignee_id = ${userId} and q.status <> 'APPROVED' and q.sme_status is distinct from 'SME_DONE')::int as pending,
               count(*) filter (where q.delta is not null)::int as compared,
               count(*) filter (where q.delta is not null and q.delta->>'status' <> 'UNCHANGED')::int as changed
        from questionnaire_questions q where ${sql.join(base, sql` and `)} group by q.group_name`,
  );
  const groups: Record<string, GroupCounts> = {};
  const total = zero();
  let mine = 0;
  let pending = 0;
  let compared = 0;
  let changed = 0;
  for (const g of list) {
    const c = { all: g.all, approved: g.approved, answered: g.answered, unanswered: g.all - g.answered, ai_answered: g.ai_answered };
    groups[g.group_name] = c;
    if (group && g.group_name !== group) continue;
    for (const k of Object.keys(c) as (keyof GroupCounts)[]) total[k] += c[k];
    mine += g.mine;
    pending += g.pending;
    compared += g.compared;
    changed += g.changed;
  }
  return { ...total, groups, assigned_to_me: mine, sme_pending: pending, compared_with_last_time: compared, changed_since_last_time: changed };
}

/** The people holding the file's questions (the toolbar's avatars). */
export async function selectAssignees(tx: Tx, base: SQL[]): Promise<UserRef[]> {
  return rows<UserRef>(
    tx,
    sql`select distinct u.id, trim(u.first_name || ' ' || u.last_name) as full_name, u.team_name
        from questionnaire_questions q join users u on u.id = q.assignee_id and u.organization_id = q.organization_id
        where ${sql.join(base, sql` and `)} order by full_name`,
  );
}

export interface AssigneeCandidate {
  id: string;
  full_name: string;
  email: string;
  role_slug: string;
}

/** An active user of the organisation in the groups admin, salesadmin or sme (questionnaires §6), or nothing. */
export async function selectAssignable(tx: Tx, org: string, userId: string): Promise<AssigneeCandidate | undefined> {
  const [u] = await rows<AssigneeCandidate>(
    tx,
    sql`select u.id, trim(u.first_name || ' ' || u.last_name) as full_name, u.email, r.slug as role_slug
        from users u join roles r on r.id = u.role_id and r.organization_id = u.organization_id
        where u.organization_id = ${org} and u.id = ${userId} and u.is_active and r.slug in ('admin', 'salesadmin', 'sme')`,
  );
  return u;
}

export async function selectUserRef(
  tx: Tx,
  org: string,
  userId: string,
): Promise<{ id: string; full_name: string; email: string; role_slug: string; is_active: boolean } | undefined> {
  const [u] = await rows<{ id: string; full_name: string; email: string; role_slug: string; is_active: boolean }>(
    tx,
    sql`select u.id, trim(u.first_name || ' ' || u.last_name) as full_name, u.email, r.slug as role_slug, u.is_active
        from users u join roles r on r.id = u.role_id and r.organization_id = u.organization_id
        where u.organization_id = ${org} and u.id = ${userId}`,
  );
  return u;
}

export async function nextSequence(tx: Tx, org: string, fileId: string): Promise<number> {
  const [r] = await rows<{ n: number }>(
    tx,
    sql`select coalesce(max(sequence_num), 0)::int + 1 as n from questionnaire_questions where organization_id = ${org} and file_id = ${fileId}`,
  );
  return r?.n ?? 1;
}

export async function selectRequestProducts(tx: Tx, org: string, requestId: string): Promise<string[]> {
  const list = await rows<{ id: string }>(
    tx,
    sql`select product_id as id from questionnaire_request_products where organization_id = ${org} and request_id = ${requestId}`,
  );
  return list.map((r) => r.id);
}

export async function selectRequestOwner(
  tx: Tx,
  org: string,
  requestId: string,
): Promise<{ owner_id: string | null; created_by_id: string | null; req_num: number; customer: string | null } | undefined> {
  const [r] = await rows<{ owner_id: string | null; created_by_id: string | null; req_num: number; customer: string | null }>(
    tx,
    sql`select r.owner_id, r.created_by_id, r.req_num, c.name as customer from questionnaire_requests r
        left join customers c on c.id = r.customer_id and c.organization_id = r.organization_id
        where r.organization_id = ${org} and r.id = ${requestId}`,
  );
  return r;
}

/** Knowledge-hub documents ready to quote (0 while the knowledge hub is not installed). */
export async function readyDocumentCount(tx: Tx, org: string): Promise<number> {
  const [exists] = await rows<{ ok: boolean }>(tx, sql`select to_regclass('public.kb_documents') is not null as ok`);
  if (!exists?.ok) return 0;
  const [n] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from kb_documents where organization_id = ${org} and is_current and status = 'READY'`,
  );
  return n?.n ?? 0;
}

export type QuestionPatch = Partial<typeof questionnaireQuestions.$inferInsert>;

/** Changes questions of the organisation; `updatedAt` is set unless `touch` is false. */
export async function updateQuestions(tx: Tx, org: string, ids: string[], set: QuestionPatch, touch = true) {
  if (ids.length === 0) return;
  await tx
    .update(questionnaireQuestions)
    .set(touch ? { ...set, updatedAt: new Date() } : set)
    .where(and(eq(questionnaireQuestions.organizationId, org), inArray(questionnaireQuestions.id, ids)));
}

export async function deleteQuestions(tx: Tx, org: string, ids: string[]) {
  if (ids.length) await tx.delete(questionnaireQuestions).where(and(eq(questionnaireQuestions.organizationId, org), inArray(questionnaireQuestions.id, ids)));
}

export async function insertQuestion(tx: Tx, values: typeof questionnaireQuestions.$inferInsert): Promise<string> {
  const [row] = await tx.insert(questionnaireQuestions).values(values).returning({ id: questionnaireQuestions.id });
  return row!.id;
}

export async function countWhere(tx: Tx, where: SQL[]): Promise<number> {
  const [n] = await rows<{ all: number }>(tx, sql`select count(*)::int as "all" from questionnaire_questions q where ${sql.join(where, sql` and `)}`);
  return n?.all ?? 0;
}

export async function selectGroupNames(tx: Tx, org: string, fileId: string): Promise<string[]> {
  const existing = await rows<{ g: string }>(
    tx,
    sql`select distinct group_name as g from questionnaire_questions where organization_id = ${org} and file_id = ${fileId}`,
  );
  return existing.map((e) => e.g);
}

/** Holds the file's row until commit: one sequence number each, even when two people add a question at the same moment. */
export async function lockFile(tx: Tx, org: string, fileId: string) {
  await tx.execute(sql`select 1 from questionnaire_request_files where organization_id = ${org} and id = ${fileId} for update`);
}

export async function addRequestAssignee(tx: Tx, org: string, requestId: string, userId: string) {
  await tx.insert(questionnaireRequestAssignees).values({ organizationId: org, requestId, userId }).onConflictDoNothing();
}

/** Sets ai_regeneration_count + 1 and returns the new value. */
export async function bumpRegeneration(tx: Tx, org: string, id: string): Promise<number> {
  const [r] = await tx
    .update(questionnaireQuestions)
    .set({ aiRegenerationCount: sql`${questionnaireQuestions.aiRegenerationCount} + 1`, updatedAt: new Date() })
    .where(and(eq(questionnaireQuestions.organizationId, org), eq(questionnaireQuestions.id, id)))
    .returning({ n: questionnaireQuestions.aiRegenerationCount });
  return r?.n ?? 0;
}

/** The given questions that are still approved, with their answers (for the answer library). */
export function selectApprovedAnswers(tx: Tx, org: string, ids: string[]) {
  return rows<{ question: string; answer_choice: string | null; answer_text: string; ai_answered: boolean; source: QuestionSource[] }>(
    tx,
    sql`select question, answer_choice, answer_text, ai_answered, source from questionnaire_questions
        where organization_id = ${org} and status = 'APPROVED' and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}
