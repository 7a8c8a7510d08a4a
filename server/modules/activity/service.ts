import {
  activityMessages,
  encodeActivityCursor,
  type ActivityCursor,
  type ActivityGroupName,
  type ActivityLogEntry,
  type ActivityObjectType,
} from '@shared/contracts/activity';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { pagination } from '../../lib/http';
import { mayReadObject, readableGroups, rowScopesFor } from './access';
import { countActivity, selectActivity, selectTrustCenterEnabled } from './queries';

type Row = Awaited<ReturnType<typeof selectActivity>>[number];

function toEntry(r: Row): ActivityLogEntry {
  return {
    id: r.id,
    group: r.group as ActivityGroupName,
    action: r.action,
    description: r.description,
    object_type: r.objectType,
    object_id: r.objectId,
    object_name: r.objectName,
    actor: { id: r.actorId, name: r.actorName, email: r.actorEmail ?? null },
    metadata: r.metadata,
    created_at: iso(r.createdAt)!,
  };
}

const trustCenterEnabled = (tx: Tx, organizationId: string): Promise<boolean> => selectTrustCenterEnabled(tx, organizationId);

export interface ActivityListQuery {
  page: number;
  length: number;
  before?: ActivityCursor | undefined;
  group?: ActivityGroupName | undefined;
  search?: string | undefined;
  object_type?: ActivityObjectType | undefined;
  object_id?: string | undefined;
}

/** The activity log's total stops counting here: the console then shows "10,000+ entries". */
export const ACTIVITY_COUNT_CAP = 10_000;

/**
 * Pagination from a count that stopped at `upTo`, and what the page itself showed (`seen`: the rows up to
 * the end of this page; a `nextCursor` when a row follows). When the count reached `upTo`, `total_count` is
 * a lower bound (`total_count_capped: true`) and `total_pages` promises one more page while there are more
 * rows, so scrolling goes on; the end of a long log, once reached, is counted exactly.
 */
function boundedPagination(page: number, length: number, counted: number, upTo: number, seen: number, nextCursor: string | null) {
  const more = nextCursor !== null;
  const extras = (capped: boolean) => ({ total_count_capped: capped, next_cursor: nextCursor });
  if (counted < upTo) return pagination(page, length, counted, extras(false));
  if (!more && seen >= upTo) return pagination(page, length, seen, extras(false));
  return { ...pagination(page, length, Math.max(upTo - 1, seen), extras(true)), total_pages: Math.max(Math.ceil(upTo / length), more ? page + 1 : page) };
}

/** One page of the log, newest first. Nothing on the page answers 404 (the client shows an empty list). */
export function listActivity(deps: AppDeps, auth: AuthContext, q: ActivityListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const trustCenterOn = await trustCenterEnabled(tx, org);
    const groups = readableGroups(auth, trustCenterOn);
    let filter;
    if (q.group) {
      if (!groups.includes(q.group)) throw forbidden(q.group === 'trust_center' && !trustCenterOn ? activityMessages.trustCenterOff : undefined);
      filter = { groups: [q.group], search: q.search, scopes: rowScopesFor(auth) };
    } else {
      if (!(await mayReadObject(tx, auth, q.object_type!, q.object_id!))) throw notFound(activityMessages.empty);
      filter = { groups, search: q.search, object: { type: q.object_type!, id: q.object_id! } };
    }
    // The total is counted up to ACTIVITY_COUNT_CAP rows; by offset, just past the page asked for if further
    // (the offset reads that far anyway), by cursor never further, so a deep page costs what the first does.
    const upTo = (q.before ? ACTIVITY_COUNT_CAP : Math.max(ACTIVITY_COUNT_CAP, q.page * q.length)) + 1;
    const [rows, counted] = await Promise.all([
      selectActivity(tx, org, filter, q.length + 1, q.before ?? (q.page - 1) * q.length),
      countActivity(tx, org, filter, upTo),
    ]);
    const list = rows.slice(0, q.length);
    const last = list.at(-1);
    if (!last) throw notFound(activityMessages.empty);
    const nextCursor = rows.length > q.length ? encodeActivityCursor({ createdAt: last.position, id: last.id }) : null;
    return {
      data: { activity_logs: list.map(toEntry) },
      pagination: boundedPagination(q.page, q.length, counted, upTo, (q.page - 1) * q.length + list.length, nextCursor),
    };
  });
}

/** The newest rows this user may read, for the Home dashboard (inside the caller's tenant transaction). */
export async function recentActivity(tx: Tx, auth: AuthContext, limit = 8) {
  const groups = readableGroups(auth, await trustCenterEnabled(tx, auth.organizationId));
  const list = await selectActivity(tx, auth.organizationId, { groups, scopes: rowScopesFor(auth) }, limit, 0);
  return { activity_logs: list.map(toEntry) };
}
