import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * An organisation's own OpenID Connect provider for tests: a second oidc-provider instance on loopback,
 * with one client registered for our callback. Its (development) login form takes any e-mail address.
 */
export async function startOidcIdp(redirectUri: string, client = { id: 'globex-trustroom', secret: 'globex-client-secret-0123456789' }) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      { client_id: client.id, client_secret: client.secret, redirect_uris: [redirectUri], response_types: ['code'], grant_types: ['authorization_code'] },
    ],
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => ({ sub, email: sub, email_verified: true, given_name: 'Olive' }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    loadExistingGrant: async (ctx: { oidc: { client?: { clientId: string }; session?: { accountId?: string }; provider: Provider } }) => {
      if (!ctx.oidc.client || !ctx.oidc.session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  } as never);
  server.on('request', provider.callback());

  /** Walks the provider's pages as a browser would, as `email`; returns our callback URL with the code. */
  async function signIn(authorizationUrl: string, email: string): Promise<string> {
    const jar = new Map<string, string>();
    const go = async (url: string, init: RequestInit = {}) => {
      const res = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const i = pair!.indexOf('=');
        jar.set(pair!.slice(0, i), pair!.slice(i + 1));
      }
      return res;
    };
    let res = await go(authorizationUrl);
    for (let i = 0; i < 8; i++) {
      const location = res.headers.get('location');
      if (location?.startsWith(redirectUri)) return location;
      if (location) {
        res = await go(new URL(location, issuer).href);
        continue;
      }
      const uid = /\/interaction\/([^/"?]+)/.exec(await res.text())?.[1];
      if (!uid) throw new Error(`unexpected page at the test provider (${res.status})`);
      res = await go(`${issuer}/interaction/${uid}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login: email, password: 'any' }).toString(),
      });
    }
    throw new Error('the test provider did not return to the callback');
  }

  return { issuer, client, signIn, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
