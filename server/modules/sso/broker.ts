import { SAML, ValidateInResponseTo, type Profile } from '@node-saml/node-saml';
import { jwtVerify, SignJWT } from 'jose';
import * as client from 'openid-client';
import { signInMessages } from '@shared/contracts/iam';
import { ssoMessages } from '@shared/contracts/sso';
import type { AppDeps } from '../../deps';
import { withSystem, withTenant } from '../../db/tenant-isolation';
import { recordActivity } from '../../lib/activity';
import { getOrCreateSecret, randomKey } from '../../lib/secrets';
import { activeConnectionForDomain, findUserInOrg, insertUser, type SsoRow } from './queries';
import { discover, oidcRedirectUri, samlServiceProvider } from './service';
import { putState, samlRequestCache, takeState } from './state';

/** A sign-in in progress at an organisation's identity provider. */
export interface PendingSso {
  uid: string;
  organizationId: string;
  protocol: 'oidc' | 'saml';
  nonce?: string;
  codeVerifier?: string;
}

const STATE = 'SsoState';
const TTL = 10 * 60;
const TICKET_AUDIENCE = 'trustroom-sso-finish';

/** A refusal shown to the person on the sign-in page. */
export class SsoRefusal extends Error {}

const domainOf = (email: string) => email.trim().toLowerCase().split('@')[1] ?? '';

/**
 * The embedded provider's broker to the organisations' own identity providers: e-mail-first routing,
 * the OIDC and SAML round trips (the libraries check signatures, audience, time window and replay),
 * matching or creating (JIT) the user in the connection's organisation, and a short ticket that the
 * sign-in interaction redeems.
 */
export class SsoBroker {
  private readonly discovered = new Map<string, Promise<client.Configuration>>();
  private ticketKey: Uint8Array | null = null;

  constructor(private readonly deps: AppDeps) {}

  private async key() {
    this.ticketKey ??= new TextEncoder().encode(await getOrCreateSecret(this.deps.db, 'sso_ticket_key', () => randomKey(32)));
    return this.ticketKey;
  }

  oidcConfiguration(conn: SsoRow) {
    const cacheKey = `${conn.id}:${conn.updatedAt.getTime()}`;
    let found = this.discovered.get(cacheKey);
    if (!found) {
      found = discover(new URL(conn.settings.issuer!), conn.settings.client_id!, conn.clientSecret ?? '', this.deps.config.ssoPrivateNetwork).catch((err) => {
        this.discovered.delete(cacheKey);
        throw err;
      });
      this.discovered.set(cacheKey, found);
    }
    return found;
  }

  saml(conn: SsoRow) {
    const sp = samlServiceProvider(this.deps.config.publicUrl, conn.organizationId);
    return new SAML({
      entryPoint: conn.settings.idp_sso_url!,
      issuer: sp.entityId,
      audience: sp.entityId,
      callbackUrl: sp.acsUrl,
      idpCert: conn.settings.idp_certs ?? [],
      idpIssuer: conn.settings.idp_entity_id,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: true,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: TTL * 1000,
      cacheProvider: samlRequestCache(this.deps.db, TTL),
      acceptedClockSkewMs: 30_000,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      disableRequestedAuthnContext: true,
    });
  }

  /** Where this e-mail signs in: its organisation's identity provider (a URL), or null for the password form. */
  async begin(email: string, uid: string): Promise<string | null> {
    const domain = domainOf(email);
    if (!domain) return null;
    const conn = await withSystem(this.deps.db, (tx) => activeConnectionForDomain(tx, domain));
    if (!conn) return null;
    const state = client.randomState();
    if (conn.protocol === 'oidc') {
      const configuration = await this.oidcConfiguration(conn);
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await putState(this.deps.db, STATE, state, { uid, organizationId: conn.organizationId, protocol: 'oidc', nonce, codeVerifier } satisfies PendingSso, TTL);
      return client.buildAuthorizationUrl(configuration, {
        redirect_uri: oidcRedirectUri(this.deps.config.publicUrl),
        response_type: 'code',
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        login_hint: email,
      }).href;
    }
    await putState(this.deps.db, STATE, state, { uid, organizationId: conn.organizationId, protocol: 'saml' } satisfies PendingSso, TTL);
    return this.saml(conn).getAuthorizeUrlAsync(state, undefined, {});
  }

  takePending(state: string) {
    return takeState<PendingSso>(this.deps.db, STATE, state);
  }

