import { customerMessages as msg, type Customer, type CustomerListPagination } from '@shared/contracts/customers';
import { DIALOG_MARKER } from '@shared/errors';
import { can } from '@shared/permissions';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema/index';
import { recordActivity } from '../../lib/activity';
import { iso, lockArea } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import { cleanUpDeletedCustomer, firstRefusal, memberCounts, type CustomerChange } from './hooks';

export { registerCustomerCheck, registerCustomerCleanup, registerMemberCounter } from './hooks';
import {
  countCustomers,
  customerSortable,
  deleteCustomerRow,
  insertCustomerRow,
  selectByName,
  selectCustomer,
  selectCustomers,
  selectDomainOwners,
  updateCustomerRow,
  type CustomerRow,
} from './queries';

function toCustomer(r: CustomerRow, auth: AuthContext, userCount = 0): Customer {
  return {
    id: r.id,
    name: r.name,
    user_count: userCount,
    whitelisted_domains: r.whitelistedDomains,
    created_at: iso(r.createdAt)!,
    updated_at: iso(r.updatedAt)!,
    is_active: r.isActive,
    source: r.source === 'CRM' ? 'CRM' : 'MANUAL',
    crm_account_id: r.crmAccountId,
    mrr: r.mrr === null ? null : Number(r.mrr),
    xsf_account: r.crmAccountId ? { account_id: r.crmAccountId } : null,
    allowed_actions: { is_editable: r.source !== 'CRM' && can(auth.permissions, 'customer:edit') },
  };
}

const activity = (action: string, r: { id: string; name: string }, description: string, metadata: Record<string, unknown> = {}) => ({
  group: 'other' as const,
  action,
  objectType: 'customer',
  objectId: r.id,
  objectName: r.name,
  description,
  metadata,
});

export interface CustomerListQuery {
  page: number;
  length: number;
  is_active?: '1' | '0' | undefined;
  sort_by?: string | undefined;
  search?: string | undefined;
}

export function listCustomers(deps: AppDeps, auth: AuthContext, q: CustomerListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const filter = { isActive: q.is_active === undefined ? undefined : q.is_active === '1', search: q.search };
    const sort = parseSort(q.sort_by, customerSortable, 'created_at', true);
    const [list, counts] = await Promise.all([selectCustomers(tx, org, filter, sort, q.length, (q.page - 1) * q.length), countCustomers(tx, org, filter)]);
    const members = await memberCounts(
      tx,
      org,
      list.map((r) => r.id),
    );
    const page: CustomerListPagination = pagination(q.page, q.length, counts.matching, {
      total_active_count: counts.active,
      total_inactive_count: counts.inactive,
    }) as CustomerListPagination;
    return { data: { customers: list.map((r) => toCustomer(r, auth, members.get(r.id) ?? 0)) }, pagination: page };
  });
}

async function load(tx: Tx, auth: AuthContext, id: string): Promise<CustomerRow> {
  const row = await selectCustomer(tx, auth.organizationId, id);
  if (!row) throw notFound(msg.notFound);
  return row;
}

async function withCount(tx: Tx, auth: AuthContext, row: CustomerRow) {
  return toCustomer(row, auth, (await memberCounts(tx, auth.organizationId, [row.id])).get(row.id) ?? 0);
}

export function getCustomer(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => withCount(tx, auth, await load(tx, auth, id)));
}

/** Names are unique per organisation; a domain belongs to one account, so access requests map to one customer. */
async function assertUnique(tx: Tx, org: string, fields: { name?: string | undefined; domains?: string[] | undefined }, exceptId?: string) {
  if (fields.name !== undefined && (await selectByName(tx, org, fields.name, exceptId))) throw conflict(msg.nameTaken(fields.name), 'name');
  if (fields.domains?.length) {
    const owners = await selectDomainOwners(tx, org, fields.domains, exceptId);
    const owner = owners[0];
    if (owner) {
      const domain = fields.domains.find((d) => owner.domains.includes(d))!;
      throw conflict(msg.domainTaken(domain, owner.name), 'whitelisted_domains');
    }
  }
}

type NewCustomer = { name: string; whitelisted_domains: string[]; crm_account_id?: string | null | undefined };

/** Creates an account inside the caller's transaction (also used by gated access when approving a request). */
export async function insertCustomer(tx: Tx, auth: AuthContext, input: NewCustomer) {
  const org = auth.organizationId;
  await lockArea(tx, org, 'customers');
  await assertUnique(tx, org, { name: input.name, domains: input.whitelisted_domains });
  const row = await insertCustomerRow(tx, {
    organizationId: org,
    name: input.name,
    whitelistedDomains: input.whitelisted_domains,
    crmAccountId: input.crm_account_id ?? null,
  });
  await recordActivity(tx, auth, org, activity('created', row, `Created customer account "${row.name}"`, { whitelisted_domains: row.whitelistedDomains }));
  return toCustomer(row, auth);
}

