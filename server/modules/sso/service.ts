import { generateServiceProviderMetadata } from '@node-saml/node-saml';
import * as client from 'openid-client';
import { ErrorCode } from '@shared/errors';
import {
  isDomainName,
  ssoMessages,
  ssoStatusLabel,
  type SsoConnectionView,
  type SsoOidcBody,
  type SsoOverview,
  type SsoProtocol,
  type SsoSamlBody,
  type SsoStatus,
} from '@shared/contracts/sso';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withSystem } from '../../db/tenant-isolation';
import { recordActivity } from '../../lib/activity';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { AppError, notFound, validation } from '../../lib/errors';
import { findRole, roleBeyondCaller } from '../roles/index';
import { outboundFetch } from '../../lib/outbound-fetch';
import { METADATA_MAX_BYTES, metadataProblem, parseIdpMetadata } from './metadata';
import {
  activeConnection,
  deleteConnection,
  domainsClaimedElsewhere,
  selectConnection,
  selectConnections,
  selectRoles,
  upsertConnection,
  type SsoRow,
} from './queries';

export { listConnectionsForReview, reviewConnection } from './review';

/** Our side of SAML for one organisation: entity id (audience) and assertion consumer service URL. */
export function samlServiceProvider(publicUrl: string, organizationId: string) {
  const base = `${publicUrl}/sso/saml/${organizationId}`;
  return { entityId: `${base}/metadata`, acsUrl: `${base}/acs`, metadataUrl: `${base}/metadata` };
}
export const oidcRedirectUri = (publicUrl: string) => `${publicUrl}/sso/oidc/callback`;

export function spMetadataXml(publicUrl: string, organizationId: string) {
  const sp = samlServiceProvider(publicUrl, organizationId);
  return generateServiceProviderMetadata({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    wantAssertionsSigned: true,
  });
}

export function toView(row: SsoRow): SsoConnectionView {
  const s = row.settings;
  const status = row.status as SsoStatus;
  return {
    id: row.id,
    protocol: row.protocol as SsoProtocol,
    status,
    status_label: ssoStatusLabel[status],
    domains: row.domains,
    jit_enabled: row.jitEnabled,
    jit_role_id: row.jitRoleId,
    sso_required: row.ssoRequired,
    submitted_at: iso(row.submittedAt),
    reviewed_at: iso(row.reviewedAt),
    review_note: row.reviewNote,
    oidc: row.protocol === 'oidc' ? { issuer: s.issuer ?? '', client_id: s.client_id ?? '', client_secret_set: Boolean(row.clientSecret) } : null,
    saml:
      row.protocol === 'saml'
        ? {
            metadata_url: s.metadata_url ?? '',
            idp_entity_id: s.idp_entity_id ?? '',
            idp_sso_url: s.idp_sso_url ?? '',
            certificate_count: s.idp_certs?.length ?? 0,
          }
        : null,
  };
}

export function ssoOverview(deps: AppDeps, auth: AuthContext): Promise<SsoOverview> {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const sp = samlServiceProvider(deps.config.publicUrl, org);
    return {
      connections: (await selectConnections(tx, org)).map(toView),
      roles: await selectRoles(tx, org),
      oidc_redirect_uri: oidcRedirectUri(deps.config.publicUrl),
      saml: { entity_id: sp.entityId, acs_url: sp.acsUrl, metadata_url: sp.metadataUrl, metadata_xml: spMetadataXml(deps.config.publicUrl, org) },
    };
  });
}

/** The organisation's active connection of one protocol, for its identity provider's answer (a system read: no tenant is signed in yet). */
export function activeConnectionOf(deps: AppDeps, organizationId: string, protocol: SsoProtocol) {
  return withSystem(deps.db, (tx) => activeConnection(tx, organizationId, protocol));
}

/** Plain http only for this machine (tests, a local provider); everything else must be https. */
/** An identity provider's address: HTTPS, or plain HTTP on this machine when the private network is allowed (development). */
export function allowedUrl(value: string, privateNetwork: boolean) {
  try {
    const u = new URL(value);
    if (u.protocol === 'https:') return u;
    if (privateNetwork && u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname)) return u;
  } catch {
    /* not a URL */
  }
  return null;
}

async function checkDomains(deps: AppDeps, organizationId: string, domains: string[]) {
  const list = [...new Set(domains.map((d) => d.replace(/^@/, '')).filter(Boolean))];
  if (list.length === 0 || list.some((d) => !isDomainName(d))) throw validation(ssoMessages.domainInvalid, 'domains');
  const taken = await withSystem(deps.db, (tx) => domainsClaimedElsewhere(tx, organizationId, list));
  if (taken.length) throw validation(`${ssoMessages.domainTaken} (${taken.join(', ')})`, 'domains');
  return list;
}

/** The role single sign-on gives the people it creates: one of the organisation's, and none the caller could not give by hand. */
async function checkRole(tx: Tx, auth: AuthContext, body: { jit_enabled: boolean; jit_role_id: string | null }) {
  if (!body.jit_enabled) return null;
  const role = body.jit_role_id ? await findRole(tx, auth.organizationId, body.jit_role_id) : null;
  if (!role) throw validation(ssoMessages.roleInvalid, 'jit_role_id');
  if (roleBeyondCaller(auth, role)) throw new AppError(403, ErrorCode.permissionDenied, ssoMessages.roleBeyondOwn, 'jit_role_id');
  return role.id;
}

