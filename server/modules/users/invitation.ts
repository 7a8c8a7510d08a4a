import type { AppDeps } from '../../deps';
import { createInvitationLink, INVITATION_TTL_SECONDS } from '../../lib/oidc/invitations';
import { escapeHtml } from '@shared/html';

export interface Invitee {
  id: string;
  organizationId: string;
  email: string;
  firstName: string;
}

/**
 * The invitation e-mail. With the embedded provider it carries a set-password link (single use,
 * 7 days); with an external provider (OIDC_ISSUER) it sends the user to sign in with their company
 * account, matched by e-mail.
 */
export async function sendInvitation(deps: AppDeps, invitee: Invitee, ctx: { organizationName: string; inviterName: string }) {
  const external = Boolean(deps.config.oidc);
  const link = external ? `${deps.config.publicUrl}/` : await createInvitationLink(deps, invitee);
  const days = Math.round(INVITATION_TTL_SECONDS / 86400);
  const subject = `${ctx.inviterName} invited you to ${ctx.organizationName} on Trustroom`;
  const action = external ? 'Sign in with your company account' : 'Set your password';
  const text = [
    `Hello ${invitee.firstName},`,
    '',
    `${ctx.inviterName} has invited you to join ${ctx.organizationName} on Trustroom, where the team runs its Trust Center and answers customers' security questionnaires.`,
    '',
    external
      ? `Sign in with your company account (${invitee.email}):`
      : `Choose your password to get started (the link works once and expires in ${days} days):`,
    link,
    '',
    external ? '' : 'If the link has expired, ask your administrator to resend the invitation.',
  ]
    .join('\n')
    .trimEnd();
  const html = `<p>Hello ${escapeHtml(invitee.firstName)},</p>
<p>${escapeHtml(ctx.inviterName)} has invited you to join <strong>${escapeHtml(ctx.organizationName)}</strong> on Trustroom, where the team runs its Trust Center and answers customers' security questionnaires.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#4263eb;color:#fff;border-radius:6px;text-decoration:none">${action}</a></p>
<p style="color:#666;font-size:13px">${external ? `Sign in as ${escapeHtml(invitee.email)}.` : `The link works once and expires in ${days} days. If it has expired, ask your administrator to resend the invitation.`}</p>`;
  await deps.mail.send({ organizationId: invitee.organizationId, to: invitee.email, subject, text, html });
  return { sent_to: invitee.email, transport: deps.mail.transport };
}
