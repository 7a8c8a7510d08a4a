import { accessMessages as msg, type Member } from '@shared/contracts/gated-access';
import { DIALOG_MARKER } from '@shared/errors';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import * as customers from '../customers/index';
import * as tcConfig from '../tc-config/index';
import { memberActivity } from './activity';
import { invitationMail, newToken, queueMail, sha256 } from './mails';
import { deleteLinksOf, insertLink } from './member-links.queries';
import { revokeSessionsOf } from './member-sessions.queries';
import {
  deleteMemberRow,
  deleteMembersOfCustomer,
  insertMemberRow,
  selectMember,
  selectMemberByEmail,
  selectMemberPage,
  updateMemberRow,
  type MemberChange,
  type MemberListRow,
  type MemberRow,
  type MemberSortField,
} from './members.queries';

const INVITE_TTL_MS = 7 * 86400_000;
const sortable: MemberSortField[] = ['full_name', 'email', 'last_login', 'created_at', 'is_active'];

export const toMember = (r: MemberListRow): Member => ({
  id: r.id,
  full_name: r.fullName,
  email: r.email,
  is_active: r.isActive,
  last_login: iso(r.lastLogin),
  has_signed_in: r.hasSignedIn,
  invited_at: iso(r.invitedAt),
  invitation_source: r.invitationSource,
  permission: 'Full Access',
  customer: { id: r.customerId, name: r.customerName, is_active: r.customerActive },
  created_at: iso(r.createdAt)!,
});

export interface MemberListQuery {
  page: number;
  length: number;
  sort_by?: string | undefined;
  search?: string | undefined;
  is_active?: '1' | '0' | undefined;
  invitation_source?: string | undefined;
}

async function siteState(tx: Tx, organizationId: string) {
  const cfg = await tcConfig.ensureConfig(tx, organizationId);
  return { slug: cfg.slug, isPublished: cfg.isPublished, company: cfg.companyName };
}

async function loadCustomer(tx: Tx, organizationId: string, customerId: string) {
  const c = await customers.findCustomer(tx, organizationId, customerId);
  if (!c) throw notFound(msg.customerNotFound);
  return c;
}

/** Members of one customer account (Access tab) or of all accounts (Invitations Sent). */
export function listMembers(deps: AppDeps, auth: AuthContext, customerId: string | null, q: MemberListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    if (customerId) await loadCustomer(tx, org, customerId);
    const sort = parseSort(q.sort_by, sortable, 'created_at', true);
    const filter = {
      customerId: customerId ?? undefined,
      isActive: q.is_active === undefined ? undefined : q.is_active === '1',
      source: q.invitation_source,
      search: q.search,
    };
    const page = await selectMemberPage(tx, org, filter, sort, q.length, (q.page - 1) * q.length);
    const site = await siteState(tx, org);
    return {
      data: { members: page.rows.map(toMember) },
      pagination: pagination(q.page, q.length, page.total, { is_trust_center_published: site.isPublished }),
    };
  });
}

async function memberView(tx: Tx, organizationId: string, id: string) {
  const [row] = (await selectMemberPage(tx, organizationId, { id }, { field: 'created_at', desc: true }, 1, 0)).rows;
  if (!row) throw notFound(msg.memberNotFound);
  return toMember(row);
}

/** Creates an invitation link and queues the invitation e-mail (retried while the mail server is down). */
export async function queueInvitation(deps: AppDeps, tx: Tx, organizationId: string, member: Pick<MemberRow, 'id' | 'email' | 'fullName'>) {
  const site = await siteState(tx, organizationId);
  const token = newToken();
  await insertLink(tx, { organizationId, memberId: member.id, purpose: 'invite', tokenHash: sha256(token), expiresAt: new Date(Date.now() + INVITE_TTL_MS) });
  await updateMemberRow(tx, organizationId, member.id, { invitedAt: new Date() });
  const siteUrl = tcConfig.publicUrl(deps, site.slug);
  const link = `${siteUrl}/member/set-password?token=${token}`;
  await queueMail(tx, organizationId, { to: member.email, ...invitationMail({ company: site.company || 'our', name: member.fullName, link, siteUrl }) });
}

/** Adds a member to a customer account and invites them (inside the caller's transaction). */
export async function insertMember(
  deps: AppDeps,
  tx: Tx,
  auth: AuthContext | null,
  organizationId: string,
  customer: { id: string; name: string },
  input: { full_name: string; email: string },
  source: 'MANUAL_INVITE' | 'ACCESS_REQUEST',
) {
  const existing = await selectMemberByEmail(tx, organizationId, input.email);
  if (existing) {
    const owner = await customers.findCustomer(tx, organizationId, existing.customerId);
    throw conflict(msg.memberEmailTaken(input.email, owner?.name ?? customer.name), 'email');
  }
  const row = await insertMemberRow(tx, {
    organizationId,
    customerId: customer.id,
    email: input.email,
    fullName: input.full_name,
    invitationSource: source,
    createdBy: auth?.userId ?? null,
  });
  await queueInvitation(deps, tx, organizationId, row);
  await memberActivity(
    tx,
    auth,
    organizationId,
    customer,
    'member_added',
    `Added ${row.fullName} (${row.email}) as a member of "${customer.name}" and sent the invitation`,
    { member_id: row.id },
  );
  return row;
}

