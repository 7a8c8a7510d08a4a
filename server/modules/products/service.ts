import { productMessages as msg, type Product, type ProductChoice } from '@shared/contracts/products';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import { iso, lockArea } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import {
  countProducts,
  productSortable,
  selectByName,
  selectChoices,
  selectProduct,
  selectProducts,
  unlinkFromRequests,
  type ProductRow,
  insertProductRow,
  updateProductRow,
  deleteProductRow,
} from './queries';

function toProduct(r: ProductRow): Product {
  return {
    id: r.id,
    name: r.name,
    is_active: r.isActive,
    request_count: Number(r.requestCount ?? 0),
    created_at: iso(r.createdAt)!,
    updated_at: iso(r.updatedAt)!,
  };
}

const activity = (action: string, r: { id: string; name: string }, description: string, metadata: Record<string, unknown> = {}) => ({
  group: 'other' as const,
  action,
  objectType: 'product',
  objectId: r.id,
  objectName: r.name,
  description,
  metadata,
});

export function listProducts(deps: AppDeps, auth: AuthContext, q: { page: number; length: number; search?: string | undefined; sort_by?: string | undefined }) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const filter = { search: q.search };
    const sort = parseSort(q.sort_by, productSortable, 'name');
    const [list, total] = await Promise.all([selectProducts(tx, org, filter, sort, q.length, (q.page - 1) * q.length), countProducts(tx, org, filter)]);
    return { data: { products: list.map(toProduct) }, pagination: pagination(q.page, q.length, total) };
  });
}

/** Choices for pickers (questionnaire requests): active products by name. */
export function quickListProducts(deps: AppDeps, auth: AuthContext, q: { length: number; is_active?: '1' | '0' | undefined; search?: string | undefined }) {
  return deps.tenant(auth, async (tx): Promise<{ data: { products: ProductChoice[] } }> => {
    const isActive = q.is_active === '0' ? false : true;
    return { data: { products: await selectChoices(tx, auth.organizationId, { isActive, search: q.search }, q.length) } };
  });
}

async function load(tx: Tx, org: string, id: string) {
  const row = await selectProduct(tx, org, id);
  if (!row) throw notFound(msg.notFound);
  return row;
}

async function assertNameFree(tx: Tx, org: string, name: string, exceptId?: string) {
  if (await selectByName(tx, org, name, exceptId)) throw conflict(msg.nameTaken(name), 'name');
}

export function createProduct(deps: AppDeps, auth: AuthContext, input: { name: string }) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await lockArea(tx, org, 'products');
    await assertNameFree(tx, org, input.name);
    const [row] = await insertProductRow(tx, { organizationId: org, name: input.name });
    await recordActivity(tx, auth, org, activity('created', row!, `Added product "${row!.name}"`));
    return toProduct((await selectProduct(tx, org, row!.id))!);
  });
}

export function updateProduct(deps: AppDeps, auth: AuthContext, id: string, input: { name: string }) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await lockArea(tx, org, 'products');
    const before = await load(tx, org, id);
    if (before.name === input.name) return toProduct(before);
    await assertNameFree(tx, org, input.name, id);
    await updateProductRow(tx, org, id, { name: input.name, updatedAt: new Date() });
    await recordActivity(
      tx,
      auth,
      org,
      activity('updated', { id, name: input.name }, `Renamed product "${before.name}" to "${input.name}"`, { previous_name: before.name }),
    );
    return toProduct((await selectProduct(tx, org, id))!);
  });
}

export function deleteProduct(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await lockArea(tx, org, 'products');
    const row = await load(tx, org, id);
    const requests = Number(row.requestCount ?? 0);
    await unlinkFromRequests(tx, org, id);
    await deleteProductRow(tx, org, id);
    const untagged = requests > 0 ? ` and removed it from ${requests} questionnaire request${requests === 1 ? '' : 's'}` : '';
    await recordActivity(tx, auth, org, activity('deleted', row, `Deleted product "${row.name}"${untagged}`, { request_count: requests }));
  });
}

/** Figures for the Home dashboard (inside the caller's tenant transaction). */
export async function productFigures(tx: Tx, organizationId: string) {
  const list = await selectProducts(tx, organizationId, {}, { field: 'name', desc: false }, 50, 0);
  return {
    total: await countProducts(tx, organizationId),
    products: list.map((p) => ({ id: p.id, name: p.name, request_count: Number(p.requestCount ?? 0) })),
  };
}
