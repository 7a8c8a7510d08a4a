import { and, asc, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products, questionnaireRequestProducts } from '../../db/schema/index';

const requestCount = sql<number>`(select count(*)::int from ${questionnaireRequestProducts} qrp
  where qrp.organization_id = ${products.organizationId} and qrp.product_id = ${products.id})`;

const columns = {
  id: products.id,
  name: products.name,
  isActive: products.isActive,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  requestCount,
};
export type ProductRow = Awaited<ReturnType<typeof selectProduct>> & {};

const sortColumns = { name: sql`lower(${products.name})`, created_at: products.createdAt } as const;
export const productSortable = Object.keys(sortColumns) as (keyof typeof sortColumns)[];

export interface ProductFilter {
  search?: string | undefined;
  isActive?: boolean | undefined;
}

function where(organizationId: string, f: ProductFilter): SQL {
  const parts: SQL[] = [eq(products.organizationId, organizationId)];
  if (f.isActive !== undefined) parts.push(eq(products.isActive, f.isActive));
  if (f.search?.trim()) parts.push(ilike(products.name, `%${f.search.trim().replace(/[%_\\]/g, '\\$&')}%`));
  return and(...parts)!;
}

export async function selectProducts(
  tx: Tx,
  organizationId: string,
  f: ProductFilter,
  sort: { field: keyof typeof sortColumns; desc: boolean },
  limit: number,
  offset: number,
) {
  const order = sort.desc ? desc(sortColumns[sort.field]) : asc(sortColumns[sort.field]);
  return tx.select(columns).from(products).where(where(organizationId, f)).orderBy(order, asc(products.id)).limit(limit).offset(offset);
}

export async function countProducts(tx: Tx, organizationId: string, f: ProductFilter = {}) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(where(organizationId, f));
  return Number(row?.n ?? 0);
}

export async function selectChoices(tx: Tx, organizationId: string, f: ProductFilter, limit: number) {
  return tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(where(organizationId, f))
    .orderBy(asc(sql`lower(${products.name})`))
    .limit(limit);
}

export async function selectProduct(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .select(columns)
    .from(products)
    .where(and(eq(products.organizationId, organizationId), eq(products.id, id)));
  return row ?? null;
}

export async function selectByName(tx: Tx, organizationId: string, name: string, exceptId?: string) {
  const parts = [eq(products.organizationId, organizationId), sql`lower(${products.name}) = lower(${name})`];
  if (exceptId) parts.push(ne(products.id, exceptId));
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(...parts));
  return row ?? null;
}

/** Untags the product from questionnaire requests (they keep everything else). */
export async function unlinkFromRequests(tx: Tx, organizationId: string, id: string) {
  await tx
    .delete(questionnaireRequestProducts)
    .where(and(eq(questionnaireRequestProducts.organizationId, organizationId), eq(questionnaireRequestProducts.productId, id)));
}

export function insertProductRow(tx: Tx, values: typeof products.$inferInsert) {
  return tx.insert(products).values(values).returning({ id: products.id, name: products.name });
}

export async function updateProductRow(tx: Tx, organizationId: string, id: string, set: Partial<typeof products.$inferInsert>) {
  await tx
    .update(products)
    .set(set)
    .where(and(eq(products.organizationId, organizationId), eq(products.id, id)));
}

export async function deleteProductRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(products).where(and(eq(products.organizationId, organizationId), eq(products.id, id)));
}
