import {
  securityEventMessages as msg,
  securityEventSortFields,
  statusLabels,
  type SecurityEvent,
  type SecurityEventReport,
  type SecurityEventStatus,
  type SecurityEventUpdate,
} from '@shared/contracts/security-events';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import type { securityEventUpdates, securityEvents, SecurityEventReportFields } from '../../db/schema/index';
import { recordActivity } from '../../lib/activity';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { AppError, conflict, validation } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import { currentMember, MEMBER_COOKIE } from '../gated-access/index';
import { acknowledgementStatus, type AckMember } from './acknowledgements';
import { enqueueUpdateMailing } from './mailing';
import { remindCustomers } from './reminders';
import { incidentPageUrl, siteIdentity } from './public';
import {
  countEvents,
  countUpdates,
  deleteEventRow,
  deleteUpdateRows,
  existingIds,
  insertEventRow,
  insertUpdateRow,
  lockEvent,
  selectEvent,
  selectEvents,
  selectUpdate,
  selectUpdates,
  updateEventRow,
  updateUpdateRow,
  type EventRow,
  type UpdateRow,
} from './queries';

export { registerSecurityEventJobs } from './mailing';
export { registerReminderJob } from './reminders';
export { acknowledgeAsMember, acknowledgeLinkTarget, acknowledgeWithLink, memberIncidentState, type AckMember, type LinkTarget } from './acknowledgements';
export { publicIncidents, publicIncident, publicFeedItems, publicIncidentHistory } from './public';
export { securityEventsDashboard } from './dashboard';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Portal §8: fetching an event answers code 'invalid' when it is unknown or malformed; the console shows the not-found view. */
const missing = (detail: string = msg.notFound) => new AppError(404, 'invalid', detail);
const eventClosed = () => conflict(msg.closed);

const activity = (action: string, e: { id: string; name: string }, description: string, metadata: Record<string, unknown> = {}) => ({
  group: 'trust_center' as const,
  action,
  objectType: 'security_event',
  objectId: e.id,
  objectName: e.name,
  description,
  metadata,
});

export function toEvent(r: EventRow, publicUrl: string | null = null): SecurityEvent {
  return {
    id: r.id,
    name: r.name,
    internal_description: r.internalDescription,
    status: r.status,
    created_at: iso(r.createdAt)!,
    modified_at: iso(r.modifiedAt)!,
    closed_at: iso(r.closedAt),
    created_by: r.createdBy,
    products: r.products,
    customers: r.customers,
    update_count: r.stats.count,
    public_update_count: r.stats.public_count,
    last_update_at: iso(r.stats.last_at),
    is_report_available: r.status === 'CLOSED' && Boolean(r.report),
    is_editable: r.status !== 'CLOSED',
    public_url: r.stats.public_count > 0 ? publicUrl : null,
  };
}

export function toUpdate(r: UpdateRow): SecurityEventUpdate {
  return {
    id: r.id,
    event_id: r.eventId,
    title: r.title,
    description: r.description,
    external_link: r.externalLink,
    event_status: r.eventStatus,
    customer_impact: r.customerImpact,
    is_public: r.isPublic,
    created_at: iso(r.createdAt)!,
    created_by: r.createdBy,
    notified_count: Number(r.notified ?? 0),
    acknowledged_count: Number(r.acknowledged ?? 0),
  };
}

const splitDates = (v: string | undefined) => {
  const [from, to] = (v ?? '').split(',');
  return { createdFrom: from || undefined, createdTo: (v?.includes(',') ? to : from) || undefined };
};

async function load(tx: Tx, org: string, id: string): Promise<EventRow> {
  if (!UUID.test(id)) throw missing();
  const row = await selectEvent(tx, org, id);
  if (!row) throw missing();
  return row;
}

const incidentUrl = (deps: AppDeps, tx: Tx, org: string, id: string) => incidentPageUrl(deps, tx, org, id);

