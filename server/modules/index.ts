import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { registerHealth } from './health/routes';
import { registerIam } from './iam/routes';
import { registerDashboard } from './dashboard/routes';
import { registerSecurityTopics } from './security-topics/routes';
import { registerSecurityReports } from './security-reports/routes';
import { registerCertifications } from './certifications/routes';
import { registerSecurityControls } from './security-controls/routes';
import { registerAnnouncements } from './announcements/routes';
import { registerSubscribers } from './subscribers/routes';
import { registerTcConfig } from './tc-config/routes';
import { registerPublicSite } from './public-site/routes';
import { registerCustomers } from './customers/routes';
import { registerProducts } from './products/routes';
import { registerActivity } from './activity/routes';
import { registerUsers } from './users/routes';
import { registerRoles } from './roles/routes';
import { registerSettings } from './settings/routes';
import { registerApiKeys } from './api-keys/routes';
import { registerOutbox } from './outbox/routes';
import { registerQuestionnaires } from './questionnaires/routes';
import { registerKnowledgeHub } from './knowledge-hub/routes';
import { registerGatedAccess } from './gated-access/routes';
import { registerSso } from './sso/index';
import { registerOperator } from './operator/index';
import { registerCrm } from './crm/index';
import { registerSecurityEvents } from './security-events/routes';
import { registerSubProcessorNotices } from './sub-processor-notices/routes';

export type ModuleRegistration = (app: FastifyInstance, deps: AppDeps) => Promise<void>;

/** Every area of the product, registered in this order. */
export const modules: ModuleRegistration[] = [
  registerHealth,
  registerIam,
  registerDashboard,
  registerSecurityTopics,
  registerSecurityReports,
  registerCertifications,
  registerSecurityControls,
  registerAnnouncements,
  registerSubscribers,
  registerTcConfig,
  registerPublicSite,
  registerCustomers,
  registerProducts,
  registerActivity,
  registerUsers,
  registerRoles,
  registerSettings,
  registerApiKeys,
  registerOutbox,
  registerQuestionnaires,
  registerKnowledgeHub,
  registerGatedAccess,
  registerSso,
  registerOperator,
  registerCrm,
  registerSecurityEvents,
  registerSubProcessorNotices,
];
