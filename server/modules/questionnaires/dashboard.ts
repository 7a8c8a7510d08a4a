import { requestStatuses, type QuestionnaireDashboard } from '@shared/contracts/questionnaires';
import type { Tx } from '../../db/client';
import type { AuthContext } from '../../lib/context';
import { isSme } from './access';
import { countOverdueRequests, countRequestsByStatus, selectMyOpenRequests } from './dashboard.queries';

/** Home dashboard figures: requests by status, and the open requests waiting on me. */
export async function loadQuestionnaireDashboard(tx: Tx, auth: AuthContext): Promise<QuestionnaireDashboard> {
  const counts = await countRequestsByStatus(tx, auth, isSme(auth));
  const byStatus = requestStatuses.map((status) => ({ status, count: counts.find((c) => c.status === status)?.count ?? 0 }));
  const mine = await selectMyOpenRequests(tx, auth);
  const overdue = await countOverdueRequests(tx, auth, isSme(auth));
  return { by_status: byStatus, assigned_to_me: mine, overdue };
}

export const questionnaireDashboard = {
  key: 'questionnaires',
  permission: 'questionnaire_request:view' as const,
  load: loadQuestionnaireDashboard,
};
