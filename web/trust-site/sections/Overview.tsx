import type { PublicSiteData } from '@shared/contracts/tc-config';
import { formatDate } from '../format';
import {
  ActivityIcon,
  AwardIcon,
  BellIcon,
  CheckIcon,
  ExternalIcon,
  FileIcon,
  MailIcon,
  MenuIcon,
  pillarIcons,
  ServerIcon,
  ShareIcon,
  ShieldIcon,
} from '../icons';
import { ExternalLink, ItemTitle, Section } from '../parts';

export interface NavLink {
  id: string;
  label: string;
}

export function SiteHeader({ data, nav }: { data: PublicSiteData; nav: NavLink[] }) {
  const links = nav.map((n) => (
    <a key={n.id} href={`#${n.id}`}>
      {n.label}
    </a>
  ));
  return (
    <header className="tc-topbar">
      <div className="tc-container tc-topbar-inner">
        <a className="tc-brand" href="#top">
          <span className="tc-mark">
            <ShieldIcon size={18} />
          </span>
          <span className="tc-brand-name">{data.company_name}</span>
          <span className="tc-brand-tag">Trust Center</span>
        </a>
        <nav className="tc-nav" aria-label="Sections">
          {links}
        </nav>
        <div className="tc-topbar-actions">
          <button type="button" className="tc-btn tc-btn-ghost" data-copy-url="" hidden>
            <ShareIcon size={16} /> <span data-copy-label="">Share</span>
          </button>
          <a className="tc-btn tc-btn-ghost" href={`/trust/${encodeURIComponent(data.slug)}/member`} data-member-link="">
            {/* One label on every screen, the sign-in page's own title. */}
            Member sign-in
          </a>
          <a className="tc-btn tc-btn-primary" href="#subscribe">
            <BellIcon size={16} /> <span className="tc-narrow-hidden">Subscribe</span>
          </a>
        </div>
        {nav.length > 0 && (
          // On narrow screens the links fold into this menu: a native disclosure, so it opens and
          // closes by mouse, touch and keyboard without any script (site.js only closes it after a pick).
          <details className="tc-menu" data-menu="">
            <summary className="tc-btn tc-btn-ghost tc-menu-button">
              <MenuIcon size={18} />
              <span className="tc-menu-label">Menu</span>
            </summary>
            <nav className="tc-menu-panel" aria-label="Sections">
              {links}
            </nav>
          </details>
        )}
      </div>
    </header>
  );
}

export function Hero({ data }: { data: PublicSiteData }) {
  const title = data.company_overview_title || `Security and trust at ${data.company_name}`;
  const highlights = data.certifications.filter((c) => !c.is_expired).slice(0, 4);
  return (
    <section className="tc-hero" id="top" aria-labelledby="tc-hero-title">
      <div className="tc-container tc-hero-grid">
        <div className="tc-hero-main">
          <p className="tc-eyebrow">
            <ShieldIcon size={16} /> {data.company_name} Trust Center
          </p>
          <h1 id="tc-hero-title">{title}</h1>
          {data.company_overview && <div className="tc-rich tc-hero-text" dangerouslySetInnerHTML={{ __html: data.company_overview }} />}
          {highlights.length > 0 && (
            <ul className="tc-chips" aria-label="Certifications">
              {highlights.map((c) => (
                <li key={c.id} className="tc-chip">
                  <CheckIcon size={16} /> {c.name}
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside className="tc-glance" aria-label="At a glance">
          {data.uptime && (
            <div className="tc-uptime">
              <div className="tc-uptime-head">
                <span className="tc-pulse" aria-hidden="true" />
                <span>System status</span>
              </div>
              <p className="tc-uptime-value">{data.uptime.value}%</p>
              <p className="tc-muted">uptime</p>
              {data.uptime.redirect_url && (
                <ExternalLink className="tc-link" href={data.uptime.redirect_url}>
                  View status page <ExternalIcon size={14} />
                </ExternalLink>
              )}
            </div>
          )}
          <dl className="tc-stats">
            {[
              { label: 'Certifications', icon: <AwardIcon size={16} />, value: data.certifications.length },
              { label: 'Documents', icon: <FileIcon size={16} />, value: data.reports.length },
              { label: 'Sub-processors', icon: <ServerIcon size={16} />, value: data.sub_processors.length },
            ]
              .filter((s) => s.value > 0)
              .map((s) => (
                <div key={s.label}>
                  <dt>
                    {s.icon} {s.label}
                  </dt>
                  <dd>{s.value}</dd>
                </div>
              ))}
          </dl>
          <p className="tc-updated">
            <ActivityIcon size={14} /> Updated {formatDate(data.updated_at)}
          </p>
          {data.public_contact_email && (
            <a className="tc-btn tc-btn-outline tc-btn-block" href={`mailto:${data.public_contact_email}`}>
              <MailIcon size={16} /> Contact security team
            </a>
          )}
        </aside>
      </div>
    </section>
  );
}

export function Pillars({ data }: { data: PublicSiteData }) {
  return (
    <Section id="pillars" eyebrow="Our approach" title="Security pillars" lead={`The principles behind how ${data.company_name} protects your data.`}>
      <div className="tc-grid tc-grid-3">
        {data.pillars.map((p, i) => {
          const Icon = pillarIcons[i] ?? ShieldIcon;
          return (
            <article key={p.kind} className="tc-card tc-pillar">
              <span className="tc-icon-tile">
                <Icon size={22} />
              </span>
              <ItemTitle text={p.title} />
              <p>{p.description}</p>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
