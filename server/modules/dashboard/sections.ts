import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import type { DashboardSection } from '../../lib/dashboard-section';
import { customersSection } from '../customers/index';
import { productsSection } from '../products/index';
import { recentActivitySection } from '../activity/index';
import { questionnaireDashboard } from '../questionnaires/index';
import { securityEventsDashboard } from '../security-events/index';
import { accessRequestsDashboard } from '../gated-access/index';

/** Sections of the Home dashboard; each area appends its own. */
export const dashboardSections: DashboardSection[] = [
  {
    key: 'team',
    permission: 'users:view',
    async load(tx, auth) {
      const byRole = await rows<{ role: string; active: number; pending: number }>(
        tx,
        sql`select r.name as role,
                   count(u.id) filter (where u.is_active)::int as active,
                   count(u.id) filter (where u.is_active and u.last_login is null)::int as pending
            from roles r left join users u on u.role_id = r.id and u.organization_id = r.organization_id
            where r.organization_id = ${auth.organizationId}
            group by r.name order by r.name`,
      );
      return { by_role: byRole, total_active: byRole.reduce((n, r) => n + r.active, 0) };
    },
  },
  customersSection,
  productsSection,
  recentActivitySection,
  questionnaireDashboard,
  { key: 'security_events', permission: 'security_event:view', load: securityEventsDashboard },
  { key: 'access_requests', permission: 'access_request:view', load: accessRequestsDashboard },
];
