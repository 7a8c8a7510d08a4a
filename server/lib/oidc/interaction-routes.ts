import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type Provider from 'oidc-provider';
import type { InteractionDetails } from 'oidc-provider';
import type { AppDeps } from '../../deps';
import { AppError } from '../errors';
import { signInMessages } from '@shared/contracts/iam';
import { checkCredentials, messages } from './accounts';
import { blockedFor, recordFailure, recordSuccess } from './failed-attempts';
import { OIDC_MOUNT } from './provider';
import { chooseOrganisationPage, continueToProviderPage, messagePage, signInPage, type PageContext } from './pages';

type Form = Record<string, string | undefined>;
const CHOICE_AUDIENCE = 'trustroom-choose-organisation';

/**
 * Routing to an organisation's own identity provider (server/modules/sso): e-mail first, then either
 * that provider or the password form. Optional: without it the page asks for email and password at once.
 */
export interface SignInRouter {
  /** The identity provider URL this email signs in at (the round trip started for this interaction), or null. */
  begin(email: string, uid: string): Promise<string | null>;
  /** The user a ticket from the provider's return names, if it was made for this interaction. */
  redeem(ticket: string, uid: string): Promise<string | null>;
  /** A reason to refuse a password sign-in ("SSO required"), or null. */
  passwordRefusal(email: string, user: { id: string; organizationId: string }): Promise<string | null>;
}

/** Sign-in form posts per IP address (failed passwords have their own, stricter count). */
export const signInRateLimit = { max: 60, timeWindow: 60_000, groupId: 'oidc-sign-in' };

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);

/**
 * The embedded provider's interaction: our own sign-in page. GET shows it, POST checks the email and
 * password (argon2) and hands the result back to oidc-provider, which then redirects to the console.
 */
