import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerInput, customerListQuery, customerPaginationExtras, customerPatch, customerSchema } from '@shared/contracts/customers';
import type { AppDeps } from '../../deps';
import { dataResponse, idParam, listQuery, listResponse, noContent } from '../../lib/http';
import { registerCustomerCheck } from './hooks';
import { openRequestsCheck } from './open-requests-check';
import { createCustomer, deleteCustomer, getCustomer, listCustomers, updateCustomer } from './service';

const base = '/api/v1/customer';
const one = dataResponse(customerSchema);

/** Customer accounts (portal §3, §7; questionnaires §2.6, §7): list, create, read, update (incl. the active toggle), delete. */
export async function registerCustomers(app: FastifyInstance, deps: AppDeps) {
  registerCustomerCheck(openRequestsCheck);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/`,
    {
      config: { permission: 'customer:view' },
      schema: {
        querystring: listQuery.extend(customerListQuery.shape),
        response: { 200: listResponse(z.object({ customers: z.array(customerSchema) }), customerPaginationExtras) },
      },
    },
    async (req) => listCustomers(deps, req.auth!, req.query),
  );

  r.post(`${base}/`, { config: { permission: 'customer:create' }, schema: { body: customerInput, response: { 201: one } } }, async (req, reply) => {
    const data = await createCustomer(deps, req.auth!, req.body);
    return reply.status(201).send({ data });
  });

  r.get(`${base}/:id/`, { config: { permission: 'customer:view' }, schema: { params: idParam, response: { 200: one } } }, async (req) => ({
    data: await getCustomer(deps, req.auth!, req.params.id),
  }));

  r.patch(
    `${base}/:id/`,
    { config: { permission: 'customer:edit' }, schema: { params: idParam, body: customerPatch, response: { 200: one } } },
    async (req) => ({
      data: await updateCustomer(deps, req.auth!, req.params.id, req.body),
    }),
  );

  r.delete(`${base}/:id/`, { config: { permission: 'customer:delete' }, schema: { params: idParam, response: { 204: noContent } } }, async (req, reply) => {
    await deleteCustomer(deps, req.auth!, req.params.id);
    return reply.status(204).send();
  });
}
