import type { Tx } from '../../db/client';

/**
 * Extension points other areas register from their own module (customers never import them):
 * member counts for the list, and checks that can refuse deleting or deactivating an account.
 */
export type CustomerChange = 'delete' | 'deactivate';

/** A refusal shown in the dedicated error dialog: title and message (sent as `title$$$message`). */
export interface CustomerRefusal {
  title: string;
  message: string;
}

export type CustomerCheck = (tx: Tx, organizationId: string, customer: { id: string; name: string }, change: CustomerChange) => Promise<CustomerRefusal | null>;
export type MemberCounter = (tx: Tx, organizationId: string, customerIds: string[]) => Promise<Map<string, number>>;

const checks: CustomerCheck[] = [];
let memberCounter: MemberCounter | null = null;

export function registerCustomerCheck(check: CustomerCheck) {
  if (!checks.includes(check)) checks.push(check);
}

/** The customer members area registers how many members each account has (0 until it does). */
export function registerMemberCounter(counter: MemberCounter) {
  memberCounter = counter;
}

export async function firstRefusal(tx: Tx, organizationId: string, customer: { id: string; name: string }, change: CustomerChange): Promise<CustomerRefusal | null> {
  for (const check of checks) {
    const refusal = await check(tx, organizationId, customer, change);
    if (refusal) return refusal;
  }
  return null;
}

export async function memberCounts(tx: Tx, organizationId: string, customerIds: string[]): Promise<Map<string, number>> {
  if (!memberCounter || customerIds.length === 0) return new Map();
  return memberCounter(tx, organizationId, customerIds);
}
