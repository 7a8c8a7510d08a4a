import crypto from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { enqueueJob, registerJobHandler } from '../../lib/jobs';
import { escapeHtml as esc } from '@shared/html';

/** Member e-mails go through a job: queued in the caller's transaction, retried while the mail server is down. */
export const MAIL_JOB = 'gated-access.mail';

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
export const newToken = () => crypto.randomBytes(32).toString('base64url');

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export function registerMailJob(deps: AppDeps) {
  registerJobHandler(MAIL_JOB, async ({ job }) => {
    const m = job.payload;
    await deps.mail.send({ organizationId: job.organizationId, to: m.to, subject: m.subject, text: m.text, html: m.html }, { throwOnFailure: true });
    return { sent_to: m.to };
  });
}

export async function queueMail(tx: Tx, organizationId: string, mail: QueuedMail) {
  await enqueueJob(tx, organizationId, MAIL_JOB, { ...mail }, { maxAttempts: 8 });
}

function layout(inner: string, footer: string) {
  return `<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:28px;color:#334155;line-height:1.6">${inner}</div>
<p style="max-width:560px;margin:12px auto 0;font-size:12px;color:#64748b">${footer}</p></div>`;
}
const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${esc(href)}" style="background:#1e293b;color:#fff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600;display:inline-block">${esc(label)}</a></p>`;

/** The invitation: a link to set a password for the company's Trust Center (single use, 7 days). */
export function invitationMail(a: { company: string; name: string; link: string; siteUrl: string }): Omit<QueuedMail, 'to'> {
  const who = a.company || 'our';
  return {
    subject: `You have access to the ${a.company} Trust Center`,
    text:
      `Hello ${a.name},\n\nYou now have access to the confidential documents of the ${who} Trust Center (audit reports, certifications).\n\n` +
      `Set your password to sign in (the link works once and expires in 7 days):\n${a.link}\n\n` +
      `You can also sign in with a link sent to this address at ${a.siteUrl}/member/sign-in`,
    html: layout(
      `<h1 style="font-size:20px;color:#0f172a;margin:0 0 12px">Welcome to the ${esc(a.company)} Trust Center</h1>
<p>Hello ${esc(a.name)},</p><p>You now have access to the confidential documents of the ${esc(who)} Trust Center (audit reports, certifications).</p>${button(a.link, 'Set your password')}
<p style="font-size:13px;color:#64748b">The link works once and expires in 7 days. Or open: ${esc(a.link)}</p>`,
      `You can also sign in with a one-time link sent to this address from ${esc(a.siteUrl)}/member/sign-in.`,
    ),
  };
}

/** A one-time sign-in link (e-mail link sign-in), valid for 30 minutes. */
export function signInMail(a: { company: string; link: string }): Omit<QueuedMail, 'to'> {
  return {
    subject: `Your sign-in link for the ${a.company} Trust Center`,
    text: `Sign in to the ${a.company} Trust Center with this link (it works once and expires in 30 minutes):\n${a.link}\n\nIf you did not ask for it, ignore this e-mail.`,
    html: layout(
      `<h1 style="font-size:20px;color:#0f172a;margin:0 0 12px">Sign in to the ${esc(a.company)} Trust Center</h1>${button(a.link, 'Sign in')}
<p style="font-size:13px;color:#64748b">The link works once and expires in 30 minutes. Or open: ${esc(a.link)}</p>`,
      'If you did not ask for this link, ignore this e-mail.',
    ),
  };
}

/** To the organisation's sales team (Settings → Notifications): a visitor asks for confidential documents. */
export function newRequestMail(a: { name: string; email: string; company: string; documents: string[]; reason: string; link: string }): Omit<QueuedMail, 'to'> {
  const docs = a.documents.join(', ');
  return {
    subject: `Access request from ${a.name} (${a.company})`,
    text:
      `${a.name} <${a.email}> of ${a.company} asks for access to: ${docs}.\n` +
      (a.reason ? `Reason: ${a.reason}\n` : '') +
      `\nApprove or reject it in Trust Center → Requests:\n${a.link}`,
    html: layout(
      `<h1 style="font-size:20px;color:#0f172a;margin:0 0 12px">New access request</h1>
<p><strong>${esc(a.name)}</strong> &lt;${esc(a.email)}&gt; of ${esc(a.company)} asks for access to: ${esc(docs)}.</p>${a.reason ? `<p style="white-space:pre-line">Reason: ${esc(a.reason)}</p>` : ''}${button(a.link, 'Review the request')}`,
      'You receive this because your address is the sales team receiver in Settings → Notifications.',
    ),
  };
}
