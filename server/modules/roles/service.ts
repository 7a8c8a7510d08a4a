import {
  normalizePermissions,
  permissionsBeyond,
  roleMessages,
  roleSortFields,
  type Role,
  type RoleInput,
  type RoleOption,
  type RolePatch,
} from '@shared/contracts/roles';
import type { PermissionSet } from '@shared/permissions';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import { iso, lockArea } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { AppError, conflict, notFound, validation } from '../../lib/errors';
import { pagination, parseSort, type ListQuery } from '../../lib/http';
import { ErrorCode } from '@shared/errors';
import {
  countRoles,
  deleteRoleRow,
  insertRole,
  moveUsers,
  nameTaken,
  selectRole,
  selectRoleOptions,
  selectRoles,
  slugTaken,
  updateRoleRow,
  type RoleRow,
} from './queries';

export type { RoleRow } from './queries';

function toRole(r: RoleRow): Role {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    is_builtin: r.isBuiltin,
    permissions: normalizePermissions(r.permissions),
    user_count: Number(r.userCount),
    active_user_count: Number(r.activeUserCount),
    created_at: iso(r.createdAt)!,
    updated_at: iso(r.updatedAt)!,
  };
}

const activity = (action: string, r: { id: string; name: string }, description: string, metadata?: Record<string, unknown>) => ({
  group: 'other' as const,
  action,
  objectType: 'role',
  objectId: r.id,
  objectName: r.name,
  description,
  ...(metadata ? { metadata } : {}),
});

/** Refuses a permission set the caller does not hold themselves (no one grants more than they have). */
export function assertWithinOwn(auth: AuthContext, set: PermissionSet, message: string = roleMessages.beyondOwn, attr: string | null = 'permissions') {
  const beyond = permissionsBeyond(set, auth.permissions);
  if (beyond.length) throw new AppError(403, ErrorCode.permissionDenied, message, attr);
}

/** A role of the caller's organisation, for other modules (users). */
/**
 * Whether giving this role would grant more than the caller holds. Built-in job roles (everything but Admin) may be
 * given by anyone who manages users; the Admin role and custom roles only by someone who holds all of their
 * permissions (no one grants more than they have), whether to a user or to the people single sign-on will create.
 */
export function roleBeyondCaller(auth: AuthContext, role: Pick<RoleRow, 'slug' | 'isBuiltin' | 'permissions'>) {
  if (role.isBuiltin && role.slug !== 'admin') return false;
  return holdsBeyondCaller(auth, role);
}

/**
 * Whether a role holds any permission the caller does not, built-in or not. Whatever would let the caller act
 * as such a person (their e-mail address, where their sign-in links go) is refused, although the caller may give
 * the role: handing out job roles is provisioning, taking over an existing account is not.
 */
export function holdsBeyondCaller(auth: AuthContext, role: Pick<RoleRow, 'permissions'>) {
  return permissionsBeyond(normalizePermissions(role.permissions), auth.permissions).length > 0;
}

export async function findRole(tx: Tx, organizationId: string, id: string) {
  return selectRole(tx, organizationId, id);
}

export function listRoles(deps: AppDeps, auth: AuthContext, q: ListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const sort = parseSort(q.sort_by, roleSortFields, 'name');
    const [rows, total] = await Promise.all([
      selectRoles(tx, org, { search: q.search, sort, limit: q.length, offset: (q.page - 1) * q.length }),
      countRoles(tx, org, q.search),
    ]);
    return { data: { roles: rows.map(toRole) }, pagination: pagination(q.page, q.length, total) };
  });
}

export function listRoleOptions(deps: AppDeps, auth: AuthContext): Promise<RoleOption[]> {
  return deps.tenant(auth, async (tx) =>
    (await selectRoleOptions(tx, auth.organizationId)).map((r) => ({ id: r.id, name: r.name, slug: r.slug, is_builtin: r.isBuiltin })),
  );
}

export function getRole(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const row = await selectRole(tx, auth.organizationId, id);
    if (!row) throw notFound(roleMessages.notFound);
    return toRole(row);
  });
}

