import type { Db } from '../db/client';
import { seedDemoWith, type DemoSeeder, type SeededOrg } from '../db/seed';
import { seedTrustCenterContent } from './trust-center-content';
import { seedCustomers } from '../modules/customers/seed';
import { seedProducts } from '../modules/products/seed';
import { seedKnowledgeHub } from '../modules/knowledge-hub/seed';
import { seedQuestionnaires } from '../modules/questionnaires/seed';
import { seedTrustCenter } from '../modules/tc-config/seed';
import { seedGatedAccess } from '../modules/gated-access/seed';
import { seedSecurityEvents } from '../modules/security-events/seed';

/** Each area adds its demo content here (Acme Cloud gets a living product; Globex stays empty). The list
 *  lives above `db/` so that the database layer depends on no module. */
export const demoSeeders: DemoSeeder[] = [
  seedCustomers,
  seedProducts,
  seedKnowledgeHub,
  seedTrustCenterContent,
  seedTrustCenter,
  seedQuestionnaires,
  seedGatedAccess,
  seedSecurityEvents,
];

/** Demo data: Acme Cloud with one user per role and the content of every area, and an empty Globex. Skipped when it exists. */
export function seedDemo(db: Db, opts: { log?: (msg: string) => void } = {}): Promise<{ created: boolean; orgs: SeededOrg[] }> {
  return seedDemoWith(db, demoSeeders, opts);
}
