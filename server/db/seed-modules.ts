import type { Tx } from './client';
import type { SeededOrg } from './seed';
import { seedTrustCenterContent } from './demo/trust-center-content';
import { seedCustomers } from '../modules/customers/seed';
import { seedProducts } from '../modules/products/seed';
import { seedKnowledgeHub } from '../modules/knowledge-hub/seed';
import { seedQuestionnaires } from '../modules/questionnaires/seed';
import { seedTrustCenter } from '../modules/tc-config/seed';
import { seedGatedAccess } from '../modules/gated-access/seed';
import { seedSecurityEvents } from '../modules/security-events/seed';

/** Each area adds its demo content here (Acme Cloud gets a living product; Globex stays empty). */
export type DemoSeeder = (tx: Tx, org: SeededOrg) => Promise<void>;

export const demoSeeders: DemoSeeder[] = [seedCustomers, seedProducts, seedKnowledgeHub, seedTrustCenterContent, seedTrustCenter, seedQuestionnaires, seedGatedAccess, seedSecurityEvents];
