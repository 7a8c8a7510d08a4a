import type { DashboardSection } from '../../lib/dashboard-section';
import { recentActivity } from './service';

/** Home: the newest activity this user may read. */
export const recentActivitySection: DashboardSection = {
  key: 'recent_activity',
  permission: 'activity_log:view',
  load: (tx, auth) => recentActivity(tx, auth),
};
