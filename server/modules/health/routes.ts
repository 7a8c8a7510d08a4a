import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';

export async function registerHealth(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/v1/health/', { config: { permission: 'public' } }, async () => {
    await deps.db.execute(sql`select 1`);
    return { data: { status: 'ok', database: deps.database.kind } };
  });
}
