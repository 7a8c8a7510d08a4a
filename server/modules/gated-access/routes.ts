import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessDecisionSchema,
  accessRequestAction,
  accessRequestCustomer,
  accessRequestListQuery,
  accessRequestSchema,
  accessSettingsPatch,
  accessSettingsSchema,
  documentDownloadSchema,
  memberInput,
  memberListQuery,
  memberPatch,
  memberSchema,
  ndaVersionInput,
  ndaVersionSchema,
  signedNdaSchema,
} from '@shared/contracts/gated-access';
import { can } from '@shared/permissions';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../lib/errors';
import { dataResponse, listQuery, listResponse, noContent } from '../../lib/http';
import { registerCustomerCleanup, registerMemberCounter } from '../customers/index';
import { listDownloads } from './downloads.service';
import { registerMailJob } from './mails';
import { countMembersByCustomer } from './members.queries';
import { createMember, deleteMember, listMembers, reinviteMember, removeMembersOfDeletedCustomer, updateMember } from './members.service';
import { getAccessSettings, getNdaVersion, listNdaVersions, listSignedNdas, saveNdaVersion, updateAccessSettings } from './ndas.service';
import { registerPublicAccess } from './public-routes';
import { chooseCustomer, decideRequest, listPendingRequests, listRequests } from './requests.service';

const customerParam = z.object({ customerId: z.uuid() });
const memberParams = z.object({ customerId: z.uuid(), memberId: z.uuid() });
const decisionResponse = { 200: dataResponse(accessDecisionSchema) };
const membersResponse = { 200: listResponse(z.object({ members: z.array(memberSchema) })) };
const ndaVersionResponse = dataResponse(ndaVersionSchema);
const accessSettingsResponse = { 200: dataResponse(accessSettingsSchema) };

