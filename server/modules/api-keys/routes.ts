import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyInput, apiKeySchema, createdApiKeySchema } from '@shared/contracts/api-keys';
import type { AppDeps } from '../../deps';
import { dataResponse, idParam, noContent } from '../../lib/http';
import { createKey, listKeys, revokeOwnKey } from './service';

const base = '/api/v1/iam/api-keys';

/** The caller's own API keys (`Authorization: Bearer trk_…`): list, create (shown once), revoke. */
export async function registerApiKeys(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/`,
    { config: { permission: 'api_keys:view' }, schema: { response: { 200: dataResponse(z.object({ api_keys: z.array(apiKeySchema) })) } } },
    async (req) => ({ data: { api_keys: await listKeys(deps, req.auth!) } }),
  );

  r.post(
    `${base}/`,
    { config: { permission: 'api_keys:create', signedInOnly: true }, schema: { body: apiKeyInput, response: { 201: dataResponse(createdApiKeySchema) } } },
    async (req, reply) => {
      const data = await createKey(deps, req.auth!, req.body.name);
      return reply.status(201).header('Cache-Control', 'no-store').send({ data });
    },
  );

  r.delete(`${base}/:id/`, { config: { permission: 'api_keys:delete' }, schema: { params: idParam, response: { 204: noContent } } }, async (req, reply) => {
    await revokeOwnKey(deps, req.auth!, req.params.id);
    return reply.status(204).send();
  });
}
