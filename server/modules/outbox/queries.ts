import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailMessages } from '../../db/schema/index';

/** A page of the organisation's mail, newest first, with the total; `search` matches recipient or subject. */
export async function selectOutbox(tx: Tx, organizationId: string, search: string | undefined, limit: number, offset: number) {
  const like = search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : null;
  const where = and(
    eq(mailMessages.organizationId, organizationId),
    like ? sql`(${mailMessages.to} ilike ${like} or ${mailMessages.subject} ilike ${like})` : undefined,
  );
  const [rows, [count]] = await Promise.all([
    tx.select().from(mailMessages).where(where).orderBy(desc(mailMessages.createdAt), desc(mailMessages.id)).limit(limit).offset(offset),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(mailMessages)
      .where(where),
  ]);
  return { rows, count };
}
