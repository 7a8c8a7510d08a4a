import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberTokens } from '../../db/schema/index';

/** Members' one-time links: invitations (set a password) and e-mailed sign-in links, stored by the hash of their token. */
export async function insertLink(tx: Tx, v: typeof memberTokens.$inferInsert) {
  await tx.insert(memberTokens).values(v);
}

/** How many links of this purpose the member was sent since then. */
export async function countLinksSince(tx: Tx, organizationId: string, memberId: string, purpose: 'invite' | 'sign_in', since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberTokens)
    .where(
      and(
        eq(memberTokens.organizationId, organizationId),
        eq(memberTokens.memberId, memberId),
        eq(memberTokens.purpose, purpose),
        gt(memberTokens.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/** An unused, unexpired link with this token and purpose. */
export async function selectUsableLink(tx: Tx, organizationId: string, tokenHash: string, purpose: 'invite' | 'sign_in') {
  const [link] = await tx
    .select()
    .from(memberTokens)
    .where(
      and(
        eq(memberTokens.organizationId, organizationId),
        eq(memberTokens.tokenHash, tokenHash),
        eq(memberTokens.purpose, purpose),
        isNull(memberTokens.usedAt),
        gt(memberTokens.expiresAt, new Date()),
      ),
    );
  return link ?? null;
}

/** Claims a link for one use: false when another request used it first (two clicks at once get one session). */
export async function markLinkUsed(tx: Tx, organizationId: string, id: string): Promise<boolean> {
  const claimed = await tx
    .update(memberTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(memberTokens.organizationId, organizationId), eq(memberTokens.id, id), isNull(memberTokens.usedAt)))
    .returning({ id: memberTokens.id });
  return claimed.length === 1;
}

/** Voids every link of these members. */
export async function deleteLinksOf(tx: Tx, organizationId: string, memberIds: string[]) {
  await tx.delete(memberTokens).where(and(eq(memberTokens.organizationId, organizationId), inArray(memberTokens.memberId, memberIds)));
}
