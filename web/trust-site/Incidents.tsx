import type { MemberIncidentState, PublicIncidentSummary, SecurityEventStatus } from '@shared/contracts/security-events';
import { formatDate } from './format';
import { AlertIcon, CheckIcon, ExternalIcon, ShieldIcon } from './icons';
import { ExternalLink } from './parts';

/**
 * Security events on the public Trust Center: a banner while an event with a public update is open,
 * and one page per event with its public updates in order. Server-rendered, no script.
 */
const statusText: Record<SecurityEventStatus, string> = { OPEN: 'Investigating', IN_PROGRESS: 'In progress', CLOSED: 'Resolved' };

/** "12 Mar 2026, 14:05 UTC": the same text on every machine. */
export function formatDateTime(iso: string): string {
  const m = /T(\d{2}):(\d{2})/.exec(iso);
  return `${formatDate(iso)}${m ? `, ${m[1]}:${m[2]} UTC` : ''}`;
}

export function IncidentBanner({ incidents }: { incidents: PublicIncidentSummary[] }) {
  if (incidents.length === 0) return null;
  return (
    <div className="tc-incident-banner" role="status">
      <div className="tc-container">
        {incidents.map((i) => (
          <a key={i.id} className="tc-incident-row" href={i.url}>
            <AlertIcon size={18} />
            <span className="tc-incident-text">
              <strong>
                {statusText[i.status]}: {i.name}
              </strong>
              <span className="tc-incident-latest"> — {i.latest_title}</span>
            </span>
            <span className="tc-incident-more">Updated {formatDateTime(i.updated_at)} · View updates →</span>
          </a>
        ))}
      </div>
    </div>
  );
}

export interface IncidentPageData {
  company_name: string;
  slug: string;
  incident: {
    id: string;
    name: string;
    status: SecurityEventStatus;
    created_at: string;
    closed_at: string | null;
    updates: {
      id: string;
      title: string;
      description: string;
      external_link: string | null;
      event_status: SecurityEventStatus;
      customer_impact: boolean;
      created_at: string;
    }[];
  };
  others: { id: string; name: string; status: SecurityEventStatus; updated_at: string; url: string }[];
  /** A signed-in customer member: their account's acknowledgements (the page is then private). */
  member?: MemberIncidentState | null;
  /** A line shown after an action (e.g. "Acknowledged for Northwind Health"). */
  notice?: string | null;
}

/** Who is reading: a signed-in member (with what they can do), or a visitor who may sign in. */
function MemberBar({ data, home }: { data: IncidentPageData; home: string }) {
  const m = data.member;
  if (!m) {
    return (
      <p className="tc-incident-member tc-muted tc-small">
        Is your company affected? Members of affected customers can acknowledge updates here once{' '}
        <a className="tc-link" href={`${home}/member/sign-in?next=${encodeURIComponent(`${home}/incidents/${data.incident.id}`)}`}>
          signed in
        </a>
        .
      </p>
    );
  }
  const waiting = data.incident.updates.filter((u) => !m.acknowledged[u.id]).length;
  return (
    <div className={m.affected && waiting > 0 ? 'tc-incident-member tc-incident-member-todo' : 'tc-incident-member'} role="status">
      <strong>{`${m.member_name} · ${m.customer_name}`}</strong>
      <span>
        {!m.affected
          ? ' — your account is not among the customers affected by this incident.'
          : waiting > 0
            ? ` — ${waiting} update${waiting === 1 ? '' : 's'} waiting for your acknowledgement.`
            : ' — every update is acknowledged for your account. Thank you.'}
      </span>
    </div>
  );
}

