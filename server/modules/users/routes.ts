import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { quickListQuery, userInput, userListQuery, userPatch } from '@shared/contracts/users';
import type { AppDeps } from '../../deps';
import { idParam, listQuery } from '../../lib/http';
import { createUser, getUser, listUsers, quickList, reinviteUser, updateUser } from './service';

const base = '/api/v1/iam/user-manage';

/** Organisation users (portal §2, §3, §5, §7): list, invite, edit, activate/deactivate, re-invite, picker. */
export async function registerUsers(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/`, { config: { permission: 'users:view' }, schema: { querystring: listQuery.extend(userListQuery.shape) } }, async (req) =>
    listUsers(deps, req.auth!, req.query),
  );

  /** The assignee picker (questionnaires §6): any member of the organisation may see colleagues' names. */
  r.get(`${base}/quick-list/`, { config: { permission: 'authenticated' }, schema: { querystring: quickListQuery } }, async (req) => ({
    data: await quickList(deps, req.auth!, req.query),
  }));

  r.post(`${base}/`, { config: { permission: 'users:create' }, schema: { body: userInput } }, async (req, reply) => {
    const data = await createUser(deps, req.auth!, req.body);
    return reply.status(201).send({ data });
  });

  r.get(`${base}/:id/`, { config: { permission: 'users:view' }, schema: { params: idParam } }, async (req) => ({
    data: await getUser(deps, req.auth!, req.params.id),
  }));

  r.patch(`${base}/:id/`, { config: { permission: 'users:edit' }, schema: { params: idParam, body: userPatch } }, async (req) => ({
    data: await updateUser(deps, req.auth!, req.params.id, req.body),
  }));

  r.post(`${base}/:id/re-invite/`, { config: { permission: 'users:edit' }, schema: { params: idParam } }, async (req) => ({
    data: await reinviteUser(deps, req.auth!, req.params.id),
  }));
}
