import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleDeletedSchema, roleDeleteQuery, roleInput, roleOptionSchema, rolePatch, roleSchema } from '@shared/contracts/roles';
import type { AppDeps } from '../../deps';
import { dataResponse, idParam, listQuery, listResponse } from '../../lib/http';
import { createRole, deleteRole, getRole, listRoleOptions, listRoles, updateRole } from './service';

const base = '/api/v1/iam/roles';
const one = dataResponse(roleSchema);

/** Roles (portal §2 User Roles, §6): built-in templates and custom roles with a permission matrix. */
export async function registerRoles(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/`,
    { config: { permission: 'teams:view' }, schema: { querystring: listQuery, response: { 200: listResponse(z.object({ roles: z.array(roleSchema) })) } } },
    async (req) => listRoles(deps, req.auth!, req.query),
  );

  /** Names only, for the users screens (role filter and form), which need no permission on roles. */
  r.get(
    `${base}/options/`,
    { config: { permission: 'users:view' }, schema: { response: { 200: dataResponse(z.object({ roles: z.array(roleOptionSchema) })) } } },
    async (req) => ({ data: { roles: await listRoleOptions(deps, req.auth!) } }),
  );

  r.post(`${base}/`, { config: { permission: 'teams:create' }, schema: { body: roleInput, response: { 201: one } } }, async (req, reply) => {
    const data = await createRole(deps, req.auth!, req.body);
    return reply.status(201).send({ data });
  });

  r.get(`${base}/:id/`, { config: { permission: 'teams:view' }, schema: { params: idParam, response: { 200: one } } }, async (req) => ({
    data: await getRole(deps, req.auth!, req.params.id),
  }));

  r.patch(`${base}/:id/`, { config: { permission: 'teams:edit' }, schema: { params: idParam, body: rolePatch, response: { 200: one } } }, async (req) => ({
    data: await updateRole(deps, req.auth!, req.params.id, req.body),
  }));

  r.delete(
    `${base}/:id/`,
    { config: { permission: 'teams:delete' }, schema: { params: idParam, querystring: roleDeleteQuery, response: { 200: dataResponse(roleDeletedSchema) } } },
    async (req) => ({
      data: await deleteRole(deps, req.auth!, req.params.id, req.query.move_users_to),
    }),
  );
}
