import { z } from 'zod';
import { actions, builtinRoles, resources, type Action, type PermissionSet, type Resource } from '../permissions';

/** Roles (portal §2 User Roles, §6): built-in templates and the organisation's custom roles. */
export const roleMessages = {
  nameRequired: 'Please enter a role name',
  nameTaken: 'A role with this name already exists.',
  builtinReadOnly: 'Built-in roles cannot be changed. Duplicate the role to make a custom one.',
  builtinDelete: 'Built-in roles cannot be deleted.',
  inUse: (n: number) =>
    `This role is assigned to ${n} ${n === 1 ? 'user' : 'users'}. Choose a role to move ${n === 1 ? 'them' : 'them all'} to before deleting it.`,
  moveTargetInvalid: 'Choose a different role to move the users to.',
  beyondOwn: 'You can only grant permissions you hold yourself.',
  unknownPermission: (p: string) => `Unknown permission: ${p}`,
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  deleted: 'Role deleted successfully',
  notFound: 'This role does not exist or was deleted.',
} as const;

export const roleSortFields = ['name', 'created_at', 'user_count'] as const;

/** resource -> actions, checked against shared/permissions.ts (only the actions a resource supports). */
export const permissionSetSchema = z.record(z.string(), z.array(z.enum(actions)).max(actions.length)).superRefine((set, ctx) => {
  for (const [resource, list] of Object.entries(set)) {
    const def = resources[resource as Resource];
    if (!def) {
      ctx.addIssue({ code: 'custom', message: roleMessages.unknownPermission(resource), path: [resource] });
      continue;
    }
    for (const a of list) {
      if (!(def.actions as readonly Action[]).includes(a))
        ctx.addIssue({ code: 'custom', message: roleMessages.unknownPermission(`${resource}:${a}`), path: [resource] });
    }
  }
});

const roleFields = {
  name: z.string().trim().min(1, roleMessages.nameRequired).max(60, 'Keep the name under 60 characters'),
  description: z.string().trim().max(300, 'Keep the description under 300 characters'),
  permissions: permissionSetSchema,
};
export const roleInput = z.object({ ...roleFields, description: roleFields.description.default(''), permissions: roleFields.permissions.default({}) });
export type RoleInput = z.input<typeof roleInput>;
/** Partial update; nothing defaults (a missing field is left as it is). */
export const rolePatch = z.object(roleFields).partial();
export type RolePatch = z.input<typeof rolePatch>;

export const roleDeleteQuery = z.object({ move_users_to: z.uuid().optional() });

/**
 * A permission set in a response (resource -> actions). Not checked against shared/permissions.ts on the
 * way out: a set stored by an older release must never make a read (or sign-in) fail.
 */
export const permissionSetResponse = z.record(z.string(), z.array(z.string())) as unknown as z.ZodType<PermissionSet, Record<string, string[]>>;

/** Response schemas (the OpenAPI document shows them; the server's output is checked against them). */
export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  is_builtin: z.boolean(),
  permissions: permissionSetResponse,
  user_count: z.number(),
  active_user_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

/** For pickers (the users form and filter): every role, no permissions. */
export const roleOptionSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), is_builtin: z.boolean() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

/** DELETE: how many users moved to the role named by move_users_to. */
export const roleDeletedSchema = z.object({ moved_users: z.number() });

/** Sorted, de-duplicated, empty resources dropped: the stored form of a permission set. */
export function normalizePermissions(set: Record<string, readonly string[]>): PermissionSet {
  const out: PermissionSet = {};
  for (const r of Object.keys(resources) as Resource[]) {
    const list = set[r];
    if (!list?.length) continue;
    const allowed = resources[r].actions as readonly Action[];
    const picked = actions.filter((a) => allowed.includes(a) && list.includes(a));
    if (picked.length) out[r] = picked;
  }
  return out;
}

/** The permissions of `set` that `holder` lacks. */
export function permissionsBeyond(set: PermissionSet, holder: PermissionSet): string[] {
  const out: string[] = [];
  for (const [r, list] of Object.entries(set) as [Resource, Action[]][]) {
    for (const a of list) if (!holder[r]?.includes(a)) out.push(`${r}:${a}`);
  }
  return out;
}

/** Whether `holder` has every permission there is (what the Admin role carries). */
export function holdsEveryPermission(holder: PermissionSet): boolean {
  return permissionsBeyond(builtinRoles.admin.permissions, holder).length === 0;
}
