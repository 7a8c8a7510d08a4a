import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import type { Config } from '../../config';
import type { EmbeddedProvider } from '../../lib/oidc/mount';
import { CONSOLE_SCOPE, postLogoutRedirectUriFor, redirectUriFor } from '../../lib/oidc/provider';

/** Our server as an OpenID Connect relying party: the embedded provider, or an external one. */
export interface RelyingParty {
  kind: 'embedded' | 'external';
  scope: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  configuration(): Promise<client.Configuration>;
}

/**
 * Calls to the embedded provider go through app.inject(): no network hop, so it works behind any
 * proxy or load balancer (PUBLIC_URL need not be reachable from the server itself) and in tests.
 */
function injectFetch(app: FastifyInstance, issuer: string): client.CustomFetch {
  return async (url, options) => {
    if (!url.startsWith(issuer)) return fetch(url, options as RequestInit);
    const u = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(options.headers as HeadersInit).forEach((v, k) => (headers[k] = v));
    headers.host = u.host;
    headers['x-forwarded-proto'] = u.protocol.replace(':', '');
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: u.pathname + u.search,
      headers,
      ...(options.body !== undefined && options.body !== null ? { payload: String(options.body) } : {}),
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (Array.isArray(v)) v.forEach((x) => out.append(k, String(x)));
      else if (v !== undefined) out.set(k, String(v));
    }
    const noBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}

export function embeddedRelyingParty(app: FastifyInstance, config: Config, embedded: EmbeddedProvider): RelyingParty {
  const { issuer } = embedded;
  const configuration = new client.Configuration(
    {
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      userinfo_endpoint: `${issuer}/me`,
      end_session_endpoint: `${issuer}/session/end`,
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    },
    embedded.clientId,
    { client_secret: embedded.clientSecret, id_token_signed_response_alg: 'RS256' },
    client.ClientSecretBasic(embedded.clientSecret),
  );
  configuration[client.customFetch] = injectFetch(app, issuer);
  if (issuer.startsWith('http:')) client.allowInsecureRequests(configuration);
  // ID token signatures are checked too (keys fetched from /oidc/jwks through the same inject path).
  client.enableNonRepudiationChecks(configuration);
  return {
    kind: 'embedded',
    scope: CONSOLE_SCOPE,
    redirectUri: redirectUriFor(config.publicUrl),
    postLogoutRedirectUri: postLogoutRedirectUriFor(config.publicUrl),
    configuration: async () => configuration,
  };
}

/** Any OpenID Connect provider (Keycloak, Okta, Entra ID) found by discovery from OIDC_ISSUER. */
export function externalRelyingParty(config: Config): RelyingParty {
  const oidc = config.oidc!;
  let pending: Promise<client.Configuration> | null = null;
  const discover = async () => {
    const insecure = oidc.issuer.startsWith('http:');
    const c = await client.discovery(new URL(oidc.issuer), oidc.clientId, { client_secret: oidc.clientSecret }, client.ClientSecretBasic(oidc.clientSecret), {
      execute: [...(insecure ? [client.allowInsecureRequests] : []), client.enableNonRepudiationChecks],
    });
    return c;
  };
  return {
    kind: 'external',
    scope: CONSOLE_SCOPE,
    redirectUri: redirectUriFor(config.publicUrl),
    postLogoutRedirectUri: postLogoutRedirectUriFor(config.publicUrl),
    configuration() {
      // Discovered once per instance (safe to lose); a failed discovery is retried on the next sign-in.
      pending ??= discover().catch((err) => {
        pending = null;
        throw err;
      });
      return pending;
    },
  };
}
