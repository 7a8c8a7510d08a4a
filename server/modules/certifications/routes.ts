import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificationFields, certificationListFilters, certificationPatchFields } from '@shared/contracts/certifications';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { idParam, listQuery } from '../../lib/http';
import { parseFields, readForm, sendStoredFile, uploadRules } from '../../lib/uploads';
import { createCertification, deleteCertification, getCertification, getCertificationStoredFile, listCertifications, updateCertification } from './service';
import { standardLogos, standardLogoSvg } from './standard-logos';

const base = '/api/v1/document/certification';
const files = { file: uploadRules.document, logo: uploadRules.image };

/**
 * Compliance and certifications (portal §3, §7). Create and edit take a multipart form (fields, an
 * optional `file` and an optional `logo`) or JSON (the active toggle).
 */
export async function registerCertifications(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/`, { config: { permission: 'documents:view' }, schema: { querystring: listQuery.extend(certificationListFilters) } }, async (req) =>
    listCertifications(deps, req.auth!, req.query),
  );

  r.post(`${base}/`, { config: { permission: 'documents:create' } }, async (req, reply) => {
    const form = await readForm(req, files);
    const data = await createCertification(deps, req.auth!, parseFields(certificationFields, form.fields), form.files);
    return reply.status(201).send({ data });
  });

  r.get(`${base}/standard-logos/`, { config: { permission: 'documents:view' } }, async () => ({ data: { standard_logos: standardLogos } }));

  r.get(`${base}/:id/`, { config: { permission: 'documents:view' }, schema: { params: idParam } }, async (req) => ({
    data: await getCertification(deps, req.auth!, req.params.id),
  }));

  r.patch(`${base}/:id/`, { config: { permission: 'documents:edit' }, schema: { params: idParam } }, async (req) => {
    const form = await readForm(req, files);
    return { data: await updateCertification(deps, req.auth!, req.params.id, parseFields(certificationPatchFields, form.fields), form.files) };
  });

  r.delete(`${base}/:id/`, { config: { permission: 'documents:delete' }, schema: { params: idParam } }, async (req, reply) => {
    await deleteCertification(deps, req.auth!, req.params.id);
    return reply.status(204).send();
  });

  r.get(`${base}/:id/download/`, { config: { permission: 'documents:download' }, schema: { params: idParam } }, async (req, reply) =>
    sendStoredFile(reply, deps.storage, await getCertificationStoredFile(deps, req.auth!, req.params.id, 'file')),
  );

  r.get(`${base}/:id/logo/`, { config: { permission: 'documents:view' }, schema: { params: idParam } }, async (req, reply) =>
    sendStoredFile(reply, deps.storage, await getCertificationStoredFile(deps, req.auth!, req.params.id, 'logo'), {
      inline: true,
      cache: 'private, max-age=300',
    }),
  );

  // The built-in badges are product artwork, not tenant data: public and cacheable.
  r.get(
    '/api/v1/document/standard-logos/:file',
    { config: { permission: 'public' }, schema: { params: z.object({ file: z.string().max(60) }) } },
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
