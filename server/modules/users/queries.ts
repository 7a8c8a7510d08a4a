import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { organizations, roles, users } from '../../db/schema/index';
import { authChanged } from '../../lib/auth/auth-cache';

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  teamName: users.teamName,
  isActive: users.isActive,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
  passwordHash: users.passwordHash,
  role: { id: roles.id, name: roles.name, slug: roles.slug, isBuiltin: roles.isBuiltin, permissions: roles.permissions },
};
export type UserRow = Awaited<ReturnType<typeof selectUser>> & {};

const base = (tx: Tx) =>
  tx
    .select(columns)
    .from(users)
    .innerJoin(roles, and(eq(roles.organizationId, users.organizationId), eq(roles.id, users.roleId)));

export interface UserFilter {
  isActive?: boolean | undefined;
  roleId?: string | undefined;
  search?: string | undefined;
}

const escapeLike = (s: string) => s.replace(/[%_\\]/g, '\\$&');

function where(organizationId: string, f: UserFilter): SQL {
  const parts: SQL[] = [eq(users.organizationId, organizationId)];
  if (f.isActive !== undefined) parts.push(eq(users.isActive, f.isActive));
  if (f.roleId) parts.push(eq(users.roleId, f.roleId));
  const q = f.search?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    parts.push(
      or(
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(users.email, like),
        ilike(users.teamName, like),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
      )!,
    );
  }
  return and(...parts)!;
}

export const userSortColumns = {
  first_name: sql`lower(${users.firstName})`,
  last_name: sql`lower(${users.lastName})`,
  email: sql`lower(${users.email})`,
  created_at: users.createdAt,
  last_login: users.lastLogin,
  group: sql`lower(${roles.name})`,
} as const;

export async function selectUsers(
  tx: Tx,
  organizationId: string,
  f: UserFilter,
  sort: { field: keyof typeof userSortColumns; desc: boolean },
  limit: number,
  offset: number,
) {
  const col = userSortColumns[sort.field];
  const order = sort.desc ? sql`${col} desc nulls last` : sql`${col} asc nulls first`;
  return base(tx).where(where(organizationId, f)).orderBy(order, asc(users.createdAt), asc(users.id)).limit(limit).offset(offset);
}

export async function countUsers(tx: Tx, organizationId: string, f: UserFilter) {
  const [row] = await tx
    .select({
      matching: sql<number>`count(*) filter (where ${where(organizationId, f)})::int`,
      activeAdmins: sql<number>`count(*) filter (where ${users.isActive} and ${roles.slug} = 'admin' and ${roles.isBuiltin})::int`,
    })
    .from(users)
    .innerJoin(roles, and(eq(roles.organizationId, users.organizationId), eq(roles.id, users.roleId)))
    .where(eq(users.organizationId, organizationId));
  return { matching: Number(row?.matching ?? 0), activeAdmins: Number(row?.activeAdmins ?? 0) };
}

export async function selectUser(tx: Tx, organizationId: string, id: string) {
  const [row] = await base(tx).where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
  return row ?? null;
}

export async function emailInUse(tx: Tx, organizationId: string, email: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined));
  return Boolean(row);
}

export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUserRow(tx: Tx, organizationId: string, id: string, set: Partial<typeof users.$inferInsert>) {
  await tx
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
  // Role, activity, name and e-mail are part of who the caller is: signed-in requests see the change at once.
  await authChanged(tx, organizationId);
}

/** Active users of the given built-in role slugs, for pickers (questionnaires §6: admin, salesadmin, sme). */
export async function selectQuickList(tx: Tx, organizationId: string, slugs: string[], length: number, search?: string) {
  const parts: SQL[] = [eq(users.organizationId, organizationId), eq(users.isActive, true)];
  if (slugs.length) parts.push(inArray(roles.slug, slugs));
  const q = search?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    parts.push(
      or(
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(users.email, like),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
      )!,
    );
  }
  return tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, teamName: users.teamName })
    .from(users)
    .innerJoin(roles, and(eq(roles.organizationId, users.organizationId), eq(roles.id, users.roleId)))
    .where(and(...parts))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), desc(users.createdAt))
    .limit(length);
}

export async function selectOrganizationName(tx: Tx, organizationId: string): Promise<string | null> {
  const [org] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return org?.name ?? null;
}
