import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { closedRequestStatuses, requestListQuery } from '@shared/contracts/questionnaires';
import { rows, type Tx } from '@server/db/client';
import { customers, products, questionnaireRequestAssignees, questionnaireRequestProducts, questionnaireRequests, users } from '@server/db/schema/index';
import type { AuthContext } from '@server/lib/context';
import { parseSort } from '@server/lib/http';
import { isSme } from '../access';
import { smeInvolved } from '../access.queries';

export type ListParams = z.output<typeof requestListQuery>;

const fullName = (alias: string) => sql.raw(`trim(${alias}.first_name || ' ' || ${alias}.last_name)`);
const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const closed = list([...closedRequestStatuses]);

/** Columns shared by the list and the details: one row per request with its people and progress. */
export const requestColumns = (org: string) => sql`
  r.id, r.req_num, r.kind, r.status, r.priority, r.priority_rule_id, pr.name as priority_rule_name,
  r.customer_type, r.source_relation_type, r.customer_mrr::float8 as customer_mrr,
  r.requestor, r.customer_comments, r.additional_instructions, r.external_contact,
  r.due_date::text as due_date, r.due_date_source, r.created_at, r.updated_at,
  c.id as customer_id, c.name as customer_name,
  o.id as owner_id, ${fullName('o')} as owner_name, o.team_name as owner_team,
  g.id as gtm_id, ${fullName('g')} as gtm_name, g.team_name as gtm_team,
  cb.id as created_by_id, ${fullName('cb')} as created_by_name,
  coalesce((select json_agg(json_build_object('id', u.id, 'full_name', ${fullName('u')}, 'team_name', u.team_name) order by u.first_name, u.last_name)
            from questionnaire_request_assignees a join users u on u.id = a.user_id and u.organization_id = a.organization_id
            where a.organization_id = ${org} and a.request_id = r.id), '[]'::json) as assignees,
  coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name)
            from questionnaire_request_products rp join products p on p.id = rp.product_id and p.organization_id = rp.organization_id
            where rp.organization_id = ${org} and rp.request_id = r.id), '[]'::json) as products,
  (select count(*)::int from questionnaire_request_files f where f.organization_id = ${org} and f.request_id = r.id) as file_count,
  coalesce(qs.total, 0)::int as question_count, coalesce(qs.approved, 0)::int as approved_count, coalesce(qs.approved_answered, 0)::int as approved_answered_count`;

export const requestJoins = (org: string, from: SQL = sql`questionnaire_requests r`) => sql`
  from ${from}
  left join customers c on c.id = r.customer_id and c.organization_id = r.organization_id
  left join users o on o.id = r.owner_id and o.organization_id = r.organization_id
  left join users g on g.id = r.gtm_poc_id and g.organization_id = r.organization_id
  left join users cb on cb.id = r.created_by_id and cb.organization_id = r.organization_id
  left join questionnaire_priority_rules pr on pr.id = r.priority_rule_id and pr.organization_id = r.organization_id
  left join lateral (select count(*)::int as total, count(*) filter (where q.status = 'APPROVED')::int as approved,
                    count(*) filter (where q.status = 'APPROVED' and (q.answer_text <> '' or q.answer_choice is not null))::int as approved_answered
                     from questionnaire_questions q where q.organization_id = ${org} and q.request_id = r.id) qs on true`;

export interface RequestRow {
  id: string;
  req_num: number;
  kind: string;
  status: string;
  priority: string;
  priority_rule_id: string | null;
  priority_rule_name: string | null;
  customer_type: string;
  source_relation_type: string;
  customer_mrr: number | null;
  requestor: string;
  customer_comments: string;
  additional_instructions: string;
  external_contact: Record<string, string> | null;
  due_date: string | null;
  due_date_source: string;
  created_at: Date | string;
  updated_at: Date | string;
  customer_id: string | null;
  customer_name: string | null;
  owner_id: string | null;
  owner_name: string | null;
  owner_team: string | null;
  gtm_id: string | null;
  gtm_name: string | null;
  gtm_team: string | null;
  created_by_id: string | null;
  created_by_name: string | null;
  assignees: { id: string; full_name: string; team_name: string }[];
  products: { id: string; name: string }[];
  file_count: number;
  question_count: number;
  approved_count: number;
  approved_answered_count: number;
}

