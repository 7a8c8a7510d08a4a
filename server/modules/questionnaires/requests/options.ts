import type { FormOptions } from '@shared/contracts/questionnaires';
import type { AppDeps } from '@server/deps';
import type { AuthContext } from '@server/lib/context';
import { selectFormOptions } from './queries';

/** What the request form offers: customers (matching the search), products and people of the organisation. */
export function formOptions(deps: AppDeps, auth: AuthContext, search?: string): Promise<FormOptions> {
  const like = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  return deps.tenant(auth, (tx) => selectFormOptions(tx, auth.organizationId, like));
}
