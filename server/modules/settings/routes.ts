import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crmAvailableFieldsSchema,
  crmDetailsSchema,
  customDomainBody,
  domainInfoSchema,
  notificationReceiversBody,
  notificationReceiversSchema,
  ssoDetailsSchema,
  ssoSetupInfoSchema,
} from '@shared/contracts/settings';
import { limits } from '@shared/limits';
import type { AppDeps } from '../../deps';
import { dataResponse } from '../../lib/http';
import {
  readCrmDetails,
  readCrmFields,
  readDomain,
  readNotificationReceivers,
  removeCustomDomain,
  saveNotificationReceivers,
  setCustomDomain,
  ssoDetails,
  ssoSetupInfo,
  verifyCustomDomain,
} from './service';

const cache60 = `private, max-age=${Math.round(limits.ssoDetailsCacheMs / 1000)}`;
const receiversResponse = { 200: dataResponse(z.object({ internal_notification_receivers: notificationReceiversSchema })) };
const domainResponse = { 200: dataResponse(domainInfoSchema) };

/** Settings (portal §2 Settings, §5, §7): notification receivers, single sign-on, CRM, domain. */
export async function registerSettings(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/core/internal-notification-receivers/', { config: { permission: 'settings:view' }, schema: { response: receiversResponse } }, async (req) => ({
    data: await readNotificationReceivers(deps, req.auth!),
  }));

  r.post(
    '/api/v1/core/internal-notification-receivers/',
    { config: { permission: 'settings:edit' }, schema: { body: notificationReceiversBody, response: receiversResponse } },
    async (req) => ({
      data: await saveNotificationReceivers(deps, req.auth!, req.body.internal_notification_receivers),
    }),
  );

  r.get(
    '/api/v1/core/sso/details/',
    { config: { permission: 'tenant:view' }, schema: { response: { 200: dataResponse(ssoDetailsSchema) } } },
    async (_req, reply) => {
      reply.header('Cache-Control', cache60);
      return { data: ssoDetails(deps) };
    },
  );

  r.get(
    '/api/v1/core/sso/saml-setup-info/',
    { config: { permission: 'tenant:view' }, schema: { response: { 200: dataResponse(ssoSetupInfoSchema) } } },
    async (_req, reply) => {
      reply.header('Cache-Control', cache60);
      return { data: ssoSetupInfo(deps) };
    },
  );

  r.get(
    '/api/v1/salesforce/details/',
    { config: { permission: 'settings:view' }, schema: { response: { 200: dataResponse(crmDetailsSchema) } } },
    async (req) => ({
      data: await readCrmDetails(deps, req.auth!),
    }),
  );

  r.get(
    '/api/v1/salesforce/available-fields/',
    { config: { permission: 'settings:view' }, schema: { response: { 200: dataResponse(crmAvailableFieldsSchema) } } },
    async (req) => ({ data: await readCrmFields(deps, req.auth!) }),
  );

  r.get('/api/v1/core/domain/', { config: { permission: 'settings:view' }, schema: { response: domainResponse } }, async (req) => ({
    data: await readDomain(deps, req.auth!),
  }));
  r.put(
    '/api/v1/core/domain/custom/',
    { config: { permission: 'settings:edit' }, schema: { body: customDomainBody, response: domainResponse } },
    async (req) => ({
      data: await setCustomDomain(deps, req.auth!, req.body.domain),
    }),
  );
  r.post('/api/v1/core/domain/custom/verify/', { config: { permission: 'settings:edit' }, schema: { response: domainResponse } }, async (req) => ({
    data: await verifyCustomDomain(deps, req.auth!),
  }));
  r.delete('/api/v1/core/domain/custom/', { config: { permission: 'settings:edit' }, schema: { response: domainResponse } }, async (req) => ({
    data: await removeCustomDomain(deps, req.auth!),
  }));
}
