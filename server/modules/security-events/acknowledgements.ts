import crypto from 'node:crypto';
import type { AcknowledgementStatus, MemberIncidentState } from '@shared/contracts/security-events';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { recordActivity } from '../../lib/activity';
import { iso } from '../../lib/content-rows';
import * as tcConfig from '../tc-config/index';
import { insertAcknowledgement, selectAcknowledgement, selectCustomerAcknowledgements, selectEventAcknowledgements } from './acknowledgements.queries';
import { affectedMembers, type MemberRecipient } from './members';
import { selectActiveCustomerName, selectActiveCustomers, selectEventRow, selectEventUpdateRows, selectUpdateRow } from './queries';
import { selectLastReminders } from './reminders.queries';

/**
 * Acknowledgements: an affected customer account tells the vendor it has read an update. An update asks
 * for one when it has customer impact or is public; the first member of an account to acknowledge it
 * (from the e-mailed link, confirmed with a POST, or signed in on the incident page) does so for the
 * account. Staff see per account who acknowledged and who has not, and remind the rest.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINK_TTL_MS = 120 * 24 * 3600_000;

export const asksForAcknowledgement = (u: { customerImpact: boolean; isPublic: boolean }) => u.customerImpact || u.isPublic;

const hmac = (key: string, value: string) => crypto.createHmac('sha256', key).update(value).digest('base64url').slice(0, 32);

/** The personal link token of one member for one update (derived, never stored; valid for 120 days). */
export function acknowledgeToken(key: string, updateId: string, memberId: string, now = Date.now()): string {
  const exp = (now + LINK_TTL_MS).toString(36);
  return `${updateId}.${memberId}.${exp}.${hmac(key, `ack:${updateId}:${memberId}:${exp}`)}`;
}

export function readAcknowledgeToken(key: string, token: string | undefined, now = Date.now()): { updateId: string; memberId: string } | null {
  const [updateId, memberId, exp, sig] = (token ?? '').split('.');
  if (!updateId || !memberId || !exp || !sig || !UUID.test(updateId) || !UUID.test(memberId)) return null;
  if (!(parseInt(exp, 36) > now)) return null;
  const expected = hmac(key, `ack:${updateId}:${memberId}:${exp}`);
  return expected.length === sig.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(sig)) ? { updateId, memberId } : null;
}

export const acknowledgePath = (slug: string, token: string) => `/trust/${encodeURIComponent(slug)}/acknowledge?token=${encodeURIComponent(token)}`;

/** The member a link or a session stands for: who they are and which account they speak for. */
export interface AckMember {
  id: string;
  customerId: string;
  fullName: string;
  email: string;
}

interface Target {
  event: { id: string; name: string; status: string; customerIds: string[] };
  update: { id: string; title: string; createdAt: Date; customerImpact: boolean; isPublic: boolean };
  customer: { id: string; name: string };
}

/** The update a member may acknowledge for their account, or null (unknown, not affected, or not asking). */
async function target(tx: Tx, org: string, updateId: string, member: Pick<AckMember, 'customerId'>): Promise<Target | null> {
  if (!UUID.test(updateId)) return null;
  const update = await selectUpdateRow(tx, org, updateId);
  if (!update || !asksForAcknowledgement(update)) return null;
  const event = await selectEventRow(tx, org, update.eventId);
  if (!event || !event.customerIds.includes(member.customerId)) return null;
  const name = await selectActiveCustomerName(tx, org, member.customerId);
  if (!name) return null;
  return { event, update, customer: { id: member.customerId, name } };
}

/** Records the account's acknowledgement once (later ones by colleagues change nothing) with its activity row. */
async function record(tx: Tx, org: string, t: Target, member: AckMember, via: 'EMAIL' | 'PAGE') {
  const row = await insertAcknowledgement(tx, {
    organizationId: org,
    eventId: t.event.id,
    updateId: t.update.id,
    customerId: t.customer.id,
    memberId: member.id,
    memberName: member.fullName,
    memberEmail: member.email,
    via,
  });
  if (!row) return { created: false, ack: (await selectAcknowledgement(tx, org, t.update.id, t.customer.id))! };
  await recordActivity(tx, { userId: null as unknown as string, organizationId: org, fullName: member.fullName }, org, {
    group: 'other',
    action: 'acknowledged',
    objectType: 'security_event',
    objectId: t.event.id,
    objectName: t.event.name,
    description: `Acknowledged update "${t.update.title}" of security event "${t.event.name}" for ${t.customer.name}${via === 'EMAIL' ? ' (from the e-mail)' : ''}`,
    metadata: { customer_id: t.customer.id, update_id: t.update.id, member_id: member.id, via },
  });
  return { created: true, ack: row };
}

export interface LinkTarget {
  eventName: string;
  updateTitle: string;
  updateDate: string;
  customerName: string;
  memberName: string;
  acknowledged: { by: string; at: string } | null;
}

