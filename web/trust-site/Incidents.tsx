import type { PublicIncidentSummary, SecurityEventStatus } from '../../shared/contracts/security-events';
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
              <strong>{statusText[i.status]}: {i.name}</strong>
              <span className="tc-incident-latest"> — {i.latest_title}</span>
            </span>
            <span className="tc-incident-more">
              Updated {formatDateTime(i.updated_at)} · View updates →
            </span>
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
    updates: { id: string; title: string; description: string; external_link: string | null; event_status: SecurityEventStatus; customer_impact: boolean; created_at: string }[];
  };
  others: { id: string; name: string; status: SecurityEventStatus; updated_at: string; url: string }[];
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
            {resolved ? `Resolved ${formatDateTime(incident.closed_at ?? incident.created_at)}` : `${statusText[incident.status]} · first reported ${formatDateTime(incident.created_at)}`}
          </p>
          <ol className="tc-incident-timeline">
            {updates.map((u) => (
              <li key={u.id} className={`tc-incident-update tc-incident-${u.event_status.toLowerCase()}`}>
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
