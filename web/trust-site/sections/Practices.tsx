import { sectionSizes, type PublicPolicyDomain, type PublicSiteData } from '@shared/contracts/tc-config';
import { CheckIcon, DownloadIcon, LayersIcon, LockIcon } from '../icons';
import { Badge, ItemList, ItemTitle, Section, type SectionProps } from '../parts';

export function Topics({ data, hooks }: SectionProps & { data: PublicSiteData }) {
  return (
    <Section id="security" eyebrow="Security" title="How we keep your data safe" lead="The practices our security program is built on.">
      <ItemList
        sectionKey="topics"
        items={data.topics}
        limit={sectionSizes.topics}
        hooks={hooks}
        className="tc-grid tc-grid-2"
        moreLabel={(n) => `Show ${n} more topics`}
        render={(t) => (
          <article className="tc-card tc-topic">
            <ItemTitle text={t.heading} />
            <div className="tc-rich" dangerouslySetInnerHTML={{ __html: t.description }} />
          </article>
        )}
      />
    </Section>
  );
}

function DomainCard({ d }: { d: PublicPolicyDomain }) {
  return (
    <article className="tc-card tc-domain">
      <div className="tc-domain-head">
        <span className="tc-icon-tile tc-icon-tile-sm">
          <LayersIcon size={18} />
        </span>
        <ItemTitle text={d.heading} />
        {d.confidential && (
          <Badge tone="lock">
            <LockIcon size={13} /> Confidential
          </Badge>
        )}
      </div>
      <ul className="tc-checklist">
        {d.controls.map((c) => (
          <li key={c.id}>
            <CheckIcon size={16} className="tc-check" />
            <span>{c.heading}</span>
            {c.download_url ? (
              <a className="tc-icon-link" href={c.download_url} download aria-label={`Download ${c.heading}`} title="Download">
                <DownloadIcon size={15} />
              </a>
            ) : (
              c.on_request && (
                <span className="tc-icon-link tc-icon-locked" role="img" aria-label={`${c.heading}: document shared on request`} title="Shared on request">
                  <LockIcon size={15} />
                </span>
              )
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}

export function Policies({ data, hooks }: SectionProps & { data: PublicSiteData }) {
  return (
    <Section id="policies" eyebrow="Policies" title="Security policies and practices" lead="Controls we operate across every security domain." tone="muted">
      <ItemList
        sectionKey="policies"
        items={data.policies}
        limit={sectionSizes.policies}
        hooks={hooks}
        className="tc-grid tc-grid-3"
        moreLabel={(n) => `Show ${n} more domains`}
        render={(d) => <DomainCard d={d} />}
      />
    </Section>
  );
}
