import { activityMessages, type ActivityGroupName, type ActivityLogEntry, type ActivityObjectType } from '../../../shared/contracts/activity';
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
    const [list, total] = await Promise.all([selectActivity(tx, org, filter, q.length, (q.page - 1) * q.length), countActivity(tx, org, filter)]);
    if (list.length === 0) throw notFound(activityMessages.empty);
    return { data: { activity_logs: list.map(toEntry) }, pagination: pagination(q.page, q.length, total) };
  });
}

/** The newest rows this user may read, for the Home dashboard (inside the caller's tenant transaction). */
export async function recentActivity(tx: Tx, auth: AuthContext, limit = 8) {
  const groups = readableGroups(auth, await trustCenterEnabled(tx, auth.organizationId));
  const list = await selectActivity(tx, auth.organizationId, { groups }, limit, 0);
  return { activity_logs: list.map(toEntry) };
}