/** Discovery is read live: a configuration that cannot work is refused on save. */
export async function discover(issuer: URL, clientId: string, secret: string, privateNetwork: boolean) {
  const insecure = issuer.protocol === 'http:';
  return client.discovery(issuer, clientId, { client_secret: secret }, client.ClientSecretBasic(secret), {
    execute: [...(insecure ? [client.allowInsecureRequests] : []), client.enableNonRepudiationChecks],
    timeout: 10,
    [client.customFetch]: outboundFetch(privateNetwork) as client.CustomFetch,
  });
}

async function save(
  deps: AppDeps,
  auth: AuthContext,
  protocol: SsoProtocol,
  build: (tx: Tx, current: SsoRow | null) => Promise<{ settings: SsoRow['settings']; clientSecret: string | null; summary: string }>,
  body: { domains: string[]; jit_enabled: boolean; jit_role_id: string | null; sso_required: boolean },
) {
  const domains = await checkDomains(deps, auth.organizationId, body.domains);
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const current = await selectConnection(tx, org, protocol);
    const jitRoleId = await checkRole(tx, auth, body);
    const built = await build(tx, current);
    const row = await upsertConnection(tx, org, protocol, {
      status: 'IN_REVIEW',
      domains,
      settings: built.settings,
      clientSecret: built.clientSecret,
      jitEnabled: body.jit_enabled,
      jitRoleId,
      ssoRequired: body.sso_required,
      submittedBy: auth.userId,
      submittedAt: new Date(),
      reviewedAt: null,
      reviewNote: '',
    });
    await recordActivity(tx, auth, org, {
      group: 'other',
      action: 'submitted',
      objectType: 'sso_connection',
      objectId: row.id,
      objectName: protocol === 'oidc' ? 'OpenID Connect' : 'SAML 2.0',
      description: `Submitted single sign-on (${built.summary}) for ${domains.join(', ')} for review`,
    });
    return toView(row);
  });
}

export async function saveOidc(deps: AppDeps, auth: AuthContext, body: SsoOidcBody) {
  const issuer = allowedUrl(body.issuer, deps.config.ssoPrivateNetwork);
  if (!issuer) throw validation(ssoMessages.issuerInvalid, 'issuer');
  return save(
    deps,
    auth,
    'oidc',
    async (_tx, current) => {
      const secret = body.client_secret || (current?.settings.client_id === body.client_id ? (current?.clientSecret ?? '') : '');
      if (!secret) throw validation(ssoMessages.secretRequired, 'client_secret');
      try {
        await discover(issuer, body.client_id, secret, deps.config.ssoPrivateNetwork);
      } catch (err) {
        deps.log.info({ err: (err as Error).message }, 'sso discovery failed');
        throw validation(ssoMessages.discoveryFailed, 'issuer');
      }
      return {
        settings: { issuer: body.issuer.replace(/\/$/, ''), client_id: body.client_id },
        clientSecret: secret,
        summary: `OpenID Connect, ${issuer.host}`,
      };
    },
    body,
  );
}

async function download(url: URL, privateNetwork: boolean) {
  const res = await outboundFetch(privateNetwork)(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
  // Read no more than one byte past the limit: a larger answer is refused as too large, never held whole.
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > METADATA_MAX_BYTES) {
      await reader.cancel();
      break;
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

const problemMessage = { tooLarge: ssoMessages.metadataTooLarge, entities: ssoMessages.metadataEntities, tooDeep: ssoMessages.metadataTooDeep } as const;

export async function saveSaml(deps: AppDeps, auth: AuthContext, body: SsoSamlBody) {
  let xml = body.metadata_xml.trim();
  if (!xml && !body.metadata_url) throw validation(ssoMessages.metadataRequired, 'metadata_url');
  if (!xml) {
    const url = allowedUrl(body.metadata_url, deps.config.ssoPrivateNetwork);
    if (!url) throw validation(ssoMessages.metadataUnreachable, 'metadata_url');
    try {
      xml = await download(url, deps.config.ssoPrivateNetwork);
    } catch {
      throw validation(ssoMessages.metadataUnreachable, 'metadata_url');
    }
  }
  const field = body.metadata_xml.trim() ? 'metadata_xml' : 'metadata_url';
  const problem = metadataProblem(xml);
  if (problem) throw validation(problemMessage[problem], field);
  const meta = parseIdpMetadata(xml);
  if (!meta) throw validation(ssoMessages.metadataInvalid, field);
  return save(
    deps,
    auth,
    'saml',
    async () => ({
      settings: { metadata_url: body.metadata_xml ? '' : body.metadata_url, idp_entity_id: meta.entityId, idp_sso_url: meta.ssoUrl, idp_certs: meta.certs },
      clientSecret: null,
      summary: `SAML 2.0, ${meta.entityId}`,
    }),
    body,
  );
}

export function removeConnection(deps: AppDeps, auth: AuthContext, protocol: SsoProtocol) {
  return deps.tenant(auth, async (tx) => {
    const [row] = await deleteConnection(tx, auth.organizationId, protocol);
    if (!row) throw notFound('This single sign-on connection was not found.');
    await recordActivity(tx, auth, auth.organizationId, {
      group: 'other',
      action: 'deleted',
      objectType: 'sso_connection',
      objectId: row.id,
      objectName: protocol === 'oidc' ? 'OpenID Connect' : 'SAML 2.0',
      description: `Removed single sign-on for ${row.domains.join(', ')}`,
    });
    return { deleted: true };
  });
}

export const ssoError = (detail: string) => new AppError(403, ErrorCode.permissionDenied, detail);
