import { userMessages, userSortFields, type InvitationResult, type OrgUser, type QuickListUser, type UserInput, type UserPatch } from '@shared/contracts/users';
import { holdsEveryPermission } from '@shared/contracts/roles';
import { ErrorCode } from '@shared/errors';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import { endSessionsOf, revokeApiKeysOf } from '../../lib/auth/sessions';
import { iso, lockArea } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { AppError, conflict, notFound, validation } from '../../lib/errors';
import { pagination, parseSort, type ListQuery } from '../../lib/http';
import { endProviderSessionsOf } from '../../lib/oidc/adapter';
import { findRole, holdsBeyondCaller, roleBeyondCaller, type RoleRow } from '../roles/index';
import { sendInvitation } from './invitation';
import { countUsers, emailInUse, insertUser, selectOrganizationName, selectQuickList, selectUser, selectUsers, updateUserRow, type UserRow } from './queries';

const isAdminRole = (r: { slug: string; isBuiltin: boolean }) => r.isBuiltin && r.slug === 'admin';

/** The account is someone's: they set a password or signed in (with a password or the organisation's SSO). */
const hasSignedIn = (u: UserRow) => u.passwordHash !== null || u.lastLogin !== null;

function toUser(r: UserRow): OrgUser {
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    team_name: { name: r.teamName },
    group: { id: r.role.id, name: r.role.name, slug: r.role.slug, is_builtin: r.role.isBuiltin },
    is_admin: isAdminRole(r.role),
    is_active: r.isActive,
    created_at: iso(r.createdAt)!,
    last_login: iso(r.lastLogin),
    has_signed_in: hasSignedIn(r),
  };
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const activity = (action: string, u: { id: string; email: string }, description: string, metadata?: Record<string, unknown>) => ({
  group: 'other' as const,
  action,
  objectType: 'user',
  objectId: u.id,
  objectName: u.email,
  description,
  ...(metadata ? { metadata } : {}),
});

async function assignableRole(tx: Tx, auth: AuthContext, roleId: string) {
  const role = await findRole(tx, auth.organizationId, roleId);
  if (!role) throw validation(userMessages.roleUnknown, 'group_id');
  if (roleBeyondCaller(auth, role)) throw new AppError(403, ErrorCode.permissionDenied, userMessages.beyondOwn, 'group_id');
  return role;
}

function assertMayChange(auth: AuthContext, target: UserRow) {
  if (target.id !== auth.userId && roleBeyondCaller(auth, target.role)) throw new AppError(403, ErrorCode.permissionDenied, userMessages.protectedUser);
}

/**
 * The address is where sign-in links go. Once someone has signed in, it is theirs: only a caller who holds every
 * permission moves it, whatever role the account has at the moment. A pending invitation's address may be corrected
 * by a user manager who holds the account's permissions.
 */
function assertMayChangeEmail(auth: AuthContext, target: UserRow) {
  if (target.id === auth.userId) return;
  if (hasSignedIn(target)) {
    if (!holdsEveryPermission(auth.permissions)) throw new AppError(403, ErrorCode.permissionDenied, userMessages.signedInEmail, 'email');
  } else if (holdsBeyondCaller(auth, target.role)) throw new AppError(403, ErrorCode.permissionDenied, userMessages.protectedEmail, 'email');
}

/** A moved address ends the account's sessions; API keys stay with the person who made them, so they end too unless it is that person. */
async function endAccessOnEmailChange(tx: Tx, auth: AuthContext, userId: string) {
  const self = userId === auth.userId;
  await endSessionsOf(tx, auth.organizationId, userId, self ? auth.sessionId : null);
  if (!self) await revokeApiKeysOf(tx, auth.organizationId, userId);
}

