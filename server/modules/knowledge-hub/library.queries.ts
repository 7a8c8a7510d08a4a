import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { DEFAULT_REVIEW_MONTHS } from '@shared/contracts/answer-origin';
import { kbLibraryEntries, questionnaireSettings } from '../../db/schema/index';

export type EntryRow = typeof kbLibraryEntries.$inferSelect & { groupSize: number };
export type EntryInsert = typeof kbLibraryEntries.$inferInsert;
export type EntryPatch = Partial<EntryInsert>;

/** A list of ids as one uuid[] parameter (any length, unlike a list of parameters). */
export const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export interface EntryFilter {
  search?: string | undefined;
  product?: string | undefined;
  hasConflict?: boolean | undefined;
  source?: string | undefined;
  group?: string | undefined;
  answered?: boolean | undefined;
  /** Only answers last reviewed (or added, never reviewed) this many months ago or longer. */
  pastReviewMonths?: number | undefined;
  stale?: boolean | undefined;
}

/** Months as the console counts them (shared/contracts/answer-origin.ts): 30.44 days. */
export const reviewCutoff = (months: number) => sql`now() - (${months * 30.44} * interval '1 day')`;

export const entrySortColumns = {
  question: sql`lower(${kbLibraryEntries.question})`,
  created_at: kbLibraryEntries.createdAt,
  updated_at: kbLibraryEntries.updatedAt,
  last_reviewed_at: kbLibraryEntries.lastReviewedAt,
} as const;

const answeredSql = sql`(coalesce(${kbLibraryEntries.answerChoice}, '') <> '' or coalesce(${kbLibraryEntries.answerText}, '') <> '')`;

