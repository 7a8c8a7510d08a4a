import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementInput,
  announcementListFilters,
  announcementPaginationExtras,
  announcementPatch,
  announcementSchema,
} from '@shared/contracts/announcements';
import type { AppDeps } from '../../deps';
import { dataResponse, idParam, listQuery, listResponse, noContent } from '../../lib/http';
import { createAnnouncement, deleteAnnouncement, getAnnouncement, listAnnouncements, updateAnnouncement } from './service';

const base = '/api/v1/tc-config/announcement';
const one = dataResponse(announcementSchema);

/** Announcements (portal §3, §7). A new active announcement is e-mailed to confirmed subscribers. */
export async function registerAnnouncements(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/`,
    {
      config: { permission: 'announcements:view' },
      schema: {
        querystring: listQuery.extend(announcementListFilters),
        response: { 200: listResponse(z.object({ announcements: z.array(announcementSchema) }), announcementPaginationExtras) },
      },
    },
    async (req) => listAnnouncements(deps, req.auth!, req.query),
  );

  r.post(`${base}/`, { config: { permission: 'announcements:create' }, schema: { body: announcementInput, response: { 201: one } } }, async (req, reply) => {
    const data = await createAnnouncement(deps, req.auth!, req.body);
    return reply.status(201).send({ data });
  });

  r.get(`${base}/:id/`, { config: { permission: 'announcements:view' }, schema: { params: idParam, response: { 200: one } } }, async (req) => ({
    data: await getAnnouncement(deps, req.auth!, req.params.id),
  }));

  r.patch(
    `${base}/:id/`,
    { config: { permission: 'announcements:edit' }, schema: { params: idParam, body: announcementPatch, response: { 200: one } } },
    async (req) => ({
      data: await updateAnnouncement(deps, req.auth!, req.params.id, req.body),
    }),
  );

  r.delete(
    `${base}/:id/`,
    { config: { permission: 'announcements:delete' }, schema: { params: idParam, response: { 204: noContent } } },
    async (req, reply) => {
      await deleteAnnouncement(deps, req.auth!, req.params.id);
      return reply.status(204).send();
    },
  );
}
