import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataResponse } from '../../lib/http';
import type { AppDeps } from '../../deps';
import { ping } from './queries';

export async function registerHealth(app: FastifyInstance, deps: AppDeps) {
  app.get(
    '/api/v1/health/',
    {
      config: { permission: 'public' },
      schema: { response: { 200: dataResponse(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })) } },
    },
    async () => {
      await ping(deps.db);
      return { data: { status: 'ok', database: deps.database.kind } };
    },
  );
}
