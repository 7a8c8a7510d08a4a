import { registerTermsRefreshJob, scheduleTermsRefresh } from './terms-refresh';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentFields,
  documentReplaceFields,
  documentListQuery,
  documentPatch,
  draftPreviewInput,
  libraryEntryInput,
  libraryEntryPatch,
  libraryImportFields,
  libraryListQuery,
  resolveConflictBody,
  searchQuery,
} from '@shared/contracts/knowledge-hub';
import type { AppDeps } from '../../deps';
import { validation } from '../../lib/errors';
import { dataResponse, fileResponse, idParam, listQuery, listResponse, noContent } from '../../lib/http';
import { parseFields, sendStoredFile } from '../../lib/uploads';
import {
  createDocument,
  deleteDocument,
  getDocument,
  getDocumentFile,
  listDocuments,
  listPassages,
  registerDocumentJobs,
  replaceDocument,
  updateDocument,
  type UploadedFile,
} from './documents.service';
import { importAnsweredQuestionnaire } from './import.service';
import { answerReviewSettingsBody } from '@shared/contracts/answer-origin';
import {
  createEntry,
  deleteEntry,
  getEntry,
  getReviewSettings,
  listConflicts,
  listEntries,
  resolveConflict,
  updateEntry,
  updateReviewSettings,
} from './library.service';
import {
  conflictListSchema,
  documentListSchema,
  documentSchema,
  draftSchema,
  entryListSchema,
  entrySchema,
  importResultSchema,
  passageListSchema,
  reviewSettingsSchema,
  searchResultsSchema,
} from './responses';
import { previewDraft, searchKnowledge } from './search.service';

const base = '/api/v1/knowledge-hub';

/** A multipart form with one `file` and plain fields (a `data` field holding JSON is merged in). */
async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; file: UploadedFile | undefined }> {
  if (!request.isMultipart()) throw validation('Send the file as multipart/form-data.', 'file');
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.fieldname !== 'file') throw validation(`Unexpected file field ${part.fieldname}.`, part.fieldname);
      if (buffer.length > 0 || part.filename) file = { name: part.filename || 'document', buffer };
    } else if (part.fieldname === 'data') {
      try {
        Object.assign(fields, JSON.parse(String(part.value)));
      } catch {
        throw validation('The data field must be JSON.', 'data');
      }
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  // Empty form values mean "not given".
  for (const [k, v] of Object.entries(fields)) if (v === '') delete fields[k];
  return { fields, file };
}

const groupParam = z.object({ group_id: z.uuid() });

