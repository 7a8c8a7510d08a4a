import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PersonRef } from '@shared/contracts/knowledge-hub';
import type { Tx } from '../../db/client';
import { products, users } from '../../db/schema/index';

/** The organisation's products with their names. */
export function selectProductNames(tx: Tx, org: string) {
  return tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.organizationId, org));
}

/** People's names (their e-mail when they have none). */
export function selectPeopleNames(tx: Tx, org: string, ids: string[]): Promise<PersonRef[]> {
  return tx
    .select({ id: users.id, full_name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})` })
    .from(users)
    .where(and(eq(users.organizationId, org), inArray(users.id, ids)));
}

/** Which of these products belong to the organisation. */
export function selectProductIds(tx: Tx, org: string, ids: string[]) {
  return tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.organizationId, org), inArray(products.id, ids)));
}

/** The user, if they belong to the organisation. */
export async function selectUserId(tx: Tx, org: string, id: string): Promise<{ id: string } | undefined> {
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, org), eq(users.id, id)));
  return found;
}