export function createMember(deps: AppDeps, auth: AuthContext, customerId: string, input: { full_name: string; email: string }) {
  return deps.tenant(auth, async (tx) => {
    const customer = await loadCustomer(tx, auth.organizationId, customerId);
    const row = await insertMember(deps, tx, auth, auth.organizationId, customer, input, 'MANUAL_INVITE');
    return memberView(tx, auth.organizationId, row.id);
  });
}

async function loadMember(tx: Tx, organizationId: string, customerId: string, memberId: string) {
  const row = await selectMember(tx, organizationId, memberId);
  if (!row || row.customerId !== customerId) throw notFound(msg.memberNotFound);
  return row;
}

/** A member who has signed in keeps their address: it is where their sign-in links go, so changing it would hand the person's access to someone else. */
const hasSignedIn = (m: MemberRow) => m.passwordHash !== null || m.lastLogin !== null;

/** Ends every session of a member at once (made inactive, removed). */
export async function revokeSessions(tx: Tx, organizationId: string, memberId: string) {
  await revokeSessionsOf(tx, organizationId, [memberId]);
}

export function updateMember(
  deps: AppDeps,
  auth: AuthContext,
  customerId: string,
  memberId: string,
  patch: { full_name?: string | undefined; email?: string | undefined; is_active?: boolean | undefined },
) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const customer = await loadCustomer(tx, org, customerId);
    const before = await loadMember(tx, org, customerId, memberId);
    if (patch.is_active === true && !before.isActive && !customer.isActive)
      throw conflict(`${msg.customerInactiveTitle}${DIALOG_MARKER}${msg.customerInactive}`);
    const newEmail = patch.email !== undefined && patch.email.toLowerCase() !== before.email.toLowerCase() ? patch.email : null;
    if (newEmail) {
      if (hasSignedIn(before)) throw conflict(msg.memberEmailKept, 'email');
      const other = await selectMemberByEmail(tx, org, newEmail);
      if (other) throw conflict(msg.memberEmailTaken(newEmail, (await customers.findCustomer(tx, org, other.customerId))?.name ?? customer.name), 'email');
    }
    const set: MemberChange = { updatedAt: new Date() };
    if (patch.full_name !== undefined) set.fullName = patch.full_name;
    if (patch.email !== undefined) set.email = patch.email;
    if (patch.is_active !== undefined) set.isActive = patch.is_active;
    await updateMemberRow(tx, org, memberId, set);
    if (patch.is_active !== undefined && patch.is_active !== before.isActive) {
      if (!patch.is_active) await revokeSessions(tx, org, memberId);
      await memberActivity(
        tx,
        auth,
        org,
        customer,
        patch.is_active ? 'member_activated' : 'member_deactivated',
        `Marked member ${before.fullName} of "${customer.name}" as ${patch.is_active ? 'active' : 'inactive'}`,
        { member_id: memberId },
      );
    }
    const changed = [
      patch.full_name !== undefined && patch.full_name !== before.fullName ? 'name' : null,
      patch.email !== undefined && patch.email !== before.email ? 'e-mail' : null,
    ].filter(Boolean);
    if (changed.length) {
      if (changed.includes('e-mail')) {
        await revokeSessions(tx, org, memberId);
        await deleteLinksOf(tx, org, [memberId]);
      }
      await memberActivity(
        tx,
        auth,
        org,
        customer,
        'member_updated',
        `Updated member ${patch.full_name ?? before.fullName} of "${customer.name}": ${changed.join(', ')}`,
        { member_id: memberId },
      );
    }
    return memberView(tx, org, memberId);
  });
}

export function deleteMember(deps: AppDeps, auth: AuthContext, customerId: string, memberId: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const customer = await loadCustomer(tx, org, customerId);
    const row = await loadMember(tx, org, customerId, memberId);
    await revokeSessions(tx, org, memberId);
    await deleteLinksOf(tx, org, [memberId]);
    await deleteMemberRow(tx, org, memberId);
    await memberActivity(tx, auth, org, customer, 'member_deleted', `Removed ${row.fullName} (${row.email}) from the members of "${customer.name}"`, {
      member_id: memberId,
    });
  });
}

/**
 * When a customer account is deleted its members go with it (sessions ended, links voided), so their
 * e-mail addresses can be invited again; signed NDA and download records stay as the audit trail.
 */
export async function removeMembersOfDeletedCustomer(tx: Tx, organizationId: string, customer: { id: string; name: string }) {
  const ids = await deleteMembersOfCustomer(tx, organizationId, customer.id);
  if (!ids.length) return;
  await revokeSessionsOf(tx, organizationId, ids);
  await deleteLinksOf(tx, organizationId, ids);
}

/** Resend: refused for inactive members and while the Trust Center is unpublished (questionnaires §2.5). */
export function reinviteMember(deps: AppDeps, auth: AuthContext, customerId: string, memberId: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const customer = await loadCustomer(tx, org, customerId);
    const row = await loadMember(tx, org, customerId, memberId);
    if (!row.isActive) throw conflict(msg.memberInactive);
    if (!(await siteState(tx, org)).isPublished) throw conflict(msg.trustCenterUnpublished);
    await queueInvitation(deps, tx, org, row);
    await memberActivity(tx, auth, org, customer, 'member_reinvited', `Resent the invitation to ${row.fullName} (${row.email}) of "${customer.name}"`, {
      member_id: memberId,
    });
    return { message: msg.invitationSent };
  });
}
