import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, roles, users } from '../../db/schema/index';
import { withSystem, withTenant } from '../../db/tenant-isolation';

/** The signed-in user with their role and organisation, read as that organisation (RLS applies). */
export async function loadProfile(db: Db, user: { id: string; organizationId: string }) {
  const [row] = await withTenant(db, { organizationId: user.organizationId, userId: user.id }, (tx) =>
    tx
      .select({ user: users, role: roles, org: organizations })
      .from(users)
      .innerJoin(roles, and(eq(roles.id, users.roleId), eq(roles.organizationId, users.organizationId)))
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(and(eq(users.organizationId, user.organizationId), eq(users.id, user.id))),
  );
  return row ?? null;
}

/** A user by id, across organisations (the embedded provider's subject is our user id). */
export async function findUserById(db: Db, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await withSystem(db, (tx) => tx.select().from(users).where(eq(users.id, id)));
  return row ?? null;
}

/** Users with this email in any organisation (an external provider's users are matched by email). */
export async function findUsersByEmail(db: Db, email: string) {
  return withSystem(db, (tx) =>
    tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`),
  );
}
