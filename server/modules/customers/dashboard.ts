import { z } from 'zod';
import type { DashboardSection } from '../../lib/dashboard-section';
import { customerFigures } from './service';

/** Home: how many customer accounts, active against inactive, and the newest ones. */
export const customersSection: DashboardSection = {
  key: 'customers',
  permission: 'customer:view',
  schema: z.object({
    total: z.number(),
    active: z.number(),
    inactive: z.number(),
    newest: z.array(z.object({ id: z.string(), name: z.string(), is_active: z.boolean(), created_at: z.string() })),
  }),
  load: (tx, auth) => customerFigures(tx, auth.organizationId),
};
