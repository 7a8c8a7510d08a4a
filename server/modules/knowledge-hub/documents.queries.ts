import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { kbDocuments, kbPassages } from '../../db/schema/index';

export type DocumentRow = typeof kbDocuments.$inferSelect;
export type DocumentInsert = typeof kbDocuments.$inferInsert;
export type DocumentPatch = Partial<DocumentInsert>;
export type PassageInsert = typeof kbPassages.$inferInsert;

export interface DocumentFilter {
  search?: string | undefined;
  product?: string | undefined;
  status?: string | undefined;
  /** Every version, not only the current ones. */
  history?: boolean;
}

export const documentSortColumns = {
  name: sql`lower(${kbDocuments.name})`,
  created_at: kbDocuments.createdAt,
  updated_at: kbDocuments.updatedAt,
  review_date: kbDocuments.reviewDate,
  version: kbDocuments.version,
} as const;

function where(org: string, f: DocumentFilter): SQL {
  const parts: SQL[] = [eq(kbDocuments.organizationId, org)];
  if (!f.history) parts.push(eq(kbDocuments.isCurrent, true));
  if (f.status) parts.push(eq(kbDocuments.status, f.status));
  if (f.product) parts.push(sql`(${kbDocuments.allProducts} or ${f.product}::uuid = any(${kbDocuments.productIds}))`);
  if (f.search) {
    const like = `%${f.search.replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(sql`(${ilike(kbDocuments.name, like)} or ${ilike(kbDocuments.fileName, like)})`);
  }
  return and(...parts)!;
}

export async function selectDocuments(
  tx: Tx,
  org: string,
  f: DocumentFilter,
  sort: { field: keyof typeof documentSortColumns; desc: boolean },
  limit: number,
  offset: number,
) {
  const column = documentSortColumns[sort.field];
  return tx
    .select()
    .from(kbDocuments)
    .where(where(org, f))
    .orderBy(sort.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(kbDocuments.id))
    .limit(limit)
    .offset(offset);
}

export async function countDocuments(tx: Tx, org: string, f: DocumentFilter): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(kbDocuments)
    .where(where(org, f));
  return Number(row?.n ?? 0);
}

export async function selectDocument(tx: Tx, org: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(kbDocuments)
    .where(and(eq(kbDocuments.organizationId, org), eq(kbDocuments.id, id)));
  return row;
}

export async function selectVersions(tx: Tx, org: string, seriesId: string): Promise<DocumentRow[]> {
  return tx
    .select()
    .from(kbDocuments)
    .where(and(eq(kbDocuments.organizationId, org), eq(kbDocuments.seriesId, seriesId)))
    .orderBy(desc(kbDocuments.version));
}

export async function selectPassages(tx: Tx, org: string, documentId: string, limit: number, offset: number) {
  return tx
    .select({ id: kbPassages.id, position: kbPassages.position, heading: kbPassages.heading, page: kbPassages.page, text: kbPassages.text })
    .from(kbPassages)
    .where(and(eq(kbPassages.organizationId, org), eq(kbPassages.documentId, documentId)))
    .orderBy(asc(kbPassages.position))
    .limit(limit)
    .offset(offset);
}

export async function countPassages(tx: Tx, org: string, documentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(kbPassages)
    .where(and(eq(kbPassages.organizationId, org), eq(kbPassages.documentId, documentId)));
  return Number(row?.n ?? 0);
}

export async function insertDocument(tx: Tx, values: DocumentInsert): Promise<DocumentRow> {
  const [row] = await tx.insert(kbDocuments).values(values).returning();
  return row!;
}

export async function updateDocumentRow(tx: Tx, org: string, id: string, set: DocumentPatch) {
  await tx
    .update(kbDocuments)
    .set(set)
    .where(and(eq(kbDocuments.organizationId, org), eq(kbDocuments.id, id)));
}

/** Changes every version of a document at once. */
export async function updateSeriesRows(tx: Tx, org: string, seriesId: string, set: DocumentPatch) {
  await tx
    .update(kbDocuments)
    .set(set)
    .where(and(eq(kbDocuments.organizationId, org), eq(kbDocuments.seriesId, seriesId)));
}

/** Deletes every version of a document (their passages go with them). */
export async function deleteSeries(tx: Tx, org: string, seriesId: string) {
  await tx.delete(kbDocuments).where(and(eq(kbDocuments.organizationId, org), eq(kbDocuments.seriesId, seriesId)));
}

export async function deletePassages(tx: Tx, org: string, documentId: string) {
  await tx.delete(kbPassages).where(and(eq(kbPassages.organizationId, org), eq(kbPassages.documentId, documentId)));
}

export async function insertPassages(tx: Tx, values: PassageInsert[]) {
  await tx.insert(kbPassages).values(values);
}

/** Fresh planner statistics of the knowledge tables (PGlite has no autovacuum). */
export async function analyzeKnowledgeTables(db: Db) {
  await db.execute(sql`analyze kb_passages, kb_library_entries, kb_documents`);
}
