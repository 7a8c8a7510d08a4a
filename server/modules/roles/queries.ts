import { and, asc, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { roles, users } from '../../db/schema/index';
import { authChanged } from '../../lib/auth/auth-cache';

// Qualified by hand: inside a sub-select drizzle would leave the outer columns unqualified.
const userCount = sql<number>`(select count(*)::int from ${users} u where u.organization_id = "roles"."organization_id" and u.role_id = "roles"."id")`;
const activeUserCount = sql<number>`(select count(*)::int from ${users} u where u.organization_id = "roles"."organization_id" and u.role_id = "roles"."id" and u.is_active)`;

const columns = {
  id: roles.id,
  name: roles.name,
  slug: roles.slug,
  description: roles.description,
  isBuiltin: roles.isBuiltin,
  permissions: roles.permissions,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
  userCount,
  activeUserCount,
};
export type RoleRow = Awaited<ReturnType<typeof selectRole>> & {};

export const roleSortColumns = {
  name: sql`lower(${roles.name})`,
  created_at: roles.createdAt,
  user_count: userCount,
} as const;

function where(organizationId: string, search?: string): SQL {
  const q = search?.trim();
  return and(eq(roles.organizationId, organizationId), q ? ilike(roles.name, `%${q.replace(/[%_\\]/g, '\\$&')}%`) : undefined)!;
}

export async function selectRoles(
  tx: Tx,
  organizationId: string,
  opts: { search?: string | undefined; sort: { field: keyof typeof roleSortColumns; desc: boolean }; limit: number; offset: number },
) {
  const col = roleSortColumns[opts.sort.field];
  return tx
    .select(columns)
    .from(roles)
    .where(where(organizationId, opts.search))
    .orderBy(desc(roles.isBuiltin), opts.sort.desc ? desc(col) : asc(col), asc(roles.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

export async function countRoles(tx: Tx, organizationId: string, search?: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(roles)
    .where(where(organizationId, search));
  return Number(row?.n ?? 0);
}

export async function selectRoleOptions(tx: Tx, organizationId: string) {
  return tx
    .select({ id: roles.id, name: roles.name, slug: roles.slug, isBuiltin: roles.isBuiltin })
    .from(roles)
    .where(eq(roles.organizationId, organizationId))
    .orderBy(desc(roles.isBuiltin), asc(sql`lower(${roles.name})`));
}

export async function selectRole(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .select(columns)
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)));
  return row ?? null;
}

export async function nameTaken(tx: Tx, organizationId: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), sql`lower(${roles.name}) = ${name.toLowerCase()}`, exceptId ? ne(roles.id, exceptId) : undefined));
  return Boolean(row);
}

export async function slugTaken(tx: Tx, organizationId: string, slug: string) {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.slug, slug)));
  return Boolean(row);
}

export async function insertRole(tx: Tx, values: typeof roles.$inferInsert) {
  const [row] = await tx.insert(roles).values(values).returning({ id: roles.id });
  return row!.id;
}

export async function updateRoleRow(tx: Tx, organizationId: string, id: string, set: Partial<typeof roles.$inferInsert>) {
  await tx
    .update(roles)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)));
  await authChanged(tx, organizationId); // the role's users get its new permissions on their next request
}

export async function moveUsers(tx: Tx, organizationId: string, fromRoleId: string, toRoleId: string) {
  const moved = await tx
    .update(users)
    .set({ roleId: toRoleId, updatedAt: new Date() })
    .where(and(eq(users.organizationId, organizationId), eq(users.roleId, fromRoleId)))
    .returning({ id: users.id });
  await authChanged(tx, organizationId);
  return moved.length;
}

export async function deleteRoleRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(roles).where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)));
  await authChanged(tx, organizationId);
}
