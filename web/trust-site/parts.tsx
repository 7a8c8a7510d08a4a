import { Fragment, type ReactNode } from 'react';
import type { SiteSectionKey } from '@shared/contracts/tc-config';
import { shortTitle } from './format';

/**
 * How the staff preview wraps the very same markup the public sees: sortable sections and items.
 * The public page passes no hooks, so every wrapper is the identity.
 */
export interface SiteHooks {
  sectionList?(keys: SiteSectionKey[], children: ReactNode): ReactNode;
  section?(key: SiteSectionKey, children: ReactNode): ReactNode;
  itemList?(key: SiteSectionKey, ids: string[], children: ReactNode): ReactNode;
  item?(key: SiteSectionKey, id: string, children: ReactNode): ReactNode;
}

export interface SectionProps {
  hooks: SiteHooks;
}

export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  tone,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  children: ReactNode;
  tone?: 'muted';
}) {
  return (
    <section id={id} className={tone === 'muted' ? 'tc-section tc-section-muted' : 'tc-section'} aria-labelledby={`${id}-title`}>
      <div className="tc-container">
        <header className="tc-section-head">
          {eyebrow && <p className="tc-eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-title`}>{title}</h2>
          {lead && <p className="tc-lead">{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

/**
 * A section's items: the first `limit` shown, the rest (up to `max`) behind a "Show all" that works
 * without JavaScript (<details>).
 */
export function ItemList<T extends { id: string }>({
  sectionKey,
  items,
  limit,
  max,
  hooks,
  className,
  render,
  moreLabel,
}: {
  sectionKey: SiteSectionKey;
  items: T[];
  limit: number;
  max?: number;
  hooks: SiteHooks;
  className: string;
  render: (item: T) => ReactNode;
  moreLabel: (hidden: number) => string;
}) {
  const shown = items.slice(0, max ?? items.length);
  const first = shown.slice(0, limit);
  const rest = shown.slice(limit);
  const wrap = (item: T) => {
    const node = render(item);
    return hooks.item ? <Fragment key={item.id}>{hooks.item(sectionKey, item.id, node)}</Fragment> : <Fragment key={item.id}>{node}</Fragment>;
  };
  const body = (
    <>
      <div className={className}>{first.map(wrap)}</div>
      {rest.length > 0 && (
        <details className="tc-more">
          <summary>
            <span className="tc-more-open">{moreLabel(rest.length)}</span>
            <span className="tc-more-close">Show less</span>
          </summary>
          <div className={className}>{rest.map(wrap)}</div>
        </details>
      )}
    </>
  );
  return (
    <>
      {hooks.itemList
        ? hooks.itemList(
            sectionKey,
            shown.map((i) => i.id),
            body,
          )
        : body}
    </>
  );
}

export function Badge({ tone, children }: { tone: 'ok' | 'warn' | 'lock' | 'neutral' | 'brand'; children: ReactNode }) {
  return <span className={`tc-badge tc-badge-${tone}`}>{children}</span>;
}

/** External links open in a new tab without handing over the opener. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * A card's or a list item's title, cut at about 50 characters with "…" (portal §9). The full text shows on hover
 * and is what a screen reader reads.
 */
export function ItemTitle({ text }: { text: string }) {
  const short = shortTitle(text);
  if (short === text) return <h3>{text}</h3>;
  return (
    <h3 title={text}>
      <span aria-hidden="true">{short}</span>
      <span className="tc-sr-only">{text}</span>
    </h3>
  );
}
