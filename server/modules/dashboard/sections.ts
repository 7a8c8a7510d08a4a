import { z } from 'zod';
import type { DashboardSection } from '../../lib/dashboard-section';
import { selectTeamByRole } from './queries';
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
    schema: z.object({ by_role: z.array(z.object({ role: z.string(), active: z.number(), pending: z.number() })), total_active: z.number() }),
    async load(tx, auth) {
      const byRole = await selectTeamByRole(tx, auth.organizationId);
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
