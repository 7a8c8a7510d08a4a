import type { Tx } from '../../db/client';
import type { AuthContext } from '../../lib/context';
import { selectActiveMembers } from './members.queries';
import { pendingRequests } from './requests.service';

/**
 * What other areas may use of gated access. `activeMembersOf` lists the active members of customer
 * accounts (id, customer_id, email, full_name), e.g. to e-mail the customers a security event affects.
 */
export async function activeMembersOf(tx: Tx, organizationId: string, customerIds: string[]) {
  const list = await selectActiveMembers(tx, organizationId, customerIds);
  return list.map((m) => ({ id: m.id, customer_id: m.customerId, email: m.email, full_name: m.fullName }));
}

/** The Home dashboard's access-requests section: the pending count (not for Sales) and the latest pending requests. */
export async function accessRequestsDashboard(tx: Tx, auth: AuthContext) {
  const out = await pendingRequests(tx, auth.organizationId);
  return auth.roleSlug === 'sales' ? { latest: out.latest } : out;
}
