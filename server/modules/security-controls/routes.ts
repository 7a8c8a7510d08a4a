import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listFilters } from '@shared/contracts/content-common';
import {
  bulkStatusInput,
  bulkStatusResultSchema,
  catalogueDomainViewSchema,
  domainInput,
  domainPatch,
  securityHeadingSchema,
} from '@shared/contracts/security-controls';
import type { AppDeps } from '../../deps';
import { dataResponse, idParam, listQuery, listResponse, noContent, fileResponse } from '../../lib/http';
import { parseFields, readForm, sendStoredFile, uploadRules } from '../../lib/uploads';
import { createDomain, deleteDomain, getCatalogue, getControlFile, getDomain, listDomains, setAllDomainsActive, updateDomain } from './service';

const base = '/api/v1/tc-config/security-control';
const files = { 'control_file:*': uploadRules.document };
const headingResponse = dataResponse(securityHeadingSchema);

/**
 * Security policies and practices (questionnaires §2.1, §7): security domains with their controls.
 * Create and edit take JSON, or multipart with the JSON in `data` and files `control_file:<key>`.
 */
export async function registerSecurityControls(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/`,
    {
      config: { permission: 'security_control:view' },
      schema: { querystring: listQuery.extend(listFilters), response: { 200: listResponse(z.object({ security_headings: z.array(securityHeadingSchema) })) } },
    },
    async (req) => listDomains(deps, req.auth!, req.query),
  );

  r.get(
    `${base}/catalogue/`,
    { config: { permission: 'security_control:view' }, schema: { response: { 200: dataResponse(z.object({ domains: z.array(catalogueDomainViewSchema) })) } } },
    async (req) => ({
      data: { domains: await getCatalogue(deps, req.auth!) },
    }),
  );

  r.post(`${base}/`, { config: { permission: 'security_control:create' }, schema: { response: { 201: headingResponse } } }, async (req, reply) => {
    const form = await readForm(req, files);
    const data = await createDomain(deps, req.auth!, parseFields(domainInput, form.fields), form.files);
    return reply.status(201).send({ data });
  });

  r.post(
    `${base}/bulk-status/`,
    { config: { permission: 'security_control:edit' }, schema: { body: bulkStatusInput, response: { 200: dataResponse(bulkStatusResultSchema) } } },
    async (req) => ({
      data: await setAllDomainsActive(deps, req.auth!, req.body.is_active),
    }),
  );

  r.get(`${base}/:id/`, { config: { permission: 'security_control:view' }, schema: { params: idParam, response: { 200: headingResponse } } }, async (req) => ({
    data: await getDomain(deps, req.auth!, req.params.id),
  }));

  r.patch(`${base}/:id/`, { config: { permission: 'security_control:edit' }, schema: { params: idParam, response: { 200: headingResponse } } }, async (req) => {
    const form = await readForm(req, files);
    return { data: await updateDomain(deps, req.auth!, req.params.id, parseFields(domainPatch, form.fields), form.files) };
  });

  r.delete(
    `${base}/:id/`,
    { config: { permission: 'security_control:delete' }, schema: { params: idParam, response: { 204: noContent } } },
    async (req, reply) => {
      await deleteDomain(deps, req.auth!, req.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    `${base}/:id/controls/:controlId/download/`,
    {
      config: { permission: 'security_control:view' },
      schema: { params: z.object({ id: z.uuid(), controlId: z.uuid() }), response: { 200: fileResponse("The control's file, as uploaded.") } },
    },
    async (req, reply) => sendStoredFile(reply, deps.storage, await getControlFile(deps, req.auth!, req.params.id, req.params.controlId)),
  );
}
