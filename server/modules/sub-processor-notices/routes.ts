import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createElement } from 'react';
import { z } from 'zod';
import { objectionReason, subProcessorNoticeInput, subProcessorNoticeSchema } from '@shared/contracts/sub-processor-notices';
import { SubProcessorNoticePage } from '@web/trust-site/SubProcessorNotice';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { dataResponse } from '../../lib/http';
import { issueDetail } from '@shared/validation-sentences';
import { currentMember, MEMBER_COOKIE, type SignedInMember } from '../gated-access/index';
import * as publicSite from '../public-site/index';
import { announceChange, getNotice, listNotices, objectToNotice, publicNotice, registerNoticeJobs } from './service';

const base = '/api/v1/tc-config/sub-processor-notice';
const idParams = z.object({ id: z.string().max(100) });

/**
 * Sub-processor changes: staff announce them with an objection window and read the objections; on the
 * public Trust Center a signed-in customer member objects with a reason.
 */
export async function registerSubProcessorNotices(app: FastifyInstance, deps: AppDeps) {
  registerNoticeJobs(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const noticeResponse = dataResponse(subProcessorNoticeSchema);
  r.get(
    `${base}/`,
    { config: { permission: 'tc_config:view' }, schema: { response: { 200: dataResponse(z.object({ notices: z.array(subProcessorNoticeSchema) })) } } },
    async (req) => ({ data: await listNotices(deps, req.auth!) }),
  );
  r.post(
    `${base}/`,
    { config: { permission: 'tc_config:edit' }, schema: { body: subProcessorNoticeInput, response: { 201: noticeResponse } } },
    async (req, reply) => reply.status(201).send({ data: await announceChange(deps, req.auth!, req.body) }),
  );
  r.get(`${base}/:id/`, { config: { permission: 'tc_config:view' }, schema: { params: idParams, response: { 200: noticeResponse } } }, async (req) => ({
    data: await getNotice(deps, req.auth!, req.params.id),
  }));

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const params = z.object({ slug: z.string().max(80), id: z.string().max(100) });
    const accessSite = (site: publicSite.SiteRef) => ({ slug: site.slug, companyName: site.companyName || 'Our', primaryColor: site.primaryColor });
    const html = (reply: FastifyReply, site: publicSite.SiteRef, title: string, element: ReturnType<typeof createElement>, status = 200) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Cookie')
        .send(publicSite.renderAccessPage({ title: `${title} · ${site.companyName} Trust Center`, color: site.primaryColor, element }));
    const notFound = (reply: FastifyReply) =>
      reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(
          publicSite.renderAccessPage({
            title: 'Not available',
            color: '4263eb',
            element: createElement('main', { className: 'tc-access' }, createElement('h1', null, 'This page is not available')),
          }),
        );

    async function load(request: FastifyRequest<{ Params: { slug: string; id: string } }>) {
      const site = await publicSite.findSite(deps.db, request.params.slug);
      if (!site?.isPublished) return null;
      const member: SignedInMember | null = await currentMember(deps, site, request.cookies[MEMBER_COOKIE]);
      const notice = await publicNotice(deps, site.organizationId, request.params.id, member ? { ...member } : null);
      return notice ? { site, member, notice } : null;
    }
    const render = (
      reply: FastifyReply,
      found: NonNullable<Awaited<ReturnType<typeof load>>>,
      extra: { reason?: string; error?: string | null; saved?: boolean } = {},
      status = 200,
    ) =>
      html(
        reply,
        found.site,
        found.notice.title,
        createElement(SubProcessorNoticePage, { site: accessSite(found.site), notice: found.notice, member: found.member, ...extra }),
        status,
      );

    scope.get(
      '/trust/:slug/sub-processor-changes/:id',
      { schema: { params, querystring: z.object({ objected: z.string().max(10).optional() }) } },
      async (request, reply) => {
        const found = await load(request as FastifyRequest<{ Params: { slug: string; id: string } }>);
        if (!found) return notFound(reply);
        return render(reply, found, { saved: Boolean((request.query as { objected?: string }).objected && found.notice.objection) });
      },
    );

    scope.post(
      '/trust/:slug/sub-processor-changes/:id/objection',
      { schema: { params }, config: { rateLimit: { max: 10, timeWindow: 10 * 60_000 } } },
      async (request, reply) => {
        const req = request as FastifyRequest<{ Params: { slug: string; id: string } }>;
        const found = await load(req);
        if (!found) return notFound(reply);
        if (!found.member) {
          const back = `/trust/${encodeURIComponent(found.site.slug)}/sub-processor-changes/${found.notice.id}`;
          return reply.redirect(`/trust/${encodeURIComponent(found.site.slug)}/member/sign-in?next=${encodeURIComponent(back)}`, 303);
        }
        const raw = String(((request.body ?? {}) as Record<string, unknown>).reason ?? '');
        const parsed = objectionReason.safeParse(raw);
        if (!parsed.success) return render(reply, found, { reason: raw.slice(0, 2000), error: issueDetail(null, parsed.error.issues[0]!) }, 400);
        try {
          await objectToNotice(deps, found.site.organizationId, found.notice.id, found.member, parsed.data);
        } catch (err) {
          if (err instanceof AppError && err.status < 500) return render(reply, found, { reason: raw, error: err.detail }, err.status);
          throw err;
        }
        return reply.redirect(`/trust/${encodeURIComponent(found.site.slug)}/sub-processor-changes/${found.notice.id}?objected=1`, 303);
      },
    );
  });
}
