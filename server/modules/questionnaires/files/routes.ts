import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeFileStatusBody, mappingBody, resultQuery, resultSettingsBody, startAiBody } from '@shared/contracts/questionnaires';
import { ErrorCode } from '@shared/errors';
import type { AppDeps } from '@server/deps';
import { AppError, validation } from '@server/lib/errors';
import { newFileKey } from '@server/lib/files';
import { contentDisposition } from '@server/lib/uploads';
import { startAi } from '../drafting.service';
import {
  addFiles,
  changeFileStatus,
  confirmMapping,
  deleteFile,
  gateFile,
  getFileView,
  getInspection,
  previewMapping,
  resultFile,
  resultPreview,
  saveResultSettings,
  sheetData,
  type NewUpload,
} from './service';
import { contentTypes, checkQuestionnaireUpload } from './upload-check';
import { getRequest } from '../requests/service';

const P = '/api/v1/questionnaire/request/:id';
const requestParams = z.object({ id: z.uuid() });
const fileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
const F = `${P}/request-file/:fileId`;

function attachment(reply: FastifyReply, name: string, contentType: string, body: Buffer) {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Length', body.length)
    .header('Content-Disposition', contentDisposition(name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

/** A request's files: upload, read, map, convert, start the AI, approve and complete, download (questionnaires §7). */
export async function registerFileRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${P}/request-file/`, { config: { permission: 'questionnaire_request_file:create' }, schema: { params: requestParams } }, async (req, reply) => {
    if (!req.isMultipart()) throw validation('Upload the questionnaire files as a multipart form (field "file").', 'file');
    // Check every file before storing any: one bad file refuses the whole upload.
    const files: { name: string; format: NewUpload['format']; buffer: Buffer }[] = [];
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      const buffer = await part.toBuffer();
      if (!part.filename && buffer.length === 0) continue;
      files.push({ ...(await checkQuestionnaireUpload(part.filename || 'questionnaire', buffer)), buffer });
    }
    if (files.length === 0) throw validation('Choose at least one questionnaire file.', 'file');
    const org = req.auth!.organizationId;
    const stored: NewUpload[] = [];
    try {
      for (const f of files) {
        const key = newFileKey(org, f.name);
        await deps.storage.put(key, f.buffer, contentTypes[f.format]);
        stored.push({ key, name: f.name, size: f.buffer.length, format: f.format });
      }
      const data = await deps.tenant(req.auth!, async (tx) => {
        await addFiles(tx, req.auth!, req.params.id, stored);
        return getRequest(tx, req.auth!, req.params.id);
      });
      deps.jobs.poke();
      return reply.status(201).send({ data });
    } catch (err) {
      await Promise.all(stored.map((s) => deps.storage.delete(s.key).catch(() => undefined)));
      throw err;
    }
  });

  r.get(`${F}/`, { config: { permission: 'questionnaire_request_file:view' }, schema: { params: fileParams } }, async (req) => ({
    data: await deps.tenant(req.auth!, (tx) => getFileView(tx, req.auth!, req.params.id, req.params.fileId)),
  }));

  r.delete(`${F}/`, { config: { permission: 'questionnaire_request_file:delete' }, schema: { params: fileParams } }, async (req, reply) => {
    const keys = await deps.tenant(req.auth!, (tx) => deleteFile(tx, req.auth!, req.params.id, req.params.fileId));
    await Promise.all(keys.map((k) => deps.storage.delete(k).catch(() => undefined)));
    return reply.status(204).send();
  });

  r.get(`${F}/download/`, { config: { permission: 'questionnaire_request_file:view' }, schema: { params: fileParams } }, async (req, reply) => {
    const { file } = await deps.tenant(req.auth!, (tx) => gateFile(tx, req.auth!, req.params.id, req.params.fileId));
    const body = await deps.storage.get(file.fileKey);
    if (!body) throw new AppError(404, ErrorCode.notFound, 'The file is no longer available.');
    return attachment(reply, file.fileName, contentTypes[file.format as keyof typeof contentTypes], body);
  });

  r.get(`${F}/converted-file/`, { config: { permission: 'questionnaire_request_file:view' }, schema: { params: fileParams } }, async (req, reply) => {
    const { file } = await deps.tenant(req.auth!, (tx) => gateFile(tx, req.auth!, req.params.id, req.params.fileId));
    const body = file.convertedFileKey ? await deps.storage.get(file.convertedFileKey) : null;
    if (!body) throw new AppError(404, ErrorCode.notFound, 'This file has no converted version.');
    return attachment(reply, `${file.fileName.replace(/\.[^.]*$/, '')} (converted).xlsx`, contentTypes.xlsx, body);
  });

  r.get(`${F}/inspection/`, { config: { permission: 'questionnaire_request_file:view' }, schema: { params: fileParams } }, async (req) => ({
    data: await deps.tenant(req.auth!, (tx) => getInspection(tx, req.auth!, req.params.id, req.params.fileId)),
  }));

  r.post(
    `${F}/mapping/preview/`,
    { config: { permission: 'questionnaire_request_file:create' }, schema: { params: fileParams, body: mappingBody } },
    async (req) => ({
      data: await deps.tenant(req.auth!, (tx) => previewMapping(tx, deps.storage, req.auth!, req.params.id, req.params.fileId, req.body)),
    }),
  );

  r.post(`${F}/mapping/`, { config: { permission: 'questionnaire_request_file:create' }, schema: { params: fileParams, body: mappingBody } }, async (req) => {
    const data = await deps.tenant(req.auth!, async (tx) => {
      await confirmMapping(tx, req.auth!, req.params.id, req.params.fileId, req.body);
      return getFileView(tx, req.auth!, req.params.id, req.params.fileId);
    });
    deps.jobs.poke();
    return { data };
  });

  r.post(`${F}/convert/`, { config: { permission: 'questionnaire_request_file:create' }, schema: { params: fileParams } }, async (req) => {
    const data = await deps.tenant(req.auth!, async (tx) => {
      await confirmMapping(tx, req.auth!, req.params.id, req.params.fileId, null);
      return getFileView(tx, req.auth!, req.params.id, req.params.fileId);
    });
    deps.jobs.poke();
    return { data };
  });

  r.get(
    `${F}/excel-sheet-data/`,
    {
      config: { permission: 'questionnaire_request_file:view' },
      schema: { params: fileParams, querystring: z.object({ sheet_name: z.string().max(200).optional() }) },
    },
    async (req) => ({
      data: await deps.tenant(req.auth!, (tx) => sheetData(tx, deps.storage, req.auth!, req.params.id, req.params.fileId, req.query.sheet_name)),
    }),
  );

  for (const path of [`${F}/result/excel-download/`, `${F}/result/word-download/`]) {
    r.get(path, { config: { permission: 'questionnaire_report:download' }, schema: { params: fileParams, querystring: resultQuery } }, async (req, reply) => {
      const out = await deps.tenant(req.auth!, (tx) => resultFile(tx, deps.storage, req.auth!, req.params.id, req.params.fileId, req.query));
      reply
        .header('X-Answers-Approved', String(out.approved))
        .header('X-Answers-Written', String(out.written))
        .header('X-Answers-Not-Written', String(out.notWritten.length));
      return attachment(reply, out.fileName, out.contentType, out.buffer);
    });
  }

  // What the download will hold, shown before the first export: every cell it changes (old and new
  // text), the answers not written in place with their reason, and where they go.
  r.get(
    `${F}/result/preview/`,
    { config: { permission: 'questionnaire_report:download' }, schema: { params: fileParams, querystring: resultQuery } },
    async (req) => ({
      data: await deps.tenant(req.auth!, (tx) => resultPreview(tx, deps.storage, req.auth!, req.params.id, req.params.fileId, req.query)),
    }),
  );

  // The user's choice of a place for answers not written in place, and that the preview was seen.
  r.put(
    `${F}/result/settings/`,
    { config: { permission: 'questionnaire_report:download' }, schema: { params: fileParams, body: resultSettingsBody } },
    async (req) => ({
      data: await deps.tenant(req.auth!, async (tx) => {
        await saveResultSettings(tx, req.auth!, req.params.id, req.params.fileId, req.body);
        return resultPreview(tx, deps.storage, req.auth!, req.params.id, req.params.fileId, {});
      }),
    }),
  );

  r.post(
    `${F}/change-status/`,
    { config: { permission: 'questionnaire_request_file:edit' }, schema: { params: fileParams, body: changeFileStatusBody } },
    async (req) => ({
      data: await deps.tenant(req.auth!, async (tx) => {
        const { requestStatus } = await changeFileStatus(tx, req.auth!, req.params.id, req.params.fileId, req.body);
        return { ...(await getFileView(tx, req.auth!, req.params.id, req.params.fileId)), request_status: requestStatus };
      }),
    }),
  );

  r.post(
    `${F}/start/`,
    {
      config: { permission: 'questionnaire_request_file:edit' },
      schema: { params: fileParams, body: startAiBody.optional(), querystring: z.object({ retry: z.enum(['0', '1']).optional() }) },
    },
    async (req) => {
      const data = await deps.tenant(req.auth!, async (tx) => {
        await startAi(tx, req.auth!, req.params.id, req.params.fileId, req.body ?? {}, req.query.retry === '1');
        return getFileView(tx, req.auth!, req.params.id, req.params.fileId);
      });
      deps.jobs.poke();
      return { data };
    },
  );
}
