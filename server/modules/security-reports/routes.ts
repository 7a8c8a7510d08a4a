import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportFields, reportListFilters, reportPatchFields, securityReportSchema } from '@shared/contracts/security-reports';
import type { AppDeps } from '../../deps';
import { dataResponse, fileResponse, idParam, listQuery, listResponse, noContent } from '../../lib/http';
import { parseFields, readForm, sendStoredFile, uploadRules } from '../../lib/uploads';
import { createReport, deleteReport, getReport, getReportFile, listReports, updateReport } from './service';

const base = '/api/v1/document/security-reports';
const files = { file: uploadRules.document };
const one = { 200: dataResponse(securityReportSchema) };

/**
 * Security reports (portal §3, §7). Create and edit take a multipart form (fields + `file`) or, for
 * changes without a file such as the active toggle, JSON.
 */
export async function registerSecurityReports(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/`,
    {
      config: { permission: 'documents:view' },
      schema: {
        querystring: listQuery.extend(reportListFilters),
        response: { 200: listResponse(z.object({ security_reports: z.array(securityReportSchema) })) },
      },
    },
    async (req) => listReports(deps, req.auth!, req.query),
  );

  r.post(`${base}/`, { config: { permission: 'documents:create' }, schema: { response: { 201: dataResponse(securityReportSchema) } } }, async (req, reply) => {
    const form = await readForm(req, files);
    const data = await createReport(deps, req.auth!, parseFields(reportFields, form.fields), form.files.file);
    return reply.status(201).send({ data });
  });

  r.get(`${base}/:id/`, { config: { permission: 'documents:view' }, schema: { params: idParam, response: one } }, async (req) => ({
    data: await getReport(deps, req.auth!, req.params.id),
  }));

  r.patch(`${base}/:id/`, { config: { permission: 'documents:edit' }, schema: { params: idParam, response: one } }, async (req) => {
    const form = await readForm(req, files);
    return { data: await updateReport(deps, req.auth!, req.params.id, parseFields(reportPatchFields, form.fields), form.files.file) };
  });

  r.delete(`${base}/:id/`, { config: { permission: 'documents:delete' }, schema: { params: idParam, response: { 204: noContent } } }, async (req, reply) => {
    await deleteReport(deps, req.auth!, req.params.id);
    return reply.status(204).send();
  });

  r.get(
    `${base}/:id/download/`,
    { config: { permission: 'documents:download' }, schema: { params: idParam, response: { 200: fileResponse('The report (PDF or image).') } } },
    async (req, reply) => sendStoredFile(reply, deps.storage, await getReportFile(deps, req.auth!, req.params.id)),
  );
}