export async function loadRequestRow(tx: Tx, org: string, id: string): Promise<RequestRow | undefined> {
  const [row] = await rows<RequestRow>(tx, sql`select ${requestColumns(org)} ${requestJoins(org)} where r.organization_id = ${org} and r.id = ${id}`);
  return row;
}

const sortable = ['priority', 'req_num', 'due_date', 'created_at', 'status', 'customer'] as const;

function orderBy(sortBy: string | undefined): SQL {
  const { field, desc } = parseSort(sortBy, sortable, 'priority');
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const closedLast = sql`(case when r.status in (${closed}) then 1 else 0 end)`;
  switch (field) {
    case 'priority':
      return sql`${closedLast}, r.priority ${dir}, r.due_date asc nulls last, r.req_num desc`;
    case 'due_date':
      return sql`r.due_date ${dir} nulls last, r.priority, r.req_num desc`;
    case 'customer':
      return sql`lower(c.name) ${dir} nulls last, r.req_num desc`;
    case 'status':
      return sql`r.status ${dir}, r.req_num desc`;
    case 'created_at':
      return sql`r.created_at ${dir}`;
    default:
      return sql`r.req_num ${dir}`;
  }
}

const resolveUser = (v: string, auth: AuthContext) => (v === 'me' ? auth.userId : v);
const uuidLike = /^[0-9a-f-]{36}$/i;

/** The request list with its filters (questionnaires §7; issue: status, owner, assignee, customer, due date, priority). */
export async function selectRequests(tx: Tx, auth: AuthContext, q: ListParams): Promise<{ rows: RequestRow[]; total: number }> {
  const org = auth.organizationId;
  const where: SQL[] = [sql`r.organization_id = ${org}`];
  if (isSme(auth)) where.push(sql`r.status <> 'CANCELLED'`, smeInvolved(auth));
  const statuses = q.status
    ?.split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (statuses?.length) where.push(sql`r.status in (${list(statuses)})`);
  const prios = q.priority
    ?.split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (prios?.length) where.push(sql`r.priority in (${list(prios)})`);
  if (q.owner) {
    const owner = resolveUser(q.owner, auth);
    where.push(uuidLike.test(owner) ? sql`r.owner_id = ${owner}` : sql`false`);
  }
  if (q.assignee) {
    const a = resolveUser(q.assignee, auth);
    where.push(
      uuidLike.test(a)
        ? sql`(exists (select 1 from questionnaire_request_assignees x where x.organization_id = ${org} and x.request_id = r.id and x.user_id = ${a})
               or exists (select 1 from questionnaire_questions x where x.organization_id = ${org} and x.request_id = r.id and x.assignee_id = ${a}))`
        : sql`false`,
    );
  }
  if (q.customer) where.push(sql`r.customer_id = ${q.customer}`);
  if (q.due_date_from) where.push(sql`r.due_date >= ${q.due_date_from}::date`);
  if (q.due_date_to) where.push(sql`r.due_date <= ${q.due_date_to}::date`);
  if (q.due === 'overdue') where.push(sql`r.due_date < current_date and r.status not in (${closed})`);
  if (q.due === 'this_week') where.push(sql`r.due_date between current_date and current_date + 7`);
  if (q.due === 'next_30_days') where.push(sql`r.due_date between current_date and current_date + 30`);
  if (q.due === 'none') where.push(sql`r.due_date is null`);
  const search = q.search?.trim();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const num = /^(req-?)?0*(\d{1,9})$/i.exec(search)?.[2];
    where.push(sql`(c.name ilike ${like} or r.requestor ilike ${like} ${num ? sql`or r.req_num = ${Number(num)}` : sql``})`);
  }
  const cond = sql.join(where, sql` and `);
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from questionnaire_requests r left join customers c on c.id = r.customer_id and c.organization_id = r.organization_id where ${cond}`,
  );
  // The page's ids first (filter, sort, limit on the request and its customer only), then the counts and names
  // for those rows alone: counting the questions of every matching request before the limit does not scale.
  const page = sql`(select r.id, row_number() over (order by ${orderBy(q.sort_by)}) as pos
      from questionnaire_requests r left join customers c on c.id = r.customer_id and c.organization_id = r.organization_id
      where ${cond} order by ${orderBy(q.sort_by)} limit ${q.length} offset ${(q.page - 1) * q.length}) pg
    join questionnaire_requests r on r.organization_id = ${org} and r.id = pg.id`;
  const result = await rows<RequestRow>(tx, sql`select ${requestColumns(org)} ${requestJoins(org, page)} where r.organization_id = ${org} order by pg.pos`);
  return { rows: result, total: count?.n ?? 0 };
}

export type RequestInsert = typeof questionnaireRequests.$inferInsert;
export type RequestPatch = Partial<RequestInsert>;

export async function findCustomer(tx: Tx, org: string, id: string) {
  const [c] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.organizationId, org), eq(customers.id, id)));
  return c;
}

export const findProducts = (tx: Tx, org: string, ids: string[]) =>
  tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.organizationId, org), inArray(products.id, ids)));

export const findActiveUsers = (tx: Tx, org: string, ids: string[]) =>
  tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, org), inArray(users.id, ids), eq(users.isActive, true)));

/** The next request number: one after the other per organisation, even when two people create at the same moment. */
export async function nextReqNum(tx: Tx, org: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`questionnaire_request:${org}`}))`);
  const [next] = await rows<{ n: number }>(tx, sql`select coalesce(max(req_num), 0)::int + 1 as n from questionnaire_requests where organization_id = ${org}`);
  return next!.n;
}

