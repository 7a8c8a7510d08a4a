import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityLogEntrySchema, activityPaginationExtras, activityQuery } from '@shared/contracts/activity';
import type { AppDeps } from '../../deps';
import { listResponse } from '../../lib/http';
import { listActivity } from './service';

/** The activity log (questionnaires §2.3, §7): by group with search, or by object. A 404 means an empty page. */
export async function registerActivity(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/core/activity-log/',
    {
      config: { permission: 'activity_log:view' },
      schema: {
        querystring: activityQuery,
        response: { 200: listResponse(z.object({ activity_logs: z.array(activityLogEntrySchema) }), activityPaginationExtras) },
      },
    },
    async (req) => listActivity(deps, req.auth!, req.query),
  );
}
