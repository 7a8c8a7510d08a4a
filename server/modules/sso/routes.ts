import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ssoConnectionViewSchema, ssoMessages, ssoOidcBody, ssoOverviewSchema, ssoProtocols, ssoSamlBody } from '@shared/contracts/sso';
import type { AppDeps } from '../../deps';
import { dataResponse } from '../../lib/http';
import { messagePage } from '../../lib/oidc/pages';
import { SsoBroker, SsoRefusal } from './broker';
import { activeConnectionOf, oidcRedirectUri, removeConnection, saveOidc, saveSaml, spMetadataXml, ssoOverview } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Per-organisation single sign-on (portal §2 Settings → Integrations): the IT Admin's configuration
 * API, and the browser endpoints the organisations' identity providers return to.
 */
export async function registerSso(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const broker = new SsoBroker(deps);

  const connectionResponse = { 200: dataResponse(ssoConnectionViewSchema) };
  r.get(
    '/api/v1/core/sso/connections/',
    { config: { permission: 'tenant:view' }, schema: { response: { 200: dataResponse(ssoOverviewSchema) } } },
    async (req) => ({
      data: await ssoOverview(deps, req.auth!),
    }),
  );
  r.put(
    '/api/v1/core/sso/connections/oidc/',
    { config: { permission: 'tenant:edit' }, schema: { body: ssoOidcBody, response: connectionResponse } },
    async (req) => ({
      data: await saveOidc(deps, req.auth!, req.body),
    }),
  );
  r.put(
    '/api/v1/core/sso/connections/saml/',
    { config: { permission: 'tenant:edit' }, schema: { body: ssoSamlBody, response: connectionResponse } },
    async (req) => ({
      data: await saveSaml(deps, req.auth!, req.body),
    }),
  );
  r.delete(
    '/api/v1/core/sso/connections/:protocol/',
    {
      config: { permission: 'tenant:edit' },
      schema: { params: z.object({ protocol: z.enum(ssoProtocols) }), response: { 200: dataResponse(z.object({ deleted: z.boolean() })) } },
    },
    async (req) => ({
      data: await removeConnection(deps, req.auth!, req.params.protocol),
    }),
  );

  const page = (reply: FastifyReply, message: string, status = 403) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        messagePage(
          { supportEmail: deps.config.supportEmail },
          { title: 'Single sign-on failed', message, tone: 'error', link: { href: '/', label: 'Back to sign-in' } },
        ),
      );

  /** Both round trips end the same way: back into the embedded provider's interaction with a ticket. */
  const finish = async (req: FastifyRequest, reply: FastifyReply, work: () => Promise<{ uid: string; userId: string }>) => {
    try {
      const { uid, userId } = await work();
      return reply.redirect(`/oidc/interaction/${encodeURIComponent(uid)}/sso?ticket=${await broker.ticket(uid, userId)}`, 303);
    } catch (err) {
      if (err instanceof SsoRefusal) return page(reply, err.message);
      req.log.warn({ err: { message: (err as Error).message } }, 'single sign-on response refused');
      return page(reply, ssoMessages.failed, 400);
    }
  };

  app.get('/sso/oidc/callback', async (req, reply) => {
    const url = new URL(oidcRedirectUri(deps.config.publicUrl));
    url.search = new URL(req.url, 'http://x').search;
    return finish(req, reply, async () => {
      const pending = await broker.takePending(url.searchParams.get('state') ?? '');
      if (!pending || pending.protocol !== 'oidc') throw new SsoRefusal(ssoMessages.failed);
      const conn = await activeConnectionOf(deps, pending.organizationId, 'oidc');
      if (!conn) throw new SsoRefusal(ssoMessages.failed);
      const { email, name } = await broker.oidcEmail(conn, pending, url);
      return { uid: pending.uid, userId: await broker.resolveUser(conn, email, name) };
    });
  });

  app.get<{ Params: { org: string } }>('/sso/saml/:org/metadata', async (req, reply) => {
    if (!UUID.test(req.params.org)) return reply.status(404).send();
    return reply.type('application/samlmetadata+xml; charset=utf-8').send(spMetadataXml(deps.config.publicUrl, req.params.org));
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post<{ Params: { org: string }; Body: Record<string, string> }>('/sso/saml/:org/acs', async (req, reply) =>
      finish(req, reply, async () => {
        if (!UUID.test(req.params.org)) throw new SsoRefusal(ssoMessages.failed);
        const conn = await activeConnectionOf(deps, req.params.org, 'saml');
        if (!conn) throw new SsoRefusal(ssoMessages.failed);
        const body = { SAMLResponse: String(req.body?.SAMLResponse ?? ''), RelayState: String(req.body?.RelayState ?? '') };
        const { email, name } = await broker.samlEmail(conn, body);
        const pending = await broker.takePending(body.RelayState);
        if (!pending || pending.protocol !== 'saml' || pending.organizationId !== conn.organizationId) throw new SsoRefusal(ssoMessages.failed);
        return { uid: pending.uid, userId: await broker.resolveUser(conn, email, name) };
      }),
    );
  });
}
