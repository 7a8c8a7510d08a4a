import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '@shared/errors';
import { publicSiteDataSchema } from '@shared/contracts/tc-config';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { dataResponse } from '../../lib/http';
import { sendStoredFile } from '../../lib/uploads';
import { siteAssets } from './assets';
import { PageCache, type RenderedPage } from './cache';
import { SiteDirectory } from './directory';
import { formatDate } from '@web/trust-site/format';
import { renderMessagePage } from './render';
import * as service from './service';
import * as tcConfig from '../tc-config/index';
import { isEmail, subscribeMessages } from './subscriptions';

const slugParams = z.object({ slug: z.string().max(80) });
const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? '').includes('application/json');
const errorsResponse = z.object({ errors: z.array(z.object({ code: z.string(), detail: z.string(), attr: z.string().nullable() })) });

/** A cached rendering as it was built (the page or its JSON): 304 when the client has this version, gzipped when it takes it. */
function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, type: string) {
  reply.header('ETag', page.etag).header('Cache-Control', 'public, no-cache').header('Vary', 'Accept-Encoding').type(type);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/** The public Trust Center at /trust/{slug}: the page, its images and documents, and e-mail subscriptions. */
export async function registerPublicSite(app: FastifyInstance, deps: AppDeps) {
  const cache = new PageCache();
  const directory = new SiteDirectory((slug) => service.findSite(deps.db, slug));
  await directory.listen(deps.database, deps.log);
  const hosts = new SiteDirectory((host) => service.findSiteByHost(deps.db, host));
  await hosts.listen(deps.database, deps.log);
  const forget = () => {
    directory.forgetAll();
    hosts.forgetAll();
  };
  tcConfig.trustCenterChanges.on('change', forget);
  app.addHook('onClose', async () => {
    tcConfig.trustCenterChanges.off('change', forget);
    await directory.close();
    await hosts.close();
  });
  service.registerSubscriptionJobs(deps);
  siteAssets(); // read the CSS and script now, not on the first visitor

  const notFoundPage = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        renderMessagePage({
          title: 'This Trust Center is not available',
          text: 'It may be offline for now, or the address may be mistyped. Please check the link you were given, or contact the company directly.',
        }),
      );

  const message = (reply: FastifyReply, site: service.SiteRef, title: string, text: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        renderMessagePage({
          title,
          text,
          color: site.primaryColor,
          back: { href: `/trust/${site.slug}`, label: `Back to the ${site.companyName || ''} Trust Center`.replace('  ', ' ') },
        }),
      );

  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    // The subscribe form posts without JavaScript; this parser lives only in this scope.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    // Visitors get pages, scripts get JSON.
    scope.setErrorHandler((err, request, reply) => {
      const e = err as AppError;
      const status = e instanceof AppError ? e.status : ((err as { statusCode?: number }).statusCode ?? 500);
      const detail =
        e instanceof AppError ? e.detail : status === 500 ? 'Something went wrong on our side. Please try again.' : 'The request could not be handled.';
      if (status >= 500) request.log.error({ err }, 'public site error');
      if (wantsJson(request))
        return reply
          .code(status)
          .send({ errors: [{ code: e instanceof AppError ? e.code : ErrorCode.invalid, detail, attr: e instanceof AppError ? e.attr : null }] });
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(renderMessagePage({ title: status === 429 ? 'Please slow down' : 'Something went wrong', text: detail }));
    });

    const sendPage = async (request: FastifyRequest, reply: FastifyReply, site: service.SiteRef) =>
      sendRendered(request, reply, await service.publishedPage(deps, cache, site), 'text/html; charset=utf-8');

    r.get('/trust/:slug', { schema: { params: slugParams } }, async (request, reply) => {
      const site = await directory.find(request.params.slug);
      if (!site?.isPublished) return notFoundPage(reply);
      return sendPage(request, reply, site);
    });

    // A verified custom domain (Host routing; TLS from the reverse proxy): its root is the Trust Center.
    const publicHost = new URL(deps.config.publicUrl).host.toLowerCase();
    scope.get('/', async (request, reply) => {
      const host = (request.host ?? '').toLowerCase();
      const site = host && host !== publicHost ? await hosts.find(host.replace(/:\d+$/, '')) : null;
      // Anything else at / is the staff console (the not-found handler serves its index.html).
      if (!site) return reply.callNotFound();
      if (!site.isPublished) return notFoundPage(reply);
      return sendPage(request, reply, site);
    });

    // For a TLS proxy's on-demand certificates (Caddy's `ask`): only verified custom domains get one.
    r.get(
      '/api/v1/public/custom-domain-check/',
      {
        config: { permission: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          querystring: z.object({ domain: z.string().max(253).default('') }),
          response: { 200: dataResponse(z.object({ domain: z.string() })), 404: errorsResponse },
        },
      },
      async (request, reply) => {
        const site = request.query.domain ? await hosts.find(request.query.domain.toLowerCase()) : null;
        return site
          ? { data: { domain: request.query.domain.toLowerCase() } }
          : reply.code(404).send({ errors: [{ code: ErrorCode.notFound, detail: 'Not found.', attr: null }] });
      },
    );

    r.get('/trust/:slug/', { schema: { params: slugParams } }, async (request, reply) =>
      reply.redirect(`/trust/${encodeURIComponent(request.params.slug)}`, 301),
    );

    const assetParams = z.object({ slug: z.string().max(80), kind: z.enum(['trusted-by', 'certification']), id: z.string().max(80) });
    r.get(
      '/trust/:slug/assets/:kind/:id',
      { schema: { params: assetParams, querystring: z.object({ p: z.string().max(200).optional(), v: z.string().max(40).optional() }) } },
      async (request, reply) => {
        const site = await directory.find(request.params.slug);
        if (!site || !(await service.mayView(deps, site, request.query.p))) return notFoundPage(reply);
        const file = await service.siteImage(deps, site, request.params.kind, request.params.id);
        if (!file) return notFoundPage(reply);
        return sendStoredFile(reply, deps.storage, file, {
          inline: true,
          cache: site.isPublished && !request.query.p ? 'public, max-age=3600' : 'private, max-age=3600',
        });
      },
    );

    const documentParams = z.object({ slug: z.string().max(80), kind: z.enum(['report', 'certification', 'control']), id: z.string().max(80) });
    r.get(
      '/trust/:slug/documents/:kind/:id',
      { schema: { params: documentParams, querystring: z.object({ p: z.string().max(200).optional() }) } },
      async (request, reply) => {
        const site = await directory.find(request.params.slug);
        if (!site || !(await service.mayView(deps, site, request.query.p))) return notFoundPage(reply);
        const file = await service.siteDocument(deps, site, request.params.kind, request.params.id);
        if (!file) return notFoundPage(reply);
        return sendStoredFile(reply, deps.storage, file, { cache: 'private, no-cache' });
      },
    );

    // Security incidents: a page per event with its public updates, and the Atom feed (with announcements).
    const incidentParams = z.object({ slug: z.string().max(80), id: z.string().max(80) });
    r.get(
      '/trust/:slug/incidents/:id',
      { schema: { params: incidentParams, querystring: z.object({ acknowledged: z.string().max(10).optional() }) } },
      async (request, reply) => {
        const site = await directory.find(request.params.slug);
        if (!site?.isPublished) return notFoundPage(reply);
        // A signed-in customer member (gated access's session) also sees their account's acknowledgements.
        const member = await service.incidentMember(deps, site, request.cookies);
        const notice = member && request.query.acknowledged ? `Thank you. The update is acknowledged for ${member.customerName}.` : null;
        const html = await service.incidentPage(deps, site, request.params.id, member, notice);
        if (!html) return message(reply, site, 'This incident is not available', 'It may have been removed, or the address may be mistyped.', 404);
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', member ? 'private, no-store' : 'public, no-cache')
          .header('Vary', 'Cookie')
          .send(html);
      },
    );

    // A signed-in member acknowledges an update for their account (a form on the incident page).
    r.post('/trust/:slug/incidents/:id/acknowledge', { schema: { params: incidentParams } }, async (request, reply) => {
      const site = await directory.find(request.params.slug);
      if (!site?.isPublished) return notFoundPage(reply);
      const member = await service.incidentMember(deps, site, request.cookies);
      if (!member) return reply.redirect(`/trust/${encodeURIComponent(site.slug)}/member/sign-in`, 303);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const updateId = typeof body.update_id === 'string' ? body.update_id.slice(0, 80) : '';
      if (!(await service.acknowledgeAsMember(deps, site, member, request.params.id, updateId))) {
        return message(
          reply,
          site,
          'This update cannot be acknowledged',
          `It does not ask ${member.customerName} for an acknowledgement, or it was removed.`,
          404,
        );
      }
      return reply.redirect(`/trust/${encodeURIComponent(site.slug)}/incidents/${request.params.id}?acknowledged=1#update-${updateId}`, 303);
    });

    // The personal link in a member's e-mail: opening it (a person, or a mail scanner) only asks; the button acknowledges.
    const ackTokenQuery = z.object({ token: z.string().max(300).optional() });
    const ackPage = (
      reply: FastifyReply,
      site: service.SiteRef,
      opts: { title: string; text: string; form?: { action: string; label: string } },
      status = 200,
    ) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .send(
          renderMessagePage({
            ...opts,
            color: site.primaryColor,
            ...(opts.form
              ? {}
              : { back: { href: `/trust/${encodeURIComponent(site.slug)}`, label: `Go to the ${site.companyName || ''} Trust Center`.replace('  ', ' ') } }),
          }),
        );
    const invalidLink = (reply: FastifyReply, site: service.SiteRef) =>
      ackPage(
        reply,
        site,
        {
          title: 'This link is not valid',
          text: 'It may have expired, or you may no longer be a member of an affected customer. Sign in to the Trust Center to see the incident.',
        },
        400,
      );
    r.get('/trust/:slug/acknowledge', { schema: { params: slugParams, querystring: ackTokenQuery } }, async (request, reply) => {
      const site = await directory.find(request.params.slug);
      if (!site) return notFoundPage(reply);
      const t = await service.acknowledgeLinkTarget(deps, site, request.query.token);
      if (!t) return invalidLink(reply, site);
      const what = `“${t.updateTitle}” (${formatDate(t.updateDate)}) about the security event “${t.eventName}”`;
      if (t.acknowledged)
        return ackPage(reply, site, {
          title: 'Already acknowledged',
          text: `${t.acknowledged.by} acknowledged ${what} for ${t.customerName} on ${formatDate(t.acknowledged.at)}. Nothing more to do.`,
        });
      return ackPage(reply, site, {
        title: 'Acknowledge this update?',
        text: `${t.memberName}, confirm that ${t.customerName} has received the update ${what}.`,
        form: {
          action: `/trust/${encodeURIComponent(site.slug)}/acknowledge?token=${encodeURIComponent(request.query.token ?? '')}`,
          label: `Acknowledge for ${t.customerName}`,
        },
      });
    });
    r.post(
      '/trust/:slug/acknowledge',
      { schema: { params: slugParams, querystring: ackTokenQuery }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
      async (request, reply) => {
        const site = await directory.find(request.params.slug);
        if (!site) return notFoundPage(reply);
        const t = await service.acknowledgeWithLink(deps, site, request.query.token);
        if (!t?.acknowledged) return invalidLink(reply, site);
        return ackPage(reply, site, {
          title: 'Thank you',
          text: `The update “${t.updateTitle}” is acknowledged for ${t.customerName} (by ${t.acknowledged.by}). ${site.companyName || 'The company'} can see it.`,
        });
      },
    );

    r.get('/trust/:slug/feed.xml', { schema: { params: slugParams } }, async (request, reply) => {
      const site = await directory.find(request.params.slug);
      if (!site?.isPublished) return notFoundPage(reply);
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=60')
        .send(await service.siteFeed(deps, site));
    });

    r.post(
      '/trust/:slug/subscribe',
      {
        schema: { params: slugParams },
        config: {
          rateLimit: {
            max: 5,
            timeWindow: 10 * 60_000,
            keyGenerator: (req: FastifyRequest) => `${req.ip}|${String((req.params as { slug?: string }).slug).toLowerCase()}`,
          },
        },
      },
      async (request, reply) => {
        const site = await directory.find(request.params.slug);
        if (!site?.isPublished)
          return wantsJson(request) ? reply.code(404).send({ errors: [{ code: ErrorCode.notFound, detail: 'Not found.', attr: null }] }) : notFoundPage(reply);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const email = typeof body.email === 'string' ? body.email.trim() : '';
        if (!isEmail(email)) throw new AppError(400, ErrorCode.validation, subscribeMessages.invalidEmail, 'email');
        // The hidden "website" field is a bot trap: bots fill it and get the same answer, with nothing sent.
        if (!body.website) await service.subscribe(deps, site, email);
        if (wantsJson(request)) return { data: { message: subscribeMessages.sent } };
        return message(reply, site, 'Check your inbox', subscribeMessages.sent);
      },
    );

    const tokenQuery = z.object({ token: z.string().max(200).optional() });
    r.get('/trust/:slug/subscribe/confirm', { schema: { params: slugParams, querystring: tokenQuery } }, async (request, reply) => {
      const site = await directory.find(request.params.slug);
      if (!site) return notFoundPage(reply);
      const ok = await service.confirmSubscription(deps, site, request.query.token);
      return ok
        ? message(
            reply,
            site,
            'You are subscribed',
            `You will get an e-mail when ${site.companyName || 'the company'} publishes a security update. Every e-mail has a one-click unsubscribe link.`,
          )
        : message(
            reply,
            site,
            'This link has expired',
            'The confirmation link is no longer valid. Subscribe again from the Trust Center to get a new one.',
            400,
          );
    });

    // Unsubscribing: opening the link (a person, or a mail scanner checking it) only asks; the button, or a
    // mail client's RFC 8058 one-click POST (List-Unsubscribe-Post), acts.
    r.get('/trust/:slug/unsubscribe', { schema: { params: slugParams, querystring: tokenQuery } }, async (request, reply) => {
      const site = await directory.find(request.params.slug);
      if (!site) return notFoundPage(reply);
      if (!(await service.unsubscribeTarget(deps, site, request.query.token))) {
        return message(reply, site, 'This link is not valid', 'Please use the unsubscribe link from one of our e-mails.', 400);
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          renderMessagePage({
            title: 'Unsubscribe from security updates?',
            text: `You will no longer receive e-mails when ${site.companyName || 'this company'} publishes a security update.`,
            color: site.primaryColor,
            form: {
              action: `/trust/${encodeURIComponent(site.slug)}/unsubscribe?token=${encodeURIComponent(request.query.token ?? '')}`,
              label: 'Unsubscribe',
            },
          }),
        );
    });
    r.post('/trust/:slug/unsubscribe', { schema: { params: slugParams, querystring: tokenQuery } }, async (request, reply) => {
      const site = await directory.find(request.params.slug);
      if (!site) return notFoundPage(reply);
      const ok = await service.unsubscribe(deps, site, request.query.token);
      return ok
        ? message(reply, site, 'You are unsubscribed', `You will no longer receive security updates from ${site.companyName || 'this Trust Center'}.`)
        : message(reply, site, 'This link is not valid', 'Please use the unsubscribe link from one of our e-mails.', 400);
    });

    r.get('/trust-assets/:file', { schema: { params: z.object({ file: z.string().max(60) }) } }, async (request, reply) => {
      const { script } = siteAssets();
      if (request.params.file !== `site.${script.hash}.js` && request.params.file !== 'site.js') return reply.code(404).send();
      reply.type(script.contentType).header('ETag', script.etag).header('Vary', 'Accept-Encoding');
      reply.header('Cache-Control', request.params.file === 'site.js' ? 'public, no-cache' : 'public, max-age=31536000, immutable');
      if (request.headers['if-none-match'] === script.etag) return reply.code(304).send();
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('Content-Encoding', 'gzip').send(script.gzip);
      return reply.send(script.body);
    });
  });

  // The same content as JSON, for integrations: only what the public page shows.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/v1/public/trust/:slug/',
      { config: { permission: 'public' }, schema: { params: slugParams, response: { 200: dataResponse(publicSiteDataSchema) } } },
      async (request, reply) => {
        const site = await directory.find(request.params.slug);
        if (!site?.isPublished) throw new AppError(404, ErrorCode.notFound, 'This Trust Center is not available.');
        return sendRendered(request, reply, await service.publishedJson(deps, cache, site), 'application/json; charset=utf-8');
      },
    );
}
