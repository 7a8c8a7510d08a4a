import { sql } from 'drizzle-orm';
import { ErrorCode } from '../../../shared/errors';
import { ACCESS_DENIED_DETAIL } from '../../../shared/contracts/questionnaires';
import { can } from '../../../shared/permissions';
import { rows, type Tx } from '../../db/client';
import type { AuthContext } from '../../lib/context';
import { AppError } from '../../lib/errors';

/** SMEs see only what they work on (questionnaires §6). */
export const isSme = (auth: AuthContext) => auth.roleSlug === 'sme';

/** A missing request or file answers `invalid`: the console shows its not-found page (questionnaires §8). */
export const requestNotFound = () => new AppError(404, ErrorCode.invalid, 'This questionnaire request does not exist.');
export const fileNotFound = () => new AppError(404, ErrorCode.invalid, 'This questionnaire file does not exist.');
export const accessDenied = () => new AppError(403, ErrorCode.permissionDenied, ACCESS_DENIED_DETAIL);

/** The SQL condition "this SME is involved in request r": assignee, owner, or holder of a question. */
export const smeInvolved = (auth: AuthContext, alias = 'r') => sql`(
  ${sql.raw(alias)}.owner_id = ${auth.userId}
  or exists (select 1 from questionnaire_request_assignees a where a.organization_id = ${auth.organizationId} and a.request_id = ${sql.raw(alias)}.id and a.user_id = ${auth.userId})
  or exists (select 1 from questionnaire_questions q where q.organization_id = ${auth.organizationId} and q.request_id = ${sql.raw(alias)}.id and q.assignee_id = ${auth.userId})
)`;

export interface RequestGate {
  id: string;
  status: string;
  reqNum: number;
  customerName: string | null;
}

/**
 * Loads a request for the caller or refuses: missing → invalid (not found); an SME may not open a
 * cancelled request nor one they have nothing to do with → Access Denied.
 */
export async function gateRequest(tx: Tx, auth: AuthContext, requestId: string): Promise<RequestGate> {
  const [row] = await rows<{ id: string; status: string; req_num: number; customer_name: string | null; involved: boolean }>(
    tx,
    sql`select r.id, r.status, r.req_num, c.name as customer_name, ${isSme(auth) ? smeInvolved(auth) : sql`true`} as involved
        from questionnaire_requests r left join customers c on c.id = r.customer_id and c.organization_id = r.organization_id
        where r.organization_id = ${auth.organizationId} and r.id = ${requestId}`,
  );
  if (!row) throw requestNotFound();
  if (isSme(auth) && (row.status === 'CANCELLED' || !row.involved)) throw accessDenied();
  return { id: row.id, status: row.status, reqNum: row.req_num, customerName: row.customer_name };
}

/** Non-SME users who may edit files change file statuses (allowed_actions.can_change_status). */
export const canChangeFileStatus = (auth: AuthContext) => !isSme(auth) && can(auth.permissions, 'questionnaire_request_file:edit');
