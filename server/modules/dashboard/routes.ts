import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { dashboardSummary } from './service';

/** Home dashboard: each area contributes a section of figures the signed-in user may see. */
export async function registerDashboard(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/v1/dashboard/summary/', { config: { permission: 'authenticated' } }, async (request) => dashboardSummary(deps, request.auth!));

  app.get('/api/v1/app-info/', { config: { permission: 'public' } }, async () => ({
    data: { support_email: deps.config.supportEmail, mail_transport: deps.mail.transport },
  }));
}


