import type { Tx } from '../../db/client';
import { activeMembersOf } from '../gated-access/index';

/** A person to tell about an event because their customer account is affected. */
export interface MemberRecipient {
  id: string;
  email: string;
  fullName: string;
  customerId: string;
}

/** The active members of the affected customer accounts (gated access owns them). */
export async function affectedMembers(tx: Tx, organizationId: string, customerIds: string[]): Promise<MemberRecipient[]> {
  if (customerIds.length === 0) return [];
  const members = await activeMembersOf(tx, organizationId, customerIds);
  return members.map((m) => ({ id: m.id, email: m.email, fullName: m.full_name, customerId: m.customer_id }));
}
