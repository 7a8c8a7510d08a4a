import { and, arrayOverlaps, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { organizations, roles, ssoConnections, users } from '../../db/schema/index';

export type SsoRow = typeof ssoConnections.$inferSelect;

export function selectConnections(tx: Tx, organizationId: string) {
  return tx.select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId)).orderBy(ssoConnections.protocol);
}

export async function selectConnection(tx: Tx, organizationId: string, protocol: string) {
  const [row] = await tx
    .select()
    .from(ssoConnections)
    .where(and(eq(ssoConnections.organizationId, organizationId), eq(ssoConnections.protocol, protocol)));
  return row ?? null;
}

export async function upsertConnection(
  tx: Tx,
  organizationId: string,
  protocol: string,
  v: Omit<typeof ssoConnections.$inferInsert, 'organizationId' | 'protocol'>,
) {
  const [row] = await tx
    .insert(ssoConnections)
    .values({ organizationId, protocol, ...v })
    .onConflictDoUpdate({ target: [ssoConnections.organizationId, ssoConnections.protocol], set: { ...v, updatedAt: new Date() } })
    .returning();
  return row!;
}

export function deleteConnection(tx: Tx, organizationId: string, protocol: string) {
  return tx
    .delete(ssoConnections)
    .where(and(eq(ssoConnections.organizationId, organizationId), eq(ssoConnections.protocol, protocol)))
    .returning();
}

export function selectRoles(tx: Tx, organizationId: string) {
  return tx.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.organizationId, organizationId)).orderBy(roles.name);
}

/**
 * System: e-mail domains another organisation's active connection already routes. A connection waiting for review
 * claims nothing yet: it cannot keep the domain's owner from submitting theirs (the operator activates one of them).
 */
export async function domainsClaimedElsewhere(tx: Executor, organizationId: string, domains: string[]) {
  if (domains.length === 0) return [];
  const rows = await tx
    .select({ domains: ssoConnections.domains })
    .from(ssoConnections)
    .where(and(ne(ssoConnections.organizationId, organizationId), eq(ssoConnections.status, 'ACTIVE'), arrayOverlaps(ssoConnections.domains, domains)));
  const taken = new Set(rows.flatMap((r) => r.domains));
  return domains.filter((d) => taken.has(d));
}

/** System: the active connection that routes an e-mail domain (sign-in happens before we know the tenant). */
export async function activeConnectionForDomain(tx: Executor, domain: string) {
  const [row] = await tx
    .select()
    .from(ssoConnections)
    .where(and(eq(ssoConnections.status, 'ACTIVE'), sql`${domain} = any(${ssoConnections.domains})`))
    .orderBy(ssoConnections.protocol)
    .limit(1);
  return row ?? null;
}

export async function activeConnection(tx: Executor, organizationId: string, protocol: string) {
  const [row] = await tx
    .select()
    .from(ssoConnections)
    .where(and(eq(ssoConnections.organizationId, organizationId), eq(ssoConnections.protocol, protocol), eq(ssoConnections.status, 'ACTIVE')));
  return row ?? null;
}

/** System: connections across tenants for the operator screen. */
export function selectAllConnections(tx: Executor) {
  return tx
    .select({ connection: ssoConnections, organizationName: organizations.name, submittedByEmail: users.email })
    .from(ssoConnections)
    .innerJoin(organizations, eq(organizations.id, ssoConnections.organizationId))
    .leftJoin(users, and(eq(users.organizationId, ssoConnections.organizationId), eq(users.id, ssoConnections.submittedBy)))
    .orderBy(sql`${ssoConnections.status} = 'IN_REVIEW' desc`, sql`${ssoConnections.submittedAt} desc nulls last`);
}

export async function findUserInOrg(tx: Tx, organizationId: string, email: string) {
  const [row] = await tx
    .select({ id: users.id, isActive: users.isActive, roleSlug: roles.slug })
    .from(users)
    .innerJoin(roles, and(eq(roles.organizationId, users.organizationId), eq(roles.id, users.roleId)))
    .where(and(eq(users.organizationId, organizationId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row ?? null;
}

/** A user created on first sign-in through single sign-on (JIT); its id. */
export async function insertUser(tx: Tx, v: { organizationId: string; email: string; firstName: string; lastName: string; roleId: string }) {
  const [created] = await tx.insert(users).values(v).returning({ id: users.id });
  return created!.id;
}

/** One connection of the organisation, by id. */
export async function selectConnectionById(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .select()
    .from(ssoConnections)
    .where(and(eq(ssoConnections.organizationId, organizationId), eq(ssoConnections.id, id)));
  return row ?? null;
}

/** Decides only the submission the operator saw (`submittedAt`): a configuration submitted again since then is left waiting. */
export async function setReviewDecision(tx: Tx, organizationId: string, id: string, submittedAt: Date, decision: 'ACTIVE' | 'REJECTED', note: string) {
  const [row] = await tx
    .update(ssoConnections)
    .set({ status: decision, reviewedAt: new Date(), reviewNote: note, updatedAt: new Date() })
    .where(
      and(
        eq(ssoConnections.organizationId, organizationId),
        eq(ssoConnections.id, id),
        eq(ssoConnections.status, 'IN_REVIEW'),
        eq(ssoConnections.submittedAt, submittedAt),
      ),
    )
    .returning();
  return row ?? null;
}
