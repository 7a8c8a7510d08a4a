import { accessMessages as msg, emailDomain, publicEmailDomains, type AccessRequest, type AccessRequestStatus } from '@shared/contracts/gated-access';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { AppError, conflict, notFound, validation } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import { ErrorCode } from '@shared/errors';
import * as customers from '../customers/index';
import { getNotificationReceivers } from '../settings/index';
import { memberActivity } from './activity';
import { newRequestMail, queueMail } from './mails';
import { resolveRequested } from './documents';
import { insertMember } from './members.service';
import { selectMemberByEmail, updateMemberRow } from './members.queries';
import {
  countPending,
  countRateLimitHit,
  countRequests,
  decidePendingRequest,
  insertRequest,
  requestSortable,
  selectLatestPending,
  selectRequest,
  selectRequestPage,
  updateRequest,
  type RequestListRow,
  type RequestRow,
} from './requests.queries';
import { readSettings } from './settings';

/** Requests per e-mail address per hour. */
const EMAIL_LIMIT = 3;
/**
 * Requests the form accepts per address per ten minutes. Only well-formed ones count: a visitor who mistypes
 * is shown the form again, not locked out (the route allows more attempts in all).
 */
const IP_LIMIT = 5;
/** A human takes longer than this to fill in the form. */
const MIN_FILL_MS = 2000;

const status = (s: RequestRow['status']) => s.toLowerCase() as AccessRequestStatus;

function toRequest(r: RequestRow & { customerName?: string | null; memberActive?: boolean | null; deciderName?: string | null }): AccessRequest {
  return {
    id: r.id,
    company_name: r.companyName,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    reason: r.reason,
    created_at: iso(r.createdAt)!,
    decision_date: iso(r.decisionDate),
    status: status(r.status),
    auto_approved: r.autoApproved,
    requested_document_name: r.documents.map((d) => d.name).join(', '),
    documents: r.documents,
    customer: r.customerId && r.customerName ? { id: r.customerId, name: r.customerName } : null,
    member: r.memberId && r.memberActive != null ? { id: r.memberId, is_active: r.memberActive } : null,
    decided_by: r.deciderName ?? null,
  };
}

/** Counts one more request for a key in the shared rate-limit table; true when over the limit. */
async function overLimit(deps: AppDeps, key: string, max: number, windowMs: number) {
  return (await countRateLimitHit(deps.db, key, windowMs)) > max;
}

export interface NewRequest {
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  reason: string;
  documents: string[];
  website?: string | undefined;
  started?: number | undefined;
}

/**
 * A visitor's request. Bots (hidden field filled) get the same answer with nothing stored. A request
 * from a domain a customer account whitelisted is approved at once and the requester becomes its member
 * (`existingMember` when they already were: the caller e-mails them a sign-in link). The visitor is told
 * the same in every case (`msg.requestSent`); the e-mail says the rest, to the address's owner only.
 */