/** Knowledge hub (issue 7): documents, answer library, conflicts, search and a draft preview. The call table is in shared/contracts/knowledge-hub.ts. */
export async function registerKnowledgeHub(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerDocumentJobs(deps);
  registerTermsRefreshJob(deps);
  await scheduleTermsRefresh(deps);

  // ---- Documents ----
  r.get(
    `${base}/documents/`,
    {
      config: { permission: 'knowledge_base:view' },
      schema: { querystring: listQuery.extend(documentListQuery), response: { 200: listResponse(documentListSchema) } },
    },
    async (req) => listDocuments(deps, req.auth!, req.query),
  );

  r.post(
    `${base}/documents/`,
    { config: { permission: 'knowledge_base:create' }, schema: { response: { 201: dataResponse(documentSchema) } } },
    async (req, reply) => {
      const { fields, file } = await readUpload(req);
      const data = await createDocument(deps, req.auth!, parseFields(documentFields, fields), file);
      return reply.status(201).send({ data });
    },
  );

  r.get(
    `${base}/documents/:id/`,
    { config: { permission: 'knowledge_base:view' }, schema: { params: idParam, response: { 200: dataResponse(documentSchema) } } },
    async (req) => ({
      data: await getDocument(deps, req.auth!, req.params.id),
    }),
  );

  r.patch(
    `${base}/documents/:id/`,
    { config: { permission: 'knowledge_base:edit' }, schema: { params: idParam, body: documentPatch, response: { 200: dataResponse(documentSchema) } } },
    async (req) => ({
      data: await updateDocument(deps, req.auth!, req.params.id, req.body),
    }),
  );

  r.post(
    `${base}/documents/:id/replace/`,
    { config: { permission: 'knowledge_base:edit' }, schema: { params: idParam, response: { 201: dataResponse(documentSchema) } } },
    async (req, reply) => {
      const { fields, file } = await readUpload(req);
      const { name } = parseFields(documentReplaceFields, fields);
      const data = await replaceDocument(deps, req.auth!, req.params.id, file, name);
      return reply.status(201).send({ data });
    },
  );

  r.delete(
    `${base}/documents/:id/`,
    { config: { permission: 'knowledge_base:delete' }, schema: { params: idParam, response: { 204: noContent } } },
    async (req, reply) => {
      await deleteDocument(deps, req.auth!, req.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    `${base}/documents/:id/download/`,
    { config: { permission: 'knowledge_base:view' }, schema: { params: idParam, response: { 200: fileResponse('The document as uploaded.') } } },
    async (req, reply) => sendStoredFile(reply, deps.storage, await getDocumentFile(deps, req.auth!, req.params.id)),
  );

  r.get(
    `${base}/documents/:id/passages/`,
    {
      config: { permission: 'knowledge_base:view' },
      schema: { params: idParam, querystring: listQuery.pick({ page: true, length: true }), response: { 200: listResponse(passageListSchema) } },
    },
    async (req) => listPassages(deps, req.auth!, req.params.id, req.query),
  );

  // ---- Answer library ----
  r.get(
    `${base}/settings/`,
    { config: { permission: 'knowledge_base:view' }, schema: { response: { 200: dataResponse(reviewSettingsSchema) } } },
    async (req) => ({ data: await getReviewSettings(deps, req.auth!) }),
  );
  r.put(
    `${base}/settings/`,
    { config: { permission: 'knowledge_base:edit' }, schema: { body: answerReviewSettingsBody, response: { 200: dataResponse(reviewSettingsSchema) } } },
    async (req) => ({
      data: await updateReviewSettings(deps, req.auth!, req.body),
    }),
  );
  r.get(
    `${base}/library/`,
    {
      config: { permission: 'knowledge_base:view' },
      schema: { querystring: listQuery.extend(libraryListQuery), response: { 200: listResponse(entryListSchema) } },
    },
    async (req) => listEntries(deps, req.auth!, req.query),
  );

  r.post(
    `${base}/library/`,
    { config: { permission: 'knowledge_base:create' }, schema: { body: libraryEntryInput, response: { 201: dataResponse(entrySchema) } } },
    async (req, reply) => {
      const data = await createEntry(deps, req.auth!, req.body);
      return reply.status(201).send({ data });
    },
  );

  r.post(
    `${base}/library/import/`,
    { config: { permission: 'knowledge_base:create' }, schema: { response: { 201: dataResponse(importResultSchema) } } },
    async (req, reply) => {
      const { fields, file } = await readUpload(req);
      const data = await importAnsweredQuestionnaire(deps, req.auth!, parseFields(libraryImportFields, fields), file);
      return reply.status(201).send({ data });
    },
  );

  r.get(
    `${base}/library/conflicts/`,
    {
      config: { permission: 'knowledge_base:view' },
      schema: {
        querystring: listQuery.pick({ page: true, length: true }).extend({ product: z.uuid().optional() }),
        response: { 200: listResponse(conflictListSchema) },
      },
    },
    async (req) => listConflicts(deps, req.auth!, req.query),
  );

  r.post(
    `${base}/library/conflicts/:group_id/resolve/`,
    { config: { permission: 'knowledge_base:edit' }, schema: { params: groupParam, body: resolveConflictBody, response: { 200: dataResponse(entrySchema) } } },
    async (req) => ({
      data: await resolveConflict(deps, req.auth!, req.params.group_id, req.body.keep_id),
    }),
  );

  r.get(
    `${base}/library/:id/`,
    { config: { permission: 'knowledge_base:view' }, schema: { params: idParam, response: { 200: dataResponse(entrySchema) } } },
    async (req) => ({
      data: await getEntry(deps, req.auth!, req.params.id),
    }),
  );

  r.patch(
    `${base}/library/:id/`,
    { config: { permission: 'knowledge_base:edit' }, schema: { params: idParam, body: libraryEntryPatch, response: { 200: dataResponse(entrySchema) } } },
    async (req) => ({
      data: await updateEntry(deps, req.auth!, req.params.id, req.body),
    }),
  );

  r.delete(
    `${base}/library/:id/`,
    { config: { permission: 'knowledge_base:delete' }, schema: { params: idParam, response: { 204: noContent } } },
    async (req, reply) => {
      await deleteEntry(deps, req.auth!, req.params.id);
      return reply.status(204).send();
    },
  );

  // ---- Search and draft preview ----
  r.get(
    `${base}/search/`,
    { config: { permission: 'knowledge_base:view' }, schema: { querystring: searchQuery, response: { 200: dataResponse(searchResultsSchema) } } },
    async (req) => searchKnowledge(deps, req.auth!, req.query),
  );

  r.post(
    `${base}/draft/`,
    { config: { permission: 'knowledge_base:view' }, schema: { body: draftPreviewInput, response: { 200: dataResponse(draftSchema) } } },
    async (req) => previewDraft(deps, req.auth!, req.body),
  );
}