async function organizationName(tx: Tx, organizationId: string) {
  return (await selectOrganizationName(tx, organizationId)) ?? 'your organisation';
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export interface UserListQuery extends ListQuery {
  is_active?: '1' | '0' | undefined;
  group_id?: string | undefined;
}

export function listUsers(deps: AppDeps, auth: AuthContext, q: UserListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const filter = { isActive: q.is_active === undefined ? undefined : q.is_active === '1', roleId: q.group_id, search: q.search };
    const sort = parseSort(q.sort_by, userSortFields, 'created_at', true);
    const [rows, counts] = await Promise.all([selectUsers(tx, org, filter, sort, q.length, (q.page - 1) * q.length), countUsers(tx, org, filter)]);
    return {
      data: { users: rows.map((r) => ({ ...toUser(r), deactivate_refusal: deactivateRefusal(auth, r, counts.activeAdmins) })) },
      pagination: pagination(q.page, q.length, counts.matching, { totalCount: counts.matching, total_active_admins_count: counts.activeAdmins }),
    };
  });
}

export function getUser(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const row = await selectUser(tx, auth.organizationId, id);
    if (!row) throw notFound(userMessages.notFound);
    const { activeAdmins } = await countUsers(tx, auth.organizationId, {});
    return { ...toUser(row), deactivate_refusal: deactivateRefusal(auth, row, activeAdmins) };
  });
}

export async function createUser(deps: AppDeps, auth: AuthContext, input: Required<UserInput>): Promise<OrgUser & { invitation: InvitationResult | null }> {
  const { user, organizationName: orgName } = await deps
    .tenant(auth, async (tx) => {
      const org = auth.organizationId;
      const role = await assignableRole(tx, auth, input.group_id);
      if (await emailInUse(tx, org, input.email)) throw conflict(userMessages.emailTaken, 'email');
      const id = await insertUser(tx, {
        organizationId: org,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        teamName: input.team_name,
        roleId: role.id,
      });
      const row = (await selectUser(tx, org, id))!;
      await recordActivity(tx, auth, org, activity('created', row, `Invited ${row.email} as ${role.name}`, { role: role.name }));
      return { user: row, organizationName: await organizationName(tx, org) };
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw conflict(userMessages.emailTaken, 'email');
      throw err;
    });
  let invitation: InvitationResult | null = null;
  try {
    invitation = await sendInvitation(
      deps,
      { id: user.id, organizationId: auth.organizationId, email: user.email, firstName: user.firstName },
      { organizationName: orgName, inviterName: auth.fullName || auth.email },
    );
  } catch (err) {
    deps.log.error({ err: (err as Error).message, userId: user.id }, 'invitation could not be sent');
  }
  return { ...toUser(user), invitation };
}

/** Said up front (the list and detail carry it), so the console disables the switch with the reason instead of asking first. */
function deactivateRefusal(auth: AuthContext, r: UserRow, activeAdmins: number): string | null {
  if (!r.isActive) return null;
  if (r.id === auth.userId) return userMessages.selfDeactivate;
  if (isAdminRole(r.role) && activeAdmins <= 1) return userMessages.lastAdmin;
  return null;
}

/** The rule of portal §5: the last active admin stays an active admin. */
async function assertAdminRemains(tx: Tx, organizationId: string, message: string, attr: string) {
  await lockArea(tx, organizationId, 'admins');
  const { activeAdmins } = await countUsers(tx, organizationId, {});
  if (activeAdmins <= 1) throw conflict(message, attr);
}