export async function registerInteractionRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  provider: Provider,
  linkKey: string,
  pages: PageContext,
  router?: SignInRouter,
) {
  const key = new TextEncoder().encode(linkKey);
  const base = `${OIDC_MOUNT}/interaction`;

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      messagePage(pages, {
        title: 'This sign-in page has expired',
        message: 'For your security, sign-in pages expire after a while. Please start again.',
        link: { href: '/', label: 'Sign in' },
      }),
      400,
    );

  /** The interaction the browser's cookie points at, and only if it is the one in the URL. */
  async function details(req: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply): Promise<InteractionDetails | null> {
    try {
      const d = await provider.interactionDetails(req.raw, reply.raw);
      return d.uid === req.params.uid ? d : null;
    } catch {
      return null;
    }
  }

  async function finish(req: FastifyRequest, reply: FastifyReply, accountId: string) {
    const returnTo = await provider.interactionResult(req.raw, reply.raw, { login: { accountId, remember: true } }, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  }

  // Errors on these pages (rate limit included) are shown as pages, not JSON.
  app.setErrorHandler((err, req, reply) => {
    const e = err as { status?: number; statusCode?: number; detail?: string; message?: string };
    const status = e instanceof AppError ? e.status : (e.statusCode ?? 500);
    if (status >= 500) req.log.error({ err }, 'sign-in page error');
    const message =
      status < 500 ? (e instanceof AppError ? e.detail : (e.message ?? 'Invalid request.')) : 'Something went wrong on our side. Please try again.';
    const uid = (req.params as { uid?: string } | undefined)?.uid;
    if (uid && req.method === 'POST') {
      const email = (req.body as Form | undefined)?.email;
      return html(reply, signInPage(pages, { action: `${base}/${encodeURIComponent(uid)}/login`, email, error: message }), status);
    }
    return html(reply, messagePage(pages, { title: 'Oops! Something went wrong', message, tone: 'error', link: { href: '/', label: 'Try again' } }), status);
  });

  app.get<{ Params: { uid: string }; Querystring: { ticket?: string } }>(`${base}/:uid/sso`, async (req, reply) => {
    const d = await details(req, reply);
    if (!d || !router) return expired(reply);
    const userId = await router.redeem(String(req.query.ticket ?? ''), d.uid);
    if (!userId) return expired(reply);
    return finish(req, reply, userId);
  });

  app.get<{ Params: { uid: string }; Querystring: { password?: string } }>(`${base}/:uid`, async (req, reply) => {
    const d = await details(req, reply);
    if (!d) return expired(reply);
    if (d.prompt.name !== 'login') {
      // Consent is implied for our own console; any other prompt means the sign-in must start over.
      if (d.session?.accountId) return finish(req, reply, d.session.accountId);
      return expired(reply);
    }
    const loginHint = typeof d.params.login_hint === 'string' ? d.params.login_hint : undefined;
    const emailFirst = Boolean(router) && req.query.password !== '1';
    return html(reply, signInPage(pages, { action: `${base}/${d.uid}/login`, email: loginHint, emailFirst, passwordHref: `${base}/${d.uid}?password=1` }));
  });

  app.post<{ Params: { uid: string }; Body: Form }>(
    `${base}/:uid/login`,
    {
      config: {
        rateLimit: signInRateLimit,
      },
    },
    async (req, reply) => {
      const d = await details(req, reply);
      if (!d) return expired(reply);
      const email = String(req.body?.email ?? '')
        .trim()
        .slice(0, 320);
      const password = String(req.body?.password ?? '').slice(0, 1024);
      const action = `${base}/${d.uid}/login`;
      if (router && email && !password) {
        // E-mail first: the organisation's identity provider, or the password form.
        let url: string | null;
        try {
          url = await router.begin(email, d.uid);
        } catch (err) {
          req.log.error({ err }, 'organisation identity provider unavailable');
          return html(reply, signInPage(pages, { action, email, emailFirst: true, error: signInMessages.providerUnavailable }), 503);
        }
        if (url) return html(reply.header('Refresh', `0;url=${url}`), continueToProviderPage(pages, url));
        return html(reply, signInPage(pages, { action, email }));
      }
      if (!email || !password) {
        return html(reply, signInPage(pages, { action, email, error: 'Please enter your email and password.' }), 400);
      }
      const wait = await blockedFor(deps.db, req.ip, email);
      if (wait) {
        const minutes = Math.ceil(wait / 60);
        const error = `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
        return html(reply, signInPage(pages, { action, email, error }), 429);
      }
      const result = await checkCredentials(deps.db, email, password);
      if (result.kind === 'invalid') {
        await recordFailure(deps.db, req.ip, email);
        return html(reply, signInPage(pages, { action, email, error: messages.incorrect }), 401);
      }
      if (result.kind === 'inactive') return html(reply, signInPage(pages, { action, email, error: messages.deactivated }), 403);
      await recordSuccess(deps.db, req.ip, email);
      if (result.kind === 'ok') {
        const refusal = router ? await router.passwordRefusal(email, result.user) : null;
        if (refusal) return html(reply, signInPage(pages, { action, email, emailFirst: true, error: refusal }), 403);
        return finish(req, reply, result.user.id);
      }
      const token = await new SignJWT({ uid: d.uid, users: result.users.map((u) => u.id) })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(CHOICE_AUDIENCE)
        .setExpirationTime('5m')
        .sign(key);
      return html(
        reply,
        chooseOrganisationPage(pages, {
          action: `${base}/${d.uid}/choose`,
          token,
          organisations: result.users.map((u) => ({ id: u.id, name: u.organizationName })),
        }),
      );
    },
  );

  app.post<{ Params: { uid: string }; Body: Form }>(`${base}/:uid/choose`, async (req, reply) => {
    const d = await details(req, reply);
    if (!d) return expired(reply);
    let allowed: string[] = [];
    try {
      const { payload } = await jwtVerify(String(req.body?.choice_token ?? ''), key, { audience: CHOICE_AUDIENCE, algorithms: ['HS256'] });
      if (payload.uid === d.uid && Array.isArray(payload.users)) allowed = payload.users.map(String);
    } catch {
      /* expired or forged: start over */
    }
    const chosen = String(req.body?.user_id ?? '');
    if (!allowed.includes(chosen)) return expired(reply);
    return finish(req, reply, chosen);
  });
}
