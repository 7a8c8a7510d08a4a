import { activityMessages, type ActivityGroupName, type ActivityLogEntry, type ActivityObjectType } from '@shared/contracts/activity';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { pagination } from '../../lib/http';
import { mayReadObject, readableGroups } from './access';
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
  group?: ActivityGroupName | undefined;
  search?: string | undefined;
  object_type?: ActivityObjectType | undefined;
  object_id?: string | undefined;
}

/** The activity log's total stops counting here: the console then shows "10,000+ entries". */
export const ACTIVITY_COUNT_CAP = 10_000;

/**
 * Pagination from a count that stopped at `upTo`: when it reached it, `total_count` is a lower bound
 * (`total_count_capped: true`) and `total_pages` promises one more page, so scrolling goes on.
 */
function boundedPagination(page: number, length: number, counted: number, upTo: number) {
  if (counted < upTo) return pagination(page, length, counted, { total_count_capped: false });
  return { ...pagination(page, length, upTo - 1, { total_count_capped: true }), total_pages: Math.ceil(upTo / length) };
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
      filter = { groups: [q.group], search: q.search };
    } else {
      if (!(await mayReadObject(tx, auth, q.object_type!, q.object_id!))) throw notFound(activityMessages.empty);
      filter = { groups, search: q.search, object: { type: q.object_type!, id: q.object_id! } };
    }
    // The total is counted up to ACTIVITY_COUNT_CAP rows (or just past the page asked for, if further).
    const upTo = Math.max(ACTIVITY_COUNT_CAP, q.page * q.length) + 1;
    const [list, counted] = await Promise.all([selectActivity(tx, org, filter, q.length, (q.page - 1) * q.length), countActivity(tx, org, filter, upTo)]);
    if (list.length === 0) throw notFound(activityMessages.empty);
    return { data: { activity_logs: list.map(toEntry) }, pagination: boundedPagination(q.page, q.length, counted, upTo) };
  });
}

/** The newest rows this user may read, for the Home dashboard (inside the caller's tenant transaction). */
export async function recentActivity(tx: Tx, auth: AuthContext, limit = 8) {
  const groups = readableGroups(auth, await trustCenterEnabled(tx, auth.organizationId));
  const list = await selectActivity(tx, auth.organizationId, { groups }, limit, 0);
  return { activity_logs: list.map(toEntry) };
}
