import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { announcementInput, announcementListFilters, announcementPatch } from '@shared/contracts/announcements';
import type { AppDeps } from '../../deps';
import { idParam, listQuery } from '../../lib/http';
import { createAnnouncement, deleteAnnouncement, getAnnouncement, listAnnouncements, updateAnnouncement } from './service';

const base = '/api/v1/tc-config/announcement';

/** Announcements (portal §3, §7). A new active announcement is e-mailed to confirmed subscribers. */
export async function registerAnnouncements(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/`, { config: { permission: 'announcements:view' }, schema: { querystring: listQuery.extend(announcementListFilters) } }, async (req) =>
    listAnnouncements(deps, req.auth!, req.query),
  );

  r.post(`${base}/`, { config: { permission: 'announcements:create' }, schema: { body: announcementInput } }, async (req, reply) => {
    const data = await createAnnouncement(deps, req.auth!, req.body);
    return reply.status(201).send({ data });
  });

  r.get(`${base}/:id/`, { config: { permission: 'announcements:view' }, schema: { params: idParam } }, async (req) => ({
    data: await getAnnouncement(deps, req.auth!, req.params.id),
  }));

  r.patch(`${base}/:id/`, { config: { permission: 'announcements:edit' }, schema: { params: idParam, body: announcementPatch } }, async (req) => ({
    data: await updateAnnouncement(deps, req.auth!, req.params.id, req.body),
  }));

  r.delete(`${base}/:id/`, { config: { permission: 'announcements:delete' }, schema: { params: idParam } }, async (req, reply) => {
    await deleteAnnouncement(deps, req.auth!, req.params.id);
    return reply.status(204).send();
  });
}
