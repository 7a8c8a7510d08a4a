import type { Tx } from '../../db/client';
import { selectActiveMembers } from './members.queries';

/**
 * What other areas may use of gated access. `activeMembersOf` lists the active members of customer
 * accounts (id, customer_id, email, full_name), e.g. to e-mail the customers a security event affects.
 */
export async function activeMembersOf(tx: Tx, organizationId: string, customerIds: string[]) {
  const list = await selectActiveMembers(tx, organizationId, customerIds);
  return list.map((m) => ({ id: m.id, customer_id: m.customerId, email: m.email, full_name: m.fullName }));
}