export function createCustomer(deps: AppDeps, auth: AuthContext, input: NewCustomer) {
  return deps.tenant(auth, (tx) => insertCustomer(tx, auth, input));
}

/** One account by id (null when missing), for other areas inside their transaction. */
export async function findCustomer(tx: Tx, organizationId: string, id: string) {
  const row = await selectCustomer(tx, organizationId, id);
  return row ? { id: row.id, name: row.name, isActive: row.isActive, whitelistedDomains: row.whitelistedDomains } : null;
}

/** The account that whitelisted an e-mail domain (a domain belongs to at most one account), or null. */
export async function findCustomerByDomain(tx: Tx, organizationId: string, domain: string) {
  const [owner] = await selectDomainOwners(tx, organizationId, [domain.toLowerCase()]);
  return owner ? findCustomer(tx, organizationId, owner.id) : null;
}

/** Refuses with the dedicated dialog's text when another area holds on to the account. */
async function assertAllowed(tx: Tx, org: string, row: CustomerRow, change: CustomerChange) {
  const refusal = await firstRefusal(tx, org, { id: row.id, name: row.name }, change);
  if (refusal) throw conflict(`${refusal.title}${DIALOG_MARKER}${refusal.message}`);
}

export interface CustomerUpdate {
  name?: string | undefined;
  whitelisted_domains?: string[] | undefined;
  crm_account_id?: string | null | undefined;
  is_active?: boolean | undefined;
}

function describeChanges(before: CustomerRow, after: CustomerRow): string[] {
  const changed: string[] = [];
  if (before.name !== after.name) changed.push(`name (was "${before.name}")`);
  if (before.whitelistedDomains.join(',') !== after.whitelistedDomains.join(',')) changed.push('whitelisted domains');
  if (before.crmAccountId !== after.crmAccountId) changed.push('CRM account ID');
  return changed;
}

export function updateCustomer(deps: AppDeps, auth: AuthContext, id: string, patch: CustomerUpdate) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await lockArea(tx, org, 'customers');
    const before = await load(tx, auth, id);
    const editsDetails = patch.name !== undefined || patch.whitelisted_domains !== undefined || patch.crm_account_id !== undefined;
    if (editsDetails && before.source === 'CRM') throw conflict(msg.crmManaged);
    if (before.isActive && patch.is_active === false) await assertAllowed(tx, org, before, 'deactivate');
    await assertUnique(tx, org, { name: patch.name, domains: patch.whitelisted_domains }, id);
    const set: Partial<typeof customers.$inferInsert> = { updatedAt: new Date() };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.whitelisted_domains !== undefined) set.whitelistedDomains = patch.whitelisted_domains;
    if (patch.crm_account_id !== undefined) set.crmAccountId = patch.crm_account_id;
    if (patch.is_active !== undefined) set.isActive = patch.is_active;
    const after = await updateCustomerRow(tx, org, id, set);
    if (after!.isActive !== before.isActive) {
      const verb = after!.isActive ? 'Marked customer account "%s" as active' : 'Marked customer account "%s" as inactive';
      await recordActivity(tx, auth, org, activity(after!.isActive ? 'activated' : 'deactivated', after!, verb.replace('%s', after!.name)));
    }
    const changed = describeChanges(before, after!);
    if (changed.length > 0) {
      await recordActivity(tx, auth, org, activity('updated', after!, `Updated customer account "${after!.name}": ${changed.join(', ')}`, { changed }));
    }
    return withCount(tx, auth, after!);
  });
}

export function deleteCustomer(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await lockArea(tx, org, 'customers');
    const row = await load(tx, auth, id);
    await assertAllowed(tx, org, row, 'delete');
    await cleanUpDeletedCustomer(tx, org, row);
    await deleteCustomerRow(tx, org, id);
    await recordActivity(tx, auth, org, activity('deleted', row, `Deleted customer account "${row.name}"`, { whitelisted_domains: row.whitelistedDomains }));
  });
}

/** Figures for the Home dashboard (run inside the caller's tenant transaction). */
export async function customerFigures(tx: Tx, organizationId: string) {
  const counts = await countCustomers(tx, organizationId);
  const newest = await selectCustomers(tx, organizationId, {}, { field: 'created_at', desc: true }, 5, 0);
  return {
    total: counts.total,
    active: counts.active,
    inactive: counts.inactive,
    newest: newest.map((r) => ({ id: r.id, name: r.name, is_active: r.isActive, created_at: iso(r.createdAt)! })),
  };
}
