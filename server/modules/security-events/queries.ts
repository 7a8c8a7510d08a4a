import { and, asc, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import {
  securityEventAcknowledgements,
  securityEventDeliveries,
  securityEventReminders,
  securityEventUpdates,
  securityEvents,
  users,
} from '../../db/schema/index';
import { createdByJson } from '../../lib/content-rows';

type Status = 'OPEN' | 'IN_PROGRESS' | 'CLOSED';

export interface EventFilter {
  statuses?: Status[] | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  search?: string | undefined;
}

const ev = securityEvents;
const up = securityEventUpdates;

function eventWhere(org: string, f: EventFilter): SQL {
  const parts: SQL[] = [eq(ev.organizationId, org)];
  if (f.statuses?.length) parts.push(inArray(ev.status, f.statuses));
  if (f.createdFrom) parts.push(gte(ev.createdAt, sql`${f.createdFrom}::date`));
  if (f.createdTo) parts.push(lt(ev.createdAt, sql`${f.createdTo}::date + 1`));
  if (f.search?.trim()) parts.push(ilike(ev.name, `%${f.search.trim().replace(/[%_\\]/g, '\\$&')}%`));
  return and(...parts)!;
}

const updateStats = sql<{ count: number; public_count: number; last_at: string | null }>`(
  select json_build_object('count', count(*)::int, 'public_count', (count(*) filter (where u.is_public))::int, 'last_at', max(u.created_at))
  from security_event_updates u where u.organization_id = ${ev.organizationId} and u.event_id = ${ev.id})`;

/** Names of the affected products and customer accounts, in the order chosen. */
const namesOf = (table: 'products' | 'customers', column: SQL) => sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', x.id, 'name', x.name) order by lower(x.name))
  from ${sql.raw(table)} x where x.organization_id = ${ev.organizationId} and x.id = any(${column})), '[]'::json)`;

const eventColumns = {
  id: ev.id,
  name: ev.name,
  internalDescription: ev.internalDescription,
  status: ev.status,
  productIds: ev.productIds,
  customerIds: ev.customerIds,
  report: ev.report,
  createdAt: ev.createdAt,
  modifiedAt: ev.modifiedAt,
  closedAt: ev.closedAt,
  createdBy: createdByJson,
  products: namesOf('products', sql`${ev.productIds}`),
  customers: namesOf('customers', sql`${ev.customerIds}`),
  stats: updateStats,
};

export const eventSortColumns = {
  name: sql`lower(${ev.name})`,
  created_at: ev.createdAt,
  status: sql`case ${ev.status} when 'OPEN' then 0 when 'IN_PROGRESS' then 1 else 2 end`,
  closed_at: ev.closedAt,
} as const;

function eventBase(tx: Tx) {
  return tx
    .select(eventColumns)
    .from(ev)
    .leftJoin(users, and(eq(users.organizationId, ev.organizationId), eq(users.id, ev.createdBy)));
}
export type EventRow = Awaited<ReturnType<typeof selectEvent>> & {};

export async function selectEvents(
  tx: Tx,
  org: string,
  f: EventFilter,
  sort: { field: keyof typeof eventSortColumns; desc: boolean },
  limit: number,
  offset: number,
) {
  const order = sort.desc ? desc(eventSortColumns[sort.field]) : asc(eventSortColumns[sort.field]);
  return eventBase(tx).where(eventWhere(org, f)).orderBy(order, desc(ev.createdAt), asc(ev.id)).limit(limit).offset(offset);
}

export async function countEvents(tx: Tx, org: string, f: EventFilter) {
  const [row] = await tx
    .select({
      matching: sql<number>`(count(*) filter (where ${eventWhere(org, f)}))::int`,
      open: sql<number>`(count(*) filter (where ${ev.status} <> 'CLOSED'))::int`,
      closed: sql<number>`(count(*) filter (where ${ev.status} = 'CLOSED'))::int`,
    })
    .from(ev)
    .where(eq(ev.organizationId, org));
  return { matching: Number(row?.matching ?? 0), open: Number(row?.open ?? 0), closed: Number(row?.closed ?? 0) };
}

export async function selectEvent(tx: Tx, org: string, id: string) {
  const [row] = await eventBase(tx).where(and(eq(ev.organizationId, org), eq(ev.id, id)));
  return row ?? null;
}

/** Locks the event row for the rest of the transaction (publish, close and edit never interleave). */
export async function lockEvent(tx: Tx, org: string, id: string) {
  const [row] = await tx
    .select({ id: ev.id, status: ev.status, name: ev.name })
    .from(ev)
    .where(and(eq(ev.organizationId, org), eq(ev.id, id)))
    .for('update');
  return row ?? null;
}

/** Which of these ids exist in the organisation's table (products or customers). */
export async function existingIds(tx: Tx, org: string, table: 'products' | 'customers', ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await rows<{ id: string }>(
    tx,
    sql`select id from ${sql.raw(table)} where organization_id = ${org} and id = any(${sql`${`{${ids.join(',')}}`}::uuid[]`})`,
  );
  return new Set(found.map((r) => r.id));
}

/** Opens an event; answers its id. */
export async function insertEventRow(tx: Tx, values: typeof ev.$inferInsert) {
  const [row] = await tx.insert(ev).values(values).returning({ id: ev.id });
  return row!.id;
}

export async function updateEventRow(tx: Tx, org: string, id: string, set: Partial<typeof ev.$inferInsert>) {
  await tx
    .update(ev)
    .set(set)
    .where(and(eq(ev.organizationId, org), eq(ev.id, id)));
}

export async function deleteEventRow(tx: Tx, org: string, id: string) {
  await tx.delete(ev).where(and(eq(ev.organizationId, org), eq(ev.id, id)));
}

/** The event's own row (no names or counts), or null. */
export async function selectEventRow(tx: Tx, org: string, id: string) {
  const [row] = await tx
    .select()
    .from(ev)
    .where(and(eq(ev.organizationId, org), eq(ev.id, id)));
  return row ?? null;
}

/** The active ones of these customer accounts, by name. */
export async function selectActiveCustomers(tx: Tx, org: string, ids: string[]) {
  return rows<{ id: string; name: string }>(
    tx,
    sql`select id, name from customers where organization_id = ${org} and id = any(${`{${ids.join(',')}}`}::uuid[]) and is_active order by lower(name)`,
  );
}

/** The name of an active customer account, or null. */
export async function selectActiveCustomerName(tx: Tx, org: string, id: string) {
  const [row] = await rows<{ name: string }>(tx, sql`select name from customers where organization_id = ${org} and id = ${id} and is_active`);
  return row?.name ?? null;
}

// ---- Updates ----

export interface UpdateFilter {
  eventStatus?: Status | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  customerImpact?: boolean | undefined;
}

function updateWhere(org: string, eventId: string, f: UpdateFilter): SQL {
  const parts: SQL[] = [eq(up.organizationId, org), eq(up.eventId, eventId)];
  if (f.eventStatus) parts.push(eq(up.eventStatus, f.eventStatus));
  if (f.customerImpact !== undefined) parts.push(eq(up.customerImpact, f.customerImpact));
  if (f.createdFrom) parts.push(gte(up.createdAt, sql`${f.createdFrom}::date`));
  if (f.createdTo) parts.push(lt(up.createdAt, sql`${f.createdTo}::date + 1`));
  return and(...parts)!;
}

const updateColumns = {
  id: up.id,
  eventId: up.eventId,
  title: up.title,
  description: up.description,
  externalLink: up.externalLink,
  eventStatus: up.eventStatus,
  customerImpact: up.customerImpact,
  isPublic: up.isPublic,
  createdAt: up.createdAt,
  createdBy: createdByJson,
  notified: sql<number>`(select count(*)::int from security_event_deliveries d where d.organization_id = ${up.organizationId} and d.update_id = ${up.id})`,
  acknowledged: sql<number>`(select count(*)::int from security_event_acknowledgements a where a.organization_id = ${up.organizationId} and a.update_id = ${up.id})`,
};
export type UpdateRow = Awaited<ReturnType<typeof selectUpdate>> & {};

function updateBase(tx: Tx) {
  return tx
    .select(updateColumns)
    .from(up)
    .leftJoin(users, and(eq(users.organizationId, up.organizationId), eq(users.id, up.createdBy)));
}

/** Newest first (the console), or oldest first (the report and the public timeline). */
export async function selectUpdates(tx: Tx, org: string, eventId: string, f: UpdateFilter, order: 'newest' | 'oldest', limit = 1000, offset = 0) {
  const by = order === 'newest' ? [desc(up.createdAt), desc(up.id)] : [asc(up.createdAt), asc(up.id)];
  return updateBase(tx)
    .where(updateWhere(org, eventId, f))
    .orderBy(...by)
    .limit(limit)
    .offset(offset);
}

export async function countUpdates(tx: Tx, org: string, eventId: string, f: UpdateFilter) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(up)
    .where(updateWhere(org, eventId, f));
  return Number(row?.n ?? 0);
}

export async function selectUpdate(tx: Tx, org: string, eventId: string, id: string) {
  const [row] = await updateBase(tx).where(and(eq(up.organizationId, org), eq(up.eventId, eventId), eq(up.id, id)));
  return row ?? null;
}

/** Publishes an update; answers its id. */
export async function insertUpdateRow(tx: Tx, values: typeof up.$inferInsert) {
  const [row] = await tx.insert(up).values(values).returning({ id: up.id });
  return row!.id;
}

export async function updateUpdateRow(tx: Tx, org: string, id: string, set: Partial<typeof up.$inferInsert>) {
  await tx
    .update(up)
    .set(set)
    .where(and(eq(up.organizationId, org), eq(up.id, id)));
}

/** The update's own row (no author or counts), or null. */
export async function selectUpdateRow(tx: Tx, org: string, id: string) {
  const [row] = await tx
    .select()
    .from(up)
    .where(and(eq(up.organizationId, org), eq(up.id, id)));
  return row ?? null;
}

/** Every update of an event, as stored (unordered). */
export async function selectEventUpdateRows(tx: Tx, org: string, eventId: string) {
  return tx
    .select()
    .from(up)
    .where(and(eq(up.organizationId, org), eq(up.eventId, eventId)));
}

export async function deleteUpdateRows(tx: Tx, org: string, eventId: string, updateId?: string) {
  const target = updateId
    ? and(eq(up.organizationId, org), eq(up.eventId, eventId), eq(up.id, updateId))
    : and(eq(up.organizationId, org), eq(up.eventId, eventId));
  const gone = await tx.delete(up).where(target).returning({ id: up.id });
  if (gone.length) {
    const ids = gone.map((g) => g.id);
    await tx.delete(securityEventDeliveries).where(and(eq(securityEventDeliveries.organizationId, org), inArray(securityEventDeliveries.updateId, ids)));
    await tx
      .delete(securityEventAcknowledgements)
      .where(and(eq(securityEventAcknowledgements.organizationId, org), inArray(securityEventAcknowledgements.updateId, ids)));
  }
  if (!updateId)
    await tx.delete(securityEventReminders).where(and(eq(securityEventReminders.organizationId, org), eq(securityEventReminders.eventId, eventId)));
  return gone.length;
}

// ---- Public side and the dashboard ----

/** Events that have at least one public update: open ones for the banner, or all for the feed. */
export async function selectPublicEvents(tx: Tx, org: string, onlyOpen: boolean) {
  return rows<{ id: string; name: string; status: Status; created_at: string; closed_at: string | null; latest_title: string; updated_at: string }>(
    tx,
    sql`select e.id, e.name, e.status, e.created_at, e.closed_at, l.title as latest_title, l.created_at as updated_at
        from security_events e
        join lateral (select u.title, u.created_at from security_event_updates u
                      where u.organization_id = e.organization_id and u.event_id = e.id and u.is_public
                      order by u.created_at desc, u.id desc limit 1) l on true
        where e.organization_id = ${org} ${onlyOpen ? sql`and e.status <> 'CLOSED'` : sql``}
        order by l.created_at desc limit 50`,
  );
}

export async function selectPublicUpdates(tx: Tx, org: string, limit: number) {
  return rows<{
    id: string;
    event_id: string;
    event_name: string;
    title: string;
    description: string;
    external_link: string | null;
    event_status: Status;
    created_at: string;
  }>(
    tx,
    sql`select u.id, u.event_id, e.name as event_name, u.title, u.description, u.external_link, u.event_status, u.created_at
        from security_event_updates u
        join security_events e on e.organization_id = u.organization_id and e.id = u.event_id
        where u.organization_id = ${org} and u.is_public
        order by u.created_at desc, u.id desc limit ${limit}`,
  );
}

/**
 * Per open event, its active affected accounts that have not acknowledged every update asking for it
 * (customer impact, or public). Shared by the Home list and its total.
 */
const unacknowledged = (org: string) => sql`
  select e.id as event_id, c.id as customer_id
  from security_events e
  join customers c on c.organization_id = e.organization_id and c.id = any(e.customer_ids) and c.is_active
  where e.organization_id = ${org} and e.status <> 'CLOSED'
    and exists (select 1 from security_event_updates u
                where u.organization_id = e.organization_id and u.event_id = e.id and (u.customer_impact or u.is_public)
                  and not exists (select 1 from security_event_acknowledgements a
                                  where a.organization_id = u.organization_id and a.update_id = u.id and a.customer_id = c.id))`;

export async function selectOpenForDashboard(tx: Tx, org: string) {
  return rows<{
    id: string;
    name: string;
    status: Status;
    created_at: string;
    last_update_at: string | null;
    customer_count: number;
    unacknowledged_count: number;
  }>(
    tx,
    sql`select e.id, e.name, e.status, e.created_at, cardinality(e.customer_ids)::int as customer_count,
               (select max(u.created_at) from security_event_updates u where u.organization_id = e.organization_id and u.event_id = e.id) as last_update_at,
               (select count(*)::int from (${unacknowledged(org)}) x where x.event_id = e.id) as unacknowledged_count
        from security_events e where e.organization_id = ${org} and e.status <> 'CLOSED'
        order by e.created_at desc limit 5`,
  );
}

/** Affected accounts (each counted once) that still owe an acknowledgement on some open event. */
export async function countUnacknowledgedCustomers(tx: Tx, org: string) {
  const [row] = await rows<{ n: number }>(tx, sql`select count(distinct customer_id)::int as n from (${unacknowledged(org)}) x`);
  return Number(row?.n ?? 0);
}

export async function countClosedSince(tx: Tx, org: string, days: number) {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from security_events where organization_id = ${org} and status = 'CLOSED' and closed_at > now() - ${days} * interval '1 day'`,
  );
  return Number(row?.n ?? 0);
}
