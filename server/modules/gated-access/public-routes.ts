import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { createElement } from 'react';
import { z } from 'zod';
import { accessMessages as msg, accessRequestInput, isEmailAddress } from '@shared/contracts/gated-access';
import { ErrorCode } from '@shared/errors';
import {
  AccessMessage,
  MemberHomePage,
  NdaPage,
  RequestAccessPage,
  SetPasswordPage,
  SignInPage,
  type AccessSite,
  type RequestFormState,
} from '@web/trust-site/AccessPages';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { fieldLabel, isDefaultMessage, issueSentence } from '@shared/validation-sentences';
import { contentDisposition } from '../../lib/uploads';
import * as publicSite from '../public-site/index';
import { siteConfidentialDocuments, withAvailability, type ConfidentialKind } from './documents';
import { downloadSignature, memberDownload, verifyDownloadSignature } from './downloads.service';
import {
  checkInvitation,
  cookieOptions,
  currentMember,
  hintCookieOptions,
  MEMBER_COOKIE,
  MEMBER_HINT_COOKIE,
  sendSignInLink,
  setPassword,
  signInWithLink,
  signInWithPassword,
  signOut,
  type SignedInMember,
} from './member-auth';
import { ndaToSign, signNda } from './ndas.service';
import { submitRequest } from './requests.service';
import { trustProfile, llmsText } from './profile';

type Site = publicSite.SiteRef;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? '').includes('application/json');
const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });
const slugParams = z.object({ slug: z.string().max(80) });

/**
 * The visitor's and the member's side of gated access on the public Trust Center: the request form,
 * member sign-in (password or e-mailed link), the NDA click-through, the member's documents and their
 * authorized, stamped downloads, and the machine-readable trust profile.
 */