  /** The OIDC provider's answer: code exchange with PKCE, ID token checked (signature, issuer, audience, expiry, nonce). */
  async oidcEmail(conn: SsoRow, pending: PendingSso, callbackUrl: URL) {
    const configuration = await this.oidcConfiguration(conn);
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier!,
      expectedState: callbackUrl.searchParams.get('state') ?? '',
      expectedNonce: pending.nonce!,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    let email = typeof claims.email === 'string' ? claims.email : undefined;
    let verified = claims.email_verified;
    if (!email && configuration.serverMetadata().userinfo_endpoint) {
      const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub).catch(() => null);
      email = typeof info?.email === 'string' ? info.email : undefined;
      verified = info?.email_verified;
    }
    if (!email || verified === false) throw new SsoRefusal(signInMessages.notAuthorized);
    const name = { first: String(claims.given_name ?? ''), last: String(claims.family_name ?? '') };
    return { email, name };
  }

  /** The SAML response: node-saml checks signature, issuer, audience, time window and InResponseTo (once). */
  async samlEmail(conn: SsoRow, body: Record<string, string>) {
    const { profile } = await this.saml(conn).validatePostResponseAsync(body);
    if (!profile) throw new SsoRefusal(ssoMessages.failed);
    // node-saml checks the issuer of logout messages only; the signed assertion must name the configured provider.
    if (profile.issuer !== conn.settings.idp_entity_id) throw new Error(`unexpected SAML issuer ${profile.issuer}`);
    const email = [profile.email, profile.mail, profile['urn:oid:0.9.2342.19200300.100.1.3'], profile.nameID].find(
      (v) => typeof v === 'string' && v.includes('@'),
    );
    if (!email) throw new SsoRefusal(signInMessages.notAuthorized);
    return { email: String(email), name: samlName(profile) };
  }

  /** The person proven by the organisation's provider: an active user of that organisation, or a new one (JIT). */
  async resolveUser(conn: SsoRow, email: string, name: { first: string; last: string }) {
    const normalized = email.trim().toLowerCase();
    if (!conn.domains.includes(domainOf(normalized))) throw new SsoRefusal(ssoMessages.notCovered);
    return withTenant(this.deps.db, { organizationId: conn.organizationId }, async (tx) => {
      const found = await findUserInOrg(tx, conn.organizationId, normalized);
      if (found && !found.isActive) throw new SsoRefusal(signInMessages.deactivated);
      if (found) return found.id;
      if (!conn.jitEnabled || !conn.jitRoleId) throw new SsoRefusal(signInMessages.notAuthorized);
      const createdId = await insertUser(tx, {
        organizationId: conn.organizationId,
        email: normalized,
        firstName: name.first || normalized.split('@')[0]!,
        lastName: name.last,
        roleId: conn.jitRoleId,
      });
      await recordActivity(tx, null, conn.organizationId, {
        group: 'other',
        action: 'created',
        objectType: 'user',
        objectId: createdId,
        objectName: normalized,
        description: `${normalized} joined through single sign-on (created on first sign-in)`,
      });
      return createdId;
    });
  }

  async ticket(uid: string, userId: string) {
    return new SignJWT({ uid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setAudience(TICKET_AUDIENCE)
      .setExpirationTime('2m')
      .sign(await this.key());
  }

  /** The user a ticket names, if it was made for this interaction. */
  async redeem(ticket: string, uid: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(ticket, await this.key(), { audience: TICKET_AUDIENCE, algorithms: ['HS256'] });
      return payload.uid === uid && typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }

  /** "SSO required": a password sign-in of a covered domain is refused, except for admins (break-glass). */
  async passwordRefusal(email: string, user: { id: string; organizationId: string }): Promise<string | null> {
    const conn = await withSystem(this.deps.db, (tx) => activeConnectionForDomain(tx, domainOf(email)));
    if (!conn || !conn.ssoRequired || conn.organizationId !== user.organizationId) return null;
    const row = await withTenant(this.deps.db, { organizationId: user.organizationId }, (tx) => findUserInOrg(tx, user.organizationId, email));
    return row?.roleSlug === 'admin' ? null : ssoMessages.ssoRequired;
  }
}

function samlName(p: Profile) {
  const pick = (...keys: string[]) => keys.map((k) => p[k]).find((v) => typeof v === 'string') as string | undefined;
  return { first: pick('firstName', 'givenName', 'urn:oid:2.5.4.42') ?? '', last: pick('lastName', 'surname', 'sn', 'urn:oid:2.5.4.4') ?? '' };
}
