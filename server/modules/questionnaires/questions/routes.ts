import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveHighConfidenceBody,
  bulkActionBody,
  bulkApproveBody,
  bulkDeleteBody,
  createQuestionBody,
  feedbackBody,
  generateAiResponseBody,
  patchQuestionBody,
  questionListQuery,
  reassignToOwnerBody,
  submitResponseBody,
} from '@shared/contracts/questions';
import type { AppDeps } from '@server/deps';
import type { Tx } from '@server/db/client';
import type { AuthContext } from '@server/lib/context';
import { pagination } from '@server/lib/http';
import { sendMails } from '../comments/service';
import { approveHighConfidence, bulkAction, bulkApprove, bulkDelete, countHighConfidence } from './bulk';
import { fileCtx, type Effects } from './effects';
import { leavePresence, reportPresence } from './presence';
import { createQuestion, deleteQuestion, generateAiResponse, giveFeedback, listQuestions, patchQuestion, reassignToOwner, submitResponse } from './service';

const F = '/api/v1/questionnaire/request/:id/request-file/:fileId';
const Q = `${F}/question`;
const fileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
const questionParams = z.object({ id: z.uuid(), fileId: z.uuid(), qid: z.uuid() });

/** The questions of a file under review (questionnaires §2.8, §4, §7 Questions). */
export async function registerQuestionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Runs a change in one tenant transaction, then sends the e-mails it collected. */
  const change = async <T>(auth: AuthContext, fn: (tx: Tx, fx: Effects) => Promise<T>): Promise<T> => {
    const fx: Effects = { publicUrl: deps.config.publicUrl, mails: [] };
    const out = await deps.tenant(auth, (tx) => fn(tx, fx));
    deps.jobs.poke();
    await sendMails(deps, fx.mails);
    return out;
  };

  r.get(`${Q}/`, { config: { permission: 'questionnaire_question:view' }, schema: { params: fileParams, querystring: questionListQuery } }, async (req) => {
    const q = req.query;
    const { data, total, counters } = await deps.tenant(req.auth!, (tx) => listQuestions(tx, req.auth!, req.params.id, req.params.fileId, q));
    return { data, pagination: pagination(q.page, q.length, total, { ...counters }) };
  });

  // Who else has this file open (shown in the review header); the page reports itself while open.
  r.post(
    `${F}/presence/`,
    {
      config: { permission: 'questionnaire_question:view' },
      schema: { params: fileParams, body: z.object({ editing: z.boolean().default(false), leaving: z.boolean().default(false) }) },
    },
    async (req) => {
      const auth = req.auth!;
      await deps.tenant(auth, (tx) => fileCtx(tx, auth, req.params.id, req.params.fileId));
      if (req.body.leaving) {
        leavePresence(auth.organizationId, req.params.fileId, auth.userId);
        return { data: { viewers: [] } };
      }
      return { data: { viewers: reportPresence(auth.organizationId, req.params.fileId, { id: auth.userId, name: auth.fullName }, req.body.editing) } };
    },
  );

  r.post(`${Q}/`, { config: { permission: 'questionnaire_question:create' }, schema: { params: fileParams, body: createQuestionBody } }, async (req, reply) => {
    const data = await deps.tenant(req.auth!, (tx) => createQuestion(tx, req.auth!, req.params.id, req.params.fileId, req.body));
    return reply.status(201).send({ data });
  });

  r.delete(
    `${Q}/bulk-delete/`,
    { config: { permission: 'questionnaire_question:delete' }, schema: { params: fileParams, body: bulkDeleteBody } },
    async (req) => ({
      data: await deps.tenant(req.auth!, (tx) => bulkDelete(tx, req.auth!, req.params.id, req.params.fileId, req.body)),
    }),
  );

  r.patch(
    `${Q}/:qid/`,
    { config: { permission: 'questionnaire_question:edit' }, schema: { params: questionParams, body: patchQuestionBody } },
    async (req) => ({
      data: await change(req.auth!, (tx, fx) => patchQuestion(tx, req.auth!, fx, req.params.id, req.params.fileId, req.params.qid, req.body)),
    }),
  );

  r.delete(`${Q}/:qid/`, { config: { permission: 'questionnaire_question:delete' }, schema: { params: questionParams } }, async (req, reply) => {
    await deps.tenant(req.auth!, (tx) => deleteQuestion(tx, req.auth!, req.params.id, req.params.fileId, req.params.qid));
    return reply.status(204).send();
  });

  r.post(
    `${F}/bulk-approve/`,
    { config: { permission: 'questionnaire_question:edit' }, schema: { params: fileParams, body: bulkApproveBody.optional() } },
    async (req) => ({
      data: await change(req.auth!, (tx) => bulkApprove(tx, req.auth!, req.params.id, req.params.fileId, req.body ?? {})),
    }),
  );

  r.get(`${F}/approve-high-confidence/`, { config: { permission: 'questionnaire_question:edit' }, schema: { params: fileParams } }, async (req) => ({
    data: await deps.tenant(req.auth!, (tx) => countHighConfidence(tx, req.auth!, req.params.id, req.params.fileId)),
  }));

  r.post(
    `${F}/approve-high-confidence/`,
    { config: { permission: 'questionnaire_question:edit' }, schema: { params: fileParams, body: approveHighConfidenceBody } },
    async (req) => ({
      data: await change(req.auth!, (tx) => approveHighConfidence(tx, req.auth!, req.params.id, req.params.fileId, req.body)),
    }),
  );

  r.post(`${F}/bulk-action/`, { config: { permission: 'questionnaire_question:edit' }, schema: { params: fileParams, body: bulkActionBody } }, async (req) => ({
    data: await change(req.auth!, (tx, fx) => bulkAction(tx, req.auth!, fx, req.params.id, req.params.fileId, req.body)),
  }));

  r.post(
    `${Q}/:qid/feedback/`,
    { config: { permission: 'questionnaire_question:edit' }, schema: { params: questionParams, body: feedbackBody } },
    async (req) => ({
      data: await deps.tenant(req.auth!, (tx) => giveFeedback(tx, req.auth!, req.params.id, req.params.fileId, req.params.qid, req.body)),
    }),
  );

  r.post(
    `${Q}/:qid/generate-ai-response/`,
    { config: { permission: 'questionnaire_question:edit' }, schema: { params: questionParams, body: generateAiResponseBody.optional() } },
    async (req) => ({
      data: await deps.tenant(req.auth!, (tx) => generateAiResponse(tx, deps, req.auth!, req.params.id, req.params.fileId, req.params.qid, req.body ?? {})),
    }),
  );

  r.post(
    `${Q}/:qid/submit-response/`,
    { config: { permission: 'questionnaire_question:edit' }, schema: { params: questionParams, body: submitResponseBody.optional() } },
    async (req) => ({
      data: await change(req.auth!, (tx, fx) => submitResponse(tx, req.auth!, fx, req.params.id, req.params.fileId, req.params.qid, req.body ?? {})),
    }),
  );

  r.post(
    `${Q}/:qid/reassign-to-owner/`,
    { config: { permission: 'questionnaire_question:edit' }, schema: { params: questionParams, body: reassignToOwnerBody.optional() } },
    async (req) => {
      const out = await change(req.auth!, (tx, fx) => reassignToOwner(tx, req.auth!, fx, req.params.id, req.params.fileId, req.params.qid, req.body ?? {}));
      return { data: out.question };
    },
  );
}
