import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers, integrations, jobs } from '../../db/schema/index';

/** The organisation's Salesforce connection is its integrations row with this provider. */
const PROVIDER = 'salesforce';

export type IntegrationRow = typeof integrations.$inferSelect;
type IntegrationChange = Partial<Omit<typeof integrations.$inferInsert, 'organizationId' | 'provider'>>;
type CustomerValues = Omit<typeof customers.$inferInsert, 'organizationId'>;

export async function selectConnection(tx: Tx, organizationId: string): Promise<IntegrationRow | null> {
  const [row] = await tx
    .select()
    .from(integrations)
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.provider, PROVIDER)));
  return row ?? null;
}

/** Creates the connection row, or replaces its credentials and state when there is one. */
export async function upsertConnection(
  tx: Tx,
  organizationId: string,
  v: Required<Pick<IntegrationChange, 'status' | 'connection' | 'secrets' | 'submittedBy' | 'submittedAt'>>,
) {
  await tx
    .insert(integrations)
    .values({ organizationId, provider: PROVIDER, ...v })
    .onConflictDoUpdate({ target: [integrations.organizationId, integrations.provider], set: { ...v, lastError: '', updatedAt: new Date() } });
}

export async function updateConnection(tx: Tx, organizationId: string, set: IntegrationChange) {
  await tx
    .update(integrations)
    .set(set)
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.provider, PROVIDER)));
}

/** The latest import job that is due (or due within a minute): what the settings screen shows as the sync state. */
export async function selectLatestImport(tx: Tx, organizationId: string, jobType: string) {
  const [job] = await tx
    .select({ status: jobs.status, attempts: jobs.attempts, error: jobs.error })
    .from(jobs)
    .where(and(eq(jobs.organizationId, organizationId), eq(jobs.type, jobType), sql`${jobs.runAfter} <= now() + interval '1 minute'`))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return job ?? null;
}

/** Import jobs queued or running, except one (the job asking). */
export function selectWaitingImports(tx: Tx, organizationId: string, jobType: string, exceptJobId: string) {
  return tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.organizationId, organizationId), eq(jobs.type, jobType), inArray(jobs.status, ['queued', 'running']), ne(jobs.id, exceptJobId)));
}

/** Moves the queued ones among these jobs to now. */
export async function runQueuedJobsNow(tx: Tx, organizationId: string, ids: string[]) {
  await tx
    .update(jobs)
    .set({ runAfter: new Date() })
    .where(and(eq(jobs.organizationId, organizationId), inArray(jobs.id, ids), eq(jobs.status, 'queued')));
}

export async function setJobRunAfter(tx: Tx, organizationId: string, id: string, runAfter: Date) {
  await tx
    .update(jobs)
    .set({ runAfter })
    .where(and(eq(jobs.organizationId, organizationId), eq(jobs.id, id)));
}

/** Updates the customer imported before from this Salesforce account; the ids it updated (none or one). */
export function updateCustomerByAccount(tx: Tx, organizationId: string, accountId: string, values: CustomerValues) {
  return tx
    .update(customers)
    .set(values)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.crmAccountId, accountId)))
    .returning({ id: customers.id });
}

/** Updates a customer not yet linked to Salesforce that has this name (any case); the ids it updated. */
export function updateUnlinkedCustomerByName(tx: Tx, organizationId: string, name: string, values: CustomerValues) {
  return tx
    .update(customers)
    .set(values)
    .where(and(eq(customers.organizationId, organizationId), isNull(customers.crmAccountId), sql`lower(${customers.name}) = ${name.toLowerCase()}`))
    .returning({ id: customers.id });
}

export async function insertCustomer(tx: Tx, organizationId: string, values: CustomerValues) {
  await tx.insert(customers).values({ organizationId, ...values });
}