export async function submitRequest(
  deps: AppDeps,
  site: { organizationId: string; slug: string },
  input: NewRequest,
  client: { ip: string; userAgent: string },
) {
  if (input.website) return { existingMember: false };
  if (input.started !== undefined && Number.isFinite(input.started) && Date.now() - input.started < MIN_FILL_MS) throw validation(msg.tooFast);
  const org = site.organizationId;
  if (await overLimit(deps, `access-request:${org}:${input.email}`, EMAIL_LIMIT, 3600_000)) throw new AppError(429, ErrorCode.rateLimited, msg.rateLimited);
  if (await overLimit(deps, `access-request-ip:${org}:${client.ip}`, IP_LIMIT, 10 * 60_000)) throw new AppError(429, ErrorCode.rateLimited, msg.rateLimited);
  const result = await withTenant(deps.db, { organizationId: org }, async (tx) => {
    const settings = await readSettings(tx, org);
    const domain = emailDomain(input.email);
    if (settings.refuse_free_mail && publicEmailDomains.includes(domain)) throw validation(msg.freeMail, 'email');
    const documents = await resolveRequested(tx, org, input.documents);
    if (!documents) throw validation(msg.documentNotAvailable, 'documents');
    const row = await insertRequest(tx, {
      organizationId: org,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      companyName: input.company_name,
      reason: input.reason,
      documents,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 400),
    });
    const visitor = { fullName: `${input.first_name} ${input.last_name}` };
    await memberActivity(
      tx,
      visitor,
      org,
      null,
      'access_requested',
      `${visitor.fullName} (${input.email}, ${input.company_name}) requested access to ${documents.map((d) => d.name).join(', ')}`,
      { request_id: row.id },
    );
    const pending = async () => {
      const { sales_team_email: sales } = await getNotificationReceivers(tx, org);
      if (sales) {
        const mail = newRequestMail({
          name: visitor.fullName,
          email: input.email,
          company: input.company_name,
          documents: documents.map((d) => d.name),
          reason: input.reason,
          link: `${deps.config.publicUrl}/trust-center/requests`,
        });
        await queueMail(tx, org, { to: sales, ...mail });
      }
      return { existingMember: false };
    };
    const customer = await customers.findCustomerByDomain(tx, org, domain);
    if (!customer?.isActive) return pending();
    const existing = await selectMemberByEmail(tx, org, input.email);
    if (existing && (!existing.isActive || existing.customerId !== customer.id)) return pending();
    const member = existing ?? (await insertMember(deps, tx, null, org, customer, { full_name: visitor.fullName, email: input.email }, 'ACCESS_REQUEST'));
    await updateRequest(tx, org, row.id, { status: 'APPROVED', autoApproved: true, customerId: customer.id, memberId: member.id, decisionDate: new Date() });
    await memberActivity(
      tx,
      null,
      org,
      customer,
      'access_auto_approved',
      `Approved the access request of ${input.email} automatically: ${domain} is whitelisted for "${customer.name}"`,
      { request_id: row.id, member_id: member.id },
    );
    return { existingMember: Boolean(existing) };
  });
  deps.jobs.poke();
  return result;
}

export interface RequestListQuery {
  page: number;
  length: number;
  sort_by?: string | undefined;
  search?: string | undefined;
  status?: AccessRequestStatus | undefined;
  date_range?: string | undefined;
}

const fromRaw = (r: RequestListRow) =>
  toRequest({
    organizationId: r.organization_id,
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    companyName: r.company_name,
    reason: r.reason,
    documents: r.documents,
    status: r.status,
    autoApproved: r.auto_approved,
    customerId: r.customer_id,
    memberId: r.member_id,
    decidedBy: r.decided_by,
    decisionDate: r.decision_date,
    ip: r.ip,
    userAgent: r.user_agent,
    createdAt: r.created_at,
    customerName: r.customerName,
    memberActive: r.memberActive,
    deciderName: r.deciderName,
  });

/** External Requests (questionnaires §2.5): filters status and date range, search, sort; pending_count (not for Sales). */
export function listRequests(deps: AppDeps, auth: AuthContext, q: RequestListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const [from, to] = q.date_range ? q.date_range.split(',') : [];
    const filter = { status: q.status?.toUpperCase(), from, to, search: q.search };
    const sort = parseSort(q.sort_by, requestSortable, 'created_at', true);
    const list = await selectRequestPage(tx, org, filter, sort, q.length, (q.page - 1) * q.length);
    const counts = await countRequests(tx, org, filter);
    const extra = auth.roleSlug === 'sales' ? {} : { pending_count: counts.pending };
    return { data: { access_requests: list.map(fromRaw) }, pagination: pagination(q.page, q.length, counts.matching, extra) };
  });
}

async function loadRequest(tx: Tx, org: string, id: string) {
  const row = await selectRequest(tx, org, id);
  if (!row) throw notFound(msg.requestNotFound);
  return fromRaw(row);
}

/** Pending requests for the Home dashboard. */
/** The requests waiting for a decision (the console's badge and list), in the caller's transaction of its own. */
export function listPendingRequests(deps: AppDeps, auth: AuthContext) {
  return deps.tenant(auth, (tx) => pendingRequests(tx, auth.organizationId));
}