/** Gated access (questionnaires §2.4–§2.6, §7): access requests, customer members, NDAs and confidential downloads. */
export async function registerGatedAccess(app: FastifyInstance, deps: AppDeps) {
  registerMemberCounter(countMembersByCustomer);
  registerCustomerCleanup(removeMembersOfDeletedCustomer);
  registerMailJob(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  /* Access requests */
  const requests = '/api/v1/tc-config/access-request';
  r.get(
    `${requests}/`,
    {
      config: { permission: 'access_request:view' },
      schema: {
        querystring: listQuery.extend(accessRequestListQuery.shape),
        response: { 200: listResponse(z.object({ access_requests: z.array(accessRequestSchema) })) },
      },
    },
    async (req) => listRequests(deps, req.auth!, req.query),
  );
  r.get(
    `${requests}/pending/`,
    {
      config: { permission: 'access_request:view' },
      schema: { response: { 200: dataResponse(z.object({ pending_count: z.number(), latest: z.array(accessRequestSchema) })) } },
    },
    async (req) => ({ data: await listPendingRequests(deps, req.auth!) }),
  );
  r.post(
    `${requests}/:id/action/`,
    { config: { permission: 'access_request:edit' }, schema: { params: z.object({ id: z.uuid() }), body: accessRequestAction, response: decisionResponse } },
    async (req) => {
      if (req.body.customer_name && !can(req.auth!.permissions, 'customer:create')) throw forbidden();
      return { data: await decideRequest(deps, req.auth!, req.params.id, req.body) };
    },
  );
  r.post(
    `${requests}/:id/customer/`,
    { config: { permission: 'access_request:edit' }, schema: { params: z.object({ id: z.uuid() }), body: accessRequestCustomer, response: decisionResponse } },
    async (req) => {
      if (req.body.customer_name && !can(req.auth!.permissions, 'customer:create')) throw forbidden('You do not have permission to create customer accounts.');
      return { data: await chooseCustomer(deps, req.auth!, req.params.id, req.body) };
    },
  );

  /* Members */
  const memberQuery = listQuery.extend(memberListQuery.shape);
  r.get(
    '/api/v1/customer/all-member/',
    { config: { permission: 'customer_member:view' }, schema: { querystring: memberQuery, response: membersResponse } },
    async (req) => listMembers(deps, req.auth!, null, req.query),
  );
  r.get(
    '/api/v1/customer/:customerId/member/',
    { config: { permission: 'customer_member:view' }, schema: { params: customerParam, querystring: memberQuery, response: membersResponse } },
    async (req) => listMembers(deps, req.auth!, req.params.customerId, req.query),
  );
  r.post(
    '/api/v1/customer/:customerId/member/',
    { config: { permission: 'customer_member:create' }, schema: { params: customerParam, body: memberInput, response: { 201: dataResponse(memberSchema) } } },
    async (req, reply) => {
      const data = await createMember(deps, req.auth!, req.params.customerId, req.body);
      deps.jobs.poke();
      return reply.status(201).send({ data });
    },
  );
  r.patch(
    '/api/v1/customer/:customerId/member/:memberId/',
    { config: { permission: 'customer_member:edit' }, schema: { params: memberParams, body: memberPatch, response: { 200: dataResponse(memberSchema) } } },
    async (req) => ({
      data: await updateMember(deps, req.auth!, req.params.customerId, req.params.memberId, req.body),
    }),
  );
  r.delete(
    '/api/v1/customer/:customerId/member/:memberId/',
    { config: { permission: 'customer_member:delete' }, schema: { params: memberParams, response: { 204: noContent } } },
    async (req, reply) => {
      await deleteMember(deps, req.auth!, req.params.customerId, req.params.memberId);
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/v1/customer/:customerId/member/:memberId/re-invite/',
    {
      config: { permission: 'customer_member:edit' },
      schema: { params: memberParams, response: { 200: dataResponse(z.object({ message: z.string() })) } },
    },
    async (req) => {
      const data = await reinviteMember(deps, req.auth!, req.params.customerId, req.params.memberId);
      deps.jobs.poke();
      return { data };
    },
  );
  r.get(
    '/api/v1/customer/:customerId/download/',
    {
      config: { permission: 'customer_member:view' },
      schema: { params: customerParam, querystring: listQuery, response: { 200: listResponse(z.object({ downloads: z.array(documentDownloadSchema) })) } },
    },
    async (req) => listDownloads(deps, req.auth!, req.params.customerId, req.query),
  );

  /* NDAs */
  r.get(
    '/api/v1/nda/signed-logs/',
    {
      config: { permission: 'nda_text:view' },
      schema: { querystring: listQuery, response: { 200: listResponse(z.object({ signed_ndas: z.array(signedNdaSchema) })) } },
    },
    async (req) => listSignedNdas(deps, req.auth!, req.query),
  );
  r.get(
    '/api/v1/nda/versions/',
    { config: { permission: 'nda_text:view' }, schema: { response: { 200: dataResponse(z.object({ versions: z.array(ndaVersionSchema) })) } } },
    async (req) => listNdaVersions(deps, req.auth!),
  );
  r.get(
    '/api/v1/nda/versions/:version/',
    {
      config: { permission: 'nda_text:view' },
      schema: { params: z.object({ version: z.coerce.number().int().min(1).max(100000) }), response: { 200: ndaVersionResponse } },
    },
    async (req) => ({
      data: await getNdaVersion(deps, req.auth!, req.params.version),
    }),
  );
  // 'Edit NDA' needs create or edit permission (questionnaires §2.4).
  r.post(
    '/api/v1/nda/versions/',
    { config: { permission: 'authenticated' }, schema: { body: ndaVersionInput, response: { 201: ndaVersionResponse } } },
    async (req, reply) => {
      if (!can(req.auth!.permissions, 'nda_text:create') && !can(req.auth!.permissions, 'nda_text:edit')) throw forbidden();
      return reply.status(201).send({ data: await saveNdaVersion(deps, req.auth!, req.body) });
    },
  );
  r.get('/api/v1/nda/settings/', { config: { permission: 'nda_text:view' }, schema: { response: accessSettingsResponse } }, async (req) => ({
    data: await getAccessSettings(deps, req.auth!),
  }));
  r.patch(
    '/api/v1/nda/settings/',
    { config: { permission: 'nda_text:edit' }, schema: { body: accessSettingsPatch, response: accessSettingsResponse } },
    async (req) => ({
      data: await updateAccessSettings(deps, req.auth!, req.body),
    }),
  );

  await registerPublicAccess(app, deps);
}
