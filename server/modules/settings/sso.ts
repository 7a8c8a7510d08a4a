import type { SsoDetails, SsoSetupInfo } from '@shared/contracts/settings';
import type { AppDeps } from '../../deps';
import { CONSOLE_CLIENT_ID, CONSOLE_SCOPE, issuerFor, postLogoutRedirectUriFor, redirectUriFor } from '../../lib/oidc/provider';

/** The single sign-on configuration this server really uses: the embedded provider, or OIDC_ISSUER. */
export function ssoDetails(deps: Pick<AppDeps, 'config'>): SsoDetails {
  const { config } = deps;
  const external = config.oidc;
  const issuer = external ? external.issuer.replace(/\/$/, '') : issuerFor(config.publicUrl);
  return {
    status: 'ACTIVE',
    protocol: 'OIDC',
    provider: external ? 'external' : 'embedded',
    provider_label: external ? new URL(external.issuer).host : 'Trustroom sign-in (built in)',
    issuer,
    discovery_url: `${issuer}/.well-known/openid-configuration`,
    client_id: external ? external.clientId : CONSOLE_CLIENT_ID,
    scopes: CONSOLE_SCOPE.split(' '),
    redirect_uri: redirectUriFor(config.publicUrl),
    post_logout_redirect_uri: postLogoutRedirectUriFor(config.publicUrl),
    user_matching: external
      ? 'Users are matched by e-mail address: invite them here first; the identity provider proves who they are.'
      : 'Users sign in with the e-mail address and password they chose from their invitation.',
  };
}

/** What an identity-provider administrator needs to register this application. */
export function ssoSetupInfo(deps: Pick<AppDeps, 'config'>): SsoSetupInfo {
  const { config } = deps;
  return {
    saml_supported: true,
    message:
      'Connect your organisation’s own identity provider (Okta, Microsoft Entra ID, Google Workspace, Keycloak, …) above, with OpenID Connect or SAML 2.0, without a restart. The values below are for whoever runs this installation and wants one server-wide provider instead.',
    oidc: {
      redirect_uri: redirectUriFor(config.publicUrl),
      post_logout_redirect_uri: postLogoutRedirectUriFor(config.publicUrl),
      scopes: CONSOLE_SCOPE.split(' '),
      grant_type: 'authorization_code',
      pkce: 'S256',
      token_endpoint_auth_method: 'client_secret_basic',
      environment: [
        { name: 'OIDC_ISSUER', description: "Your provider's issuer URL (its discovery document is read from it)." },
        { name: 'OIDC_CLIENT_ID', description: 'The client ID of the application you registered.' },
        { name: 'OIDC_CLIENT_SECRET', description: 'Its client secret.' },
      ],
    },
  };
}