export interface EventListQuery {
  page: number;
  length: number;
  status?: string | undefined;
  created_at?: string | undefined;
  sort_by?: string | undefined;
  search?: string | undefined;
}

export function listEvents(deps: AppDeps, auth: AuthContext, q: EventListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const filter = { statuses: q.status ? (q.status.split(',') as SecurityEventStatus[]) : undefined, ...splitDates(q.created_at), search: q.search };
    const sort = parseSort(q.sort_by, securityEventSortFields, 'created_at', true);
    const [list, counts] = await Promise.all([selectEvents(tx, org, filter, sort, q.length, (q.page - 1) * q.length), countEvents(tx, org, filter)]);
    return {
      data: { security_events: list.map((r) => toEvent(r)) },
      pagination: pagination(q.page, q.length, counts.matching, { total_open_count: counts.open, total_closed_count: counts.closed }),
    };
  });
}

export function getEvent(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => toEvent(await load(tx, auth.organizationId, id), await incidentUrl(deps, tx, auth.organizationId, id)));
}

async function checkRefs(tx: Tx, org: string, input: { product_ids?: string[] | undefined; customer_ids?: string[] | undefined }) {
  if (input.product_ids?.length) {
    const found = await existingIds(tx, org, 'products', input.product_ids);
    if (input.product_ids.some((id) => !found.has(id))) throw validation(msg.unknownProduct, 'product_ids');
  }
  if (input.customer_ids?.length) {
    const found = await existingIds(tx, org, 'customers', input.customer_ids);
    if (input.customer_ids.some((id) => !found.has(id))) throw validation(msg.unknownCustomer, 'customer_ids');
  }
}

const unique = (ids: string[]) => [...new Set(ids)];

export function createEvent(
  deps: AppDeps,
  auth: AuthContext,
  input: { name: string; internal_description: string; product_ids: string[]; customer_ids: string[] },
) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await checkRefs(tx, org, input);
    const id = await insertEventRow(tx, {
      organizationId: org,
      name: input.name,
      internalDescription: input.internal_description,
      productIds: unique(input.product_ids),
      customerIds: unique(input.customer_ids),
      createdBy: auth.userId,
    });
    const created = await load(tx, org, id);
    await recordActivity(tx, auth, org, activity('created', created, `Opened security event "${created.name}"`, { customer_ids: created.customerIds }));
    return toEvent(created);
  });
}

export function updateEvent(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  patch: { name?: string | undefined; internal_description?: string | undefined; product_ids?: string[] | undefined; customer_ids?: string[] | undefined },
) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const locked = await lockEvent(tx, org, UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000');
    if (!locked) throw missing();
    if (locked.status === 'CLOSED') throw eventClosed();
    await checkRefs(tx, org, patch);
    const set: Partial<typeof securityEvents.$inferInsert> = { modifiedAt: new Date() };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.internal_description !== undefined) set.internalDescription = patch.internal_description;
    if (patch.product_ids !== undefined) set.productIds = unique(patch.product_ids);
    if (patch.customer_ids !== undefined) set.customerIds = unique(patch.customer_ids);
    await updateEventRow(tx, org, id, set);
    const after = await load(tx, org, id);
    const fields = Object.keys(patch).map((k) => k.replace(/_ids$/, 's').replace('_', ' '));
    await recordActivity(tx, auth, org, activity('updated', after, `Updated security event "${after.name}"${fields.length ? `: ${fields.join(', ')}` : ''}`));
    return toEvent(after, await incidentUrl(deps, tx, org, id));
  });
}

/** Deleting an event removes its updates and report with it (the console asks first); it is recorded in the log. */
export function deleteEvent(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const row = await load(tx, org, id);
    const updates = await deleteUpdateRows(tx, org, id);
    await deleteEventRow(tx, org, id);
    await recordActivity(tx, auth, org, activity('deleted', row, `Deleted security event "${row.name}" and its ${updates} update${updates === 1 ? '' : 's'}`));
  });
}

// ---- Updates ----

