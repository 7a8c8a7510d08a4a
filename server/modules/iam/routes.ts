import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResultSchema, loginStartQuery, logoutResultSchema, refreshRequest, tokenRequest } from '@shared/contracts/iam';
import type { AppDeps } from '../../deps';
import { dataResponse, redirectResponse } from '../../lib/http';
import { mountEmbeddedProvider } from '../../lib/oidc/mount';
import { SsoBroker } from '../sso/index';
import { LoginState } from './login-state';
import { embeddedRelyingParty, externalRelyingParty } from './relying-party';
import { exchangeCode, loginResult, logout, refresh, startLogin, type IamContext } from './service';

const base = '/api/v1/iam';
/** Sign-in, refresh and /me answer with the login result. */
const loginResponse = { 200: dataResponse(loginResultSchema) };
/** Per IP address: generous for people, tight for scripts. groupId gives each call its own counter. */
const perMinute = (max: number, groupId: string) => ({ rateLimit: { max, timeWindow: 60_000, groupId } });

/**
 * Sign-in (portal §1, §2, §4, §7, §8): the browser is sent to the OpenID Connect provider (the embedded
 * one under /oidc unless OIDC_ISSUER is set), comes back to /auth/redirect, and the console exchanges
 * the code here for the login result and our own session tokens.
 */
export async function registerIam(app: FastifyInstance, deps: AppDeps) {
  const rp = deps.config.oidc
    ? externalRelyingParty(deps.config)
    : embeddedRelyingParty(app, deps.config, await mountEmbeddedProvider(app, deps, new SsoBroker(deps)));
  const ctx: IamContext = { deps, rp, loginState: await LoginState.create(deps.db, deps.config) };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/login/`,
    {
      config: { permission: 'public', ...perMinute(60, 'iam-login') },
      schema: {
        querystring: loginStartQuery,
        response: {
          302: redirectResponse(
            "To the identity provider's sign-in page (OpenID Connect, PKCE); to /auth/redirect with an error when it cannot be reached; to this call on PUBLIC_URL when opened on another host name.",
          ),
        },
      },
    },
    async (req, reply) => startLogin(ctx, req, reply, req.query),
  );

  r.post(
    `${base}/token/`,
    { config: { permission: 'public', ...perMinute(60, 'iam-token') }, schema: { body: tokenRequest, response: loginResponse } },
    async (req, reply) => ({
      data: await exchangeCode(ctx, req, reply, req.body),
    }),
  );

  r.post(
    `${base}/token/refresh/`,
    { config: { permission: 'public', ...perMinute(60, 'iam-refresh') }, schema: { body: refreshRequest, response: loginResponse } },
    async (req, reply) => ({
      data: await refresh(ctx, req, reply, req.body?.refresh_token),
    }),
  );

  r.get(`${base}/me/`, { config: { permission: 'authenticated' }, schema: { response: loginResponse } }, async (req) => ({
    data: await loginResult(ctx, { id: req.auth!.userId, organizationId: req.auth!.organizationId }),
  }));

  r.post(
    `${base}/logout/`,
    { config: { permission: 'authenticated' }, schema: { response: { 200: dataResponse(logoutResultSchema) } } },
    async (req, reply) => ({
      data: await logout(ctx, req.auth!, reply),
    }),
  );
}
