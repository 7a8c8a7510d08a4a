import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crmAuthorizeSchema, crmConnectBody, crmConnectionViewSchema, crmMappingBody } from '@shared/contracts/crm';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { dataResponse } from '../../lib/http';
import { finishConnect, registerCrmJobs, saveMapping, startConnect, syncNow } from './service';

/** The live Salesforce connection: OAuth connect, field mapping, imports on demand (and scheduled, as jobs). */
export async function registerCrm(app: FastifyInstance, deps: AppDeps) {
  registerCrmJobs(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const connectionResponse = { 200: dataResponse(crmConnectionViewSchema.nullable()) };

  r.post(
    '/api/v1/salesforce/connect/',
    { config: { permission: 'settings:edit' }, schema: { body: crmConnectBody, response: { 200: dataResponse(crmAuthorizeSchema) } } },
    async (req) => ({ data: await startConnect(deps, req.auth!, req.body) }),
  );

  // Salesforce sends the admin's browser back here; the signed state says which organisation asked.
  r.get(
    '/salesforce/oauth/callback',
    { schema: { querystring: z.object({ code: z.string().max(2000).default(''), state: z.string().max(2000).default('') }) } },
    async (req, reply) => {
      try {
        await finishConnect(deps, req.query.code, req.query.state);
        return reply.redirect('/admin-functions/settings?tab=integrations&crm=connected', 303);
      } catch (err) {
        const detail = err instanceof AppError ? err.detail : 'The connection to Salesforce could not be completed.';
        return reply.redirect(`/admin-functions/settings?tab=integrations&crm_error=${encodeURIComponent(detail)}`, 303);
      }
    },
  );

  r.put(
    '/api/v1/salesforce/mapping/',
    { config: { permission: 'settings:edit' }, schema: { body: crmMappingBody, response: connectionResponse } },
    async (req) => ({ data: await saveMapping(deps, req.auth!, req.body) }),
  );

  r.post('/api/v1/salesforce/sync/', { config: { permission: 'settings:edit' }, schema: { response: connectionResponse } }, async (req) => ({
    data: await syncNow(deps, req.auth!),
  }));
}
