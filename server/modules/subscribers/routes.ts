import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriberSchema } from '@shared/contracts/subscribers';
import type { AppDeps } from '../../deps';
import { idParam, listQuery, listResponse, noContent } from '../../lib/http';
import { deleteSubscriber, listSubscribers } from './service';

const base = '/api/v1/tc-config/subscriber';

/** Trust Center subscribers (portal §3, §7): paged list and delete. Sign-up is on the public site. */
export async function registerSubscribers(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/`,
    {
      config: { permission: 'subscribers:view' },
      schema: { querystring: listQuery, response: { 200: listResponse(z.object({ subscribers: z.array(subscriberSchema) })) } },
    },
    async (req) => listSubscribers(deps, req.auth!, req.query),
  );

  r.delete(`${base}/:id/`, { config: { permission: 'subscribers:delete' }, schema: { params: idParam, response: { 204: noContent } } }, async (req, reply) => {
    await deleteSubscriber(deps, req.auth!, req.params.id);
    return reply.status(204).send();
  });
}
