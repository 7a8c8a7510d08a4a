import { assetVersion } from './assets';
import { escapeHtml } from '@shared/html';

/** Server-rendered pages of the embedded provider: plain HTML and one stylesheet, no inline script. */

const logo = `<svg viewBox="0 0 32 32" aria-hidden="true"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4c6ef5"/><stop offset="1" stop-color="#364fc7"/></linearGradient></defs><path d="M16 2.5 4.5 7v8.2c0 7 4.9 12.6 11.5 14.3 6.6-1.7 11.5-7.3 11.5-14.3V7L16 2.5Z" fill="url(#g)"/><path d="m11 16.2 3.4 3.4 6.8-7" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

export interface PageContext {
  supportEmail: string;
}

function layout(ctx: PageContext, title: string, body: string, opts: { script?: boolean } = {}) {
  const support = escapeHtml(ctx.supportEmail);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Trustroom</title>
<link rel="stylesheet" href="/oidc/assets/signin.css?v=${assetVersion.css}">
${opts.script ? `<script src="/oidc/assets/auto-submit.js?v=${assetVersion.js}" defer></script>` : ''}
</head>
<body>
<main>
<a class="brand" href="/">${logo}<span>Trustroom</span></a>
<div class="card">
${body}
</div>
<p class="footer">Need help? <a href="mailto:${support}">${support}</a></p>
</main>
</body>
</html>`;
}

const alert = (kind: 'error' | 'success', message: string | undefined) =>
  message ? `<div class="alert ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${escapeHtml(message)}</div>` : '';

export function signInPage(
  ctx: PageContext,
  p: { action: string; email?: string; error?: string; notice?: string; emailFirst?: boolean; passwordHref?: string },
) {
  if (p.emailFirst) {
    return layout(
      ctx,
      'Sign in',
      `<h1>Sign in</h1>
<p class="lead">Enter your work email. We will send you to your organisation's sign-in if it uses single sign-on.</p>
${alert('error', p.error)}${alert('success', p.notice)}
<form method="post" action="${escapeHtml(p.action)}" novalidate>
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required autofocus ${p.email ? `value="${escapeHtml(p.email)}"` : ''}>
  </div>
  <button type="submit">Continue</button>
</form>
${p.passwordHref ? `<p class="hint"><a href="${escapeHtml(p.passwordHref)}">Sign in with a password instead</a></p>` : ''}`,
    );
  }
  return layout(
    ctx,
    'Sign in',
    `<h1>Sign in</h1>
<p class="lead">Welcome back. Sign in with your work email to continue to your organisation's workspace.</p>
${alert('error', p.error)}${alert('success', p.notice)}
<form method="post" action="${escapeHtml(p.action)}" novalidate>
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required ${p.email ? `value="${escapeHtml(p.email)}"` : 'autofocus'}>
  </div>
  <div class="field">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required ${p.email ? 'autofocus' : ''}>
  </div>
  <button type="submit">Sign in</button>
</form>`,
  );
}

export function chooseOrganisationPage(ctx: PageContext, p: { action: string; token: string; organisations: { id: string; name: string }[] }) {
  const choices = p.organisations
    .map(
      (o, i) =>
        `<label class="choice"><input type="radio" name="user_id" value="${escapeHtml(o.id)}" ${i === 0 ? 'checked' : ''}> ${escapeHtml(o.name)}</label>`,
    )
    .join('\n');
  return layout(
    ctx,
    'Choose your organisation',
    `<h1>Choose your organisation</h1>
<p class="lead">Your email address belongs to more than one organisation. Which one do you want to open?</p>
<form method="post" action="${escapeHtml(p.action)}">
  <input type="hidden" name="choice_token" value="${escapeHtml(p.token)}">
  <div class="choices">${choices}</div>
  <button type="submit">Continue</button>
</form>`,
  );
}

export function setPasswordPage(ctx: PageContext, p: { action: string; token: string; email: string; firstName: string; error?: string }) {
  return layout(
    ctx,
    'Set your password',
    `<h1>Welcome${p.firstName ? `, ${escapeHtml(p.firstName)}` : ''}</h1>
<p class="lead">Choose a password for <strong>${escapeHtml(p.email)}</strong>. You will use it to sign in to Trustroom.</p>
${alert('error', p.error)}
<form method="post" action="${escapeHtml(p.action)}" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(p.token)}">
  <input type="text" name="username" value="${escapeHtml(p.email)}" autocomplete="username" hidden>
  <div class="field">
    <label for="password">New password</label>
    <input id="password" name="password" type="password" autocomplete="new-password" required autofocus aria-describedby="password-hint">
    <div class="hint" id="password-hint">At least 10 characters.</div>
  </div>
  <div class="field">
    <label for="confirm">Confirm password</label>
    <input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
  </div>
  <button type="submit">Set password</button>
</form>`,
  );
}

export function messagePage(
  ctx: PageContext,
  p: { title: string; message: string; tone?: 'error' | 'success'; link?: { href: string; label: string }; status?: string },
) {
  return layout(
    ctx,
    p.title,
    `<div class="center">
<h1>${escapeHtml(p.title)}</h1>
${p.tone ? alert(p.tone, p.message) : `<p class="lead">${escapeHtml(p.message)}</p>`}
${p.link ? `<a class="button" href="${escapeHtml(p.link.href)}">${escapeHtml(p.link.label)}</a>` : ''}
</div>`,
  );
}

/** The provider's sign-out step: submits itself at once, so the user sees no confirmation question. */
export function signingOutPage(ctx: PageContext, form: string) {
  const withLogout = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Continue signing out</button></noscript></form>',
  );
  return layout(
    ctx,
    'Signing you out',
    `<div class="center">
<div class="spinner" aria-hidden="true"></div>
<h1>Signing you out…</h1>
<p class="lead">One moment while we end your session.</p>
${withLogout}
</div>`,
    { script: true },
  );
}

/**
 * On to an organisation's identity provider. A page rather than a redirect: the form-action policy
 * ('self') would block a form post that redirects to another origin.
 */
export function continueToProviderPage(ctx: PageContext, url: string) {
  return layout(
    ctx,
    'Continue to your sign-in',
    `<div class="center">
<meta http-equiv="refresh" content="0;url=${escapeHtml(url)}">
<div class="spinner" aria-hidden="true"></div>
<h1>Taking you to your organisation's sign-in…</h1>
<p class="lead">Your organisation signs in with its own identity provider.</p>
<a class="button" href="${escapeHtml(url)}">Continue</a>
</div>`,
  );
}
