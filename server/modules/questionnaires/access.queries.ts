import { sql, type SQL } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { activityLogs } from '../../db/schema/index';
import type { AuthContext } from '../../lib/context';

/** The SQL condition "this SME is involved in request r": assignee, owner, or holder of a question. */
export const smeInvolved = (auth: AuthContext, alias = 'r') => sql`(
  ${sql.raw(alias)}.owner_id = ${auth.userId}
  or exists (select 1 from questionnaire_request_assignees a where a.organization_id = ${auth.organizationId} and a.request_id = ${sql.raw(alias)}.id and a.user_id = ${auth.userId})
  or exists (select 1 from questionnaire_questions q where q.organization_id = ${auth.organizationId} and q.request_id = ${sql.raw(alias)}.id and q.assignee_id = ${auth.userId})
)`;

/** A request with its customer's name, and whether the caller (checked only when `asSme`) is involved in it. */
export async function selectRequestGate(tx: Tx, auth: AuthContext, requestId: string, asSme: boolean) {
  const [row] = await rows<{ id: string; status: string; req_num: number; customer_name: string | null; involved: boolean }>(
    tx,
    sql`select r.id, r.status, r.req_num, c.name as customer_name, ${asSme ? smeInvolved(auth) : sql`true`} as involved
        from questionnaire_requests r left join customers c on c.id = r.customer_id and c.organization_id = r.organization_id
        where r.organization_id = ${auth.organizationId} and r.id = ${requestId}`,
  );
  return row;
}

/**
 * The activity rows an SME may read: rows about a request (or one of its files) only when they are involved in
 * that request and it is not cancelled; every other row of the log as it is.
 */
export function smeActivityScope(auth: AuthContext): SQL {
  const requestId = sql`case
    when ${activityLogs.objectType} = 'request' then ${activityLogs.objectId}
    when ${activityLogs.objectType} = 'questionnairefile' and ${activityLogs.metadata} ->> 'request_id' ~ '^[0-9a-fA-F-]{36}$'
      then (${activityLogs.metadata} ->> 'request_id')::uuid
  end`;
  return sql`(${activityLogs.objectType} not in ('request', 'questionnairefile') or (${activityLogs.objectType} = 'request' and ${activityLogs.objectId} is null)
    or exists (select 1 from questionnaire_requests r where r.organization_id = ${auth.organizationId} and r.id = ${requestId}
      and r.status <> 'CANCELLED' and ${smeInvolved(auth)}))`;
}
