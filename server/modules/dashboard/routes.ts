import type { FastifyInstance } from 'fastify';
import { can } from '../../../shared/permissions';
import type { AppDeps } from '../../deps';
import { dashboardSections } from './sections';

/** Home dashboard: each area contributes a section of figures the signed-in user may see. */
export async function registerDashboard(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/v1/dashboard/summary/', { config: { permission: 'authenticated' } }, async (request) => {
    const auth = request.auth!;
    return deps.tenant(auth, async (tx) => {
      const data: Record<string, unknown> = {};
      for (const section of dashboardSections) {
        if (section.permission && !can(auth.permissions, section.permission)) continue;
        data[section.key] = await section.load(tx, auth);
      }
      return { data };
    });
  });

  app.get('/api/v1/app-info/', { config: { permission: 'public' } }, async () => ({
    data: { support_email: deps.config.supportEmail, mail_transport: deps.mail.transport },
  }));
}


