import { can } from '@shared/permissions';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../lib/context';
import { dashboardSections } from './sections';

/** The Home dashboard: the figures of every section the caller may see, in one tenant transaction. */
export function dashboardSummary(deps: AppDeps, auth: AuthContext) {
  return deps.tenant(auth, async (tx) => {
    const data: Record<string, unknown> = {};
    for (const section of dashboardSections) {
      if (section.permission && !can(auth.permissions, section.permission)) continue;
      data[section.key] = await section.load(tx, auth);
    }
    return { data };
  });
}