export interface UpdateListQuery {
  page: number;
  length: number;
  event_status?: SecurityEventStatus | undefined;
  created_at?: string | undefined;
  customer_impact?: '1' | '0' | 'true' | 'false' | undefined;
}

export function listUpdates(deps: AppDeps, auth: AuthContext, eventId: string, q: UpdateListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await load(tx, org, eventId);
    const impact = q.customer_impact === undefined ? undefined : q.customer_impact === '1' || q.customer_impact === 'true';
    const filter = { eventStatus: q.event_status, customerImpact: impact, ...splitDates(q.created_at) };
    const [list, total] = await Promise.all([
      selectUpdates(tx, org, eventId, filter, 'newest', q.length, (q.page - 1) * q.length),
      countUpdates(tx, org, eventId, filter),
    ]);
    return { data: { updates: list.map(toUpdate) }, pagination: pagination(q.page, q.length, total) };
  });
}

export interface UpdateFields {
  title: string;
  description: string;
  external_link: string | null;
  event_status: SecurityEventStatus;
  customer_impact: boolean;
  is_public: boolean;
}

/**
 * Publishes an update (portal §6: create on event updates). The event takes the update's status; an
 * update with status CLOSED closes it. Closed events take no new update ('Event is closed'). Mail to
 * subscribers and affected customers' members is queued in the same transaction.
 */
export function publishUpdate(deps: AppDeps, auth: AuthContext, eventId: string, input: UpdateFields) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    if (!UUID.test(eventId)) throw missing();
    const locked = await lockEvent(tx, org, eventId);
    if (!locked) throw missing();
    if (locked.status === 'CLOSED') throw eventClosed();
    const updateId = await insertUpdateRow(tx, {
      organizationId: org,
      eventId,
      title: input.title,
      description: input.description,
      externalLink: input.external_link,
      eventStatus: input.event_status,
      customerImpact: input.customer_impact,
      isPublic: input.is_public,
      createdBy: auth.userId,
    });
    const closing = input.event_status === 'CLOSED';
    await updateEventRow(tx, org, eventId, { status: input.event_status, modifiedAt: new Date(), ...(closing ? { closedAt: new Date() } : {}) });
    const event = await load(tx, org, eventId);
    const where = input.is_public ? 'on the Trust Center' : 'to affected customers only';
    const what = `update "${input.title}" ${where} (${statusLabels[input.event_status]}${input.customer_impact ? ', customer impact' : ''})`;
    await recordActivity(
      tx,
      auth,
      org,
      activity(closing ? 'closed' : 'update_published', event, closing ? `Closed security event "${event.name}" with ${what}` : `Published ${what}`, {
        update_id: updateId,
      }),
    );
    await enqueueUpdateMailing(deps, tx, org, updateId);
    return toUpdate((await selectUpdate(tx, org, eventId, updateId))!);
  });
}

async function loadUpdate(tx: Tx, org: string, eventId: string, updateId: string) {
  const event = await load(tx, org, eventId);
  if (!UUID.test(updateId)) throw missing(msg.updateNotFound);
  const row = await selectUpdate(tx, org, eventId, updateId);
  if (!row) throw missing(msg.updateNotFound);
  return { event, row };
}

/** Corrects a published update (its own permission); a closed event's timeline is final. */
export function editUpdate(deps: AppDeps, auth: AuthContext, eventId: string, updateId: string, patch: Partial<Omit<UpdateFields, 'event_status'>>) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const { event } = await loadUpdate(tx, org, eventId, updateId);
    if (event.status === 'CLOSED') throw eventClosed();
    const set: Partial<typeof securityEventUpdates.$inferInsert> = { modifiedAt: new Date() };
    if (patch.title !== undefined) set.title = patch.title;
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.external_link !== undefined) set.externalLink = patch.external_link;
    if (patch.customer_impact !== undefined) set.customerImpact = patch.customer_impact;
    if (patch.is_public !== undefined) set.isPublic = patch.is_public;
    await updateUpdateRow(tx, org, updateId, set);
    const after = (await selectUpdate(tx, org, eventId, updateId))!;
    await recordActivity(tx, auth, org, activity('update_edited', event, `Edited update "${after.title}"`, { update_id: updateId }));
    return toUpdate(after);
  });
}

