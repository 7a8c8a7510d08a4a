import type { ReactNode } from 'react';
import { themeStyle } from './TrustSite';
import { DownloadIcon, FileIcon, LockIcon, ShieldIcon } from './icons';
import { ItemTitle } from './parts';

/**
 * The gated-access pages of the public Trust Center (request access, member sign-in, set password,
 * NDA, the member's documents). Server-rendered forms that work without JavaScript.
 */
export interface AccessSite {
  slug: string;
  companyName: string;
  primaryColor: string;
}

export interface AccessDocument {
  kind: 'report' | 'certification';
  id: string;
  name: string;
  detail: string;
}

const base = (site: AccessSite) => `/trust/${encodeURIComponent(site.slug)}`;

export function AccessLayout({
  site,
  title,
  lead,
  member,
  children,
  wide,
}: {
  site: AccessSite;
  title: string;
  lead?: ReactNode;
  member?: { fullName: string } | null;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="tc-site tc-access-page" style={themeStyle(site.primaryColor)}>
      <header className="tc-topbar">
        <div className="tc-container tc-topbar-inner">
          <a className="tc-brand" href={base(site)}>
            <span className="tc-mark">
              <ShieldIcon size={18} />
            </span>
            <span className="tc-brand-name">{site.companyName}</span>
            <span className="tc-brand-tag">Trust Center</span>
          </a>
          <div className="tc-topbar-actions">
            {member ? (
              <form method="post" action={`${base(site)}/member/sign-out`} className="tc-inline-form">
                <span className="tc-muted tc-small" title={member.fullName}>
                  Signed in as {member.fullName}
                </span>
                <button type="submit" className="tc-btn tc-btn-ghost">
                  Sign out
                </button>
              </form>
            ) : (
              <a className="tc-btn tc-btn-ghost" href={base(site)}>
                Back to the Trust Center
              </a>
            )}
          </div>
        </div>
      </header>
      <main id="main" className={wide ? 'tc-access tc-access-wide' : 'tc-access'}>
        <h1>{title}</h1>
        {lead && <p className="tc-lead">{lead}</p>}
        {children}
      </main>
    </div>
  );
}

