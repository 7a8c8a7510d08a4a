import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { memberSessions } from '../../db/schema/index';

export interface SessionMemberRow {
  session_id: string;
  id: string;
  customer_id: string;
  customer_name: string;
  email: string;
  full_name: string;
}

/** The member of a live session (not revoked, not expired), when both the member and their customer account are active. */
export async function selectSessionMember(tx: Tx, organizationId: string, tokenHash: string) {
  const [row] = await rows<SessionMemberRow>(
    tx,
    sql`select s.id as session_id, m.id, m.customer_id, c.name as customer_name, m.email, m.full_name
        from member_sessions s
        join customer_members m on m.organization_id = s.organization_id and m.id = s.member_id
        join customers c on c.organization_id = m.organization_id and c.id = m.customer_id
        where s.organization_id = ${organizationId} and s.token_hash = ${tokenHash}
          and s.revoked_at is null and s.expires_at > now() and m.is_active and c.is_active`,
  );
  return row ?? null;
}

export async function insertSession(tx: Tx, v: typeof memberSessions.$inferInsert) {
  await tx.insert(memberSessions).values(v);
}

/** Signs out one session (by its token). */
export async function revokeSessionByToken(tx: Tx, organizationId: string, tokenHash: string) {
  await tx
    .update(memberSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(memberSessions.organizationId, organizationId), eq(memberSessions.tokenHash, tokenHash)));
}

/** Ends every live session of these members. */
export async function revokeSessionsOf(tx: Tx, organizationId: string, memberIds: string[]) {
  await tx
    .update(memberSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(memberSessions.organizationId, organizationId), inArray(memberSessions.memberId, memberIds), isNull(memberSessions.revokedAt)));
}
