import type { DashboardSection } from '../../lib/dashboard-section';
import { productFigures } from './service';

/** Home: the products and how many questionnaire requests each is tagged on. */
export const productsSection: DashboardSection = {
  key: 'products',
  permission: 'product:view',
  load: (tx, auth) => productFigures(tx, auth.organizationId),
};