export async function pendingRequests(tx: Tx, org: string) {
  const list = await selectLatestPending(tx, org);
  return { pending_count: await countPending(tx, org), latest: list.map(fromRaw) };
}

/** Gives an approved request its customer account (existing or new): the requester becomes a member and is invited. */
async function assignCustomer(
  deps: AppDeps,
  tx: Tx,
  auth: AuthContext,
  req: AccessRequest,
  choice: { customer?: string | undefined; customer_name?: string | undefined },
) {
  const org = auth.organizationId;
  let customer: { id: string; name: string; isActive: boolean };
  if (choice.customer) {
    const found = await customers.findCustomer(tx, org, choice.customer);
    if (!found) throw notFound(msg.customerNotFound);
    customer = found;
  } else {
    const created = await customers.insertCustomer(tx, auth, { name: choice.customer_name!, whitelisted_domains: [] });
    customer = { id: created.id, name: created.name, isActive: created.is_active };
  }
  if (!customer.isActive) throw conflict(msg.customerInactive);
  const existing = await selectMemberByEmail(tx, org, req.email);
  let memberId: string;
  if (existing) {
    if (existing.customerId !== customer.id)
      throw conflict(msg.memberEmailTaken(req.email, (await customers.findCustomer(tx, org, existing.customerId))?.name ?? ''), 'customer');
    memberId = existing.id;
    if (!existing.isActive) await updateMemberRow(tx, org, existing.id, { isActive: true, updatedAt: new Date() });
  } else {
    memberId = (await insertMember(deps, tx, auth, org, customer, { full_name: `${req.first_name} ${req.last_name}`, email: req.email }, 'ACCESS_REQUEST')).id;
  }
  await updateRequest(tx, org, req.id, { customerId: customer.id, memberId });
  return customer;
}

/** APPROVE or REJECT (questionnaires §7). Approving may name the customer account at once; data.customer is the account (or the suggestion by e-mail domain). */
export async function decideRequest(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  body: { action: 'APPROVE' | 'REJECT'; customer?: string | undefined; customer_name?: string | undefined },
) {
  const out = await deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const req = await loadRequest(tx, org, id);
    const approve = body.action === 'APPROVE';
    const decision = { status: approve ? ('APPROVED' as const) : ('REJECTED' as const), decidedBy: auth.userId, decisionDate: new Date() };
    if (req.status !== 'pending' || !(await decidePendingRequest(tx, org, id, decision))) throw conflict(msg.requestDecided);
    const who = `${req.first_name} ${req.last_name} (${req.email})`;
    if (!approve) {
      await memberActivity(tx, auth, org, null, 'access_rejected', `Rejected the access request of ${who}`, { request_id: id });
      return { request: await loadRequest(tx, org, id), customer: null };
    }
    let customer: { id: string; name: string } | null = null;
    if (body.customer || body.customer_name) customer = await assignCustomer(deps, tx, auth, req, body);
    await memberActivity(tx, auth, org, customer, 'access_approved', `Approved the access request of ${who}${customer ? ` for "${customer.name}"` : ''}`, {
      request_id: id,
    });
    const suggestion = customer ?? (await customers.findCustomerByDomain(tx, org, emailDomain(req.email)));
    return { request: await loadRequest(tx, org, id), customer: suggestion ? { id: suggestion.id, name: suggestion.name } : null };
  });
  deps.jobs.poke();
  return out;
}

/** The follow-up dialog after approval: choose an existing account or create one. */
export async function chooseCustomer(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  choice: { customer?: string | undefined; customer_name?: string | undefined },
) {
  const out = await deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const req = await loadRequest(tx, org, id);
    if (req.status !== 'approved') throw conflict(msg.requestNotApproved);
    const customer = await assignCustomer(deps, tx, auth, req, choice);
    await memberActivity(
      tx,
      auth,
      org,
      customer,
      'access_customer_chosen',
      `Gave ${req.email} access as a member of "${customer.name}" and sent the invitation`,
      { request_id: id },
    );
    return { request: await loadRequest(tx, org, id), customer: { id: customer.id, name: customer.name } };
  });
  deps.jobs.poke();
  return out;
}
