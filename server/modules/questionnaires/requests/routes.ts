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
import { pagination } from '@server/lib/http';
import type { MailMessage } from '@server/lib/mail';
import { addComment, listComments, sendMails } from '../comments/service';
import { formOptions } from './options';
import { getPrioritization, previewPrioritization, savePrioritization } from '../prioritisation/service';
import { listRequests } from './queries';
import { changeRequestStatus, createRequest, getRequest, updateRequest } from './service';
import { listItemView } from './views';

const P = '/api/v1/questionnaire';
const requestParams = z.object({ id: z.uuid() });
const fileParams = z.object({ id: z.uuid(), fileId: z.uuid() });

/** Requests, their comments, the form's choices and the prioritisation rules (questionnaires §7). */
export async function registerRequestRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${P}/request/`, { config: { permission: 'questionnaire_request:view' }, schema: { querystring: requestListQuery } }, async (req) => {
    const q = req.query;
    return deps.tenant(req.auth!, async (tx) => {
      const { rows, total } = await listRequests(tx, req.auth!, q);
      return { data: { requests: rows.map(listItemView) }, pagination: pagination(q.page, q.length, total) };
    });
  });

  r.post(`${P}/request/`, { config: { permission: 'questionnaire_request:create' }, schema: { body: createRequestBody } }, async (req, reply) => {
    const data = await deps.tenant(req.auth!, async (tx) => getRequest(tx, req.auth!, await createRequest(tx, req.auth!, req.body)));
    return reply.status(201).send({ data });
  });

  r.get(
    `${P}/request/form-options/`,
    { config: { permission: 'questionnaire_request:view' }, schema: { querystring: z.object({ search: z.string().max(200).optional() }) } },
    async (req) => ({
      data: await deps.tenant(req.auth!, (tx) => formOptions(tx, req.auth!, req.query.search)),
    }),
  );

  r.get(`${P}/request/:id/`, { config: { permission: 'questionnaire_request:view' }, schema: { params: requestParams } }, async (req) => ({
    data: await deps.tenant(req.auth!, (tx) => getRequest(tx, req.auth!, req.params.id)),
  }));

  r.patch(
    `${P}/request/:id/`,
    { config: { permission: 'questionnaire_request:edit' }, schema: { params: requestParams, body: updateRequestBody } },
    async (req) => ({
      data: await deps.tenant(req.auth!, async (tx) => {
        await updateRequest(tx, req.auth!, req.params.id, req.body);
        return getRequest(tx, req.auth!, req.params.id);
      }),
    }),
  );

  r.post(
    `${P}/request/:id/change-status/`,
    { config: { permission: 'questionnaire_request:edit' }, schema: { params: requestParams, body: changeRequestStatusBody } },
    async (req) => ({
      data: await deps.tenant(req.auth!, async (tx) => {
        await changeRequestStatus(tx, req.auth!, req.params.id, req.body);
        return getRequest(tx, req.auth!, req.params.id);
      }),
    }),
  );

  r.get(
    `${P}/request/:id/comments/`,
    { config: { permission: 'questionnaire_comment:view' }, schema: { params: requestParams, querystring: commentListQuery } },
    async (req) =>
      deps.tenant(req.auth!, async (tx) => {
        const { comments, total } = await listComments(tx, req.auth!, req.params.id, null, req.query);
        return { data: { comments }, pagination: pagination(req.query.page, req.query.length, total) };
      }),
  );

  r.post(
    `${P}/request/:id/comments/`,
    { config: { permission: 'questionnaire_comment:create' }, schema: { params: requestParams, body: commentBody } },
    async (req, reply) => {
      const fx = { publicUrl: deps.config.publicUrl, mails: [] as MailMessage[] };
      const data = await deps.tenant(req.auth!, (tx) => addComment(tx, req.auth!, req.params.id, null, req.body, fx));
      await sendMails(deps, fx.mails);
      return reply.status(201).send({ data });
    },
  );

  r.get(
    `${P}/request/:id/request-file/:fileId/comments/`,
    { config: { permission: 'questionnaire_comment:view' }, schema: { params: fileParams, querystring: commentListQuery } },
    async (req) =>
      deps.tenant(req.auth!, async (tx) => {
        const { comments, total } = await listComments(tx, req.auth!, req.params.id, req.params.fileId, req.query);
        return { data: { comments }, pagination: pagination(req.query.page, req.query.length, total) };
      }),
  );

  r.post(
    `${P}/request/:id/request-file/:fileId/comments/`,
    { config: { permission: 'questionnaire_comment:create' }, schema: { params: fileParams, body: commentBody } },
    async (req, reply) => {
      const fx = { publicUrl: deps.config.publicUrl, mails: [] as MailMessage[] };
      const data = await deps.tenant(req.auth!, (tx) => addComment(tx, req.auth!, req.params.id, req.params.fileId, req.body, fx));
      await sendMails(deps, fx.mails);
      return reply.status(201).send({ data });
    },
  );

  // Settings → Questionnaires: prioritisation rules (portal §2, §8). They are settings: the declared
  // permission is the whole check (IT Admin may read them through the API; the console shows the tab to
  // people who manage questionnaires too).
  r.get(`${P}/prioritization/`, { config: { permission: 'settings:view' } }, async (req) => {
    return { data: await deps.tenant(req.auth!, (tx) => getPrioritization(tx, req.auth!)) };
  });
  r.put(`${P}/prioritization/`, { config: { permission: 'settings:edit' }, schema: { body: prioritizationBody } }, async (req) => {
    return { data: await deps.tenant(req.auth!, async (tx) => (await savePrioritization(tx, req.auth!, req.body)).view) };
  });
  r.post(`${P}/prioritization/preview/`, { config: { permission: 'settings:view' }, schema: { body: prioritizationBody } }, async (req) => {
    return { data: await deps.tenant(req.auth!, (tx) => previewPrioritization(tx, req.auth!, req.body)) };
  });
}
