import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roleDeleteQuery, roleInput, rolePatch } from '@shared/contracts/roles';
import type { AppDeps } from '../../deps';
import { idParam, listQuery } from '../../lib/http';
import { createRole, deleteRole, getRole, listRoleOptions, listRoles, updateRole } from './service';

const base = '/api/v1/iam/roles';

/** Roles (portal §2 User Roles, §6): built-in templates and custom roles with a permission matrix. */
export async function registerRoles(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/`, { config: { permission: 'teams:view' }, schema: { querystring: listQuery } }, async (req) => listRoles(deps, req.auth!, req.query));

  /** Names only, for the users screens (role filter and form), which need no permission on roles. */
  r.get(`${base}/options/`, { config: { permission: 'users:view' } }, async (req) => ({ data: { roles: await listRoleOptions(deps, req.auth!) } }));

  r.post(`${base}/`, { config: { permission: 'teams:create' }, schema: { body: roleInput } }, async (req, reply) => {
    const data = await createRole(deps, req.auth!, req.body);
    return reply.status(201).send({ data });
  });

  r.get(`${base}/:id/`, { config: { permission: 'teams:view' }, schema: { params: idParam } }, async (req) => ({
    data: await getRole(deps, req.auth!, req.params.id),
  }));

  r.patch(`${base}/:id/`, { config: { permission: 'teams:edit' }, schema: { params: idParam, body: rolePatch } }, async (req) => ({
    data: await updateRole(deps, req.auth!, req.params.id, req.body),
  }));

  r.delete(`${base}/:id/`, { config: { permission: 'teams:delete' }, schema: { params: idParam, querystring: roleDeleteQuery } }, async (req) => ({
    data: await deleteRole(deps, req.auth!, req.params.id, req.query.move_users_to),
  }));
}
