import { sql } from 'drizzle-orm';
import { closedRequestStatuses, type Priority, type RequestStatus } from '@shared/contracts/questionnaires';
import { rows, type Tx } from '../../db/client';
import type { AuthContext } from '../../lib/context';
import { smeInvolved } from './access.queries';

const closed = sql.join(
  closedRequestStatuses.map((s) => sql`${s}`),
  sql`, `,
);
const visibleTo = (auth: AuthContext, asSme: boolean) => (asSme ? sql`and r.status <> 'CANCELLED' and ${smeInvolved(auth)}` : sql``);

export const countRequestsByStatus = (tx: Tx, auth: AuthContext, asSme: boolean) =>
  rows<{ status: RequestStatus; count: number }>(
    tx,
    sql`select r.status, count(*)::int as count from questionnaire_requests r where r.organization_id = ${auth.organizationId} ${visibleTo(auth, asSme)} group by r.status`,
  );

/** Open requests waiting on me (owner, assignee, or holder of an unapproved question), most urgent first. */
export function selectMyOpenRequests(tx: Tx, auth: AuthContext) {
  const org = auth.organizationId;
  return rows<{
    id: string;
    req_num: number;
    customer: string | null;
    due_date: string | null;
    priority: Priority;
    status: RequestStatus;
    open_questions: number;
  }>(
    tx,
    sql`select r.id, r.req_num, c.name as customer, r.due_date::text as due_date, r.priority, r.status,
               (select count(*)::int from questionnaire_questions q
                 where q.organization_id = ${org} and q.request_id = r.id and q.assignee_id = ${auth.userId} and q.status <> 'APPROVED'
                   and (q.sme_status is null or q.sme_status <> 'SME_DONE')) as open_questions
        from questionnaire_requests r left join customers c on c.id = r.customer_id and c.organization_id = r.organization_id
        where r.organization_id = ${org} and r.status not in (${closed})
          and (r.owner_id = ${auth.userId}
               or exists (select 1 from questionnaire_request_assignees a where a.organization_id = ${org} and a.request_id = r.id and a.user_id = ${auth.userId})
               or exists (select 1 from questionnaire_questions q where q.organization_id = ${org} and q.request_id = r.id and q.assignee_id = ${auth.userId} and q.status <> 'APPROVED'))
        order by r.priority, r.due_date asc nulls last, r.req_num desc
        limit 8`,
  );
}

export async function countOverdueRequests(tx: Tx, auth: AuthContext, asSme: boolean): Promise<number> {
  const [overdue] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from questionnaire_requests r where r.organization_id = ${auth.organizationId} and r.due_date < current_date and r.status not in (${closed}) ${visibleTo(auth, asSme)}`,
  );
  return overdue?.n ?? 0;
}