export async function updateUser(deps: AppDeps, auth: AuthContext, id: string, patch: UserPatch) {
  const { user, emailChanged } = await deps
    .tenant(auth, async (tx) => {
      const org = auth.organizationId;
      const before = await selectUser(tx, org, id);
      if (!before) throw notFound(userMessages.notFound);
      assertMayChange(auth, before);
      const set: Parameters<typeof updateUserRow>[3] = {};
      const changes: string[] = [];
      let newRole: RoleRow | null = null;
      if (patch.group_id !== undefined && patch.group_id !== before.role.id) {
        newRole = await assignableRole(tx, auth, patch.group_id);
        if (before.isActive && isAdminRole(before.role) && !isAdminRole(newRole)) await assertAdminRemains(tx, org, userMessages.lastAdminRole, 'group_id');
        if (id === auth.userId) throw conflict(userMessages.selfRole, 'group_id');
        set.roleId = newRole.id;
      }
      if (patch.is_active !== undefined && patch.is_active !== before.isActive) {
        if (!patch.is_active) {
          if (isAdminRole(before.role) && !newRole) await assertAdminRemains(tx, org, userMessages.lastAdmin, 'is_active');
          if (id === auth.userId) throw conflict(userMessages.selfDeactivate, 'is_active');
        }
        set.isActive = patch.is_active;
      }
      if (patch.email !== undefined && patch.email !== before.email.toLowerCase()) {
        assertMayChangeEmail(auth, before);
        if (await emailInUse(tx, org, patch.email, id)) throw conflict(userMessages.emailTaken, 'email');
        set.email = patch.email;
        changes.push('email');
        await endAccessOnEmailChange(tx, auth, id);
      }
      if (patch.first_name !== undefined && patch.first_name !== before.firstName) {
        set.firstName = patch.first_name;
        changes.push('first name');
      }
      if (patch.last_name !== undefined && patch.last_name !== before.lastName) {
        set.lastName = patch.last_name;
        changes.push('last name');
      }
      if (patch.team_name !== undefined && patch.team_name !== before.teamName) {
        set.teamName = patch.team_name;
        changes.push('team');
      }
      if (Object.keys(set).length) await updateUserRow(tx, org, id, set);
      const after = (await selectUser(tx, org, id))!;
      if (set.isActive !== undefined) {
        await recordActivity(
          tx,
          auth,
          org,
          activity(after.isActive ? 'activated' : 'deactivated', after, `${after.isActive ? 'Activated' : 'Deactivated'} user ${after.email}`),
        );
      }
      if (newRole) {
        await recordActivity(
          tx,
          auth,
          org,
          activity('role_changed', after, `Changed the role of ${after.email} from ${before.role.name} to ${newRole.name}`, {
            from: before.role.name,
            to: newRole.name,
          }),
        );
      }
      if (changes.length) {
        await recordActivity(
          tx,
          auth,
          org,
          activity('updated', after, `Updated ${changes.join(', ')} of user ${fullName(after) || after.email}`, { fields: changes }),
        );
      }
      return { user: toUser(after), emailChanged: set.email !== undefined };
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw conflict(userMessages.emailTaken, 'email');
      throw err;
    });
  if (emailChanged && id !== auth.userId) await endProviderSessionsOf(deps.db, id);
  return user;
}

export async function reinviteUser(deps: AppDeps, auth: AuthContext, id: string): Promise<InvitationResult> {
  const { user, orgName } = await deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const row = await selectUser(tx, org, id);
    if (!row) throw notFound(userMessages.notFound);
    assertMayChange(auth, row);
    if (!row.isActive) throw conflict(userMessages.inviteInactive);
    await recordActivity(tx, auth, org, activity('invitation_resent', row, `Resent the invitation to ${row.email}`));
    return { user: row, orgName: await organizationName(tx, org) };
  });
  return sendInvitation(
    deps,
    { id: user.id, organizationId: auth.organizationId, email: user.email, firstName: user.firstName },
    { organizationName: orgName, inviterName: auth.fullName || auth.email },
  );
}

export function quickList(deps: AppDeps, auth: AuthContext, q: { length: number; group: string[]; search?: string | undefined }): Promise<QuickListUser[]> {
  return deps.tenant(auth, async (tx) =>
    (await selectQuickList(tx, auth.organizationId, q.group, q.length, q.search)).map((u) => ({
      id: u.id,
      first_name: u.firstName,
      last_name: u.lastName,
      team_name: u.teamName,
    })),
  );
}
