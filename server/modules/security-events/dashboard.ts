import type { SecurityEventsDashboard } from '@shared/contracts/security-events';
import type { Tx } from '../../db/client';
import type { AuthContext } from '../../lib/context';
import { iso } from '../../lib/content-rows';
import { countClosedSince, countEvents, countUnacknowledgedCustomers, selectOpenForDashboard } from './queries';

/** Home: the open events, newest first, with when each was last updated and how many affected accounts still owe an acknowledgement. */
export async function securityEventsDashboard(tx: Tx, auth: AuthContext): Promise<SecurityEventsDashboard> {
  const org = auth.organizationId;
  const [counts, open, closed, unacknowledged] = [
    await countEvents(tx, org, {}),
    await selectOpenForDashboard(tx, org),
    await countClosedSince(tx, org, 90),
    await countUnacknowledgedCustomers(tx, org),
  ];
  return {
    open_count: counts.open,
    open: open.map((e) => ({
      ...e,
      created_at: iso(e.created_at)!,
      last_update_at: iso(e.last_update_at),
      customer_count: Number(e.customer_count),
      unacknowledged_count: Number(e.unacknowledged_count),
    })),
    closed_last_90_days: closed,
    unacknowledged_customer_count: unacknowledged,
  };
}
