import { sql } from 'drizzle-orm';
import { closedRequestStatuses, requestStatuses, type Priority, type QuestionnaireDashboard, type RequestStatus } from '../../../shared/contracts/questionnaires';
import { rows, type Tx } from '../../db/client';
import type { AuthContext } from '../../lib/context';
import { isSme, smeInvolved } from './access';

const closed = sql.join(closedRequestStatuses.map((s) => sql`${s}`), sql`, `);

/** Home dashboard figures: requests by status, and the open requests waiting on me. */
export async function loadQuestionnaireDashboard(tx: Tx, auth: AuthContext): Promise<QuestionnaireDashboard> {
  const org = auth.organizationId;
  const visible = isSme(auth) ? sql`and r.status <> 'CANCELLED' and ${smeInvolved(auth)}` : sql``;
  const counts = await rows<{ status: RequestStatus; count: number }>(
    tx,
    sql`select r.status, count(*)::int as count from questionnaire_requests r where r.organization_id = ${org} ${visible} group by r.status`,
  );
  const byStatus = requestStatuses.map((status) => ({ status, count: counts.find((c) => c.status === status)?.count ?? 0 }));
  const mine = await rows<{ id: string; req_num: number; customer: string | null; due_date: string | null; priority: Priority; status: RequestStatus; open_questions: number }>(
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
  const [overdue] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from questionnaire_requests r where r.organization_id = ${org} and r.due_date < current_date and r.status not in (${closed}) ${visible}`,
  );
  return { by_status: byStatus, assigned_to_me: mine, overdue: overdue?.n ?? 0 };
}

export const questionnaireDashboard = {
  key: 'questionnaires',
  permission: 'questionnaire_request:view' as const,
  load: loadQuestionnaireDashboard,
};
