import { sectionSizes, type PublicCertification, type PublicReport, type PublicSiteData } from '@shared/contracts/tc-config';
import { formatDate, initials } from '../format';
import { CalendarIcon, DownloadIcon, FileIcon, LockIcon } from '../icons';
import { Badge, ItemList, ItemTitle, Section, type SectionProps } from '../parts';

const requestHref = (slug: string, kind: 'report' | 'certification', id: string) => `/trust/${encodeURIComponent(slug)}/request-access?doc=${kind}:${id}`;

function CertificationCard({ c, slug }: { c: PublicCertification; slug: string }) {
  return (
    <article className="tc-card tc-cert">
      <div className="tc-cert-top">
        <div className="tc-logo-box">
          {c.logo_url ? (
            <img src={c.logo_url} alt={`${c.name} logo`} width={56} height={56} loading="lazy" decoding="async" />
          ) : (
            <span className="tc-monogram" aria-hidden="true">
              {initials(c.name)}
            </span>
          )}
        </div>
        {c.is_expired ? (
          <Badge tone="warn">Expired</Badge>
        ) : c.confidential ? (
          <Badge tone="lock">
            <LockIcon size={13} /> Confidential
          </Badge>
        ) : (
          <Badge tone="ok">Active</Badge>
        )}
      </div>
      <ItemTitle text={c.name} />
      {c.auditor_info && <p className="tc-muted tc-small">{c.auditor_info}</p>}
      {c.description && <p className="tc-cert-desc">{c.description}</p>}
      <div className="tc-card-foot">
        <span className="tc-meta">
          {c.expiry_date && (
            <>
              <CalendarIcon size={14} /> {c.is_expired ? 'Expired' : 'Valid until'} {formatDate(c.expiry_date)}
            </>
          )}
          {c.industry && <span className="tc-meta-sep">{c.industry}</span>}
        </span>
        {c.download_url ? (
          <a className="tc-link" href={c.download_url} download aria-label={`Download ${c.name}`}>
            <DownloadIcon size={16} /> Download
          </a>
        ) : c.confidential ? (
          <a
            className="tc-locked tc-request-link"
            href={requestHref(slug, 'certification', c.id)}
            title="Available on request under NDA"
            aria-label={`Request access to ${c.name}`}
          >
            <LockIcon size={15} /> Request access
          </a>
        ) : null}
      </div>
    </article>
  );
}

export function Compliance({ data, hooks }: SectionProps & { data: PublicSiteData }) {
  return (
    <Section
      id="compliance"
      eyebrow="Compliance"
      title="Certifications and attestations"
      lead="Independent audits confirm that our controls work as described."
    >
      <ItemList
        sectionKey="compliance"
        items={data.certifications}
        limit={sectionSizes.compliance}
        max={sectionSizes.complianceMax}
        hooks={hooks}
        className="tc-grid tc-grid-3"
        moreLabel={(n) => `Show ${n} more`}
        render={(c) => <CertificationCard c={c} slug={data.slug} />}
      />
    </Section>
  );
}

function ReportRow({ r, slug }: { r: PublicReport; slug: string }) {
  return (
    <article className="tc-doc">
      <span className="tc-doc-icon" aria-hidden="true">
        {r.confidential ? <LockIcon size={20} /> : <FileIcon size={20} />}
      </span>
      <div className="tc-doc-body">
        <ItemTitle text={r.name} />
        {r.issued_by && <p className="tc-muted tc-small">Issued by {r.issued_by}</p>}
      </div>
      {r.download_url ? (
        <a className="tc-btn tc-btn-soft" href={r.download_url} download aria-label={`Download ${r.name}`}>
          <DownloadIcon size={16} /> Download
        </a>
      ) : (
        <a className="tc-btn tc-btn-soft" href={requestHref(slug, 'report', r.id)} aria-label={`Request access to ${r.name}`}>
          <LockIcon size={16} /> Request access
        </a>
      )}
    </article>
  );
}

export function Reports({ data, hooks }: SectionProps & { data: PublicSiteData }) {
  return (
    <Section
      id="documents"
      eyebrow="Documents"
      title="Security reports"
      lead="Audit reports, penetration tests and whitepapers. Confidential documents are shared on request."
      tone="muted"
    >
      <ItemList
        sectionKey="reports"
        items={data.reports}
        limit={sectionSizes.reports}
        hooks={hooks}
        className="tc-grid tc-grid-2"
        moreLabel={(n) => `Show ${n} more documents`}
        render={(r) => <ReportRow r={r} slug={data.slug} />}
      />
    </Section>
  );
}
