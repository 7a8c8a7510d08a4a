import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listFilters } from '@shared/contracts/content-common';
import { securityTopicSchema, topicInput, topicPaginationExtras, topicPatch } from '@shared/contracts/security-topics';
import type { AppDeps } from '../../deps';
import { dataResponse, idParam, listQuery, listResponse, noContent } from '../../lib/http';
import { createTopic, deleteTopic, getTopic, listTopics, updateTopic } from './service';

const base = '/api/v1/tc-config/security-topic';
const one = dataResponse(securityTopicSchema);

/** Security topics (portal §3, §5, §7): list, create, read, update (incl. the active toggle), delete. */
export async function registerSecurityTopics(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/`,
    {
      config: { permission: 'security_topics:view' },
      schema: {
        querystring: listQuery.extend(listFilters),
        response: { 200: listResponse(z.object({ security_topics: z.array(securityTopicSchema) }), topicPaginationExtras) },
      },
    },
    async (req) => listTopics(deps, req.auth!, req.query),
  );

  r.post(`${base}/`, { config: { permission: 'security_topics:create' }, schema: { body: topicInput, response: { 201: one } } }, async (req, reply) => {
    const data = await createTopic(deps, req.auth!, req.body);
    return reply.status(201).send({ data });
  });

  r.get(`${base}/:id/`, { config: { permission: 'security_topics:view' }, schema: { params: idParam, response: { 200: one } } }, async (req) => ({
    data: await getTopic(deps, req.auth!, req.params.id),
  }));

  r.patch(
    `${base}/:id/`,
    { config: { permission: 'security_topics:edit' }, schema: { params: idParam, body: topicPatch, response: { 200: one } } },
    async (req) => ({
      data: await updateTopic(deps, req.auth!, req.params.id, req.body),
    }),
  );

  r.delete(
    `${base}/:id/`,
    { config: { permission: 'security_topics:delete' }, schema: { params: idParam, response: { 204: noContent } } },
    async (req, reply) => {
      await deleteTopic(deps, req.auth!, req.params.id);
      return reply.status(204).send();
    },
  );
}