export async function registerPublicAccess(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
      const params = new URLSearchParams(String(body));
      const out: Record<string, string | string[]> = {};
      for (const key of new Set(params.keys())) out[key] = key === 'documents' ? params.getAll(key) : params.get(key)!;
      done(null, out);
    });

    const accessSite = (site: Site): AccessSite => ({ slug: site.slug, companyName: site.companyName || 'Our', primaryColor: site.primaryColor });
    const page = (reply: FastifyReply, site: Site, title: string, element: ReactElement, status = 200, refresh?: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          publicSite.renderAccessPage({
            title: `${title} · ${site.companyName} Trust Center`,
            color: site.primaryColor,
            element,
            ...(refresh ? { refresh } : {}),
          }),
        );
    const message = (reply: FastifyReply, site: Site, title: string, text: string, status = 200, action?: { href: string; label: string }) =>
      page(reply, site, title, createElement(AccessMessage, { site: accessSite(site), title, text, action }), status);

    scope.setErrorHandler((err, request, reply) => {
      const e = err as AppError;
      const status = e instanceof AppError ? e.status : ((err as { statusCode?: number }).statusCode ?? 500);
      const detail =
        status === 429
          ? msg.rateLimited
          : e instanceof AppError
            ? e.detail
            : status >= 500
              ? 'Something went wrong on our side. Please try again.'
              : 'The request could not be handled.';
      if (status >= 500) request.log.error({ err }, 'gated access error');
      const slug = (request.params as { slug?: string } | undefined)?.slug;
      if (wantsJson(request))
        return reply
          .code(status)
          .send({ errors: [{ code: e instanceof AppError ? e.code : ErrorCode.invalid, detail, attr: e instanceof AppError ? e.attr : null }] });
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          // The Trust Center's own message page, with the way back to it.
          publicSite.renderMessagePage({
            title: status === 429 ? 'Please slow down' : 'Something went wrong',
            text: detail,
            back: slug ? { href: `/trust/${encodeURIComponent(slug)}`, label: 'Back to the Trust Center' } : undefined,
          }),
        );
    });

    /** The published site of the address, or a 404 answer already sent. */
    async function siteOr404(request: FastifyRequest, reply: FastifyReply): Promise<Site | null> {
      const site = await publicSite.findSite(deps.db, (request.params as { slug: string }).slug);
      if (site?.isPublished) return site;
      await reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(
          publicSite.renderAccessPage({
            title: 'Not available',
            color: '4263eb',
            element: createElement('main', { className: 'tc-access' }, createElement('h1', null, 'This Trust Center is not available')),
          }),
        );
      return null;
    }
    const memberOf = (request: FastifyRequest, site: Site) => currentMember(deps, site, request.cookies[MEMBER_COOKIE]);
    const secure = deps.config.publicUrl.startsWith('https:');
    const signedIn = (reply: FastifyReply, site: Site, token: string, to = `/trust/${site.slug}/member`) =>
      reply
        .setCookie(MEMBER_COOKIE, token, cookieOptions(site.slug, secure))
        .setCookie(MEMBER_HINT_COOKIE, '1', hintCookieOptions(site.slug, secure))
        .redirect(to, 303);
    /** Where to go after signing in: a page of this Trust Center the member came from, never elsewhere. */
    const returnPath = (site: Site, raw: unknown): string | null => {
      const path = typeof raw === 'string' ? raw : '';
      const own = `/trust/${encodeURIComponent(site.slug)}/`;
      return path.length <= 400 && path.startsWith(own) && !/\/\/|\\|[\u0000-\u001f]/.test(path) && !path.includes('/../') ? path : null;
    };
    const documentsOf = (site: Site) => siteConfidentialDocuments(deps.db, site.organizationId);

    /* Request access */
    const docQuery = z.object({ doc: z.string().max(120).optional() });
    scope.get('/trust/:slug/request-access', { schema: { params: slugParams, querystring: docQuery } }, async (request, reply) => {
      const site = await siteOr404(request, reply);
      if (!site) return;
      const docs = await documentsOf(site);
      const state: RequestFormState = { values: { documents: (request.query as { doc?: string }).doc ?? '' }, errors: {} };
      return page(reply, site, 'Request access', createElement(RequestAccessPage, { site: accessSite(site), documents: docs, state, startedAt: Date.now() }));
    });

    scope.post(
      '/trust/:slug/request-access',
      {
        schema: { params: slugParams },
        config: {
          // Attempts, typos included; the service counts the accepted requests (5 per address per 10 minutes).
          rateLimit: {
            max: 20,
            timeWindow: 10 * 60_000,
            keyGenerator: (req: FastifyRequest) => `access-request|${req.ip}|${String((req.params as { slug?: string }).slug).toLowerCase()}`,
          },
        },
      },
      async (request, reply) => {
        const site = await siteOr404(request, reply);
        if (!site) return;
        const body = (request.body ?? {}) as Record<string, unknown>;
        const raw = { ...body, documents: Array.isArray(body.documents) ? body.documents : body.documents ? [body.documents] : [] };
        const parsed = accessRequestInput.safeParse(raw);
        const rerender = async (errors: Record<string, string>, alert: string | null, status = 400) => {
          if (wantsJson(request)) {
            const items = Object.entries(errors).map(([attr, detail]) => ({ code: ErrorCode.validation, detail, attr }));
            return reply.code(status).send({ errors: items.length ? items : [{ code: ErrorCode.validation, detail: alert, attr: null }] });
          }
          const docs = await documentsOf(site);
          const values = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : str(v)]));
          return page(
            reply,
            site,
            'Request access',
            createElement(RequestAccessPage, {
              site: accessSite(site),
              documents: docs,
              state: { values, errors, alert },
              startedAt: Number(str(body.started)) || Date.now(),
            }),
            status,
          );
        };
        if (!parsed.success) {
          const errors: Record<string, string> = {};
          for (const issue of parsed.error.issues) {
            const key = String(issue.path[0] ?? 'form');
            errors[key] ??= isDefaultMessage(issue) ? issueSentence(fieldLabel(key), issue) : issue.message;
          }
          return rerender(errors, 'Please correct the highlighted fields.');
        }
        try {
          const result = await submitRequest(deps, site, parsed.data, client(request));
          if (result.existingMember) await sendSignInLink(deps, site, parsed.data.email);
          if (wantsJson(request)) return reply.code(201).send({ data: { message: msg.requestSent } });
          return message(reply, site, 'Request sent', msg.requestSent, 201, {
            href: `/trust/${site.slug}`,
            label: 'Back to the Trust Center',
          });
        } catch (err) {
          if (err instanceof AppError && err.status === 400)
            return rerender(err.attr ? { [err.attr]: err.detail } : {}, err.attr ? 'Please correct the highlighted fields.' : err.detail);
          throw err;
        }
      },
    );

    /* Sign-in */
    scope.get(
      '/trust/:slug/member/sign-in',
      { schema: { params: slugParams, querystring: z.object({ next: z.string().max(400).optional() }) } },
      async (request, reply) => {
        const site = await siteOr404(request, reply);
        if (!site) return;
        const next = returnPath(site, (request.query as { next?: string }).next);
        if (await memberOf(request, site)) return reply.redirect(next ?? `/trust/${site.slug}/member`, 303);
        return page(reply, site, 'Member sign-in', createElement(SignInPage, { site: accessSite(site), next }));
      },
    );

    const signInLimit = { rateLimit: { max: 10, timeWindow: 10 * 60_000, keyGenerator: (req: FastifyRequest) => `member-sign-in|${req.ip}` } };
    scope.post('/trust/:slug/member/sign-in', { schema: { params: slugParams }, config: signInLimit }, async (request, reply) => {
      const site = await siteOr404(request, reply);
      if (!site) return;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = str(body.email).trim().toLowerCase().slice(0, 254);
      const next = returnPath(site, body.next);
      const result = isEmailAddress(email) ? await signInWithPassword(deps, site, email, str(body.password).slice(0, 200), client(request)) : null;
      if (result && 'wait' in result) {
        const error = msg.signInBlocked(Math.ceil(result.wait / 60));
        return page(reply, site, 'Member sign-in', createElement(SignInPage, { site: accessSite(site), email, error, next }), 429);
      }
      if (!result) return page(reply, site, 'Member sign-in', createElement(SignInPage, { site: accessSite(site), email, error: msg.signInFailed, next }), 401);
      return signedIn(reply, site, result.token, next ?? undefined);
    });

    scope.post('/trust/:slug/member/sign-in-link', { schema: { params: slugParams }, config: signInLimit }, async (request, reply) => {
      const site = await siteOr404(request, reply);
      if (!site) return;
      const email = str(((request.body ?? {}) as Record<string, unknown>).email)
        .trim()
        .toLowerCase()
        .slice(0, 254);
      if (!isEmailAddress(email))
        return page(reply, site, 'Member sign-in', createElement(SignInPage, { site: accessSite(site), error: msg.emailInvalid }), 400);
      await sendSignInLink(deps, site, email);
      return page(
        reply,
        site,
        'Member sign-in',
        createElement(SignInPage, {
          site: accessSite(site),
          notice: `If ${email} belongs to a member, a sign-in link is on its way. It works once, for 30 minutes.`,
        }),
      );
    });

    const tokenQuery = z.object({ token: z.string().max(200).optional() });
    scope.get('/trust/:slug/member/sign-in-link', { schema: { params: slugParams, querystring: tokenQuery } }, async (request, reply) => {
      const site = await siteOr404(request, reply);
      if (!site) return;
      const token = await signInWithLink(deps, site, (request.query as { token?: string }).token, client(request));
      if (!token) return page(reply, site, 'Member sign-in', createElement(SignInPage, { site: accessSite(site), error: msg.linkExpired }), 400);
      return signedIn(reply, site, token);
    });

    scope.get('/trust/:slug/member/set-password', { schema: { params: slugParams, querystring: tokenQuery } }, async (request, reply) => {
      const site = await siteOr404(request, reply);
      if (!site) return;
      const token = (request.query as { token?: string }).token ?? '';
      const invite = await checkInvitation(deps, site, token);
      if (!invite) return page(reply, site, 'Member sign-in', createElement(SignInPage, { site: accessSite(site), error: msg.linkExpired }), 400);
      return page(reply, site, 'Set your password', createElement(SetPasswordPage, { site: accessSite(site), token, name: invite.fullName }));
    });

    scope.post('/trust/:slug/member/set-password', { schema: { params: slugParams }, config: signInLimit }, async (request, reply) => {
      const site = await siteOr404(request, reply);
      if (!site) return;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const token = str(body.token).slice(0, 200);
      const password = str(body.password);
      if (password.length < 10 || password.length > 200) {
        const invite = await checkInvitation(deps, site, token);
        if (!invite) return page(reply, site, 'Member sign-in', createElement(SignInPage, { site: accessSite(site), error: msg.linkExpired }), 400);
        return page(
          reply,
          site,
          'Set your password',
          createElement(SetPasswordPage, { site: accessSite(site), token, name: invite.fullName, error: msg.passwordTooShort }),
          400,
        );
      }
      const session = await setPassword(deps, site, token, password, client(request));
      if (!session) return page(reply, site, 'Member sign-in', createElement(SignInPage, { site: accessSite(site), error: msg.linkExpired }), 400);
      return signedIn(reply, site, session);
    });

    scope.post('/trust/:slug/member/sign-out', { schema: { params: slugParams } }, async (request, reply) => {
      const site = await siteOr404(request, reply);
      if (!site) return;
      await signOut(deps, site, request.cookies[MEMBER_COOKIE]);
      return reply
        .clearCookie(MEMBER_COOKIE, { path: `/trust/${site.slug}` })
        .clearCookie(MEMBER_HINT_COOKIE, { path: `/trust/${site.slug}` })
        .redirect(`/trust/${site.slug}`, 303);
    });

    /** The signed-in member, or a redirect to sign-in already sent. */
    async function memberOr401(request: FastifyRequest, reply: FastifyReply, site: Site): Promise<SignedInMember | null> {
      const member = await memberOf(request, site);
      if (member) return member;
      if (wantsJson(request)) await reply.code(401).send({ errors: [{ code: ErrorCode.notAuthenticated, detail: 'Please sign in as a member.', attr: null }] });
      else await reply.redirect(`/trust/${site.slug}/member/sign-in`, 303);
      return null;
    }

    /* The member's documents */
    /** The confidential documents, each with whether it has a file and the member's personal download link. */
    async function memberDocuments(site: Site, member: SignedInMember) {
      const docs = await documentsOf(site);
      const withFiles = await withAvailability(deps.db, site.organizationId, docs);
      return Promise.all(
        withFiles.map(async (d) => ({
          ...d,
          href: `/trust/${site.slug}/member/documents/${d.kind}/${d.id}?s=${await downloadSignature(deps, member.id, d.kind, d.id)}`,
        })),
      );
    }

    // The cached public page asks this (site.js) to unlock its "Request access" links for a signed-in member.
    scope.get('/trust/:slug/member/status.json', { schema: { params: slugParams } }, async (request, reply) => {
      const site = await siteOr404(request, reply);
      if (!site) return;
      reply.header('Cache-Control', 'private, no-store');
      const member = await memberOf(request, site);
      if (!member) return { data: { member: null } };
      const documents = (await memberDocuments(site, member)).filter((d) => d.available);
      return {
        data: {
          member: { full_name: member.fullName, customer_name: member.customerName },
          home: `/trust/${site.slug}/member`,
          downloads: Object.fromEntries(documents.map((d) => [`${d.kind}:${d.id}`, d.href])),
        },
      };
    });

    // The document asked for before the NDA downloads once, on the first view of the documents list after accepting:
    // its path rides in a short-lived cookie the list clears, so reloading the list (or coming back to it) downloads nothing.
    const downloadCookie = 'trustroom_nda_download';
    const downloadCookiePath = (site: Site) => `/trust/${site.slug}/member`;
    const homeQuery = z.object({ nda: z.literal('accepted').optional() });
    scope.get('/trust/:slug/member', { schema: { params: slugParams, querystring: homeQuery } }, async (request, reply) => {
      const site = await siteOr404(request, reply);
      if (!site) return;
      const member = await memberOr401(request, reply, site);
      if (!member) return;
      const documents = await memberDocuments(site, member);
      const nda = await ndaToSign(deps, member);
      const query = request.query as z.infer<typeof homeQuery>;
      const asked = request.cookies[downloadCookie];
      const download = asked && isDocumentPath(site, asked) ? asked : undefined;
      const ndaAccepted = query.nda === 'accepted' && !nda;
      if (asked) reply.clearCookie(downloadCookie, { path: downloadCookiePath(site) });
      return page(
        reply,
        site,
        'Confidential documents',
        createElement(MemberHomePage, {
          site: accessSite(site),
          member,
          documents,
          ndaPending: Boolean(nda),
          ndaAccepted,
          downloading: ndaAccepted && Boolean(download),
        }),
        200,
        ndaAccepted ? download : undefined,
      );
    });

    const nextPath = (site: Site, raw: string) => (raw.startsWith(`/trust/${site.slug}/member`) && !raw.includes('//') ? raw : `/trust/${site.slug}/member`);
    const isDocumentPath = (site: Site, path: string) => path.startsWith(`/trust/${site.slug}/member/documents/`) && !path.includes('//');

    scope.get(
      '/trust/:slug/member/nda',
      { schema: { params: slugParams, querystring: z.object({ next: z.string().max(400).optional() }) } },
      async (request, reply) => {
        const site = await siteOr404(request, reply);
        if (!site) return;
        const member = await memberOr401(request, reply, site);
        if (!member) return;
        const next = nextPath(site, (request.query as { next?: string }).next ?? '');
        const nda = await ndaToSign(deps, member);
        if (!nda) return reply.redirect(next, 303);
        return page(reply, site, 'Non-disclosure agreement', createElement(NdaPage, { site: accessSite(site), member, nda, next }));
      },
    );

    scope.post('/trust/:slug/member/nda', { schema: { params: slugParams } }, async (request, reply) => {
      const site = await siteOr404(request, reply);
      if (!site) return;
      const member = await memberOr401(request, reply, site);
      if (!member) return;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const next = nextPath(site, str(body.next));
      try {
        await signNda(deps, member, { full_name: str(body.full_name), accept: str(body.accept) === 'yes', hash: str(body.hash) }, client(request));
      } catch (err) {
        const nda = await ndaToSign(deps, member);
        if (!(err instanceof AppError) || !nda) throw err;
        return page(
          reply,
          site,
          'Non-disclosure agreement',
          createElement(NdaPage, { site: accessSite(site), member, nda, next, error: err.detail }),
          err.status,
        );
      }
      // Back to the documents list with a notice; the document asked for downloads from there (no second submit).
      const home = `/trust/${site.slug}/member`;
      if (isDocumentPath(site, next))
        reply.setCookie(downloadCookie, next, { path: downloadCookiePath(site), httpOnly: true, sameSite: 'lax', secure, maxAge: 300 });
      if (next === home || isDocumentPath(site, next)) return reply.redirect(`${home}?nda=accepted`, 303);
      return reply.redirect(next, 303);
    });

    const docParams = z.object({ slug: z.string().max(80), kind: z.enum(['report', 'certification']), id: z.uuid() });
    scope.get(
      '/trust/:slug/member/documents/:kind/:id',
      { schema: { params: docParams, querystring: z.object({ s: z.string().max(100).optional() }) } },
      async (request, reply) => {
        const site = await siteOr404(request, reply);
        if (!site) return;
        const { kind, id } = request.params as { kind: ConfidentialKind; id: string };
        const member = await memberOf(request, site);
        if (!member) {
          return message(
            reply,
            site,
            'Sign in to download',
            'This download link only works for the member who was signed in when it was shown. Sign in to download the document.',
            401,
            {
              href: `/trust/${site.slug}/member/sign-in`,
              label: 'Sign in',
            },
          );
        }
        if (!(await verifyDownloadSignature(deps, member.id, kind, id, (request.query as { s?: string }).s))) {
          return message(
            reply,
            site,
            'This link is not yours',
            'Download links are personal. Open the document from your own list of confidential documents.',
            403,
            { href: `/trust/${site.slug}/member`, label: 'My documents' },
          );
        }
        if (await ndaToSign(deps, member)) return reply.redirect(`/trust/${site.slug}/member/nda?next=${encodeURIComponent(request.url)}`, 303);
        const out = await memberDownload(deps, member, kind, id, client(request));
        if (!out)
          return message(reply, site, 'Document not available', 'This document is no longer shared. Go back to your documents for the current list.', 404, {
            href: `/trust/${site.slug}/member`,
            label: 'My documents',
          });
        return reply
          .header('Content-Type', out.file.content_type)
          .header('Content-Disposition', contentDisposition(out.file.name))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Cache-Control', 'private, no-store')
          .send(out.body);
      },
    );

    /* Machine-readable trust profile: public, or what a signed-in member is entitled to. */
    scope.get('/trust/:slug/trust.json', { schema: { params: slugParams } }, async (request, reply) => {
      const site = await siteOr404(request, reply);
      if (!site) return;
      const member = await memberOf(request, site);
      reply.header('Cache-Control', member ? 'private, no-store' : 'public, no-cache').header('Vary', 'Cookie');
      return trustProfile(deps, site, member);
    });
    scope.get('/trust/:slug/llms.txt', { schema: { params: slugParams } }, async (request, reply) => {
      const site = await siteOr404(request, reply);
      if (!site) return;
      return reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, no-cache')
        .send(await llmsText(deps, site));
    });
  });
}
