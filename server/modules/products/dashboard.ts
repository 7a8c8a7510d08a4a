import { z } from 'zod';
import type { DashboardSection } from '../../lib/dashboard-section';
import { productFigures } from './service';

/** Home: the products and how many questionnaire requests each is tagged on. */
export const productsSection: DashboardSection = {
  key: 'products',
  permission: 'product:view',
  schema: z.object({ total: z.number(), products: z.array(z.object({ id: z.string(), name: z.string(), request_count: z.number() })) }),
  load: (tx, auth) => productFigures(tx, auth.organizationId),
};
