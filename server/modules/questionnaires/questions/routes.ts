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
import { dataResponse, listResponse, noContent } from '@server/lib/http';
import { bulkResultSchema, countSchema, generatedAnswerSchema, questionListSchema, questionSchema, viewersSchema } from '../responses';
import { approveHighConfidence, bulkAction, bulkApprove, bulkDelete, countHighConfidence } from './bulk';
import {
  createQuestion,
  deleteQuestion,
  filePresence,
  generateAiResponse,
  giveFeedback,
  listQuestions,
  patchQuestion,
  reassignToOwner,
  submitResponse,
} from './service';

const F = '/api/v1/questionnaire/request/:id/request-file/:fileId';
const Q = `${F}/question`;
const fileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
const questionParams = z.object({ id: z.uuid(), fileId: z.uuid(), qid: z.uuid() });

/** The questions of a file under review (questionnaires §2.8, §4, §7 Questions). */
export async function registerQuestionRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${Q}/`,
    {
      config: { permission: 'questionnaire_question:view' },
      schema: { params: fileParams, querystring: questionListQuery, response: { 200: listResponse(questionListSchema) } },
    },
    async (req) => listQuestions(deps, req.auth!, req.params.id, req.params.fileId, req.query),
  );

  // Who else has this file open (shown in the review header); the page reports itself while open.
  r.post(
    `${F}/presence/`,
    {
      config: { permission: 'questionnaire_question:view' },
      schema: {
        params: fileParams,
        body: z.object({ editing: z.boolean().default(false), leaving: z.boolean().default(false) }),
        response: { 200: dataResponse(viewersSchema) },
      },
    },
    async (req) => ({ data: await filePresence(deps, req.auth!, req.params.id, req.params.fileId, req.body) }),
  );

  r.post(
    `${Q}/`,
    {
      config: { permission: 'questionnaire_question:create' },
      schema: { params: fileParams, body: createQuestionBody, response: { 201: dataResponse(questionSchema) } },
    },
    async (req, reply) => {
      const data = await createQuestion(deps, req.auth!, req.params.id, req.params.fileId, req.body);
      return reply.status(201).send({ data });
    },
  );

  r.delete(
    `${Q}/bulk-delete/`,
    {
      config: { permission: 'questionnaire_question:delete' },
      schema: { params: fileParams, body: bulkDeleteBody, response: { 200: dataResponse(bulkResultSchema) } },
    },
    async (req) => ({
      data: await bulkDelete(deps, req.auth!, req.params.id, req.params.fileId, req.body),
    }),
  );

  r.patch(
    `${Q}/:qid/`,
    {
      config: { permission: 'questionnaire_question:edit' },
      schema: { params: questionParams, body: patchQuestionBody, response: { 200: dataResponse(questionSchema) } },
    },
    async (req) => ({
      data: await patchQuestion(deps, req.auth!, req.params.id, req.params.fileId, req.params.qid, req.body),
    }),
  );

  r.delete(
    `${Q}/:qid/`,
    { config: { permission: 'questionnaire_question:delete' }, schema: { params: questionParams, response: { 204: noContent } } },
    async (req, reply) => {
      await deleteQuestion(deps, req.auth!, req.params.id, req.params.fileId, req.params.qid);
      return reply.status(204).send();
    },
  );

  r.post(
    `${F}/bulk-approve/`,
    {
      config: { permission: 'questionnaire_question:edit' },
      schema: { params: fileParams, body: bulkApproveBody.optional(), response: { 200: dataResponse(bulkResultSchema) } },
    },
    async (req) => ({
      data: await bulkApprove(deps, req.auth!, req.params.id, req.params.fileId, req.body ?? {}),
    }),
  );

  r.get(
    `${F}/approve-high-confidence/`,
    { config: { permission: 'questionnaire_question:edit' }, schema: { params: fileParams, response: { 200: dataResponse(countSchema) } } },
    async (req) => ({
      data: await countHighConfidence(deps, req.auth!, req.params.id, req.params.fileId),
    }),
  );

  r.post(
    `${F}/approve-high-confidence/`,
    {
      config: { permission: 'questionnaire_question:edit' },
      schema: { params: fileParams, body: approveHighConfidenceBody, response: { 200: dataResponse(bulkResultSchema) } },
    },
    async (req) => ({
      data: await approveHighConfidence(deps, req.auth!, req.params.id, req.params.fileId, req.body),
    }),
  );

  r.post(
    `${F}/bulk-action/`,
    {
      config: { permission: 'questionnaire_question:edit' },
      schema: { params: fileParams, body: bulkActionBody, response: { 200: dataResponse(bulkResultSchema) } },
    },
    async (req) => ({
      data: await bulkAction(deps, req.auth!, req.params.id, req.params.fileId, req.body),
    }),
  );

  r.post(
    `${Q}/:qid/feedback/`,
    {
      config: { permission: 'questionnaire_question:edit' },
      schema: { params: questionParams, body: feedbackBody, response: { 200: dataResponse(questionSchema) } },
    },
    async (req) => ({
      data: await giveFeedback(deps, req.auth!, req.params.id, req.params.fileId, req.params.qid, req.body),
    }),
  );

  r.post(
    `${Q}/:qid/generate-ai-response/`,
    {
      config: { permission: 'questionnaire_question:edit' },
      schema: { params: questionParams, body: generateAiResponseBody.optional(), response: { 200: dataResponse(generatedAnswerSchema) } },
    },
    async (req) => ({
      data: await generateAiResponse(deps, req.auth!, req.params.id, req.params.fileId, req.params.qid, req.body ?? {}),
    }),
  );

  r.post(
    `${Q}/:qid/submit-response/`,
    {
      config: { permission: 'questionnaire_question:edit' },
      schema: { params: questionParams, body: submitResponseBody.optional(), response: { 200: dataResponse(questionSchema) } },
    },
    async (req) => ({
      data: await submitResponse(deps, req.auth!, req.params.id, req.params.fileId, req.params.qid, req.body ?? {}),
    }),
  );

  r.post(
    `${Q}/:qid/reassign-to-owner/`,
    {
      config: { permission: 'questionnaire_question:edit' },
      schema: { params: questionParams, body: reassignToOwnerBody.optional(), response: { 200: dataResponse(questionSchema) } },
    },
    async (req) => {
      const out = await reassignToOwner(deps, req.auth!, req.params.id, req.params.fileId, req.params.qid, req.body ?? {});
      return { data: out.question };
    },
  );
}
