import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificationFields,
  certificationListFilters,
  certificationPatchFields,
  certificationSchema,
  standardLogoSchema,
} from '@shared/contracts/certifications';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { dataResponse, fileResponse, idParam, listQuery, listResponse, noContent } from '../../lib/http';
import { parseFields, readForm, sendStoredFile, uploadRules } from '../../lib/uploads';
import { registerExpiryJob } from './expiry';
import { createCertification, deleteCertification, getCertification, getCertificationStoredFile, listCertifications, updateCertification } from './service';
import { standardLogos, standardLogoSvg } from './standard-logos';

const base = '/api/v1/document/certification';
const files = { file: uploadRules.document, logo: uploadRules.image };
const one = { 200: dataResponse(certificationSchema) };

/**
 * Compliance and certifications (portal §3, §7). Create and edit take a multipart form (fields, an
 * optional `file` and an optional `logo`) or JSON (the active toggle).
 */
export async function registerCertifications(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerExpiryJob(deps);

  r.get(
    `${base}/`,
    {
      config: { permission: 'documents:view' },
      schema: {
        querystring: listQuery.extend(certificationListFilters),
        response: { 200: listResponse(z.object({ security_certificates: z.array(certificationSchema) })) },
      },
    },
    async (req) => listCertifications(deps, req.auth!, req.query),
  );

  r.post(`${base}/`, { config: { permission: 'documents:create' }, schema: { response: { 201: dataResponse(certificationSchema) } } }, async (req, reply) => {
    const form = await readForm(req, files);
    const data = await createCertification(deps, req.auth!, parseFields(certificationFields, form.fields), form.files);
    return reply.status(201).send({ data });
  });

  r.get(
    `${base}/standard-logos/`,
    { config: { permission: 'documents:view' }, schema: { response: { 200: dataResponse(z.object({ standard_logos: z.array(standardLogoSchema) })) } } },
    async () => ({ data: { standard_logos: standardLogos } }),
  );

  r.get(`${base}/:id/`, { config: { permission: 'documents:view' }, schema: { params: idParam, response: one } }, async (req) => ({
    data: await getCertification(deps, req.auth!, req.params.id),
  }));

  r.patch(`${base}/:id/`, { config: { permission: 'documents:edit' }, schema: { params: idParam, response: one } }, async (req) => {
    const form = await readForm(req, files);
    return { data: await updateCertification(deps, req.auth!, req.params.id, parseFields(certificationPatchFields, form.fields), form.files) };
  });

  r.delete(`${base}/:id/`, { config: { permission: 'documents:delete' }, schema: { params: idParam, response: { 204: noContent } } }, async (req, reply) => {
    await deleteCertification(deps, req.auth!, req.params.id);
    return reply.status(204).send();
  });

  r.get(
    `${base}/:id/download/`,
    { config: { permission: 'documents:download' }, schema: { params: idParam, response: { 200: fileResponse('The certificate or report (PDF or image).') } } },
    async (req, reply) => sendStoredFile(reply, deps.storage, await getCertificationStoredFile(deps, req.auth!, req.params.id, 'file')),
  );

  r.get(
    `${base}/:id/logo/`,
    { config: { permission: 'documents:view' }, schema: { params: idParam, response: { 200: fileResponse('The uploaded logo (an image).') } } },
    async (req, reply) =>
      sendStoredFile(reply, deps.storage, await getCertificationStoredFile(deps, req.auth!, req.params.id, 'logo'), {
        inline: true,
        cache: 'private, max-age=300',
      }),
  );

  // The built-in badges are product artwork, not tenant data: public and cacheable.
  r.get(
    '/api/v1/document/standard-logos/:file',
    {
      config: { permission: 'public' },
      schema: { params: z.object({ file: z.string().max(60) }), response: { 200: fileResponse('The badge, an SVG image.', 'image/svg+xml') } },
    },
    async (req, reply) => {
      const svg = standardLogoSvg(req.params.file.replace(/\.svg$/, ''));
      if (!svg) throw notFound('No such logo.');
      return reply
        .type('image/svg+xml')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('Cache-Control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
