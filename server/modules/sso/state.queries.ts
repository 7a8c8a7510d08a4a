import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';

/** Short-lived sign-in state in the provider's system table (no tenant): by type and id, until it expires. */
export async function upsertPayload(db: Db, type: string, id: string, payload: Record<string, unknown>, expiresAt: Date) {
  await db
    .insert(oidcPayloads)
    .values({ type, id, payload, expiresAt })
    .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: { payload, expiresAt } });
}

/** Reads and deletes an unexpired payload in one statement; null when there is none. */
export async function deletePayload(db: Db, type: string, id: string) {
  const rows = await db
    .delete(oidcPayloads)
    .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id), gt(oidcPayloads.expiresAt, new Date())))
    .returning({ payload: oidcPayloads.payload });
  return rows[0]?.payload ?? null;
}

/** An unexpired payload, left in place; null when there is none. */
export async function selectPayload(db: Db, type: string, id: string) {
  const [row] = await db
    .select({ payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads.id, id), gt(oidcPayloads.expiresAt, new Date())));
  return row?.payload ?? null;
}
