import type { z } from 'zod';
import {
  PAST_DUE_DATE_MESSAGE,
  dueDateMaxYears,
  isRequestClosed,
  reqNumLabel,
  requestStatusLabels,
  requestTransitions,
  type QuestionnaireRequestView,
  type RequestStatus,
  type changeRequestStatusBody,
  type createRequestBody,
  type updateRequestBody,
} from '@shared/contracts/questionnaires';
import type { AppDeps } from '@server/deps';
import type { Tx } from '@server/db/client';
import type { questionnaireRequests } from '@server/db/schema/index';
import type { AuthContext } from '@server/lib/context';
import { conflict, validation } from '@server/lib/errors';
import { pagination } from '@server/lib/http';
import { gateRequest, isSme, requestNotFound } from '../access';
import { logRequest } from '../activity';
import { loadFileStats, loadFiles } from '../files/queries';
import { recomputePriorities } from '../prioritisation/service';
import {
  findActiveUsers,
  findCustomer,
  findProducts,
  insertRequest,
  loadRequestRow,
  nextReqNum,
  replaceRequestAssignees,
  replaceRequestProducts,
  selectRequest,
  selectRequests,
  updateRequestRow,
  type ListParams,
} from './queries';
import { fileView, listItemView, requestView } from './views';

type CreateBody = z.output<typeof createRequestBody>;
type UpdateBody = z.output<typeof updateRequestBody>;

/**
 * The earliest date that is still "today" somewhere (UTC−12): a user late in the evening west of UTC is
 * not told their today is in the past.
 */
