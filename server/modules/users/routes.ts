import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdUserSchema,
  invitationResultSchema,
  orgUserSchema,
  quickListQuery,
  quickListUserSchema,
  userInput,
  userListQuery,
  userPaginationExtras,
  userPatch,
} from '@shared/contracts/users';
import type { AppDeps } from '../../deps';
import { dataResponse, idParam, listQuery, listResponse } from '../../lib/http';
import { createUser, getUser, listUsers, quickList, reinviteUser, updateUser } from './service';

const base = '/api/v1/iam/user-manage';
const one = dataResponse(orgUserSchema);

/** Organisation users (portal §2, §3, §5, §7): list, invite, edit, activate/deactivate, re-invite, picker. */
export async function registerUsers(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/`,
    {
      config: { permission: 'users:view' },
      schema: {
        querystring: listQuery.extend(userListQuery.shape),
        response: { 200: listResponse(z.object({ users: z.array(orgUserSchema) }), userPaginationExtras) },
      },
    },
    async (req) => listUsers(deps, req.auth!, req.query),
  );

  /** The assignee picker (questionnaires §6): any member of the organisation may see colleagues' names. */
  r.get(
    `${base}/quick-list/`,
    { config: { permission: 'authenticated' }, schema: { querystring: quickListQuery, response: { 200: dataResponse(z.array(quickListUserSchema)) } } },
    async (req) => ({ data: await quickList(deps, req.auth!, req.query) }),
  );

  r.post(
    `${base}/`,
    { config: { permission: 'users:create' }, schema: { body: userInput, response: { 201: dataResponse(createdUserSchema) } } },
    async (req, reply) => {
      const data = await createUser(deps, req.auth!, req.body);
      return reply.status(201).send({ data });
    },
  );

  r.get(`${base}/:id/`, { config: { permission: 'users:view' }, schema: { params: idParam, response: { 200: one } } }, async (req) => ({
    data: await getUser(deps, req.auth!, req.params.id),
  }));

  r.patch(`${base}/:id/`, { config: { permission: 'users:edit' }, schema: { params: idParam, body: userPatch, response: { 200: one } } }, async (req) => ({
    data: await updateUser(deps, req.auth!, req.params.id, req.body),
  }));

  r.post(
    `${base}/:id/re-invite/`,
    { config: { permission: 'users:edit' }, schema: { params: idParam, response: { 200: dataResponse(invitationResultSchema) } } },
    async (req) => ({
      data: await reinviteUser(deps, req.auth!, req.params.id),
    }),
  );
}
