import { AccessLayout, FormAlert, type AccessSite } from './AccessPages';
import { formatDate } from './format';

/**
 * A sub-processor change on the public Trust Center: what changes, the current list, and the objection
 * window. A signed-in customer member objects here with a reason (a form that works without script).
 */
export interface NoticePageData {
  id: string;
  title: string;
  message: string;
  created_at: string;
  objection_deadline: string;
  is_open: boolean;
  sub_processors: { name: string; purpose: string; location: string }[];
  objection: { reason: string; created_at: string } | null;
}

export function SubProcessorNoticePage({
  site,
  notice,
  member,
  reason,
  error,
  saved,
}: {
  site: AccessSite;
  notice: NoticePageData;
  member: { fullName: string; customerName: string } | null;
  reason?: string;
  error?: string | null;
  saved?: boolean;
}) {
  const base = `/trust/${encodeURIComponent(site.slug)}`;
  return (
    <AccessLayout site={site} member={member} title={notice.title} lead={`Sub-processor change announced ${formatDate(notice.created_at)}.`} wide>
      <article className="tc-card tc-notice">
        <p className="tc-notice-message">{notice.message}</p>
        <p className={notice.is_open ? 'tc-notice-window' : 'tc-notice-window tc-notice-window-closed'}>
          {notice.is_open
            ? `Customers may object until ${formatDate(notice.objection_deadline)}.`
            : `The objection window closed on ${formatDate(notice.objection_deadline)}.`}
        </p>
      </article>
      {notice.sub_processors.length > 0 && (
        <section className="tc-card" aria-labelledby="tc-notice-list">
          <h2 id="tc-notice-list" className="tc-notice-h2">
            Sub-processors after the change
          </h2>
          <table className="tc-notice-table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Purpose</th>
                <th>Location</th>
              </tr>
            </thead>
            <tbody>
              {notice.sub_processors.map((s) => (
                <tr key={s.name}>
                  <td>{s.name}</td>
                  <td>{s.purpose}</td>
                  <td>{s.location}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {saved && <FormAlert tone="ok" text="Your objection is recorded. We will get back to you." />}
      {!(member && !notice.objection && notice.is_open) && <FormAlert text={error} />}
      {member && notice.objection ? (
        <div className="tc-card">
          <h2 className="tc-notice-h2">{`Your objection (${formatDate(notice.objection.created_at)})`}</h2>
          <p className="tc-notice-message">{notice.objection.reason}</p>
        </div>
      ) : member && notice.is_open ? (
        <form className="tc-card tc-form" method="post" action={`${base}/sub-processor-changes/${notice.id}/objection`} noValidate>
          <h2 className="tc-notice-h2">{`Object on behalf of ${member.customerName}`}</h2>
          <FormAlert text={error} />
          <div className={error ? 'tc-field tc-field-error' : 'tc-field'}>
            <label htmlFor="f-reason">Why do you object?</label>
            <textarea id="f-reason" name="reason" rows={5} required minLength={10} maxLength={2000} defaultValue={reason ?? ''} />
            <p className="tc-hint">Your objection goes to the {site.companyName} team, who will contact you.</p>
          </div>
          <button type="submit" className="tc-btn tc-btn-primary">
            Submit objection
          </button>
        </form>
      ) : !member && notice.is_open ? (
        <p className="tc-muted">
          Customer members can object here once{' '}
          <a className="tc-link" href={`${base}/member/sign-in?next=${encodeURIComponent(`${base}/sub-processor-changes/${notice.id}`)}`}>
            signed in
          </a>
          .
        </p>
      ) : null}
    </AccessLayout>
  );
}
