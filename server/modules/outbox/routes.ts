import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailTransports, outboxMessageSchema } from '@shared/contracts/outbox';
import type { AppDeps } from '../../deps';
import { listQuery, listResponse } from '../../lib/http';
import { listOutbox } from './service';

/** The dev outbox (mail_outbox:view): read invitation links and other mail without SMTP. */
export async function registerOutbox(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/core/outbox/',
    {
      config: { permission: 'mail_outbox:view' },
      schema: {
        querystring: listQuery,
        response: { 200: listResponse(z.object({ messages: z.array(outboxMessageSchema), transport: z.enum(mailTransports) })) },
      },
    },
    async (req) => listOutbox(deps, req.auth!, req.query),
  );
}
