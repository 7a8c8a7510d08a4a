import { escapeHtml as esc } from '@shared/html';

/** The e-mails of Trust Center subscriptions: plain text first, with a simple HTML version. */

function layout(inner: string, footer: string) {
  return `<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:28px;color:#334155;line-height:1.6">${inner}</div>
<p style="max-width:560px;margin:12px auto 0;font-size:12px;color:#64748b">${footer}</p></div>`;
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${esc(href)}" style="background:#1e293b;color:#fff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600;display:inline-block">${esc(label)}</a></p>`;

export function confirmationMail(company: string, confirmUrl: string) {
  const name = company || 'our Trust Center';
  return {
    subject: `Confirm your subscription to ${name} security updates`,
    text:
      `Please confirm that you want to receive security updates from ${name}.\n\n` +
      `Confirm your subscription: ${confirmUrl}\n\n` +
      `If you did not ask for this, ignore this e-mail: you will not be subscribed.`,
    html: layout(
      `<h1 style="font-size:20px;color:#0f172a;margin:0 0 12px">Confirm your subscription</h1>
<p>Please confirm that you want to receive security updates from ${esc(name)}.</p>${button(confirmUrl, 'Confirm subscription')}
<p style="font-size:13px;color:#64748b">Or open this link: ${esc(confirmUrl)}</p>`,
      'If you did not ask for this, ignore this e-mail: you will not be subscribed.',
    ),
  };
}

export function announcementMail(a: { company: string; heading: string; description: string; url: string | null; siteUrl: string; unsubscribeUrl: string }) {
  const text =
    `${a.heading}\n\n${a.description}\n\n` +
    (a.url ? `Read more: ${a.url}\n\n` : '') +
    `${a.company} Trust Center: ${a.siteUrl}\n\n` +
    `Unsubscribe with one click: ${a.unsubscribeUrl}`;
  return {
    subject: `${a.company}: ${a.heading}`,
    text,
    html: layout(
      `<p style="font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#64748b;margin:0 0 8px">${esc(a.company)} security update</p>
<h1 style="font-size:20px;color:#0f172a;margin:0 0 12px">${esc(a.heading)}</h1>
<p style="white-space:pre-line">${esc(a.description)}</p>${a.url ? button(a.url, 'Read more') : ''}
<p><a href="${esc(a.siteUrl)}" style="color:#334155">Visit the ${esc(a.company)} Trust Center</a></p>`,
      `You receive this because you subscribed to ${esc(a.company)} security updates. <a href="${esc(a.unsubscribeUrl)}" style="color:#64748b">Unsubscribe</a> with one click.`,
    ),
  };
}
