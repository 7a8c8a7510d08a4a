import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { listConnectionsForReview, reviewConnection } from '../sso/index';
import { reviewsPage, operatorSignInPage, type ReviewRow } from './pages';
import { checkOperator, issueOperatorSession, OPERATOR_COOKIE, OPERATOR_SESSION_SECONDS, readOperatorSession } from './service';

type Form = Record<string, string | undefined>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The platform operator's screen (/operator): people outside every tenant, created by the CLI, review the
 * single sign-on configurations organisations submit and activate or reject them. Server-rendered; the
 * session is an httpOnly SameSite=Strict cookie limited to /operator, and every form echoes its token.
 */
export async function registerOperator(app: FastifyInstance, deps: AppDeps) {
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);
  const cookieOptions = { path: '/operator', httpOnly: true, sameSite: 'strict' as const, secure: deps.config.publicUrl.startsWith('https:') };
  const session = (req: FastifyRequest) => readOperatorSession(deps.db, req.cookies[OPERATOR_COOKIE]);

  async function reviewRows(): Promise<ReviewRow[]> {
    return (await listConnectionsForReview(deps.db)).map(({ connection: c, organizationName, submittedByEmail }) => ({
      organizationId: c.organizationId,
      organizationName,
      id: c.id,
      protocol: c.protocol,
      status: c.status,
      domains: c.domains,
      detail: c.protocol === 'oidc' ? `${c.settings.issuer} · client ${c.settings.client_id}` : `${c.settings.idp_entity_id}`,
      submittedBy: submittedByEmail ?? 'unknown',
      submittedAt: c.submittedAt ? c.submittedAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : '',
      submission: c.submittedAt ? c.submittedAt.toISOString() : '',
      reviewNote: c.reviewNote,
    }));
  }

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get('/operator', async (req, reply) => {
      const op = await session(req);
      if (!op) return html(reply, operatorSignInPage());
      const notice = (req.query as { done?: string }).done;
      return html(
        reply,
        reviewsPage(
          op,
          await reviewRows(),
          notice === 'activated' ? 'Activated: the organisation can sign in with it now.' : notice === 'rejected' ? 'Rejected.' : undefined,
        ),
      );
    });

    scope.post<{ Body: Form }>('/operator/login', { config: { rateLimit: { max: 20, timeWindow: 60_000, groupId: 'operator-login' } } }, async (req, reply) => {
      const op = await checkOperator(deps.db, String(req.body?.email ?? '').slice(0, 320), String(req.body?.password ?? '').slice(0, 1024));
      if (!op) return html(reply, operatorSignInPage('Incorrect email or password.'), 401);
      reply.setCookie(OPERATOR_COOKIE, await issueOperatorSession(deps.db, op), { ...cookieOptions, maxAge: OPERATOR_SESSION_SECONDS });
      return reply.redirect('/operator', 303);
    });

    scope.post<{ Body: Form }>('/operator/logout', async (req, reply) => {
      reply.clearCookie(OPERATOR_COOKIE, cookieOptions);
      return reply.redirect('/operator', 303);
    });

    scope.post<{ Params: { org: string; id: string; decision: string }; Body: Form }>('/operator/sso/:org/:id/:decision', async (req, reply) => {
      const op = await session(req);
      if (!op || req.body?.csrf !== op.csrf) return html(reply, operatorSignInPage('Please sign in again.'), 403);
      const { org, id, decision } = req.params;
      if (!UUID.test(org) || !UUID.test(id) || !['activate', 'reject'].includes(decision)) return reply.status(404).send();
      const shown = { submittedAt: String(req.body?.submitted ?? '') };
      const done = await reviewConnection(deps.db, op, org, id, shown, decision === 'activate' ? 'ACTIVE' : 'REJECTED', String(req.body?.note ?? '').trim());
      if (!done) return html(reply, reviewsPage(op, await reviewRows(), 'This request was already reviewed.'), 409);
      if ('changed' in done)
        return html(
          reply,
          reviewsPage(
            op,
            await reviewRows(),
            'Not decided: the organisation submitted this configuration again after the page was opened. Review it as it is now.',
          ),
          409,
        );
      if ('taken' in done)
        return html(
          reply,
          reviewsPage(op, await reviewRows(), `Not activated: another organisation's active single sign-on already covers ${done.taken.join(', ')}.`),
          409,
        );
      req.log.info({ operator: op.email, organizationId: org, connection: id, decision }, 'single sign-on reviewed');
      return reply.redirect(`/operator?done=${decision === 'activate' ? 'activated' : 'rejected'}`, 303);
    });
  });
}
