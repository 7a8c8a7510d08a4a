import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productChoiceSchema, productInput, productQuickListQuery, productSchema } from '@shared/contracts/products';
import type { AppDeps } from '../../deps';
import { dataResponse, idParam, listQuery, listResponse, noContent } from '../../lib/http';
import { createProduct, deleteProduct, listProducts, quickListProducts, updateProduct } from './service';

const base = '/api/v1/product';

/** Products (questionnaires §2.2, §7): searchable list, quick list for pickers, create, rename (PATCH or PUT), delete. */
export async function registerProducts(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/`,
    {
      config: { permission: 'product:view' },
      schema: { querystring: listQuery, response: { 200: listResponse(z.object({ products: z.array(productSchema) })) } },
    },
    async (req) => listProducts(deps, req.auth!, req.query),
  );

  r.get(
    `${base}/quick-list/`,
    {
      config: { permission: 'product:view' },
      schema: { querystring: productQuickListQuery, response: { 200: dataResponse(z.object({ products: z.array(productChoiceSchema) })) } },
    },
    async (req) => quickListProducts(deps, req.auth!, req.query),
  );

  r.post(
    `${base}/`,
    { config: { permission: 'product:create' }, schema: { body: productInput, response: { 201: dataResponse(productSchema) } } },
    async (req, reply) => {
      const data = await createProduct(deps, req.auth!, req.body);
      return reply.status(201).send({ data });
    },
  );

  for (const method of ['PATCH', 'PUT'] as const) {
    r.route({
      method,
      url: `${base}/:id/`,
      config: { permission: 'product:edit' },
      schema: { params: idParam, body: productInput, response: { 200: dataResponse(productSchema) } },
      handler: async (req) => ({ data: await updateProduct(deps, req.auth!, req.params.id, req.body) }),
    });
  }

  r.delete(`${base}/:id/`, { config: { permission: 'product:delete' }, schema: { params: idParam, response: { 204: noContent } } }, async (req, reply) => {
    await deleteProduct(deps, req.auth!, req.params.id);
    return reply.status(204).send();
  });
}
