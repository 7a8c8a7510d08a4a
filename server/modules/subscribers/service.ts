import { subscriberSortFields, type Subscriber } from '@shared/contracts/subscribers';
import type { AppDeps } from '../../deps';
import { recordActivity } from '../../lib/activity';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import { countSubscribers, removeSubscriber, selectSubscriber, selectSubscribers } from './queries';

export interface SubscriberListQuery {
  page: number;
  length: number;
  sort_by?: string | undefined;
  search?: string | undefined;
}

export function listSubscribers(deps: AppDeps, auth: AuthContext, q: SubscriberListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const sort = parseSort(q.sort_by, subscriberSortFields, 'subscribed_on', true);
    const [rows, total] = await Promise.all([
      selectSubscribers(tx, org, q.search, sort, q.length, (q.page - 1) * q.length),
      countSubscribers(tx, org, q.search),
    ]);
    const subscribers: Subscriber[] = rows.map((r) => ({ id: r.id, email: r.email, subscribed_on: iso(r.confirmedAt ?? r.createdAt)! }));
    return { data: { subscribers }, pagination: pagination(q.page, q.length, total) };
  });
}

/** Removes a subscriber: no more Trust Center e-mails to that address (it may subscribe again). */
export function deleteSubscriber(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const row = await selectSubscriber(tx, org, id);
    if (!row) throw notFound('This subscriber does not exist or was already removed.');
    await removeSubscriber(tx, org, id);
    await recordActivity(tx, auth, org, {
      group: 'trust_center',
      action: 'deleted',
      objectType: 'subscriber',
      objectId: row.id,
      objectName: row.email,
      description: `Removed subscriber ${row.email}`,
    });
  });
}
