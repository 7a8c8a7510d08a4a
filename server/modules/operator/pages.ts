import { escapeHtml as e } from '@shared/html';
import { assetVersion } from '../../lib/oidc/assets';

export interface ReviewRow {
  organizationId: string;
  organizationName: string;
  id: string;
  protocol: string;
  status: string;
  domains: string[];
  detail: string;
  submittedBy: string;
  submittedAt: string;
  /** The exact time of the submission shown (ISO): the decision's forms carry it back, so only that submission is decided. */
  submission: string;
  reviewNote: string;
}

function layout(title: string, body: string, wide = false) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} · Trustroom operator</title>
<link rel="stylesheet" href="/oidc/assets/signin.css?v=${assetVersion.css}">
<style>
main.wide { max-width: 1080px; }
table { width: 100%; border-collapse: collapse; font-size: 14px; }
th, td { text-align: left; padding: 10px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { color: var(--muted); font-weight: 550; font-size: 12.5px; text-transform: uppercase; letter-spacing: .03em; }
.badge { display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: 12px; font-weight: 600; background: #f1f3f5; }
.badge.IN_REVIEW { background: #fff3bf; color: #8f5a00; } .badge.ACTIVE { background: #d3f9d8; color: #2b8a3e; } .badge.REJECTED { background: #ffe3e3; color: #c92a2a; }
.actions { display: flex; gap: 8px; align-items: center; }
.actions form { margin: 0; } .actions button { width: auto; padding: 0 14px; height: 34px; margin: 0; font-size: 13.5px; }
.actions button.secondary { background: #fff; color: var(--danger); border: 1px solid #ffc9c9; }
.actions input[type=text] { height: 34px; font-size: 13.5px; width: 180px; }
.top { display: flex; justify-content: space-between; align-items: center; margin-bottom: 16px; }
.top form button { width: auto; padding: 0 14px; height: 34px; background: #fff; color: var(--ink); border: 1px solid var(--line); }
.muted { color: var(--muted); font-size: 13px; }
</style>
</head>
<body>
<main class="${wide ? 'wide' : ''}">
<div class="card">
${body}
</div>
<p class="footer">Trustroom platform operator</p>
</main>
</body>
</html>`;
}

export function operatorSignInPage(error?: string) {
  return layout(
    'Operator sign-in',
    `<h1>Operator sign-in</h1>
<p class="lead">For the people who run this Trustroom installation. Operator accounts are created with the command line.</p>
${error ? `<div class="alert error" role="alert">${e(error)}</div>` : ''}
<form method="post" action="/operator/login" novalidate>
  <div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required autofocus></div>
  <div class="field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>
  <button type="submit">Sign in</button>
</form>`,
  );
}

export function reviewsPage(op: { email: string; csrf: string }, rows: ReviewRow[], notice?: string) {
  const waiting = rows.filter((r) => r.status === 'IN_REVIEW').length;
  const body = rows
    .map((r) => {
      const base = `/operator/sso/${e(r.organizationId)}/${e(r.id)}`;
      const hidden = `<input type="hidden" name="csrf" value="${e(op.csrf)}"><input type="hidden" name="submitted" value="${e(r.submission)}">`;
      const actions =
        r.status === 'IN_REVIEW'
          ? `<div class="actions">
<form method="post" action="${base}/activate">${hidden}<button type="submit">Activate</button></form>
<form method="post" action="${base}/reject">${hidden}<input type="text" name="note" placeholder="Reason (shown to them)" aria-label="Reason for rejecting"><button class="secondary" type="submit">Reject</button></form>
</div>`
          : `<span class="muted">${e(r.reviewNote)}</span>`;
      return `<tr>
<td><strong>${e(r.organizationName)}</strong><div class="muted">${e(r.submittedBy)} · ${e(r.submittedAt)}</div></td>
<td>${r.protocol === 'oidc' ? 'OpenID Connect' : 'SAML 2.0'}<div class="muted">${e(r.detail)}</div></td>
<td>${r.domains.map(e).join('<br>')}</td>
<td><span class="badge ${e(r.status)}">${e(r.status === 'IN_REVIEW' ? 'In review' : r.status === 'ACTIVE' ? 'Active' : 'Rejected')}</span></td>
<td>${actions}</td>
</tr>`;
    })
    .join('\n');
  return layout(
    'Single sign-on reviews',
    `<div class="top"><div><h1>Single sign-on reviews</h1><p class="muted">${waiting} waiting for review · signed in as ${e(op.email)}</p></div>
<form method="post" action="/operator/logout"><input type="hidden" name="csrf" value="${e(op.csrf)}"><button type="submit">Sign out</button></form></div>
${notice ? `<div class="alert success" role="status">${e(notice)}</div>` : ''}
${rows.length ? `<table><thead><tr><th>Organisation</th><th>Provider</th><th>E-mail domains</th><th>Status</th><th></th></tr></thead><tbody>${body}</tbody></table>` : '<p class="lead">Nothing has been submitted yet.</p>'}`,
    true,
  );
}
