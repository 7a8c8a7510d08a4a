import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { ping } from './queries';

export async function registerHealth(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/v1/health/', { config: { permission: 'public' } }, async () => {
    await ping(deps.db);
    return { data: { status: 'ok', database: deps.database.kind } };
  });
}
