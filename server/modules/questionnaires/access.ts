import { ErrorCode } from '@shared/errors';
import { ACCESS_DENIED_DETAIL } from '@shared/contracts/questionnaires';
import { can } from '@shared/permissions';
import type { Tx } from '../../db/client';
import type { AuthContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { selectRequestGate } from './access.queries';

/** SMEs see only what they work on (questionnaires §6). */
export const isSme = (auth: AuthContext) => auth.roleSlug === 'sme';

/** A missing request or file answers `invalid`: the console shows its not-found page (questionnaires §8). */
export const requestNotFound = () => new AppError(404, ErrorCode.invalid, 'This questionnaire request does not exist.');
export const fileNotFound = () => new AppError(404, ErrorCode.invalid, 'This questionnaire file does not exist.');
export const accessDenied = () => new AppError(403, ErrorCode.permissionDenied, ACCESS_DENIED_DETAIL);

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
  const row = await selectRequestGate(tx, auth, requestId, isSme(auth));
  if (!row) throw requestNotFound();
  if (isSme(auth) && (row.status === 'CANCELLED' || !row.involved)) throw accessDenied();
  return { id: row.id, status: row.status, reqNum: row.req_num, customerName: row.customer_name };
}

/** Non-SME users who may edit files change file statuses (allowed_actions.can_change_status). */
export const canChangeFileStatus = (auth: AuthContext) => !isSme(auth) && can(auth.permissions, 'questionnaire_request_file:edit');
