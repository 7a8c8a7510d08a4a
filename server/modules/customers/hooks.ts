import type { Tx } from '../../db/client';

/**
 * Extension points other areas register from their own module (customers never import them):
 * member counts for the list, checks that can refuse deleting or deactivating an account, and the
 * clean-up of an area's rows when an account is deleted.
 */
export type CustomerChange = 'delete' | 'deactivate';

/** A refusal shown in the dedicated error dialog: title and message (sent as `title$$$message`). */
export interface CustomerRefusal {
  title: string;
  message: string;
}

export type CustomerCheck = (tx: Tx, organizationId: string, customer: { id: string; name: string }, change: CustomerChange) => Promise<CustomerRefusal | null>;
export type MemberCounter = (tx: Tx, organizationId: string, customerIds: string[]) => Promise<Map<string, number>>;
/** Removes what another area keeps per account, in the transaction that deletes the account. */
export type CustomerCleanup = (tx: Tx, organizationId: string, customer: { id: string; name: string }) => Promise<void>;

const checks: CustomerCheck[] = [];
const cleanups: CustomerCleanup[] = [];
let memberCounter: MemberCounter | null = null;

export function registerCustomerCheck(check: CustomerCheck) {
  if (!checks.includes(check)) checks.push(check);
}

export function registerCustomerCleanup(cleanup: CustomerCleanup) {
  if (!cleanups.includes(cleanup)) cleanups.push(cleanup);
}

export async function cleanUpDeletedCustomer(tx: Tx, organizationId: string, customer: { id: string; name: string }): Promise<void> {
  for (const cleanup of cleanups) await cleanup(tx, organizationId, customer);
}

/** The customer members area registers how many members each account has (0 until it does). */
export function registerMemberCounter(counter: MemberCounter) {
  memberCounter = counter;
}

export async function firstRefusal(
  tx: Tx,
  organizationId: string,
  customer: { id: string; name: string },
  change: CustomerChange,
): Promise<CustomerRefusal | null> {
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