function Acknowledge({ data, updateId }: { data: IncidentPageData; updateId: string }) {
  const m = data.member;
  if (!m?.affected) return null;
  const done = m.acknowledged[updateId];
  if (done) {
    return (
      <p className="tc-incident-ack tc-incident-ack-done">
        <CheckIcon size={14} /> {`Acknowledged for ${m.customer_name} by ${done.by}, ${formatDateTime(done.at)}`}
      </p>
    );
  }
  return (
    <form className="tc-incident-ack" method="post" action={`/trust/${encodeURIComponent(data.slug)}/incidents/${data.incident.id}/acknowledge`}>
      <input type="hidden" name="update_id" value={updateId} />
      <button type="submit" className="tc-btn tc-btn-primary tc-btn-sm">
        {`Acknowledge for ${m.customer_name}`}
      </button>
    </form>
  );
}

/** One incident: its status, and every public update, newest first (a status page reads top-down). */
export function IncidentPage({ data }: { data: IncidentPageData }) {
  const { incident } = data;
  const home = `/trust/${encodeURIComponent(data.slug)}`;
  const updates = [...incident.updates].reverse();
  const resolved = incident.status === 'CLOSED';
  return (
    <>
      <header className="tc-topbar">
        <div className="tc-container tc-topbar-inner">
          <a className="tc-brand" href={home}>
            <span className="tc-mark">
              <ShieldIcon size={18} />
            </span>
            <span className="tc-brand-name">{data.company_name}</span>
            <span className="tc-brand-tag">Trust Center</span>
          </a>
          <div className="tc-topbar-actions tc-incident-actions">
            <a className="tc-btn tc-btn-ghost" href={`${home}/feed.xml`}>
              Feed
            </a>
            <a className="tc-btn tc-btn-primary" href={`${home}#subscribe`}>
              Subscribe
            </a>
          </div>
        </div>
      </header>
      <main id="main" className="tc-incident-page">
        <div className="tc-container tc-incident-wrap">
          <p className="tc-incident-back">
            <a className="tc-link" href={home}>
              ← Back to the Trust Center
            </a>
          </p>
          <p className="tc-eyebrow">Security incident</p>
          <h1 className="tc-incident-title">{incident.name}</h1>
          <p className={resolved ? 'tc-incident-state tc-incident-state-ok' : 'tc-incident-state'}>
            {resolved ? <CheckIcon size={16} /> : <AlertIcon size={16} />}
            {resolved
              ? `Resolved ${formatDateTime(incident.closed_at ?? incident.created_at)}`
              : `${statusText[incident.status]} · first reported ${formatDateTime(incident.created_at)}`}
          </p>
          {data.notice && (
            <p className="tc-alert tc-alert-ok" role="status">
              {data.notice}
            </p>
          )}
          <MemberBar data={data} home={home} />
          <ol className="tc-incident-timeline">
            {updates.map((u) => (
              <li key={u.id} id={`update-${u.id}`} className={`tc-incident-update tc-incident-${u.event_status.toLowerCase()}`}>
                <div className="tc-incident-meta">
                  <span className="tc-incident-status">{statusText[u.event_status]}</span>
                  <time dateTime={u.created_at}>{formatDateTime(u.created_at)}</time>
                  {u.customer_impact && <span className="tc-incident-impact">Customer impact</span>}
                </div>
                <h2>{u.title}</h2>
                <p>{u.description}</p>
                {u.external_link && (
                  <ExternalLink className="tc-link" href={u.external_link}>
                    More information <ExternalIcon size={14} />
                  </ExternalLink>
                )}
                <Acknowledge data={data} updateId={u.id} />
              </li>
            ))}
          </ol>
          {data.others.length > 0 && (
            <section className="tc-incident-others" aria-labelledby="tc-incident-others">
              <h2 id="tc-incident-others">Other incidents</h2>
              <ul>
                {data.others.map((o) => (
                  <li key={o.id}>
                    <a className="tc-link" href={o.url}>
                      {o.name}
                    </a>
                    <span className="tc-muted tc-small">
                      {' '}
                      · {statusText[o.status]} · {formatDate(o.updated_at)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </main>
    </>
  );
}
