import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { signInMessages, type LoginResult, type LogoutResult } from '@shared/contracts/iam';
import { ErrorCode } from '@shared/errors';
import { limits } from '@shared/limits';
import type { PermissionSet } from '@shared/permissions';
import type { AppDeps } from '../../deps';
import { refreshSession, revokeSession, startSession } from '../../lib/auth/sessions';
import type { AuthContext } from '../../lib/context';
import { AppError, unauthenticated } from '../../lib/errors';
import { LOGIN_TTL_SECONDS, safeReturnTo, type LoginState } from './login-state';
import { findUserById, findUsersByEmail, loadProfile } from './queries';
import type { RelyingParty } from './relying-party';

export const REFRESH_COOKIE = 'tr_refresh';
const REFRESH_COOKIE_PATH = '/api/v1/iam/';

export interface IamContext {
  deps: AppDeps;
  rp: RelyingParty;
  loginState: LoginState;
}

const notAuthorized = () => new AppError(403, ErrorCode.permissionDenied, signInMessages.notAuthorized);
const deactivated = () => new AppError(403, ErrorCode.permissionDenied, signInMessages.deactivated);

/** Step 1: remember state, nonce and PKCE verifier in tr_login, and send the browser to the provider. */
export async function startLogin(
  ctx: IamContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { prompt?: 'none' | 'login'; return_to?: string; canonical?: string },
) {
  // Opened on another host name than PUBLIC_URL (127.0.0.1 instead of localhost): the cookies would not
  // meet again after the provider, so start over on PUBLIC_URL (once: a proxy hiding the host cannot loop).
  const publicHost = new URL(ctx.deps.config.publicUrl).host;
  if (request.host !== publicHost && !query.canonical) {
    const again = new URLSearchParams({
      ...(query.prompt ? { prompt: query.prompt } : {}),
      ...(query.return_to ? { return_to: query.return_to } : {}),
      canonical: '1',
    });
    return reply.redirect(`${ctx.deps.config.publicUrl}/api/v1/iam/login/?${again}`, 302);
  }
  let configuration: client.Configuration;
  try {
    configuration = await ctx.rp.configuration();
  } catch (err) {
    request.log.error({ err }, 'identity provider unavailable');
    const params = new URLSearchParams({ error: 'temporarily_unavailable', error_description: signInMessages.providerUnavailable });
    return reply.redirect(`/auth/redirect?${params}`, 302);
  }
  const pending = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    returnTo: safeReturnTo(query.return_to, ctx.deps.config.publicUrl),
    expiresAt: Math.floor(Date.now() / 1000) + LOGIN_TTL_SECONDS,
  };
  const params: Record<string, string> = {
    redirect_uri: ctx.rp.redirectUri,
    response_type: 'code',
    scope: ctx.rp.scope,
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (query.prompt) params.prompt = query.prompt;
  const url = client.buildAuthorizationUrl(configuration, params);
  await ctx.loginState.write(reply, [pending, ...(await ctx.loginState.read(request))]);
  return reply.header('Cache-Control', 'no-store').redirect(url.href, 302);
}

/** Step 2: check state, exchange the code (PKCE), verify the ID token and nonce, find the user, start a session. */
export async function exchangeCode(
  ctx: IamContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { code?: string | null; state?: string | null; iss?: string | undefined },
) {
  const all = await ctx.loginState.read(request);
  const pending = input.state ? all.find((p) => p.state === input.state) : undefined;
  if (!pending) throw new AppError(400, ErrorCode.invalid, signInMessages.stateMismatch);
  if (!input.code) throw new AppError(400, ErrorCode.invalid, signInMessages.codeRejected);
  const body = { code: input.code, state: pending.state, iss: input.iss };

  const configuration = await ctx.rp.configuration();
  const callback = new URL(ctx.rp.redirectUri);
  callback.searchParams.set('code', body.code);
  callback.searchParams.set('state', body.state);
  const iss = body.iss ?? (configuration.serverMetadata().authorization_response_iss_parameter_supported ? configuration.serverMetadata().issuer : undefined);
  if (iss) callback.searchParams.set('iss', iss);

  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
  } catch (err) {
    request.log.warn({ err: { message: (err as Error).message, code: (err as { code?: string }).code } }, 'code exchange refused');
    await ctx.loginState.write(
      reply,
      all.filter((p) => p !== pending),
    );
    throw new AppError(400, ErrorCode.invalid, signInMessages.codeRejected);
  }
  // The state is spent either way.
  await ctx.loginState.write(
    reply,
    all.filter((p) => p !== pending),
  );
  const claims = tokens.claims()!;

  const user = ctx.rp.kind === 'embedded' ? await userForSubject(ctx, claims.sub) : await userForEmail(ctx, configuration, tokens.access_token, claims);
  const firstSignIn = user.lastLogin === null;
  const session = await startSession(ctx.deps.db, ctx.deps.tokens, { id: user.id, organizationId: user.organizationId }, tokens.id_token);
  setRefreshCookie(ctx, reply, session.refreshToken);
  const result = await loginResult(ctx, { id: user.id, organizationId: user.organizationId }, { firstSignIn });
  return {
    ...result,
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
    expires_in: limits.accessTokenTtlSeconds,
    return_to: pending.returnTo,
  };
}