/** What an e-mailed link would acknowledge (the confirm page), or null when the link is not valid. Reads only. */
export async function acknowledgeLinkTarget(deps: Pick<AppDeps, 'db'>, organizationId: string, token: string | undefined): Promise<LinkTarget | null> {
  const parsed = readAcknowledgeToken(await tcConfig.linkKey(deps.db), token);
  if (!parsed) return null;
  return withTenant(deps.db, { organizationId }, async (tx) => {
    const found = await linkMember(tx, organizationId, parsed);
    if (!found) return null;
    const ack = await selectAcknowledgement(tx, organizationId, found.t.update.id, found.t.customer.id);
    return {
      eventName: found.t.event.name,
      updateTitle: found.t.update.title,
      updateDate: iso(found.t.update.createdAt)!,
      customerName: found.t.customer.name,
      memberName: found.member.fullName,
      acknowledged: ack ? { by: ack.memberName, at: iso(ack.acknowledgedAt)! } : null,
    };
  });
}

async function linkMember(tx: Tx, org: string, parsed: { updateId: string; memberId: string }) {
  const update = await selectUpdateRow(tx, org, parsed.updateId);
  if (!update) return null;
  const event = await selectEventRow(tx, org, update.eventId);
  const m = (await affectedMembers(tx, org, event?.customerIds ?? [])).find((x) => x.id === parsed.memberId);
  if (!m) return null;
  const member: AckMember = { id: m.id, customerId: m.customerId, fullName: m.fullName, email: m.email };
  const t = await target(tx, org, parsed.updateId, member);
  return t ? { t, member } : null;
}

/** The POST behind the e-mailed link's confirm page. Null when the link is not valid (any more). */
export async function acknowledgeWithLink(deps: Pick<AppDeps, 'db'>, organizationId: string, token: string | undefined): Promise<LinkTarget | null> {
  const parsed = readAcknowledgeToken(await tcConfig.linkKey(deps.db), token);
  if (!parsed) return null;
  return withTenant(deps.db, { organizationId }, async (tx) => {
    const found = await linkMember(tx, organizationId, parsed);
    if (!found) return null;
    const { ack } = await record(tx, organizationId, found.t, found.member, 'EMAIL');
    return {
      eventName: found.t.event.name,
      updateTitle: found.t.update.title,
      updateDate: iso(found.t.update.createdAt)!,
      customerName: found.t.customer.name,
      memberName: found.member.fullName,
      acknowledged: { by: ack.memberName, at: iso(ack.acknowledgedAt)! },
    };
  });
}

/** A signed-in member acknowledges an update on the incident page; false when it is not theirs to acknowledge. */
export function acknowledgeAsMember(deps: Pick<AppDeps, 'db'>, organizationId: string, member: AckMember, eventId: string, updateId: string): Promise<boolean> {
  return withTenant(deps.db, { organizationId }, async (tx) => {
    const t = await target(tx, organizationId, updateId, member);
    if (!t || t.event.id !== eventId) return false;
    await record(tx, organizationId, t, member, 'PAGE');
    return true;
  });
}

/** For the incident page of a signed-in member: which public updates their account acknowledged, or may acknowledge. */
export function memberIncidentState(
  deps: Pick<AppDeps, 'db'>,
  organizationId: string,
  member: AckMember & { customerName: string },
  eventId: string,
): Promise<MemberIncidentState | null> {
  if (!UUID.test(eventId)) return Promise.resolve(null);
  return withTenant(deps.db, { organizationId }, async (tx) => {
    const event = await selectEventRow(tx, organizationId, eventId);
    const affected = Boolean(event?.customerIds.includes(member.customerId));
    const list = affected ? await selectCustomerAcknowledgements(tx, organizationId, eventId, member.customerId) : [];
    return {
      member_name: member.fullName,
      customer_name: member.customerName,
      affected,
      acknowledged: Object.fromEntries(list.map((a) => [a.updateId, { by: a.memberName, at: iso(a.acknowledgedAt)! }])),
    };
  });
}

// ---- Staff: who acknowledged, who has not ----

/** Per affected account (active ones): each update that asks for acknowledgement, acknowledged or not, and the last reminder. */
export async function acknowledgementStatus(tx: Tx, org: string, event: { id: string; customerIds: string[] }): Promise<AcknowledgementStatus> {
  const updates = (await selectEventUpdateRows(tx, org, event.id)).filter(asksForAcknowledgement).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const customers = event.customerIds.length ? await selectActiveCustomers(tx, org, event.customerIds) : [];
  const ids = customers.map((c) => c.id);
  const done = ids.length ? await selectEventAcknowledgements(tx, org, event.id, ids) : [];
  const members = await affectedMembers(tx, org, ids);
  const reminders = ids.length ? await selectLastReminders(tx, org, event.id) : [];
  const updateIds = new Set(updates.map((u) => u.id));
  return {
    updates: updates.map((u) => ({ id: u.id, title: u.title, created_at: iso(u.createdAt)!, customer_impact: u.customerImpact, is_public: u.isPublic })),
    customers: customers.map((c) => {
      const mine = done.filter((a) => a.customerId === c.id && updateIds.has(a.updateId));
      const reminder = reminders.find((r) => r.customer_id === c.id);
      return {
        id: c.id,
        name: c.name,
        member_count: members.filter((m: MemberRecipient) => m.customerId === c.id).length,
        acknowledgements: mine.map((a) => ({
          update_id: a.updateId,
          member_name: a.memberName,
          member_email: a.memberEmail,
          acknowledged_at: iso(a.acknowledgedAt)!,
          via: a.via,
        })),
        pending_update_ids: updates.filter((u) => !mine.some((a) => a.updateId === u.id)).map((u) => u.id),
        last_reminder: reminder ? { at: iso(reminder.created_at)!, by: reminder.created_by_name } : null,
      };
    }),
  };
}