export function earliestToday(now = new Date()) {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

/** questionnaires §5: the due date cannot be in the past, and at most five years ahead. */
export function checkDueDate(due: string, now = new Date()) {
  if (Number.isNaN(new Date(`${due}T00:00:00Z`).getTime())) throw validation('Use a date as YYYY-MM-DD.', 'due_date');
  if (due < earliestToday(now)) throw validation(PAST_DUE_DATE_MESSAGE, 'due_date');
  const max = new Date(now);
  max.setUTCFullYear(max.getUTCFullYear() + dueDateMaxYears);
  if (due > max.toISOString().slice(0, 10)) throw validation(`The due date can be at most ${dueDateMaxYears} years ahead.`, 'due_date');
}

/** Every id the body names must belong to this organisation (RLS hides the others, so they are "not found"). */
async function checkReferences(tx: Tx, org: string, b: Partial<CreateBody>) {
  if (b.customer) {
    if (!(await findCustomer(tx, org, b.customer))) throw validation('Please choose a customer from the list.', 'customer');
  }
  if (b.products?.length) {
    const found = await findProducts(tx, org, b.products);
    if (found.length !== new Set(b.products).size) throw validation('One of the products does not exist.', 'products');
  }
  const people: [string, string | null | undefined][] = [
    ['owner', b.owner],
    ['gtm_poc', b.gtm_poc],
    ...(b.assignees ?? []).map((a) => ['assignees', a] as [string, string]),
  ];
  const ids = [...new Set(people.map(([, id]) => id).filter((x): x is string => Boolean(x)))];
  if (ids.length) {
    const found = await findActiveUsers(tx, org, ids);
    const ok = new Set(found.map((u) => u.id));
    const bad = people.find(([, id]) => id && !ok.has(id));
    if (bad) throw validation('Please choose an active user of your organisation.', bad[0]);
  }
}

/** The request list (questionnaires §7), one page with its filters. */
export function listRequests(deps: AppDeps, auth: AuthContext, q: ListParams) {
  return deps.tenant(auth, async (tx) => {
    const { rows, total } = await selectRequests(tx, auth, q);
    return { data: { requests: rows.map(listItemView) }, pagination: pagination(q.page, q.length, total) };
  });
}

/** A person creates a request (questionnaires §5) and gets it back as the details page shows it. */
export function createRequest(deps: AppDeps, auth: AuthContext, b: CreateBody): Promise<QuestionnaireRequestView> {
  return deps.tenant(auth, async (tx) => requestDetail(tx, auth, await addRequest(tx, auth, b)));
}

/** Adds a request made by a person, in the caller's transaction (createRequest; the demo seed); returns its id. */
export async function addRequest(tx: Tx, auth: AuthContext, b: CreateBody): Promise<string> {
  const org = auth.organizationId;
  if (b.due_date) checkDueDate(b.due_date);
  await checkReferences(tx, org, b);
  const created = await insertRequest(tx, {
    organizationId: org,
    reqNum: await nextReqNum(tx, org),
    kind: 'MANUAL',
    status: 'OPEN',
    customerId: b.customer,
    customerType: b.customer_type,
    sourceRelationType: b.source_relation_type,
    customerMrr: b.customer_mrr === undefined || b.customer_mrr === null ? null : String(b.customer_mrr),
    requestor: b.requestor,
    customerComments: b.customer_comments,
    gtmPocId: b.gtm_poc ?? null,
    ownerId: b.owner ?? auth.userId,
    dueDate: b.due_date ?? null,
    additionalInstructions: b.additional_instructions,
    createdById: auth.userId,
    statusChangedAt: new Date(),
  });
  const id = created.id;
  await replaceLinks(tx, org, id, b.products, b.assignees);
  await recomputePriorities(tx, org, [id]);
  const row = await loadRequestRow(tx, org, id);
  await logRequest(tx, auth, org, created, 'create', `Created request ${reqNumLabel(created.reqNum)} for ${row?.customer_name ?? 'a customer'}`, {
    priority: row?.priority,
  });
  return id;
}

/**
 * A request sent from the public Trust Center (kind EXTERNAL_SITE): no staff member made it, so it has no
 * owner until someone takes it; who asked is kept as the external contact. Files follow with addFiles.
 */
export async function createExternalRequest(
  tx: Tx,
  org: string,
  input: {
    customerId: string | null;
    contact: { name: string; email: string; company?: string };
    comments?: string;
    productIds?: string[];
    dueDate?: string | null;
  },
): Promise<string> {
  const created = await insertRequest(tx, {
    organizationId: org,
    reqNum: await nextReqNum(tx, org),
    kind: 'EXTERNAL_SITE',
    status: 'OPEN',
    customerId: input.customerId,
    requestor: input.contact.name,
    requestorEmail: input.contact.email,
    customerComments: input.comments ?? '',
    dueDate: input.dueDate ?? null,
    externalContact: { name: input.contact.name, email: input.contact.email, ...(input.contact.company ? { company: input.contact.company } : {}) },
    statusChangedAt: new Date(),
  });
  await replaceLinks(tx, org, created.id, input.productIds ?? [], []);
  await recomputePriorities(tx, org, [created.id]);
  await logRequest(
    tx,
    null,
    org,
    created,
    'create',
    `${input.contact.name} (${input.contact.email}) sent questionnaire request ${reqNumLabel(created.reqNum)} from the Trust Center`,
  );
  return created.id;
}

async function replaceLinks(tx: Tx, org: string, requestId: string, productIds?: string[], assigneeIds?: string[]) {
  if (productIds) await replaceRequestProducts(tx, org, requestId, [...new Set(productIds)]);
  if (assigneeIds) await replaceRequestAssignees(tx, org, requestId, [...new Set(assigneeIds)]);
}

const fieldLabels: Record<string, string> = {
  customer: 'customer',
  customer_type: 'customer type',
  source_relation_type: 'source relation',
  customer_mrr: 'MRR',
  products: 'products',
  requestor: 'requestor',
  customer_comments: 'requestor comments',
  gtm_poc: 'GTM POC',
  owner: 'owner',
  assignees: 'assignees',
  due_date: 'due date',
  additional_instructions: 'instructions',
};

/** Edits a request and answers with it. */
export function updateRequest(deps: AppDeps, auth: AuthContext, id: string, b: UpdateBody): Promise<QuestionnaireRequestView> {
  return deps.tenant(auth, async (tx) => {
    await editRequest(tx, auth, id, b);
    return requestDetail(tx, auth, id);
  });
}

async function editRequest(tx: Tx, auth: AuthContext, id: string, b: UpdateBody): Promise<void> {
  const org = auth.organizationId;
  const gate = await gateRequest(tx, auth, id);
  if (isRequestClosed(gate.status))
    throw conflict(`This request is ${requestStatusLabels[gate.status as RequestStatus].toLowerCase()} and can no longer be edited.`);
  const current = await selectRequest(tx, org, id);
  if (!current) throw requestNotFound();
  if (b.due_date && b.due_date !== current.dueDate) checkDueDate(b.due_date);
  await checkReferences(tx, org, b);
  const patch: Partial<typeof questionnaireRequests.$inferInsert> = {};
  if (b.customer !== undefined) patch.customerId = b.customer;
  if (b.customer_type !== undefined) patch.customerType = b.customer_type;
  if (b.source_relation_type !== undefined) patch.sourceRelationType = b.source_relation_type;
  if (b.customer_mrr !== undefined) patch.customerMrr = b.customer_mrr === null ? null : String(b.customer_mrr);
  if (b.requestor !== undefined) patch.requestor = b.requestor;
  if (b.customer_comments !== undefined) patch.customerComments = b.customer_comments;
  if (b.gtm_poc !== undefined) patch.gtmPocId = b.gtm_poc;
  if (b.owner !== undefined) patch.ownerId = b.owner ?? auth.userId;
  if (b.due_date !== undefined) Object.assign(patch, { dueDate: b.due_date, dueDateSource: 'MANUAL' });
  if (b.additional_instructions !== undefined) patch.additionalInstructions = b.additional_instructions;
  await updateRequestRow(tx, org, id, patch);
  await replaceLinks(tx, org, id, b.products, b.assignees);
  await recomputePriorities(tx, org, [id]);
  const changed = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  const onlyDue = changed.length === 1 && changed[0] === 'due_date';
  await logRequest(
    tx,
    auth,
    org,
    { id, reqNum: current.reqNum },
    'update',
    onlyDue
      ? `Changed the due date of ${reqNumLabel(current.reqNum)} to ${b.due_date ?? 'none'}`
      : `Edited ${reqNumLabel(current.reqNum)}: ${changed.map((k) => fieldLabels[k] ?? k).join(', ')}`,
    { fields: changed },
  );
}

/** A request with its files, as the details page shows it. */
export function getRequest(deps: AppDeps, auth: AuthContext, id: string): Promise<QuestionnaireRequestView> {
  return deps.tenant(auth, (tx) => requestDetail(tx, auth, id));
}

/** A request with its files, read in the caller's transaction (after a change to it or its files). */
export async function requestDetail(tx: Tx, auth: AuthContext, id: string): Promise<QuestionnaireRequestView> {
  await gateRequest(tx, auth, id);
  const row = await loadRequestRow(tx, auth.organizationId, id);
  if (!row) throw requestNotFound();
  const files = await loadFiles(tx, auth.organizationId, id);
  const stats = await loadFileStats(
    tx,
    auth.organizationId,
    files.map((f) => f.id),
    isSme(auth) ? auth.userId : undefined,
  );
  const req = {
    id,
    req_num: row.req_num,
    status: row.status,
    due_date: row.due_date,
    customer: row.customer_id ? { id: row.customer_id, name: row.customer_name ?? '' } : null,
    owner: row.owner_id ? { id: row.owner_id, full_name: row.owner_name ?? '' } : null,
  };
  return requestView(
    row,
    auth,
    files.map((f) => fileView(f, req, stats.get(f.id), auth)),
  );
}

type StatusBody = z.output<typeof changeRequestStatusBody>;

/** A person moves the request: cancel, complete, submit to the customer (questionnaires §4); answers with the request. */
export function changeRequestStatus(deps: AppDeps, auth: AuthContext, id: string, b: StatusBody): Promise<QuestionnaireRequestView> {
  return deps.tenant(auth, async (tx) => {
    await moveRequest(tx, auth, id, b);
    return requestDetail(tx, auth, id);
  });
}

async function moveRequest(tx: Tx, auth: AuthContext, id: string, b: StatusBody): Promise<void> {
  const org = auth.organizationId;
  const gate = await gateRequest(tx, auth, id);
  const from = gate.status as RequestStatus;
  const to: RequestStatus = b.status === 'COMPLETED' ? 'COMPLETE' : b.status;
  if (from === to) throw conflict(`This request is already ${requestStatusLabels[to].toLowerCase()}.`, 'status');
  if (!requestTransitions[from].includes(to)) {
    throw conflict(
      to === 'CANCELLED'
        ? `A ${requestStatusLabels[from].toLowerCase()} request cannot be cancelled.`
        : `A ${requestStatusLabels[from].toLowerCase()} request cannot be marked ${requestStatusLabels[to].toLowerCase()}.`,
      'status',
    );
  }
  if (to === 'COMPLETE') {
    const files = await loadFiles(tx, org, id);
    if (files.length === 0) throw conflict('Add a questionnaire file before completing the request.', 'status');
    const open = files.filter((f) => f.status !== 'COMPLETE');
    if (open.length) throw conflict(`Complete every file first (${open.map((f) => f.fileName).join(', ')}).`, 'status');
  }
  await updateRequestRow(tx, org, id, {
    status: to,
    statusChangedAt: new Date(),
    ...(b.additional_instructions !== undefined ? { additionalInstructions: b.additional_instructions } : {}),
  });
  const verb =
    to === 'CANCELLED' ? 'Cancelled' : to === 'SUBMITTED_TO_CUSTOMER' ? 'Submitted to the customer' : `Marked ${requestStatusLabels[to].toLowerCase()}`;
  await logRequest(tx, auth, org, gate, 'status_change', `${verb}: ${reqNumLabel(gate.reqNum)}${gate.customerName ? ` for ${gate.customerName}` : ''}`, {
    from,
    to,
  });
}

/** Where the files say the request stands; people's decisions (cancelled, complete, submitted) stay. */
export function derivedStatus(current: RequestStatus, files: { status: string; aiStatus: string; isReviewStarted: boolean }[]): RequestStatus {
  if (isRequestClosed(current)) return current;
  if (files.length === 0) return 'OPEN';
  if (files.every((f) => f.status === 'COMPLETE')) return 'COMPLETE';
  if (files.every((f) => f.status === 'APPROVED' || f.status === 'COMPLETE')) return 'APPROVED';
  if (files.every((f) => f.status === 'IN_REVIEW' || f.status === 'APPROVED' || f.status === 'COMPLETE')) return 'IN_REVIEW';
  if (files.some((f) => f.status !== 'NOT_STARTED' || f.aiStatus !== 'NOT_STARTED' || f.isReviewStarted)) return 'IN_PROGRESS';
  // Files not started yet do not undo work someone marked begun: a request in progress gets more files, it does not reopen.
  return current === 'OPEN' ? 'OPEN' : 'IN_PROGRESS';
}

/** After a file changes: move the request along with its files, and log it. */
export async function syncRequestStatus(tx: Tx, actor: AuthContext | null, org: string, requestId: string): Promise<RequestStatus> {
  const r = await selectRequest(tx, org, requestId);
  if (!r) return 'OPEN';
  const files = await loadFiles(tx, org, requestId);
  const next = derivedStatus(r.status as RequestStatus, files);
  if (next === r.status) return next;
  await updateRequestRow(tx, org, requestId, { status: next, statusChangedAt: new Date() });
  await logRequest(tx, actor, org, r, 'status_change', `Changed the status of ${reqNumLabel(r.reqNum)} to ${requestStatusLabels[next].toLowerCase()}`, {
    from: r.status,
    to: next,
    automatic: true,
  });
  return next;
}