async function userForSubject(ctx: IamContext, sub: string) {
  const user = await findUserById(ctx.deps.db, sub);
  if (!user) throw notAuthorized();
  if (!user.isActive) throw deactivated();
  return user;
}

/** External providers: the email must belong to an active user of exactly one organisation. */
async function userForEmail(ctx: IamContext, configuration: client.Configuration, accessToken: string, claims: client.IDToken) {
  let email = typeof claims.email === 'string' ? claims.email : undefined;
  let verified = claims.email_verified;
  if (!email && configuration.serverMetadata().userinfo_endpoint) {
    const info = await client.fetchUserInfo(configuration, accessToken, claims.sub).catch(() => null);
    email = typeof info?.email === 'string' ? info.email : undefined;
    verified = info?.email_verified;
  }
  if (!email || verified === false) throw notAuthorized();
  const found = await findUsersByEmail(ctx.deps.db, email);
  const active = found.filter((u) => u.isActive);
  if (active.length === 1) return active[0]!;
  if (active.length > 1) throw new AppError(403, ErrorCode.permissionDenied, signInMessages.ambiguousEmail);
  if (found.length > 0) throw deactivated();
  throw notAuthorized();
}

/** Keeps the session alive: rotates the refresh token (from tr_refresh, or the body) and returns a fresh login result. */
export async function refresh(ctx: IamContext, request: FastifyRequest, reply: FastifyReply, bodyToken: string | undefined) {
  const token = request.cookies[REFRESH_COOKIE] ?? bodyToken;
  const next = token ? await refreshSession(ctx.deps.db, ctx.deps.tokens, token) : null;
  if (!next) {
    clearRefreshCookie(ctx, reply);
    throw unauthenticated();
  }
  setRefreshCookie(ctx, reply, next.refreshToken);
  const user = await findUserById(ctx.deps.db, next.userId);
  if (!user) throw unauthenticated();
  const result = await loginResult(ctx, { id: user.id, organizationId: user.organizationId });
  return { ...result, access_token: next.accessToken, refresh_token: next.refreshToken, expires_in: limits.accessTokenTtlSeconds };
}

/** Ends our session and tells the browser where to end the provider's. */
export async function logout(ctx: IamContext, auth: AuthContext, reply: FastifyReply): Promise<LogoutResult> {
  clearRefreshCookie(ctx, reply);
  if (!auth.sessionId) return { end_session_url: null };
  const session = await revokeSession(ctx.deps.db, auth.organizationId, auth.sessionId);
  try {
    const configuration = await ctx.rp.configuration();
    if (!configuration.serverMetadata().end_session_endpoint) return { end_session_url: null };
    const params: Record<string, string> = { post_logout_redirect_uri: ctx.rp.postLogoutRedirectUri };
    if (session?.idToken) params.id_token_hint = session.idToken;
    return { end_session_url: client.buildEndSessionUrl(configuration, params).href };
  } catch {
    return { end_session_url: null };
  }
}

/** The login result of portal §3, without tokens. */
export async function loginResult(ctx: IamContext, user: { id: string; organizationId: string }, opts: { firstSignIn?: boolean } = {}): Promise<LoginResult> {
  const row = await loadProfile(ctx.deps.db, user);
  if (!row) throw unauthenticated();
  return {
    user: {
      id: row.user.id,
      first_name: row.user.firstName,
      last_name: row.user.lastName,
      email: row.user.email,
      team_name: row.user.teamName,
      role: { id: row.role.id, name: row.role.name, slug: row.role.slug },
      permissions: row.role.permissions as PermissionSet,
    },
    client_admin_domain: new URL(ctx.deps.config.publicUrl).host,
    company_name: row.org.name,
    organization: { id: row.org.id, name: row.org.name, slug: row.org.slug },
    trust_center_domain: null,
    whitelisted_domains: [],
    show_welcome_screen: opts.firstSignIn ?? false,
    show_poc_agreement_popup: false,
    force_relogin: false,
    feature_trustcenter: row.org.featureTrustCenter,
    integration_salesforce_status: null,
  };
}

function cookieOptions(ctx: IamContext) {
  return { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure: ctx.deps.config.publicUrl.startsWith('https:') };
}

function setRefreshCookie(ctx: IamContext, reply: FastifyReply, token: string) {
  reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(ctx), maxAge: limits.refreshTokenTtlSeconds });
}

function clearRefreshCookie(ctx: IamContext, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(ctx));
}
