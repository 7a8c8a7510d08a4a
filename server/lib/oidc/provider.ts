import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/client';
import { limits } from '@shared/limits';
import { findAccount } from './accounts';
import { createDbAdapter } from './adapter';
import type { EmbeddedProviderSecrets } from './keys';
import { messagePage, signingOutPage, type PageContext } from './pages';

/** The one client of the embedded provider: our own server, exchanging codes for the console. */
export const CONSOLE_CLIENT_ID = 'trustroom-console';
export const OIDC_MOUNT = '/oidc';
export const CONSOLE_SCOPE = 'openid email profile';

export interface EmbeddedProviderOptions {
  db: Db;
  publicUrl: string;
  secrets: EmbeddedProviderSecrets;
  pages: PageContext;
}

export const issuerFor = (publicUrl: string) => `${publicUrl}${OIDC_MOUNT}`;
export const redirectUriFor = (publicUrl: string) => `${publicUrl}/auth/redirect`;
export const postLogoutRedirectUriFor = (publicUrl: string) => `${publicUrl}/auth/redirect?logout=true`;

/**
 * The default prompts, plus one rule: a provider session whose user no longer exists or was deactivated
 * counts as no session (silent sign-in answers login_required; otherwise the sign-in page is shown).
 */
function interactionPolicyWithAccountCheck() {
  const policy = interactionPolicy.base();
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('account_unavailable', 'End-User account is no longer available', 'login_required', (ctx) =>
        Boolean(ctx.oidc.session?.accountId && !ctx.oidc.account),
      ),
    );
  return policy;
}

/**
 * The embedded OpenID Connect provider (oidc-provider), backed by our users table.
 * - One confidential client, 'trustroom-console' (client_secret_basic, secret generated and stored in
 *   the database) that must also use PKCE S256: our server is the only party that exchanges codes.
 * - All state (sessions, interactions, codes, grants) in PostgreSQL through the DB adapter.
 * - Consent is implied for this first-party client (loadExistingGrant creates the grant).
 * - No dev interactions: the sign-in page is ours (interaction routes in routes.ts).
 */
export function createEmbeddedProvider(opts: EmbeddedProviderOptions): Provider {
  const { db, publicUrl, secrets, pages } = opts;
  const provider = new Provider(issuerFor(publicUrl), {
    adapter: createDbAdapter(db),
    clients: [
      {
        client_id: CONSOLE_CLIENT_ID,
        client_secret: secrets.clientSecret,
        client_name: 'Trustroom',
        redirect_uris: [redirectUriFor(publicUrl)],
        post_logout_redirect_uris: [postLogoutRedirectUriFor(publicUrl)],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: secrets.jwks,
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    pkce: { required: () => true },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = signingOutPage(pages, form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = messagePage(pages, { title: 'You have signed out', message: 'Your session has ended.', link: { href: '/', label: 'Sign in again' } });
        },
      },
    },
    interactions: {
      policy: interactionPolicyWithAccountCheck(),
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${OIDC_MOUNT}/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => findAccount(db, sub),
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const found = await ctx.oidc.provider.Grant.find(grantId);
        if (found) return found;
      }
      if (client.clientId !== CONSOLE_CLIENT_ID) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(CONSOLE_SCOPE);
      await grant.save();
      return grant;
    },
    renderError: async (ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = messagePage(pages, {
        title: 'Oops! Something went wrong',
        message: out.error_description ?? out.error ?? 'The sign-in could not be completed.',
        tone: 'error',
        link: { href: '/', label: 'Try again' },
      });
    },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 600,
      Interaction: 3600,
      Session: limits.refreshTokenTtlSeconds,
      Grant: limits.refreshTokenTtlSeconds,
    },
    clientBasedCORS: () => false,
  });
  // The mount (mount.ts) sets the forwarded scheme and host from PUBLIC_URL on every request it hands over, so
  // the provider's addresses and Secure cookies follow the configured address, never a header a client sent.
  provider.proxy = true;
  return provider;
}