function where(org: string, f: EntryFilter): SQL {
  const parts: SQL[] = [eq(kbLibraryEntries.organizationId, org)];
  if (f.hasConflict !== undefined) parts.push(eq(kbLibraryEntries.hasConflict, f.hasConflict));
  if (f.source) parts.push(eq(kbLibraryEntries.source, f.source));
  if (f.group) parts.push(eq(kbLibraryEntries.groupId, f.group));
  if (f.answered !== undefined) parts.push(f.answered ? answeredSql : sql`not ${answeredSql}`);
  if (f.pastReviewMonths !== undefined)
    parts.push(sql`coalesce(${kbLibraryEntries.lastReviewedAt}, ${kbLibraryEntries.createdAt}) <= ${reviewCutoff(f.pastReviewMonths)}`);
  if (f.stale) parts.push(sql`${kbLibraryEntries.staleAt} is not null`);
  if (f.product) parts.push(sql`(${kbLibraryEntries.allProducts} or ${f.product}::uuid = any(${kbLibraryEntries.productIds}))`);
  if (f.search) {
    const like = `%${f.search.replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(
      sql`(${kbLibraryEntries.search} @@ websearch_to_tsquery('english', ${f.search}) or ${kbLibraryEntries.question} ilike ${like} or ${kbLibraryEntries.externalRef} ilike ${like})`,
    );
  }
  return and(...parts)!;
}

const groupSize = sql<number>`(select count(*)::int from kb_library_entries g where g.organization_id = kb_library_entries.organization_id and g.group_id = kb_library_entries.group_id)`;

export async function selectEntries(
  tx: Tx,
  org: string,
  f: EntryFilter,
  sort: { field: keyof typeof entrySortColumns; desc: boolean },
  limit: number,
  offset: number,
): Promise<EntryRow[]> {
  const column = entrySortColumns[sort.field];
  return tx
    .select({ entry: kbLibraryEntries, groupSize })
    .from(kbLibraryEntries)
    .where(where(org, f))
    .orderBy(sort.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(kbLibraryEntries.id))
    .limit(limit)
    .offset(offset)
    .then((rows) => rows.map((r) => ({ ...r.entry, groupSize: Number(r.groupSize) })));
}

export async function countEntries(tx: Tx, org: string, f: EntryFilter): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(kbLibraryEntries)
    .where(where(org, f));
  return Number(row?.n ?? 0);
}

export async function selectEntry(tx: Tx, org: string, id: string): Promise<EntryRow | undefined> {
  const [row] = await tx
    .select({ entry: kbLibraryEntries, groupSize })
    .from(kbLibraryEntries)
    .where(and(eq(kbLibraryEntries.organizationId, org), eq(kbLibraryEntries.id, id)));
  return row ? { ...row.entry, groupSize: Number(row.groupSize) } : undefined;
}

export async function selectGroup(tx: Tx, org: string, groupId: string): Promise<EntryRow[]> {
  return tx
    .select({ entry: kbLibraryEntries, groupSize })
    .from(kbLibraryEntries)
    .where(and(eq(kbLibraryEntries.organizationId, org), eq(kbLibraryEntries.groupId, groupId)))
    .orderBy(asc(kbLibraryEntries.createdAt), asc(kbLibraryEntries.id))
    .then((rows) => rows.map((r) => ({ ...r.entry, groupSize: Number(r.groupSize) })));
}

/** Groups with a conflict, newest change first. */
export async function selectConflictGroups(tx: Tx, org: string, product: string | undefined, limit: number, offset: number) {
  const productFilter = product ? sql`and (e.all_products or ${product}::uuid = any(e.product_ids))` : sql``;
  const list = (await tx.execute(
    sql`select e.group_id as "groupId", max(e.updated_at) as latest from kb_library_entries e
        where e.organization_id = ${org} and e.has_conflict ${productFilter}
        group by e.group_id order by latest desc, e.group_id limit ${limit} offset ${offset}`,
  )) as unknown as { rows: { groupId: string }[] };
  const [count] = (
    (await tx.execute(
      sql`select count(distinct e.group_id)::int as n from kb_library_entries e where e.organization_id = ${org} and e.has_conflict ${productFilter}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  return { groups: list.rows.map((r) => r.groupId), total: Number(count?.n ?? 0) };
}

/** The organisation's answer review period (questionnaire_settings; absent means the default). */
export async function selectReviewMonths(tx: Tx, org: string): Promise<number> {
  const [row] = await tx
    .select({ months: questionnaireSettings.answerReviewMonths })
    .from(questionnaireSettings)
    .where(eq(questionnaireSettings.organizationId, org));
  return row?.months ?? DEFAULT_REVIEW_MONTHS;
}

export async function saveReviewMonths(tx: Tx, org: string, months: number) {
  await tx
    .insert(questionnaireSettings)
    .values({ organizationId: org, answerReviewMonths: months })
    .onConflictDoUpdate({ target: questionnaireSettings.organizationId, set: { answerReviewMonths: months, updatedAt: new Date() } });
}

// ---------- Writing the library ----------

/** Inserts entries, each in a group of its own (regrouping follows). */
export async function insertEntryRows(tx: Tx, values: Omit<EntryInsert, 'groupId'>[]): Promise<{ id: string }[]> {
  return tx
    .insert(kbLibraryEntries)
    .values(values.map((v) => ({ ...v, groupId: sql`gen_random_uuid()` })))
    .returning({ id: kbLibraryEntries.id });
}

export async function updateEntryRow(tx: Tx, org: string, id: string, set: EntryPatch) {
  await tx
    .update(kbLibraryEntries)
    .set(set)
    .where(and(eq(kbLibraryEntries.organizationId, org), eq(kbLibraryEntries.id, id)));
}

export async function deleteEntryRow(tx: Tx, org: string, id: string) {
  await tx.delete(kbLibraryEntries).where(and(eq(kbLibraryEntries.organizationId, org), eq(kbLibraryEntries.id, id)));
}

export async function deleteEntryRows(tx: Tx, org: string, ids: string[]) {
  await tx.delete(kbLibraryEntries).where(and(eq(kbLibraryEntries.organizationId, org), inArray(kbLibraryEntries.id, ids)));
}

/** Moves every entry of each group `from[i]` into group `to[i]`, in one statement. */
export async function moveGroups(tx: Tx, org: string, from: string[], to: string[]) {
  await tx.execute(
    sql`update kb_library_entries k set group_id = m.target
        from unnest(${uuids(from)}, ${uuids(to)}) as m(source, target)
        where k.organization_id = ${org} and k.group_id = m.source`,
  );
}

export interface QuestionOfGroup {
  id: string;
  group_id: string;
  question: string;
}

/** Every question of the library with its group. */
export function selectLibraryQuestions(tx: Tx, org: string) {
  return rows<QuestionOfGroup>(tx, sql`select id, group_id, question from kb_library_entries where organization_id = ${org}`);
}

/** These entries' questions with their groups (in the tenant transaction, also the near-duplicate candidates' re-read). */
export function selectQuestionsByIds(tx: Tx, org: string, ids: string[]) {
  return rows<QuestionOfGroup>(tx, sql`select id, group_id, question from kb_library_entries where organization_id = ${org} and id = any(${uuids(ids)})`);
}

/** What the conflict marks of the groups are computed from. */
export function selectGroupMembers(tx: Tx, org: string, groups: string[]) {
  return tx
    .select({
      id: kbLibraryEntries.id,
      groupId: kbLibraryEntries.groupId,
      choice: kbLibraryEntries.answerChoice,
      allProducts: kbLibraryEntries.allProducts,
      productIds: kbLibraryEntries.productIds,
      hasConflict: kbLibraryEntries.hasConflict,
    })
    .from(kbLibraryEntries)
    .where(and(eq(kbLibraryEntries.organizationId, org), sql`${kbLibraryEntries.groupId} = any(${uuids(groups)})`));
}

export async function setConflictMark(tx: Tx, org: string, ids: string[], hasConflict: boolean) {
  await tx
    .update(kbLibraryEntries)
    .set({ hasConflict })
    .where(and(eq(kbLibraryEntries.organizationId, org), sql`${kbLibraryEntries.id} = any(${uuids(ids)})`));
}

/** The approved entry with this question (case aside) and exactly these products, if there is one. */
export async function findApprovedEntry(tx: Tx, org: string, question: string, allProducts: boolean, productIds: string[]) {
  const [found] = await rows<{ id: string; group_id: string }>(
    tx,
    sql`select id, group_id from kb_library_entries
        where organization_id = ${org} and source = 'approved' and lower(question) = lower(${question})
          and all_products = ${allProducts} and (select array_agg(x order by x) from unnest(product_ids) x) is not distinct from ${allProducts ? null : `{${productIds.join(',')}}`}::uuid[]
        limit 1`,
  );
  return found;
}

/** The approved entries with one of these questions (lower case), with their products as 'id,id'. */
export function selectApprovedByQuestion(tx: Tx, org: string, lowered: string[]) {
  return rows<{ id: string; group_id: string; q: string; products: string | null }>(
    tx,
    sql`select id, group_id, lower(question) as q, array_to_string((select array_agg(x order by x) from unnest(product_ids) x), ',') as products
        from kb_library_entries
        where organization_id = ${org} and source = 'approved' and lower(question) in (select jsonb_array_elements_text(${JSON.stringify(lowered)}::jsonb))`,
  );
}

/** A re-approved answer's new text and provenance. */
export interface ReapprovedAnswer {
  id: string;
  answer_choice: string | null;
  answer_text: string | null;
  answer_terms: string;
  source_reference: string;
  how: string;
  reviewer: string | null;
  citations: { kind: string; id: string; name: string }[];
}

/** Every re-approved answer in one statement. */
export async function updateReapproved(tx: Tx, org: string, userId: string | null, updates: ReapprovedAnswer[]) {
  await tx.execute(
    sql`update kb_library_entries k
        set answer_choice = u.answer_choice, answer_text = u.answer_text, answer_terms = u.answer_terms, source_reference = u.source_reference, last_reviewed_at = now(), updated_at = now(),
            approved_how = u.how, reviewed_by_id = ${userId}, reviewed_by_name = u.reviewer, citations = u.citations, stale_at = null, stale_reason = null
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as u(id uuid, answer_choice text, answer_text text, answer_terms text, source_reference text, how text, reviewer text, citations jsonb)
        where k.organization_id = ${org} and k.id = u.id`,
  );
}

/** Marks the entries citing a changed fact (one of these documents, or a mention matching the pattern) stale; returns them. */
export function markEntriesStale(tx: Tx, org: string, cites: { documentIds: string[]; pattern: string | null }, reason: string) {
  const parts: SQL[] = [];
  if (cites.documentIds.length) {
    parts.push(
      sql`exists (select 1 from jsonb_array_elements(e.citations) c where c->>'kind' = 'document' and c->>'id' = any(${`{${cites.documentIds.join(',')}}`}::text[]))`,
    );
  }
  if (cites.pattern) parts.push(sql`(e.answer_text ~* ${cites.pattern} or e.answer_choice ~* ${cites.pattern})`);
  return rows<{ id: string }>(
    tx,
    sql`update kb_library_entries e set stale_at = now(), stale_reason = ${reason}
        where e.organization_id = ${org} and (${sql.join(parts, sql` or `)})
        returning e.id`,
  );
}
