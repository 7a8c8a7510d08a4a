import { reqNumLabel } from '@shared/contracts/questionnaires';
import type { Tx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import type { AuthContext } from '../../lib/context';

type Actor = Pick<AuthContext, 'userId' | 'organizationId' | 'fullName'> | null;

/** Activity of a request (group 'request', object type 'request'). */
export function logRequest(
  tx: Tx,
  actor: Actor,
  org: string,
  r: { id: string; reqNum: number },
  action: string,
  description: string,
  metadata: Record<string, unknown> = {},
) {
  return recordActivity(tx, actor, org, {
    group: 'request',
    action,
    objectType: 'request',
    objectId: r.id,
    objectName: reqNumLabel(r.reqNum),
    description,
    metadata,
  });
}

/** Activity of a questionnaire file (group 'request', object type 'questionnairefile'). */
export function logFile(
  tx: Tx,
  actor: Actor,
  org: string,
  f: { id: string; name: string; requestId: string },
  action: string,
  description: string,
  metadata: Record<string, unknown> = {},
) {
  return recordActivity(tx, actor, org, {
    group: 'request',
    action,
    objectType: 'questionnairefile',
    objectId: f.id,
    objectName: f.name,
    description,
    metadata: { request_id: f.requestId, ...metadata },
  });
}