export async function insertRequest(tx: Tx, values: RequestInsert) {
  const [created] = await tx.insert(questionnaireRequests).values(values).returning({ id: questionnaireRequests.id, reqNum: questionnaireRequests.reqNum });
  return created!;
}

export async function selectRequest(tx: Tx, org: string, id: string) {
  const [r] = await tx
    .select()
    .from(questionnaireRequests)
    .where(and(eq(questionnaireRequests.organizationId, org), eq(questionnaireRequests.id, id)));
  return r;
}

/** Marks a request as changed now (a file was added). */
export async function touchRequest(tx: Tx, org: string, id: string) {
  await updateRequestRow(tx, org, id, {});
}

export async function updateRequestRow(tx: Tx, org: string, id: string, patch: RequestPatch) {
  await tx
    .update(questionnaireRequests)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(questionnaireRequests.organizationId, org), eq(questionnaireRequests.id, id)));
}

export async function replaceRequestProducts(tx: Tx, org: string, requestId: string, productIds: string[]) {
  await tx
    .delete(questionnaireRequestProducts)
    .where(and(eq(questionnaireRequestProducts.organizationId, org), eq(questionnaireRequestProducts.requestId, requestId)));
  if (productIds.length) await tx.insert(questionnaireRequestProducts).values(productIds.map((productId) => ({ organizationId: org, requestId, productId })));
}

export async function replaceRequestAssignees(tx: Tx, org: string, requestId: string, userIds: string[]) {
  await tx
    .delete(questionnaireRequestAssignees)
    .where(and(eq(questionnaireRequestAssignees.organizationId, org), eq(questionnaireRequestAssignees.requestId, requestId)));
  if (userIds.length) await tx.insert(questionnaireRequestAssignees).values(userIds.map((userId) => ({ organizationId: org, requestId, userId })));
}

/** What the request form offers: customers, products and people of the organisation (active ones). */
export async function selectFormOptions(tx: Tx, org: string, like: string | null) {
  const customerRows = await rows<{ id: string; name: string }>(
    tx,
    sql`select id, name from customers where organization_id = ${org} and is_active ${like ? sql`and name ilike ${like}` : sql``} order by lower(name) limit 500`,
  );
  const productRows = await rows<{ id: string; name: string }>(
    tx,
    sql`select id, name from products where organization_id = ${org} and is_active order by lower(name) limit 500`,
  );
  const userRows = await rows<{ id: string; full_name: string; team_name: string; role: string; role_slug: string }>(
    tx,
    sql`select u.id, trim(u.first_name || ' ' || u.last_name) as full_name, u.team_name, r.name as role, r.slug as role_slug
        from users u join roles r on r.id = u.role_id and r.organization_id = u.organization_id
        where u.organization_id = ${org} and u.is_active
        order by lower(u.first_name), lower(u.last_name) limit 1000`,
  );
  return { customers: customerRows, products: productRows, users: userRows };
}
