import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeSequenceInput,
  changeSequenceResultSchema,
  ndaInput,
  ndaTextSchema,
  publicSiteDataSchema,
  publishInput,
  publishResultSchema,
  siteConfigurationPatch,
  siteConfigurationSchema,
  trustCenterStatusSchema,
  trustedByFields,
} from '@shared/contracts/tc-config';
import { can } from '@shared/permissions';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../lib/errors';
import { dataResponse, idParam, noContent } from '../../lib/http';
import { formBoolean, parseFields, readForm, uploadRules } from '../../lib/uploads';
import * as service from './service';

const siteConfigurationResponse = dataResponse(siteConfigurationSchema);
const trustedByResponse = dataResponse(z.object({ id: z.string() }));
const ndaResponse = dataResponse(ndaTextSchema.nullable());

/** Trust Center configuration, setup status, publishing, ordering, trusted-by logos and the NDA text. */
export async function registerTcConfig(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Load the link-signing key now: inside a tenant transaction a second query could wait on it (PGlite has one connection).
  await service.linkKey(deps.db);

  r.get(
    '/api/v1/tc-config/site-configuration/',
    { config: { permission: 'tc_config:view' }, schema: { response: { 200: siteConfigurationResponse } } },
    async (request) => ({
      data: await service.siteConfiguration(deps, request.auth!),
    }),
  );

  r.patch(
    '/api/v1/tc-config/site-configuration/',
    { config: { permission: 'tc_config:edit' }, schema: { body: siteConfigurationPatch, response: { 200: siteConfigurationResponse } } },
    async (request) => ({
      data: await service.updateSiteConfiguration(deps, request.auth!, request.body),
    }),
  );

  r.get(
    '/api/v1/tc-config/preview/site-data/',
    { config: { permission: 'tc_config:view' }, schema: { response: { 200: dataResponse(publicSiteDataSchema) } } },
    async (request) => ({
      data: await service.getPreviewSiteData(deps, request.auth!),
    }),
  );

  r.get(
    '/api/v1/tc-config/status/',
    { config: { permission: 'tc_config:view' }, schema: { response: { 200: dataResponse(trustCenterStatusSchema) } } },
    async (request) => ({
      data: await service.setupStatus(deps, request.auth!),
    }),
  );

  r.post(
    '/api/v1/tc-config/site-publish/',
    { config: { permission: 'tc_config:edit' }, schema: { body: publishInput, response: { 200: dataResponse(publishResultSchema) } } },
    async (request) => ({
      data: await service.setPublished(deps, request.auth!, request.body.is_published),
    }),
  );

  // Each object type checks its own permission (documents, topics, announcements, …) in the service.
  r.post(
    '/api/v1/core/change-sequence/',
    { config: { permission: 'authenticated' }, schema: { body: changeSequenceInput, response: { 200: dataResponse(changeSequenceResultSchema) } } },
    async (request) => ({
      data: await service.changeSequence(deps, request.auth!, request.body),
    }),
  );

  r.post(
    '/api/v1/tc-config/trusted-by/',
    { config: { permission: 'tc_config:create' }, schema: { response: { 201: trustedByResponse } } },
    async (request, reply) => {
      const form = await readForm(request, { logo: uploadRules.image });
      const fields = parseFields(trustedByFields, form.fields);
      const id = await service.createTrustedBy(deps, request.auth!, fields, form.files.logo);
      reply.status(201);
      return { data: { id } };
    },
  );

  r.patch(
    '/api/v1/tc-config/trusted-by/:id/',
    { config: { permission: 'tc_config:edit' }, schema: { params: idParam, response: { 200: trustedByResponse } } },
    async (request) => {
      const form = await readForm(request, { logo: uploadRules.image });
      const fields = parseFields(trustedByFields.partial().extend({ remove_logo: formBoolean.optional() }), form.fields);
      await service.updateTrustedBy(deps, request.auth!, request.params.id, fields, form.files.logo);
      return { data: { id: request.params.id } };
    },
  );

  r.delete(
    '/api/v1/tc-config/trusted-by/:id/',
    { config: { permission: 'tc_config:edit' }, schema: { params: idParam, response: { 204: noContent } } },
    async (request, reply) => {
      await service.deleteTrustedBy(deps, request.auth!, request.params.id);
      return reply.status(204).send();
    },
  );

  r.get('/api/v1/nda/', { config: { permission: 'nda_text:view' }, schema: { response: { 200: ndaResponse } } }, async (request) => ({
    data: await service.getNda(deps, request.auth!),
  }));

  // 'Edit NDA' needs create or edit permission (questionnaires §2.4).
  r.post('/api/v1/nda/', { config: { permission: 'authenticated' }, schema: { body: ndaInput, response: { 200: ndaResponse } } }, async (request) => {
    const auth = request.auth!;
    if (!can(auth.permissions, 'nda_text:create') && !can(auth.permissions, 'nda_text:edit')) throw forbidden();
    return { data: await service.saveNda(deps, auth, request.body.text) };
  });
}
