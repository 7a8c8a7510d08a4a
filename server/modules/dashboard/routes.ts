import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataResponse } from '../../lib/http';
import type { AppDeps } from '../../deps';
import { dashboardSections } from './sections';
import { dashboardSummary } from './service';

/** The summary: each section the caller may see, under its key (a section without a schema shows as any value). */
const summarySchema = dataResponse(z.object(Object.fromEntries(dashboardSections.map((s) => [s.key, (s.schema ?? z.unknown()).optional()]))));

/** Home dashboard: each area contributes a section of figures the signed-in user may see. */
export async function registerDashboard(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/v1/dashboard/summary/', { config: { permission: 'authenticated' }, schema: { response: { 200: summarySchema } } }, async (request) =>
    dashboardSummary(deps, request.auth!),
  );

  app.get(
    '/api/v1/app-info/',
    { config: { permission: 'public' }, schema: { response: { 200: dataResponse(z.object({ support_email: z.string(), mail_transport: z.string() })) } } },
    async () => ({
      data: { support_email: deps.config.supportEmail, mail_transport: deps.mail.transport },
    }),
  );
}