function Field({ name, label, error, children, hint }: { name: string; label: string; error?: string | undefined; children: ReactNode; hint?: string }) {
  return (
    <div className={error ? 'tc-field tc-field-error' : 'tc-field'}>
      <label htmlFor={`f-${name}`}>{label}</label>
      {children}
      {hint && !error && <p className="tc-hint">{hint}</p>}
      {error && (
        <p className="tc-error" id={`f-${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const input = (name: string, value: string | undefined, error: string | undefined, extra: Record<string, unknown> = {}) => (
  <input
    id={`f-${name}`}
    name={name}
    defaultValue={value ?? ''}
    aria-invalid={error ? true : undefined}
    aria-describedby={error ? `f-${name}-error` : undefined}
    {...extra}
  />
);

export function FormAlert({ text, tone = 'error' }: { text?: string | null | undefined; tone?: 'error' | 'ok' }) {
  return text ? (
    <p className={`tc-alert tc-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  ) : null;
}

export interface RequestFormState {
  values: Record<string, string | string[] | undefined>;
  errors: Record<string, string>;
  alert?: string | null;
}

export function RequestAccessPage({
  site,
  documents,
  state,
  startedAt,
}: {
  site: AccessSite;
  documents: AccessDocument[];
  state: RequestFormState;
  startedAt: number;
}) {
  const v = state.values;
  const chosen = new Set(Array.isArray(v.documents) ? v.documents : v.documents ? [v.documents] : []);
  return (
    <AccessLayout
      site={site}
      title="Request access"
      lead={
        <>
          Confidential documents of {site.companyName} are shared under NDA. Tell us who you are; once the team approves, you get an e-mail to sign in and
          download them. Already have access? <a href={`${base(site)}/member/sign-in`}>Sign in</a>.
        </>
      }
    >
      <form className="tc-card tc-form" method="post" action={`${base(site)}/request-access`} noValidate>
        <FormAlert text={state.alert} />
        <div className="tc-form-row">
          <Field name="first_name" label="First name" error={state.errors.first_name}>
            {input('first_name', v.first_name as string, state.errors.first_name, { required: true, maxLength: 100, autoComplete: 'given-name' })}
          </Field>
          <Field name="last_name" label="Last name" error={state.errors.last_name}>
            {input('last_name', v.last_name as string, state.errors.last_name, { required: true, maxLength: 100, autoComplete: 'family-name' })}
          </Field>
        </div>
        <Field name="email" label="Work e-mail" error={state.errors.email}>
          {input('email', v.email as string, state.errors.email, {
            type: 'email',
            required: true,
            maxLength: 254,
            autoComplete: 'email',
            placeholder: 'you@company.com',
          })}
        </Field>
        <Field name="company_name" label="Company" error={state.errors.company_name}>
          {input('company_name', v.company_name as string, state.errors.company_name, { required: true, maxLength: 120, autoComplete: 'organization' })}
        </Field>
        <fieldset className={state.errors.documents ? 'tc-field tc-field-error' : 'tc-field'}>
          <legend>Documents</legend>
          {documents.length === 0 && <p className="tc-muted">There are no confidential documents to request right now.</p>}
          {documents.map((d) => (
            <label key={`${d.kind}:${d.id}`} className="tc-check">
              <input type="checkbox" name="documents" value={`${d.kind}:${d.id}`} defaultChecked={chosen.has(`${d.kind}:${d.id}`)} />
              <span>
                <strong>{d.name}</strong> <span className="tc-muted tc-small">{d.detail}</span>
              </span>
            </label>
          ))}
          {state.errors.documents && <p className="tc-error">{state.errors.documents}</p>}
        </fieldset>
        <Field name="reason" label="Reason (optional)" error={state.errors.reason} hint="For example: vendor security review for a new contract.">
          <textarea id="f-reason" name="reason" rows={3} maxLength={2000} defaultValue={(v.reason as string) ?? ''} />
        </Field>
        <input className="tc-hp" name="website" type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" />
        <input type="hidden" name="started" value={String(startedAt)} />
        <button type="submit" className="tc-btn tc-btn-primary">
          Send request
        </button>
      </form>
    </AccessLayout>
  );
}

export function SignInPage({
  site,
  email,
  error,
  notice,
  next,
}: {
  site: AccessSite;
  email?: string;
  error?: string | null;
  notice?: string | null;
  next?: string | null;
}) {
  return (
    <AccessLayout site={site} title="Member sign-in" lead={`Sign in to download the confidential documents of ${site.companyName}.`}>
      <div className="tc-grid tc-grid-2 tc-access-grid">
        <form className="tc-card tc-form" method="post" action={`${base(site)}/member/sign-in`} noValidate>
          <h2>With your password</h2>
          <FormAlert text={error} />
          {next && <input type="hidden" name="next" value={next} />}
          <Field name="email" label="E-mail">
            {input('email', email, undefined, { type: 'email', required: true, maxLength: 254, autoComplete: 'username' })}
          </Field>
          <Field name="password" label="Password">
            <input id="f-password" name="password" type="password" required maxLength={200} autoComplete="current-password" />
          </Field>
          <button type="submit" className="tc-btn tc-btn-primary">
            Sign in
          </button>
        </form>
        <form className="tc-card tc-form" method="post" action={`${base(site)}/member/sign-in-link`} noValidate>
          <h2>With an e-mailed link</h2>
          <FormAlert text={notice} tone="ok" />
          <p className="tc-muted">No password yet? We send a one-time sign-in link to your address.</p>
          <Field name="link-email" label="E-mail">
            <input id="f-link-email" name="email" type="email" required maxLength={254} autoComplete="email" />
          </Field>
          <button type="submit" className="tc-btn tc-btn-outline">
            E-mail me a sign-in link
          </button>
        </form>
      </div>
      <p className="tc-muted tc-small tc-center">
        No access yet? <a href={`${base(site)}/request-access`}>Request access</a>.
      </p>
    </AccessLayout>
  );
}

export function SetPasswordPage({ site, token, name, error }: { site: AccessSite; token: string; name: string; error?: string | null }) {
  return (
    <AccessLayout site={site} title="Set your password" lead={`Welcome, ${name}. Choose a password to sign in to the ${site.companyName} Trust Center.`}>
      <form className="tc-card tc-form" method="post" action={`${base(site)}/member/set-password`} noValidate>
        <FormAlert text={error} />
        <input type="hidden" name="token" value={token} />
        <Field name="password" label="New password" hint="At least 10 characters.">
          <input id="f-password" name="password" type="password" required minLength={10} maxLength={200} autoComplete="new-password" />
        </Field>
        <button type="submit" className="tc-btn tc-btn-primary">
          Set password and sign in
        </button>
      </form>
    </AccessLayout>
  );
}

const isHtml = (text: string) => text.trim().startsWith('<');

export function NdaPage({
  site,
  member,
  nda,
  next,
  error,
}: {
  site: AccessSite;
  member: { fullName: string };
  nda: { version: number; text: string; hash: string; signedBefore: boolean };
  next: string;
  error?: string | null;
}) {
  return (
    <AccessLayout
      site={site}
      member={member}
      title="Non-disclosure agreement"
      lead={
        nda.signedBefore
          ? `The agreement changed (version ${nda.version}). Please read it and accept it again before downloading.`
          : 'Please read the agreement and accept it before your first confidential download.'
      }
      wide
    >
      <article className="tc-card tc-nda" aria-label={`NDA version ${nda.version}`} tabIndex={0}>
        {/* The text is sanitized when staff save it. */}
        {isHtml(nda.text) ? <div className="tc-richtext" dangerouslySetInnerHTML={{ __html: nda.text }} /> : <pre className="tc-nda-text">{nda.text}</pre>}
      </article>
      <form className="tc-card tc-form" method="post" action={`${base(site)}/member/nda`} noValidate>
        <FormAlert text={error} />
        <input type="hidden" name="hash" value={nda.hash} />
        <input type="hidden" name="next" value={next} />
        <Field name="full_name" label="Type your full name to sign">
          <input id="f-full_name" name="full_name" required maxLength={120} autoComplete="name" defaultValue="" />
        </Field>
        <label className="tc-check">
          <input type="checkbox" name="accept" value="yes" required />
          <span>I have read the agreement (version {nda.version}) and accept it on behalf of my company.</span>
        </label>
        <button type="submit" className="tc-btn tc-btn-primary">
          Accept and continue
        </button>
      </form>
    </AccessLayout>
  );
}

export function MemberHomePage({
  site,
  member,
  documents,
  ndaPending,
  ndaAccepted = false,
  downloading = false,
}: {
  site: AccessSite;
  member: { fullName: string; customerName: string };
  documents: (AccessDocument & { href: string; available: boolean })[];
  ndaPending: boolean;
  /** Just accepted the NDA: say so (and that the document asked for is on its way). */
  ndaAccepted?: boolean;
  downloading?: boolean;
}) {
  return (
    <AccessLayout
      site={site}
      member={member}
      title="Confidential documents"
      lead={`Unlocked for ${member.customerName}. Downloads are stamped with your name, company and the time, and only work while you are signed in.`}
      wide
    >
      {ndaPending && <FormAlert tone="ok" text="You will be asked to accept the NDA before your first download." />}
      {ndaAccepted && (
        <FormAlert
          tone="ok"
          text={
            downloading
              ? 'Thank you: the NDA is accepted. Your download starts in a moment; if it does not, use the Download button below.'
              : 'Thank you: the NDA is accepted. You can download the documents below.'
          }
        />
      )}
      <div className="tc-grid tc-grid-2">
        {documents.map((d) => (
          <article key={`${d.kind}:${d.id}`} className="tc-doc">
            <span className="tc-doc-icon" aria-hidden="true">
              {d.available ? <FileIcon size={20} /> : <LockIcon size={20} />}
            </span>
            <div className="tc-doc-body">
              <ItemTitle text={d.name} />
              <p className="tc-muted tc-small">{d.detail}</p>
            </div>
            {d.available ? (
              <a className="tc-btn tc-btn-soft" href={d.href} aria-label={`Download ${d.name}`}>
                <DownloadIcon size={16} /> Download
              </a>
            ) : (
              <span className="tc-muted tc-small">No file yet</span>
            )}
          </article>
        ))}
      </div>
      {documents.length === 0 && <p className="tc-muted">There are no confidential documents right now.</p>}
    </AccessLayout>
  );
}

export function AccessMessage({ site, title, text, action }: { site: AccessSite; title: string; text: string; action?: { href: string; label: string } }) {
  return (
    <AccessLayout site={site} title={title}>
      <div className="tc-card tc-form">
        <p>{text}</p>
        {action && (
          <a className="tc-btn tc-btn-primary" href={action.href}>
            {action.label}
          </a>
        )}
      </div>
    </AccessLayout>
  );
}
