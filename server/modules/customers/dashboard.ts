import type { DashboardSection } from '../../lib/dashboard-section';
import { customerFigures } from './service';

/** Home: how many customer accounts, active against inactive, and the newest ones. */
export const customersSection: DashboardSection = {
  key: 'customers',
  permission: 'customer:view',
  load: (tx, auth) => customerFigures(tx, auth.organizationId),
};
