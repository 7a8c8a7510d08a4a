import { sectionSizes, type PublicSiteData } from '@shared/contracts/tc-config';
import { formatDate } from '../format';
import { BellIcon, ExternalIcon, MailIcon, ShieldIcon } from '../icons';
import { ExternalLink, ItemList, ItemTitle, Section, type SectionProps } from '../parts';

export function Announcements({ data, hooks }: SectionProps & { data: PublicSiteData }) {
  return (
    <Section id="updates" eyebrow="Updates" title="Announcements" lead="Security news, changes and notices from our team.">
      <ItemList
        sectionKey="announcements"
        items={data.announcements}
        limit={sectionSizes.announcements}
        hooks={hooks}
        className="tc-timeline"
        moreLabel={(n) => `Show ${n} older announcements`}
        render={(a) => (
          <article className="tc-news">
            <time className="tc-news-date" dateTime={a.created_at}>
              {formatDate(a.created_at)}
            </time>
            <div className="tc-news-body">
              <ItemTitle text={a.heading} />
              {a.description && <p>{a.description}</p>}
              {a.announcement_url && (
                <ExternalLink className="tc-link" href={a.announcement_url}>
                  Read more <ExternalIcon size={14} />
                </ExternalLink>
              )}
            </div>
          </article>
        )}
      />
    </Section>
  );
}

/** Where the subscribe form posts; absent in the staff preview (the form is shown but inert). */
export interface SubscribeTarget {
  action: string;
}

function ContactCard({ data }: { data: PublicSiteData }) {
  return (
    <div className="tc-card tc-contact-card">
      <span className="tc-icon-tile">
        <MailIcon size={22} />
      </span>
      <h2 id="contact-title">Questions about security?</h2>
      <p className="tc-muted">Our security team answers questionnaires, audit requests and vulnerability reports.</p>
      <div className="tc-contact-actions">
        {data.public_contact_email && (
          <a className="tc-btn tc-btn-primary" href={`mailto:${data.public_contact_email}`}>
            <MailIcon size={16} /> {data.public_contact_email}
          </a>
        )}
        {data.privacy_policy_url && (
          <ExternalLink className="tc-btn tc-btn-outline" href={data.privacy_policy_url}>
            Privacy policy <ExternalIcon size={14} />
          </ExternalLink>
        )}
      </div>
    </div>
  );
}

export function Contact({ data, subscribe }: { data: PublicSiteData; subscribe: SubscribeTarget | null }) {
  const hasContact = Boolean(data.public_contact_email || data.privacy_policy_url);
  return (
    <section id="contact" className="tc-section tc-contact" aria-labelledby={hasContact ? 'contact-title' : 'subscribe-title'}>
      <div className={hasContact ? 'tc-container tc-grid tc-grid-2' : 'tc-container tc-contact-single'}>
        {hasContact && <ContactCard data={data} />}
        <div className="tc-card tc-contact-card" id="subscribe">
          <span className="tc-icon-tile">
            <BellIcon size={22} />
          </span>
          <h2 id="subscribe-title">Stay informed</h2>
          <p className="tc-muted">Get an e-mail when we publish a security update. Unsubscribe with one click.</p>
          <form className="tc-subscribe" method="post" action={subscribe?.action} data-subscribe="" noValidate>
            <label htmlFor="tc-email" className="tc-sr-only">
              Work e-mail
            </label>
            <input id="tc-email" name="email" type="email" required autoComplete="email" placeholder="you@company.com" maxLength={254} disabled={!subscribe} />
            <input className="tc-hp" name="website" type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" />
            <button type="submit" className="tc-btn tc-btn-primary" disabled={!subscribe}>
              Subscribe
            </button>
          </form>
          <p className="tc-form-status" role="status" aria-live="polite" data-subscribe-status="" />
        </div>
      </div>
    </section>
  );
}

export function Footer({ data }: { data: PublicSiteData }) {
  return (
    <footer className="tc-footer">
      <div className="tc-container tc-footer-inner">
        <span>
          © {new Date(data.updated_at).getUTCFullYear()} {data.company_name}
        </span>
        {data.privacy_policy_url && <ExternalLink href={data.privacy_policy_url}>Privacy policy</ExternalLink>}
        <span className="tc-powered">
          <ShieldIcon size={14} /> Powered by Trustroom
        </span>
      </div>
    </footer>
  );
}
