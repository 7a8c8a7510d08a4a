import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeRequestStatusBody,
  commentBody,
  commentListQuery,
  createRequestBody,
  prioritizationBody,
  requestListQuery,
  updateRequestBody,
} from '@shared/contracts/questionnaires';
import type { AppDeps } from '@server/deps';
import { dataResponse, listResponse } from '@server/lib/http';
import { listComments, postComment } from '../comments/service';
import { formOptions } from './options';
import { getPrioritization, previewPrioritization, savePrioritization } from '../prioritisation/service';
import { changeRequestStatus, createRequest, getRequest, listRequests, updateRequest } from './service';
import {
  commentListSchema,
  commentSchema,
  formOptionsSchema,
  prioritizationPreviewSchema,
  prioritizationSchema,
  requestListSchema,
  requestSchema,
} from '../responses';

const P = '/api/v1/questionnaire';
const requestParams = z.object({ id: z.uuid() });
const fileParams = z.object({ id: z.uuid(), fileId: z.uuid() });

/** Requests, their comments, the form's choices and the prioritisation rules (questionnaires §7). */
export async function registerRequestRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${P}/request/`,
    { config: { permission: 'questionnaire_request:view' }, schema: { querystring: requestListQuery, response: { 200: listResponse(requestListSchema) } } },
    async (req) => listRequests(deps, req.auth!, req.query),
  );

  r.post(
    `${P}/request/`,
    { config: { permission: 'questionnaire_request:create' }, schema: { body: createRequestBody, response: { 201: dataResponse(requestSchema) } } },
    async (req, reply) => {
      const data = await createRequest(deps, req.auth!, req.body);
      return reply.status(201).send({ data });
    },
  );

  r.get(
    `${P}/request/form-options/`,
    {
      config: { permission: 'questionnaire_request:view' },
      schema: { querystring: z.object({ search: z.string().max(200).optional() }), response: { 200: dataResponse(formOptionsSchema) } },
    },
    async (req) => ({
      data: await formOptions(deps, req.auth!, req.query.search),
    }),
  );

  r.get(
    `${P}/request/:id/`,
    { config: { permission: 'questionnaire_request:view' }, schema: { params: requestParams, response: { 200: dataResponse(requestSchema) } } },
    async (req) => ({
      data: await getRequest(deps, req.auth!, req.params.id),
    }),
  );

  r.patch(
    `${P}/request/:id/`,
    {
      config: { permission: 'questionnaire_request:edit' },
      schema: { params: requestParams, body: updateRequestBody, response: { 200: dataResponse(requestSchema) } },
    },
    async (req) => ({
      data: await updateRequest(deps, req.auth!, req.params.id, req.body),
    }),
  );

  r.post(
    `${P}/request/:id/change-status/`,
    {
      config: { permission: 'questionnaire_request:edit' },
      schema: { params: requestParams, body: changeRequestStatusBody, response: { 200: dataResponse(requestSchema) } },
    },
    async (req) => ({
      data: await changeRequestStatus(deps, req.auth!, req.params.id, req.body),
    }),
  );

  r.get(
    `${P}/request/:id/comments/`,
    {
      config: { permission: 'questionnaire_comment:view' },
      schema: { params: requestParams, querystring: commentListQuery, response: { 200: listResponse(commentListSchema) } },
    },
    async (req) => listComments(deps, req.auth!, req.params.id, null, req.query),
  );

  r.post(
    `${P}/request/:id/comments/`,
    {
      config: { permission: 'questionnaire_comment:create' },
      schema: { params: requestParams, body: commentBody, response: { 201: dataResponse(commentSchema) } },
    },
    async (req, reply) => {
      const data = await postComment(deps, req.auth!, req.params.id, null, req.body);
      return reply.status(201).send({ data });
    },
  );

  r.get(
    `${P}/request/:id/request-file/:fileId/comments/`,
    {
      config: { permission: 'questionnaire_comment:view' },
      schema: { params: fileParams, querystring: commentListQuery, response: { 200: listResponse(commentListSchema) } },
    },
    async (req) => listComments(deps, req.auth!, req.params.id, req.params.fileId, req.query),
  );

  r.post(
    `${P}/request/:id/request-file/:fileId/comments/`,
    {
      config: { permission: 'questionnaire_comment:create' },
      schema: { params: fileParams, body: commentBody, response: { 201: dataResponse(commentSchema) } },
    },
    async (req, reply) => {
      const data = await postComment(deps, req.auth!, req.params.id, req.params.fileId, req.body);
      return reply.status(201).send({ data });
    },
  );

  // Settings → Questionnaires: prioritisation rules (portal §2, §8). They are settings: the declared
  // permission is the whole check (IT Admin may read them through the API; the console shows the tab to
  // people who manage questionnaires too).
  r.get(`${P}/prioritization/`, { config: { permission: 'settings:view' }, schema: { response: { 200: dataResponse(prioritizationSchema) } } }, async (req) => {
    return { data: await getPrioritization(deps, req.auth!) };
  });
  r.put(
    `${P}/prioritization/`,
    { config: { permission: 'settings:edit' }, schema: { body: prioritizationBody, response: { 200: dataResponse(prioritizationSchema) } } },
    async (req) => {
      return { data: await savePrioritization(deps, req.auth!, req.body) };
    },
  );
  r.post(
    `${P}/prioritization/preview/`,
    { config: { permission: 'settings:view' }, schema: { body: prioritizationBody, response: { 200: dataResponse(prioritizationPreviewSchema) } } },
    async (req) => {
      return { data: await previewPrioritization(deps, req.auth!, req.body) };
    },
  );
}
