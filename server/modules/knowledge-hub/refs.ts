import { knowledgeHubMessages as msg, type PersonRef, type ProductRef } from '@shared/contracts/knowledge-hub';
import type { Tx } from '../../db/client';
import type { ActivityEntry } from '../../lib/activity';
import { validation } from '../../lib/errors';
import { selectPeopleNames, selectProductIds, selectProductNames, selectUserId } from './refs.queries';

/** Names of products and people shown next to documents and answers, loaded once per list. */
export interface Refs {
  products: Map<string, ProductRef>;
  people: Map<string, PersonRef>;
}

export async function loadRefs(tx: Tx, org: string, userIds: (string | null)[]): Promise<Refs> {
  const ids = [...new Set(userIds.filter((x): x is string => Boolean(x)))];
  const [productRows, userRows] = await Promise.all([
    selectProductNames(tx, org),
    ids.length ? selectPeopleNames(tx, org, ids) : Promise.resolve([] as PersonRef[]),
  ]);
  return { products: new Map(productRows.map((p) => [p.id, p])), people: new Map(userRows.map((u) => [u.id, u])) };
}

export const productRefs = (refs: Refs, ids: string[]): ProductRef[] => ids.map((id) => refs.products.get(id)).filter((p): p is ProductRef => Boolean(p));
export const personRef = (refs: Refs, id: string | null): PersonRef | null => (id ? (refs.people.get(id) ?? null) : null);

/** Every product id belongs to the organisation; returns them without duplicates. */
export async function checkProducts(tx: Tx, org: string, ids: string[] | undefined, attr = 'product_ids'): Promise<string[]> {
  const list = [...new Set(ids ?? [])];
  if (list.length === 0) return [];
  const found = await selectProductIds(tx, org, list);
  if (found.length !== list.length) throw validation(msg.unknownProduct, attr);
  return list;
}

/** The owner is an active user of the organisation (or nobody). */
export async function checkOwner(tx: Tx, org: string, id: string | null | undefined): Promise<string | null> {
  if (!id) return null;
  const found = await selectUserId(tx, org, id);
  if (!found) throw validation(msg.unknownOwner, 'owner_id');
  return id;
}

/** Product scope from form fields: all products unless some are named (or all_products is false). */
export function scopeOf(fields: { all_products?: boolean | undefined; product_ids?: string[] | undefined }) {
  const ids = fields.product_ids ?? [];
  const allProducts = fields.all_products ?? ids.length === 0;
  return { allProducts, productIds: allProducts ? [] : ids };
}

/** Knowledge hub changes are logged with the questionnaire work (group 'request'). */
export function hubActivity(
  action: string,
  objectType: 'knowledge_document' | 'knowledge_answer',
  object: { id: string | null; name: string },
  description: string,
  metadata: Record<string, unknown> = {},
): ActivityEntry {
  return { group: 'request', action, objectType, objectId: object.id, objectName: object.name.slice(0, 200), description, metadata };
}
