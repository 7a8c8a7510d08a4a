import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeFileStatusBody, mappingBody, resultQuery, resultSettingsBody, startAiBody } from '@shared/contracts/questionnaires';
import type { AppDeps } from '@server/deps';
import { dataResponse, fileResponse, noContent } from '@server/lib/http';
import { validation } from '@server/lib/errors';
import { sendDownload } from '@server/lib/uploads';
import { startAi } from '../drafting.service';
import {
  addFiles,
  changeFileStatus,
  confirmMapping,
  convertedFile,
  deleteFile,
  getFileView,
  getInspection,
  originalFile,
  previewMapping,
  resultFile,
  resultPreview,
  saveResultSettings,
  sheetData,
  type CheckedUpload,
} from './service';
import { checkQuestionnaireUpload } from './upload-check';
import {
  changedFileSchema,
  inspectionSchema,
  mappingPreviewSchema,
  requestFileSchema,
  requestSchema,
  resultPreviewSchema,
  sheetDataSchema,
} from '../responses';

const P = '/api/v1/questionnaire/request/:id';
const requestParams = z.object({ id: z.uuid() });
const fileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
const F = `${P}/request-file/:fileId`;

/** A request's files: upload, read, map, convert, start the AI, approve and complete, download (questionnaires §7). */
export async function registerFileRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${P}/request-file/`,
    { config: { permission: 'questionnaire_request_file:create' }, schema: { params: requestParams, response: { 201: dataResponse(requestSchema) } } },
    async (req, reply) => {
      if (!req.isMultipart()) throw validation('Upload the questionnaire files as a multipart form (field "file").', 'file');
      // Check every file before storing any: one bad file refuses the whole upload.
      const files: CheckedUpload[] = [];
      for await (const part of req.parts()) {
        if (part.type !== 'file') continue;
        const buffer = await part.toBuffer();
        if (!part.filename && buffer.length === 0) continue;
        files.push({ ...(await checkQuestionnaireUpload(part.filename || 'questionnaire', buffer)), buffer });
      }
      if (files.length === 0) throw validation('Choose at least one questionnaire file.', 'file');
      const data = await addFiles(deps, req.auth!, req.params.id, files);
      return reply.status(201).send({ data });
    },
  );

  r.get(
    `${F}/`,
    { config: { permission: 'questionnaire_request_file:view' }, schema: { params: fileParams, response: { 200: dataResponse(requestFileSchema) } } },
    async (req) => ({
      data: await getFileView(deps, req.auth!, req.params.id, req.params.fileId),
    }),
  );

  r.delete(
    `${F}/`,
    { config: { permission: 'questionnaire_request_file:delete' }, schema: { params: fileParams, response: { 204: noContent } } },
    async (req, reply) => {
      await deleteFile(deps, req.auth!, req.params.id, req.params.fileId);
      return reply.status(204).send();
    },
  );

  r.get(
    `${F}/download/`,
    {
      config: { permission: 'questionnaire_request_file:view' },
      schema: { params: fileParams, response: { 200: fileResponse('The questionnaire file as the customer sent it.') } },
    },
    async (req, reply) => {
      const f = await originalFile(deps, req.auth!, req.params.id, req.params.fileId);
      return sendDownload(reply, f.name, f.contentType, f.body);
    },
  );

  r.get(
    `${F}/converted-file/`,
    {
      config: { permission: 'questionnaire_request_file:view' },
      schema: { params: fileParams, response: { 200: fileResponse('An older format converted to .xlsx or .docx.') } },
    },
    async (req, reply) => {
      const f = await convertedFile(deps, req.auth!, req.params.id, req.params.fileId);
      return sendDownload(reply, f.name, f.contentType, f.body);
    },
  );

  r.get(
    `${F}/inspection/`,
    { config: { permission: 'questionnaire_request_file:view' }, schema: { params: fileParams, response: { 200: dataResponse(inspectionSchema) } } },
    async (req) => ({
      data: await getInspection(deps, req.auth!, req.params.id, req.params.fileId),
    }),
  );

  r.post(
    `${F}/mapping/preview/`,
    {
      config: { permission: 'questionnaire_request_file:create' },
      schema: { params: fileParams, body: mappingBody, response: { 200: dataResponse(mappingPreviewSchema) } },
    },
    async (req) => ({
      data: await previewMapping(deps, req.auth!, req.params.id, req.params.fileId, req.body),
    }),
  );

  r.post(
    `${F}/mapping/`,
    {
      config: { permission: 'questionnaire_request_file:create' },
      schema: { params: fileParams, body: mappingBody, response: { 200: dataResponse(requestFileSchema) } },
    },
    async (req) => {
      return { data: await confirmMapping(deps, req.auth!, req.params.id, req.params.fileId, req.body) };
    },
  );

  r.post(
    `${F}/convert/`,
    { config: { permission: 'questionnaire_request_file:create' }, schema: { params: fileParams, response: { 200: dataResponse(requestFileSchema) } } },
    async (req) => {
      return { data: await confirmMapping(deps, req.auth!, req.params.id, req.params.fileId, null) };
    },
  );

  r.get(
    `${F}/excel-sheet-data/`,
    {
      config: { permission: 'questionnaire_request_file:view' },
      schema: { params: fileParams, querystring: z.object({ sheet_name: z.string().max(200).optional() }), response: { 200: dataResponse(sheetDataSchema) } },
    },
    async (req) => ({
      data: await sheetData(deps, req.auth!, req.params.id, req.params.fileId, req.query.sheet_name),
    }),
  );

  for (const path of [`${F}/result/excel-download/`, `${F}/result/word-download/`]) {
    r.get(
      path,
      {
        config: { permission: 'questionnaire_report:download' },
        schema: { params: fileParams, querystring: resultQuery, response: { 200: fileResponse("The customer's file with the approved answers written in.") } },
      },
      async (req, reply) => {
        const out = await resultFile(deps, req.auth!, req.params.id, req.params.fileId, req.query);
        reply
          .header('X-Answers-Approved', String(out.approved))
          .header('X-Answers-Written', String(out.written))
          .header('X-Answers-Not-Written', String(out.notWritten.length));
        return sendDownload(reply, out.fileName, out.contentType, out.buffer);
      },
    );
  }

  // What the download will hold, shown before the first export: every cell it changes (old and new
  // text), the answers not written in place with their reason, and where they go.
  r.get(
    `${F}/result/preview/`,
    {
      config: { permission: 'questionnaire_report:download' },
      schema: { params: fileParams, querystring: resultQuery, response: { 200: dataResponse(resultPreviewSchema) } },
    },
    async (req) => ({
      data: await resultPreview(deps, req.auth!, req.params.id, req.params.fileId, req.query),
    }),
  );

  // The user's choice of a place for answers not written in place, and that the preview was seen.
  r.put(
    `${F}/result/settings/`,
    {
      config: { permission: 'questionnaire_report:download' },
      schema: { params: fileParams, body: resultSettingsBody, response: { 200: dataResponse(resultPreviewSchema) } },
    },
    async (req) => ({
      data: await saveResultSettings(deps, req.auth!, req.params.id, req.params.fileId, req.body),
    }),
  );

  r.post(
    `${F}/change-status/`,
    {
      config: { permission: 'questionnaire_request_file:edit' },
      schema: { params: fileParams, body: changeFileStatusBody, response: { 200: dataResponse(changedFileSchema) } },
    },
    async (req) => ({
      data: await changeFileStatus(deps, req.auth!, req.params.id, req.params.fileId, req.body),
    }),
  );

  r.post(
    `${F}/start/`,
    {
      config: { permission: 'questionnaire_request_file:edit' },
      schema: {
        params: fileParams,
        body: startAiBody.optional(),
        querystring: z.object({ retry: z.enum(['0', '1']).optional() }),
        response: { 200: dataResponse(requestFileSchema) },
      },
    },
    async (req) => ({
      data: await startAi(deps, req.auth!, req.params.id, req.params.fileId, req.body ?? {}, req.query.retry === '1'),
    }),
  );
}