/** Removes an update published by mistake (its own permission); a closed event's timeline is final. */
export function deleteUpdate(deps: AppDeps, auth: AuthContext, eventId: string, updateId: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const { event, row } = await loadUpdate(tx, org, eventId, updateId);
    if (event.status === 'CLOSED') throw eventClosed();
    await deleteUpdateRows(tx, org, eventId, updateId);
    await recordActivity(tx, auth, org, activity('update_deleted', event, `Deleted update "${row.title}"`, { update_id: updateId }));
  });
}

// ---- Acknowledgements ----

export { MEMBER_COOKIE };

/** The customer member signed in on the public Trust Center (gated access's member session), or null. */
export async function signedInMember(
  deps: AppDeps,
  site: { organizationId: string; slug: string; companyName: string },
  token: string | undefined,
): Promise<(AckMember & { customerName: string }) | null> {
  const m = await currentMember(deps, site, token);
  return m ? { id: m.id, customerId: m.customerId, fullName: m.fullName, email: m.email, customerName: m.customerName } : null;
}

/** Per affected account: which updates it acknowledged (who, when), which it has not, and the last reminder. */
export function getAcknowledgements(deps: AppDeps, auth: AuthContext, eventId: string) {
  return deps.tenant(auth, async (tx) => acknowledgementStatus(tx, auth.organizationId, await load(tx, auth.organizationId, eventId)));
}

/** E-mails a reminder to the accounts (all that still owe an acknowledgement, or those chosen). */
export function sendReminders(deps: AppDeps, auth: AuthContext, eventId: string, input: { customer_ids?: string[] | undefined }) {
  return deps.tenant(auth, async (tx) => remindCustomers(deps, tx, auth, await load(tx, auth.organizationId, eventId), input.customer_ids));
}

// ---- Report ----

const toReport = (r: SecurityEventReportFields): SecurityEventReport => ({ ...r });

export function getReport(deps: AppDeps, auth: AuthContext, eventId: string) {
  return deps.tenant(auth, async (tx) => {
    const event = await load(tx, auth.organizationId, eventId);
    return event.report ? toReport(event.report) : null;
  });
}

/** Creates (or rewrites) the closing report; only a closed event has one. */
export function saveReport(
  deps: AppDeps,
  auth: AuthContext,
  eventId: string,
  input: { summary: string; root_cause: string; impact: string; resolution: string },
) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const event = await load(tx, org, eventId);
    if (event.status !== 'CLOSED') throw conflict(msg.reportNotClosed);
    const report: SecurityEventReportFields = { ...input, created_at: new Date().toISOString(), created_by: auth.fullName };
    await updateEventRow(tx, org, eventId, { report });
    await recordActivity(
      tx,
      auth,
      org,
      activity(
        event.report ? 'report_updated' : 'report_created',
        event,
        `${event.report ? 'Rewrote' : 'Created'} the report of security event "${event.name}"`,
      ),
    );
    return toReport(report);
  });
}

/** Everything the PDF shows: the event, its report and its whole timeline (oldest first). */
export function reportData(deps: AppDeps, auth: AuthContext, eventId: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const event = await load(tx, org, eventId);
    if (event.status !== 'CLOSED') throw conflict(msg.reportNotClosed);
    if (!event.report) throw conflict(msg.reportMissing);
    const updates = await selectUpdates(tx, org, eventId, {}, 'oldest');
    const { companyName } = await siteIdentity(tx, org);
    await recordActivity(tx, auth, org, activity('report_downloaded', event, `Downloaded the report of security event "${event.name}"`));
    return { company: companyName, event: toEvent(event), report: toReport(event.report), updates: updates.map(toUpdate) };
  });
}
