import type { FormOptions } from '@shared/contracts/questionnaires';
import type { Tx } from '@server/db/client';
import type { AuthContext } from '@server/lib/context';
import { selectFormOptions } from './queries';

/** What the request form offers: customers (matching the search), products and people of the organisation. */
export async function formOptions(tx: Tx, auth: AuthContext, search?: string): Promise<FormOptions> {
  const like = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  return selectFormOptions(tx, auth.organizationId, like);
}
