import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { DEFAULT_REVIEW_MONTHS } from '@shared/contracts/answer-origin';
import { kbLibraryEntries, questionnaireSettings } from '../../db/schema/index';

export type EntryRow = typeof kbLibraryEntries.$inferSelect & { groupSize: number };

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
