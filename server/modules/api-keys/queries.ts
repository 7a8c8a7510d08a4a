import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { apiKeys } from '../../db/schema/index';
import { authChanged } from '../../lib/auth/auth-cache';

const columns = { id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt };

export async function selectActiveKeys(tx: Tx, organizationId: string, userId: string) {
  return tx
    .select(columns)
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
}

export async function countActiveKeys(tx: Tx, organizationId: string, userId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return Number(row?.n ?? 0);
}

export async function insertKey(tx: Tx, values: typeof apiKeys.$inferInsert) {
  const [row] = await tx.insert(apiKeys).values(values).returning(columns);
  return row!;
}

export async function revokeKey(tx: Tx, organizationId: string, userId: string, id: string) {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.userId, userId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning(columns);
  if (row) await authChanged(tx, organizationId); // the key stops working on every instance
  return row ?? null;
}
