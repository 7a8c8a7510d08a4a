import { escapeHtml as esc } from '@shared/html';

/** The e-mail telling a customer member about a sub-processor change and their window to object. */

export function noticeMail(m: { company: string; title: string; message: string; deadline: string; url: string; memberName: string }) {
  const company = m.company || 'Your vendor';
  const text =
    `Hello ${m.memberName},\n\n${company} is changing its sub-processors.\n\n${m.title}\n\n${m.message}\n\n` +
    `If your company objects, tell us before ${m.deadline}: ${m.url}\n\n` +
    `You receive this because you are a customer member on the ${company} Trust Center.`;
  const html = `<div style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-top:4px solid #1c7ed6;border-radius:12px;padding:28px;color:#334155;line-height:1.6">
<p style="font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#64748b;margin:0 0 6px">${esc(company)} · Sub-processor change</p>
<h1 style="font-size:20px;color:#0f172a;margin:0 0 10px">${esc(m.title)}</h1>
<p>Hello ${esc(m.memberName)},</p>
<p style="white-space:pre-line">${esc(m.message)}</p>
<p style="background:#f1f5f9;border-radius:8px;padding:10px 14px"><strong>Objection window:</strong> until ${esc(m.deadline)}</p>
<p style="margin:20px 0"><a href="${esc(m.url)}" style="background:#1e293b;color:#fff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600;display:inline-block">Review the change</a></p></div>
<p style="max-width:560px;margin:12px auto 0;font-size:12px;color:#64748b">You receive this because you are a customer member on the ${esc(company)} Trust Center.</p></div>`;
  return { subject: `${company}: ${m.title} (objections until ${m.deadline})`, text, html };
}
