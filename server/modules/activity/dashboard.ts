import { z } from 'zod';
import { activityLogEntrySchema } from '@shared/contracts/activity';
import type { DashboardSection } from '../../lib/dashboard-section';
import { recentActivity } from './service';

/** Home: the newest activity this user may read. */
export const recentActivitySection: DashboardSection = {
  key: 'recent_activity',
  permission: 'activity_log:view',
  schema: z.object({ activity_logs: z.array(activityLogEntrySchema) }),
  load: (tx, auth) => recentActivity(tx, auth),
};
