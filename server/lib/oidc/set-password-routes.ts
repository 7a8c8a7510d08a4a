import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema/index';
import { withTenant } from '../../db/tenant-isolation';
import { recordActivity } from '../activity';
import { endSessionsOf } from '../auth/sessions';
import { endProviderSessionsOf } from './adapter';
import { messages } from './accounts';
import { checkInvitationToken } from './invitations';
import { messagePage, setPasswordPage, type PageContext } from './pages';
import { OIDC_MOUNT } from './provider';

type Form = Record<string, string | undefined>;
export const PASSWORD_MIN_LENGTH = 10;
const PASSWORD_MAX_LENGTH = 200;

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').send(body);

export function passwordProblem(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  if (password !== confirm) return 'The passwords do not match.';
  return null;
}

/** The page an invited user opens (`/oidc/set-password?token=…`, see createInvitationLink) to choose a password. */
export async function registerSetPasswordRoutes(app: FastifyInstance, deps: AppDeps, pages: PageContext) {
  const path = `${OIDC_MOUNT}/set-password`;

  const invalid = (reply: FastifyReply, reason: 'invalid' | 'inactive') =>
    html(
      reply,
      reason === 'inactive'
        ? messagePage(pages, { title: 'Account deactivated', message: messages.deactivated, tone: 'error' })
        : messagePage(pages, {
            title: 'This link has expired',
            message: 'This invitation link has expired or has already been used. Ask your administrator to send you a new invitation.',
            tone: 'error',
            link: { href: '/', label: 'Go to sign in' },
          }),
      400,
    );

  app.get<{ Querystring: { token?: string } }>(path, async (req, reply) => {
    const token = String(req.query.token ?? '');
    const check = await checkInvitationToken(deps.db, token);
    if (!check.ok) return invalid(reply, check.reason);
    return html(reply, setPasswordPage(pages, { action: path, token, email: check.user.email, firstName: check.user.firstName }));
  });

  app.post<{ Body: Form }>(path, { config: { rateLimit: { max: 10, timeWindow: 15 * 60_000, groupId: 'oidc-set-password' } } }, async (req, reply) => {
    const token = String(req.body?.token ?? '');
    const check = await checkInvitationToken(deps.db, token);
    if (!check.ok) return invalid(reply, check.reason);
    const { user } = check;
    const password = String(req.body?.password ?? '');
    const problem = passwordProblem(password, String(req.body?.confirm ?? ''));
    if (problem) return html(reply, setPasswordPage(pages, { action: path, token, email: user.email, firstName: user.firstName, error: problem }), 400);
    const passwordHash = await hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await withTenant(deps.db, { organizationId: user.organizationId, userId: user.id }, async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(and(eq(users.organizationId, user.organizationId), eq(users.id, user.id)));
      await endSessionsOf(tx, user.organizationId, user.id);
      await recordActivity(
        tx,
        { userId: user.id, organizationId: user.organizationId, fullName: `${user.firstName} ${user.lastName}`.trim() },
        user.organizationId,
        {
          group: 'other',
          action: 'password_set',
          objectType: 'user',
          objectId: user.id,
          objectName: user.email,
          description: `${user.email} set their password`,
        },
      );
    });
    await endProviderSessionsOf(deps.db, user.id);
    return html(
      reply,
      messagePage(pages, {
        title: 'Your password is set',
        message: 'You can now sign in with your email and new password.',
        tone: 'success',
        link: { href: '/', label: 'Sign in' },
      }),
    );
  });
}
