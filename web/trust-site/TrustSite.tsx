import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { contrastText, lightVariant, type PublicSiteData, type SiteSectionKey } from '@shared/contracts/tc-config';
import type { SiteHooks } from './parts';
import { Compliance, Reports } from './sections/Compliance';
import { Hero, Pillars, SiteHeader, type NavLink } from './sections/Overview';
import { SubProcessors, TrustedBy } from './sections/Partners';
import { Policies, Topics } from './sections/Practices';
import { Announcements, Contact, Footer, type SubscribeTarget } from './sections/Updates';
import { IncidentBanner } from './Incidents';

export type { SiteHooks } from './parts';
export type { SubscribeTarget } from './sections/Updates';

/** Which movable sections have something to show, and the header link of each. */
const sectionMeta: Record<SiteSectionKey, { has: (d: PublicSiteData) => boolean; nav?: NavLink }> = {
  pillars: { has: (d) => d.pillars.length > 0 },
  compliance: { has: (d) => d.certifications.length > 0, nav: { id: 'compliance', label: 'Compliance' } },
  reports: { has: (d) => d.reports.length > 0, nav: { id: 'documents', label: 'Documents' } },
  topics: { has: (d) => d.topics.length > 0, nav: { id: 'security', label: 'Security' } },
  policies: { has: (d) => d.policies.length > 0, nav: { id: 'policies', label: 'Policies' } },
  sub_processors: { has: (d) => d.sub_processors.length > 0, nav: { id: 'sub-processors', label: 'Sub-processors' } },
  trusted_by: { has: (d) => d.trusted_by.length > 0 },
  announcements: { has: (d) => d.announcements.length > 0, nav: { id: 'updates', label: 'Updates' } },
};

/** The sections the page shows, in the saved order (empty ones are left out, as empty pillars are). */
export function visibleSections(data: PublicSiteData): SiteSectionKey[] {
  return data.section_order.filter((k) => sectionMeta[k].has(data));
}

/** CSS variables of the organisation's colour: the primary, its 15 % light variant, and readable text on it. */
export function themeStyle(primary: string): CSSProperties {
  return {
    '--tc-primary': `#${primary}`,
    '--tc-primary-light': `#${lightVariant(primary)}`,
    '--tc-on-primary': `#${contrastText(primary)}`,
  } as CSSProperties;
}

function renderSection(key: SiteSectionKey, data: PublicSiteData, hooks: SiteHooks): ReactNode {
  switch (key) {
    case 'pillars':
      return <Pillars data={data} />;
    case 'compliance':
      return <Compliance data={data} hooks={hooks} />;
    case 'reports':
      return <Reports data={data} hooks={hooks} />;
    case 'topics':
      return <Topics data={data} hooks={hooks} />;
    case 'policies':
      return <Policies data={data} hooks={hooks} />;
    case 'sub_processors':
      return <SubProcessors data={data} />;
    case 'trusted_by':
      return <TrustedBy data={data} hooks={hooks} />;
    case 'announcements':
      return <Announcements data={data} hooks={hooks} />;
  }
}

/**
 * The public Trust Center page. The server renders it to HTML for /trust/{slug}; the staff preview
 * renders the same component with drag-and-drop hooks, so the preview is exactly what the public sees.
 */
export function TrustSite({
  data,
  hooks = {},
  subscribe,
  embedded = false,
}: {
  data: PublicSiteData;
  hooks?: SiteHooks;
  subscribe: SubscribeTarget | null;
  /** Shown inside the console (the staff preview): one page has one main landmark and one skip link, the console's. */
  embedded?: boolean;
}) {
  const keys = visibleSections(data);
  const nav = keys.map((k) => sectionMeta[k].nav).filter((n): n is NavLink => Boolean(n));
  const sections = keys.map((k) => (
    <Fragment key={k}>{hooks.section ? hooks.section(k, renderSection(k, data, hooks)) : renderSection(k, data, hooks)}</Fragment>
  ));
  const body = (
    <>
      <Hero data={data} />
      {hooks.sectionList ? hooks.sectionList(keys, sections) : sections}
      <Contact data={data} subscribe={subscribe} />
    </>
  );
  return (
    <div className="tc-site" style={themeStyle(data.primary_color)}>
      {!embedded && (
        <a className="tc-skip" href="#main">
          Skip to content
        </a>
      )}
      <SiteHeader data={data} nav={nav} />
      {data.incidents && <IncidentBanner incidents={data.incidents} />}
      {embedded ? (
        <div role="region" aria-label="Trust Center page">
          {body}
        </div>
      ) : (
        <main id="main">{body}</main>
      )}
      <Footer data={data} />
    </div>
  );
}

/** A simple branded page for not-found and for the subscription messages. */
export function MessagePage({
  title,
  text,
  primary = '4263eb',
  back,
  form,
}: {
  title: string;
  text: string;
  primary?: string;
  back?: { href: string; label: string };
  /** A button that posts to `action` (an action a mail scanner opening the link must not trigger). */
  form?: { action: string; label: string };
}) {
  return (
    <div className="tc-site tc-message-page" style={themeStyle(primary)}>
      <main className="tc-message" id="main">
        <span className="tc-mark tc-mark-lg" aria-hidden="true">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.4-7.5 9.5-4.4-1.1-7.5-4.9-7.5-9.5V6z" />
          </svg>
        </span>
        <h1>{title}</h1>
        <p>{text}</p>
        {form && (
          <form method="post" action={form.action}>
            <button type="submit" className="tc-btn tc-btn-primary">
              {form.label}
            </button>
          </form>
        )}
        {back && (
          <a className="tc-btn tc-btn-primary" href={back.href}>
            {back.label}
          </a>
        )}
      </main>
    </div>
  );
}
