import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppDeps } from '../../deps';
import { autoSubmitJs, signinCss } from './assets';
import { loadProviderSecrets, publicJwks } from './keys';
import { registerInteractionRoutes, type SignInRouter } from './interaction-routes';
import { registerSetPasswordRoutes } from './set-password-routes';
import { CONSOLE_CLIENT_ID, createEmbeddedProvider, OIDC_MOUNT, issuerFor } from './provider';

export interface EmbeddedProvider {
  provider: Provider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The public signing keys (for checking ID tokens without a network call). */
  jwks: { keys: Record<string, unknown>[] };
}

/**
 * Mounts the embedded provider under /oidc in the same fastify server: our own pages (sign-in,
 * organisation choice, set password, assets) as fastify routes, everything else handed to
 * oidc-provider with the raw request and response (reply.hijack()).
 */
export async function mountEmbeddedProvider(app: FastifyInstance, deps: AppDeps, router?: SignInRouter): Promise<EmbeddedProvider> {
  const secrets = await loadProviderSecrets(deps.db);
  const pages = { supportEmail: deps.config.supportEmail };
  const provider = createEmbeddedProvider({ db: deps.db, publicUrl: deps.config.publicUrl, secrets, pages });
  provider.on('server_error', (_ctx: unknown, err: Error) => deps.log.error({ err }, 'oidc provider error'));

  const assets = { 'signin.css': ['text/css; charset=utf-8', signinCss], 'auto-submit.js': ['text/javascript; charset=utf-8', autoSubmitJs] } as const;
  app.get<{ Params: { name: string } }>(`${OIDC_MOUNT}/assets/:name`, async (req, reply) => {
    const asset = assets[req.params.name as keyof typeof assets];
    if (!asset) return reply.status(404).type('text/plain').send('Not found');
    return reply.type(asset[0]).header('Cache-Control', 'public, max-age=86400').send(asset[1]);
  });

  await app.register(async (scope) => {
    // Form posts of our own pages.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    await registerInteractionRoutes(scope, deps, provider, secrets.linkKey, pages, router);
    await registerSetPasswordRoutes(scope, deps, pages);
  });

  await app.register(async (scope) => {
    // oidc-provider reads request bodies itself: leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    const handle = provider.callback();
    const publicAddress = new URL(deps.config.publicUrl);
    const forward = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
      reply.hijack();
      const raw = req.raw as typeof req.raw & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(OIDC_MOUNT.length) || '/';
      if (!raw.url.startsWith('/')) raw.url = `/${raw.url}`;
      // Discovery, redirects and issuer links name PUBLIC_URL, whatever Host or X-Forwarded-* the request carried.
      raw.headers.host = publicAddress.host;
      raw.headers['x-forwarded-host'] = publicAddress.host;
      raw.headers['x-forwarded-proto'] = publicAddress.protocol.replace(/:$/, '');
      await handle(raw, reply.raw);
    };
    scope.all(OIDC_MOUNT, forward);
    scope.all(`${OIDC_MOUNT}/*`, forward);
  });

  return {
    provider,
    issuer: issuerFor(deps.config.publicUrl),
    clientId: CONSOLE_CLIENT_ID,
    clientSecret: secrets.clientSecret,
    jwks: publicJwks(secrets.jwks) as { keys: Record<string, unknown>[] },
  };
}
