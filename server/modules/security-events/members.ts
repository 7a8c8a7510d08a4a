import type { Tx } from '../../db/client';

/** A person to tell about an event because their customer account is affected. */
export interface MemberRecipient {
  email: string;
  customerId: string;
}

/**
 * The members of the affected customer accounts. Customer members are not part of the product yet:
 * until they are, affected accounts are recorded in their activity log and nobody is e-mailed.
 */
export async function affectedMembers(_tx: Tx, _organizationId: string, _customerIds: string[]): Promise<MemberRecipient[]> {
  return [];
}