function slugify(name: string) {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'role'
  );
}

async function freeSlug(tx: Tx, organizationId: string, name: string) {
  const base = slugify(name);
  for (let i = 1; ; i++) {
    const slug = i === 1 ? base : `${base}-${i}`;
    if (!(await slugTaken(tx, organizationId, slug))) return slug;
  }
}

export function createRole(deps: AppDeps, auth: AuthContext, input: Required<RoleInput>) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await lockArea(tx, org, 'roles');
    if (await nameTaken(tx, org, input.name)) throw conflict(roleMessages.nameTaken, 'name');
    const permissions = normalizePermissions(input.permissions as Record<string, string[]>);
    assertWithinOwn(auth, permissions);
    const id = await insertRole(tx, {
      organizationId: org,
      name: input.name,
      slug: await freeSlug(tx, org, input.name),
      description: input.description,
      isBuiltin: false,
      permissions: permissions as Record<string, string[]>,
    });
    const row = (await selectRole(tx, org, id))!;
    await recordActivity(tx, auth, org, activity('created', row, `Created role "${row.name}"`, { permissions }));
    return toRole(row);
  });
}

export function updateRole(deps: AppDeps, auth: AuthContext, id: string, patch: RolePatch) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await lockArea(tx, org, 'roles');
    const before = await selectRole(tx, org, id);
    if (!before) throw notFound(roleMessages.notFound);
    if (before.isBuiltin) throw conflict(roleMessages.builtinReadOnly);
    // Changing a role changes what its users may do: the caller must hold what it grants, before and after.
    assertWithinOwn(auth, normalizePermissions(before.permissions), roleMessages.beyondOwn);
    const set: Parameters<typeof updateRoleRow>[3] = {};
    if (patch.name !== undefined && patch.name !== before.name) {
      if (await nameTaken(tx, org, patch.name, id)) throw conflict(roleMessages.nameTaken, 'name');
      set.name = patch.name;
    }
    if (patch.description !== undefined) set.description = patch.description;
    let permissions: PermissionSet | undefined;
    if (patch.permissions !== undefined) {
      permissions = normalizePermissions(patch.permissions as Record<string, string[]>);
      assertWithinOwn(auth, permissions);
      set.permissions = permissions as Record<string, string[]>;
    }
    await updateRoleRow(tx, org, id, set);
    const after = (await selectRole(tx, org, id))!;
    await recordActivity(tx, auth, org, activity('updated', after, `Updated role "${after.name}"`, permissions ? { permissions } : undefined));
    return toRole(after);
  });
}

export function deleteRole(deps: AppDeps, auth: AuthContext, id: string, moveUsersTo: string | undefined) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await lockArea(tx, org, 'roles');
    const row = await selectRole(tx, org, id);
    if (!row) throw notFound(roleMessages.notFound);
    if (row.isBuiltin) throw conflict(roleMessages.builtinDelete);
    assertWithinOwn(auth, normalizePermissions(row.permissions), roleMessages.beyondOwn, null);
    const count = Number(row.userCount);
    let moved = 0;
    let target: RoleRow | null = null;
    if (count > 0) {
      if (!moveUsersTo) throw conflict(roleMessages.inUse(count), 'move_users_to');
      if (moveUsersTo === id) throw validation(roleMessages.moveTargetInvalid, 'move_users_to');
      target = await selectRole(tx, org, moveUsersTo);
      if (!target) throw validation(roleMessages.moveTargetInvalid, 'move_users_to');
      assertWithinOwn(auth, normalizePermissions(target.permissions), roleMessages.beyondOwn, 'move_users_to');
      moved = await moveUsers(tx, org, id, target.id);
    }
    await deleteRoleRow(tx, org, id);
    const suffix = target ? ` and moved ${moved} ${moved === 1 ? 'user' : 'users'} to "${target.name}"` : '';
    await recordActivity(
      tx,
      auth,
      org,
      activity('deleted', row, `Deleted role "${row.name}"${suffix}`, target ? { moved_users_to: target.id, moved } : undefined),
    );
    return { moved_users: moved };
  });
}
