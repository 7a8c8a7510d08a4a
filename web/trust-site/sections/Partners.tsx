import { sectionSizes, type PublicSiteData } from '@shared/contracts/tc-config';
import { hostOf, initials } from '../format';
import { GlobeIcon } from '../icons';
import { ExternalLink, ItemList, Section, type SectionProps } from '../parts';

export function SubProcessors({ data }: { data: PublicSiteData }) {
  const first = data.sub_processors.slice(0, sectionSizes.sub_processors);
  const rest = data.sub_processors.slice(sectionSizes.sub_processors);
  const rows = (list: PublicSiteData['sub_processors']) =>
    list.map((s) => (
      <tr key={s.id}>
        <th scope="row">
          <span className="tc-sp-name">
            <span className="tc-monogram tc-monogram-sm" aria-hidden="true">
              {initials(s.name)}
            </span>
            <span>
              {s.name}
              {s.website_url && (
                <ExternalLink className="tc-sp-site" href={s.website_url}>
                  {hostOf(s.website_url)}
                </ExternalLink>
              )}
            </span>
          </span>
        </th>
        <td data-label="Purpose">{s.purpose}</td>
        <td data-label="Data">{s.data_types_handled}</td>
        <td data-label="Location">
          {s.location && (
            <span className="tc-loc">
              <GlobeIcon size={14} /> {s.location}
            </span>
          )}
        </td>
      </tr>
    ));
  return (
    <Section id="sub-processors" eyebrow="Data" title="Sub-processors" lead="Third parties that process customer data on our behalf, and why.">
      {rest.length > 0 && <input type="checkbox" id="tc-sp-more" className="tc-toggle" />}
      <div className="tc-table-wrap">
        <table className="tc-table">
          <thead>
            <tr>
              <th scope="col">Sub-processor</th>
              <th scope="col">Purpose</th>
              <th scope="col">Data handled</th>
              <th scope="col">Location</th>
            </tr>
          </thead>
          <tbody>{rows(first)}</tbody>
          {rest.length > 0 && <tbody className="tc-extra-rows">{rows(rest)}</tbody>}
        </table>
      </div>
      {rest.length > 0 && (
        <label htmlFor="tc-sp-more" className="tc-toggle-label">
          <span className="tc-more-open">Show {rest.length} more</span>
          <span className="tc-more-close">Show less</span>
        </label>
      )}
    </Section>
  );
}

export function TrustedBy({ data, hooks }: SectionProps & { data: PublicSiteData }) {
  return (
    <Section id="customers" eyebrow="Customers" title="Trusted by" lead={`Teams that rely on ${data.company_name} every day.`} tone="muted">
      <ItemList
        sectionKey="trusted_by"
        items={data.trusted_by}
        limit={sectionSizes.trusted_by}
        hooks={hooks}
        className="tc-logos"
        moreLabel={(n) => `Show ${n} more`}
        render={(t) => {
          const inner = t.logo_url ? (
            <img src={t.logo_url} alt={t.name} width={160} height={56} loading="lazy" decoding="async" />
          ) : (
            <span className="tc-logo-name">{t.name}</span>
          );
          return t.website_url ? (
            <ExternalLink className="tc-logo-tile" href={t.website_url}>
              {inner}
            </ExternalLink>
          ) : (
            <div className="tc-logo-tile">{inner}</div>
          );
        }}
      />
    </Section>
  );
}
