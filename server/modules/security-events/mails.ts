import { statusLabels, type SecurityEventStatus } from '@shared/contracts/security-events';
import { escapeHtml as esc } from '@shared/html';

/** The e-mail of a published security-event update: plain text first, with a simple HTML version. */

const statusColor: Record<SecurityEventStatus, string> = { OPEN: '#c92a2a', IN_PROGRESS: '#e67700', CLOSED: '#2b8a3e' };

export interface UpdateMail {
  company: string;
  eventName: string;
  title: string;
  description: string;
  status: SecurityEventStatus;
  customerImpact: boolean;
  externalLink: string | null;
  /** The public incident page (only when the update is public and the Trust Center is published). */
  incidentUrl: string | null;
  /** Members: the customer account they are told about. */
  customerName?: string | undefined;
  /** Subscribers: the one-click unsubscribe link. */
  unsubscribeUrl?: string | undefined;
  /** Members, when the update asks for it: their personal link to acknowledge it for their account. */
  acknowledgeUrl?: string | undefined;
}

export function securityUpdateMail(m: UpdateMail) {
  const company = m.company || 'Your vendor';
  const status = statusLabels[m.status];
  const why = m.customerName
    ? `You receive this because ${m.customerName} is among the customers affected by this event.`
    : `You receive this because you subscribed to ${company} security updates.`;
  const text =
    `${company} security event: ${m.eventName}\nStatus: ${status}${m.customerImpact ? ' · Customer impact' : ''}\n\n` +
    `${m.title}\n\n${m.description}\n\n` +
    (m.externalLink ? `More information: ${m.externalLink}\n\n` : '') +
    (m.acknowledgeUrl ? `Please acknowledge this update for ${m.customerName ?? 'your company'}: ${m.acknowledgeUrl}\n\n` : '') +
    (m.incidentUrl ? `Follow this incident: ${m.incidentUrl}\n\n` : '') +
    `${why}` +
    (m.unsubscribeUrl ? `\nUnsubscribe with one click: ${m.unsubscribeUrl}` : '');
  const badge = (label: string, color: string) =>
    `<span style="display:inline-block;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:700;color:#fff;background:${color}">${esc(label)}</span>`;
  const link = (href: string, label: string) =>
    `<p style="margin:20px 0"><a href="${esc(href)}" style="background:#1e293b;color:#fff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600;display:inline-block">${esc(label)}</a></p>`;
  const html = `<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-top:4px solid ${statusColor[m.status]};border-radius:12px;padding:28px;color:#334155;line-height:1.6">
<p style="font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#64748b;margin:0 0 6px">${esc(company)} security event</p>
<h1 style="font-size:20px;color:#0f172a;margin:0 0 10px">${esc(m.eventName)}</h1>
<p style="margin:0 0 18px">${badge(status, statusColor[m.status])} ${m.customerImpact ? badge('Customer impact', '#862e9c') : ''}</p>
<h2 style="font-size:16px;color:#0f172a;margin:0 0 6px">${esc(m.title)}</h2>
<p style="white-space:pre-line;margin:0">${esc(m.description)}</p>
${m.externalLink ? `<p><a href="${esc(m.externalLink)}" style="color:#1c7ed6">More information</a></p>` : ''}${m.acknowledgeUrl ? link(m.acknowledgeUrl, 'Acknowledge this update') : ''}${m.incidentUrl ? (m.acknowledgeUrl ? `<p><a href="${esc(m.incidentUrl)}" style="color:#1c7ed6">Follow this incident</a></p>` : link(m.incidentUrl, 'Follow this incident')) : ''}</div>
<p style="max-width:560px;margin:12px auto 0;font-size:12px;color:#64748b">${esc(why)}${m.unsubscribeUrl ? ` <a href="${esc(m.unsubscribeUrl)}" style="color:#64748b">Unsubscribe</a> with one click.` : ''}</p></div>`;
  return { subject: `[${status}] ${company}: ${m.eventName} — ${m.title}`, text, html };
}

export interface ReminderMail {
  company: string;
  eventName: string;
  customerName: string;
  memberName: string;
  /** The updates the account has not acknowledged, each with the member's personal link. */
  updates: { title: string; date: string; url: string }[];
}

/** A reminder to acknowledge: one link per update still waiting (each opens a confirm page). */
export function reminderMail(m: ReminderMail) {
  const company = m.company || 'Your vendor';
  const n = m.updates.length;
  const intro = `${company} asked ${m.customerName} to acknowledge ${n === 1 ? 'an update' : `${n} updates`} about the security event "${m.eventName}". Nobody at ${m.customerName} has acknowledged ${n === 1 ? 'it' : 'them'} yet.`;
  const text =
    `Hello ${m.memberName},\n\n${intro}\n\n` +
    m.updates.map((u) => `- ${u.title} (${u.date.slice(0, 10)})\n  Acknowledge: ${u.url}`).join('\n') +
    `\n\nYou receive this because you are a member of ${m.customerName} on the ${company} Trust Center.`;
  const html = `<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-top:4px solid #e67700;border-radius:12px;padding:28px;color:#334155;line-height:1.6">
<p style="font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#64748b;margin:0 0 6px">Reminder · ${esc(company)} security event</p>
<h1 style="font-size:20px;color:#0f172a;margin:0 0 10px">${esc(m.eventName)}</h1>
<p>Hello ${esc(m.memberName)},</p><p>${esc(intro)}</p>
${m.updates
  .map(
    (u) =>
      `<div style="border:1px solid #e2e8f0;border-radius:8px;padding:12px 14px;margin:10px 0"><strong style="color:#0f172a">${esc(u.title)}</strong><br><span style="font-size:12px;color:#64748b">${esc(u.date.slice(0, 10))}</span><br><a href="${esc(u.url)}" style="display:inline-block;margin-top:8px;background:#1e293b;color:#fff;text-decoration:none;padding:6px 14px;border-radius:6px;font-weight:600;font-size:14px">Acknowledge</a></div>`,
  )
  .join('')}</div>
<p style="max-width:560px;margin:12px auto 0;font-size:12px;color:#64748b">You receive this because you are a member of ${esc(m.customerName)} on the ${esc(company)} Trust Center.</p></div>`;
  return { subject: `Please acknowledge: ${company} security event "${m.eventName}"`, text, html };
}
